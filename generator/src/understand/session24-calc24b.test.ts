import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { formResults } from '../compose/testing/form-texts';
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

const results = formResults;

const hintsOf = (prompt: string) => composeApp(prompt).spec.screens[0]!.children.flatMap((c) => (c.type === 'input' ? [c.hint] : []));

describe('"i put in A, B and C and it tells me X": a form worked out by the library\'s formula for X (session 24)', () => {
  test('a dough\'s hydration counts half of a 100% starter as flour and half as water', () => {
    const prompt = 'sourdough calc: i put in flour grams, water grams and starter grams (starter is 100% hydration) and it tells me the overall hydration %';
    expect(hintsOf(prompt)).toEqual(['Flour (grams)', 'Water (grams)', 'Starter (grams)', 'Starter hydration (%)']);
    expect(results(prompt, { flour: 500, water: 350, starter: 100 })).toEqual(['Hydration: 72.7%']);
  });

  test('a levain said at 80% hydration starts filled in at 80, under its own name', () => {
    const prompt = 'i put in flour, water and levain (my levain is 80% hydration) and it works out the dough hydration';
    expect(hintsOf(prompt)).toContain('Levain hydration (%)');
    expect(results(prompt, { flour: 400, water: 300, levain: 90 })).toEqual(['Hydration: 75.6%']);
  });

  test('flour and water alone give water over flour', () => {
    expect(results('bread dough calc - I enter flour in grams and water in grams and it shows the hydration', { flour: 1000, water: 650 })).toEqual(['Hydration: 65.0%']);
  });

  test('an average of the scores typed is their sum over how many there are', () => {
    expect(results('i type in my maths score, english score and science score and it shows the average', { mathsScore: 60, englishScore: 70, scienceScore: 80 })).toEqual(['Average: 70.00']);
  });
});

describe('"I type one currency and it shows another using a rate I can change" (session 24)', () => {
  test('a rate said as so many yen to the pound starts filled in and divides the yen typed', () => {
    const prompt = 'travel money for Japan. I type yen and it shows pounds using a rate I can change (default 190 yen to the pound)';
    expect(hintsOf(prompt)).toEqual(['Yen', 'Rate (yen to the pound)']);
    expect(results(prompt, { yen: 3800 })).toEqual(['Pounds: 20.00']);
  });

  test('"1 pound = 44 baht" with baht typed is so many baht to one pound too', () => {
    expect(results('holiday money: i enter baht and it gives me pounds, rate i can set, 1 pound = 44 baht', { baht: 440 })).toEqual(['Pounds: 10.00']);
  });

  test('a bare rate with pounds typed and euros shown is euros per pound, multiplied', () => {
    const prompt = 'currency converter: i type pounds and it shows euros, the rate is 1.17 and I can change it';
    expect(hintsOf(prompt)).toEqual(['Pounds', 'Rate (euros per pound)']);
    expect(results(prompt, { pounds: 100 })).toEqual(['Euros: 117.00']);
  });

  test('with no rate said the rate box starts empty, to be typed', () => {
    expect(results('I type euros and it shows dollars using a rate I can change', { euros: 10, rate: 1.1 })).toEqual(['Dollars: 11.00']);
  });
});

describe('"at £14 an hour, work out the pay for each one": each record shows its own figure (session 24)', () => {
  const lineOf = (prompt: string) => {
    const spec = composeApp(prompt).spec;
    expect(validateSpec(spec)).toEqual([]);
    return JSON.stringify(spec).match(/"text":"(?:Pay|Amount|Cost): \{fixed\(item\.[a-zA-Z]+ \* [\d.]+, 2\)\}"/)?.[0];
  };

  test('a shift log at an hourly rate shows the pay of each shift', () => {
    expect(lineOf('cleaning jobs. log each shift: date, client, hours. my rate is £14 an hour so work out pay for each one, and total earned')).toBe('"text":"Pay: {fixed(item.hours * 14, 2)}"');
  });

  test('a mileage log at a rate per mile shows the amount of each trip', () => {
    expect(lineOf('mileage log: date, trip, miles. they pay 0.45 per mile, show the amount for each trip and the total to claim')).toBe('"text":"Amount: {fixed(item.miles * 0.45, 2)}"');
  });

  test('with no figure asked for each one, only the total is shown', () => {
    expect(lineOf('babysitting log: date, family, hours. I charge $15 an hour, show my total pay')).toBeUndefined();
  });

  test('rows whose rate is a field of their own name their worth by the figure asked of each ("the pay for each job")', () => {
    const spec = composeApp('timesheet for my cleaning jobs: client, date, hours worked, hourly rate in £. work out the pay for each job and the total for the month').spec;
    expect(JSON.stringify(spec)).toContain('Pay: {fixed(item.amount, 2)}');
  });
});
