import type { AppSpec } from '@droidforge/contracts';
import { PhonePreview } from '@droidforge/preview';
import { Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Panel } from '../../components/Panel';

/** Edits reach the preview after a short pause, so the 'Updated!' flash is not shown per keystroke. */
const EDIT_SETTLE_MS = 400;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), EDIT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

interface PreviewPanelProps {
  files: Readonly<Record<string, string>> | null;
  /** The AppSpec when the shown files are exactly what it emitted; null for hand edits (static preview). */
  spec: AppSpec | null;
  hasEdits: boolean;
}

export function PreviewPanel({ files, spec, hasEdits }: PreviewPanelProps) {
  const settledFiles = useSettled(files);
  // Saved versions show at once; only unsaved typing waits.
  const shown = hasEdits ? settledFiles : files;
  return (
    <Panel title="Live Preview">
      <div className="mt-3 flex justify-center overflow-x-auto">
        {shown ? (
          <PhonePreview files={shown} spec={hasEdits ? null : spec} interactive={!hasEdits && spec !== null} />
        ) : (
          <div className="flex h-[680px] w-[340px] max-w-full flex-col items-center justify-center rounded-[2.5rem] border-8 border-slate-800 bg-slate-50 p-8 text-center text-sm text-slate-500">
            <Smartphone aria-hidden="true" className="mb-3 h-10 w-10 text-slate-400" />
            Your app appears here once it is generated. You can tap through it before building.
          </div>
        )}
      </div>
    </Panel>
  );
}
