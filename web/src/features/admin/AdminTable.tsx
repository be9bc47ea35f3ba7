import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { AdminPager } from './AdminPager';
import { TableHead } from './TableHead';

type Pagination = { page: number; limit: number; total: number; totalPages: number };

interface AdminTableProps<T> {
  /** The page query: an error line while it failed, a spinner while it loads, the table once a page is there. */
  query: { isError: boolean; isPending: boolean; data?: { pagination: Pagination } };
  /** The page's rows; absent until the first page has loaded. */
  items: readonly T[] | undefined;
  row: (item: T) => ReactNode;
  /** What the table lists, for its status lines: 'Loading projects', 'No projects found'. */
  what: string;
  /** The error line, when it is not 'Failed to load <what>'. */
  errorText?: string;
  columns: readonly string[];
  /** What the pager counts ('Showing 1 to 20 of 45 users'); `what` unless given. */
  noun?: string;
  onPage: (page: number) => void;
  /** Wider columns scroll sideways below 820 px instead of 720 px. */
  wide?: boolean;
}

/** A paged operator table: load state, header row, the rows or an empty line, and the pager below. */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { query, what, errorText = `Failed to load ${what}` } = props;
  const pagination = query.data?.pagination;
  return (
    <>
      {query.isError && <Alert tone="error">{errorText}</Alert>}
      {query.isPending && <Spinner label={`Loading ${what}`} />}
      {pagination && <TableAndPager {...props} pagination={pagination} />}
    </>
  );
}

function TableAndPager<T>({ columns, items, row, what, pagination, noun = what, onPage, wide = false }: AdminTableProps<T> & { pagination: Pagination }) {
  return (
    <>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className={`w-full ${wide ? 'min-w-[820px]' : 'min-w-[720px]'} text-left text-sm`}>
          <TableHead columns={columns} className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase" cellClassName="px-3 py-2 font-semibold" />
          <tbody>
            {items?.map(row)}
            {items?.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-500">
                  {`No ${what} found`}
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
