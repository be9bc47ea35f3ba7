import { describe, expect, test } from 'vitest';
import { composeApp } from '../../compose/compose-app';
import { failedChecks } from './refinement-checks';

/** The checks of a field's type, on an app as composed (a refinement that changed it). */
const fieldFailures = (prompt: string, name: string, type: 'money' | 'number' | 'time') => {
  const { spec } = composeApp(prompt);
  return failedChecks(spec, { spec, changed: true }, [{ check: 'field', name, type }]);
};

describe('a refinement check of a field by type', () => {
  test('a money check passes for an amount field and fails for a count', () => {
    expect(fieldFailures('a list of my jobs with the customer and the price', 'price', 'money')).toEqual([]);
    expect(fieldFailures('a list of books I read with title and pages', 'pages', 'money')).toHaveLength(1);
  });

  test('a number check still passes for an amount field, as every amount is a number', () => {
    expect(fieldFailures('a list of my jobs with the customer and the price', 'price', 'number')).toEqual([]);
  });

  test('a time check passes for a clock time and fails for a number', () => {
    expect(fieldFailures('log of my baby feeds with the time and how many ml', 'time', 'time')).toEqual([]);
    expect(fieldFailures('log of my baby feeds with the time and how many ml', 'ml', 'time')).toHaveLength(1);
  });
});
