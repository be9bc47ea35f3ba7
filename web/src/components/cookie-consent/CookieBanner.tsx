import { Cookie } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../button-styles';
import { applyConsent, BANNER_DELAY_MS, readConsent, storeConsent, type ConsentChoice } from './consent';
import { CookiePreferencesDialog } from './CookiePreferencesDialog';

/**
 * Spec §4: with no stored choice the bar appears 1 s after load; a stored choice is re-applied on
 * load and the bar stays hidden. Closing the preferences dialog leaves the choice unset.
 */
export function CookieBanner() {
  const [isVisible, setVisible] = useState(false);
  const [isDialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    const stored = readConsent();
    if (stored) {
      applyConsent(stored);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const closeDialog = useCallback(() => setDialogOpen(false), []);

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    setDialogOpen(false);
    setVisible(false);
  };

  if (!isVisible) return null;
  // While the dialog is open the bar is hidden (so each button name is on screen once) but stays
  // mounted, so focus can return to Manage Preferences when the dialog closes.
  return (
    <>
      <section
        hidden={isDialogOpen}
        aria-label="Cookie consent"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_24px_rgba(15,23,42,0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between">
          <CookieMessage />
          <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
            <button type="button" onClick={() => setDialogOpen(true)} className={buttonClass('ghost', 'sm', 'col-span-2')}>
              Manage Preferences
            </button>
            <button type="button" onClick={() => choose('declined')} className={buttonClass('secondary', 'sm')}>
              Decline
            </button>
            <button type="button" onClick={() => choose('accepted')} className={buttonClass('primary', 'sm')}>
              Accept All
            </button>
          </div>
        </div>
      </section>
      {isDialogOpen && (
        <CookiePreferencesDialog onDeclineAnalytics={() => choose('declined')} onAcceptAll={() => choose('accepted')} onClose={closeDialog} />
      )}
    </>
  );
}

function CookieMessage() {
  return (
    <p className="flex gap-3 text-sm text-slate-700">
      <Cookie aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <span>
        We use essential cookies to run Droidforge and, with your permission, analytics cookies to improve it.{' '}
        <Link to="/privacy#cookies" className="font-medium text-brand-800 underline">
          How we use cookies
        </Link>
      </span>
    </p>
  );
}
