import { Link } from 'react-router';
import { Logo } from './Logo';
import { MANAGE_SUBSCRIPTION_PATH, SUPPORT_EMAIL, SUPPORT_MAILTO } from './site-links';

const linkClass = 'rounded text-sm text-slate-600 hover:text-brand-800';

const productLinks = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/builder', label: 'App Builder' },
  { to: '/projects', label: 'My Projects' },
];

const legalLinks = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/refund', label: 'Refund Policy' },
  { to: '/dmca', label: 'DMCA Policy' },
];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-xs font-semibold tracking-wider text-slate-900 uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-slate-600">
            Describe an Android app in plain English. Get real Kotlin code, a live preview and a signed APK.
          </p>
        </div>
        <LinkColumn title="Product" links={productLinks} />
        <LinkColumn title="Legal" links={legalLinks} />
        <nav aria-label="Support">
          <h2 className="text-xs font-semibold tracking-wider text-slate-900 uppercase">Support</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={SUPPORT_MAILTO} className={linkClass}>
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li>
              <Link to={MANAGE_SUBSCRIPTION_PATH} className={linkClass}>
                Manage Subscription
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Droidforge. You own the code you generate.
      </div>
    </footer>
  );
}
