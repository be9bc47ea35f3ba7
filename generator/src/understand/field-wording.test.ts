import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { understand } from './understand';
import { parseAttributes } from './attributes';

const typed = (region: string) => parseAttributes(region).attributes.map((a) => `${a.name}:${a.kind}${a.options ? `(${a.options.join('/')})` : ''}`);

describe('fields written the way people list them (session-11 steering sets)', () => {
  test('options written with slashes in brackets are a choice: "how I felt (great / ok / bad)" is a Feeling', () => {
    expect(typed('the date, hours slept and how i felt (rested / tired / awful)')).toEqual(['date:date', 'hoursSlept:number', 'feeling:choice(Rested/Tired/Awful)']);
    // A yes/no pair in brackets stays a yes/no field.
    expect(typed('paid (y/n)')).toEqual(['paid:yesno']);
  });

  test('"where (front, back or pots)" is one place of a few, a Location choice; "where I parked (level, spot)" is not', () => {
    expect(typed('the seed, where (greenhouse, bed or windowsill) and the date sown')).toEqual(['seed:text', 'location:choice(Greenhouse/Bed/Windowsill)', 'dateSown:date']);
    expect(typed('where i parked (level, spot, note)')).not.toContainEqual(expect.stringMatching(/^location:choice/));
  });

  test('"a priority for each task (high, medium, low)" names the field Priority, not "for task"', () => {
    expect(typed('a status for each order (new, packed, sent)')).toEqual(['status:choice(New/Packed/Sent)']);
  });

  test('an amount in ml is a quantity, an amount in euros is money', () => {
    expect(parseAttributes('amount in ml').attributes[0]).toMatchObject({ kind: 'number', unit: 'ml' });
    expect(parseAttributes('amount in euros').attributes[0]).toMatchObject({ kind: 'money', unit: 'euros' });
  });

  test('"what I planted" is a Plant and "what I cooked" a Dish: the thing done, as a noun', () => {
    expect(typed('what i cooked and the date')).toEqual(['dish:text', 'date:date']);
  });
});

