import { describe, expect, test } from 'vitest';
import type { AppSpec } from '@droidforge/contracts';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { analyzePrompt } from '../compose/analyze/analyze-prompt';
import { composePlan } from '../plan/compose-plan';
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
    // ("habit checklist": the list is named for its habits, each said by what it is.)
    expect(listOf(habits).name).toBe('habits');
    expect((listOf(habits).initial as Record<string, unknown>[]).map((i) => i.habit)).toEqual(['Drink water', 'Exercise', 'Read']);
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

describe('records said in other words (dev13/dev14 steering)', () => {
  test('"how many minutes" is a Minutes field and "done yes/no" a yes/no field', () => {
    const feeds = understand('Baby feeding log: time of the feed, which side (left, right, bottle) and how many minutes.');
    expect(feeds.subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toContain('minutes:number');
    const homework = understand('Homework tracker: subject (math, english, science, history), assignment, due date and done yes/no.');
    expect(homework.subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toContain('done:yesno');
  });

  test('a fishing log that mentions "my biggest catch" keeps catches and shows the heaviest', () => {
    const plan = understand('Fishing log: species, weight in kg, date and lake. Show me my biggest catch.');
    expect(plan.subject?.noun).toBe('catch');
    expect(plan.computations).toContainEqual({ fn: 'max', field: 'weight' });
  });

  test('"log each round with player name and points" keeps rounds with a total per player, not live counters', () => {
    const plan = understand('Score keeper for card game night: log each round with player name and points, show total points per player.');
    expect(plan.scores).toBeUndefined();
    expect(plan.subject?.noun).toBe('round');
    expect(plan.computations).toContainEqual({ fn: 'sum', field: 'points', per: 'playerName' });
  });

  test('a random pick from a list without "or", or after "picker:", offers exactly those options', () => {
    expect(understand("can't decide where to eat. pick a random one from Pizzeria, Sushiya, Tacoria, Wokhouse").random?.options).toEqual(['Pizzeria', 'Sushiya', 'Tacoria', 'Wokhouse']);
    expect(understand('date night idea picker: picnic, movie, bowling, karaoke, museum').random?.options).toHaveLength(5);
  });

  test('a vocabulary app keeps words, and a second-sentence "Customers: name, plate, …" names the records', () => {
    expect(understand('Vocabulary app for my GRE prep: word, meaning, and a learned checkbox. I need to search words too.').subject?.noun).toBe('word');
    const wash = understand('I run a car wash with monthly plans. Customers: name, plate, plan (basic, premium) and whether they paid this month. Show how many customers I have.');
    expect(wash.subject?.noun).toBe('customer');
    expect(wash.computations).toContainEqual({ fn: 'count' });
  });

  test('"the dates of my past haircuts" are dated records with their average gap and the next one predicted', () => {
    const plan = understand('I put in the dates of my past haircuts and it tells me the average number of days between them and when my next one is due');
    expect(plan.subject?.noun).toBe('haircut');
    expect(plan.dates).toMatchObject({ averageInterval: 'date', predictNext: true });
  });

  test('"booster due every 365 days, show which ones are overdue" marks each record overdue a year after its date', () => {
    const { spec } = composeApp('Pet vaccination tracker: pet name, vaccine, date given. Booster due every 365 days, show which ones are overdue.');
    const app = new SpecRunner(spec, fixedClock());
    const today = app.value('today()') as string;
    Object.assign(app.state, { newPetName: 'Rex', newVaccine: 'Rabies', newDateGiven: '2020-01-01' });
    app.click('pet_vaccinations_add');
    Object.assign(app.state, { newPetName: 'Mia', newVaccine: 'Rabies', newDateGiven: today });
    app.click('pet_vaccinations_add');
    expect([app.text('pet_vaccinations_due', 0), app.text('pet_vaccinations_due', 1)].sort()).toEqual(['Next in 365 days', 'Overdue']);
  });
});

describe('what cannot be built is named, and the rest is still built (dev13/dev14 steering)', () => {
  const unbuilt = (prompt: string) => understand(prompt).unbuilt.map((u) => `${u.request} ${u.reason}`).join(' | ');

  test('a weather app that also keeps what I wore says the weather is out and keeps dated outfits', () => {
    const plan = understand('weather app that also lets me jot down what I wore each day');
    expect(unbuilt('weather app that also lets me jot down what I wore each day')).toMatch(/weather/);
    expect(plan.subject?.noun).toBe('outfit');
    expect(plan.subject?.attributes.map((a) => a.kind)).toEqual(['text', 'date']);
  });

  test('"dog parks near me … my favorite ones" explains location and keeps the parks', () => {
    const plan = understand('Find dog parks near me and let me save my favorite ones with a note');
    expect(unbuilt('Find dog parks near me and let me save my favorite ones with a note')).toMatch(/^find dog parks near me location/);
    expect(plan.subject?.noun).toBe('park');
  });

  test('texting someone and connecting to a bank are named once each, with their own reasons', () => {
    expect(unbuilt('Chore chart for my kids where they tick off chores, and text my husband when everything is done')).toMatch(/texts, SMS/);
    const bank = understand('Budget app that connects to my bank account and imports my transactions. Also let me log spending by hand with amount and note, and show the total.');
    expect(bank.unbuilt).toHaveLength(1);
    expect(bank.unbuilt[0]!.reason).toMatch(/bank/);
  });

  test('a game the composer cannot make is refused at no charge, never swapped for another game', () => {
    const result = composeApp('Lights out puzzle game on a 5x5 grid');
    expect(result.refusal?.message).toMatch(/lights out puzzle game/);
    expect(result.spec.app.kind).not.toBe('game');
  });

  test('"and a dark mode" is a working dark mode switch', () => {
    expect(understand('Simple meditation timer, 10 minutes, gentle vibration at the end, and a dark mode').settings).toEqual(['dark']);
  });

  test('"loan calculator: amount, interest rate and years -> monthly payment" is the loan form, not a list of years', () => {
    const result = composeApp('Loan calculator: amount, interest rate and years -> monthly payment');
    expect(result.kind).toBe('calculator-form');
    expect(understand('Loan calculator: amount, interest rate and years -> monthly payment').subject).toBeUndefined();
  });
});

describe('fields said in passing (older steering sets)', () => {
  test('"mark it when it comes back" ticks a Returned box, and "friend\'s name" is friendName', () => {
    const plan = understand("Keep track of the books I lend to friends: book title, friend's name, the date I lent it, and mark it when it comes back");
    expect(plan.list.toggle).toBe('returned');
    expect(plan.subject?.attributes.map((a) => a.name)).toContain('friendName');
  });

  test('"how often each one needs water (every N days) and the date I last watered it" is a watering interval and a Last watered date, due when they meet', () => {
    const plan = understand('Plant watering reminder: list my houseplants with how often each one needs water (every N days) and the date I last watered it, and show which ones need watering today');
    expect(plan.subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(['name:text', 'everyDays:number', 'lastWatered:date']);
    expect(plan.dates.due).toEqual({ intervalField: 'everyDays', lastField: 'lastWatered' });
  });

  test('"the mileage each time I change the oil", "the grade points I got" and "due dates" are plain fields', () => {
    expect(understand('Oil change log for my car: add the date and the mileage each time I change the oil').subject?.attributes.map((a) => a.name)).toEqual(['date', 'mileage']);
    expect(understand('GPA calculator: I add my courses with their credits and the grade points I got').subject?.attributes.map((a) => a.name)).toContain('gradePoints');
    expect(understand('To-do list with due dates and priority (high, medium, low)').subject?.attributes.find((a) => a.kind === 'date')).toEqual({ name: 'dueDate', label: 'Due date', kind: 'date' });
  });

  test('days until a birthday count to its next return, not to the year it was', () => {
    const prompt = "My friends' birthdays with how many days until each one";
    const plan = understand(prompt);
    expect(plan.dates).toMatchObject({ daysUntil: 'date', yearly: true });
    const app = new SpecRunner(composePlan(plan, analyzePrompt(prompt))!.spec, fixedClock());
    Object.assign(app.state, { newName: 'Ana', newDate: '1990-01-25' });
    app.click('birthdays_add');
    Object.assign(app.state, { newName: 'Bo', newDate: '1985-01-10' });
    app.click('birthdays_add');
    // The fixed clock's today is 2026-01-20.
    expect([app.text('birthdays_until', 0), app.text('birthdays_until', 1)]).toEqual(['5 days left', '355 days left']);
  });
});

describe('names, context and timers said in other words (dev15/dev16 steering)', () => {
  test('"Call it PawPlanner.", "Name: GigBook." and "BrewLog - for …" name the app and are not reported as unbuilt', () => {
    for (const [prompt, name] of [
      ["Call it PawPlanner. I want to keep track of my dog Biscuit's vet visits: date, reason, and cost.", 'PawPlanner'],
      ['Name: GigBook. I play bass in a wedding band. Track gigs with venue, date, fee and paid yes/no.', 'GigBook'],
      ['BrewLog - for my homebrewing. Each batch: beer, brew date, OG, FG.', 'BrewLog'],
    ] as const) {
      const plan = understand(prompt);
      expect(plan.appName).toBe(name);
      // "I play bass in a wedding band" tells who the user is; it asks for nothing.
      expect(plan.unrecognised).toEqual([]);
    }
  });

  test('"my dog Biscuit\'s vet visits" keeps visits, and "my vinyl records" keeps records', () => {
    expect(understand("I want to keep track of my dog Biscuit's vet visits: date, reason, and cost.").subject?.noun).toBe('visit');
    expect(understand('I want to catalog my vinyl records: artist, album, year, condition (Mint, Good, Worn) and price I paid.').subject?.noun).toBe('record');
  });

  test('"a tick box for whether he\'s taken it today" is a Taken yes/no field', () => {
    const plan = understand("Name it Pillbox. I need to list his medicines: name, dose, how many times a day, and a tick box for whether he's taken it today.");
    expect(plan.subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(['name:text', 'dose:text', 'times:number', 'taken:yesno']);
  });

  test('"two preset buttons: 25 min focus and 5 min break" are presets; "3 minute rounds, 1 minute rest, 12 rounds" a round sequence', () => {
    expect(understand("Study timer. Two preset buttons: 25 min focus and 5 min break. Beep when it's done.").timer?.presets.map((p) => p.seconds)).toEqual([1500, 300]);
    const boxing = understand('boxing timer. 3 minute rounds, 1 minute rest, 12 rounds. ring a bell at the end of every round').timer;
    expect(boxing?.phases).toEqual([{ label: 'Round', seconds: 180 }, { label: 'Rest', seconds: 60 }]);
    expect(boxing?.rounds).toBe(12);
  });

  test('a number guessing game "1 to 50" guesses between 1 and 50', () => {
    expect(understand('Make me a number guessing game, 1 to 50, it says higher or lower').game).toMatchObject({ type: 'guess', range: [1, 50] });
  });
});

describe('derived figures and fields after a logging verb (dev15/dev16 steering)', () => {
  test('"work out my pace per km" shows each run\'s pace, and "my average pace" the totals\' pace', () => {
    const { spec } = composeApp('Log my runs with distance in km, time in minutes and the date. Show total distance and my average pace.');
    const app = new SpecRunner(spec, fixedClock());
    for (const [distance, time] of [[5, 30], [10, 50]] as const) {
      Object.assign(app.state, { newDistance: distance, newTime: time, newDate: '2026-01-10' });
      app.click('runs_add');
    }
    expect(app.text('runs_pace', 0)).toBe('Pace: 6.00 minutes per km');
    expect(app.text('pace_overall')).toBe('Average pace: 5.33 minutes per km');
  });

  test('a running log keeps runs; "I log the crop, weight in kg, and date" names the fields', () => {
    expect(understand('Running log: distance in km, time in minutes, date, and it should work out my pace per km.').subject?.noun).toBe('run');
    const harvest = understand('Garden harvest tracker. Each time I pick something I log the crop, weight in kg, and date. I want total kg per crop for the season.');
    expect(harvest.subject?.attributes.map((a) => a.name)).toEqual(['crop', 'weight', 'date']);
    expect(harvest.computations).toContainEqual({ fn: 'sum', field: 'weight', per: 'crop' });
  });

  test('"the part of the service (Entrance, …)" is a Part choice', () => {
    const plan = understand('Each hymn: number, title, and the part of the service (Entrance, Offertory, Communion, Closing).');
    expect(plan.subject?.attributes.find((a) => a.kind === 'choice')?.name).toBe('part');
  });
});

describe('counters said in other words (dev15 steering)', () => {
  test('"it stops at 108 … vibrate when I reach 108" limits the count and signals on the tap that reaches it', () => {
    const { spec } = composeApp('Simple prayer bead counter. One big button, +1 each tap, it stops at 108, reset button. Vibrate when I reach 108.');
    const app = new SpecRunner(spec, fixedClock());
    for (let i = 0; i < 110; i++) app.click('add_button');
    expect(app.value('beads')).toBe(108);
    expect(JSON.stringify(spec)).toContain('"do":"signal"');
    expect(understand('Simple prayer bead counter. One big button, +1 each tap, it stops at 108, reset button. Vibrate when I reach 108.').unrecognised).toEqual([]);
  });
});

describe('counts since a day (dev15/dev18 steering)', () => {
  test('"days since I last smoked … a reset button" counts from today and restarts from today', () => {
    const { spec } = composeApp('Name it Clean Streak. It should show how many days since I last smoked and have a reset button for if I slip up.');
    const app = new SpecRunner(spec, fixedClock());
    expect(app.value('startDate')).toBe('2026-01-20');
    app.state.startDate = '2026-01-10';
    expect(app.text('days_text')).toBe('10');
    app.click('restart_button');
    expect(app.text('days_text')).toBe('0');
  });

  test('"I quit smoking on 3 March 2025 … a pack costs 9.50 and I smoked one pack a day" counts days since and the money saved', () => {
    const plan = understand("Call it SmokeFree. I quit smoking on 3 March 2025. Show how many days since I quit, and how much money I've saved if a pack costs 9.50 and I smoked one pack a day.");
    expect(plan.dates.countdown).toEqual({ date: '2025-03-03', label: 'you quit smoking', since: true, perDay: 9.5 });
    expect(plan.counter).toBeUndefined();
  });
});

describe('records whose fields stand alone (dev17/dev18 steering)', () => {
  test('a sentence that is only fields ("Systolic, diastolic, pulse, and the time she took it") makes blood pressure readings', () => {
    const plan = understand('My mum has to take her blood pressure morning and evening and the doctor wants a record. Systolic, diastolic, pulse, and the time she took it.');
    expect(plan.subject?.noun).toBe('reading');
    expect(plan.subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(['systolic:number', 'diastolic:number', 'pulse:number', 'time:time', 'date:date']);
  });

  test('"my two cats, Mochi and Pixel … which cat" is a choice of the two, and "yearly … due again" a due state a year on', () => {
    const plan = understand('My two cats, Mochi and Pixel, need their vet visits tracked: which cat, what was done, date, and cost. Their vaccines are yearly so tell me when each one is due again.');
    expect(plan.subject?.noun).toBe('visit');
    expect(plan.subject?.attributes[0]).toEqual({ name: 'cat', label: 'Cat', kind: 'choice', options: ['Mochi', 'Pixel'] });
    expect(plan.dates.due).toEqual({ everyDays: 365, lastField: 'date' });
  });

  test('a stopwatch "with start, stop, lap and reset" stays a stopwatch', () => {
    expect(understand('A stopwatch with start, stop, lap and reset. Show the laps in a list.').subject).toBeUndefined();
  });

  test('"how many packets I have", "what I paid", "tap once per glass", "a ding when time\'s up"', () => {
    expect(understand('Seed packet inventory: variety, year bought, and how many packets I have.').subject?.attributes.map((a) => a.name)).toContain('packets');
    expect(understand('keep track of my vinyl records - artist, album, year, what I paid').subject?.attributes).toContainEqual({ name: 'paid', label: 'Paid', kind: 'money' });
    expect(understand('Water Buddy: tap once per glass, goal is 8 a day').counter?.unit).toBe('glasses');
    expect(understand("guitar practice timer with buttons for 15, 30 and 45 minutes and a ding when time's up").timer?.signal).toBe(true);
    expect(understand('Tip Split — bill amount, tip %, number of people').appName).toBe('Tip Split');
  });
});

describe('goals, lengths and reminders said in passing (dev17/dev18 steering)', () => {
  test('"once she has 30 stars … a big button to add a star" is a star counter with a goal of 30', () => {
    const plan = understand('my daughter gets a star each time she feeds the cat. once she has 30 stars she gets a new toy. just need a big button to add a star and show how close she is');
    expect(plan.counter).toMatchObject({ unit: 'stars', goal: 30 });
  });

  test('"the average feed length" averages the minutes, and "the number of shifts they\'ve done" is Shifts', () => {
    expect(understand("Each feed: the time, which side (left, right or bottle), and how many minutes. I'd also like the average feed length.").computations).toContainEqual({ fn: 'avg', field: 'minutes' });
    expect(understand("Keep a list of volunteers with their name and the number of shifts they've done, add up all shifts").computations).toContainEqual({ fn: 'sum', field: 'shifts' });
  });

  test('"send each volunteer a text reminder" is named as not built, with the texting reason', () => {
    const plan = understand('Keep a list of volunteers with their name, and send each volunteer a text reminder the day before their shift.');
    expect(plan.unbuilt.map((u) => u.request)).toEqual(['send each volunteer a text reminder the day before their shift']);
  });
});

describe('records found from their fields alone (older steering sets)', () => {
  test('"keep track of who I lent money to, how much and when, and tick it off when they pay me back" keeps loans ticked off as repaid', () => {
    const plan = understand('Keep track of who I lent money to, how much and when, and tick it off when they pay me back');
    expect(plan.subject?.noun).toBe('loan');
    expect(plan.subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(['who:text', 'amount:money', 'date:date']);
    expect(plan.list.toggle).toBe('repaid');
  });

  test('"Inventory for my small shop: product, stock quantity and price" keeps products', () => {
    const plan = understand('Inventory for my small shop: product, stock quantity and price, and the total value of the stock');
    expect(plan.subject?.noun).toBe('product');
    expect(plan.subject?.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['product', 'stockQuantity', 'price']));
  });
});
