import { MESSAGES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@droidforge/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isSignedInReply, register, type VerificationRequired } from '../../api/auth';
import { errorMessage, isApiError } from '../../api/api-error';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useAuthStore } from '../../stores/auth-store';
import { AuthCard } from './AuthCard';
import { CheckEmailPanel } from './CheckEmailPanel';
import { validateRegister, type FieldErrors } from './validate-register';

export function RegisterPage() {
  const navigate = useNavigate();
  const signIn = useAuthStore((s) => s.signIn);
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState<VerificationRequired | null>(null);

  const update = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = validateRegister(form);
    setFieldErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) return;
    setSubmitting(true);
    try {
      const reply = await register(checked.body);
      if (isSignedInReply(reply)) {
        signIn(reply.user, reply.token);
        void navigate('/dashboard', { replace: true });
      } else {
        setPending(reply);
      }
    } catch (error) {
      if (isApiError(error) && error.fields) setFieldErrors(error.fields as FieldErrors);
      setFormError(errorMessage(error, MESSAGES.registrationFailed));
    } finally {
      setSubmitting(false);
    }
  };

  if (pending) return <CheckEmailPanel message={pending.message} email={pending.email} />;

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start with 500 free credits. No card needed."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-800 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <title>Sign up · Droidforge</title>
      {/* noValidate: the schema check below shows the server's exact messages inline instead. */}
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        {formError && <Alert tone="error">{formError}</Alert>}
        <TextField label="Name" name="name" autoComplete="name" required maxLength={NAME_MAX} value={form.name} onChange={update('name')} error={fieldErrors.name} />
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={form.email} onChange={update('email')} error={fieldErrors.email} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={`At least ${PASSWORD_MIN} characters.`}
          value={form.password}
          onChange={update('password')}
          error={fieldErrors.password}
        />
        <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'lg', 'w-full')}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Creating account…' : 'Create Account'}
        </button>
        <p className="text-center text-xs text-slate-500">
          By signing up you agree to our{' '}
          <Link to="/terms" className="underline">
            Terms
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="underline">
            Privacy
          </Link>{' '}
          policies.
        </p>
      </form>
    </AuthCard>
  );
}
