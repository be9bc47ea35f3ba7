import { useRef } from 'react';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { useFocusTrap } from '../../components/use-focus-trap';

interface DeleteProjectDialogProps {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting; Escape or Cancel keeps the project. Focus stays inside while open. */
export function DeleteProjectDialog({ name, busy, onConfirm, onCancel }: DeleteProjectDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onCancel);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div ref={panel} role="alertdialog" aria-modal="true" aria-labelledby="delete-title" aria-describedby="delete-text" className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <h2 id="delete-title" className="text-lg font-semibold text-slate-900">
          Delete {name}?
        </h2>
        <p id="delete-text" className="mt-2 text-sm text-slate-600">
          The project, its versions and its builds will be removed. This cannot be undone.
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md')}>
            Cancel
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass('danger', 'md')}>
            {busy && <Spinner />}
            Delete project
          </button>
        </div>
      </div>
    </div>
  );
}
