import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ButtonVariant, buttonClass } from './button-styles';

/** A navigation link styled as a small header button with its icon. */
export function HeaderLink({ to, icon: Icon, variant = 'ghost', children }: { to: string; icon: LucideIcon; variant?: ButtonVariant; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass(variant, 'sm')}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}
