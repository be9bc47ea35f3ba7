import type { KeyboardEvent } from 'react';
import type { CodeTab } from './code-files';

interface FileTabsProps {
  /** Prefix of the tab and panel element ids. */
  id: string;
  tabs: readonly CodeTab[];
  active: CodeTab;
  edits: Readonly<Record<string, unknown>>;
  onChoose: (path: string) => void;
}

/** One tab per file; `*` marks files with unsaved edits. */
export function FileTabs({ id, tabs, active, edits, onChoose }: FileTabsProps) {
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length];
    if (next) {
      onChoose(next.path);
      document.getElementById(`${id}-tab-${next.path}`)?.focus();
    }
  };

  return (
    <div role="tablist" aria-label="Project files" onKeyDown={onTabKey} className="mt-3 flex gap-1 overflow-x-auto border-b border-slate-200">
      {tabs.map((tab) => {
        const selected = tab === active;
        const edited = tab.path in edits;
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
            onClick={() => onChoose(tab.path)}
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
  );
}
