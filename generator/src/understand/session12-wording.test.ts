import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { allComponents, fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { parseAttributes } from './attributes';
import { detectLanguage } from './language';
import { understand } from './understand';

const typed = (region: string) => parseAttributes(region).attributes.map((a) => `${a.name}:${a.kind}`);
const lists = (prompt: string) => composeApp(prompt).spec.state.filter((s) => s.type === 'list');

describe('fields and lists written the way people list them (session-12 steering sets)', () => {
  test('a name of anything is text ("invoice name" is not money), and "tick once done" is a yes/no field', () => {
    expect(typed('invoice name, amount, tick once done')).toEqual(['invoiceName:text', 'amount:money', 'done:yesno']);
  });

  test('"soonest first" and "newest … at the top" order the list by its date', () => {
    expect(understand('dentist appointments: who, clinic, date. sort by appointment date soonest first').list.sort).toEqual({ field: 'date', descending: false });
    expect(understand('log my resting heart rate: bpm and date, newest entry at the top').list.sort).toEqual({ field: 'date', descending: true });
    expect(understand('parcel tracker with the shop, the parcel and the delivery date; soonest delivery on top').list.sort).toEqual({ field: 'deliveryDate', descending: false });
  });

  test('items "put on already" or "already on it" start the list, one per word when written without commas', () => {
    expect(understand('camping checklist, put tent, torch, matches on already, tick them as i pack').subject?.prefilled).toEqual(['tent', 'torch', 'matches']);
    expect(understand('grocery list, already have apples butter rice on it, tick off what i buy').subject?.prefilled).toEqual(['apples', 'butter', 'rice']);
  });

  test('"add my own" adds records: it names no field called Own', () => {
    const fields = lists('picnic packing list with plates and cups already on it, tick things off and add my own')[0]!.fields!.map((f) => f.name);
    expect(fields).not.toContain('own');
  });

  test('"with how many" is a quantity', () => {
    expect(typed('the item and how many')).toEqual(['itemName:text', 'quantity:number']);
  });
});

describe('games mentioned but not asked for', () => {
  test('a ping pong score keeper is a score keeper, not the game Pong', () => {
    const result = composeApp('ping pong score keeper for me and my dad');
    expect(result.refusal).toBeUndefined();
    expect(JSON.stringify(result.report.notBuilt)).not.toMatch(/game is not one/);
  });

  test('the rules of chess written out are not a request to play chess', () => {
    expect(JSON.stringify(understand('a page with the rules of chess and checkers for my kids').unbuilt)).not.toMatch(/game is not one/);
    // Asking for the game itself is still said plainly.
    expect(JSON.stringify(understand('let me play chess against the phone').unbuilt)).toMatch(/game is not one/);
  });
});

describe('phrases the generator ships', () => {
  test('a phrase list holds the number asked for, even when the number comes after ("at least 15 of them")', () => {
    const entries = lists('phrasebook of basic german phrases for my trip to Berlin, at least 15 of them')[0]!;
    expect((entries.initial as unknown[]).length).toBe(15);
  });

  test('phrases in Dutch, Japanese, Turkish, Greek, Swedish and Polish are written out too', () => {
    for (const language of ['dutch', 'japanese', 'turkish', 'greek', 'swedish', 'polish']) {
      const entries = lists(`basic ${language} phrases for travelling`)[0]!;
      expect((entries.initial as unknown[]).length, language).toBeGreaterThanOrEqual(10);
    }
  });

  test('shipped words the user adds to and marks as learned are records that start full', () => {
    const words = lists('common dutch words with their english meaning. i want to add more and mark the ones i learned')[0]!;
    expect(words.name).toBe('words');
    expect(words.fields!.map((f) => `${f.name}:${f.type}`)).toEqual(['word:text', 'meaning:text', 'learned:bool']);
    expect((words.initial as Record<string, unknown>[])[0]).toEqual({ word: 'Hallo', meaning: 'Hello', learned: false });
  });

  test('Vietnamese and Indonesian prompts are refused with the language named', () => {
    expect(detectLanguage('Tôi muốn một ứng dụng để đếm bước chân mỗi ngày')).toBe('vi');
    expect(composeApp('Saya ingin aplikasi untuk mencatat berat badan setiap minggu').refusal?.message).toMatch(/Indonesian/);
  });
});

describe('records named, started and summed the way people say it (session-12 steering sets)', () => {
  test('"Each visit: date, vet, cost" names the records visits', () => {
    expect(understand('pet care: Each visit: date, vet, cost. total cost please').subject?.plural).toBe('visits');
  });

  test('a list whose first field is "X name" or "X title" keeps Xs ("tune title, composer, minutes")', () => {
    expect(understand('recital setlist: tune title, composer, minutes').subject?.plural).toBe('tunes');
    expect(understand('household budget app: expense name, amount, date').subject?.plural).toBe('expenses');
  });

  test('"put these in already: …" and "start it with …" are the starting items; a checklist that adds tasks keeps tasks', () => {
    const opening = understand('Cafe closing checklist. Put these in already: wipe tables, empty bins, lock door. I tick them off and can add more tasks.').subject;
    expect(opening?.prefilled).toEqual(['wipe tables', 'empty bins', 'lock door']);
    expect(opening?.plural).toBe('tasks');
    expect(understand('ski trip packing list, start it with gloves, goggles and helmet, tick things off').subject?.prefilled).toEqual(['gloves', 'goggles', 'helmet']);
  });

  test('a budget the prompt gives starts filled in, and "remaining" is said as the user said it', () => {
    const app = composeApp('Holiday spending: I add each expense with amount and category (food, fun). Show how much is remaining from my 1500 budget').spec;
    expect(app.state.find((s) => s.name === 'budget')?.initial).toBe(1500);
    expect(JSON.stringify(app)).toContain('Remaining: {fixed(budget - ');
    expect(understand('weekly spending: each purchase with name and price, and what is left of my $40 allowance').allowance).toMatchObject({ initial: 40 });
  });

  test('"totals per type", "each player\'s average" and "how many of each shift type" are per-group summaries', () => {
    expect(understand('sales log: item, type (cake, bread), price. Show totals per type').computations).toContainEqual({ fn: 'sum', field: 'price', per: 'type' });
    expect(understand('reading log: child name, book, minutes. Show each child\'s average and sort by minutes').computations).toContainEqual({ fn: 'avg', field: 'minutes', per: 'childName' });
    expect(understand('Each shift: date, type (early, late), hours. how many of each shift type I did').computations).toContainEqual({ fn: 'count', per: 'type' });
  });
});

describe('fields said as questions, clauses and bare lists (session-12 steering sets)', () => {
  test('"which week it\'s for" and "the date it was sent" are a text and a date field', () => {
    expect(typed('the client, which week it\'s for, the amount and the date it was sent')).toEqual(['client:text', 'week:text', 'amount:money', 'dateSent:date']);
  });

  test('"feed every X days" is an interval in days', () => {
    expect(parseAttributes('fish tank name, feed every x days').attributes[1]).toMatchObject({ name: 'every', kind: 'number', unit: 'days' });
  });

  test('options written "a/b/c" without brackets, or "whether it\'s a b c or d" without commas, are one choice', () => {
    expect(parseAttributes('date, small/medium/large and the price').attributes[1]).toMatchObject({ kind: 'choice', options: ['Small', 'Medium', 'Large'] });
    expect(parseAttributes('title and whether its fiction poetry or history').attributes[1]).toMatchObject({ kind: 'choice', options: ['Fiction', 'Poetry', 'History'] });
  });

  test('"the two numbers, the high and low (top and bottom)" are the two numbers, and "how many ml if …" an amount', () => {
    expect(typed('the date and the two numbers, the high and the low (upper and lower)')).toEqual(['date:date', 'high:text', 'low:text']);
    expect(parseAttributes('how many grams if weighed').attributes[0]).toMatchObject({ name: 'amount', kind: 'number', unit: 'grams' });
  });

  test('fields after "put in" or "pick" are the record\'s fields, choices in brackets included', () => {
    const fields = understand('dog walking log. I put in the dog (rex or bella), the route (park, beach, town), and the time').subject?.attributes.map((a) => `${a.name}:${a.kind}`);
    expect(fields).toEqual(expect.arrayContaining(['dog:choice', 'route:choice', 'time:time']));
  });

  test('"4 rooms in a flat: 1, 2, 3 and 4" are the options of the room field, and a watering tracker keeps plants', () => {
    const rooms = understand('I let 4 rooms in a flat: r1, r2, r3 and r4. Track rent with the room, the amount and the date').subject?.attributes.find((a) => a.name === 'room');
    expect(rooms).toMatchObject({ kind: 'choice' });
    expect(understand('a watering tracker: plant name, water every x days and the date i last watered it').subject?.plural).toBe('plants');
  });
});

describe('counters, scores, sorting and switches said in passing (session-12 steering sets)', () => {
  test('"I do the crossword every day" mentions a game the user plays, not one to build', () => {
    expect(JSON.stringify(understand('I do the sudoku every evening, log my times and the date').unbuilt)).not.toMatch(/game is not one/);
  });

  test('"add player names and their score, sorted highest score first" reads both fields and sorts by the score', () => {
    const plan = understand('quiz night tracker where I add team names and their score, sorted highest score first');
    expect(plan.subject?.attributes.map((a) => `${a.name}:${a.kind}`)).toEqual(expect.arrayContaining(['teamName:text', 'score:number']));
    expect(plan.list.sort).toEqual({ field: 'score', descending: true });
  });

  test('"a button to give her a sticker, when she gets to 10 stickers …, start over every sunday" is a counter with a goal and a weekly reset', () => {
    const counter = understand('sticker chart for my daughter with a button to give her a sticker, when she gets to 10 stickers she gets a prize. start over every sunday').counter;
    expect(counter).toMatchObject({ goal: 10, reset: 'weekly' });
  });

  test('"the match ends at 21" is the score that wins', () => {
    expect(understand('badminton score keeper for two players, the match ends at 21').scores?.target).toBe(21);
  });

  test('a switch to hide the done ones hides ticked-off records while it is on', () => {
    const { spec } = composeApp('chores list I tick off, with a toggle that hides the done ones');
    const app = new SpecRunner(spec, fixedClock());
    const list = spec.state.find((s) => s.type === 'list')!;
    const done = list.fields!.find((f) => f.type === 'bool')!.name;
    Object.assign(app.state, { [list.name]: [{ ...blankRow(list), [done]: true }, { ...blankRow(list), [done]: false }] });
    const listId = allComponents(spec).find((c) => c.type === 'list')!.id;
    expect(app.visibleItems(listId)).toEqual([0, 1]);
    const hide = allComponents(spec).find((c) => c.type === 'switch')!;
    expect(hide).toMatchObject({ label: `Hide ${done}` });
    Object.assign(app.state, { [(hide as { bind: string }).bind]: true });
    expect(app.visibleItems(listId)).toEqual([1]);
  });

  test('a notes app keeps notes (not a "dark" field from "add a dark mode switch")', () => {
    const notes = lists('notes app where i write quick notes, add a dark mode switch')[0]!;
    expect(notes.name).toBe('notes');
    expect(notes.fields!.map((f) => f.name)).not.toContain('dark');
  });
});

function blankRow(list: { fields?: { name: string; type: string }[] }): Record<string, unknown> {
  return Object.fromEntries((list.fields ?? []).map((f) => [f.name, f.type === 'bool' ? false : f.type === 'number' ? 0 : '']));
}

describe('a second list beside a counter, fields after "with", and the user\'s word for what is left', () => {
  test('a counter of glasses keeps a log of breaks beside it; a counter of the records themselves does not', () => {
    const both = composeApp('a counter where I tap once per cup of tea, goal of 5 cups a day. Also a log of my walks with the start time and how many minutes').spec;
    expect(both.state.map((s) => s.name)).toEqual(expect.arrayContaining(['cups', 'walks']));
  });

  test('"keeps a list with shop and price" reads the fields after "with" even without "the"', () => {
    expect(understand('an app that keeps a list with shop and price and shows the total').subject?.attributes.map((a) => a.name)).toEqual(['shop', 'price']);
  });

  test('a savings goal says "Remaining" when the user asks for the remaining amount', () => {
    expect(JSON.stringify(composeApp('saving for a new bike, goal is 800. log each deposit with amount and date, show the remaining amount').spec)).toContain('Remaining to save');
  });
});

describe('a rate per unit times how many units', () => {
  test('"the dog\'s weight in kg and the grams per kg, it shows the daily amount" multiplies the two', () => {
    const { spec } = composeApp('feed calculator: enter the dog\'s weight in kg and the grams per kg, it shows the daily amount');
    const app = new SpecRunner(spec, fixedClock());
    const inputs = allComponents(spec).filter((c) => c.type === 'input').map((c) => (c as { bind: string; hint: string }));
    expect(inputs.map((i) => i.hint)).toEqual(["Dog's weight (kg)", 'Grams per kg']);
    Object.assign(app.state, { [inputs[0]!.bind]: 12, [inputs[1]!.bind]: 25 });
    const result = allComponents(spec).find((c) => c.type === 'text' && /Daily amount/.test((c as { text: string }).text))!;
    expect(app.text(result.id)).toBe('Daily amount: 300.00');
  });
});

describe('timer presets named before "buttons"', () => {
  test('"50 min study and 10 min rest buttons" are two presets to pick from', () => {
    expect(understand('study timer. 50 min study and 10 min rest buttons, beep at the end').timer?.presets.map((p) => p.seconds)).toEqual([3000, 600]);
  });
});

describe('team shufflers with the people named', () => {
  test('"the kids are Mo, Lu, Kai and Bo … split into 2 teams … pick who goes first" starts with them and picks one', () => {
    const { spec } = composeApp('kickball teams: the kids are Mo, Lu, Kai and Bo. split them into 2 random teams and a button that picks who goes first');
    const kids = spec.state.find((s) => s.type === 'list')!;
    expect((kids.initial as { name: string }[]).map((k) => k.name)).toEqual(['Mo', 'Lu', 'Kai', 'Bo']);
    const app = new SpecRunner(spec, fixedClock());
    const pick = allComponents(spec).find((c) => c.type === 'button' && /^Pick one/.test((c as { label: string }).label))!;
    app.click(pick.id);
    expect(['Mo', 'Lu', 'Kai', 'Bo']).toContain(app.state.picked);
  });

  test('"random teams from my members: Ana, Ben, Cy, Di" reads names without "and"', () => {
    expect(understand('random teams from my members: Ana, Ben, Cy, Di').random?.options).toEqual(['Ana', 'Ben', 'Cy', 'Di']);
  });
});

describe('a countdown beside a checklist with examples in brackets', () => {
  test('"days left" to a dated day is a countdown, and "(a, b, c etc)" starts the checklist of tasks', () => {
    const plan = understand('party on 2027-03-20, show the days left and a checklist of things to do (invites, cake, music etc) that i can tick off');
    expect(plan.counter).toBeUndefined();
    expect(plan.dates.countdown?.date).toBe('2027-03-20');
    expect(plan.subject?.prefilled).toEqual(['invites', 'cake', 'music']);
    expect(composeApp('party on 2027-03-20, show the days left and a checklist of things to do (invites, cake, music etc) that i can tick off').spec.state.find((s) => s.name === 'tasks')?.fields?.[0]?.name).toBe('task');
  });
});

describe('rules of games the generator ships', () => {
  test('"how to play Yahtzee and Go Fish, a page for each" is a home screen opening a page of written rules per game', () => {
    const { spec, refusal } = composeApp('family games night: how to play Yahtzee and Go Fish, a page for each');
    expect(refusal).toBeUndefined();
    expect(spec.screens.map((s) => s.title)).toEqual(['Game Rules', 'Yahtzee rules', 'Go Fish rules']);
    const app = new SpecRunner(spec, fixedClock());
    const open = allComponents(spec).find((c) => c.type === 'button' && /Go Fish/.test((c as { label: string }).label))!;
    app.click(open.id);
    expect(JSON.stringify(spec.screens[2])).toContain('Go fish');
  });
});
