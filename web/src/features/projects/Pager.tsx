import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from '../../components/button-styles';

export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} className={buttonClass('secondary', 'sm')}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </button>
      <span className="text-sm text-slate-600" aria-current="page">
        Page {page} of {totalPages}
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= totalPages} className={buttonClass('secondary', 'sm')}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
