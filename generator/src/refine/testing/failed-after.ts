import { expect } from 'vitest';
import { composeApp } from '../../compose/compose-app';
import { validateSpec } from '../../spec/validate';
import { refine } from '../refine';
import { failedChecks, type RefinementCheck } from './refinement-checks';

/** The checks a request fails on the app composed from `base` (none: []), the refined app staying valid. */
export function failedAfter(base: string, request: string, checks: readonly RefinementCheck[]): string[] {
  const before = composeApp(base).spec;
  const result = refine(before, request);
  expect(validateSpec(result.spec)).toEqual([]);
  return failedChecks(before, result, checks);
}
