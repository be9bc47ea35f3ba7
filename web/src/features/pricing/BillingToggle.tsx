import type { BillingPeriod } from '@droidforge/contracts';

interface BillingToggleProps {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}

const optionClass = (active: boolean) =>
  `inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
    active ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:text-slate-900'
  }`;

/** Two pressed-state buttons (not a switch) so each period has its own clear name. */
export function BillingToggle({ period, onChange }: BillingToggleProps) {
  return (
    <div role="group" aria-label="Billing period" className="inline-flex rounded-full border border-slate-200 bg-white p-1 shadow-sm">
      <button type="button" aria-pressed={period === 'monthly'} onClick={() => onChange('monthly')} className={optionClass(period === 'monthly')}>
        Monthly
      </button>
      <button type="button" aria-pressed={period === 'annual'} onClick={() => onChange('annual')} className={optionClass(period === 'annual')}>
        Annual
        <span className={`rounded-full px-2 py-0.5 text-xs ${period === 'annual' ? 'bg-white/20' : 'bg-brand-100 text-brand-800'}`}>Save 2 months!</span>
      </button>
    </div>
  );
}
