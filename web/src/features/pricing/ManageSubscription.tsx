import { planFor } from '@droidforge/contracts';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../components/site-links';
import { useAuthStore } from '../../stores/auth-store';

/** The footer's subscription-management link lands here (id="manage-subscription"). */
export function ManageSubscription() {
  const user = useAuthStore((s) => s.user);
  return (
    <section id="manage-subscription" aria-labelledby="manage-title" className="mx-auto mt-16 max-w-3xl scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="manage-title" className="text-lg font-semibold text-slate-900">
        Manage your subscription
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        {user ? `You are on the ${planFor(user.subscription_tier).name} plan. ` : ''}
        To change or cancel a plan, open{' '}
        <Link to="/billing" className="text-brand-800 underline">
          Plan & billing
        </Link>{' '}
        or write to{' '}
        <a href={SUPPORT_MAILTO} className="text-brand-800 underline">
          {SUPPORT_EMAIL}
        </a>
        . Cancellations and downgrades take effect at the end of the billing period, after which the account returns to Free. See
        the{' '}
        <Link to="/refund" className="text-brand-800 underline">
          refund terms
        </Link>
        .
      </p>
    </section>
  );
}
