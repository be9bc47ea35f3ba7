import { MESSAGES } from '@droidforge/contracts';
import { CheckCircle2, Clock, MailCheck, XCircle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { useAuthStore } from '../../stores/auth-store';
import { ResendForm } from './ResendForm';
import { useEmailVerification } from './use-email-verification';
import { useResendVerification } from './use-resend-verification';

/** Spec §2: after a successful verification the dashboard opens after this delay. */
export const VERIFIED_REDIRECT_MS = 2000;

function StatePanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12 sm:py-16">
      <section aria-labelledby="verify-title" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <title>Verify your email · Droidforge</title>
        <div className="flex justify-center">{icon}</div>
        <h1 id="verify-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h1>
        <div className="mt-3 space-y-4 text-sm text-slate-600">{children}</div>
      </section>
    </div>
  );
}

const loginLink = (
  <Link to="/login" className="inline-block font-semibold text-brand-800 hover:underline">
    Go to Login
  </Link>
);

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useAuthStore((s) => s.signIn);
  const state = useEmailVerification(params.get('token'));
  const expiredEmail = state.status === 'expired' ? state.email : null;
  const { state: resendState, resend } = useResendVerification(expiredEmail === null && state.status === 'expired' ? MESSAGES.emailNotFound : MESSAGES.enterEmail);

  useEffect(() => {
    if (state.status !== 'success') return;
    signIn(state.reply.user, state.reply.token);
    const timer = window.setTimeout(() => void navigate('/dashboard', { replace: true }), VERIFIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state, signIn, navigate]);

  if (resendState.status === 'sent') {
    return (
      <StatePanel icon={<MailCheck aria-hidden="true" className="h-12 w-12 text-brand-700" />} title="Verification Email Sent">
        <p role="status">{resendState.message}</p>
        {loginLink}
      </StatePanel>
    );
  }
  switch (state.status) {
    case 'verifying':
      return (
        <StatePanel icon={<Spinner className="h-12 w-12 text-brand-700" />} title="Verifying your email">
          <p role="status">Please wait while we confirm your email address…</p>
        </StatePanel>
      );
    case 'success':
      return (
        <StatePanel icon={<CheckCircle2 aria-hidden="true" className="h-12 w-12 text-brand-700" />} title="Email Verified!">
          <p role="status">{state.reply.message}</p>
          <p>Taking you to your dashboard…</p>
          <Link to="/dashboard" className={buttonClass('primary')}>
            Go to Dashboard
          </Link>
        </StatePanel>
      );
    case 'expired':
      return (
        <StatePanel icon={<Clock aria-hidden="true" className="h-12 w-12 text-yellow-600" />} title="Link Expired">
          <p role="alert">{state.message}</p>
          <p>Verification links are valid for 24 hours. We can send you a new one.</p>
          <ResendForm email={state.email ?? ''} state={resendState} onResend={(email) => void resend(email)} />
          {loginLink}
        </StatePanel>
      );
    case 'error':
      return (
        <StatePanel icon={<XCircle aria-hidden="true" className="h-12 w-12 text-red-600" />} title="Verification Failed">
          <p role="alert">{state.message}</p>
          <p>Need a new link? Enter your email address and we will send one.</p>
          <ResendForm email={null} state={resendState} onResend={(email) => void resend(email)} />
          {loginLink}
        </StatePanel>
      );
  }
}
