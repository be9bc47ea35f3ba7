import { describe, expect, test } from 'vitest';
import { check } from './generation-steps';

describe('the check step', () => {
  test('answers a typed failure naming the step and the findings when the code does not pass', () => {
    const outcome = check({ 'app/src/main/res/layout/activity_main.xml': '<LinearLayout' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.step).toBe('check');
    expect(outcome.error.code).toBe('GENERATION_FAILED');
    expect(outcome.error.reason).toBe('failed_checks');
    expect(outcome.findings?.length).toBeGreaterThan(0);
  });
});
