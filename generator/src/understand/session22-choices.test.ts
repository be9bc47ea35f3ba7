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

  test('names in brackets after "which kid" or "who paid" are never fields of their own', () => {
    for (const prompt of ['i want a list where i type the chore and pick which kid (Mia, Leo or Sam) and tick it when its done', 'Expense splitter for a group trip — who paid (Ana, Ben, Chloe), what for, amount']) {
      const list = composeApp(prompt).spec?.state.find((v) => v.type === 'list');
      expect((list?.fields ?? []).map((f) => (f.label ?? f.name).toLowerCase())).not.toEqual(expect.arrayContaining(['mia']));
      expect((list?.fields ?? []).map((f) => (f.label ?? f.name).toLowerCase())).not.toEqual(expect.arrayContaining(['ana']));
    }
  });
});
