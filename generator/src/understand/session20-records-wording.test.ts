import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { parseAttributes } from './attributes';
import { understand } from './understand';

const fields = (region: string) => parseAttributes(region).attributes.map((a) => [a.name, a.kind]);

/** How records and their fields are named and typed, steered by dev87–dev91 (session 20), said in words of our own. */
describe('records named after the writer’s own words (session 20)', () => {
  test.each<[string, string, string[]]>([
    ['"bike repair history" keeps repairs, as a log would', 'bike repair history: date, what was fixed, price. newest first', ['records:repair fields date(date),price(money)', 'sort:date desc']],
    ['a diesel log names its fill-ups after the diesel', 'diesel log for the van: date, litres, price. average litres', ['records:diesel fields date(date),litres(number),price(money)', 'aggregate:avg litres']],
    ['"keep track of the match, who won and the date" keeps matches with the match itself as a field, and counts wins per winner', 'we play tennis on sundays. keep track of the match, who won and the date, and count how many wins each of us has', ['records:match fields match(text),winner(text),date(date)', 'op:add']],
    ['"log who spent on what (person, shop, amount)" keeps expenses with those fields', 'flat shopping. log who spent on what (person, shop, amount) and a total per person', ['records:expense fields person(text),shop(text),amount(money)', 'aggregate:sum amount per person']],
    ['a shopping list with only a price and a shelf still asks what each item is', 'shopping list with price and shelf, total price', ['records:* fields item(text),price(money),shelf(text)']],
    ['"group the pots by plant type" groups by the Plant type field', 'Herb pots. For each pot: plant type, date potted. Group the pots by plant type.', ['records:pot fields plant(text),potted(date)', 'group:plant']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('"who it\'s for (…)" is a choice of those people, and "group by child" calls it the Kid', () => {
    const subject = understand('homework planner for my children. each task has a name and who it\'s for (Mia or Tom). group the tasks by child').subject!;
    expect(subject.attributes.find((a) => a.kind === 'choice')).toMatchObject({ name: 'kid', options: ['Mia', 'Tom'] });
    expect(subject.attributes.find((a) => a.name === 'name')?.label).toBe('Task');
  });

  test('"who does it (…)" stays Who when the prompt never names the records by the kid', () => {
    const subject = understand('chore list for my kids: each chore says who does it (Ava or Leo)').subject!;
    expect(subject.attributes.find((a) => a.kind === 'choice')?.name).toBe('who');
  });

  test('a field said as what was done with a particle, "what we talked about", is kept as text', () => {
    expect(fields('date, minutes, what we talked about')).toEqual([['date', 'date'], ['minutes', 'number'], ['talkedAbout', 'text']]);
  });

  test('an amount of a unit named by what was done with it ("kwh used", "litres pumped") is a number', () => {
    expect(fields('kwh used, litres pumped, station')).toEqual([['kwhUsed', 'number'], ['litresPumped', 'number'], ['station', 'text']]);
  });

  test('"estimated weeks to hatch" is a number of weeks, not a clause', () => {
    expect(fields('breed, date laid, estimated weeks to hatch')).toEqual([['breed', 'text'], ['dateLaid', 'date'], ['weeksToHatch', 'number']]);
  });

  test('"when to give it (breakfast, dinner)" is a When choice, and "tick when he\'s had it" a yes/no', () => {
    const attrs = parseAttributes("vitamin, amount, when to give it (breakfast, dinner), tick when he's had it").attributes;
    expect(attrs.find((a) => a.name === 'when')).toMatchObject({ kind: 'choice', options: ['Breakfast', 'Dinner'] });
    expect(attrs.find((a) => a.kind === 'yesno')?.name).toBe('had');
  });

  test('"who recommended it (a or b)" is Recommended by, a word people use, and "who won" the Winner', () => {
    expect(parseAttributes('title, who recommended it (me or dad)').attributes[1]).toMatchObject({ name: 'recommendedBy', kind: 'choice' });
    expect(fields('game, who won')).toEqual([['game', 'text'], ['winner', 'text']]);
  });

  test('an inventory for a business named after what it sells keeps those things, and "total bottles on hand" sums the on-hand field', () => {
    expect(missing('inventory for my honey business: flavour, jar size (small, large), jars on hand, price. show total bottles on hand', ['records:honey fields flavour(text),hand(number)', 'aggregate:sum hand'])).toEqual([]);
  });

  test('a phone charging log keeps charges, and a gratitude diary dated entries with what was written', () => {
    expect(understand('phone charging log: percent added, minutes, date').subject?.noun).toBe('charge');
    expect(missing('gratitude diary. every evening write what im thankful for, with the date', ['records:entries fields date(date),thankful(text)'])).toEqual([]);
  });

  test('"a history of past weeks" is no log of weeks', () => {
    expect(composeApp('tap counter for choir attendance, resets every week, keep a history of past weeks').spec.state.map((v) => v.name)).not.toContain('weeks');
  });
});
