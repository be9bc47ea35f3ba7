import { MESSAGES, PASSWORD_MAX } from '@droidforge/contracts';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSignedInReply, login } from '../../api/auth';
import { errorBodyField, errorMessage, isApiError } from '../../api/api-error';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { useAuthStore } from '../../stores/auth-store';
import { AuthCard, AuthSubmit, AuthSwitchLink } from './AuthCard';
import { returnPathFrom } from './RequireAuth';
import { VerificationNotice } from './VerificationNotice';

type Outcome = { kind: 'none' } | { kind: 'error'; message: string } | { kind: 'unverified'; message: string; email: string };

/** Reads the "confirm your email first" answer, whether it came as a 403 error or a 200 reply. */
function unverifiedOutcome(error: unknown, typedEmail: string): Outcome | null {
  if (!isApiError(error)) return null;
  if (error.code !== 'EMAIL_NOT_VERIFIED' && errorBodyField(error, 'requiresVerification') !== true) return null;
  const email = errorBodyField(error, 'email');
  return { kind: 'unverified', message: error.message, email: typeof email === 'string' ? email : typedEmail };
}

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { submit, isSubmitting, outcome } = useLogin();

  return (
    <AuthCard title="Welcome back" subtitle="Log in to keep building your Android apps." footer={<AuthSwitchLink prompt="New to Droidforge?" to="/register" label="Create an account" />}>
      <title>Log in · Droidforge</title>
      <form onSubmit={(e) => void submit(e, email, password)} className="space-y-4">
        {outcome.kind === 'error' && <Alert tone="error">{outcome.message}</Alert>}
        {outcome.kind === 'unverified' && <VerificationNotice message={outcome.message} email={outcome.email} />}
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <AuthSubmit busy={isSubmitting} label="Log In" busyLabel="Logging in…" />
      </form>
    </AuthCard>
  );
}

/** Signs in and goes back where the user was headed; an unverified email is an outcome, not an error. */
function useLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useAuthStore((s) => s.signIn);
  const [isSubmitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const submit = async (event: FormEvent<HTMLFormElement>, email: string, password: string) => {
    event.preventDefault();
    setSubmitting(true);
    setOutcome({ kind: 'none' });
    try {
      const reply = await login({ email, password });
      if (!isSignedInReply(reply)) {
        setOutcome({ kind: 'unverified', message: reply.error || MESSAGES.loginFailed, email: reply.email || email });
        return;
      }
      signIn(reply.user, reply.token);
      void navigate(returnPathFrom(location.state), { replace: true });
    } catch (error) {
      setOutcome(unverifiedOutcome(error, email) ?? { kind: 'error', message: errorMessage(error, MESSAGES.loginFailed) });
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, isSubmitting, outcome };
}
