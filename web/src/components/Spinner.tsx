import { Loader2 } from 'lucide-react';

export function Spinner({ label, className = 'h-4 w-4' }: { label?: string; className?: string }) {
  return (
    <>
      <Loader2 aria-hidden="true" className={`animate-spin ${className}`} />
      {label && <span className="sr-only">{label}</span>}
    </>
  );
}
