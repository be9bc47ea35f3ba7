import type { Action, AppSpec, Component, StateVar } from '@droidforge/contracts';

/**
 * Helpers the refinement rules share to find and change parts of an AppSpec in place (rules work on a
 * clone, so the caller's spec never changes).
 */

export type ListComponent = Extract<Component, { type: 'list' }>;

/** Calls `visit` for every component array (screen children, container children, list items). */
export function forEachChildren(spec: AppSpec, visit: (children: Component[], owner?: Component) => void): void {
  const walk = (children: Component[], owner?: Component) => {
    visit(children, owner);
    for (const c of children) {
      if ('children' in c) walk(c.children, c);
      if (c.type === 'list') walk(c.item, c);
    }
  };
  spec.screens.forEach((s) => walk(s.children));
}

export function allComponents(spec: AppSpec): Component[] {
  const out: Component[] = [];
  forEachChildren(spec, (children) => out.push(...children));
  return out;
}

/** Every action list in the spec: button clicks, list item clicks and timer ticks, recursively. */
/** A form's draft emptied after each save starts again at its new default, not at zero (as `clear` would leave it in the app). */
export function clearsResetTo(spec: AppSpec, name: string, value: number): void {
  forEachActionList(spec, (actions) => actions.forEach((a, i) => {
    if (a.do === 'clear' && a.var === name) actions[i] = { do: 'set', var: name, value: String(value) };
  }));
}

export function forEachActionList(spec: AppSpec, visit: (actions: Action[]) => void): void {
  const walk = (actions: Action[]) => {
    visit(actions);
    for (const a of actions) {
      if (a.do !== 'if') continue;
      walk(a.then);
      walk(a.else);
    }
  };
  for (const c of allComponents(spec)) {
    if (c.type === 'button') walk(c.onClick);
    if (c.type === 'list') {
      walk(c.onItemClick);
      walk(c.onItemLongClick);
    }
  }
  spec.timers.forEach((t) => walk(t.onTick));
}

export function allActions(spec: AppSpec): Action[] {
  const out: Action[] = [];
  forEachActionList(spec, (actions) => out.push(...actions));
  return out;
}

export function findVar(spec: AppSpec, name: string): StateVar | undefined {
  return spec.state.find((v) => v.name === name);
}

/** The list the user adds records to (the one with an append action), else the first list. */
export function mainList(spec: AppSpec): StateVar | undefined {
  const appended = new Set(allActions(spec).flatMap((a) => (a.do === 'append' ? [a.list] : [])));
  return spec.state.find((v) => v.type === 'list' && appended.has(v.name)) ?? spec.state.find((v) => v.type === 'list');
}

export function listsShowing(spec: AppSpec, source: string): ListComponent[] {
  return allComponents(spec).filter((c): c is ListComponent => c.type === 'list' && c.source === source);
}

/** A fresh component id based on `base` that no component uses yet. */
export function freshId(spec: AppSpec, wanted: string): string {
  // Ids are snake_case: a field named "dateFinished" gives "date_finished_input".
  const base = wanted.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/^[^a-z]+/, '').slice(0, 36) || 'item';
  const used = new Set(allComponents(spec).map((c) => c.id));
  if (!used.has(base)) return base;
  for (let i = 2; ; i++) if (!used.has(`${base}_${i}`)) return `${base}_${i}`;
}

/** A state variable name not yet used: `wanted`, else `wanted2`, `wanted3` … */
export function freshVar(spec: AppSpec, wanted: string): string {
  const used = new Set(spec.state.map((v) => v.name));
  if (!used.has(wanted)) return wanted;
  for (let i = 2; ; i++) if (!used.has(`${wanted}${i}`)) return `${wanted}${i}`;
}

/** Whether an expression or template mentions `name` as a whole word. */
export function mentions(source: string, name: string): boolean {
  return new RegExp(`(^|[^A-Za-z0-9_.])${name.replace(/\./g, '\\.')}(?![A-Za-z0-9_])`).test(source);
}

/** Inserts `component` right after the component with id `afterId`, wherever it sits. */
export function insertAfter(spec: AppSpec, afterId: string, component: Component): boolean {
  let done = false;
  forEachChildren(spec, (children) => {
    const at = children.findIndex((c) => c.id === afterId);
    if (done || at < 0) return;
    children.splice(at + 1, 0, component);
    done = true;
  });
  return done;
}

/** Removes every component matching `predicate`, returning how many went. */
export function removeComponents(spec: AppSpec, predicate: (c: Component) => boolean): number {
  let removed = 0;
  forEachChildren(spec, (children) => {
    for (let i = children.length - 1; i >= 0; i--) {
      if (!predicate(children[i]!)) continue;
      children.splice(i, 1);
      removed++;
    }
  });
  return removed;
}
