import { listOrder, type Action, type AppSpec, type Component, type StateVar } from '@droidforge/contracts';
import { compileExpr, compileTemplate, evaluate, evaluateTemplate, type ListItem, type Scope, type TypeEnv, type Value } from '../../spec/expr';

/**
 * A tiny AppSpec interpreter for tests: clicks buttons, ticks timers and reads texts through the real
 * expression evaluator, so tests can show that a composed app does what the prompt asked.
 */
export class SpecRunner {
  state: Record<string, Value> = {};
  screen = 'main';
  readonly toasts: string[] = [];
  readonly signals: string[] = [];
  readonly shared: string[] = [];
  readonly dialled: string[] = [];
  readonly copied: string[] = [];
  readonly runningTimers = new Set<string>();
  private readonly env: TypeEnv;

  /** `saved` holds the persisted values of an earlier run, as the app finds them when it reopens. */
  constructor(private readonly spec: AppSpec, private readonly clock?: Scope['clock'], saved: Readonly<Record<string, Value>> = {}) {
    for (const v of spec.state) this.state[v.name] = v.persist && saved[v.name] !== undefined ? structuredClone(saved[v.name]!) : initialOf(v);
    this.env = {
      vars: Object.fromEntries(spec.state.map((v) => [v.name, { type: v.type, fields: Object.fromEntries((v.fields ?? []).map((f) => [f.name, f.type === 'date' ? 'text' : f.type])) }])),
    };
    this.open('main');
  }

  /** The app closed and opened again (optionally later): persisted variables survive, timers do not. */
  reopen(clock: Scope['clock'] = this.clock): SpecRunner {
    return new SpecRunner(this.spec, clock, this.state);
  }

  /** Shows a screen and runs its start actions, as the app does when the screen opens. */
  open(screenId: string): void {
    this.screen = screenId;
    this.run(this.spec.screens.find((s) => s.id === screenId)?.onStart ?? [], {});
  }

  /** Finds a component anywhere in the spec (including list item templates) by id. */
  find(id: string): { component: Component; list?: Extract<Component, { type: 'list' }> } {
    for (const s of this.spec.screens) {
      const found = findIn(s.children, id);
      if (found) return found;
    }
    throw new Error(`No component ${id}`);
  }

  click(id: string, index?: number): void {
    const { component, list } = this.find(id);
    if (component.type !== 'button') throw new Error(`${id} is not a button`);
    this.run(component.onClick, this.itemScope(list, index));
  }

  clickItem(listId: string, index: number, long = false): void {
    const { component } = this.find(listId);
    if (component.type !== 'list') throw new Error(`${listId} is not a list`);
    this.run(long ? component.onItemLongClick : component.onItemClick, this.itemScope(component, index));
  }

  tick(timer: string, times = 1): void {
    const t = this.spec.timers.find((x) => x.id === timer);
    if (!t) throw new Error(`No timer ${timer}`);
    for (let i = 0; i < times && this.runningTimers.has(timer); i++) this.run(t.onTick, {});
  }

  text(id: string, index?: number): string {
    const { component, list } = this.find(id);
    const template = component.type === 'text' ? component.text : component.type === 'button' ? component.label : undefined;
    if (template === undefined) throw new Error(`${id} has no text`);
    return this.template(template, this.itemScope(list, index));
  }

  isVisible(id: string, index?: number): boolean {
    const { component, list } = this.find(id);
    return component.visible ? this.value(component.visible, this.itemScope(list, index)) === true : true;
  }

  /** Indexes of the items a list shows, after its filter and sort. */
  visibleItems(listId: string): number[] {
    const { component } = this.find(listId);
    if (component.type !== 'list') throw new Error(`${listId} is not a list`);
    const items = (this.state[component.source] as ListItem[]).map((_, i) => i);
    const shown = component.filter ? items.filter((i) => this.value(component.filter!, this.itemScope(component, i)) === true) : items;
    // As the runtimes order rows (listOrder): by the group field first (grouped lists), then by sortBy.
    const keys = listOrder(component);
    if (keys.length === 0) return shown;
    const list = this.state[component.source] as ListItem[];
    return [...shown].sort((a, b) => {
      for (const k of keys) {
        const [x, y] = [list[a]![k.field]!, list[b]![k.field]!];
        const c = (x < y ? -1 : x > y ? 1 : 0) * (k.descending ? -1 : 1);
        if (c !== 0) return c;
      }
      return 0;
    });
  }

