import { CreditCard, FolderOpen, LayoutDashboard, type LucideIcon, Plus, Sparkles } from 'lucide-react';
import type { ButtonVariant } from './button-styles';
import { HeaderLink } from './HeaderLink';
import { LogoutButton } from './LogoutButton';

const LINKS = {
  newApp: { to: '/builder', icon: Plus, label: 'New App' },
  upgrade: { to: '/pricing', icon: Sparkles, label: 'Upgrade' },
  pricing: { to: '/pricing', icon: Sparkles, label: 'Pricing' },
  projects: { to: '/projects', icon: FolderOpen, label: 'Projects' },
  dashboard: { to: '/dashboard', icon: LayoutDashboard, label: 'Dashboard' },
  billing: { to: '/billing', icon: CreditCard, label: 'Plan & billing' },
} satisfies Record<string, { to: string; icon: LucideIcon; label: string }>;

export type AccountLink = keyof typeof LINKS;

interface AccountNavProps {
  /** In the order shown; spec §2 lists them per screen. */
  links: readonly AccountLink[];
  variants?: Partial<Record<AccountLink, ButtonVariant>>;
}

/** The links of a signed-in screen's header, then Log Out. */
export function AccountNav({ links, variants = {} }: AccountNavProps) {
  return (
    <>
      {links.map((key) => (
        <HeaderLink key={key} to={LINKS[key].to} icon={LINKS[key].icon} variant={variants[key]}>
          {LINKS[key].label}
        </HeaderLink>
      ))}
      <LogoutButton />
    </>
  );
}
