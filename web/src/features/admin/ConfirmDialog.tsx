import { useRef } from 'react';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { useFocusTrap } from '../../components/use-focus-trap';

interface ConfirmDialogProps {
  title: string;
  /** The spec's confirmation sentence, shown as written. */
  message: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An in-page confirm (keyboard reachable, Escape cancels) instead of window.confirm. */
export function ConfirmDialog({ title, message, confirmLabel, danger = false, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onCancel);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div ref={panel} role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-text" className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <h2 id="confirm-title" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p id="confirm-text" className="mt-2 text-sm text-slate-600">
          {message}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md')}>
            Cancel
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass(danger ? 'danger' : 'primary', 'md')}>
            {busy && <Spinner />}
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
