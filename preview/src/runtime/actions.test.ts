import { describe, expect, test } from 'vitest';
import { runActions } from './actions';
import { ExpressionEngine } from './expressions';
import { mainScreen, makeSpec } from '../testing/runtime-fixtures';
import { initialState } from './state';

const spec = makeSpec({
  state: [
    { name: 'total', type: 'number', initial: 10 },
    { name: 'label', type: 'text', initial: 'start' },
    { name: 'items', type: 'list', initial: [{ name: 'a', qty: 1 }, { name: 'b', qty: 2 }], fields: [{ name: 'name', type: 'text' }, { name: 'qty', type: 'number' }] },
  ],
  screens: [mainScreen('Main', [])],
});
const engine = new ExpressionEngine(spec);
const start = initialState(spec, null);
const run = (actions: Parameters<typeof runActions>[0], item?: { list: string; index: number }) => runActions(actions, start, spec, engine, item);

describe('runActions', () => {
  test('later actions see the state left by earlier ones', () => {
    const { state } = run([
      { do: 'set', var: 'total', value: 'total * 2' },
      { do: 'set', var: 'label', value: "'total is ' + str(total)" },
    ]);
    expect(state['total']).toBe(20);
    expect(state['label']).toBe('total is 20');
  });

  test('if runs the else branch when the condition is false', () => {
    const { state } = run([{ do: 'if', cond: 'total > 100', then: [{ do: 'set', var: 'label', value: "'big'" }], else: [{ do: 'set', var: 'label', value: "'small'" }] }]);
    expect(state['label']).toBe('small');
  });

  test('updateItem and removeItem address the item in scope by index', () => {
    const updated = run([{ do: 'updateItem', list: 'items', index: 'index', field: 'qty', value: 'item.qty + 5' }], { list: 'items', index: 1 });
    expect(updated.state['items']).toEqual([{ name: 'a', qty: 1 }, { name: 'b', qty: 7 }]);
    const removed = run([{ do: 'removeItem', list: 'items', index: 'index' }], { list: 'items', index: 0 });
    expect(removed.state['items']).toEqual([{ name: 'b', qty: 2 }]);
  });

  test('append fills fields it was not given with their defaults', () => {
    const { state } = run([{ do: 'append', list: 'items', item: { name: "'c'" } }]);
    expect(state['items']).toEqual([{ name: 'a', qty: 1 }, { name: 'b', qty: 2 }, { name: 'c', qty: 0 }]);
  });

  test('clear resets a variable to its empty value', () => {
    const { state } = run([{ do: 'clear', var: 'items' }, { do: 'clear', var: 'label' }]);
    expect(state['items']).toEqual([]);
    expect(state['label']).toBe('');
  });

  test('an action with a broken expression is skipped and the rest still run', () => {
    const { state } = run([{ do: 'set', var: 'total', value: 'nosuchvar + 1' }, { do: 'increment', var: 'total', by: '1' }]);
    expect(state['total']).toBe(11);
  });

  test('an out-of-range index leaves the list alone', () => {
    const { state } = run([{ do: 'removeItem', list: 'items', index: '7' }]);
    expect(state['items']).toBe(start['items']);
  });

  test('navigation, messages and timers come back as effects with templates filled in', () => {
    const { effects } = run([{ do: 'toast', text: 'Total {total}' }, { do: 'navigate', screen: 'main' }, { do: 'dial', phone: '555' }, { do: 'startTimer', timer: 't' }]);
    expect(effects).toEqual([
      { kind: 'toast', text: 'Total 10' },
      { kind: 'navigate', screen: 'main' },
      { kind: 'dial', phone: '555' },
      { kind: 'startTimer', timer: 't' },
    ]);
  });
});
