import type { Field, StateVar } from '@droidforge/contracts';
import type { Attribute } from '../understand/plan';

/** An attribute as a list field: its storage type plus what it means (kind, label, options, unit). */
export function toField(a: Attribute): Field {
  const type = a.kind === 'money' || a.kind === 'number' ? 'number' : a.kind === 'date' ? 'date' : a.kind === 'yesno' ? 'bool' : 'text';
  return {
    name: a.name,
    type,
    kind: a.kind,
    label: a.label,
    ...(a.options ? { options: a.options } : {}),
    ...(a.unit ? { unit: a.unit } : {}),
  };
}

/** The draft variable a form field edits before the record is added. */
export const draftOf = (a: Attribute): string => `new${a.name.charAt(0).toUpperCase()}${a.name.slice(1)}`;

export function draftVar(a: Attribute): StateVar {
  if (a.kind === 'money' || a.kind === 'number') return { name: draftOf(a), type: 'number', initial: 0, persist: false };
  if (a.kind === 'yesno') return { name: draftOf(a), type: 'bool', initial: false, persist: false };
  return { name: draftOf(a), type: 'text', initial: a.kind === 'choice' ? a.options![0]! : '', persist: false };
}

/** The expression appended for a field: dates left empty mean today. */
export function appendValue(a: Attribute): string {
  const d = draftOf(a);
  if (a.kind === 'date') return `len(${d}) > 0 ? ${d} : today()`;
  return d;
}

/** How an item's value reads in a template: money with two decimals, units after numbers. */
export function showValue(a: Attribute, ref = `item.${a.name}`): string {
  if (a.kind === 'money') return `{fixed(${ref}, 2)}`;
  if (a.kind === 'yesno') return `{${ref} ? 'yes' : 'no'}`;
  if (a.unit) return `{${ref}} ${a.unit}`;
  return `{${ref}}`;
}

/** Text for "n days" with the right plural, as an expression. */
export function daysText(n: string): string {
  return `(${n} == 1 || ${n} == -1 ? str(${n}) + ' day' : str(${n}) + ' days')`;
}
