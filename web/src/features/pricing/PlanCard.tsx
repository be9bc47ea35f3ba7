import type { BillingPeriod, Plan } from '@droidforge/contracts';
import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useAuthStore } from '../../stores/auth-store';
import { creditsLabel, formatCostPerApp, priceFor } from './plan-pricing';

interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  onSubscribe: (plan: Plan) => void;
  /** Checkout is being opened for this plan. */
  pending?: boolean;
}

function PlanAction({ plan, onSubscribe, pending }: Pick<PlanCardProps, 'plan' | 'onSubscribe' | 'pending'>) {
  const token = useAuthStore((s) => s.token);
  const style = buttonClass(plan.popular ? 'primary' : 'secondary', 'md', 'w-full');
  if (plan.price === 0) {
    return (
      <Link to={token ? '/builder' : '/register'} className={style}>
        {token ? 'Start Building Free' : 'Get Started Free'}
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => onSubscribe(plan)} className={style} aria-busy={pending || undefined}>
      {pending ? `Opening checkout for ${plan.name}…` : `Subscribe to ${plan.name}`}
    </button>
  );
}

export function PlanCard({ plan, period, onSubscribe, pending }: PlanCardProps) {
  const price = priceFor(plan, period);
  return (
    <article
      aria-labelledby={`plan-${plan.tier}`}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        plan.popular ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-slate-200'
      }`}
    >
      {plan.popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </p>
      )}
      <h2 id={`plan-${plan.tier}`} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {price.amount}
        </span>
        <span className="text-sm text-slate-500">{price.unit}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-500">{price.note}</p>
      <p className="mt-4 text-sm font-medium text-brand-800">{creditsLabel(plan)}</p>
      {plan.costPerApp !== null && <p className="text-xs text-slate-500">About {formatCostPerApp(plan.costPerApp)} per app</p>}
      <ul className="mt-5 flex-1 space-y-2.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature.text} className={`flex gap-2 ${feature.included ? 'text-slate-700' : 'text-slate-400'}`}>
            {feature.included ? (
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            ) : (
              <X aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            )}
            <span>
              {feature.text}
              {!feature.included && <span className="sr-only"> (not included)</span>}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <PlanAction plan={plan} onSubscribe={onSubscribe} pending={pending} />
      </div>
    </article>
  );
}
