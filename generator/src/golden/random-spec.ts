import fc from 'fast-check';
import { AppSpecSchema, type Action, type AppSpec, type Component } from '@droidforge/contracts';

/**
 * Random but valid AppSpecs over a fixed state shape. Ids are assigned after generation so they
 * are unique; expressions come from pools known to type-check in their scope.
 */
const NUMBER_EXPRS = ['n', 'n * 2 + 1', 'round(n / 3)', 'len(t)', 'sum(items, "qty")', 'count(items, "ok")', 'b ? 1 : 0', 'pow(n, 2) + sqrt(abs(n))', "days(today()) - days('2024-02-29') + year(t)"];
const TEXT_TEMPLATES = ['Hello', 'Count: {n}', '{t} & <{fixed(n, 2)}>', "It's {b ? 'on' : 'off'}", '@home', '?maybe', 'Line\nbreak "quoted"'];
const ITEM_TEMPLATES = ['{item.label}', '{item.qty} × {item.label}', '#{index + 1}'];
const BOOL_EXPRS = ['b', 'n > 2', '!b || len(t) == 0'];

/** Actions allowed when a screen opens: anything but navigation. */
const START_ACTIONS: Action[] = [
  { do: 'set', var: 'n', value: 'month(today()) * 100 + day(today())' },
  { do: 'if', cond: 'b', then: [{ do: 'startTimer', timer: 'tick' }], else: [] },
  { do: 'copy', text: 'Code {t}' },
  { do: 'toast', text: 'Welcome back' },
];

const screenAction = (screens: string[]): fc.Arbitrary<Action> =>
  fc.oneof(
    fc.constantFrom<Action>(
      { do: 'increment', var: 'n', by: '1' },
      { do: 'set', var: 't', value: '"x" + n' },
      { do: 'set', var: 'b', value: '!b' },
      { do: 'append', list: 'items', item: { label: 't', qty: 'n', ok: 'b' } },
      { do: 'clear', var: 'items' },
      { do: 'toast', text: 'Total {sum(items, "qty")}' },
      { do: 'share', text: 'I have {n}' },
      { do: 'copy', text: 'Copied {n} & "{t}"' },
      { do: 'startTimer', timer: 'tick' },
      { do: 'stopTimer', timer: 'tick' },
      { do: 'back' },
      { do: 'if', cond: 'n > 3', then: [{ do: 'clear', var: 'n' }], else: [{ do: 'dial', phone: '555 {n}' }] },
    ),
    fc.constantFrom(...screens).map((screen): Action => ({ do: 'navigate', screen })),
  );

const itemAction = fc.constantFrom<Action>(
  { do: 'removeItem', list: 'items', index: 'index' },
  { do: 'updateItem', list: 'items', index: 'index', field: 'ok', value: '!item.ok' },
  { do: 'toast', text: '{item.label}' },
);

function leaf(screens: string[]): fc.Arbitrary<Component> {
  const id = 'x';
  return fc.oneof(
    fc.record({ type: fc.constant('text' as const), id: fc.constant(id), text: fc.constantFrom(...TEXT_TEMPLATES), size: fc.constantFrom('small' as const, 'body' as const, 'display' as const), bold: fc.boolean(), align: fc.constantFrom('start' as const, 'center' as const, 'end' as const) }),
    fc.record({ type: fc.constant('button' as const), id: fc.constant(id), label: fc.constantFrom('Go', 'Add {n}'), onClick: fc.array(screenAction(screens), { maxLength: 3 }), style: fc.constantFrom('filled' as const, 'outlined' as const, 'text' as const) }),
    fc.record({ type: fc.constant('input' as const), id: fc.constant(id), bind: fc.constantFrom('n', 't'), inputType: fc.constant('text' as const), hint: fc.constantFrom('', 'Type here') }),
    fc.record({ type: fc.constantFrom('switch' as const, 'checkbox' as const), id: fc.constant(id), bind: fc.constant('b'), label: fc.constantFrom('', 'Enabled') }),
    fc.record({ type: fc.constant('slider' as const), id: fc.constant(id), bind: fc.constant('n'), min: fc.constant(-5), max: fc.constant(10), step: fc.constantFrom(0.5, 1) }),
    fc.record({ type: fc.constantFrom('radio' as const, 'select' as const), id: fc.constant(id), bind: fc.constant('t'), options: fc.constant(['A', 'B & C']) }),
    fc.record({ type: fc.constant('progress' as const), id: fc.constant(id), value: fc.constantFrom(...NUMBER_EXPRS), max: fc.constant('10') }),
    fc.record({ type: fc.constant('image' as const), id: fc.constant(id), icon: fc.constantFrom('star' as const, 'add' as const), size: fc.constant(48) }),
    fc.record({ type: fc.constantFrom('spacer' as const), id: fc.constant(id), size: fc.constant(8) }),
    fc.record({ type: fc.constant('divider' as const), id: fc.constant(id) }),
  ).chain((c) => fc.option(fc.constantFrom(...BOOL_EXPRS), { nil: undefined }).map((visible) => (visible ? { ...c, visible } : c) as Component));
}

