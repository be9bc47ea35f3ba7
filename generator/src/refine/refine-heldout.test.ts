import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { validateSpec } from '../spec/validate';
import { refine } from './refine';
import { failedChecks, loadHeldOutRefinements } from './testing/refinement-checks';

/** Requests written before the refiner was rebuilt, judged by what the refined app shows and does. */
describe.each([...loadHeldOutRefinements(), ...loadHeldOutRefinements('refinements-confirm.jsonl'), ...loadHeldOutRefinements('refinements-final.jsonl'), ...loadHeldOutRefinements('refinements-dev.jsonl'), ...loadHeldOutRefinements('refinements-dev2.jsonl')])('held-out refinement $id: "$refine"', (c) => {
  test('is applied as asked and keeps the app valid', () => {
    const before = composeApp(c.base).spec;
    const result = refine(before, c.refine);
    expect(validateSpec(result.spec)).toEqual([]);
    expect(failedChecks(before, result, c.expect)).toEqual([]);
  });
});

describe('refinements said in other words (refinements-dev2 steering)', () => {
  test('a field with a two-word name gets snake_case component ids, so the app stays valid', () => {
    const before = composeApp('book list with title and author').spec;
    const result = refine(before, "I'd like a field for the date I finished each book");
    expect(result.changed).toBe(true);
    expect(validateSpec(result.spec)).toEqual([]);
    expect(JSON.stringify(result.spec)).toContain('"id":"date_finished_input"');
  });

  test('text dictated after "that says:" is kept whole, even when it contains "and" and a verb', () => {
    const result = refine(composeApp('recipe list with name and ingredients').spec, 'Add a Tips screen that says: Always read the whole recipe before you start, and prep all your ingredients first.');
    const tips = result.spec.screens.find((s) => s.title === 'Tips')!;
    expect(JSON.stringify(tips.children)).toContain('Always read the whole recipe before you start, and prep all your ingredients first');
  });
});
