import type { ProjectDetail } from '@droidforge/contracts';
import { useCallback, useMemo, useState } from 'react';

type Edits = Readonly<Record<string, string>>;
const NONE: Edits = {};

export interface CodeEdits {
  /** Edited files only: path → new content. */
  edits: Edits;
  /** The project's files with the edits applied (what the preview and editor show). */
  files: Readonly<Record<string, string>>;
  hasEdits: boolean;
  setFile: (path: string, content: string) => void;
}

/**
 * Unsaved code edits of the project's current version. They belong to one version: after a save,
 * restore, refine or fix the version changes and the edits are gone, without any effect to reset them.
 */
export function useCodeEdits(project: ProjectDetail | undefined): CodeEdits {
  const owner = project ? `${project.id}:${project.current_version}` : '';
  const [state, setState] = useState<{ owner: string; edits: Edits }>({ owner, edits: NONE });
  const edits = state.owner === owner ? state.edits : NONE;
  const baseFiles = project?.files;

  const setFile = useCallback(
    (path: string, content: string) =>
      setState((s) => {
        const next = { ...(s.owner === owner ? s.edits : NONE) };
        // Typing a file back to its saved text is not an edit.
        if (baseFiles?.[path] === content) delete next[path];
        else next[path] = content;
        return { owner, edits: next };
      }),
    [owner, baseFiles],
  );

  const files = useMemo(() => (baseFiles ? { ...baseFiles, ...edits } : NONE), [baseFiles, edits]);
  return { edits, files, hasEdits: Object.keys(edits).length > 0, setFile };
}
