import { describe, expect, test } from 'vitest';
import type { AppSpec } from '@droidforge/contracts';
import { composeApp } from '../compose/compose-app';
import { understand } from './understand';

const listOf = (spec: AppSpec) => spec.state.find((s) => s.type === 'list')!;
const fieldsOf = (spec: AppSpec) => (listOf(spec).fields ?? []).map((f) => `${f.name}:${f.kind ?? f.type}`);

describe('everyday wordings the composer reads (written after the session-10 steering sets)', () => {
  test('"with 5, 10 and 20 minute options" gives a timer those three presets', () => {
    const plan = understand('Meditation timer with 5, 10 and 20 minute options that plays a sound when time is up');
    expect(plan.timer?.presets.map((p) => p.seconds)).toEqual([300, 600, 1200]);
    expect(plan.timer?.signal).toBe(true);
  });

  test('a list "already filled in with" its items, or "with … already on it", starts with them', () => {
    const packing = understand('Packing checklist for a beach holiday, already filled in with sunscreen, towel, swimsuit and sunglasses');
    expect(packing.subject?.prefilled).toEqual(['sunscreen', 'towel', 'swimsuit', 'sunglasses']);
    const habits = composeApp('Daily habit checklist with drink water, exercise and read already on it, so I can tick each one off').spec;
    expect((listOf(habits).initial as Record<string, unknown>[]).map((i) => i.name)).toEqual(['Drink water', 'Exercise', 'Read']);
    // A habit is done, not bought: only shopping lists are ticked off as bought.
    expect(fieldsOf(habits)).toContain('done:yesno');
  });

  test('a "watchlist" of movies keeps movies, with the bracketed genres as a choice', () => {
    const { spec } = composeApp('Movie watchlist with the title and a genre (action, comedy, drama or horror), and a way to filter by genre');
    expect(listOf(spec).name).toBe('movies');
    expect(listOf(spec).fields?.find((f) => f.name === 'genre')?.options).toEqual(['Action', 'Comedy', 'Drama', 'Horror']);
  });

  test('"pick a mood (great, good, okay, bad)" is one choice field, and "how many days I had each mood" counts per mood', () => {
    const plan = understand('Mood diary where each day I pick a mood (great, good, okay, bad) and write a note; show how many days I had each mood');
    expect(plan.subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(['mood:choice', 'note:text', 'date:date']);
    expect(plan.computations).toContainEqual({ fn: 'count', per: 'mood' });
  });

  test('"expenses by category (rent, food, …)" are amounts of money with a category choice and a total per category', () => {
    const plan = understand('Household expenses by category (rent, food, transport, fun) with the total for each category');
    expect(plan.subject?.noun).toBe('expense');
    expect(plan.subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(expect.arrayContaining(['amount:money', 'category:choice']));
    expect(plan.computations).toContainEqual(expect.objectContaining({ fn: 'sum', field: 'amount', per: 'category' }));
  });
});
