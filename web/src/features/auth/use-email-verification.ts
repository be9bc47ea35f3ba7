import { MESSAGES, type VerifyEmailReply } from '@droidforge/contracts';
import { useEffect, useRef, useState } from 'react';
import { verifyEmail } from '../../api/auth';
import { errorBodyField, errorMessage, isApiError } from '../../api/api-error';

/** Spec §4: verifying → success | error | expired (→ resent, handled by the page). */
export type VerificationState =
  | { status: 'verifying' }
  | { status: 'success'; reply: VerifyEmailReply }
  | { status: 'error'; message: string }
  | { status: 'expired'; message: string; email: string | null };

function failureState(error: unknown): VerificationState {
  if (isApiError(error) && (error.code === 'VERIFICATION_TOKEN_EXPIRED' || errorBodyField(error, 'expired') === true)) {
    const email = errorBodyField(error, 'email');
    return { status: 'expired', message: error.message, email: typeof email === 'string' && email ? email : null };
  }
  if (isApiError(error) && error.code === 'VERIFICATION_TOKEN_INVALID') {
    return { status: 'error', message: errorMessage(error, MESSAGES.verifyEmailFailed) };
  }
  return { status: 'error', message: MESSAGES.verifyEmailFailed };
}

/**
 * Spends the one-time token exactly once. The ref survives React's development double-mount, and
 * a second call would fail because the server burns the token on first use.
 */
export function useEmailVerification(token: string | null): VerificationState {
  const [state, setState] = useState<VerificationState>(() =>
    token ? { status: 'verifying' } : { status: 'error', message: MESSAGES.invalidVerificationLink },
  );
  const spentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || spentToken.current === token) return;
    spentToken.current = token;
    setState({ status: 'verifying' });
    verifyEmail(token).then(
      (reply) => setState({ status: 'success', reply }),
      (error: unknown) => setState(failureState(error)),
    );
  }, [token]);

  return state;
}
