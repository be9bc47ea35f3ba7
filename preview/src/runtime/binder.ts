import type { Action, AppSpec, Component, ListComponent } from '@droidforge/contracts';
import { parseNumber as textToNumber } from '@droidforge/generator/spec/expr/runtime';
import type { Binder, BoundView, ItemScope } from '../binding';
import type { ItemContext } from './actions';
import type { IndexedComponent } from './components';
import { formatValue, type EvalScope, type ExpressionEngine, type Value } from './expressions';
import { startsGroup, visibleItemIndexes } from './list-view-model';
import type { AppState } from './state';

/** What the binder needs from the running app. */
export interface RuntimeHandle {
  spec: AppSpec;
  engine: ExpressionEngine;
  state: AppState;
  run(actions: readonly Action[], item?: ItemContext): void;
  setVar(name: string, value: Value): void;
  setItemField(list: string, index: number, field: string, value: Value): void;
  /** Raw text last typed into inputs bound to number variables ("1." must stay "1." while typing). */
  drafts: Readonly<Record<string, string>>;
  setDraft(name: string, text: string): void;
}

const ITEM_BIND = /^item\.([A-Za-z][A-Za-z0-9_]*)$/;

/** Connects view ids in the emitted layouts to the AppSpec components of the current screen. */
export function createBinder(components: ReadonlyMap<string, IndexedComponent>, rt: RuntimeHandle): Binder {
  const context = (entry: IndexedComponent, scope: ItemScope | null): { evalScope: EvalScope; item?: ItemContext } => {
    const list = entry.inList;
    if (!list || !scope || scope.listId !== list.id) return { evalScope: { state: rt.state } };
    const source = rt.state[list.source];
    const item = Array.isArray(source) ? source[scope.index] : undefined;
    return { evalScope: { state: rt.state, list: list.source, item, index: scope.index }, item: { list: list.source, index: scope.index } };
  };

  return {
    visibility(viewId, scope) {
      const emptyOf = emptyTextOwner(components, viewId);
      if (emptyOf) return visibleItemIndexes(emptyOf, rt.state, rt.engine).length === 0 ? 'visible' : 'gone';
      const groupOf = groupHeaderOwner(components, viewId);
      if (groupOf) return scope && startsGroup(groupOf, rt.state, rt.engine, scope.index) ? 'visible' : 'gone';
      const entry = components.get(viewId);
      if (!entry?.component.visible) return null;
      return rt.engine.evaluate(entry.component.visible, context(entry, scope).evalScope) === false ? 'gone' : 'visible';
    },
    bind(viewId, scope) {
      const emptyOf = emptyTextOwner(components, viewId);
      if (emptyOf) return { kind: 'text', text: rt.engine.template(emptyOf.empty, { state: rt.state }) };
      const groupOf = groupHeaderOwner(components, viewId);
      if (groupOf?.groupBy && scope) {
        const source = rt.state[groupOf.source];
        const item = Array.isArray(source) ? source[scope.index] : undefined;
        return { kind: 'text', text: rt.engine.template(groupOf.groupBy.header, { state: rt.state, list: groupOf.source, item, index: scope.index }) };
      }
      const entry = components.get(viewId);
      if (!entry) return null;
      const { evalScope, item } = context(entry, scope);
      return bindComponent(entry.component, evalScope, item, rt);
    },
  };
}

/** The emitter follows each ListView with a `<listId>_empty` TextView, shown while no item is visible. */
function emptyTextOwner(components: ReadonlyMap<string, IndexedComponent>, viewId: string): ListComponent | undefined {
  if (!viewId.endsWith('_empty') || components.has(viewId)) return undefined;
  const owner = components.get(viewId.slice(0, -'_empty'.length))?.component;
  return owner?.type === 'list' ? owner : undefined;
}

