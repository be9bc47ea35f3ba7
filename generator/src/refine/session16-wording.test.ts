import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { validateSpec } from '../spec/validate';
import { refine } from './refine';
import { failedChecks, type RefinementCheck } from './testing/refinement-checks';

/** The checks a request fails on the app composed from `base` (none: []), the refined app staying valid. */
function failedAfter(base: string, request: string, checks: readonly RefinementCheck[]): string[] {
  const before = composeApp(base).spec;
  const result = refine(before, request);
  expect(validateSpec(result.spec)).toEqual([]);
  return failedChecks(before, result, checks);
}

/** Requests of the refinements-dev21/22 steering sets (session 16). */
describe('refinements said in other words (session 16)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['"a second button that adds 2 glasses" is labelled +2, not "Second"', 'Water intake counter, one button adds a glass', 'add a second button that adds 2 glasses at once for when I drink a big bottle', [{ check: 'buttonAdds', label: '\\+2', delta: 2 }]],
    ['"start it at 2000" starts the steps there', 'Steps counter with a button that adds 1000 steps', 'start it at 2000 since I always walk to the bus in the morning', [{ check: 'initial', var: 'steps', value: 2000 }]],
  ])('%s', (_says, base, request, checks) => {
    expect(failedAfter(base, request, checks)).toEqual([]);
  });

  test('a counter named for a plural says "the steps now start at"', () => {
    const before = composeApp('Steps counter with a button that adds 1000 steps').spec;
    expect(refine(before, 'start it at 2000').report?.built.join(' ')).toContain('The steps now start at 2000');
  });
});
