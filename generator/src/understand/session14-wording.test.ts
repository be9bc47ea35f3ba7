import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { validateSpec } from '../spec/validate';
import { joinBulletLines } from './bullets';

const listOf = (prompt: string) => {
  const spec = composeApp(prompt).spec;
  expect(validateSpec(spec)).toEqual([]);
  return spec.state.find((v) => v.type === 'list')!;
};
const fieldsOf = (prompt: string) => (listOf(prompt).fields ?? []).map((f) => `${f.name}:${f.type}`);

describe('prompts typed as bullet lists (session-14 steering sets)', () => {
  test('short items under a heading are that heading\'s fields, and every field reaches the app', () => {
    const prompt = 'knitting projects list\n- project name\n- yarn\n- status (idea, started, done)\ngroup them by status';
    expect(joinBulletLines(prompt)).toBe('knitting projects list: project name, yarn, status (idea, started, done). group them by status');
    const result = composeApp(prompt);
    expect(result.spec.app.name).toBe('Knitting Projects List');
    expect(fieldsOf(prompt)).toEqual(['name:text', 'yarn:text', 'status:text']);
  });

  test('items that are sentences stay sentences', () => {
    expect(joinBulletLines('- track workouts\n- each has a type (run, bike, swim), duration in minutes and date\n- show total minutes per type'))
      .toBe('track workouts. each has a type (run, bike, swim), duration in minutes and date. show total minutes per type.');
  });

  test('numbered lists read the same way, and a prompt without bullets is left as typed', () => {
    expect(joinBulletLines('car log\n1. date\n2. mileage\n3) cost')).toBe('car log: date, mileage, cost.');
    expect(joinBulletLines('a counter - tap to add one')).toBe('a counter - tap to add one');
  });
});

describe('units in brackets', () => {
  test('"dose (mg)" is a number measured in mg', () => {
    const dose = listOf('log of the medicines I take: medicine name, dose (mg) and time taken').fields!.find((f) => f.name === 'dose')!;
    expect(dose.type).toBe('number');
    expect(JSON.stringify(dose)).toMatch(/\bmg\b/);
  });
});
