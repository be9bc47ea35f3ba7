import type { AppSpec, Component } from '@droidforge/contracts';
import { allComponents, mentions, removeComponents } from '../spec-edit';
import type { Edit } from './edit';

/** "remove the search bar", "get rid of the filter box", "I don't need the search": taking search away. */
export const REMOVE_SEARCH = /\b(?:remove|delete|drop|hide|get rid of|take (?:out|away)|lose|(?:do not|don't|dont) (?:need|want|use))\b[^.;]*?\b(?:search|filter)(?:ing)?\b/i;

/** The text variables a list filter searches by (`contains(…, query)`), with the inputs that type them. */
function searchInputs(spec: AppSpec): Extract<Component, { type: 'input' }>[] {
  const filters = allComponents(spec).flatMap((c) => (c.type === 'list' && c.filter ? [c.filter] : []));
  const searched = (name: string) => filters.some((f) => /\bcontains\(/.test(f) && mentions(f, name));
  return allComponents(spec).filter((c): c is Extract<Component, { type: 'input' }> => c.type === 'input' && searched(c.bind));
}

/** The parts of `a && b && c` outside brackets. */
function conjuncts(expr: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < expr.length; i++) {
    const ch = expr[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && expr.startsWith('&&', i)) {
      parts.push(expr.slice(start, i).trim());
      start = i + 2;
    }
  }
  parts.push(expr.slice(start).trim());
  return parts;
}

/** Drops the filter conditions on `name`; the variable goes too when nothing else reads it. */
function forgetSearch(spec: AppSpec, name: string): void {
  for (const c of allComponents(spec)) {
    if (c.type !== 'list' || !c.filter) continue;
    const kept = conjuncts(c.filter).filter((part) => !mentions(part, name));
    if (kept.length === 0) delete c.filter;
    else c.filter = kept.join(' && ');
  }
  const rest = JSON.stringify({ ...spec, state: spec.state.filter((v) => v.name !== name) });
  // A search the filter still reads stays empty now that nothing types into it, so it hides nothing.
  if (!mentions(rest, name)) spec.state = spec.state.filter((v) => v.name !== name);
}

/** "remove the search bar, I don't use it": the search box and the filtering it did. */
export const removeSearchEdit: Edit = {
  name: 'remove search',
  apply(spec, clause) {
    if (!REMOVE_SEARCH.test(clause.text)) return undefined;
    const inputs = searchInputs(spec);
    if (inputs.length === 0) return 'This app has no search box to remove.';
    const doomed = new Set<Component>(inputs);
    removeComponents(spec, (c) => doomed.has(c));
    for (const name of new Set(inputs.map((i) => i.bind))) forgetSearch(spec, name);
    return { summary: 'Removed the search box; the list shows every item again.' };
  },
};
