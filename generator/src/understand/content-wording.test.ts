import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { understand } from './understand';

const texts = (prompt: string) => JSON.stringify(composeApp(prompt).spec.screens);

describe('content the app shows: tips it ships, and lists the prompt writes out', () => {
  test('"6 tips for sleeping better" shows six written sleep tips, searchable, and charges for a real app', () => {
    const { spec, refusal, report } = composeApp('give me 6 tips for sleeping better');
    expect(refusal).toBeUndefined();
    const rows = spec.state.find((s) => s.type === 'list')?.initial as { front: string; back: string }[];
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.front.length > 5 && r.back.endsWith('.'))).toBe(true);
    expect(spec.app.name).toBe('Better Sleep Tips');
    expect(report?.built).toContain('6 tips, each with why it works');
  });

  test('first aid shows the situations the prompt names first, then the rest', () => {
    const rows = composeApp('first aid app: what to do for sprains and sunburn').spec.state[0]!.initial as { front: string }[];
    expect(rows.slice(0, 2).map((r) => r.front)).toEqual([expect.stringMatching(/^Sprain/), expect.stringMatching(/^Sunburn/)]);
  });

  test('a tracker that mentions tips stays a tracker of records', () => {
    expect(understand('log my runs with date and distance, and give me tips on pacing').subject?.plural).toBe('runs');
  });

  test('"our club rules: …" written out is a screen of those lines, not records with a field per rule', () => {
    const plan = understand('chess club rules: phones off, touch move, shake hands after each game');
    expect(plan.subject).toBeUndefined();
    expect(plan.pages).toEqual([{ title: 'Chess club rules', lines: ['Phones off', 'Touch move', 'Shake hands after each game'], written: true }]);
    expect(texts('chess club rules: phones off, touch move, shake hands after each game')).toContain('• Touch move');
  });

  test('times and weekday schedules written out are shown; a schedule of field names stays records', () => {
    expect(understand('train times to work: 7:12, 7:42 and 8:12').pages?.[0]?.lines).toEqual(['7:12', '7:42', '8:12']);
    expect(understand('bin schedule: monday recycling, thursday general waste').pages?.[0]?.lines).toHaveLength(2);
    expect(understand('Feeding schedule: food, amount and time').subject?.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['food', 'amount', 'time']));
  });
});

describe('records named by what is spent or done, and what is due', () => {
  test('"log what I spend on lunch" keeps dated lunches with an amount; a mass noun keeps expenses', () => {
    expect(understand('log what I spend on lunch each day - the place, the amount and the date').subject).toMatchObject({ plural: 'lunches' });
    expect(understand('track what I spend on parking').subject?.plural).toBe('expenses');
  });

  test('"log when I feed the fish with the time" keeps feeds, "when I mow the lawn" mowings; "each plant has …" still keeps plants', () => {
    expect(understand('log when I feed the fish with the time and the food').subject?.plural).toBe('feeds');
    expect(understand('record when I mow the lawn and how long it took').subject?.plural).toBe('mowings');
    expect(understand('Keep track of when I clean my bikes. Each bike has a name and how many days between cleans.').subject?.noun).toBe('bike');
  });

  test('"show when the next one is due (every 2 weeks)" shows the date and whether it is overdue, not a prediction', () => {
    const plan = understand('log each nail trim I give my cat with the date, and show when the next one is due (every 2 weeks)');
    expect(plan.dates).toEqual({ nextDue: expect.objectContaining({ every: 14, unit: 'days' }) });
    const { spec } = composeApp('log each nail trim I give my cat with the date, and show when the next one is due (every 2 weeks)');
    const app = new SpecRunner(spec, fixedClock());
    const list = spec.state.find((s) => s.type === 'list')!;
    // The fixed clock's today is 2026-01-20: a trim on 2026-01-10 is due on 2026-01-24.
    Object.assign(app.state, { newName: 'Front paws', newDate: '2026-01-10' });
    app.click(`${list.name}_add`);
    expect(app.text('summary_next_due')).toBe('Next due: 2026-01-24 (in 4 days)');
  });

  test('"with a button for each" makes named lengths presets to pick', () => {
    expect(understand('study timer, 50 min study and 10 min break with a button for each').timer?.presets.map((p) => p.seconds)).toEqual([3000, 600]);
  });

  test('a tip calculator says the share in the prompt\'s words: "how much each person pays"', () => {
    expect(texts('tip calculator - enter the bill, tip percent and number of people, show how much each person pays')).toContain('Each person pays: ');
  });
});

describe('an allowance used up one at a time', () => {
  test('"I get 4 guest passes a month, tap when I use one" counts down to zero and refills on reset', () => {
    const { spec, report } = composeApp('I get 4 guest passes a month, tap when I use one');
    expect(report?.built[0]).toBe('Counts guest passes down from 4');
    const app = new SpecRunner(spec);
    for (let i = 0; i < 5; i++) app.click('use_button');
    expect(app.text('count_words')).toBe('0 guest passes left');
    app.click('reset_button');
    expect(app.text('count_words')).toBe('4 guest passes left');
  });

  test('"how many sessions I have left" on a class pass is an allowance, not a timer', () => {
    expect(understand('track how many yoga sessions I have left on my 10 class pass').counter).toMatchObject({ down: { start: 10 } });
  });
});

describe('games, teams and sorting said in other words', () => {
  test('"memory card game with 6 pairs" deals six pairs', () => {
    expect(understand('memory card game with 6 pairs for my niece').game).toMatchObject({ type: 'memory', size: 6 });
  });

  test('"type in the students\' names and split them into 4 random teams" keeps students', () => {
    const { spec, report } = composeApp("type in the students' names and split them into 4 random teams");
    expect(spec.state.find((s) => s.type === 'list')?.name).toBe('students');
    expect(report?.built).toContain('Shuffle into 4 teams');
  });

  test('"sort by price, cheapest first" keeps the direction after a comma', () => {
    expect(understand('wine list with name and price, sort by price, highest first').list.sort).toEqual({ field: 'price', descending: true });
  });
});

describe('per-group totals, dashes and spelling', () => {
  test('"show points per kid" adds the points up for each kid', () => {
    expect(understand('Chore chart. Each chore has the kid (Ana or Ben), the chore, and points. Show points per kid.').computations).toContainEqual({ fn: 'sum', field: 'points', per: 'kid' });
  });

  test('"films we watched this month - title, …" keeps films', () => {
    expect(understand('films we watched this month - title, year and rating 1-10').subject?.plural).toBe('films');
  });

  test('a paint calculator says "liters" to a user who writes liters', () => {
    expect(texts('Paint calculator: I enter wall width and height and it tells me how many liters I need')).toContain(' liters');
    expect(texts('Paint calculator: how many litres for my bedroom walls')).toContain(' litres');
  });
});

describe('names', () => {
  test('a "to do list" is named To-Do List, never "Do List"', () => {
    expect(composeApp('to do list where each job has a title and a due date').spec.app.name).toBe('To-Do List');
  });
});
