import { PLANS, type BillingPeriod } from '@droidforge/contracts';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSubscribe } from '../../api/use-subscribe';
import { buttonClass } from '../../components/button-styles';
import { BillingToggle } from './BillingToggle';
import { ComparisonTable } from './ComparisonTable';
import { ManageSubscription } from './ManageSubscription';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';

/** Served at both /pricing and /packages (spec §2). */
export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [isComparisonOpen, setComparisonOpen] = useState(false);
  const comparisonId = useId();
  const { subscribe, pending } = useSubscribe();

  return (
    <div className="px-4 py-12 sm:px-6 sm:py-16">
      <title>Pricing · Droidforge</title>
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Simple pricing for every app maker</h1>
        <p className="mt-3 text-slate-600">Start free. Upgrade when you are ready to build and ship APKs.</p>
        <div className="mt-8">
          <BillingToggle period={period} onChange={setPeriod} />
        </div>
      </header>

      <div className="mx-auto mt-12 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PLANS.map((plan) => (
          <PlanCard key={plan.tier} plan={plan} period={period} pending={pending === plan.tier} onSubscribe={(p) => subscribe(p.tier, period)} />
        ))}
      </div>

      <p className="mx-auto mt-8 flex max-w-6xl items-center justify-center gap-2 text-sm text-slate-600">
        <ShieldCheck aria-hidden="true" className="h-4 w-4 text-brand-700" />
        7-day money-back guarantee for first-time subscribers.
      </p>

      <section aria-label="Plan comparison" className="mx-auto mt-12 max-w-6xl text-center">
        <button
          type="button"
          aria-expanded={isComparisonOpen}
          aria-controls={comparisonId}
          onClick={() => setComparisonOpen((open) => !open)}
          className={buttonClass('secondary')}
        >
          {isComparisonOpen ? 'Hide Detailed Comparison' : 'Show Detailed Comparison'}
        </button>
        {isComparisonOpen && <ComparisonTable id={comparisonId} />}
      </section>

      <PricingFaq />
      <ManageSubscription />

      <section className="mx-auto mt-16 max-w-4xl rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-10 text-center text-white">
        <h2 className="text-2xl font-bold tracking-tight">Ready to build your first Android app?</h2>
        <p className="mt-2 text-brand-50">Describe it in a sentence. Preview it in seconds.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/register" className={buttonClass('inverse', 'lg')}>
            Create Free Account
          </Link>
          <Link to="/builder" className={buttonClass('ghost', 'lg', 'text-white ring-1 ring-white/40 hover:bg-white/10')}>
            Open the Builder
          </Link>
        </div>
      </section>
    </div>
  );
}
