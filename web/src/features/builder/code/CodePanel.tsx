import { MESSAGES, type ProjectDetail } from '@droidforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../../api/api-error';
import { saveProjectFiles } from '../../../api/projects';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/Spinner';
import { storeProject } from '../../../api/use-project';
import type { CodeEdits } from '../use-code-edits';
import { CodeEditor } from './CodeEditor';
import { codeTabs } from './code-files';
import { CopyButton } from './CopyButton';

/** Generated Code: one tab per file, editable; `*` marks unsaved files until Save Changes persists them. */
export function CodePanel({ project, code }: { project: ProjectDetail | undefined; code: CodeEdits }) {
  const tabs = useMemo(() => codeTabs(code.files), [code.files]);
  const [chosen, setChosen] = useState<string | null>(null);
  const active = tabs.find((t) => t.path === chosen) ?? tabs[0];
  const id = useId();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: () => {
      if (!project) throw new Error(MESSAGES.noProjectToSave);
      return saveProjectFiles(project.id, code.edits);
    },
    onSuccess: (reply) => {
      storeProject(queryClient, reply.project);
      const problems = reply.findings.filter((f) => f.severity === 'error').length;
      if (problems > 0) toast(`Saved as version ${reply.version}. The code check found ${problems} ${problems === 1 ? 'problem' : 'problems'}; a build may fail.`, { icon: '⚠️' });
      else toast.success(`Saved as version ${reply.version}`);
    },
    onError: (error) => toast.error(isApiError(error) && error.code === 'VALIDATION_FAILED' ? `${MESSAGES.saveChangesFailed}: ${error.message}` : MESSAGES.saveChangesFailed),
  });

  const onSave = () => {
    if (!project) {
      toast.error(MESSAGES.noProjectToSave);
      return;
    }
    save.mutate();
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent) => {
    if (!active || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length];
    if (next) {
      setChosen(next.path);
      document.getElementById(`${id}-tab-${next.path}`)?.focus();
    }
  };

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
          <button type="button" onClick={onSave} disabled={!code.hasEdits || save.isPending} className={buttonClass('primary', 'sm')}>
            {save.isPending ? <Spinner /> : <Save aria-hidden="true" className="h-4 w-4" />}
            Save Changes
          </button>
        </div>
      </div>
      <div role="tablist" aria-label="Project files" onKeyDown={onTabKey} className="mt-3 flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => {
          const selected = tab === active;
          const edited = tab.path in code.edits;
          return (
            <button
              key={tab.path}
              id={`${id}-tab-${tab.path}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              title={tab.path}
              onClick={() => setChosen(tab.path)}
              className={`shrink-0 rounded-t-lg border border-b-0 px-3 py-1.5 font-mono text-xs whitespace-nowrap ${
                selected ? 'border-slate-200 bg-white font-semibold text-slate-900' : 'border-transparent text-slate-600 hover:bg-slate-50'
              }`}
            >
              {tab.label}
              {edited && (
                <>
                  <span aria-hidden="true"> *</span>
                  <span className="sr-only"> (unsaved)</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active.path}`}>
        <CodeEditor key={active.path} value={content} language={active.language} label={`${active.label} code`} onChange={(text) => code.setFile(active.path, text)} />
      </div>
      {code.hasEdits && <p className="mt-2 text-xs text-slate-500">Unsaved edits show in the preview as static layout. Save Changes keeps them as a new version.</p>}
    </section>
  );
}
