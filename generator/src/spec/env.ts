import type { Action, AppSpec, Component, StateVar } from '@droidforge/contracts';
import type { TypeEnv, ValueType, VarInfo } from './expr/index';

/** Expression type of a list field: dates are stored and compared as yyyy-MM-dd text. */
export function fieldValueType(type: 'number' | 'text' | 'bool' | 'date'): ValueType {
  return type === 'date' ? 'text' : type;
}

export function listFieldTypes(v: StateVar | undefined): Record<string, ValueType> {
  const out: Record<string, ValueType> = {};
  for (const f of v?.fields ?? []) out[f.name] = fieldValueType(f.type);
  return out;
}

/** The type environment of a whole spec: every state variable, no list item in scope. */
export function specTypeEnv(spec: Pick<AppSpec, 'state'>): TypeEnv {
  const vars: Record<string, VarInfo> = {};
  for (const v of spec.state) vars[v.name] = v.type === 'list' ? { type: 'list', fields: listFieldTypes(v) } : { type: v.type };
  return { vars };
}

/** The environment inside the item template of a list over `source`. */
export function itemTypeEnv(env: TypeEnv, spec: Pick<AppSpec, 'state'>, source: string): TypeEnv {
  return { ...env, item: listFieldTypes(spec.state.find((v) => v.name === source)) };
}

/** Children nested directly in a component (containers and list item templates). */
export function childrenOf(c: Component): readonly Component[] {
  if (c.type === 'list') return c.item;
  if ('children' in c) return c.children;
  return [];
}

/** Visits every component depth-first, telling whether it sits inside a list item template. */
export function walkComponents(
  children: readonly Component[],
  visit: (c: Component, parent: Component | null, list: Extract<Component, { type: 'list' }> | null) => void,
  parent: Component | null = null,
  list: Extract<Component, { type: 'list' }> | null = null,
): void {
  for (const c of children) {
    visit(c, parent, list);
    walkComponents(childrenOf(c), visit, c, c.type === 'list' ? c : list);
  }
}

/** All actions of a handler, including those nested in `if`. */
export function flatActions(actions: readonly Action[]): Action[] {
  return actions.flatMap((a) => (a.do === 'if' ? [a, ...flatActions(a.then), ...flatActions(a.else ?? [])] : [a]));
}
