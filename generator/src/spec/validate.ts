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

/**
 * Checks what zod cannot: names and references resolve, bindings have the right type and every
 * expression and template type-checks. An empty result means the emitter and preview can run it.
 */
export function validateSpec(spec: AppSpec): SpecIssue[] {
  const issues: SpecIssue[] = [];
  const add = (path: string, message: string): void => {
    issues.push({ path, message });
  };
  const env = specTypeEnv(spec);
  const vars = new Map(spec.state.map((v) => [v.name, v]));
  const screens = new Set(spec.screens.map((s) => s.id));
  const timers = new Set(spec.timers.map((t) => t.id));

  unique(spec.state.map((v) => v.name), 'state', 'state variable', add);
  unique(spec.screens.map((s) => s.id), 'screens', 'screen id', add);
  unique(spec.timers.map((t) => t.id), 'timers', 'timer id', add);
  spec.state.forEach((v) => checkStateVar(v, add));
  checkThemeSettings(spec, vars, add);

  const expr = (path: string, src: string, scope: TypeEnv, want?: ValueType) => {
    const r = compileExpr(src, scope, want);
    if (!r.ok) add(path, `${r.error.message} in "${src}"`);
  };
  const tpl = (path: string, src: string, scope: TypeEnv) => {
    const r = compileTemplate(src, scope);
    if (!r.ok) add(path, `${r.error.message} in "${src}"`);
  };
  const checkActions = (path: string, actions: readonly Action[], scope: TypeEnv) =>
    actions.forEach((a, i) => checkAction(`${path}[${i}]`, a, scope));

  function checkAction(path: string, a: Action, scope: TypeEnv): void {
    switch (a.do) {
      case 'set':
      case 'increment':
      case 'clear': {
        const v = vars.get(a.var);
        if (!v) return add(path, `Unknown state variable '${a.var}'`);
        if (a.do === 'set') {
          if (v.type === 'list') return add(path, `Cannot set list '${a.var}'; use append, removeItem or clear`);
          expr(`${path}.value`, a.value, scope, v.type);
        }
        if (a.do === 'increment') {
          if (v.type !== 'number') return add(path, `increment needs a number variable, '${a.var}' is ${v.type}`);
          expr(`${path}.by`, a.by, scope, 'number');
        }
        return;
      }
      case 'append':
      case 'removeItem':
      case 'updateItem': {
        const v = vars.get(a.list);
        if (v?.type !== 'list') return add(path, `'${a.list}' is not a list variable`);
        const fields = new Map((v.fields ?? []).map((f) => [f.name, f.type === 'date' ? 'text' : f.type] as const));
        if (a.do === 'append') {
          for (const [field, src] of Object.entries(a.item)) {
            const t = fields.get(field);
            if (!t) add(`${path}.item.${field}`, `List '${a.list}' has no field '${field}'`);
            else expr(`${path}.item.${field}`, src, scope, t);
          }
          return;
        }
        expr(`${path}.index`, a.index, scope, 'number');
        if (a.do === 'updateItem') {
          const t = fields.get(a.field);
          if (!t) return add(`${path}.field`, `List '${a.list}' has no field '${a.field}'`);
          expr(`${path}.value`, a.value, scope, t);
        }
        return;
      }
      case 'navigate':
        if (!screens.has(a.screen)) add(path, `Unknown screen '${a.screen}'`);
        return;
      case 'toast':
      case 'signal':
      case 'share':
      case 'copy':
        return tpl(`${path}.text`, a.text, scope);
      case 'dial':
        return tpl(`${path}.phone`, a.phone, scope);
      case 'startTimer':
      case 'stopTimer':
        if (!timers.has(a.timer)) add(path, `Unknown timer '${a.timer}'`);
        return;
      case 'if':
        expr(`${path}.cond`, a.cond, scope, 'bool');
        checkActions(`${path}.then`, a.then, scope);
        checkActions(`${path}.else`, a.else, scope);
        return;
      case 'back':
        return;
    }
  }

  const ids: string[] = [];
  spec.screens.forEach((screen) => {
    walkComponents(screen.children, (c, parent, list) => {
      const path = `${screen.id}/${c.id}`;
      ids.push(...[c.id, ...generatedIds(c)].map(idKey));
      const scope = list ? itemTypeEnv(env, spec, list.source) : env;
      if (list && NOT_IN_ITEMS.has(c.type)) add(path, `A ${c.type} cannot be placed inside a list item`);
      if (c.type === 'list' && parent && parent.type !== 'column' && parent.type !== 'card') {
        add(path, 'Lists may only be placed on the screen itself or in a column or card');
      }
      if (c.visible) expr(`${path}.visible`, c.visible, scope, 'bool');
      checkComponent(path, c, scope, Boolean(list));
    });
  });
  for (const id of RESERVED_VIEW_IDS) ids.push(id);
  unique(ids, 'screens', 'component id', add);
  spec.timers.forEach((t) => checkActions(`timers/${t.id}.onTick`, t.onTick, env));
  spec.screens.forEach((s) => {
    checkActions(`${s.id}.onStart`, s.onStart, env);
    for (const path of leavingActions(s.onStart, `${s.id}.onStart`)) add(path, 'Start actions cannot navigate or go back');
  });
  return issues;

  function checkComponent(path: string, c: Component, scope: TypeEnv, inItem: boolean): void {
    const bindTo = (bind: string, types: readonly string[]) => {
      if (inItem && bind.startsWith('item.')) {
        const t = scope.item?.[bind.slice(5)];
        if (!t || !types.includes(t)) add(`${path}.bind`, `'${bind}' must be a ${types.join(' or ')} field of the list item`);
        return;
      }
      const v = vars.get(bind);
      if (!v || !types.includes(v.type)) add(`${path}.bind`, `'${bind}' must be a ${types.join(' or ')} state variable`);
    };
    switch (c.type) {
      case 'text':
        return tpl(`${path}.text`, c.text, scope);
      case 'button':
        tpl(`${path}.label`, c.label, scope);
        return checkActions(`${path}.onClick`, c.onClick, scope);
      case 'input':
        return bindTo(c.bind, c.inputType === 'number' || c.inputType === 'decimal' ? ['number'] : ['text', 'number']);
      case 'switch':
      case 'checkbox':
        return bindTo(c.bind, ['bool']);
      case 'slider':
        if (c.max <= c.min) add(path, 'Slider max must be greater than min');
        if ((c.max - c.min) / c.step > 10_000) add(path, 'Slider has more than 10000 steps');
        return bindTo(c.bind, ['number']);
      case 'radio':
      case 'select':
        return bindTo(c.bind, ['text']);
      case 'progress':
        expr(`${path}.value`, c.value, scope, 'number');
        return expr(`${path}.max`, c.max, scope, 'number');
      case 'list': {
        const v = vars.get(c.source);
        if (v?.type !== 'list') return add(`${path}.source`, `'${c.source}' is not a list variable`);
        const itemScope = itemTypeEnv(env, spec, c.source);
        if (c.filter) expr(`${path}.filter`, c.filter, itemScope, 'bool');
        if (c.sortBy && !itemScope.item?.[c.sortBy.field]) add(`${path}.sortBy`, `List items have no field '${c.sortBy.field}'`);
        if (c.groupBy) {
          if (!itemScope.item?.[c.groupBy.field]) add(`${path}.groupBy`, `List items have no field '${c.groupBy.field}'`);
          tpl(`${path}.groupBy.header`, c.groupBy.header, itemScope);
        }
        tpl(`${path}.empty`, c.empty, env);
        checkActions(`${path}.onItemClick`, c.onItemClick, itemScope);
        return checkActions(`${path}.onItemLongClick`, c.onItemLongClick, itemScope);
      }
      default:
        return;
    }
  }
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

function checkStateVar(v: AppSpec['state'][number], add: (p: string, m: string) => void): void {
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

function unique(names: readonly string[], path: string, what: string, add: (p: string, m: string) => void): void {
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
