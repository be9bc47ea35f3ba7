import type { PaymentView } from '@droidforge/contracts';
import { formatDate, formatMoney, planLabel } from './billing-format';

/** Paid invoices, newest first (kept 7 years). */
export function PaymentHistory({ payments }: { payments: PaymentView[] }) {
  return (
    <section aria-labelledby="payments-title" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="payments-title" className="text-lg font-semibold text-slate-900">
        Payment history
      </h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No payments yet.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Payments</caption>
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="py-2 font-medium">Date</th>
              <th scope="col" className="py-2 font-medium">Plan</th>
              <th scope="col" className="py-2 font-medium">Period</th>
              <th scope="col" className="py-2 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {payments.map((p) => (
              <tr key={p.id}>
                <td className="py-2">{formatDate(p.paidAt)}</td>
                <td className="py-2">{planLabel(p.tier as Parameters<typeof planLabel>[0], p.billingPeriod)}</td>
                <td className="py-2 text-slate-600">
                  {formatDate(p.periodStart)} – {formatDate(p.periodEnd)}
                </td>
                <td className="py-2 text-right font-medium">{formatMoney(p.amount, p.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
