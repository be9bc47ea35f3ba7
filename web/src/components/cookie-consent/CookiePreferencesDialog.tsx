import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import { buttonClass } from '../button-styles';
import { useFocusTrap } from '../use-focus-trap';

interface CookiePreferencesDialogProps {
  onDeclineAnalytics: () => void;
  onAcceptAll: () => void;
  /** Closing leaves the choice unset (spec §4). */
  onClose: () => void;
}

function CategoryRow({ name, badge, children }: { name: string; badge: string; children: string }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{badge}</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
    </li>
  );
}

export function CookiePreferencesDialog({ onDeclineAnalytics, onAcceptAll, onClose }: CookiePreferencesDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, onClose);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            Cookie Preferences
          </h2>
          <button type="button" onClick={onClose} aria-label="Close" className={buttonClass('ghost', 'sm', 'px-2')}>
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
        <ul className="mt-4 space-y-3">
          <CategoryRow name="Essential" badge="Always active">
            Keep you signed in and remember this choice. The site cannot work without them.
          </CategoryRow>
          <CategoryRow name="Analytics" badge="Optional">
            Help us understand which pages are used so we can improve Droidforge. Never sold.
          </CategoryRow>
        </ul>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onDeclineAnalytics} className={buttonClass('secondary')}>
            Decline Analytics
          </button>
          <button type="button" onClick={onAcceptAll} className={buttonClass('primary')}>
            Accept All
          </button>
        </div>
      </div>
    </div>
  );
}
