import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

const built = (prompt: string) => composeApp(prompt).report.built;
const notBuilt = (prompt: string) => composeApp(prompt).report.notBuilt.map((n) => `${n.request} — ${n.reason}`);

/** Orders said in everyday words (session 22), in words of our own. */
describe('the list is ordered the way the prompt says (session 22)', () => {
  test.each<[string, string, string]>([
    ['"sort newest first" orders the log by its date, newest first', 'Climbing log. Route name, grade, date. Sort newest first please.', 'Sorted by date (newest first)'],
    ['"the most recently watched at the top" orders by the watched date, newest first', 'Film log: title, director, date watched. Sort with the most recently watched at the top.', 'Sorted by date watched (newest first)'],
    ['"sort high to low" orders by the one number, biggest first', 'bowling scores: bowler name and score, sort high to low', 'Sorted by score (highest first)'],
    ['"show them in date order" orders by the date, earliest first', 'I keep my lessons: pupil name, date, time and fee. Show them in date order and the total fees.', 'Sorted by date (oldest first)'],
  ])('%s', (_says, prompt, line) => {
    expect(built(prompt).some((b) => b.includes(line))).toBe(true);
  });
});

/** Things a generated app cannot do, said in the user's own words (session 22). */
describe('what the app cannot do is reported (session 22)', () => {
  test.each<[string, string, RegExp]>([
    ['"it pinged me at 6pm" is a notification at a time', 'List of my seedlings with name and date sown. Would love it if it pinged me at 6pm to mist them.', /pinged me at 6pm.*notifications/],
    ['"a reminder that pops up at 9am" is a notification too', 'a list of vitamins with name and dose that I tick off. and a reminder that pops up at 9am', /pops up at 9am.*notifications/],
    ['"posts the winner to our group chat" is a message between people', 'random picker between pizza, tacos and curry. and then it posts the winner to our group chat', /group chat.*messages/],
    ['"everyone can add their song from their own phone" needs syncing', 'a playlist for the party: name and song. ideally everyone can add their song from their own phone', /own phone.*syncing/],
    ['"share the list with the other members" needs sharing online', 'our walking group logs each walk with date, route and miles. can it share the list with the other members', /share the list with the other members/],
    ['"counts my steps automatically" needs the phone\'s sensors', 'an app that counts my steps automatically while i walk, and a list of my daily totals', /sensors/],
    ['"send them payment requests through Venmo" is a payment', 'split costs with my flatmates: who paid and amount. and send them payment requests through venmo', /payments are not available/],
  ])('%s', (_says, prompt, said) => {
    expect(notBuilt(prompt).some((n) => said.test(n))).toBe(true);
  });
});

const startsWith = (prompt: string) => {
  const list = composeApp(prompt).spec.state.find((s) => s.type === 'list');
  return (Array.isArray(list?.initial) ? list.initial : []).map((row) => Object.values(row as Record<string, unknown>).join(' ').toLowerCase());
};

/** Items the prompt puts on the list to start with (session 22), in words of our own. */
describe('the list starts with the items named (session 22)', () => {
  test.each<[string, string, string[]]>([
    ['"a packing list (tent, stove, torch)" starts with those three', 'Camping trip: a packing list (tent, stove, torch) I can tick off', ['tent', 'stove', 'torch']],
    ['"Jobs: mow lawn, wash car, sweep patio. They tick each one" starts with the jobs', 'Weekend jobs for the kids. Jobs: mow lawn, wash car, sweep patio. They tick each one when done.', ['mow lawn', 'wash car', 'sweep patio']],
    ['"Evening meds checklist — aspirin, iron already on it" starts with those meds', 'Evening meds checklist — aspirin, iron, zinc already on it. tick each one off', ['aspirin', 'iron', 'zinc']],
    ['"my herbs (mint, thyme, sage to start) and for each one …" starts with those and keeps the fields', 'Herb watering app. I have a list of my herbs (mint, thyme, sage to start) and for each one when I last watered it and how often it needs water in days.', ['mint', 'thyme', 'sage']],
    ['"Starter words: chien, chat, maison" starts the vocab list with them', 'French vocab app. Starter words: chien, chat, maison. I add my own words with the meaning.', ['chien', 'chat', 'maison']],
  ])('%s', (_says, prompt, items) => {
    const rows = startsWith(prompt);
    expect(items.every((i) => rows.some((r) => r.includes(i)))).toBe(true);
  });

  test('"seed starting tracker: plant, date sown" keeps those fields and starts empty', () => {
    const list = composeApp('seed starting tracker: plant, date sown, days to germinate').spec.state.find((s) => s.type === 'list');
    expect(list?.initial).toEqual([]);
    expect((list?.fields ?? []).map((f) => f.name)).toEqual(['plant', 'dateSown', 'daysToGerminate']);
  });

  test('"whether it was breakfast, lunch or a snack" is a Meal choice without the article', () => {
    const list = composeApp('food diary where i log what i ate and whether it was breakfast, lunch or a snack').spec.state.find((s) => s.type === 'list');
    const meal = (list?.fields ?? []).find((f) => f.name === 'meal');
    expect(meal?.options).toEqual(['Breakfast', 'Lunch', 'Snack']);
  });
});

/** The choice fields of the composed app's list, as `label:option/option`. */
function choicesOf(prompt: string): string[] {
  const list = composeApp(prompt).spec?.state.find((v) => v.type === 'list');
  return (list?.fields ?? []).filter((f) => f.kind === 'choice').map((f) => `${f.label}:${(f.options ?? []).join('/')}`);
}

/** Options said beside a field, in the ways people write them (session 22). */
describe('options said beside a field (session 22)', () => {
  test('"meal choice - chicken, fish or vegetarian" at the end of a sentence is a choice of those three', () => {
    expect(choicesOf('Guest list. For each guest: name, phone and meal choice - chicken, fish or vegetarian.')).toEqual(['Meal choice:Chicken/Fish/Vegetarian']);
  });

  test('"size S/M/L/XL" as the last field in brackets is a choice of the sizes', () => {
    // (compared without case: how "XL" is capitalised is a separate matter.)
    expect(choicesOf('A sign-up list (name, phone, t-shirt size S/M/L/XL) for our volunteers').map((c) => c.toLowerCase())).toEqual(['t-shirt size:s/m/l/xl']);
  });

  test('names in brackets after "which kid" or "who paid" are never fields of their own', () => {
    for (const prompt of ['i want a list where i type the chore and pick which kid (Mia, Leo or Sam) and tick it when its done', 'Expense splitter for a group trip — who paid (Ana, Ben, Chloe), what for, amount']) {
      const list = composeApp(prompt).spec?.state.find((v) => v.type === 'list');
      expect((list?.fields ?? []).map((f) => (f.label ?? f.name).toLowerCase())).not.toEqual(expect.arrayContaining(['mia']));
      expect((list?.fields ?? []).map((f) => (f.label ?? f.name).toLowerCase())).not.toEqual(expect.arrayContaining(['ana']));
    }
  });
});