describe('what the records are called when the prompt names an activity', () => {
  test('a practice log keeps sessions, a sleep log nights, a homework planner assignments', () => {
    expect(understand('piano practice log with date and minutes').subject?.plural).toBe('sessions');
    expect(understand('sleep log: bedtime, wake time and how rested i felt from 1 to 5').subject?.plural).toBe('nights');
    expect(understand('homework planner with my assignments, class and due date').subject).toMatchObject({ plural: 'assignments' });
    // "my assignments" are the records, not a number field of them.
    expect(understand('homework planner with my assignments, class and due date').subject?.attributes.map((a) => a.name)).not.toContain('assignments');
  });

  test('a to-do list that speaks of tasks keeps tasks, each said by a Task field', () => {
    const subject = understand('to-do list for the office, each task gets a due date').subject;
    expect(subject?.plural).toBe('tasks');
    expect(subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(['task:text', 'dueDate:date']);
  });
});

describe('timer lengths listed with their names', () => {
  test('"rare 3 min, medium 5, well done 8" gives three named presets, the unit said once', () => {
    const plan = understand('steak timer: rare 3 min, medium 5, well done 8. buzz when done');
    expect(plan.timer?.presets).toEqual([
      { label: 'Rare (3 min)', seconds: 180 },
      { label: 'Medium (5 min)', seconds: 300 },
      { label: 'Well done (8 min)', seconds: 480 },
    ]);
  });

  test('"20s, 40s and 2 min" mixes units, each kept', () => {
    expect(understand('wall sit timer with 20s, 40s and 2 min').timer?.presets.map((p) => p.seconds)).toEqual([20, 40, 120]);
  });
});

describe('random picks and counters said in other words', () => {
  test('"divide the class into four teams" deals players into four teams, each listed', () => {
    const { spec, report } = composeApp('divide the class into four teams at random for the quiz');
    const teamTitles = JSON.stringify(spec.screens).match(/"Team \d"/g);
    expect(teamTitles).toEqual(['"Team 1"', '"Team 2"', '"Team 3"', '"Team 4"']);
    expect(report?.built).toContain('Shuffle into 4 teams');
  });

  test('"pick one of …" offers those options, without "for us" on the last, and "can\'t decide" is no request left unbuilt', () => {
    const { spec, report } = composeApp("we never decide where to eat. pick one of sushi, burgers, thai or the diner for us");
    const options = (spec.state.find((s) => s.name === 'options')?.initial as { name: string }[]).map((o) => o.name);
    expect(options).toEqual(['sushi', 'burgers', 'thai', 'diner']);
    expect(report?.notBuilt).toEqual([]);
  });

  test('"starts over every sunday" resets weekly; "after 15 stickers she gets a prize" is a goal of 15 stickers', () => {
    expect(understand('count my swims, goal is 3, starts over every sunday').counter).toMatchObject({ goal: 3, reset: 'weekly' });
    expect(understand('sticker chart: she earns a sticker for each tidy day, and after 15 stickers she gets a prize').counter).toMatchObject({ unit: 'stickers', goal: 15 });
  });
});

describe('records named by the prompt, and fields read only from what can be built', () => {
  test('"Films I\'ve watched: title, year and rating" keeps films', () => {
    expect(understand("Films I've watched: title, year and a rating out of 10").subject?.plural).toBe('films');
  });

  test('"who fed her (me, mum or jo)" is a Fed by choice (the writer\'s verb kept), "if it\'s signed or not" a Signed yes/no, "what was done" Work done', () => {
    expect(typed('date, who fed her (me, mum or jo) and if it\'s signed or not')).toEqual(['date:date', 'fedBy:choice(Me/Mum/Jo)', 'signed:yesno']);
    expect(typed('date, what was done and the cost')).toEqual(['date:date', 'workDone:text', 'cost:money']);
  });

  test('"log the start date each time" reads one dated field', () => {
    expect(understand('migraine tracker where i log the start date each time').subject?.attributes.map((a) => a.name)).toContain('startDate');
  });

  test('"artist, album, year" needs no extra Name field: the album says what each record is', () => {
    expect(understand('cd collection: artist, album and year').subject?.attributes.map((a) => a.name)).toEqual(['artist', 'album', 'year']);
  });

  test('no field comes from a request that cannot be built, and a bare "total" ending the list is a field', () => {
    const plan = understand('photograph my parking tickets with the camera and read them automatically. keep a list of tickets with street, date and total, and show the grand total');
    expect(plan.subject?.attributes.map((a) => a.name)).toEqual(['street', 'date', 'total']);
    expect(plan.unbuilt.map((u) => u.request)).toEqual(['photograph my parking tickets with the camera and read them automatically']);
  });

  test('an unbuildable request ends where the next one begins', () => {
    const plan = understand('running club app with group chat between runners and a list of the races we ran with the date');
    expect(plan.unbuilt.map((u) => u.request)).toEqual(['group chat between runners']);
    expect(plan.subject?.plural).toBe('races');
  });
});

describe('scales, scores and places', () => {
  test('"log a rating from 1 to 5 and a comment" is a number on a scale and a text, not a choice of "1 to 5"', () => {
    const attrs = understand('coffee tasting diary — each cup I log a rating from 1 to 5 and a comment').subject?.attributes;
    expect(attrs?.find((a) => a.name === 'rating')).toMatchObject({ kind: 'number', scale: [1, 5] });
    expect(attrs?.map((a) => a.name)).toContain('comment');
  });

  test('"add the kids with their scores" keeps kids as records with a score, not a two-team scoreboard', () => {
    const plan = understand('quiz night score keeper: add the kids with their scores and show the top score');
    expect(plan.scores).toBeUndefined();
    // Each kid has one score (their own + and − buttons keep it).
    expect(plan.subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(['name:text', 'score:number']);
    expect(plan.list.steps?.field).toBe('score');
  });

  test('a place keeps the things in it: an allotment planner of what I sowed keeps seeds, grouped by where they are', () => {
    const plan = understand('Allotment planner. What I sowed, where (greenhouse, beds or tubs) and the date. Group them by where they are.');
    expect(plan.subject?.plural).toBe('seeds');
    expect(plan.list.group).toBe('location');
  });
});

describe('capabilities side by side, and what each day is worth', () => {
  test('"a countdown to our move on 1 may 2027, plus a checklist of stuff to do" keeps both the countdown and a task list', () => {
    const { spec } = composeApp('a countdown to our move on 1 may 2027, plus a checklist of stuff to do that I can tick off');
    expect(spec.app.name).toBe('Move Countdown');
    expect(JSON.stringify(spec)).toContain("days('2027-05-01')");
    expect(spec.state.find((s) => s.type === 'list')?.name).toBe('tasks');
  });

  test('"I drank two coffees a day at $4" makes each day since worth 8', () => {
    expect(understand('I gave up coffee on 2 feb 2026. show the days and the money saved, I drank 2 coffees a day at $4').dates.countdown).toMatchObject({ since: true, perDay: 8 });
  });

  test('a random pick "for dinner" is named Dinner Picker, and one with no subject still gets a name', () => {
    expect(composeApp('help me choose what to have for lunch: soup, salad, sandwich or noodles, pick one at random').spec.app.name).toBe('Lunch Picker');
    expect(composeApp('pick between red, blue or green at random').spec.app.name).toBe('Random Picker');
  });

  test('"Films I\'ve watched this year: title, director" keeps films, whatever follows the clause', () => {
    expect(understand("films I've watched this year: title, director and rating out of 10").subject?.plural).toBe('films');
  });
});

describe('timetables, stashes and score entries', () => {
  test('"a class timetable monday to friday with the room" keeps lessons by weekday and period, grouped by day', () => {
    const plan = understand('class timetable for my week, monday to friday, with the room for each lesson');
    expect(plan.subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(['day:choice', 'period:number', 'lesson:text', 'room:text']);
    expect(plan.subject?.attributes[0]?.options).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(plan.list.group).toBe('day');
  });

  test('"fabric stash tracker: colour, type (cotton, linen or wool) and metres left" keeps fabrics, colour included', () => {
    const plan = understand('fabric stash tracker: colour, type (cotton, linen or wool) and metres left');
    expect(plan.subject?.plural).toBe('fabrics');
    expect(plan.subject?.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['colour', 'type', 'metresLeft']));
  });

  test('"the shop, amount and date, and the total per shop": the other fields never become the shops\' options', () => {
    const attrs = understand('grocery budget - add each trip with the shop, amount and date, and show total spent per shop').subject?.attributes;
    expect(attrs?.find((a) => a.name === 'shop')?.kind).toBe('text');
  });

  test('"keep score entries for the team - player, goals and match date -" keeps records, not a live scoreboard', () => {
    const plan = understand('keep score entries for my son\'s football team - player, goals and match date - and show total goals for each player');
    expect(plan.scores).toBeUndefined();
    expect(plan.subject?.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['player', 'goals', 'matchDate']));
  });
});

describe('session-11 third round: what people log and how they order it', () => {
  test('"log every migraine with the date, what caused it and how bad it was (mild, bad or awful)"', () => {
    const subject = understand('headache diary. I log every migraine with the date, what caused it and how bad it was (mild, bad or awful)').subject;
    expect(subject?.plural).toBe('migraines');
    expect(subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(['date:date', 'cause:text', 'severity:choice']);
  });

  test('"each entry has the date and what I learned" keeps entries with those fields', () => {
    const subject = understand('learning journal - each entry has the date and what I learned').subject;
    expect(subject?.noun).toBe('entry');
    expect(subject?.attributes.map((a) => a.name)).toEqual(['date', 'learned']);
  });

  test('"lets me log swims myself" never names the records "ourselves"', () => {
    expect(understand('swim app that lets me log swims myself with the date and lengths').subject?.plural).toBe('swims');
  });

  test('"cheapest price at the top" orders the list by price, lowest first, with no lowest-price summary', () => {
    const plan = understand('wishlist: each item with name and price, cheapest price at the top');
    expect(plan.list.sort).toEqual({ field: 'price', descending: false });
    expect(plan.computations).toEqual([]);
  });

  test('"a checklist with the usual countries already in it - france, spain, italy -, tick them off when I visit one"', () => {
    const plan = understand('travel checklist with the european countries already in it - france, spain, italy, greece - so I can tick them off when I visit one');
    expect(plan.subject).toMatchObject({ plural: 'countries', prefilled: ['france', 'spain', 'italy', 'greece'] });
    expect(plan.list.toggle).toBe('visited');
  });
});

describe('session-11 fourth round: units, relative clauses and titles with a dash', () => {
  test('"the level in mmol, … and whether it was before or after a meal" is a level in mmol and a Meal choice', () => {
    expect(typed('the level in mmol, the time, and whether it was before or after a meal')).toEqual(['level:number', 'time:time', 'meal:choice(Before/After)']);
  });

  test('"signed off yes/no", "time to take it" and "the member who picked it" are fields', () => {
    expect(typed('date, hours and checked in yes/no')).toEqual(['date:date', 'hours:number', 'checkedIn:yesno']);
    expect(typed('name, dose and time to take it')).toEqual(['name:text', 'dose:text', 'time:time']);
    expect(typed('book title, the friend who chose it and our rating out of 5')).toEqual(['bookTitle:text', 'friend:text', 'rating:number']);
  });

  test('"job application tracker - company, role …" keeps job applications; "book club list: book title, …" keeps books', () => {
    expect(understand('job application tracker - company, role, date applied and status (applied, interview, offer)').subject?.plural).toBe('job applications');
    expect(understand('book club list: book title, the member who picked it and our rating out of 10').subject?.plural).toBe('books');
  });

  test('"log the date my period starts" keeps periods; fields in brackets are not options', () => {
    expect(understand('log the date my shift starts each week').subject?.plural).toBe('shifts');
    expect(understand('party planner with a guest list (name, rsvp yes or no, table number)').subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(['name:text', 'rsvp:yesno', 'tableNumber:number']);
  });
});

describe('numbers you read, targets and bracketed lengths', () => {
  test('a phone or order number is text; a table number is a number', () => {
    expect(typed('name, mobile number, order number and table number')).toEqual(['name:text', 'mobileNumber:text', 'orderNumber:text', 'tableNumber:number']);
  });

  test('"daily target is 12" is a goal of 12', () => {
    expect(understand('glasses of water counter, daily target is 12').counter).toMatchObject({ goal: 12, reset: 'daily' });
  });

  test('"buttons for small (1 min), medium (3 min) and large (5 min)" are named presets', () => {
    expect(understand('egg timer with buttons for runny (4 min), soft (6 min) and hard (9 min)').timer?.presets).toEqual([
      { label: 'Runny (4 min)', seconds: 240 },
      { label: 'Soft (6 min)', seconds: 360 },
      { label: 'Hard (9 min)', seconds: 540 },
    ]);
  });
});
