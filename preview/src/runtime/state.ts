import type { AppSpec, StateVar } from '@droidforge/contracts';
import type { ListItem, Value } from './expressions';

export type AppState = Readonly<Record<string, Value>>;

/** Minimal storage surface (localStorage in the browser, a fake in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** One key per app, so two previewed apps never share saved values. */
export function storageKey(spec: AppSpec): string {
  return `droidforge.preview.${spec.app.packageName}`;
}

export function defaultValue(v: StateVar): Value {
  switch (v.type) {
    case 'number':
      return 0;
    case 'bool':
      return false;
    case 'list':
      return [];
    default:
      return '';
  }
}

/** State as the APK starts: persisted values (when valid for the variable's type) over the spec's initial values. */
export function initialState(spec: AppSpec, store: KeyValueStore | null): AppState {
  const saved = loadSaved(spec, store);
  const state: Record<string, Value> = {};
  for (const v of spec.state) {
    const fromStore = v.persist ? coerce(v, saved[v.name]) : null;
    state[v.name] = fromStore ?? coerce(v, v.initial) ?? defaultValue(v);
  }
  return state;
}

export function savePersisted(spec: AppSpec, state: AppState, store: KeyValueStore | null): void {
  if (!store) return;
  const persisted = spec.state.filter((v) => v.persist);
  if (persisted.length === 0) return;
  const out: Record<string, Value> = {};
  for (const v of persisted) out[v.name] = state[v.name] ?? defaultValue(v);
  try {
    store.setItem(storageKey(spec), JSON.stringify(out));
  } catch {
    // Storage full or blocked (private mode): the preview still runs, it just forgets.
  }
}

function loadSaved(spec: AppSpec, store: KeyValueStore | null): Record<string, unknown> {
  if (!store || !spec.state.some((v) => v.persist)) return {};
  try {
    const parsed: unknown = JSON.parse(store.getItem(storageKey(spec)) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Accepts a value only if it fits the variable's type; list items keep only their declared, well-typed fields. */
function coerce(v: StateVar, raw: unknown): Value | null {
  if (raw === undefined || raw === null) return null;
  if (v.type === 'number') return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
  if (v.type === 'text') return typeof raw === 'string' ? raw : null;
  if (v.type === 'bool') return typeof raw === 'boolean' ? raw : null;
  if (!Array.isArray(raw)) return null;
  return raw.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object').map((x) => coerceItem(v, x));
}

function coerceItem(v: StateVar, raw: Record<string, unknown>): ListItem {
  const item: ListItem = {};
  for (const f of v.fields ?? []) {
    const value = raw[f.name];
    if (f.type === 'number') item[f.name] = typeof value === 'number' ? value : 0;
    else if (f.type === 'bool') item[f.name] = typeof value === 'boolean' ? value : false;
    else item[f.name] = typeof value === 'string' ? value : '';
  }
  return item;
}

export function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
