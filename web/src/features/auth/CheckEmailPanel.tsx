import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { useResendVerification } from './use-resend-verification';

/** Shown after sign-up when the account must confirm its email address first. */
export function CheckEmailPanel({ message, email }: { message: string; email: string }) {
  const { state, resend } = useResendVerification();
  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12 sm:py-16">
      <section aria-labelledby="check-email-title" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <title>Check Your Email · Droidforge</title>
        <MailCheck aria-hidden="true" className="mx-auto h-12 w-12 text-brand-700" />
        <h1 id="check-email-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
          Check Your Email
        </h1>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
        <p className="mt-1 text-sm font-medium break-all text-slate-900">{email}</p>
        <p className="mt-4 text-xs text-slate-500">The link expires in 24 hours. Check your spam folder if it has not arrived.</p>
        <div className="mt-6 flex flex-col gap-2">
          <Link to="/login" className={buttonClass('primary', 'lg')}>
            Go to Login
          </Link>
          <button type="button" onClick={() => void resend(email)} disabled={state.status === 'sending'} className={buttonClass('ghost')}>
            {state.status === 'sending' && <Spinner />}
            Resend Verification Email
          </button>
        </div>
        <div className="mt-3 text-left">
          {state.status === 'sent' && <Alert tone="success">{state.message}</Alert>}
          {state.status === 'failed' && <Alert tone="error">{state.message}</Alert>}
        </div>
      </section>
    </div>
  );
}
