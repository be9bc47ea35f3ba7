import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from './cookie-consent/CookieBanner';
import { AppToaster } from './AppToaster';

/** Wraps every screen: app-wide toasts, the cookie banner and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        Skip to content
      </a>
      <Outlet />
      <CookieBanner />
      <AppToaster />
      <ScrollRestoration />
    </>
  );
}
