import { expect, test } from 'vitest';
import * as generator from './index';

test('the package root offers composing and refining next to emitting', () => {
  const composed = generator.composeApp('A simple counter app');
  expect(generator.validateSpec(composed.spec)).toEqual([]);
  const refined = generator.refine(composed.spec, 'make the primary color green');
  expect(refined.changed).toBe(true);
  expect(refined.spec.theme.primary).not.toBe(composed.spec.theme.primary);
  expect(generator.APP_KINDS).toContain('counter');
  expect(generator.analyzePrompt('A simple counter app').kind).toBe('counter');
});
