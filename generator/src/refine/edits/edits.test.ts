import { describe, expect, test } from 'vitest';
import { composeApp } from '../../compose/compose-app';
import { allComponents, fixedClock, loadPublicPrompts } from '../../compose/testing/public-prompts';
import { SpecRunner } from '../../compose/testing/spec-runner';
import { validateSpec } from '../../spec/validate';
import { refine } from '../refine';
import { refinedApp } from '../testing/refined-app';

const prompts = new Map(loadPublicPrompts().map((p) => [p.id, p.prompt]));
const base = (id: string) => composeApp(prompts.get(id)!).spec;
const lists = (spec: ReturnType<typeof base>) => allComponents(spec).filter((c) => c.type === 'list');

describe('sorting by any field, either way', () => {
  test.each([
    ['sort the expenses by amount descending', 'amount', true],
    ['order them by category Z to A', 'category', true],
    ['show the cheapest expenses first', 'amount', false],
    ['sort by category alphabetically', 'category', false],
  ])('"%s" sorts by %s (descending: %s)', (request, field, descending) => {
    const result = refine(base('p07'), request);
    expect(lists(result.spec).map((l) => l.type === 'list' && l.sortBy)).toContainEqual({ field, descending });
  });
});

describe('numbers: limits, steps and starting values', () => {
  test('a limit holds for every button that changes the number, including one added later', () => {
    const limited = refine(base('p01'), 'the counter should never go below zero').spec;
    const doubled = refine(limited, 'add a -5 button');
    const run = new SpecRunner(doubled.spec, fixedClock());
    run.click('minus_button');
    run.click(allComponents(doubled.spec).find((c) => c.type === 'button' && c.label === '-5')!.id);
    expect(run.state.count).toBe(0);
  });

  test('a button whose action is an expression on the state', () => {
    expect(refinedApp('p01', 'add a button that doubles the count', 'plus_button', 'double_button').state.count).toBe(2);
  });

  test('a slider can be given a step', () => {
    const result = refine(base('p35'), 'let the BPM slider move in steps of 5');
    expect(allComponents(result.spec).find((c) => c.type === 'slider')).toMatchObject({ step: 5 });
  });
});

describe('texts, layout and settings', () => {
  test('changes a text by quoting the old and the new words', () => {
    const result = refine(base('p07'), "change 'Add expense' to 'Spend'");
    expect(allComponents(result.spec).some((c) => c.type === 'button' && c.label === 'Spend')).toBe(true);
  });

  test('keeps the value when a label with a value is renamed', () => {
    const result = refine(base('p03'), 'change the total text to say Grand total');
    expect(new SpecRunner(result.spec, fixedClock()).text('total_text')).toMatch(/^Grand total: /);
  });

  test('moves a part to the top of its screen', () => {
    const result = refine(base('p07'), 'move the add expense button to the top');
    expect(result.spec.screens[0]!.children[0]!.id).toBe('add_expense_button');
  });

  test('a switch that hides a part of the screen really hides it', () => {
    const result = refine(base('p07'), 'add a toggle to hide the total');
    const run = new SpecRunner(result.spec, fixedClock());
    expect(run.isVisible('total_text')).toBe(true);
    run.state.showTotal = false;
    expect(run.isVisible('total_text')).toBe(false);
  });

  test('a statistics screen shows figures over the records', () => {
    const result = refine(base('p07'), 'add a statistics screen');
    const run = new SpecRunner(result.spec, fixedClock());
    run.state.expenses = [{ amount: 4, category: 'Food', note: '', date: '2026-01-01' }, { amount: 6, category: 'Fun', note: '', date: '2026-01-02' }];
    expect(run.text('stats_amount_total')).toBe('Amount total: 10.00');
    expect(run.text('stats_amount_average')).toBe('Amount average: 5.00');
  });
});

describe('partly understood requests', () => {
  test('apply the part they can and report the rest with its reason', () => {
    const result = refine(base('p02'), 'sort the tasks alphabetically and send me a notification every morning');
    expect(result.changed).toBe(true);
    expect(result.report.built).toHaveLength(1);
    expect(result.report.notBuilt).toEqual([{ request: 'send me a notification every morning', reason: expect.stringContaining('cannot send notifications') }]);
    expect(validateSpec(result.spec)).toEqual([]);
  });

  test('a request for something offline apps cannot do changes nothing', () => {
    const spec = base('p07');
    const result = refine(spec, 'sync my expenses to the cloud');
    expect(result).toMatchObject({ changed: false, spec });
    expect(result.report.notBuilt[0]?.reason).toContain('online storage');
  });
});

