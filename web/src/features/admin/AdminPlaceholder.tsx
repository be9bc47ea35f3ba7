/** Temporary body of an admin section until its screen lands. */
export function AdminPlaceholder({ children }: { children: string }) {
  return <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{children}</div>;
}
