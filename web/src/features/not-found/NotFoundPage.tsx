import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>Page not found · Droidforge</title>
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/dashboard" className={buttonClass('primary')}>
          Go to Dashboard
        </Link>
        <Link to="/pricing" className={buttonClass('secondary')}>
          See Pricing
        </Link>
      </div>
    </section>
  );
}
