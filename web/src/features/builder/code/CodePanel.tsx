import type { ProjectDetail } from '@droidforge/contracts';
import { Save } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/Spinner';
import type { CodeEdits } from '../use-code-edits';
import { CodeEditor } from './CodeEditor';
import { codeTabs } from './code-files';
import { CopyButton } from './CopyButton';
import { FileTabs } from './FileTabs';
import { useSaveFiles } from './use-save-files';

/** Generated Code: one tab per file, editable; `*` marks unsaved files until Save Changes persists them. */
export function CodePanel({ project, code }: { project: ProjectDetail | undefined; code: CodeEdits }) {
  const tabs = useMemo(() => codeTabs(code.files), [code.files]);
  const [chosen, setChosen] = useState<string | null>(null);
  const active = tabs.find((t) => t.path === chosen) ?? tabs[0];
  const id = useId();
  const { onSave, isSaving } = useSaveFiles(project, code);

  if (!active) return null;
  const content = code.files[active.path] ?? '';
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Generated Code
        </h2>
        <div className="flex items-center gap-2">
          <CopyButton text={content} label={active.label} />
          <button type="button" onClick={onSave} disabled={!code.hasEdits || isSaving} className={buttonClass('primary', 'sm')}>
            {isSaving ? <Spinner /> : <Save aria-hidden="true" className="h-4 w-4" />}
            Save Changes
          </button>
        </div>
      </div>
      <FileTabs id={id} tabs={tabs} active={active} edits={code.edits} onChoose={setChosen} />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active.path}`}>
        <CodeEditor key={active.path} value={content} language={active.language} label={`${active.label} code`} onChange={(text) => code.setFile(active.path, text)} />
      </div>
      {code.hasEdits && <p className="mt-2 text-xs text-slate-500">Unsaved edits show in the preview as static layout. Save Changes keeps them as a new version.</p>}
    </section>
  );
}
