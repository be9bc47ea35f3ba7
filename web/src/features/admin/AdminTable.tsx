import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { AdminPager } from './AdminPager';

interface AdminTableProps {
  /** The query behind the rows: an error line while it failed, a spinner while it loads. */
  status: { isError: boolean; isPending: boolean };
  errorText: string;
  loadingLabel: string;
  columns: readonly string[];
  /** The rows; `emptyText` shows instead when there are none. */
  children: ReactNode;
  isEmpty: boolean;
  emptyText: string;
  /** Absent until the first page has loaded; the table shows once it is there. */
  pagination: { page: number; limit: number; total: number; totalPages: number } | undefined;
  /** What the pager counts ('Showing 1 to 20 of 45 users'). */
  noun?: string;
  onPage: (page: number) => void;
  /** Wider columns scroll sideways below 820 px instead of 720 px. */
  wide?: boolean;
}

/** A paged operator table: load state, header row, the rows or an empty line, and the pager below. */
export function AdminTable(props: AdminTableProps) {
  const { status, errorText, loadingLabel, pagination } = props;
  return (
    <>
      {status.isError && <Alert tone="error">{errorText}</Alert>}
      {status.isPending && <Spinner label={loadingLabel} />}
      {pagination && <TableAndPager {...props} pagination={pagination} />}
    </>
  );
}

function TableAndPager({ columns, children, isEmpty, emptyText, pagination, noun, onPage, wide = false }: AdminTableProps & { pagination: NonNullable<AdminTableProps['pagination']> }) {
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
