import type { Action, AppSpec, Component } from '@droidforge/contracts';
import { compileExpr, compileTemplate, type TypeEnv, type ValueType } from './expr/index';
import { itemTypeEnv, specTypeEnv, walkComponents } from './env';
import { generatedIds, idKey, RESERVED_VIEW_IDS } from './generated-ids';

/** A problem that makes a structurally valid spec unusable; `path` is human readable. */
export interface SpecIssue {
  path: string;
  message: string;
}

/** Thrown by the emitter when given a spec that does not pass validateSpec. */
export class AppSpecError extends Error {
  constructor(readonly issues: SpecIssue[]) {
    super(`Invalid AppSpec: ${issues.slice(0, 3).map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.name = 'AppSpecError';
  }
}

const NOT_IN_ITEMS = new Set(['input', 'slider', 'radio', 'select', 'list', 'grid', 'progress']);

type StateVar = AppSpec['state'][number];
type AddIssue = (path: string, message: string) => void;

/** What every check reads: the spec's names and types, and where problems go. */
interface Checker {
  spec: AppSpec;
  env: TypeEnv;
  vars: Map<string, StateVar>;
  screens: Set<string>;
  timers: Set<string>;
  add: AddIssue;
}

/**
 * Checks what zod cannot: names and references resolve, bindings have the right type and every
 * expression and template type-checks. An empty result means the emitter and preview can run it.
 */
export function validateSpec(spec: AppSpec): SpecIssue[] {
  const issues: SpecIssue[] = [];
  const add = (path: string, message: string): void => {
    issues.push({ path, message });
  };
  const ck: Checker = {
    spec,
    env: specTypeEnv(spec),
    vars: new Map(spec.state.map((v) => [v.name, v])),
    screens: new Set(spec.screens.map((s) => s.id)),
    timers: new Set(spec.timers.map((t) => t.id)),
    add,
  };

  unique(spec.state.map((v) => v.name), 'state', 'state variable', add);
  unique(spec.screens.map((s) => s.id), 'screens', 'screen id', add);
  unique(spec.timers.map((t) => t.id), 'timers', 'timer id', add);
  spec.state.forEach((v) => checkStateVar(v, add));
  checkThemeSettings(spec, ck.vars, add);
  checkScreenComponents(ck);
  spec.timers.forEach((t) => checkActions(ck, `timers/${t.id}.onTick`, t.onTick, ck.env));
  spec.screens.forEach((s) => {
    checkActions(ck, `${s.id}.onStart`, s.onStart, ck.env);
    for (const path of leavingActions(s.onStart, `${s.id}.onStart`)) add(path, 'Start actions cannot navigate or go back');
  });
  return issues;
}

function checkExpr(ck: Checker, path: string, src: string, scope: TypeEnv, want?: ValueType): void {
  const r = compileExpr(src, scope, want);
  if (!r.ok) ck.add(path, `${r.error.message} in "${src}"`);
}

function checkTemplate(ck: Checker, path: string, src: string, scope: TypeEnv): void {
  const r = compileTemplate(src, scope);
  if (!r.ok) ck.add(path, `${r.error.message} in "${src}"`);
}

function checkActions(ck: Checker, path: string, actions: readonly Action[], scope: TypeEnv): void {
  actions.forEach((a, i) => checkAction(ck, `${path}[${i}]`, a, scope));
}

function checkAction(ck: Checker, path: string, a: Action, scope: TypeEnv): void {
  switch (a.do) {
    case 'set':
    case 'increment':
    case 'clear':
      return checkVarAction(ck, path, a, scope);
    case 'append':
    case 'removeItem':
    case 'updateItem':
      return checkListAction(ck, path, a, scope);
    case 'navigate':
      if (!ck.screens.has(a.screen)) ck.add(path, `Unknown screen '${a.screen}'`);
      return;
    case 'toast':
    case 'signal':
    case 'share':
    case 'copy':
      return checkTemplate(ck, `${path}.text`, a.text, scope);
    case 'dial':
      return checkTemplate(ck, `${path}.phone`, a.phone, scope);
    case 'startTimer':
    case 'stopTimer':
      if (!ck.timers.has(a.timer)) ck.add(path, `Unknown timer '${a.timer}'`);
      return;
    case 'if':
      checkExpr(ck, `${path}.cond`, a.cond, scope, 'bool');
      checkActions(ck, `${path}.then`, a.then, scope);
      checkActions(ck, `${path}.else`, a.else, scope);
      return;
    case 'back':
      return;
  }
}

function checkVarAction(ck: Checker, path: string, a: Extract<Action, { do: 'set' | 'increment' | 'clear' }>, scope: TypeEnv): void {
  const v = ck.vars.get(a.var);
  if (!v) return ck.add(path, `Unknown state variable '${a.var}'`);
  if (a.do === 'set') {
    if (v.type === 'list') return ck.add(path, `Cannot set list '${a.var}'; use append, removeItem or clear`);
    checkExpr(ck, `${path}.value`, a.value, scope, v.type);
  }
  if (a.do === 'increment') {
    if (v.type !== 'number') return ck.add(path, `increment needs a number variable, '${a.var}' is ${v.type}`);
    checkExpr(ck, `${path}.by`, a.by, scope, 'number');
  }
}

function checkListAction(
  ck: Checker,
  path: string,
  a: Extract<Action, { do: 'append' | 'removeItem' | 'updateItem' }>,
  scope: TypeEnv,
): void {
  const v = ck.vars.get(a.list);
  if (v?.type !== 'list') return ck.add(path, `'${a.list}' is not a list variable`);
  const fields = new Map((v.fields ?? []).map((f) => [f.name, f.type === 'date' ? 'text' : f.type] as const));
  if (a.do === 'append') {
    for (const [field, src] of Object.entries(a.item)) {
      const t = fields.get(field);
      if (!t) ck.add(`${path}.item.${field}`, `List '${a.list}' has no field '${field}'`);
      else checkExpr(ck, `${path}.item.${field}`, src, scope, t);
    }
    return;
  }
  checkExpr(ck, `${path}.index`, a.index, scope, 'number');
  if (a.do === 'updateItem') {
    const t = fields.get(a.field);
    if (!t) return ck.add(`${path}.field`, `List '${a.list}' has no field '${a.field}'`);
    checkExpr(ck, `${path}.value`, a.value, scope, t);
  }
}

/** Every component of every screen, then one check that all their view ids are unique. */
function checkScreenComponents(ck: Checker): void {
  const ids: string[] = [];
  ck.spec.screens.forEach((screen) => {
    walkComponents(screen.children, (c, parent, list) => {
      const path = `${screen.id}/${c.id}`;
      ids.push(...[c.id, ...generatedIds(c)].map(idKey));
      const scope = list ? itemTypeEnv(ck.env, ck.spec, list.source) : ck.env;
      if (list && NOT_IN_ITEMS.has(c.type)) ck.add(path, `A ${c.type} cannot be placed inside a list item`);
      if (c.type === 'list' && parent && parent.type !== 'column' && parent.type !== 'card') {
        ck.add(path, 'Lists may only be placed on the screen itself or in a column or card');
      }
      if (c.visible) checkExpr(ck, `${path}.visible`, c.visible, scope, 'bool');
      checkComponent(ck, path, c, scope, Boolean(list));
    });
  });
  for (const id of RESERVED_VIEW_IDS) ids.push(id);
  unique(ids, 'screens', 'component id', ck.add);
}

function checkComponent(ck: Checker, path: string, c: Component, scope: TypeEnv, inItem: boolean): void {
  const bindTo = (bind: string, types: readonly string[]) => checkBinding(ck, `${path}.bind`, bind, types, scope, inItem);
  switch (c.type) {
    case 'text':
      return checkTemplate(ck, `${path}.text`, c.text, scope);
    case 'button':
      checkTemplate(ck, `${path}.label`, c.label, scope);
      return checkActions(ck, `${path}.onClick`, c.onClick, scope);
    case 'input':
      return bindTo(c.bind, c.inputType === 'number' || c.inputType === 'decimal' ? ['number'] : ['text', 'number']);
    case 'switch':
    case 'checkbox':
      return bindTo(c.bind, ['bool']);
    case 'slider':
      if (c.max <= c.min) ck.add(path, 'Slider max must be greater than min');
      if ((c.max - c.min) / c.step > 10_000) ck.add(path, 'Slider has more than 10000 steps');
      return bindTo(c.bind, ['number']);
    case 'radio':
    case 'select':
      return bindTo(c.bind, ['text']);
    case 'progress':
      checkExpr(ck, `${path}.value`, c.value, scope, 'number');
      return checkExpr(ck, `${path}.max`, c.max, scope, 'number');
    case 'list':
      return checkListComponent(ck, path, c);
    default:
      return;
  }
}

/** A binding names a state variable, or inside a list item a field of the item, of one of `types`. */
function checkBinding(ck: Checker, path: string, bind: string, types: readonly string[], scope: TypeEnv, inItem: boolean): void {
  if (inItem && bind.startsWith('item.')) {
    const t = scope.item?.[bind.slice(5)];
    if (!t || !types.includes(t)) ck.add(path, `'${bind}' must be a ${types.join(' or ')} field of the list item`);
    return;
  }
  const v = ck.vars.get(bind);
  if (!v || !types.includes(v.type)) ck.add(path, `'${bind}' must be a ${types.join(' or ')} state variable`);
}

function checkListComponent(ck: Checker, path: string, c: Extract<Component, { type: 'list' }>): void {
  const v = ck.vars.get(c.source);
  if (v?.type !== 'list') return ck.add(`${path}.source`, `'${c.source}' is not a list variable`);
  const itemScope = itemTypeEnv(ck.env, ck.spec, c.source);
  if (c.filter) checkExpr(ck, `${path}.filter`, c.filter, itemScope, 'bool');
  if (c.sortBy && !itemScope.item?.[c.sortBy.field]) ck.add(`${path}.sortBy`, `List items have no field '${c.sortBy.field}'`);
  if (c.groupBy) {
    if (!itemScope.item?.[c.groupBy.field]) ck.add(`${path}.groupBy`, `List items have no field '${c.groupBy.field}'`);
    checkTemplate(ck, `${path}.groupBy.header`, c.groupBy.header, itemScope);
  }
  checkTemplate(ck, `${path}.empty`, c.empty, ck.env);
  checkActions(ck, `${path}.onItemClick`, c.onItemClick, itemScope);
  checkActions(ck, `${path}.onItemLongClick`, c.onItemLongClick, itemScope);
}

/** Paths of navigate/back actions, nested ifs included: run on start they would open screens in a loop. */
function leavingActions(actions: readonly Action[], path: string): string[] {
  return actions.flatMap((a, i): string[] => {
    const here = `${path}[${i}]`;
    if (a.do === 'navigate' || a.do === 'back') return [here];
    if (a.do === 'if') return [...leavingActions(a.then, `${here}.then`), ...leavingActions(a.else, `${here}.else`)];
    return [];
  });
}

function checkStateVar(v: StateVar, add: AddIssue): void {
  const path = `state/${v.name}`;
  if (v.type === 'list') {
    if (!v.fields?.length) add(path, 'A list needs at least one field');
    unique((v.fields ?? []).map((f) => f.name), path, 'field', add);
    if (v.initial !== undefined && !Array.isArray(v.initial)) add(path, 'The initial value of a list must be an array');
    return;
  }
  if (v.initial === undefined) return;
  const want = v.type === 'number' ? 'number' : v.type === 'bool' ? 'boolean' : 'string';
  if (typeof v.initial !== want) add(path, `The initial value must be a ${v.type}`);
}

function unique(names: readonly string[], path: string, what: string, add: AddIssue): void {
  const seen = new Set<string>();
  for (const n of names) {
    if (seen.has(n)) add(path, `Duplicate ${what} '${n}'`);
    seen.add(n);
  }
}

/** Theme switches name persisted yes/no variables: the APK reads them before drawing a screen. */
function checkThemeSettings(spec: AppSpec, vars: ReadonlyMap<string, AppSpec['state'][number]>, add: (path: string, message: string) => void): void {
  for (const key of ['darkSetting', 'largeTextSetting'] as const) {
    const name = spec.theme[key];
    if (!name) continue;
    const v = vars.get(name);
    if (!v) add(`theme.${key}`, `Unknown state variable '${name}'`);
    else if (v.type !== 'bool' || !v.persist) add(`theme.${key}`, `'${name}' must be a persisted bool variable`);
  }
}
