import type { AppData } from '@droidforge/contracts';
import { detectPreviewType, type PreviewType } from '@droidforge/preview';
import { useMemo } from 'react';
import { Panel } from '../../components/Panel';

const PREVIEW_LABELS: Record<PreviewType, string> = {
  counter: 'Counter',
  list: 'List',
  todo: 'To-do list',
  calculator: 'Calculator',
  generic: 'Generic app',
};

export function AppDetails({ appData, files }: { appData: AppData; files: Readonly<Record<string, string>> }) {
  const previewType = useMemo(() => detectPreviewType(files), [files]);
  return (
    <Panel title="App Details">
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-500">Name</dt>
        <dd className="font-semibold break-words text-slate-900" data-testid="app-name">
          {appData.appName}
        </dd>
        <dt className="font-medium text-slate-500">Package</dt>
        <dd className="font-mono break-all text-slate-900">{appData.packageName}</dd>
        <dt className="font-medium text-slate-500">Preview type</dt>
        <dd className="text-slate-900">{PREVIEW_LABELS[previewType]}</dd>
        {appData.description && (
          <>
            <dt className="font-medium text-slate-500">Description</dt>
            <dd className="text-slate-700">{appData.description}</dd>
          </>
        )}
      </dl>
      {appData.features.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-medium text-slate-500">Features</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {appData.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
