import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { understand } from './understand';

/** What the user sees of the records: each list's name, its fields (name:type) and its starting items. */
function seen(prompt: string) {
  const result = composeApp(prompt);
  const lists = result.spec ? result.spec.state.filter((v) => v.type === 'list') : [];
  return {
    lists: lists.map((l) => l.name),
    fields: lists.flatMap((l) => (l.fields ?? []).map((f) => `${f.name}:${f.kind ?? f.type}`)),
    items: lists.flatMap((l) => (Array.isArray(l.initial) ? l.initial.map((i) => String(Object.values(i)[0]).toLowerCase()) : [])),
  };
}

const records = (prompt: string) => understand(prompt).subject;

describe('the list is named after what each record is, in the user\'s words (session 24)', () => {
  test('"log each one" takes the plural said before it: swimming lessons, hikes, migraines', () => {
    expect(seen('my daughter has swimming lessons and i want to log each one - date, what stroke they did (front crawl, backstroke) and how many lengths').lists).toEqual(['lessons']);
    expect(records('we go on loads of hikes. i want to log each one - date, distance, hours')?.plural).toBe('hikes');
    expect(records('i get migraines and want to log each one - date, how long, what triggered it')?.plural).toBe('migraines');
  });

  test('"each one has …" and "for each one i want …" name the records by the plural before, with the fields after', () => {
    expect(records('i have loads of houseplants. each one has a name, when i last watered it and how often it needs water')?.plural).toBe('houseplants');
    const lessons = records('my kids do swimming lessons. for each one i want the date, the pool and the stroke');
    expect(lessons?.plural).toBe('lessons');
    expect(lessons?.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['date', 'pool']));
    // ("each one is due": what is said of one record is no list of its fields.)
    expect(records('My two cats need their vet visits tracked: which cat, what was done, date, and cost. Their vaccines are yearly so tell me when each one is due again.')?.noun).not.toBe('vaccine');
  });

  test('a sheet, log or spreadsheet "for my cleaning jobs" keeps the jobs', () => {
    expect(seen('timesheet for my cleaning jobs: client, date, hours worked, hourly rate in £. work out the pay for each job and the total for the month').lists).toEqual(['jobs']);
    expect(seen('Timesheet for my cleaning jobs: client, date, start time, hours, hourly rate').lists).toEqual(['jobs']);
    expect(records('weekly timesheet for my babysitting jobs: family, date, hours')?.plural).toBe('jobs');
    expect(records('Log for our camping trips: place, date, nights, cost')?.plural).toBe('trips');
  });

  test('a spending tracker\'s entries are expenses, never "monthly_entries"; a mood journal\'s stay entries', () => {
    expect(seen('Monthly spending tracker. Each entry: amount, category (food, bills, transport, fun, other), date, a short note.').lists).toEqual(['expenses']);
    expect(records('Mood journal. Each entry: date, mood (great, okay, bad) and a short note.')?.noun).toBe('entry');
    expect(records('monthly fuel log. each entry: date, litres, cost')?.plural).toBe('fill-ups');
  });

  test('a field said first after "log" is a field, not the records: blood pressure readings, not "systolics"', () => {
    const bp = records('i take my blood pressure every morning. want to log systolic, diastolic, pulse and time. show average of each');
    expect(bp?.plural).toBe('readings');
    expect(bp?.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['systolic', 'diastolic', 'pulse', 'time']));
    // (A plural object is the records themselves.)
    expect(records('track runs, distance and time')?.plural).toBe('runs');
  });

  test('what was sown or planted: named by the thing the user names first, else plantings', () => {
    expect(seen('need an app for the allotment. list of what I\'ve sown: crop, bed number, date sown, days to harvest').lists).toEqual(['crops']);
    expect(records('need an app for my allotment. log what i planted, which bed its in, date sown')?.plural).toBe('plantings');
    expect(records('garden app - log what i sowed: seed, tray, date sown, germinated yes/no')?.plural).toBe('seeds');
    // (Said as a heading of its own, too.)
    expect(records('allotment app. what i sowed, which bed its in, date sown. and how many days since i sowed it')?.plural).toBe('sowings');
  });

  test('what someone gets is the record: flea treatments, headaches; "get paid" names nothing', () => {
    expect(records('log when my cat gets her flea treatment. tell me the average gap between treatments')?.plural).toBe('treatments');
    expect(records('i want to track when i have a headache and how bad it is')?.plural).toBe('headaches');
    expect(records('log when i get paid, how much and who from')?.noun).not.toBe('paid');
  });

  test('kinds said with slashes are a choice of the records named before them', () => {
    const dog = records('Our dog Biscuit needs loads of treatments. I want to log each vaccination/flea/worming with the date given');
    expect(dog?.plural).toBe('treatments');
    expect(dog?.attributes[0]).toMatchObject({ name: 'treatment', kind: 'choice', options: ['Vaccination', 'Flea', 'Worming'] });
    expect(records('i want to log each run/walk/ride with the date and distance')?.attributes[0]).toMatchObject({ name: 'type', kind: 'choice' });
  });

  test('"a list of what we spent" keeps expenses; "a rate I can change" is no record', () => {
    expect(seen('travel money helper for Japan. Also a list of what we spent each day with total per day').lists).toEqual(['expenses']);
    expect(records('a converter using a rate I can change (default 190 yen to the pound)')?.noun).not.toBe('change');
  });

  test('"each one" never takes one of the examples listed with commas ("changing beds")', () => {
    expect(records('want a list of jobs like hoovering, bathroom, changing beds, oven etc with how often each one needs doing in days')?.plural).toBe('jobs');
  });

  test('a diary\'s entries are what the user gets ("I get migraines … each entry: …")', () => {
    expect(records('I get migraines and my doctor wants me to keep a diary. each entry: date, time it started, how bad (1-10), and any triggers I noticed.')?.plural).toBe('migraines');
    expect(records('i get nosebleeds a lot. Each record: date, minutes, which side')?.plural).toBe('nosebleeds');
  });

  test('the plural typed in just before its fields names the records ("type in runs myself: date, …")', () => {
    expect(records('running app that tracks my route live on a map with GPS. also let me type in runs myself: date, distance in km, time in minutes')?.plural).toBe('runs');
    expect(records('so i can add bike rides too. i want to enter rides: date, km, minutes')?.noun).toBe('ride');
  });

  test('what pets need every few weeks is what is kept, and a first field saying whose is no record', () => {
    expect(records('3 cats, they all need flea treatment and worming every 4 weeks and i lose track. list with cat, which treatment, date last done')?.plural).toBe('treatments');
    expect(records('app to keep track of my houseplants and when I last watered each one. They need water every 7 days')?.plural).toBe('houseplants');
    expect(records('vet records for my 3 cats: cat name, vaccine, date given, next due date')?.plural).toBe('vaccines');
    expect(records('vet records for my dogs: dog name, reason, date, cost')?.plural).toBe('dogs');
  });

  test('a misspelt "vist" is a visit: "vet vist tracker" keeps vet visits', () => {
    expect(seen('vet vist tracker for my cat luna - date, reason, cost. and total spent at the vet').lists).toEqual(['vet_visits']);
  });

  test('a "business" app is no plural, and the walks it logs name the list; a "fitness" app still keeps workouts', () => {
    expect(seen('dog walking business app. log walks: dog name, owner, date, minutes, price').lists).toEqual(['walks']);
    expect(records('fitness app with a workouts screen, a stats screen and a settings screen')?.plural).toBe('workouts');
  });

  test('"what I\'ve planted: plant name, …" keeps plants', () => {
    expect(records('Gardening app to track what I\'ve planted: plant name, which bed (front, back, greenhouse), date sown')?.plural).toBe('plants');
  });

  test('a members list with two fields is what a subs tracker keeps', () => {
    expect(seen('Subs tracker for our chess club. Members list with name and whether they\'ve paid this year.').lists).toEqual(['members']);
  });
});

