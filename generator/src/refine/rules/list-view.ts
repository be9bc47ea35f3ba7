import type { Component } from '@droidforge/contracts';
import { makeField } from '../../compose/analyze/fields';
import { REMOVE_SEARCH } from '../edits/search';
import type { RefineRule } from '../rule';
import { freshId, insertAfter, listsShowing, mainList } from '../spec-edit';

export const searchRule: RefineRule = {
  name: 'search',
  pattern: /\b(?:search|filter)(?: box| bar| field)?(?: that filters| to filter| filtering)?(?: (?:the )?[a-z]+)?(?: by (?:the )?([a-z][a-z ]{0,20}?))?(?=\s+and\b|[.,;!]|$)/i,
  apply(spec, match, request) {
    // "remove the search bar" is taken away by its edit, never read as asking for one.
    if (REMOVE_SEARCH.test(request)) return 'This app has no search box to remove.';
    const list = mainList(spec);
    if (!list?.fields) return 'There is no list to search.';
    const wanted = match[1] ? makeField(match[1]).name : undefined;
    const field = list.fields.find((f) => f.name === wanted) ?? list.fields.find((f) => f.type === 'text');
    if (!field) return 'The list has no text to search in.';
    const [view] = listsShowing(spec, list.name);
    if (!view) return 'There is no list on screen to filter.';
    const queryVar = spec.state.some((v) => v.name === 'query') ? 'searchQuery' : 'query';
    spec.state.push({ name: queryVar, type: 'text', initial: '', persist: false });
    const condition = `(len(${queryVar}) == 0 || contains(lower(item.${field.name}), lower(${queryVar})))`;
    view.filter = view.filter ? `${view.filter} && ${condition}` : condition;
    const box: Component = { type: 'input', id: freshId(spec, `${list.name}_search`), bind: queryVar, inputType: 'text', hint: `Search by ${field.name.replace(/_/g, ' ')}` };
    const placed = placeBefore(spec, view.id, box);
    return placed ? { summary: `Added a search box that filters the list by ${field.name.replace(/_/g, ' ')}.` } : 'I could not place the search box.';
  },
};

function placeBefore(spec: Parameters<RefineRule['apply']>[0], id: string, component: Component): boolean {
  for (const screen of spec.screens) {
    const at = screen.children.findIndex((c) => c.id === id);
    if (at >= 0) {
      screen.children.splice(at, 0, component);
      return true;
    }
  }
  return insertAfter(spec, id, component);
}
