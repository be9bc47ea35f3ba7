import { MESSAGES, type BillingPeriod, type Tier } from '@droidforge/contracts';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from './api-error';
import { createCheckoutSession } from './billing';
import { useAuthStore } from '../stores/auth-store';

/** Where the browser goes for the provider's checkout page; tests replace it. */
export const checkoutNavigator = { assign: (url: string) => window.location.assign(url) };

/**
 * Spec §5: checkout needs a stored token, otherwise "Please log in to subscribe" and /login.
 * Signed in, it asks the server for a checkout session and sends the browser there; a second
 * click while the first is on its way does nothing (the server also answers one session).
 */
export function useSubscribe(): { subscribe: (tier: Tier, period: BillingPeriod) => void; pending: Tier | null } {
  const navigate = useNavigate();
  const token = useAuthStore((s) => s.token);
  const busy = useRef(false);
  const [pending, setPending] = useState<Tier | null>(null);
  const subscribe = (tier: Tier, period: BillingPeriod) => {
    if (!token) {
      toast.error(MESSAGES.checkoutNeedsLogin);
      void navigate('/login', { state: { from: '/pricing' } });
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setPending(tier);
    createCheckoutSession(tier, period)
      .then(({ url }) => checkoutNavigator.assign(url))
      .catch((err: unknown) => {
        busy.current = false;
        setPending(null);
        toast.error(errorMessage(err, MESSAGES.checkoutFailed));
        if (isApiError(err) && (err.code === 'SUBSCRIPTION_EXISTS' || err.code === 'PLAN_ALREADY_ACTIVE')) void navigate('/billing');
      });
  };
  return { subscribe, pending };
}
