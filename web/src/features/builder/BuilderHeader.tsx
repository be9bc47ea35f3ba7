import { FolderOpen, LayoutDashboard, Sparkles } from 'lucide-react';
import { AppHeader } from '../../components/AppHeader';
import { HeaderLink } from '../../components/HeaderLink';
import { LogoutButton } from '../../components/LogoutButton';
import { CreditMeter } from './CreditMeter';

export function BuilderHeader({ credits }: { credits: number | null }) {
  return (
    <AppHeader>
      <CreditMeter credits={credits} />
      <HeaderLink to="/pricing" icon={Sparkles} variant="primary">
        Upgrade
      </HeaderLink>
      <HeaderLink to="/projects" icon={FolderOpen}>
        Projects
      </HeaderLink>
      <HeaderLink to="/dashboard" icon={LayoutDashboard}>
        Dashboard
      </HeaderLink>
      <LogoutButton />
    </AppHeader>
  );
}
