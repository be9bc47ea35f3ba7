import { Toaster } from 'react-hot-toast';

/**
 * Spec §9 toast rules: at most 20 visible (react-hot-toast's built-in limit), 4 s for plain and
 * error toasts, 2 s for success, loading toasts stay until dismissed. Written out so they stay true
 * even if the library's defaults change.
 */
export const TOAST_DURATIONS = { blank: 4000, error: 4000, success: 2000, loading: Infinity } as const;

export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        error: { duration: TOAST_DURATIONS.error },
        success: { duration: TOAST_DURATIONS.success },
        loading: { duration: TOAST_DURATIONS.loading },
        className: 'text-sm',
      }}
    />
  );
}
