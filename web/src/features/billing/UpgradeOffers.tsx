import { planOffers } from '@droidforge/contracts';
import { useSubscribe } from '../../api/use-subscribe';
import { buttonClass } from '../../components/button-styles';
import { planLabel } from './billing-format';

/** Without a subscription: one Upgrade button per paid plan and period, each opening checkout. */
export function UpgradeOffers() {
  const { subscribe, pending } = useSubscribe();
  return (
    <section aria-labelledby="upgrade-title" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="upgrade-title" className="text-lg font-semibold text-slate-900">
        Upgrade
      </h2>
      <p className="mt-1 text-sm text-slate-600">Paid plans add monthly credits and APK builds.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {planOffers().map((o) => (
          <button key={`${o.tier}-${o.period}`} type="button" className={buttonClass(o.plan.popular ? 'primary' : 'secondary', 'sm')} disabled={pending !== null} onClick={() => subscribe(o.tier, o.period)}>
            Upgrade to {planLabel(o.tier, o.period)}
          </button>
        ))}
      </div>
    </section>
  );
}
