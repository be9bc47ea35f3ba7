import type { Action } from '@droidforge/contracts';

/** Factories for AppSpec actions; values are expressions in the AppSpec expression language. */

export const set = (variable: string, value: string): Action => ({ do: 'set', var: variable, value });
export const increment = (variable: string, by = '1'): Action => ({ do: 'increment', var: variable, by });
export const append = (listName: string, item: Record<string, string>): Action => ({ do: 'append', list: listName, item });
export const removeItem = (listName: string, index = 'index'): Action => ({ do: 'removeItem', list: listName, index });
export const updateItem = (listName: string, field: string, value: string, index = 'index'): Action => ({
  do: 'updateItem', list: listName, index, field, value,
});
export const clear = (variable: string): Action => ({ do: 'clear', var: variable });
export const navigate = (screen: string): Action => ({ do: 'navigate', screen });
export const back = (): Action => ({ do: 'back' });
export const toast = (template: string): Action => ({ do: 'toast', text: template });
export const share = (template: string): Action => ({ do: 'share', text: template });
export const dial = (phone: string): Action => ({ do: 'dial', phone });
export const copy = (template: string): Action => ({ do: 'copy', text: template });
export const startTimer = (timer: string): Action => ({ do: 'startTimer', timer });
export const stopTimer = (timer: string): Action => ({ do: 'stopTimer', timer });
export const when = (cond: string, then: Action[], otherwise: Action[] = []): Action => ({ do: 'if', cond, then, else: otherwise });

/** A string literal for the expression language, escaped for quotes and backslashes. */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}
