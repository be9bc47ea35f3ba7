import { PLANS } from '@droidforge/contracts';
import { Check, Minus } from 'lucide-react';
import { COMPARISON_ROWS } from './comparison-rows';

function Cell({ value }: { value: string | boolean }) {
  if (value === true) return <Check aria-label="Included" className="mx-auto h-4 w-4 text-brand-700" />;
  if (value === false) return <Minus aria-label="Not included" className="mx-auto h-4 w-4 text-slate-300" />;
  return <>{value}</>;
}

export function ComparisonTable({ id }: { id: string }) {
  return (
    <div id={id} className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Detailed plan comparison</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-4 py-3 text-left font-semibold text-slate-900">
              Feature
            </th>
            {PLANS.map((plan) => (
              <th key={plan.tier} scope="col" className="px-4 py-3 text-center font-semibold text-slate-900">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {COMPARISON_ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-4 py-3 text-left font-medium text-slate-700">
                {row.label}
              </th>
              {PLANS.map((plan) => (
                <td key={plan.tier} className="px-4 py-3 text-center text-slate-700">
                  <Cell value={row.value(plan)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
