import { describe, expect, test } from 'vitest';
import { composeApp } from '../../compose/compose-app';
import { fixedClock } from '../../compose/testing/public-prompts';
import { SpecRunner } from '../../compose/testing/spec-runner';
import { validateSpec } from '../../spec/validate';
import { refine } from '../refine';

describe('a button that saves to a list the app does not have yet', () => {
  test('"a Log feed button that saves each feeding to a list underneath" on a timer keeps the date and the time shown, listed under the button', () => {
    const result = refine(composeApp('baby feeding timer with start and stop').spec, 'add a Log feed button that saves each feeding to a list underneath');
    expect(result.report.notBuilt).toEqual([]);
    expect(validateSpec(result.spec)).toEqual([]);
    const children = result.spec.screens[0]!.children;
    const at = children.findIndex((c) => c.type === 'button' && c.label === 'Log feed');
    expect(children[at + 1]).toMatchObject({ type: 'list', source: 'feedings' });
    const run = new SpecRunner(result.spec, fixedClock());
    run.click(children[at]!.id);
    expect(run.state.feedings).toEqual([{ date: fixedClock().today(), time: '05:00' }]);
  });

  test('"a Save button that records each score in a new list" on a counter keeps the count as a number', () => {
    const result = refine(composeApp('simple counter with plus and minus').spec, 'add a Save button that records each score in a new list');
    expect(validateSpec(result.spec)).toEqual([]);
    const list = result.spec.state.find((v) => v.type === 'list');
    expect(list?.fields).toEqual([{ name: 'date', type: 'date' }, { name: 'count', type: 'number' }]);
  });

  test('an app that already has a list is left to the quick-add button, not given a second list', () => {
    const spec = composeApp('baby feeding log with time and amount in oz').spec;
    const lists = spec.state.filter((v) => v.type === 'list').length;
    const result = refine(spec, 'add a Log feed button that saves each feeding to a list underneath');
    expect(result.spec.state.filter((v) => v.type === 'list')).toHaveLength(lists);
  });
});
