import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { useResendVerification } from './use-resend-verification';

interface VerificationNoticeProps {
  /** The server's own words (spec §2: "a yellow box shows the server message"). */
  message: string;
  email: string;
}

/** The yellow box shown when login is refused until the email address is confirmed. */
export function VerificationNotice({ message, email }: VerificationNoticeProps) {
  const { state, resend } = useResendVerification();
  return (
    <div className="space-y-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-900" data-tone="warning">
      <p role="status">{message}</p>
      <button
        type="button"
        onClick={() => void resend(email)}
        disabled={state.status === 'sending'}
        className={buttonClass('secondary', 'sm', 'border-yellow-400 bg-white')}
      >
        {state.status === 'sending' && <Spinner />}
        Resend Verification Email
      </button>
      {state.status === 'sent' && <Alert tone="success">{state.message}</Alert>}
      {state.status === 'failed' && <Alert tone="error">{state.message}</Alert>}
    </div>
  );
}
