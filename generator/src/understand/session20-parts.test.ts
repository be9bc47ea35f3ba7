import { describe, expect, test } from 'vitest';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { understand } from './understand';

/** Prompts that ask for several parts at once (session 20), each said here in words of our own. */
describe('prompts asking for several parts at once (session 20)', () => {
  test.each<[string, string, string[]]>([
    ['"put them on separate screens" says where two lists go, it never fills one list with the other\'s fields', 'I coach swimmers. I want a swimmers list (name, email, sessions left) and a sessions log (swimmer, date, fee) with the total I made. Put them on separate screens.', ['records:swimmers fields name(text),email(text),left(number)', 'records:sessions fields swimmer(text),date(date),fee(money)', 'aggregate:sum fee', 'screens:min 2']],
    ['"also keep a list of who …" after a calculator is a list of people of its own', 'Split the pizza bill. Type the total and how many friends, show what each pays. Also keep a list of who still owes me and how much, and let me remove people when they pay.', ['input:total(money)', 'records:* fields name(text),amount(money)', 'op:delete']],
    ['"a job board: job, who it\'s given to, status (…)" beside a countdown is a list of jobs', 'The fair opens on June 3. Give me a countdown to it, and a job board: job, who it was given to, status (open / busy / finished), grouped by status.', ['date:days-until', 'records:jobs fields job(text),given(text),status(choice)', 'group:status']],
    ['a log beside a timer that names no records is named for what the prompt does', 'She needs to practice piano 30 mins every day. a 30 minute timer and a log where we add the piece and the date', ['timer:duration 30m', 'records:practicing fields piece(text),date(date)']],
    ['a kitchen converter asked for cups to grams and other units converts each of them', 'baking helper: cups to grams, pounds to kilograms and celsius to fahrenheit', ['input:cups(number)', 'input:pounds(number)', 'input:celsius(number)', 'formula:kilograms', 'formula:fahrenheit']],
    ['a screen named for what another screen\'s records point to is a list of those, and a stats screen holds the figures', 'Darts club app. A screen for members, a screen for games (member, points, round), and a stats screen with each member\'s average points. Main menu to get around.', ['screens:min 4', 'nav', 'records:members', 'records:games fields member(text),points(number),round(number)', 'aggregate:avg points per member']],
    ['a checklist of gear with its items in brackets, then ", a page with the X (…) and the steps for each", is two screens: the gear, and a page of those things to write under', 'for camping: a checklist of gear to tick off (tent, stove, water filter, headlamp), a page with the recipes we cook (chili, pancakes, foil potatoes) and the steps for each. plus live weather for the park', ['prefilled:gear tent,stove,headlamp', 'op:toggle', 'content:has chili,pancakes', 'screens:min 2', 'notbuilt:weather']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('"classes left" and "lessons paid for" are how many, not money', () => {
    const kinds = understand('a members list with name, classes left and lessons paid for').subject?.attributes.map((a) => a.kind);
    expect(kinds).toEqual(['text', 'number', 'number']);
  });

  test('"current weather and tides" is one request that cannot be built, never the fields of a list', () => {
    const plan = understand('a checklist of gear (rod, reel, bait). plus current weather and tides for my lake');
    expect(plan.subject?.attributes.map((a) => a.name)).not.toContain('tides');
    expect(plan.unbuilt.map((u) => u.request)).toEqual(['current weather and tides']);
  });

  test('"a list of who came" keeps people', () => {
    expect(understand('a list of who came to practice and when').subject?.noun).toBe('person');
  });
});
