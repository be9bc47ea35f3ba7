import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@droidforge/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { AuthCard, AuthSubmit, AuthSwitchLink } from './AuthCard';
import { CheckEmailPanel } from './CheckEmailPanel';
import { useRegister } from './use-register';

export function RegisterPage() {
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const { submit, fieldErrors, formError, isSubmitting, pending } = useRegister();

  const update = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(form);
  };

  if (pending) return <CheckEmailPanel message={pending.message} email={pending.email} />;

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start with 500 free credits. No card needed."
      footer={<AuthSwitchLink prompt="Already have an account?" to="/login" label="Sign in" />}
    >
      <title>Sign up · Droidforge</title>
      {/* noValidate: the schema check below shows the server's exact messages inline instead. */}
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
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
        <AuthSubmit busy={isSubmitting} label="Create Account" busyLabel="Creating account…" />
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
