/** localStorage key of the visitor's cookie choice (spec §3). */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** Spec §9: the banner appears this long after load when no choice is stored. */
export const BANNER_DELAY_MS = 1000;

export type ConsentChoice = 'accepted' | 'declined';

type Signal = 'granted' | 'denied';
export interface ConsentSignals {
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
  analytics_storage: Signal;
}

export function readConsent(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function consentSignals(choice: ConsentChoice): ConsentSignals {
  const signal: Signal = choice === 'accepted' ? 'granted' : 'denied';
  return { ad_storage: signal, ad_user_data: signal, ad_personalization: signal, analytics_storage: signal };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Tells the analytics service the choice, in the Google consent-mode shape (spec §7). We only queue
 * the update on `window.dataLayer`; any analytics script loaded later reads it from there.
 */
export function applyConsent(choice: ConsentChoice): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(['consent', 'update', consentSignals(choice)]);
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Private mode or full storage: the choice still applies for this visit.
  }
  applyConsent(choice);
}
