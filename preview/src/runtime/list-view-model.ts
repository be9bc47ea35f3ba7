import { listOrder, type ListComponent } from '@droidforge/contracts';
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
  const keys = listOrder(list);
  if (keys.length > 0) {
    indexes = [...indexes].sort((a, b) => {
      for (const k of keys) {
        const c = (k.descending ? -1 : 1) * compare(source[a]?.[k.field], source[b]?.[k.field]);
        if (c !== 0) return c;
      }
      return 0;
    });
  }
  return indexes;
}

/** Whether the item at a source index opens a group: the first shown row, or a new group value. */
export function startsGroup(list: ListComponent, state: AppState, engine: ExpressionEngine, index: number): boolean {
  const source = state[list.source];
  if (!list.groupBy || !Array.isArray(source)) return false;
  const shown = visibleItemIndexes(list, state, engine);
  const row = shown.indexOf(index);
  if (row < 0) return false;
  const field = list.groupBy.field;
  return row === 0 || source[shown[row - 1]!]?.[field] !== source[index]?.[field];
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
