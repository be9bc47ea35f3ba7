import { CREDIT_COSTS, planFor } from '@droidforge/contracts';
import { Coins, MessageSquareText, Rocket, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { AccountNav } from '../../components/AccountNav';
import { AppHeader } from '../../components/AppHeader';
import { useAuthStore } from '../../stores/auth-store';
import { FeatureCard } from './FeatureCard';
import { useCredits } from '../../api/use-credits';

const numberFormat = new Intl.NumberFormat('en-US');

export function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  const { credits } = useCredits();
  const plan = user ? planFor(user.subscription_tier) : null;

  return (
    <>
      <title>Dashboard · Droidforge</title>
      <AppHeader>
        <AccountNav links={['upgrade', 'projects', 'billing']} variants={{ upgrade: 'primary' }} />
      </AppHeader>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6">
        <section className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 p-6 text-white shadow-lg sm:p-10">
          <p className="text-sm font-medium text-brand-100">{plan ? `${plan.name} plan` : 'Your workspace'}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight break-words sm:text-4xl">Welcome, {user?.name ?? 'there'}</h1>
          <p className="mt-3 max-w-2xl text-brand-50">
            Describe the Android app you want in plain English. Droidforge writes the Kotlin code and layouts, shows a live
            preview and builds an installable APK.
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Link to="/builder" className={buttonClass('inverse', 'lg')}>
              <Rocket aria-hidden="true" className="h-5 w-5" />
              Start Building Now
            </Link>
            <Link to="/projects" className={buttonClass('ghost', 'lg', 'text-white ring-1 ring-white/40 hover:bg-white/10')}>
              View My Projects
            </Link>
          </div>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm">
            <Coins aria-hidden="true" className="h-4 w-4" />
            <span>{credits === null ? 'Loading credits…' : `${numberFormat.format(credits)} credits available`}</span>
          </p>
        </section>

        <section aria-labelledby="how-it-works" className="mt-10">
          <h2 id="how-it-works" className="text-lg font-semibold text-slate-900">
            How it works
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            <FeatureCard icon={MessageSquareText} title="Describe your app">
              {`Write what the app should do, like "a tip calculator with a dark theme". Generating costs ${CREDIT_COSTS.generate} credits; each refinement ${CREDIT_COSTS.refine}.`}
            </FeatureCard>
            <FeatureCard icon={Smartphone} title="Preview it live">
              See and tap through your app in a phone mockup, read the generated Kotlin and XML, and refine it in plain words.
            </FeatureCard>
            <FeatureCard icon={Rocket} title="Build the APK">
              Build a signed APK for free on paid plans and install it on your phone. The code is yours to keep.
            </FeatureCard>
          </div>
        </section>
      </main>
    </>
  );
}
