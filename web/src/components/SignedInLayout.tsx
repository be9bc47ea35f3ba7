import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { NoticeBanner } from './NoticeBanner';

/** Signed-in screens bring their own header (each has different actions); the footer is shared. */
export function SignedInLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <NoticeBanner />
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}
