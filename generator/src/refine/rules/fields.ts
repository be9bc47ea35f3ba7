import type { AppSpec, Component, Field, InputComponent } from '@droidforge/contracts';
import { guessFieldType, makeField, type FieldGuess } from '../../compose/analyze/fields';
import { toPascalCase } from '../../compose/analyze/words';
import { capitalise, literal, spaced } from '../edits/edit';
import type { RefineRule } from '../rule';
import { offlineLimit } from '../understand/offline-limits';
import { allComponents, forEachActionList, freshId, insertAfter, listsShowing, mainList, mentions, removeComponents } from '../spec-edit';

/** What a record cannot hold: pictures, recordings and files (the app has no camera, microphone or files). */
const MEDIA = /\b(?:photos?|pictures?|pics|images?|videos?|voice (?:notes?|memos?|messages?|recordings?)|audio|recordings?|drawings?|sketch(?:es)?|attachments?|signatures?)\b/;

/** The variable a list's form fills in for a field, before the record is added. */
export const draftName = (field: string) => `new${toPascalCase(field)}`;
const DEFAULTS: Record<Field['type'], string | number | boolean> = { text: '', date: '', number: 0, bool: false };

function inputTypeFor(field: Pick<FieldGuess, 'name' | 'type'>): InputComponent['inputType'] {
  if (field.type === 'date') return 'date';
  if (field.type === 'number') return 'decimal';
  if (/phone/.test(field.name)) return 'phone';
  if (/email/.test(field.name)) return 'email';
  return 'text';
}

/** A field to add: a guess from a name, or a typed attribute with its choices or unit. */
export type NewField = FieldGuess & { kind?: Field['kind']; options?: string[]; unit?: string };

/**
 * The form input for a field, with its draft variable (added when the app has none): a box to tick
 * for yes/no, a choice of its options, else a box typed for it (a date picker, a number pad, the
 * phone and email keyboards), its hint the field's label and unit.
 */
export function fieldInput(spec: AppSpec, field: NewField | Field): Component {
  const draft = draftName(field.name);
  if (!spec.state.some((v) => v.name === draft)) {
    spec.state.push({ name: draft, type: field.type === 'number' ? 'number' : field.type === 'bool' ? 'bool' : 'text', initial: field.type === 'number' ? 0 : field.type === 'bool' ? false : field.options?.[0] ?? '', persist: false });
  }
  const label = literal(field.label ?? capitalise(spaced(field.name)));
  if (field.type === 'bool') return { type: 'checkbox', id: freshId(spec, `${field.name}_check`), bind: draft, label };
  if (field.options && field.options.length > 0) return { type: 'select', id: freshId(spec, `${field.name}_select`), bind: draft, options: field.options };
  return { type: 'input', id: freshId(spec, `${field.name}_input`), bind: draft, inputType: inputTypeFor(field), hint: field.unit ? `${label} (${literal(field.unit)})` : label };
}

/**
 * "add a category: food, travel or bills" when entries already have a free-text category: the field
 * becomes a choice of those options and its form input a select (a choice keeps its last pick, so
 * the form no longer clears it). Returns '' when done, like addField.
 */
function toChoice(spec: AppSpec, field: Field, options: string[]): string {
  const draft = draftName(field.name);
  const input = allComponents(spec).find((c) => (c.type === 'input' || c.type === 'select') && c.bind === draft);
  if (input?.type === 'select') input.options = options;
  else if (!input || !insertAfter(spec, input.id, { type: 'select', id: freshId(spec, `${field.name}_select`), bind: draft, options })) return `The ${field.name} has no form input to turn into a choice.`;
  else removeComponents(spec, (c) => c === input);
  Object.assign(field, { kind: 'choice', options });
  const variable = spec.state.find((v) => v.name === draft);
  if (variable) variable.initial = options[0]!;
  forEachActionList(spec, (actions) => {
    for (let i = actions.length - 1; i >= 0; i--) if (actions[i]!.do === 'clear' && (actions[i] as { var: string }).var === draft) actions.splice(i, 1);
  });
  return '';
}

