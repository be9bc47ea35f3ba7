import { describe, expect, test } from 'vitest';
import { mainScreen, makeSpec } from '../testing/runtime-fixtures';
import { initialState, savePersisted, storageKey, type KeyValueStore } from './state';

const spec = makeSpec({
  state: [
    { name: 'count', type: 'number', initial: 5, persist: true },
    { name: 'name', type: 'text', initial: 'x' },
    { name: 'notes', type: 'list', persist: true, fields: [{ name: 'body', type: 'text' }, { name: 'pinned', type: 'bool' }] },
  ],
  screens: [mainScreen('Main', [])],
});

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe('runtime state', () => {
  test('starts from the spec initial values and type defaults', () => {
    expect(initialState(spec, null)).toEqual({ count: 5, name: 'x', notes: [] });
  });

  test('saves only persisted variables and restores them', () => {
    const store = memoryStore();
    savePersisted(spec, { count: 9, name: 'secret', notes: [{ body: 'hi', pinned: true }] }, store);
    expect(JSON.parse(store.data[storageKey(spec)] ?? '{}')).toEqual({ count: 9, notes: [{ body: 'hi', pinned: true }] });
    expect(initialState(spec, store)).toEqual({ count: 9, name: 'x', notes: [{ body: 'hi', pinned: true }] });
  });

  test('ignores corrupt or wrongly typed saved data', () => {
    expect(initialState(spec, memoryStore({ [storageKey(spec)]: '{not json' }))).toEqual({ count: 5, name: 'x', notes: [] });
    const store = memoryStore({ [storageKey(spec)]: JSON.stringify({ count: 'nine', notes: [{ body: 3, pinned: 'yes', extra: '<script>' }, 'junk'] }) });
    expect(initialState(spec, store)).toEqual({ count: 5, name: 'x', notes: [{ body: '', pinned: false }] });
  });
});
