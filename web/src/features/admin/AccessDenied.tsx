import { MESSAGES } from '@droidforge/contracts';
import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-styles';

/** Spec §2: what any role other than admin/superadmin sees inside /admin. */
export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <title>Access Denied · Droidforge</title>
      <section aria-labelledby="access-denied-title" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <ShieldAlert aria-hidden="true" className="mx-auto h-12 w-12 text-red-600" />
        <h1 id="access-denied-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
          Access Denied
        </h1>
        <p className="mt-2 text-slate-600">{MESSAGES.adminAccessDenied}</p>
        <button type="button" onClick={() => void navigate('/dashboard')} className={buttonClass('primary', 'md', 'mt-6')}>
          Go to Dashboard
        </button>
      </section>
    </main>
  );
}
