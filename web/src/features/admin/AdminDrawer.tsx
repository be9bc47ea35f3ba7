import { X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { useFocusTrap } from '../../components/use-focus-trap';

interface AdminDrawerProps {
  title: string;
  onClose: () => void;
  /** A wider panel, for file contents. */
  wide?: boolean;
  children: ReactNode;
}

/** A side panel over the page: a title, a close button, focus kept inside, Escape closes. */
export function AdminDrawer({ title, onClose, wide = false, children }: AdminDrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, onClose);
  return (
    <div className="fixed inset-0 z-50 flex justify-end bg-slate-900/50">
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className={`h-full w-full ${wide ? 'max-w-3xl' : 'max-w-lg'} overflow-y-auto bg-white p-5 shadow-xl`}>
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button type="button" onClick={onClose} aria-label="Close" className="rounded p-1 text-slate-500 hover:bg-slate-100">
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