const itemComponent: fc.Arbitrary<Component> = fc.oneof(
  fc.record({ type: fc.constant('text' as const), id: fc.constant('x'), text: fc.constantFrom(...ITEM_TEMPLATES), size: fc.constant('body' as const), bold: fc.boolean(), align: fc.constant('start' as const) }),
  fc.record({ type: fc.constant('checkbox' as const), id: fc.constant('x'), bind: fc.constantFrom('item.ok', 'b'), label: fc.constant('') }),
  fc.record({ type: fc.constant('button' as const), id: fc.constant('x'), label: fc.constant('Del {item.qty}'), onClick: fc.array(itemAction, { maxLength: 2 }), style: fc.constant('text' as const) }),
) as fc.Arbitrary<Component>;

function tree(screens: string[]): fc.Arbitrary<Component[]> {
  const { children } = fc.letrec((tie) => ({
    node: fc.oneof(
      { maxDepth: 3, withCrossShrink: true },
      leaf(screens),
      fc.record({ type: fc.constantFrom('row' as const, 'column' as const, 'card' as const), id: fc.constant('x'), children: tie('children') as fc.Arbitrary<Component[]> }),
      fc.record({ type: fc.constant('grid' as const), id: fc.constant('x'), columns: fc.integer({ min: 1, max: 4 }), children: tie('children') as fc.Arbitrary<Component[]> }),
    ) as fc.Arbitrary<Component>,
    children: fc.array(tie('node'), { maxLength: 4 }),
  }));
  const list = fc.record({
    type: fc.constant('list' as const), id: fc.constant('x'), source: fc.constant('items'),
    item: fc.array(itemComponent, { minLength: 1, maxLength: 3 }),
    onItemClick: fc.array(itemAction, { maxLength: 2 }), onItemLongClick: fc.array(itemAction, { maxLength: 1 }),
    filter: fc.option(fc.constantFrom('item.ok', 'item.qty > n'), { nil: undefined }),
    sortBy: fc.option(fc.record({ field: fc.constantFrom('label', 'qty', 'ok'), descending: fc.boolean() }), { nil: undefined }),
    empty: fc.constantFrom('', 'Nothing yet', '{n} items'),
  }) as fc.Arbitrary<Component>;
  return fc.tuple(children as fc.Arbitrary<Component[]>, fc.option(list, { nil: undefined })).map(([cs, l]) => (l ? [...cs, l] : cs));
}

function assignIds(children: Component[], next: () => string): Component[] {
  return children.map((c) => {
    const copy = { ...c, id: next() } as Component;
    if (copy.type === 'list') copy.item = assignIds(copy.item, next);
    else if ('children' in copy) copy.children = assignIds(copy.children, next);
    return copy;
  });
}

export const randomSpec: fc.Arbitrary<AppSpec> = fc.integer({ min: 1, max: 3 }).chain((count) => {
  const ids = ['main', 'second', 'third'].slice(0, count);
  const starts = fc.array(fc.subarray(START_ACTIONS, { maxLength: 2 }), { minLength: count, maxLength: count });
  return fc.tuple(fc.array(tree(ids), { minLength: count, maxLength: count }), starts, fc.boolean(), fc.boolean()).map(([trees, onStart, dark, persist]) => {
    let n = 0;
    const next = () => `c${n++}`;
    return AppSpecSchema.parse({
      version: 1,
      app: { name: 'Random <App> & "Co"', packageName: 'com.example.random' },
      theme: { primary: '#123456', accent: '#ABCDEF', dark },
      state: [
        { name: 'n', type: 'number', initial: 2, persist },
        { name: 't', type: 'text', initial: 'hi' },
        { name: 'b', type: 'bool', initial: true, persist },
        { name: 'items', type: 'list', persist, fields: [{ name: 'label', type: 'text' }, { name: 'qty', type: 'number' }, { name: 'ok', type: 'bool' }], initial: [{ label: 'one', qty: 1, ok: true }] },
      ],
      timers: [{ id: 'tick', intervalMs: 1000, onTick: [{ do: 'increment', var: 'n' }] }],
      screens: ids.map((id, i) => ({ id, title: `Screen ${i}`, children: assignIds(trees[i]!, next), onStart: onStart[i] })),
    });
  });
});

