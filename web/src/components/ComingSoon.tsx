import { Construction } from 'lucide-react';

/** Stand-in for screens that are assigned but not built yet, so routes and navigation already work. */
export function ComingSoon({ title, children }: { title: string; children?: string }) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <title>{`${title} · Droidforge`}</title>
      <Construction aria-hidden="true" className="h-10 w-10 text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{children ?? 'This screen is on its way.'}</p>
    </section>
  );
}
