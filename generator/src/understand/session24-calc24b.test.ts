import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';

/** Every text on the first screen, as the app shows it on the fixed clock's day (2026-01-20). */
const shown = (prompt: string) => {
  const spec = composeApp(prompt).spec;
  expect(validateSpec(spec)).toEqual([]);
  const run = new SpecRunner(spec, fixedClock());
  const all = spec.screens[0]!.children.flatMap((c) => ('children' in c ? [c, ...c.children] : [c]));
  return all.filter((c) => c.type === 'text').map((c) => run.text(c.id));
};

describe('days-since apps count what was not done each day (session 24)', () => {
  test('cigarettes not smoked are the days since quitting times the number said a day, beside the money saved', () => {
    const texts = shown("I quit smoking on 10 January 2026. Show how many days it's been, how much I've saved at £12 a day, and how many cigarettes I haven't smoked (I was on 15 a day)");
    expect(texts).toContain('Cigarettes not smoked: 150');
    expect(texts).toContain('Money saved: 120.00');
  });

  test('drinks skipped at so many a day are counted since the day drinking stopped', () => {
    expect(shown("I stopped drinking on 1 January 2026. show days sober and how many drinks I've skipped, I used to have 4 a day")).toContain('Drinks skipped: 76');
  });

  test('a verb said in the present is shown in the past ("pods i didn\'t use": pods not used)', () => {
    expect(shown("I quit vaping on 15 January 2026, show days since and how many pods i didn't use (2 pods a day)")).toContain('Pods not used: 10');
  });

  test('a count said in money a day is the money saved, not a count', () => {
    const texts = shown('I quit smoking on 10 January 2026. how many days and how much money saved at $8 a day');
    expect(texts.some((t) => /not smoked|avoided/.test(t))).toBe(false);
  });
});
