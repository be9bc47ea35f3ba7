import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { SiteHeader } from './SiteHeader';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
