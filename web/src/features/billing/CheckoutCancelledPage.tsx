import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';

/** /billing/cancelled: the customer left the provider's checkout page without paying. */
export function CheckoutCancelledPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <title>Checkout cancelled · Droidforge</title>
      <h1 className="text-2xl font-semibold text-slate-900">Checkout cancelled</h1>
      <p className="mt-3 text-slate-600">You left the checkout before paying. Nothing was charged, and your plan has not changed.</p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to="/pricing" className={buttonClass('primary')}>
          Back to pricing
        </Link>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          Dashboard
        </Link>
      </div>
    </div>
  );
}