describe('the starting items the prompt lists are on the list (session 24)', () => {
  test('"subscriptions tracker - netflix, spotify, gym etc." starts with those, and they are no Type', () => {
    const app = seen('subscriptions tracker - netflix, spotify, gym etc. monthly cost and renewal date for each');
    expect(app.lists).toEqual(['subscriptions']);
    expect(app.items).toEqual(['netflix', 'spotify', 'gym']);
    expect(app.fields).not.toContain('type:choice');
    // (Kinds said in the plural happen again and again: a Type of each record, no starting items.)
    expect(records('car maintenance tracker - oil changes, tire rotations, brakes etc. each with date, mileage and cost')?.prefilled).toEqual([]);
  });

  test('"her tablets are A, B and C" start a pill tracker as pills', () => {
    const app = seen('pill tracker for my mum. her tablets are Amlodipine, Metformin and Simvastatin. she ticks each one off when taken');
    expect(app.lists).toEqual(['pills']);
    expect(app.items).toEqual(['amlodipine', 'metformin', 'simvastatin']);
    expect(records('my dad\'s meds. his tablets are aspirin, statin and ramipril, tick them off each morning')?.prefilled).toEqual(['aspirin', 'statin', 'ramipril']);
  });

  test('examples with "etc" in brackets beside a to-do checklist start it', () => {
    expect(records('Countdown to our wedding on 14 June 2026 and a to-do checklist underneath that I can tick things off on (venue, flowers, cake, dj etc)')?.prefilled).toEqual(['venue', 'flowers', 'cake', 'dj']);
  });

  test('"start the list with Tom, Sam …" fills a team picker and never names its records ("toms")', () => {
    const app = seen('team picker for 5 a side. start the list with Tom, Sam, Raj, Ollie and Ben, split into 2 teams');
    expect(app.lists).toEqual(['players']);
    expect(app.items).toEqual(['tom', 'sam', 'raj', 'ollie', 'ben']);
    expect(seen('Random name picker for my class. I type in the children\'s names (start it with Amir, Bella, Chloe and Dev), it picks one at random, and it can split them into 4 teams.').items).toEqual(['amir', 'bella', 'chloe', 'dev']);
  });

  test('"Start the list with …" fills the checklist part it speaks of', () => {
    const app = seen('Our wedding is on 2026-09-12!! I want a big countdown of days left on top, and under it a checklist of wedding jobs to tick off. Start the list with venue, dress, cake, invitations and let me add more.');
    expect(app.lists).toEqual(['jobs']);
    expect(app.items).toEqual(['venue', 'dress', 'cake', 'invitations']);
  });

  test('"Start the list with …" said after a list part fills that part', () => {
    const app = seen('My final exam is on 2026-06-12. Show how many days are left, plus a list of topics to revise that I can tick off. Start the list with Algebra, Geometry and Statistics.');
    expect(app.lists).toEqual(['topics']);
    expect(app.items).toEqual(['algebra', 'geometry', 'statistics']);
  });
});
