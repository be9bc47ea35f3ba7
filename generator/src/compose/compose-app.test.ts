import { AppSpecSchema } from '@droidforge/contracts';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validateSpec } from '../spec/validate';
import { composeApp } from './compose-app';

describe('composeApp', () => {
  test('refuses a vague prompt with concrete suggestions instead of a generic template', () => {
    for (const prompt of ['Make an app', 'hi can you make me an app', 'weather app']) {
      const { refusal } = composeApp(prompt);
      expect(refusal?.reason).toBe('not_understood');
      expect(refusal?.suggestions.length).toBeGreaterThanOrEqual(2);
    }
  });

  test('refuses a prompt in a language it does not write, clearly', () => {
    const { refusal } = composeApp('Una aplicación para llevar la lista de la compra con cantidades y precios');
    expect(refusal?.reason).toBe('unsupported_language');
    expect(refusal?.message).toContain('Spanish');
  });

  test('composes records with typed fields for a kind of app it has no recipe for', () => {
    const { spec, kind, report } = composeApp('an app for my plants with name, species and watering day');
    expect(kind).toBe('composed');
    const list = spec.state.find((v) => v.type === 'list');
    expect(list?.fields?.map((f) => [f.name, f.kind])).toEqual([['name', 'text'], ['species', 'text'], ['wateringDay', 'date']]);
    expect(list?.persist).toBe(true);
    expect(spec.app.name).toBe('Plants');
    expect(report.built).toContain('Each plant has name, species and watering day (date)');
  });

  test('names an app after its subject, never a filler word, and keeps the colour asked for', () => {
    const runs = composeApp('A blue app to log my runs with distance and time').spec;
    expect(runs.app.name).toBe('Runs');
    expect(runs.theme.primary).toBe('#1E88E5');
    expect(runs.state.find((v) => v.type === 'list')?.fields?.map((f) => f.name)).toEqual(['distance', 'time']);
  });

  test('says what it could not build and why', () => {
    const { report, refusal } = composeApp('Show me live bus arrival times for my stop, and let me save my favourite stops');
    expect(refusal).toBeUndefined();
    expect(report.notBuilt[0]?.reason).toMatch(/live data/);
    expect(report.built.join(' ')).toMatch(/stops/);
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
