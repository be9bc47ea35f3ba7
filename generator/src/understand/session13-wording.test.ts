import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';
import { understand } from './understand';

describe('pages named without their content (session-13 steering sets)', () => {
  const prompt = 'a handbook for the dog sitter with separate pages: feeding times, walk routes and vet details, plus a menu';

  test('each named page is a screen opened from a home screen, with the page titles as the user wrote them', () => {
    const spec = composeApp(prompt).spec;
    expect(validateSpec(spec)).toEqual([]);
    expect(spec.screens.map((s) => s.title).slice(1)).toEqual(['Feeding times', 'Walk routes', 'Vet details']);
    const home = spec.screens[0]!;
    const opens = JSON.stringify(home.children);
    for (const s of spec.screens.slice(1)) expect(opens).toContain(`"screen":"${s.id}"`);
  });

  test('the user writes the lines of a page in the app (nothing invented), and they are kept on the phone', () => {
    const spec = composeApp(prompt).spec;
    const walks = spec.screens.find((s) => s.title === 'Walk routes')!;
    const run = new SpecRunner(spec, fixedClock());
    const lines = spec.state.find((v) => v.type === 'list' && v.name.startsWith('walkRoutes'))!;
    expect(lines.persist).toBe(true);
    const draft = spec.state.find((v) => v.type === 'text' && /WalkRoutes/.test(v.name))!;
    run.state[draft.name] = 'Park loop, 20 minutes';
    run.click(`${walks.id}_add`);
    expect(run.state[lines.name]).toEqual([{ text: 'Park loop, 20 minutes' }]);
    expect(run.state[draft.name]).toBe('');
  });

  test('"3 screens: a home screen, a screen where I save …" is not a list of page titles', () => {
    // The home screen opens the others and the recipes are the records; only the shopping list is a page of its own.
    const plan = understand('cookbook app with 3 screens: a home screen, a screen where I keep recipes (name, time), and a shopping list');
    expect((plan.pages ?? []).map((p) => p.title)).toEqual(['Shopping list']);
    expect(plan.subject?.noun).toBe('recipe');
  });
});

describe('things played, kept as records', () => {
  test('"log each game with the date and who won" keeps games, and "wins per person" counts by the winner', () => {
    const plan = understand('our card club: log each game with the date, the game and the winner, and show how many wins each person has');
    expect(plan.subject?.noun).toBe('game');
    expect(plan.game).toBeUndefined();
    expect(plan.computations).toContainEqual({ fn: 'count', per: 'winner' });
  });
});

describe('savings goals said after the thing saved for', () => {
  test('"saving up for a new laptop, $900" is a goal of 900 with what is left, named for the laptop', () => {
    const result = composeApp('saving up for a new laptop, $900. i add each deposit with amount and date, show how much is left');
    expect(result.spec.app.name).toBe('Laptop Savings');
    expect(JSON.stringify(result.spec)).toMatch(/900/);
    expect(result.report.built.join(' ')).toMatch(/left to save towards 900/);
  });

  test('"a $250 goal" is the target', () => {
    expect(understand('putting money aside for a console, $250 goal, log deposits with amount and date').computations).toContainEqual(expect.objectContaining({ fn: 'sum', target: 250 }));
  });
});

describe('lists that belong to people, start full, or need a shop', () => {
  test('"a star chart for my three kids Mia, Sam and Ava" gives each record a Kid choice of their names, and points per kid add up', () => {
    const plan = understand('a star chart for my three kids Mia, Sam and Ava. each job has points and i want total points for each kid');
    expect(plan.subject?.attributes).toContainEqual({ name: 'kid', label: 'Kid', kind: 'choice', options: ['Mia', 'Sam', 'Ava'] });
    expect(plan.computations).toContainEqual(expect.objectContaining({ fn: 'sum', per: 'kid' }));
  });

  test('"w/" reads as "with", and items listed without "and" before "already in it" start the list', () => {
    expect(understand('morning routine list w/ stretch, shower, coffee already in it, tick them off').subject?.prefilled).toEqual(['stretch', 'shower', 'coffee']);
  });

  test('ordering from a shop online is reported as not built, and the list is still made', () => {
    const result = composeApp('shopping list with how many of each, and have it order the lot from amazon');
    expect(result.refusal).toBeUndefined();
    expect(result.report.notBuilt.map((n) => n.request).join(' ')).toMatch(/order the lot from amazon/);
  });

  test('the switch that hides ticked-off records is listed among what was built', () => {
    expect(composeApp('to do list where i tick tasks off, and a toggle that hides the done ones').report.built).toContain('A switch hides the done tasks');
  });
});

