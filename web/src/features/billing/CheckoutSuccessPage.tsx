import { planFor } from '@droidforge/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Rocket } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { fetchCheckoutStatus } from '../../api/billing';
import { Alert } from '../../components/Alert';
import { AppHeader } from '../../components/AppHeader';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { useAuthStore } from '../../stores/auth-store';
import { creditsQueryKey } from '../../api/use-credits';
import { billingQueryKey } from './use-billing';
import { formatCredits } from './billing-format';

/** How often the page asks whether the payment was fulfilled (the webhook may be a moment late). */
export const ACTIVATION_POLL_MS = 1500;

/** /billing/success?session_id=…: "Activating your plan…" until fulfilled, then the plan and credits. */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['billing', 'checkout', sessionId],
    queryFn: () => fetchCheckoutStatus(sessionId),
    enabled: sessionId !== '',
    refetchInterval: (q) => (q.state.data?.fulfilled || q.state.data?.status === 'expired' ? false : ACTIVATION_POLL_MS),
  });
  const done = query.data?.fulfilled ? query.data : null;

  useEffect(() => {
    if (!done) return;
    const { user, updateUser } = useAuthStore.getState();
    if (user) updateUser({ ...user, subscription_tier: done.tier, credits: done.credits });
    client.setQueryData(creditsQueryKey, { credits: done.credits });
    void client.invalidateQueries({ queryKey: billingQueryKey });
  }, [done, client]);

  return (
    <>
      <title>Subscription · Droidforge</title>
      <AppHeader />
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center sm:px-6">
        {!sessionId && <Alert tone="error">This page needs the checkout session it was opened for.</Alert>}
        {query.error && <Alert tone="error">{errorMessage(query.error, 'We could not check your payment. Please reload the page.')}</Alert>}
        {query.data?.status === 'expired' && <Alert tone="error">This checkout expired before it was paid. Nothing was charged.</Alert>}
        {sessionId && !query.error && !done && query.data?.status !== 'expired' && (
          <div role="status" className="flex flex-col items-center gap-4">
            <Spinner className="h-8 w-8" label="Activating" />
            <h1 className="text-2xl font-semibold text-slate-900">Activating your plan…</h1>
            <p className="text-slate-600">Your payment is being confirmed. This usually takes a few seconds.</p>
          </div>
        )}
        {done && (
          <div className="flex flex-col items-center gap-4">
            <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-brand-700" />
            <h1 className="text-2xl font-semibold text-slate-900">You are on the {planFor(done.tier).name} plan</h1>
            <p className="text-slate-700" data-testid="activated-credits">
              You have {formatCredits(done.credits)}.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to="/builder" className={buttonClass('primary', 'lg')}>
                <Rocket aria-hidden="true" className="h-5 w-5" />
                Start Building
              </Link>
              <Link to="/billing" className={buttonClass('secondary', 'lg')}>
                Plan & billing
              </Link>
            </div>
          </div>
        )}
      </main>
    </>
  );
}
