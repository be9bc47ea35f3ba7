import { type BillingOverview, type PlanOffer, planOffers, planRank } from '@droidforge/contracts';
import { cancelSubscription, changePlan, openBillingPortal, resumeSubscription } from '../../api/billing';
import { buttonClass } from '../../components/button-styles';
import { checkoutNavigator } from '../../api/use-subscribe';
import { errorMessage } from '../../api/api-error';
import toast from 'react-hot-toast';
import { formatDate, planLabel } from './billing-format';
import { UpgradeOffers } from './UpgradeOffers';
import { useBillingAction } from './use-billing';

function isUpgrade(offer: PlanOffer, sub: Subscription): boolean {
  return planRank(offer.tier) > planRank(sub.tier) || (offer.tier === sub.tier && offer.period === 'annual' && sub.billingPeriod === 'monthly');
}

type Subscription = NonNullable<BillingOverview['subscription']>;

/** Upgrade, Change plan, Cancel at period end, Resume (issue 11 §5). */
export function PlanActions({ overview }: { overview: BillingOverview }) {
  const sub = overview.subscription;
  const change = useBillingAction((o: PlanOffer) => changePlan(o.tier, o.period), 'Failed to change the plan. Please try again.');
  const cancel = useBillingAction(() => cancelSubscription(), 'Failed to cancel the subscription. Please try again.');
  const resume = useBillingAction(() => resumeSubscription(), 'Failed to resume the subscription. Please try again.');
  const busy = change.isPending || cancel.isPending || resume.isPending;

  if (!sub) return <UpgradeOffers />;

  return (
    <section aria-labelledby="change-title" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="change-title" className="text-lg font-semibold text-slate-900">
        Change plan
      </h2>
      <p className="mt-1 text-sm text-slate-600">Upgrades start at once with the new plan's credits. Downgrades and cancellation take effect at the end of the billing period.</p>
      <PlanChoices sub={sub} busy={busy} onChange={(o) => change.mutate(o)} />
      <div className="mt-6 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {sub.cancelAtPeriodEnd || sub.cancelAt !== null ? (
          <button type="button" disabled={busy} className={buttonClass('primary', 'sm')} onClick={() => resume.mutate()}>
            Resume subscription
          </button>
        ) : (
          <button
            type="button"
            disabled={busy}
            className={buttonClass('danger', 'sm')}
            onClick={() => window.confirm(`Cancel at the end of the billing period? You keep ${planLabel(sub.tier)} until ${formatDate(sub.currentPeriodEnd)}, then move to Free.`) && cancel.mutate()}
          >
            Cancel at period end
          </button>
        )}
        {overview.portalAvailable && (
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => void openPortal()}>
            Manage payment details
          </button>
        )}
      </div>
    </section>
  );
}

const openPortal = () =>
  openBillingPortal()
    .then(({ url }) => checkoutNavigator.assign(url))
    .catch((err: unknown) => toast.error(errorMessage(err, 'Failed to open the billing portal. Please try again.')));

/** Every other plan and period (asked to confirm first), and "Keep" while a change is scheduled. */
function PlanChoices({ sub, busy, onChange }: { sub: Subscription; busy: boolean; onChange: (o: PlanOffer) => void }) {
  const others = planOffers().filter((o) => !(o.tier === sub.tier && o.period === sub.billingPeriod) && !(o.tier === sub.scheduledTier && o.period === sub.scheduledPeriod));
  const choose = (o: PlanOffer) => {
    const question = isUpgrade(o, sub)
      ? `Upgrade to ${planLabel(o.tier, o.period)} now? It starts today with ${o.plan.credits.toLocaleString('en-US')} credits, and you pay the difference today.`
      : `Switch to ${planLabel(o.tier, o.period)} on ${formatDate(sub.currentPeriodEnd)}? You keep your current plan until then.`;
    if (!window.confirm(question)) return;
    onChange(o);
  };
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {others.map((o) => (
        <button key={`${o.tier}-${o.period}`} type="button" disabled={busy} className={buttonClass(isUpgrade(o, sub) ? 'primary' : 'secondary', 'sm')} onClick={() => choose(o)}>
          {isUpgrade(o, sub) ? 'Upgrade to' : 'Switch to'} {planLabel(o.tier, o.period)}
        </button>
      ))}
      {sub.scheduledTier && (
        <button type="button" disabled={busy} className={buttonClass('secondary', 'sm')} onClick={() => onChange(planOffers().find((o) => o.tier === sub.tier && o.period === sub.billingPeriod)!)}>
          Keep {planLabel(sub.tier, sub.billingPeriod)}
        </button>
      )}
    </div>
  );
}