/** Adds a field to the main list: its form input, draft variable, the append, and a line on each item. */
export function addField(spec: AppSpec, field: NewField): string {
  // "add a photo to each habit": records hold words, numbers, dates and yes/no, never pictures or sound
  // ("the number of photos" is a number, and fine).
  const media = field.type === 'number' ? null : MEDIA.exec(`${field.name.replace(/_/g, ' ')} ${field.label}`.toLowerCase());
  if (media) return offlineLimit(media[0]) ?? `Records hold text, numbers, dates and yes/no answers; they cannot hold ${media[0]}.`;
  const list = mainList(spec);
  if (!list || !list.fields) return 'This app has no list of entries to add a field to.';
  const existing = list.fields.find((f) => f.name === field.name);
  // (A choice given other options takes the new ones.)
  if (existing && field.options && existing.type === 'text' && existing.options?.join() !== field.options.join()) return toChoice(spec, existing, field.options);
  if (existing) return `Entries already have a ${field.label.toLowerCase()}.`;
  const typed = !!(field.kind || field.options || field.unit);
  list.fields.push({ name: field.name, type: field.type, ...(typed ? { label: field.label } : {}), ...(field.kind ? { kind: field.kind } : {}), ...(field.options ? { options: field.options } : {}), ...(field.unit ? { unit: field.unit } : {}) });
  if (Array.isArray(list.initial)) list.initial = list.initial.map((item) => ({ ...item, [field.name]: DEFAULTS[field.type] }));
  const drafts = new Set(list.fields.map((f) => draftName(f.name)));
  const lastInput = allComponents(spec).filter((c) => (c.type === 'input' || c.type === 'select') && drafts.has(c.bind)).pop();
  // (A yes/no is ticked on each record in the list, so the form gets no box for it.)
  if (field.type !== 'bool' && (!lastInput || !insertAfter(spec, lastInput.id, fieldInput(spec, field)))) return 'I could not find the form to add the field to.';
  forEachActionList(spec, (actions) => {
    const at = actions.findIndex((a) => a.do === 'append' && a.list === list.name);
    const append = actions[at];
    if (append?.do !== 'append') return;
    append.item[field.name] = field.type === 'bool' ? 'false' : draftName(field.name);
    // A choice keeps its last pick (clearing would leave the select on a value it does not offer).
    if (field.type !== 'bool' && !field.options) actions.splice(at + 1, 0, { do: 'clear', var: draftName(field.name) });
  });
  for (const view of listsShowing(spec, list.name)) {
    const line: Component = field.type === 'bool'
      ? { type: 'checkbox', id: freshId(spec, `${view.id}_${field.name}`), bind: `item.${field.name}`, label: field.label }
      : { type: 'text', id: freshId(spec, `${view.id}_${field.name}`), text: `${field.label}: {item.${field.name}}${field.unit ? ` ${field.unit}` : ''}`, size: 'small', bold: false, align: 'start' };
    innermostColumn(view.item).push(line);
  }
  return '';
}

function innermostColumn(item: Component[]): Component[] {
  for (const c of item) {
    if (c.type === 'column') return c.children;
    if ('children' in c) return innermostColumn(c.children);
  }
  return item;
}

export const addFieldRule: RefineRule = {
  name: 'add field',
  pattern: /\badd (?:an? |the )?([a-z][a-z ]{1,30}?)(?: field| column| input)?(?: to (?:each|every|all|the) ([a-z]+)s?)(?=\s+and\b|[.,;!]|$)|\badd (?:an? |the )?([a-z][a-z ]{1,30}?) (?:field|column)\b/i,
  apply(spec, match) {
    const raw = (match[1] ?? match[3])!.trim();
    const field = makeField(raw, guessFieldType(raw), true);
    const problem = addField(spec, field);
    const name = field.label.toLowerCase();
    return problem || { summary: `Added ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} field${field.type === 'date' ? ' (a date)' : ''} to each entry.` };
  },
};

/** Drops the parts of a " · "-joined item line that show the field; undefined when nothing is left. */
function withoutField(template: string, field: string): string | undefined {
  const parts = template.split(' · ').filter((part) => !mentions(part, `item.${field}`));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

export const removeFieldRule: RefineRule = {
  name: 'remove field',
  pattern: /\b(?:remove|delete|drop|get rid of|no longer (?:need|want)|don't need) (?:the )?([a-z][a-z ]{0,30}?) (?:field|input|column)s?\b/i,
  apply(spec, match) {
    const list = mainList(spec);
    const wanted = makeField(match[1]!).name;
    const field = list?.fields?.find((f) => f.name === wanted || f.name.startsWith(`${wanted}_`) || f.name.endsWith(`_${wanted}`));
    if (!list || !field) return `There is no ${match[1]} field to remove.`;
    const ref = `item.${field.name}`;
    const draft = draftName(field.name);
    list.fields = list.fields!.filter((f) => f !== field);
    if (Array.isArray(list.initial)) list.initial = list.initial.map(({ [field.name]: _dropped, ...rest }) => rest);
    spec.state = spec.state.filter((v) => v.name !== draft);
    removeComponents(spec, (c) => ('bind' in c && c.bind === draft) || c.id === `${field.name}_label`);
    forEachActionList(spec, (actions) => {
      for (let i = actions.length - 1; i >= 0; i--) {
        const a = actions[i]!;
        if (a.do === 'append' && a.list === list.name) delete a.item[field.name];
        if (a.do === 'clear' && a.var === draft) actions.splice(i, 1);
      }
    });
    for (const c of allComponents(spec)) {
      if (c.type === 'text' && mentions(c.text, ref)) {
        const kept = withoutField(c.text, field.name);
        if (kept) c.text = kept;
        else removeComponents(spec, (x) => x === c);
      }
      if (c.type === 'list' && c.sortBy?.field === field.name) delete c.sortBy;
    }
    const stillUsed = JSON.stringify(spec).includes(ref) || JSON.stringify(spec).includes(`'${field.name}'`);
    if (stillUsed) return `The ${field.name} field is used in a calculation, so I left it in place.`;
    return { summary: `Removed the ${field.name.replace(/_/g, ' ')} field.` };
  },
};
