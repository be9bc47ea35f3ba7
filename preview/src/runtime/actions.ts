import type { Action, AppSpec, StateVar } from '@droidforge/contracts';
import type { EvalScope, ExpressionEngine, ListItem, Value } from './expressions';
import { defaultValue, type AppState } from './state';

/** The actions that ask the phone to do something besides changing state. */
type EffectAction = Extract<Action, { do: 'navigate' | 'back' | 'toast' | 'signal' | 'share' | 'dial' | 'copy' | 'startTimer' | 'stopTimer' }>;

/** Such an action once run: its `do` becomes `kind`, its texts are evaluated. */
export type Effect = EffectAction extends infer A ? (A extends { do: infer K } ? { kind: K } & Omit<A, 'do'> : never) : never;

/** The list item an action runs for (button inside an item, item click). */
export interface ItemContext {
  list: string;
  index: number;
}

export interface ActionResult {
  state: AppState;
  effects: Effect[];
}

const MAX_STEPS = 500;

/**
 * Runs actions in order, each seeing the state left by the previous one, like the emitted Kotlin.
 * Pure: returns the new state and the effects; an action whose expression fails is skipped.
 */
export function runActions(actions: readonly Action[], state: AppState, spec: AppSpec, engine: ExpressionEngine, item?: ItemContext): ActionResult {
  const run = new ActionRun(spec, engine, state, item);
  run.all(actions);
  return { state: run.state, effects: run.effects };
}

class ActionRun {
  effects: Effect[] = [];
  private steps = 0;

  constructor(
    private readonly spec: AppSpec,
    private readonly engine: ExpressionEngine,
    public state: AppState,
    private readonly item: ItemContext | undefined,
  ) {}

  all(actions: readonly Action[]): void {
    for (const action of actions) {
      if (++this.steps > MAX_STEPS) return;
      this.one(action);
    }
  }

  private scope(): EvalScope {
    if (!this.item) return { state: this.state };
    const list = this.state[this.item.list];
    const item = Array.isArray(list) ? list[this.item.index] : undefined;
    return { state: this.state, list: this.item.list, item, index: this.item.index };
  }

  private eval(source: string): Value | null {
    return this.engine.evaluate(source, this.scope());
  }

  private one(a: Action): void {
    switch (a.do) {
      case 'set': {
        const v = this.eval(a.value);
        if (v !== null) this.assign(a.var, v);
        return;
      }
      case 'increment': {
        const by = this.eval(a.by);
        const current = this.state[a.var];
        if (typeof by === 'number' && typeof current === 'number') this.assign(a.var, current + by);
        return;
      }
      case 'append':
        return this.append(a.list, a.item);
      case 'removeItem':
        return this.editList(a.list, a.index, (items, i) => items.filter((_, j) => j !== i));
      case 'updateItem': {
        const value = this.eval(a.value);
        if (value === null || Array.isArray(value)) return;
        return this.editList(a.list, a.index, (items, i) => items.map((it, j) => (j === i ? { ...it, [a.field]: value } : it)));
      }
      case 'clear': {
        const v = this.variable(a.var);
        if (v) this.assign(a.var, defaultValue(v));
        return;
      }
      case 'if': {
        const cond = this.eval(a.cond);
        this.all(cond === true ? a.then : a.else);
        return;
      }
      case 'navigate':
        this.effects.push({ kind: 'navigate', screen: a.screen });
        return;
      case 'back':
        this.effects.push({ kind: 'back' });
        return;
      case 'toast':
      case 'signal':
      case 'share':
      case 'copy':
        this.effects.push({ kind: a.do, text: this.engine.template(a.text, this.scope()) });
        return;
      case 'dial':
        this.effects.push({ kind: 'dial', phone: this.engine.template(a.phone, this.scope()) });
        return;
      case 'startTimer':
      case 'stopTimer':
        this.effects.push({ kind: a.do, timer: a.timer });
        return;
    }
  }

  private variable(name: string): StateVar | undefined {
    return this.spec.state.find((v) => v.name === name);
  }

  private assign(name: string, value: Value): void {
    if (!this.variable(name)) return;
    this.state = { ...this.state, [name]: value };
  }

  private append(list: string, fields: Readonly<Record<string, string>>): void {
    const v = this.variable(list);
    const items = this.state[list];
    if (!v || !Array.isArray(items)) return;
    const item: ListItem = {};
    for (const f of v.fields ?? []) {
      const source = fields[f.name];
      const value = source === undefined ? null : this.eval(source);
      item[f.name] = value !== null && !Array.isArray(value) ? value : (defaultValue({ ...v, type: f.type === 'date' ? 'text' : f.type }) as string | number | boolean);
    }
    this.assign(list, [...items, item]);
  }

  private editList(list: string, indexSource: string, edit: (items: ListItem[], index: number) => ListItem[]): void {
    const items = this.state[list];
    const index = this.eval(indexSource);
    if (!Array.isArray(items) || typeof index !== 'number') return;
    const i = Math.floor(index);
    if (i < 0 || i >= items.length) return;
    this.assign(list, edit(items, i));
  }
}