describe('ratings and fields said with how often they are made', () => {
  test('"rate my energy 1 to 10 every evening" keeps dated entries of an energy number, and its average', () => {
    const plan = understand('energy diary: rate my energy 1 to 10 every evening with a few words, show the average energy');
    expect(plan.subject?.noun).toBe('entry');
    expect(plan.subject?.attributes).toContainEqual(expect.objectContaining({ name: 'energy', kind: 'number' }));
    expect(plan.computations).toContainEqual(expect.objectContaining({ fn: 'avg', field: 'energy' }));
  });

  test('"… and stress level 1-10 each day": how often is not part of the field', () => {
    const fields = understand('log my workouts: type, minutes and stress level 1-10 each day').subject?.attributes.map((a) => `${a.name}:${a.kind}`);
    expect(fields).toContain('stressLevel:number');
  });
});

describe('fields said in a sentence of their own', () => {
  test('"where i put in weight in kg and reps" reads the fields after "put in"', () => {
    const fields = understand('gym log where i put in weight in kg and reps for each lift').subject?.attributes.map((a) => a.name);
    expect(fields).toEqual(expect.arrayContaining(['weight', 'reps']));
  });

  test('"Types: a, b, c." gives the records a Type choice of those, and "total per type" adds up by it', () => {
    const plan = understand('household bills tracker. Types: rent, power, water, internet. Show total per type.');
    expect(plan.subject?.attributes).toContainEqual({ name: 'type', label: 'Type', kind: 'choice', options: ['Rent', 'Power', 'Water', 'Internet'] });
    expect(plan.computations).toContainEqual(expect.objectContaining({ fn: 'sum', per: 'type' }));
  });
});

describe('records named after a phrase, and fuel economy', () => {
  test('"quiz app for my class, questions with answer and points" keeps questions (a comma ends the phrase before them)', () => {
    const subject = understand('quiz night helper for my pub, questions with answer and points').subject;
    expect(subject?.noun).toBe('question');
    expect(subject?.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['answer', 'points']));
  });

  test('"km since last fill-up, litres" and "my fuel economy" work out km per litre of each fill-up, and overall', () => {
    const result = composeApp('car fuel log: date, km since last fill, litres, cost. show my km per litre');
    const list = result.spec.state.find((v) => v.type === 'list')!;
    expect(list.fields!.map((f) => f.name)).toEqual(expect.arrayContaining(['km', 'litres']));
    const run = new SpecRunner(result.spec, fixedClock());
    run.state[list.name] = [{ date: '2026-01-02', km: 500, litres: 40, cost: 60 }];
    const line = JSON.stringify(result.spec).match(/"id":"([a-z_]+_economy)"/)![1]!;
    expect(run.text(line, 0)).toMatch(/12\.50 km per litre/);
  });
});

describe('choices after a dash, and names from the opening words', () => {
  test('"and type - fiction, history, science or poetry" offers those four', () => {
    const list = composeApp('reading list: save books with title, author and type - fiction, history, science or poetry').spec.state.find((v) => v.type === 'list')!;
    expect(list.fields!.find((f) => f.name === 'type')).toMatchObject({ kind: 'choice', options: ['Fiction', 'History', 'Science', 'Poetry'] });
  });

  test('an app named in the opening words keeps that name ("Wine cellar log: …", "Garden planner. …"), never a verb ("Keep a log …", "save recipes")', () => {
    expect(composeApp('Wine cellar log: bottles with name, year and price').spec.app.name).toBe('Wine Cellar Log');
    expect(composeApp('Keep a log of my migraines: date and how bad it was from 1 to 10').spec.app.name).not.toMatch(/^Keep/);
    expect(composeApp('i want to save recipes with name and ingredients').spec.app.name).not.toMatch(/^Save/);
  });
});

describe('headings and "low first"', () => {
  test('a heading that only names the app ("Stock list for my market stall.") is not reported as not understood', () => {
    const result = composeApp('Stock list for my market stall. items with name, how many left and price. show low stock first');
    expect(result.report.notBuilt).toEqual([]);
  });

  test('"show low stock first" sorts by the stock field, lowest first; "high scores first" highest first', () => {
    expect(understand('plants with name and how many in stock. show low stock first').list.sort).toEqual({ field: 'inStock', descending: false });
    expect(understand('players with name and score, high score first').list.sort).toEqual({ field: 'score', descending: true });
  });
});

describe('a counter beside a list of people', () => {
  test('"count the tickets sold and keep a list of helpers who came" makes both, and texting them is reported as not built', () => {
    const result = composeApp('school fair app - count the tickets we sell and keep a list of helpers who came. also text all the helpers a thank you');
    const lists = result.spec.state.filter((v) => v.type === 'list').map((v) => v.name);
    expect(lists).toContain('helpers');
    expect(result.spec.state.some((v) => v.type === 'number' && v.name === 'tickets')).toBe(true);
    expect(result.report.notBuilt.map((n) => n.reason).join(' ')).toMatch(/sending texts/);
    expect(new Set(result.report.built).size).toBe(result.report.built.length);
  });
});

