import { Link } from 'react-router';

/** The Droidforge wordmark; links home (which lands on the dashboard or the login page). */
export function Logo({ to = '/', onDark = false }: { to?: string; onDark?: boolean }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight ${onDark ? 'text-white' : 'text-slate-900'}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#127f48" />
        <path d="M9 20a7 7 0 0 1 14 0z" fill="#3ddc84" />
        <circle cx="13" cy="17" r="1.2" fill="#127f48" />
        <circle cx="19" cy="17" r="1.2" fill="#127f48" />
        <path d="M11 12l1.5 2.2M21 12l-1.5 2.2" stroke="#3ddc84" strokeWidth="1.4" strokeLinecap="round" />
        <rect x="9" y="21" width="14" height="3" rx="1.5" fill="#fff" />
      </svg>
      <span>Droidforge</span>
    </Link>
  );
}
