import { buttonClass } from '../../components/button-styles';
import { showingText } from './admin-format';

interface AdminPagerProps {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  noun?: string;
  onPage: (page: number) => void;
}

/** Spec §2: Previous/Next and 'Showing X to Y of Z users', only when there is more than one page. */
export function AdminPager({ page, limit, total, totalPages, noun, onPage }: AdminPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">{showingText(page, limit, total, noun)}</p>
      <div className="flex gap-2">
        <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} className={buttonClass('secondary', 'sm')}>
          Previous
        </button>
        <button type="button" onClick={() => onPage(page + 1)} disabled={page >= totalPages} className={buttonClass('secondary', 'sm')}>
          Next
        </button>
      </div>
    </nav>
  );
}
