import { MESSAGES } from '@droidforge/contracts';
import { useState } from 'react';
import { resendVerification } from '../../api/auth';
import { errorMessage } from '../../api/api-error';

export type ResendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string };

/**
 * One resend flow for login and verification screens. An empty address never reaches the server
 * (spec §5); the caller chooses which message that is, since the screens word it differently.
 */
export function useResendVerification(emptyEmailMessage: string = MESSAGES.enterEmail) {
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  const resend = async (email: string): Promise<boolean> => {
    const address = email.trim();
    if (!address) {
      setState({ status: 'failed', message: emptyEmailMessage });
      return false;
    }
    setState({ status: 'sending' });
    try {
      const reply = await resendVerification(address);
      setState({ status: 'sent', message: reply.message });
      return true;
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error, MESSAGES.resendVerificationFailed) });
      return false;
    }
  };

  return { state, resend };
}