describe('lists for a purpose, and plus signs', () => {
  test('"a packing list for holidays with items i can tick off" keeps items, not holidays', () => {
    expect(understand('a packing list for holidays with items i can tick off, start it with towel, hat and sunscreen').subject?.noun).toBe('item');
  });

  test('"countdown + checklist" reads the plus as "and"', () => {
    const plan = understand('move date is 2026-09-01. countdown + packing checklist with boxes, tape and labels');
    expect(plan.text).toContain('countdown and packing checklist');
    expect(plan.dates.countdown?.date).toBe('2026-09-01');
  });
});

describe('a checklist of things to tick beside a countdown', () => {
  test('"exams start 2026-05-20. countdown + study checklist with algebra, poems, maps" starts the checklist with those, and the countdown says exams', () => {
    const result = composeApp('exams start 2026-05-20. countdown + study checklist with algebra, poems, maps');
    const list = result.spec.state.find((v) => v.type === 'list')!;
    expect((list.initial as { name: string }[]).map((i) => i.name)).toEqual(['Algebra', 'Poems', 'Maps']);
    expect(result.report.built).toContain('Days until exams (2026-05-20)');
  });

  test('"checklist with task, due date and priority" is still fields', () => {
    expect(understand('homework checklist with task, due date, priority').subject?.prefilled).toEqual([]);
  });
});

describe('formulas from the study library', () => {
  test('"what do I need on the final": current 80, final worth 25 %, wanted 85 → 100 needed', () => {
    const result = composeApp('what do i need on the final? i type my current grade, how much the final is worth in %, and the grade i want');
    expect(result.spec.app.name).toBe('Final Grade Calculator');
    const run = new SpecRunner(result.spec, fixedClock());
    Object.assign(run.state, { currentGrade: 80, finalWorth: 25, wantedGrade: 85 });
    expect(run.text('result_0')).toMatch(/\b100\b/);
    Object.assign(run.state, { finalWorth: 0 });
    expect(run.text('result_0')).toMatch(/\b0\b/);
  });
});

describe('due states without a stated interval', () => {
  test('"when I last fed each fish tank … which ones are due" gives each record its own every-how-many-days, and shows due ones', () => {
    const result = composeApp('fish tanks with name and when i last cleaned each one. show me which ones are due for a clean');
    const list = result.spec.state.find((v) => v.type === 'list')!;
    expect(list.fields!.map((f) => f.name)).toEqual(expect.arrayContaining(['lastCleaned', 'everyDays']));
    const run = new SpecRunner(result.spec, fixedClock());
    run.state[list.name] = [{ name: 'Big tank', lastCleaned: '2020-01-01', everyDays: 7 }];
    expect(JSON.stringify(result.spec)).toMatch(/Due today/);
    const due = JSON.stringify(result.spec).match(/"id":"([a-z_]+_due)"/)![1]!;
    expect(run.text(due, 0)).toBe('Due today');
  });

  test('one interval for all ("every 10 days") adds no per-record field', () => {
    const list = composeApp('my plants and when i last watered each one; they need water every 10 days, show which are due').spec.state.find((v) => v.type === 'list')!;
    expect(list.fields!.map((f) => f.name)).not.toContain('everyDays');
  });
});

describe('records described after the list of kinds, or in the next sentence', () => {
  test('"bike upkeep log - chain cleanings, tyre changes, brake pads etc. each with date and cost" gives a Type choice of those and the fields', () => {
    const attrs = understand('bike upkeep log - chain cleanings, tyre changes, brake pads etc. each with date and cost').subject?.attributes;
    expect(attrs?.find((a) => a.name === 'type')).toMatchObject({ kind: 'choice', options: ['Chain cleanings', 'Tyre changes', 'Brake pads'] });
    expect(attrs?.map((a) => a.name)).toEqual(expect.arrayContaining(['date', 'cost']));
  });

  test('"record log - artist, album, year" is fields after a dash, never kinds', () => {
    const attrs = understand('record log - artist, album, year').subject?.attributes;
    expect(attrs?.some((a) => a.name === 'type')).toBe(false);
  });

  test('"fabric stash organiser. colour, metres, shop." reads the next sentence as the fields', () => {
    expect(understand('fabric stash organiser. colour, metres, shop. show total metres').subject?.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['colour', 'metres', 'shop']));
  });

  test('a dated due field says so in what was built', () => {
    expect(composeApp('passport and licence renewals: document name, expiry date. show which are overdue').report.built.join(' ')).toMatch(/overdue/);
  });
});

