import { Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';

/** The projects page before the first app: what to do next. */
export function NoProjects() {
  return (
    <section className="mt-10 flex flex-col items-center rounded-3xl border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Rocket aria-hidden="true" className="h-10 w-10 text-brand-700" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">No apps yet</h2>
      <p className="mt-2 max-w-md text-slate-600">Describe your first app in plain English and see it running in a phone preview in under a minute.</p>
      <Link to="/builder" className={buttonClass('primary', 'lg', 'mt-6')}>
        Create your first app
      </Link>
    </section>
  );
}
