import { desc, sql, type Column } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so a search for "a_b" means the text "a_b". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The selection of a count query: `db.select(COUNT).from(t).where(w)`. */
export const COUNT = { n: sql<number>`count(*)::int` };

/**
 * One page (from 1) of an ordered list and the total it pages through. Both queries are built by
 * the caller (`.$dynamic()` for the rows) and run one after the other.
 */
export async function pageOf<Q extends PgSelect>(rows: Q, count: PromiseLike<{ n: number }[]>, page: number, limit: number) {
  const list: Awaited<Q> = await rows.limit(limit).offset((page - 1) * limit);
  const [counted] = await count;
  return { rows: list, total: counted?.n ?? 0 };
}

/** The pagination block of a paged reply: at least one page, so an empty list is one empty page. */
export function pagination(page: number, limit: number, total: number) {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/** The newest `n` rows by `column`: the short histories of the support views. */
export function newest<Q extends PgSelect>(rows: Q, column: Column, n: number) {
  return rows.orderBy(desc(column)).limit(n);
}
