import { MESSAGES } from '@droidforge/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import type { ResendState } from './use-resend-verification';

interface ResendFormProps {
  /** Known address (from an expired link); when null the visitor types it. */
  email: string | null;
  state: ResendState;
  onResend: (email: string) => void;
}

/** Resend controls of the verification screen: one button when the address is known, else a field. */
export function ResendForm({ email, state, onResend }: ResendFormProps) {
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onResend(email ?? typed);
  };
  return (
    <form onSubmit={submit} className="space-y-3 text-left" noValidate>
      {email === null && (
        <TextField label="Email" type="email" name="email" autoComplete="email" value={typed} onChange={(e) => setTyped(e.target.value)} />
      )}
      <button type="submit" disabled={state.status === 'sending'} className={buttonClass('primary', 'md', 'w-full')}>
        {state.status === 'sending' && <Spinner />}
        Resend Verification Email
      </button>
      {state.status === 'failed' && <Alert tone="error">{state.message || MESSAGES.resendVerificationFailed}</Alert>}
    </form>
  );
}
