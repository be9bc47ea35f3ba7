import type { ListComponent } from '@droidforge/contracts';
import type { EvalScope, ExpressionEngine, ListItem } from './expressions';
import type { AppState } from './state';

/**
 * Indexes (into the source list) of the items a list shows: filtered by its `filter` expression and
 * ordered by `sortBy`. Indexes stay source positions so removeItem/updateItem hit the right item.
 */
export function visibleItemIndexes(list: ListComponent, state: AppState, engine: ExpressionEngine): number[] {
  const source = state[list.source];
  if (!Array.isArray(source)) return [];
  let indexes = source.map((_, i) => i);
  if (list.filter) {
    const filter = list.filter;
    indexes = indexes.filter((i) => engine.evaluate(filter, itemScope(list, state, source, i)) === true);
  }
  const sort = list.sortBy;
  if (sort) {
    const sign = sort.descending ? -1 : 1;
    indexes = [...indexes].sort((a, b) => sign * compare(source[a]?.[sort.field], source[b]?.[sort.field]));
  }
  return indexes;
}

export function itemScope(list: ListComponent, state: AppState, source: readonly ListItem[], index: number): EvalScope {
  return { state, list: list.source, item: source[index], index };
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  // Plain UTF-16 order, as the emitted Kotlin's compareTo sorts ("B" before "a"), not the locale's.
  const x = String(a ?? '');
  const y = String(b ?? '');
  return x < y ? -1 : x > y ? 1 : 0;
}
