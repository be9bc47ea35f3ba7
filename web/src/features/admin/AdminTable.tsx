import type { ReactNode } from 'react';
import { AdminPager } from './AdminPager';

interface AdminTableProps {
  columns: readonly string[];
  /** The rows; `emptyText` shows instead when there are none. */
  children: ReactNode;
  isEmpty: boolean;
  emptyText: string;
  pagination: { page: number; limit: number; total: number; totalPages: number };
  /** What the pager counts ('Showing 1 to 20 of 45 users'). */
  noun?: string;
  onPage: (page: number) => void;
  /** Wider columns scroll sideways below 820 px instead of 720 px. */
  wide?: boolean;
}

/** A paged operator table: header row, the rows or an empty line, and the pager below. */
export function AdminTable({ columns, children, isEmpty, emptyText, pagination, noun, onPage, wide = false }: AdminTableProps) {
  return (
    <>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className={`w-full ${wide ? 'min-w-[820px]' : 'min-w-[720px]'} text-left text-sm`}>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              {columns.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {children}
            {isEmpty && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-500">
                  {emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <AdminPager {...pagination} noun={noun} onPage={onPage} />
    </>
  );
}