describe('new fields read like the composer reads a prompt', () => {
  const fieldsOf = (spec: ReturnType<typeof base>) => spec.state.flatMap((v) => (v.type === 'list' ? v.fields ?? [] : []));

  test('a choice with its options becomes a select on the form and a value saved with each entry', () => {
    const result = refine(base('p02'), 'add a priority to each task: low, medium or high');
    expect(validateSpec(result.spec)).toEqual([]);
    expect(fieldsOf(result.spec).find((f) => f.name === 'priority')).toMatchObject({ kind: 'choice', options: ['Low', 'Medium', 'High'] });
    const select = allComponents(result.spec).find((c) => c.type === 'select');
    expect(select && select.type === 'select' ? select.options : []).toEqual(['Low', 'Medium', 'High']);
  });

  test.each([
    ['also record the weight in kg for each entry', 'weight', 'number'],
    ['let me note whether it was paid', 'paid', 'bool'],
    ['add the due date to every task', 'due_?date', 'date'],
    ['I also want to note the date I finished each one', 'date_?finished', 'date'],
    ['let me record whether each task was delegated', 'delegated', 'bool'],
  ])('"%s" adds %s as a %s field', (request, name, type) => {
    const result = refine(base('p02'), request);
    expect(result.changed).toBe(true);
    expect(fieldsOf(result.spec).find((f) => new RegExp(`^${name}$`, 'i').test(f.name))?.type).toBe(type);
  });

  test('a request about a button or a screen is not read as a field', () => {
    const result = refine(base('p02'), 'add a screen with tips');
    expect(fieldsOf(result.spec).some((f) => /screen|tip/i.test(f.name))).toBe(false);
  });
});

describe('requests said the way people say them', () => {
  test('"take a point away from each team" adds a minus-one button beside each team\'s score', () => {
    const before = composeApp('Score keeper for two teams').spec;
    const result = refine(before, 'add a button to take a point away from each team');
    expect(validateSpec(result.spec)).toEqual([]);
    const ids = new Set(allComponents(before).map((c) => c.id));
    const minus = allComponents(result.spec).filter((c) => c.type === 'button' && c.label === '−1' && !ids.has(c.id));
    expect(minus).toHaveLength(2);
    const app = new SpecRunner(result.spec, fixedClock());
    const scores = result.spec.state.filter((v) => v.type === 'number' && /\d$/.test(v.name)).map((v) => v.name);
    for (const name of scores) app.state[name] = 5;
    for (const b of minus) app.click(b.id);
    expect(scores.map((name) => app.state[name])).toEqual([4, 4]);
  });

  test('changing the title changes what the main screen\'s bar shows: the app\'s name', () => {
    const result = refine(composeApp('A counter app').spec, 'change the heading to Tally Master');
    expect(result.spec.app.name).toBe('Tally Master');
    expect(result.spec.screens[0]!.title).toBe('Tally Master');
  });
});

describe('buttons whose label changes with the app\'s state', () => {
  test('"rename the Add button to Invite" renames the resting text of a record form\'s button and keeps Save changes', () => {
    const before = composeApp('Guest list with name and number of guests').spec;
    const result = refine(before, 'rename the Add button to Invite');
    expect(result.spec.app.name).toBe(before.app.name);
    const add = allComponents(result.spec).find((c) => c.type === 'button' && c.label.includes('Invite'));
    expect(add && add.type === 'button' ? add.label : '').toMatch(/^\{editing >= 0 \? 'Save changes' : 'Invite'\}$/);
  });

  test('"add a minus button" takes one off; "let me mark each expense as paid or not" adds a yes/no field', () => {
    const counter = refine(composeApp('Water tracker with a goal of 8 glasses').spec, 'add a minus button in case I tap by mistake');
    expect(counter.report?.built[0]).toMatch(/takes 1 from/);
    const expenses = refine(composeApp('Expense tracker with amount and category').spec, 'let me mark each expense as paid or not');
    expect(expenses.spec.state.flatMap((v) => v.fields ?? []).find((f) => f.name === 'paid')?.type).toBe('bool');
  });
});

describe('a field that already exists as free text', () => {
  test.each([
    ['Expense log with amount and date', 'add a category: food, travel or bills', 'category', ['Food', 'Travel', 'Bills']],
    ['Book list with title, author and genre', 'add a genre: fiction, poetry or history', 'genre', ['Fiction', 'Poetry', 'History']],
  ])('"%s" + "%s" turns it into a choice with a select on the form', (prompt, request, name, options) => {
    const result = refine(composeApp(prompt).spec, request);
    expect(validateSpec(result.spec)).toEqual([]);
    expect(result.changed).toBe(true);
    expect(result.spec.state.flatMap((v) => v.fields ?? []).find((f) => f.name === name)).toMatchObject({ kind: 'choice', options });
    const selects = allComponents(result.spec).filter((c) => c.type === 'select' && c.options.join() === options.join());
    expect(selects).toHaveLength(1);
    expect(allComponents(result.spec).some((c) => c.type === 'input' && c.bind === (selects[0] as { bind: string }).bind)).toBe(false);
  });
});
