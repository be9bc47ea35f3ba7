import type { AppSpec, StateVar } from '@droidforge/contracts';
import { defaultFor, type ListItem, type Value } from './expr/index';
import { fieldValueType } from './env';

/** A list item with every field present: given values, else the field type's default. */
export function completeItem(v: StateVar, item: Readonly<Record<string, unknown>>): ListItem {
  const out: ListItem = {};
  for (const f of v.fields ?? []) {
    const given = item[f.name];
    const def = defaultFor(fieldValueType(f.type)) as ListItem[string];
    out[f.name] = typeof given === typeof def ? (given as ListItem[string]) : def;
  }
  return out;
}

/** The value a state variable starts with (before anything persisted is loaded). */
export function initialValue(v: StateVar): Value {
  if (v.type === 'list') return Array.isArray(v.initial) ? v.initial.map((i) => completeItem(v, i)) : [];
  const def = defaultFor(v.type);
  return typeof v.initial === typeof def ? (v.initial as Value) : def;
}

/** The whole state as the app starts: used by the preview runtime and for layout placeholders. */
export function initialState(spec: Pick<AppSpec, 'state'>): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const v of spec.state) out[v.name] = initialValue(v);
  return out;
}
