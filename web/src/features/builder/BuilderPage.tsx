import type { AdmobConfig } from '@droidforge/contracts';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useAuthStore } from '../../stores/auth-store';
import { useCredits } from '../../api/use-credits';
import { type AdmobField, EMPTY_ADMOB } from './admob/admob-config';
import { BuilderHeader } from './BuilderHeader';
import { Spinner } from '../../components/Spinner';

// The workspace carries the editor, generator and preview: load it after the header is on screen
// (and keep the route module small, so the sign-in guard answers without waiting for it).
const BuilderWorkspace = lazy(() => import('./BuilderWorkspace').then((m) => ({ default: m.BuilderWorkspace })));

/** /builder and /builder/:projectId. AdMob ids live here so they survive generating a new app. */
export function BuilderPage() {
  const { projectId = null } = useParams();
  const { credits } = useCredits();
  const tier = useAuthStore((s) => s.user?.subscription_tier ?? 'free');
  const [admob, setAdmob] = useState<AdmobConfig>(EMPTY_ADMOB);
  const onAdmobChange = useCallback((field: AdmobField, value: string) => setAdmob((current) => ({ ...current, [field]: value })), []);

  return (
    <>
      <title>App Builder · Droidforge</title>
      <BuilderHeader credits={credits} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
        <h1 className="sr-only">App Builder</h1>
        <Suspense
          fallback={
            <p className="flex items-center justify-center gap-2 py-24 text-slate-600">
              <Spinner /> Loading the builder…
            </p>
          }
        >
          <BuilderWorkspace key={projectId ?? 'new'} projectId={projectId} tier={tier} admob={admob} onAdmobChange={onAdmobChange} />
        </Suspense>
      </main>
    </>
  );
}
