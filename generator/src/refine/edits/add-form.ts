import type { Action, AppSpec, Component, StateVar } from '@droidforge/contracts';
import pluralize from 'pluralize';
import { draftName, fieldInput } from '../rules/fields';
import { allActions, forEachChildren, freshId, listsShowing, mainList } from '../spec-edit';
import { capitalise, literal, spaced, type Edit } from './edit';

/** "let me add my own words", "a way to add new phrases", "I want to add more": adding to a list the app only shows. */
const ADD_OWN = /\b(?:let (?:me|us)|(?:i|we) (?:want|need|would like|'d like) to|(?:a|some) (?:way|form|place|box) to|can (?:i|we)|so (?:i|we) can)\s+(?:also\s+)?(?:add|enter|put in|type in|write in|save)\s+(?:(?:my|our|your) own|new|more|extra|other)\b/i;

/**
 * "let me add my own words" to a phrase list that only shows what it ships with: a form of the
 * records' fields and an Add button on the screen that shows them, its records then kept on the phone.
 */
export const addFormEdit: Edit = {
  name: 'add form',
  apply(spec, clause) {
    if (!ADD_OWN.test(clause.text)) return undefined;
    const list = mainList(spec);
    if (!list?.fields || listsShowing(spec, list.name).length === 0) return undefined;
    if (allActions(spec).some((a) => a.do === 'append' && a.list === list.name)) return `You can already add ${spaced(list.name)} in this app.`;
    return { summary: addForm(spec, list) };
  },
};

/**
 * A form over a list's fields, placed above the list it fills, with an Add button that appends what
 * it holds (a record needs its first field) and clears it. The list is kept on the phone from then on,
 * so what the user adds is still there next time. Says what it added.
 */
export function addForm(spec: AppSpec, list: StateVar): string {
  const fields = (list.fields ?? []).filter((f) => f.name !== 'added');
  const noun = pluralize.singular(spaced(list.name));
  const inputs: Component[] = fields.map((f) => fieldInput(spec, f));
  const first = fields[0]!;
  const item = Object.fromEntries(fields.map((f) => [f.name, draftName(f.name)]));
  const clears: Action[] = fields.filter((f) => !f.options).map((f) => ({ do: 'clear', var: draftName(f.name) }));
  const check = first.type === 'text' ? `len(${draftName(first.name)}) > 0` : 'true';
  const add: Component = {
    type: 'button', id: freshId(spec, `add_${noun.replace(/[^a-z0-9]+/g, '_')}_button`), label: literal(`Add ${noun}`), style: 'filled',
    onClick: [{ do: 'if', cond: check, then: [{ do: 'append', list: list.name, item }, ...clears, { do: 'toast', text: literal(`${capitalise(noun)} added`) }], else: [{ do: 'toast', text: literal(`Please enter the ${(first.label ?? spaced(first.name)).toLowerCase()}`) }] }],
  };
  const form: Component = { type: 'card', id: freshId(spec, `${list.name}_add_form`), children: [...inputs, add] };
  const view = listsShowing(spec, list.name)[0]!;
  let placed = false;
  forEachChildren(spec, (children) => {
    const at = children.indexOf(view);
    if (at >= 0 && !placed) {
      children.splice(at, 0, form);
      placed = true;
    }
  });
  if (!placed) spec.screens[0]!.children.unshift(form);
  list.persist = true;
  return `Added a form to add your own ${spaced(list.name)}, kept on the phone.`;
}
