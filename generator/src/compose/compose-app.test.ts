import { AppSpecSchema } from '@droidforge/contracts';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validateSpec } from '../spec/validate';
import { composeApp } from './compose-app';

describe('composeApp', () => {
  test('gives a vague prompt a working starter app instead of an error', () => {
    const { spec, kind, previewType } = composeApp('Make an app');
    expect(kind).toBe('generic');
    expect(previewType).toBe('generic');
    expect(spec.screens[0]?.children.length).toBeGreaterThan(0);
    expect(validateSpec(spec)).toEqual([]);
  });

  test('reflects the nouns and fields of an unknown kind of app', () => {
    const { spec, kind } = composeApp('an app for my plants with name, species and watering day');
    expect(kind).toBe('generic');
    const list = spec.state.find((v) => v.type === 'list');
    expect(list?.fields?.map((f) => f.name)).toEqual(['name', 'species', 'watering_day']);
    expect(list?.persist).toBe(true);
    expect(spec.app.name).toBe('My Plants');
  });

  test('names a generic app after its main noun and keeps the colour asked for', () => {
    const runs = composeApp('A blue app to log my runs with distance and time').spec;
    expect(runs.app.name).toBe('My Runs');
    expect(runs.theme.primary).toBe('#1E88E5');
    expect(runs.state.find((v) => v.type === 'list')?.fields?.map((f) => f.name)).toEqual(['distance', 'time']);
    expect(composeApp('weather app').spec.app.name).toBe('Weather App');
  });

  test('never throws and always returns a valid, type-checked spec for arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (prompt) => {
        const { spec } = composeApp(prompt);
        expect(AppSpecSchema.safeParse(spec).success).toBe(true);
        expect(validateSpec(spec)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  test('composes valid apps from random mixes of the words prompts use', () => {
    const words = fc.constantFrom(
      'counter', 'todo', 'notes', 'quiz', 'timer', 'with', 'and', 'called', 'named', 'tracker', 'list', 'calculator', 'dark', 'mode',
      'green', 'theme', 'goal', '2000', 'ml', '+250', 'from', '40', 'to', '200', 'title,', 'amount,', 'date', 'class', 'item', '{', '}',
      'storing', 'name,', 'phone', 'screen', 'settings', 'about', 'dice', 'coin', 'password', 'recipe', 'budget', '10%', 'in', 'red', '"x"',
    );
    fc.assert(
      fc.property(fc.array(words, { maxLength: 14 }), (parts) => {
        const { spec } = composeApp(parts.join(' '));
        expect(AppSpecSchema.safeParse(spec).success).toBe(true);
        expect(validateSpec(spec)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
