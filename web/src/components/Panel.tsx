import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** A titled white card, the building block of the builder screen; the title names the region. */
export function Panel({ title, icon: Icon, children }: { title: string; icon?: LucideIcon; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={titleId} className={`${Icon ? 'flex items-center gap-2 ' : ''}text-lg font-semibold text-slate-900`}>
        {Icon && <Icon aria-hidden="true" className="h-5 w-5 text-slate-500" />}
        {title}
      </h2>
      {children}
    </section>
  );
}
