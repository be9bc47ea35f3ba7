import { MESSAGES, type Tier } from '@droidforge/contracts';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../stores/auth-store';
import type { BillingPeriod } from './plan-pricing';

export const CHECKOUT_COMING_SOON = 'Checkout is coming soon. Your plan choice has not been charged.';

/**
 * Spec §5: checkout needs a stored token, otherwise "Please log in to subscribe" and /login.
 * The checkout call itself (POST /api/billing/create-checkout-session) is not wired yet.
 */
export function useSubscribe(): (tier: Tier, period: BillingPeriod) => void {
  const navigate = useNavigate();
  const token = useAuthStore((s) => s.token);
  return (_tier, _period) => {
    if (!token) {
      toast.error(MESSAGES.checkoutNeedsLogin);
      void navigate('/login', { state: { from: '/pricing' } });
      return;
    }
    toast(CHECKOUT_COMING_SOON);
  };
}
