import type { Field, StateVar } from '@droidforge/contracts';

type ListItem = Record<string, number | string | boolean>;

export const numberVar = (name: string, initial = 0, persist = false): StateVar => ({ name, type: 'number', initial, persist });
export const textVar = (name: string, initial = '', persist = false): StateVar => ({ name, type: 'text', initial, persist });
export const boolVar = (name: string, initial = false, persist = false): StateVar => ({ name, type: 'bool', initial, persist });
export const listVar = (name: string, fields: Field[], initial: ListItem[] = [], persist = true): StateVar => ({
  name, type: 'list', initial, persist, fields,
});
