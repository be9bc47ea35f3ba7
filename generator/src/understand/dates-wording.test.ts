import { describe, expect, test } from 'vitest';
import type { AppSpec } from '@droidforge/contracts';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';

// The fixed clock's today is 2026-01-20.
function run(prompt: string): { spec: AppSpec; app: SpecRunner; report: ReturnType<typeof composeApp>['report'] } {
  const r = composeApp(prompt);
  expect(r.refusal).toBeUndefined();
  return { spec: r.spec!, report: r.report, app: new SpecRunner(r.spec!, fixedClock()) };
}

const records = (spec: AppSpec) => spec.state.find((s) => s.type === 'list')!;
const fields = (spec: AppSpec) => (records(spec).fields ?? []).map((f) => `${f.name}:${f.kind ?? f.type}`);

/** Fills the form with these values and taps the list's Add button. */
function add(app: SpecRunner, spec: AppSpec, values: Record<string, string | number>): void {
  const L = records(spec).name;
  for (const [field, value] of Object.entries(values)) app.state[`new${field.charAt(0).toUpperCase()}${field.slice(1)}`] = value;
  app.click(`${L}_add`);
}

describe('dates: days since, due, average gaps and guesses said in everyday words', () => {
  test('a ride log that also asks for the days since a one-off date shows that count above the rides', () => {
    const { spec, app, report } = run('Bike ride log: date, km and who rode (me, dad). Also show the days since my last tyre change which was 2026-01-10');
    expect(fields(spec)).toEqual(['date:date', 'km:number', 'riddenBy:choice']);
    expect(app.text('days_words')).toBe('10 days since last tyre change');
    expect(report.built).toContain('Days since last tyre change (2026-01-10)');
  });

  test("a 'cleaned it' button saves today's date and the readings log counts the days since", () => {
    const { spec, app } = run("Rain gauge log — date and millimetres each time I empty it. Show the average millimetres and how many days since I last cleaned it (I want a 'cleaned it' button that saves today's date).");
    expect(records(spec).name).toMatch(/readings$/);
    expect(app.text('restart_button')).toBe('Cleaned it');
    // Cleaned today; five days later the app says so.
    app.click('restart_button');
    const later = app.reopen(fixedClock(Date.UTC(2026, 0, 25, 12)));
    expect(later.text('days_words')).toBe('5 days since you last cleaned it');
    add(later, spec, { date: '2026-01-24', millimetres: 4 });
    add(later, spec, { date: '2026-01-25', millimetres: 8 });
    expect(later.text('summary_0')).toContain('6');
  });

  test('records whose date "has passed" are flagged as overdue, the others say how far off they are', () => {
    const { spec, app } = run('Insurance policies, each with a name and a renewal date. Flag the ones whose renewal date has passed.');
    add(app, spec, { name: 'Car', renewalDate: '2026-01-05' });
    add(app, spec, { name: 'Home', renewalDate: '2026-01-30' });
    expect([app.text('policies_due', 0), app.text('policies_due', 1)]).toEqual(['Overdue', 'Due in 10 days']);
  });

  test('"a guess of when I\'ll want the next one" predicts from the average gap between the dates', () => {
    const { spec, app } = run("Haircut log with the date of each one, the average number of days between haircuts and a guess of when I'll want the next haircut.");
    add(app, spec, { date: '2026-01-01' });
    add(app, spec, { date: '2026-01-11' });
    expect(app.text('summary_gap')).toBe('Average time between haircuts: 10.0 days');
    expect(app.text('summary_next')).toBe('Next haircut expected: 2026-01-21');
  });

  test('"note each date I do it … on average how many days there are between descalings" keeps dated descalings', () => {
    const { spec, app } = run('I descale the kettle now and then. I want to note each date I do it, see on average how many days there are between descalings, and have the app guess when the next one is due.');
    expect(records(spec).name).toBe('descalings');
    expect(fields(spec)).toEqual(['date:date']);
    add(app, spec, { date: '2026-01-02' });
    add(app, spec, { date: '2026-01-16' });
    expect(app.text('summary_next')).toBe('Next descaling expected: 2026-01-30');
  });

  test('"each lock and the date I last oiled it … how many days it\'s been" counts the days per lock', () => {
    const { spec, app, report } = run("I always forget to oil the locks. An app where I list each lock and the date I last oiled it and it shows how many days it's been.");
    expect(fields(spec)).toEqual(['name:text', 'lastOiled:date']);
    add(app, spec, { name: 'Back gate', lastOiled: '2026-01-15' });
    expect(app.text('locks_since', 0)).toBe('5 days since last oiled');
    // The reason the app is wanted is no request left unbuilt.
    expect(report.notBuilt).toEqual([]);
  });

  test('"(both numbers)" types the run before it, and "days since the last check" counts from the newest record', () => {
    const { spec, app } = run('Pool log. Every chlorine check: date, chlorine, ph (both numbers), plus \'shocked it?\' yes/no. Days since the last check on top.');
    expect(fields(spec)).toEqual(['date:date', 'chlorine:number', 'ph:number', 'shockedIt:yesno']);
    add(app, spec, { date: '2026-01-12', chlorine: 2, ph: 7.4 });
    add(app, spec, { date: '2026-01-17', chlorine: 3, ph: 7.2 });
    expect(app.text('summary_since_latest')).toBe('Days since the last check: 3');
  });

  test('playing online and backing up to an online drive are named as not built; the rest is made', () => {
    const game = composeApp("Noughts and crosses on a 3x3 board with a win tally, and I'd like to play online with friends too");
    expect(game.spec?.screens.length).toBeGreaterThan(0);
    expect(game.report.notBuilt.map((n) => n.request).join(' ')).toContain('online');
    const recipes = composeApp('Recipe box with title and ingredients for each recipe; back it all up to Dropbox every night.');
    expect(records(recipes.spec!).name).toBe('recipes');
    expect(recipes.report.notBuilt.map((n) => n.request).join(' ')).toContain('dropbox');
  });
});
