import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

/** The choice fields of the composed app's list, as `label:option/option`. */
function choicesOf(prompt: string): string[] {
  const list = composeApp(prompt).spec?.state.find((v) => v.type === 'list');
  return (list?.fields ?? []).filter((f) => f.kind === 'choice').map((f) => `${f.label}:${(f.options ?? []).join('/')}`);
}

/** Options said beside a field, in the ways people write them (session 22). */
describe('options said beside a field (session 22)', () => {
  test('"meal choice - chicken, fish or vegetarian" at the end of a sentence is a choice of those three', () => {
    expect(choicesOf('Guest list. For each guest: name, phone and meal choice - chicken, fish or vegetarian.')).toEqual(['Meal choice:Chicken/Fish/Vegetarian']);
  });

  test('"size S/M/L/XL" as the last field in brackets is a choice of the sizes', () => {
    // (compared without case: how "XL" is capitalised is a separate matter.)
    expect(choicesOf('A sign-up list (name, phone, t-shirt size S/M/L/XL) for our volunteers').map((c) => c.toLowerCase())).toEqual(['t-shirt size:s/m/l/xl']);
  });
});
