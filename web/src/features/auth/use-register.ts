import { MESSAGES, type VerificationRequired } from '@droidforge/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isSignedInReply, register } from '../../api/auth';
import { errorMessage, isApiError } from '../../api/api-error';
import { useAuthStore } from '../../stores/auth-store';
import { validateRegister, type FieldErrors } from './validate-register';

/**
 * Sign-up: checks the form with the contract's schema, then registers. A signed-in reply goes to the
 * dashboard; otherwise `pending` says which address must be verified.
 */
export function useRegister() {
  const navigate = useNavigate();
  const signIn = useAuthStore((s) => s.signIn);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState<VerificationRequired | null>(null);

  const submit = async (form: { name: string; email: string; password: string }) => {
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
  return { submit, fieldErrors, formError, isSubmitting, pending };
}
