import { useRef } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/Spinner';
import { useFocusTrap } from '../../../components/use-focus-trap';

/** Spec §5: 'Block IP {ip}? This will prevent all requests from this IP.' Escape or Cancel keeps it. */
export function ConfirmBlockDialog({ ip, busy, onConfirm, onCancel }: { ip: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onCancel);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div ref={panel} role="alertdialog" aria-modal="true" aria-labelledby="block-ip-text" className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <p id="block-ip-text" className="text-base text-slate-900">
          Block IP {ip}? This will prevent all requests from this IP.
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md')}>
            Cancel
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass('danger', 'md')}>
            {busy && <Spinner />}
            Block IP
          </button>
        </div>
      </div>
    </div>
  );
}
