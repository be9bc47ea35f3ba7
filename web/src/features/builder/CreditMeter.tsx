import { CREDIT_METER } from '@droidforge/contracts';
import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';

const numberFormat = new Intl.NumberFormat('en-US');

export function isLowOnCredits(credits: number): boolean {
  return credits < CREDIT_METER.low;
}

/** Spec §9: the bar is full at 10,000 credits; below 1,000 it turns red, says Low and offers more. */
export function CreditMeter({ credits }: { credits: number | null }) {
  if (credits === null) return <span className="text-sm text-slate-500">Loading credits…</span>;
  const low = isLowOnCredits(credits);
  const filled = Math.max(0, Math.min(1, credits / CREDIT_METER.full));
  return (
    <div className="flex items-center gap-2">
      <div className="flex flex-col gap-1">
        <span className={`flex items-center gap-1.5 text-sm font-semibold ${low ? 'text-red-700' : 'text-slate-800'}`}>
          <Coins aria-hidden="true" className="h-4 w-4" />
          <Link to="/billing" title="Plan & billing" className="hover:underline">
            <span data-testid="credit-balance">{numberFormat.format(credits)} credits</span>
          </Link>
          {low && <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-700 uppercase">Low</span>}
        </span>
        <div
          role="meter"
          aria-label="Credits"
          aria-valuemin={0}
          aria-valuemax={CREDIT_METER.full}
          aria-valuenow={Math.min(credits, CREDIT_METER.full)}
          aria-valuetext={`${numberFormat.format(credits)} credits${low ? ', low' : ''}`}
          className="h-1.5 w-32 overflow-hidden rounded-full bg-slate-200"
        >
          <div className={`h-full rounded-full ${low ? 'bg-red-600' : 'bg-brand-600'}`} style={{ width: `${filled * 100}%` }} />
        </div>
      </div>
      {low && (
        <Link to="/pricing" className={buttonClass('danger', 'sm')}>
          Get More
        </Link>
      )}
    </div>
  );
}
