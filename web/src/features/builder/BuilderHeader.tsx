import { AccountNav } from '../../components/AccountNav';
import { AppHeader } from '../../components/AppHeader';
import { CreditMeter } from './CreditMeter';

export function BuilderHeader({ credits }: { credits: number | null }) {
  return (
    <AppHeader>
      <CreditMeter credits={credits} />
      <AccountNav links={['upgrade', 'projects', 'dashboard']} variants={{ upgrade: 'primary' }} />
    </AppHeader>
  );
}
