import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

const listOf = (prompt: string) => {
  const result = composeApp(prompt);
  expect(result.refusal).toBeUndefined();
  const list = result.spec.state.find((s) => s.type === 'list');
  return { name: list?.name, fields: (list?.fields ?? []).map((f) => `${f.name}:${f.type}`) };
};

/** Record apps once refused (session 22), in words of our own. */
describe('record apps once refused are built (session 22)', () => {
  test('"a list of football fixtures for the kids with the opponent and date" keeps fixtures: the kids are who it is for', () => {
    expect(listOf('a list of football fixtures for the kids with the opponent and date')).toEqual({ name: 'fixtures', fields: ['opponent:text', 'date:date'] });
  });

  test('"what\'s in my pantry - the food and when it goes off" keeps the foods in the pantry', () => {
    const list = listOf("what's in my pantry - food and the date i bought it");
    expect(list.name).toBe('foods');
    expect(list.fields.some((f) => f.endsWith(':date'))).toBe(true);
  });

  test('"what is in our fridge" that names no thing keeps the fridge\'s items, never "fridges"', () => {
    expect(listOf('what is in our fridge').name).not.toMatch(/fridges/);
  });
});
