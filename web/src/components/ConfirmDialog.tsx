import { useId, useRef } from 'react';
import { buttonClass } from './button-styles';
import { Spinner } from './Spinner';
import { useFocusTrap } from './use-focus-trap';

interface ConfirmDialogProps {
  /** Without a title the message names the dialog. */
  title?: string;
  /** The spec's confirmation sentence, shown as written. */
  message: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An in-page confirm (keyboard reachable, Escape or Cancel backs out; focus stays inside) instead of window.confirm. */
export function ConfirmDialog({ title, message, confirmLabel, danger = false, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  useFocusTrap(panel, onCancel);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title ? `${id}-title` : `${id}-text`}
        aria-describedby={title ? `${id}-text` : undefined}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        {title && (
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
        )}
        <p id={`${id}-text`} className={title ? 'mt-2 text-sm text-slate-600' : 'text-base text-slate-900'}>
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