/** A grouped list's rows start with a `<listId>_group` header TextView (see the emitter's layout). */
function groupHeaderOwner(components: ReadonlyMap<string, IndexedComponent>, viewId: string): ListComponent | undefined {
  if (!viewId.endsWith('_group') || components.has(viewId)) return undefined;
  const owner = components.get(viewId.slice(0, -'_group'.length))?.component;
  return owner?.type === 'list' && owner.groupBy ? owner : undefined;
}

function bindComponent(c: Component, scope: EvalScope, item: ItemContext | undefined, rt: RuntimeHandle): BoundView | null {
  switch (c.type) {
    case 'text':
      return { kind: 'text', text: rt.engine.template(c.text, scope) };
    case 'button':
      return { kind: 'button', label: rt.engine.template(c.label, scope), click: () => rt.run(c.onClick, item) };
    case 'input': {
      return { kind: 'input', value: inputText(rt, c.bind), setValue: (text) => setFromText(rt, c.bind, text) };
    }
    case 'switch':
    case 'checkbox':
      return bindToggle(c.bind, c.label, scope, item, rt);
    case 'slider': {
      const value = rt.state[c.bind];
      return { kind: 'slider', value: typeof value === 'number' ? value : c.min, min: c.min, max: c.max, step: c.step, setValue: (v) => rt.setVar(c.bind, v) };
    }
    case 'radio':
    case 'select': {
      const value = rt.state[c.bind];
      return { kind: 'choice', value: typeof value === 'string' ? value : '', options: c.options, choose: (v) => rt.setVar(c.bind, v) };
    }
    case 'progress': {
      const value = rt.engine.evaluate(c.value, scope);
      const max = rt.engine.evaluate(c.max, scope);
      return { kind: 'progress', value: typeof value === 'number' ? value : 0, max: typeof max === 'number' ? max : 100 };
    }
    case 'list':
      return bindList(c, rt);
    default:
      return null;
  }
}

/** A switch binds a bool variable, or `item.<field>` of the list item it sits in. */
function bindToggle(bind: string, label: string, scope: EvalScope, item: ItemContext | undefined, rt: RuntimeHandle): BoundView {
  const field = ITEM_BIND.exec(bind)?.[1];
  if (field) {
    return {
      kind: 'toggle',
      label,
      checked: scope.item?.[field] === true,
      setChecked: (checked) => {
        if (item) rt.setItemField(item.list, item.index, field, checked);
      },
    };
  }
  return { kind: 'toggle', label, checked: rt.state[bind] === true, setChecked: (checked) => rt.setVar(bind, checked) };
}

function bindList(list: ListComponent, rt: RuntimeHandle): BoundView {
  const indexes = visibleItemIndexes(list, rt.state, rt.engine);
  const forItem = (actions: readonly Action[]) => (actions.length === 0 ? undefined : (index: number) => rt.run(actions, { list: list.source, index }));
  return {
    kind: 'list',
    items: indexes.map((index) => ({ key: String(index), scope: { listId: list.id, index } })),
    click: forItem(list.onItemClick),
    longClick: forItem(list.onItemLongClick),
  };
}

/** Text typed into an input: numbers are parsed for number variables (unparseable text counts as 0). */
function setFromText(rt: RuntimeHandle, name: string, text: string): void {
  const v = rt.spec.state.find((s) => s.name === name);
  if (v?.type !== 'number') {
    rt.setVar(name, text);
    return;
  }
  rt.setDraft(name, text);
  rt.setVar(name, textToNumber(text));
}

/**
 * What the EditText shows, as the emitted Kotlin decides it: the typed text stays while it still
 * means the stored number, otherwise the number is written back. The field starts empty (no
 * android:text), so a number variable holding 0 shows the hint, exactly like the APK.
 */
function inputText(rt: RuntimeHandle, name: string): string {
  const value = rt.state[name];
  const draft = rt.drafts[name] ?? '';
  if (typeof value === 'number' && textToNumber(draft) === value) return draft;
  return value === undefined ? '' : formatValue(value);
}
