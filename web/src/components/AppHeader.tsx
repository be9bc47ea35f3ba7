import type { ReactNode } from 'react';
import { Logo } from './Logo';

/** Header of the signed-in screens; each screen passes its own actions (spec §2 lists them per screen). */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-2 sm:px-6">
        <Logo to="/dashboard" />
        <nav aria-label="Account" className="flex flex-wrap items-center gap-1 sm:gap-2">
          {children}
        </nav>
      </div>
    </header>
  );
}
