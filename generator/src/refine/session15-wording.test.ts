import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { validateSpec } from '../spec/validate';
import { refine } from './refine';
import { failedChecks, type RefinementCheck } from './testing/refinement-checks';

/** Requests in the wording of refinements-dev17/18: each applied as asked, the app still valid. */
describe('refinements said in other words (refinements-dev17/18 steering)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['a quoted "Add eggs" label says what the one-tap button adds', 'grocery list where I can add items and tick them off', "give me a one-tap 'Add eggs' button", [{ check: 'buttonAppends', label: 'Add eggs' }]],
    ['"a button that jumps it up by 5 … label it +5" adds 5', 'push-up counter with a +1 button', 'add another button that jumps it up by 5 in one go, label it +5', [{ check: 'buttonAdds', label: '\\+5', delta: 5 }]],
    ['"a Night mode toggle" is a switch called Night mode that darkens the app', 'flashcards for learning European capitals', 'add a Night mode switch please, it is too bright', [{ check: 'setting', label: 'Night mode' }]],
  ])('%s', (_says, base, request, checks) => {
    const before = composeApp(base).spec;
    const result = refine(before, request);
    expect(validateSpec(result.spec)).toEqual([]);
    expect(failedChecks(before, result, checks)).toEqual([]);
  });
});

describe('counters said in other words', () => {
  test('"Coffee counter: a button to add a cup …" is a counter, not a log of entries', () => {
    const { spec } = composeApp("Coffee counter: a button to add a cup and a number showing today's cups.");
    expect(spec.state.some((v) => v.type === 'list' && v.persist)).toBe(false);
    expect(spec.state.find((v) => v.name === 'count')?.type).toBe('number');
  });

  test('"max is 6 so it shouldnt go over that" is the counter\'s limit', () => {
    const { spec } = composeApp('a counter of how many pills he took today that resets every day, max is 6 so it shouldnt go over that');
    expect(JSON.stringify(spec)).toMatch(/\b6\b/);
    expect(failedChecks(spec, { spec, changed: true }, [{ check: 'increments', by: 1, clicks: 7, cap: 6 }])).toEqual([]);
  });
});
