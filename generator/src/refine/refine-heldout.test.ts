import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { validateSpec } from '../spec/validate';
import { refine } from './refine';
import { failedChecks, loadHeldOutRefinements } from './testing/refinement-checks';

/** Requests written before the refiner was rebuilt, judged by what the refined app shows and does. */
describe.each([...loadHeldOutRefinements(), ...loadHeldOutRefinements('refinements-confirm.jsonl'), ...loadHeldOutRefinements('refinements-final.jsonl'), ...loadHeldOutRefinements('refinements-dev.jsonl')])('held-out refinement $id: "$refine"', (c) => {
  test('is applied as asked and keeps the app valid', () => {
    const before = composeApp(c.base).spec;
    const result = refine(before, c.refine);
    expect(validateSpec(result.spec)).toEqual([]);
    expect(failedChecks(before, result, c.expect)).toEqual([]);
  });
});
