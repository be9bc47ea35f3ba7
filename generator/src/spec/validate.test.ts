import { describe, expect, test } from 'vitest';
import { AppSpecSchema, type AppSpecInput } from '@droidforge/contracts';
import { validateSpec } from './validate';

type ScreenInput = AppSpecInput['screens'][number];

function specWith(children: unknown[], extra: Partial<AppSpecInput> = {}) {
  return AppSpecSchema.parse({
    version: 1,
    app: { name: 'T', packageName: 'com.example.t' },
    state: [
      { name: 'n', type: 'number', initial: 1 },
      { name: 'label', type: 'text' },
      { name: 'on', type: 'bool' },
      { name: 'items', type: 'list', fields: [{ name: 'title', type: 'text' }, { name: 'qty', type: 'number' }, { name: 'done', type: 'bool' }] },
    ],
    screens: [{ id: 'main', title: 'Main', children } as ScreenInput],
    ...extra,
  });
}

const messages = (children: unknown[], extra: Partial<AppSpecInput> = {}) => validateSpec(specWith(children, extra)).map((i) => `${i.path}: ${i.message}`);

describe('validateSpec', () => {
  test('accepts a spec whose references and expressions all resolve', () => {
    expect(messages([
      { type: 'text', id: 'a', text: 'Total {sum(items, "qty")}' },
      { type: 'button', id: 'b', label: 'Add', onClick: [{ do: 'append', list: 'items', item: { title: 'label', qty: 'n', done: 'false' } }] },
      { type: 'list', id: 'l', source: 'items', filter: '!item.done', item: [{ type: 'checkbox', id: 'c', bind: 'item.done' }] },
    ])).toEqual([]);
  });

  test('reports expression errors with the component path and the source', () => {
    expect(messages([{ type: 'text', id: 'a', text: 'Hi {nme}' }])).toEqual([`main/a.text: Unknown name 'nme' in "Hi {nme}"`]);
    expect(messages([{ type: 'progress', id: 'p', value: 'label' }])).toEqual([`main/p.value: Expected a number expression but this is text in "label"`]);
  });

  test('checks binding types', () => {
    expect(messages([{ type: 'switch', id: 's', bind: 'n' }])).toEqual([`main/s.bind: 'n' must be a bool state variable`]);
    expect(messages([{ type: 'slider', id: 's', bind: 'label' }])).toEqual([`main/s.bind: 'label' must be a number state variable`]);
    expect(messages([{ type: 'input', id: 'i', bind: 'label', inputType: 'number' }])).toEqual([`main/i.bind: 'label' must be a number state variable`]);
  });

  test('checks action targets: variables, lists, fields, screens and timers', () => {
    expect(messages([{ type: 'button', id: 'b', label: 'x', onClick: [
      { do: 'increment', var: 'label' },
      { do: 'set', var: 'items', value: '1' },
      { do: 'append', list: 'items', item: { colour: "'red'" } },
      { do: 'navigate', screen: 'nowhere' },
      { do: 'startTimer', timer: 'tick' },
    ] }])).toEqual([
      "main/b.onClick[0]: increment needs a number variable, 'label' is text",
      "main/b.onClick[1]: Cannot set list 'items'; use append, removeItem or clear",
      "main/b.onClick[2].item.colour: List 'items' has no field 'colour'",
      "main/b.onClick[3]: Unknown screen 'nowhere'",
      "main/b.onClick[4]: Unknown timer 'tick'",
    ]);
  });

  test('rejects duplicate ids, including ids the emitter derives and ids differing only in underscores', () => {
    expect(messages([{ type: 'text', id: 'a', text: 'x' }, { type: 'text', id: 'a', text: 'y' }])).toEqual(["screens: Duplicate component id 'a'"]);
    expect(messages([
      { type: 'radio', id: 'r', bind: 'label', options: ['A'] },
      { type: 'text', id: 'r_option_0', text: 'x' },
    ])).toEqual(["screens: Duplicate component id 'r_option_0'"]);
    expect(messages([{ type: 'text', id: 'a_b', text: 'x' }, { type: 'text', id: 'a__b', text: 'y' }])).toEqual(["screens: Duplicate component id 'a_b'"]);
  });

  test('keeps item fields inside list items and unsupported widgets out of them', () => {
    expect(messages([{ type: 'text', id: 't', text: '{item.title}' }])).toEqual([`main/t.text: 'item' is only available inside a list item in "{item.title}"`]);
    expect(messages([{ type: 'list', id: 'l', source: 'items', item: [{ type: 'input', id: 'i', bind: 'label' }] }])).toEqual(['main/i: A input cannot be placed inside a list item']);
  });

  test('only lets lists sit on the screen or in a column or card', () => {
    expect(messages([{ type: 'row', id: 'r', children: [{ type: 'list', id: 'l', source: 'items', item: [{ type: 'text', id: 't', text: '{item.title}' }] }] }]))
      .toEqual(['main/l: Lists may only be placed on the screen itself or in a column or card']);
  });

  test('checks state: list fields and initial value types', () => {
    const issues = validateSpec(AppSpecSchema.parse({
      version: 1,
      app: { name: 'T', packageName: 'com.example.t' },
      state: [{ name: 'n', type: 'number', initial: 'one' }, { name: 'l', type: 'list' }, { name: 'n', type: 'text' }],
      screens: [{ id: 'main', title: 'Main', children: [] }],
    })).map((i) => i.message);
    expect(issues).toEqual(["Duplicate state variable 'n'", 'The initial value must be a number', 'A list needs at least one field']);
  });

  test('checks start actions and forbids leaving the screen from them', () => {
    const withStart = (onStart: unknown[]) =>
      validateSpec(AppSpecSchema.parse({
        version: 1,
        app: { name: 'T', packageName: 'com.example.t' },
        state: [{ name: 'n', type: 'number' }],
        screens: [{ id: 'main', title: 'Main', children: [], onStart }, { id: 'two', title: 'Two', children: [] }],
      })).map((i) => `${i.path}: ${i.message}`);
    expect(withStart([{ do: 'set', var: 'n', value: "days(today())" }, { do: 'copy', text: '{n}' }])).toEqual([]);
    expect(withStart([{ do: 'set', var: 'm', value: '1' }])).toEqual(["main.onStart[0]: Unknown state variable 'm'"]);
    expect(withStart([{ do: 'if', cond: 'n > 1', then: [{ do: 'navigate', screen: 'two' }], else: [{ do: 'back' }] }])).toEqual([
      'main.onStart[0].then[0]: Start actions cannot navigate or go back',
      'main.onStart[0].else[0]: Start actions cannot navigate or go back',
    ]);
    expect(withStart([{ do: 'copy', text: '{missing}' }])).toEqual([`main.onStart[0].text: Unknown name 'missing' in "{missing}"`]);
  });
});

describe('theme settings', () => {
  test('a theme switch must name a persisted yes/no variable', () => {
    expect(messages([], { theme: { darkSetting: 'missing' } })).toContain("theme.darkSetting: Unknown state variable 'missing'");
    expect(messages([], { theme: { largeTextSetting: 'n' } })).toContain("theme.largeTextSetting: 'n' must be a persisted bool variable");
    expect(messages([], { theme: { darkSetting: 'on' } })).toContain("theme.darkSetting: 'on' must be a persisted bool variable");
  });

  test('a persisted yes/no variable is accepted as a theme switch', () => {
    const spec = specWith([]);
    const withSwitch = { ...spec, state: spec.state.map((v) => (v.name === 'on' ? { ...v, persist: true } : v)), theme: { ...spec.theme, darkSetting: 'on' } };
    expect(validateSpec(withSwitch)).toEqual([]);
  });
});
