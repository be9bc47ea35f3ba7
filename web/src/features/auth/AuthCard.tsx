import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card shared by login, register and email verification. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12 sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-4 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </div>
  );
}

/** The card's footer line: a question and a link to the other form ("New to Droidforge? Create an account"). */
export function AuthSwitchLink({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <>
      {prompt}{' '}
      <Link to={to} className="font-semibold text-brand-800 hover:underline">
        {label}
      </Link>
    </>
  );
}

/** The form's full-width submit button, with a spinner and its busy wording while the request runs. */
export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
      {busy && <Spinner />}
      {busy ? busyLabel : label}
    </button>
  );
}