describe('stock figures and app names with a purpose', () => {
  test('"Inventory for my craft stall - item name, how many in stock, price" keeps items, and "the total number of items in stock" adds up the stock', () => {
    const plan = understand('Inventory for my craft stall - item name, how many in stock, price. show the total number of items in stock');
    expect(plan.subject?.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['inStock', 'price']));
    expect(plan.computations).toContainEqual(expect.objectContaining({ fn: 'sum', field: 'inStock' }));
  });
});

describe('options and units written in other ways', () => {
  test('"grouped by shelf (top, middle, bottom)" gives the records a Shelf choice and groups by it', () => {
    const plan = understand('pantry list grouped by shelf (top, middle, bottom), tick things off when used up');
    expect(plan.subject?.attributes).toContainEqual({ name: 'shelf', label: 'Shelf', kind: 'choice', options: ['Top', 'Middle', 'Bottom'] });
    expect(plan.list.group).toBe('shelf');
  });

  test('"type - fiction / poetry / comics" and "prep time (minutes)"', () => {
    const attrs = understand('books to read. for each book: title, pages, reading time (hours), type - fiction / poetry / comics').subject?.attributes;
    expect(attrs?.find((a) => a.name === 'type')).toMatchObject({ kind: 'choice', options: ['Fiction', 'Poetry', 'Comics'] });
    expect(attrs?.find((a) => a.name === 'readingTime')).toMatchObject({ kind: 'number', unit: 'hours' });
  });
});

describe('pages beside records', () => {
  test('"3 screens: clients, invoices, prices" keeps the client records, with the other two as pages', () => {
    const result = composeApp('Client list for my cleaning business: name, address and notes for each client. 3 screens: clients, invoices, prices.');
    expect(result.spec.state.find((v) => v.type === 'list' && v.name === 'clients')).toBeDefined();
    expect(result.spec.screens.map((s) => s.title)).toEqual(expect.arrayContaining(['Invoices', 'Prices']));
    expect(result.spec.screens.map((s) => s.title)).not.toContain('Clients');
  });
});

describe('abbreviations and things that happen', () => {
  test('"show the avg time" reads as average', () => {
    expect(understand('swim log - each swim with date and time in minutes. show the avg time').computations).toContainEqual(expect.objectContaining({ fn: 'avg' }));
  });

  test('"track when i get nosebleeds" keeps nosebleeds (never "Getings")', () => {
    const result = composeApp('track when i get nosebleeds and show the average number of days between them');
    expect(result.spec.app.name).toBe('Nosebleeds');
    expect(result.spec.state.some((v) => v.type === 'list' && v.name === 'nosebleeds')).toBe(true);
  });
});

describe('options in brackets with slashes, glosses, and countable -ing records', () => {
  test('"RSVP (yes/no/maybe)" is a choice of the three; "location (just typed)" is a Location field', () => {
    const fields = composeApp('bbq invite list: name, RSVP (yes/no/maybe), location (just typed)').spec.state.find((v) => v.type === 'list')!.fields!;
    expect(fields.find((f) => f.name === 'rsvp')).toMatchObject({ kind: 'choice', options: ['Yes', 'No', 'Maybe'] });
    expect(fields.map((f) => f.name)).toContain('location');
  });

  test('"whale sighting log: species, date, count" keeps sightings', () => {
    expect(understand('whale sighting log: species, date, count').subject?.noun).toBe('sighting');
  });
});

describe('timers that count finished sessions', () => {
  test('"pomodoro 50/10, count the sessions i finish today" counts each finished focus, from zero on another day', () => {
    const result = composeApp('pomodoro 50/10, count the sessions i finish today');
    expect(result.report.built).toContain('Counts completed focus sessions, from zero again every day');
    const run = new SpecRunner(result.spec, fixedClock());
    run.click('start_button');
    run.tick('tick', 50 * 60);
    expect(run.state.done).toBe(1);
    expect(run.state.phase).toBe(1);
    run.tick('tick', 10 * 60);
    expect(run.state.done).toBe(1);
    const tomorrow = run.reopen(fixedClock(Date.UTC(2026, 0, 21, 9)));
    expect(tomorrow.state.done).toBe(0);
  });

  test('preset labels never take the timer\'s own name ("plank timer with 30s and 1 min buttons")', () => {
    expect(composeApp('plank timer with 30s and 1 min buttons').report.built[0]).toBe('Presets: 30 s and 1 min');
  });
});

describe('a goal said as what the work has', () => {
  test('"the blanket has 200 rows" is a row counter with a goal of 200', () => {
    expect(understand('crochet row counter with plus, minus and reset. the blanket has 200 rows').counter).toMatchObject({ unit: 'rows', goal: 200 });
  });
});