  value(src: string, extra: Partial<Scope> = {}): Value {
    const env = extra.item ? { ...this.env, item: this.itemEnv(extra) } : this.env;
    const compiled = compileExpr(src, env);
    if (!compiled.ok) throw new Error(`${compiled.error.message} in ${src}`);
    return evaluate(compiled.value, { state: this.state, ...(this.clock ? { clock: this.clock } : {}), ...extra });
  }

  private itemEnv(extra: Partial<Scope>): TypeEnv['item'] {
    return Object.fromEntries(Object.entries(extra.item ?? {}).map(([k, v]) => [k, typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'bool' : 'text']));
  }

  private template(src: string, extra: Partial<Scope>): string {
    const env = extra.item ? { ...this.env, item: this.itemEnv(extra) } : this.env;
    const compiled = compileTemplate(src, env);
    if (!compiled.ok) throw new Error(`${compiled.error.message} in ${src}`);
    return evaluateTemplate(compiled.value, { state: this.state, ...(this.clock ? { clock: this.clock } : {}), ...extra });
  }

  private itemScope(list: Extract<Component, { type: 'list' }> | undefined, index: number | undefined): Partial<Scope> {
    if (!list || index === undefined) return {};
    const item = (this.state[list.source] as ListItem[])[index];
    if (!item) throw new Error(`No item ${index} in ${list.source}`);
    return { item, index };
  }

  private run(actions: readonly Action[], scope: Partial<Scope>): void {
    for (const a of actions) this.runAction(a, scope);
  }

  private runAction(a: Action, scope: Partial<Scope>): void {
    const v = (src: string) => this.value(src, scope);
    switch (a.do) {
      case 'set': this.state[a.var] = v(a.value); return;
      case 'increment': this.state[a.var] = (this.state[a.var] as number) + (v(a.by) as number); return;
      // As the APK (`.clear()`, or the type's zero) and the preview do: a list empties even when it started full.
      case 'clear': this.state[a.var] = zeroOf(this.spec.state.find((s) => s.name === a.var)!); return;
      case 'append': {
        const item = Object.fromEntries(Object.entries(a.item).map(([k, e]) => [k, v(e)])) as ListItem;
        this.state[a.list] = [...(this.state[a.list] as ListItem[]), item];
        return;
      }
      case 'removeItem': this.state[a.list] = (this.state[a.list] as ListItem[]).filter((_, i) => i !== v(a.index)); return;
      case 'updateItem': {
        const at = v(a.index) as number;
        const value = v(a.value);
        this.state[a.list] = (this.state[a.list] as ListItem[]).map((it, i) => (i === at ? { ...it, [a.field]: value as ListItem[string] } : it));
        return;
      }
      case 'navigate': this.open(a.screen); return;
      case 'back': this.screen = 'main'; return;
      case 'toast': this.toasts.push(this.template(a.text, scope)); return;
      case 'share': this.shared.push(this.template(a.text, scope)); return;
      case 'dial': this.dialled.push(this.template(a.phone, scope)); return;
      case 'copy': this.copied.push(this.template(a.text, scope)); this.toasts.push('Copied'); return;
      case 'startTimer': this.runningTimers.add(a.timer); return;
      case 'stopTimer': this.runningTimers.delete(a.timer); return;
      case 'if': this.run(v(a.cond) ? a.then : a.else, scope); return;
      // A beep or buzz with its words: kept apart from toasts, so a test can tell a silenced signal.
      case 'signal': this.signals.push(this.template(a.text, scope)); return;
    }
  }
}

function zeroOf(v: StateVar): Value {
  return v.type === 'number' ? 0 : v.type === 'bool' ? false : v.type === 'list' ? [] : '';
}

function initialOf(v: StateVar): Value {
  if (v.initial !== undefined) return structuredClone(v.initial) as Value;
  return v.type === 'number' ? 0 : v.type === 'bool' ? false : v.type === 'list' ? [] : '';
}

function findIn(children: readonly Component[], id: string, list?: Extract<Component, { type: 'list' }>): { component: Component; list?: Extract<Component, { type: 'list' }> } | undefined {
  for (const c of children) {
    if (c.id === id) return list ? { component: c, list } : { component: c };
    const nested = 'children' in c ? findIn(c.children, id, list) : c.type === 'list' ? findIn(c.item, id, c) : undefined;
    if (nested) return nested;
  }
  return undefined;
}
