import { describe, expect, test } from 'vitest';
import { validateSpec } from '../spec/validate';
import { checkFeatures } from '../eval/check-features';
import { composeApp } from './compose-app';

/** Prompts that ask for two separate things: both are built, each on its own screen, and the app stays valid. */
describe('a prompt with a separate part beside its main thing', () => {
  test.each([
    ['a feeding log (time, minutes) and a nappy counter for today that resets every day', ['records:feeding fields time(time),minutes(number)', 'counter', 'counter:reset daily', 'screens:min 2', 'nav']],
    ['i need a list of my students, plus a screen with a 2 minute tidy up timer', ['records:student', 'timer', 'timer:duration 2m', 'screens:min 2']],
    ['two lists: clients (name, email, hourly rate) and invoices (client, amount, date, paid yes/no). show the total of my invoices', ['records:client fields name(text),email(text)', 'records:invoice fields client(text),amount(money),paid(yesno)', 'aggregate:sum amount']],
    ['veg garden: two seperate lists, one for sowing and one for harvests, each with plant, date and notes. group the harvest list by plant', ['records:sowing fields plant(text),date(date)', 'records:harvest fields plant(text),date(date)', 'group:plant']],
  ])('"%s" builds every part', (prompt, tags) => {
    const result = composeApp(prompt);
    expect(result.refusal).toBeUndefined();
    expect(validateSpec(result.spec)).toEqual([]);
    expect(checkFeatures({ spec: result.spec, report: result.report }, tags).filter((c) => !c.present)).toEqual([]);
  });

  test('names both parts share (each list\'s drafts and its editing row) are kept apart', () => {
    const { spec } = composeApp('two lists: clients (name, email) and suppliers (name, phone)');
    const names = spec.state.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['newName', 'newName2', 'editing', 'editing2']));
  });

  test('a part the whole prompt already builds (a countdown beside a guest list) stays on one screen', () => {
    const { spec } = composeApp('bbq on 2026-07-04. countdown to it and a guest list with name and how many people. total headcount');
    expect(spec.screens).toHaveLength(1);
  });
});
