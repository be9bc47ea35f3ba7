import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { parseAttributes } from './attributes';
import { understand } from './understand';

const fields = (region: string) => parseAttributes(region).attributes.map((a) => [a.name, a.kind, ...(a.options ? [a.options.join('/')] : [])]);

/** Fields said in everyday words (session 20): questions, quoted tick boxes, "whether it's a, b or c". */
describe('fields said the everyday way (session 20)', () => {
  test('"whether it\'s a fruit, nut or berry" is one Type choice of the three', () => {
    expect(fields('the name, whether it\'s a fruit, nut or berry, and the date')).toEqual([['name', 'text'], ['type', 'choice', 'Fruit/Nut/Berry'], ['date', 'date']]);
  });

  test('"if it was a great, fine or awful day" is a Quality choice, the day it qualifies left out', () => {
    expect(fields('the date and if it was a great, fine or awful day')).toEqual([['date', 'date'], ['quality', 'choice', 'Great/Fine/Awful']]);
  });

  test('"whether they\'ve replied yes or not" is a yes/no field named by the verb', () => {
    expect(fields('name and whether they\'ve replied yes or not')).toEqual([['name', 'text'], ['replied', 'yesno']]);
  });

  test('a quoted word before "checkbox" is a yes/no field of that name', () => {
    expect(fields('date, hours and a \'invoiced\' checkbox')).toEqual([['date', 'date'], ['hours', 'number'], ['invoiced', 'yesno']]);
  });

  test('"what it was" is the item itself and "what\'s in it" its contents', () => {
    expect(fields('what it was + cost')).toEqual([['itemName', 'text'], ['cost', 'money']]);
    expect(fields('label, what\'s in it')).toEqual([['label', 'text'], ['contents', 'text']]);
  });

  test('"which shelf it goes on (top, middle, bottom)" is a Shelf choice', () => {
    expect(fields('which shelf it goes on (top, middle, bottom) and the title')).toEqual([['shelf', 'choice', 'Top/Middle/Bottom'], ['title', 'text']]);
  });

  test.each<[string, string, string[]]>([
    ['fields in brackets after "log each X" are read, the thing and its price', 'small bake sale. log each sale (what it was + price) and show the total', ['records:sale fields item(text),price(money)', 'aggregate:sum price']],
    ['"where I put each player\'s name and whether they paid" keeps both fields', 'a player list where I put each player\'s name and whether they\'ve paid yes or not', ['records:player fields name(text),paid(yesno)']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });
});

describe('totals said after the fields (session 20)', () => {
  test('a bare "total cost" last in the list is a field, and "how much I\'ve spent altogether" adds it up without a leftover', () => {
    const prompt = 'Log for the heating oil. Every delivery: date, litres, total cost. I want to see how much I\'ve spent on oil altogether and the average cost of a delivery.';
    expect(missing(prompt, ['records:delivery fields date(date),litres(number),cost(money)', 'aggregate:sum cost', 'aggregate:avg cost'])).toEqual([]);
    const { report } = composeApp(prompt);
    expect(report?.notBuilt ?? []).toEqual([]);
    expect(report?.built).toContain('Total cost of all deliveries');
  });
});

describe('options named by the word before a colon (session 20)', () => {
  test('"each book goes on a shelf: fiction, poetry or other" is a Shelf choice the list can be grouped by', () => {
    const prompt = 'Book list where each book goes on a shelf: fiction, poetry, history or other. Keep books grouped by shelf.';
    expect(missing(prompt, ['records:books fields shelf(choice)', 'choice:shelf fiction,poetry,history', 'group:shelf'])).toEqual([]);
  });

  test('a colon before a list of fields is not read as options', () => {
    expect(fields('each visit: date, notes or photos')).not.toContainEqual(expect.arrayContaining(['visit']));
  });
});

describe('what each record is worth (session 20)', () => {
  test('"every task is worth a few stars" is a Stars number', () => {
    expect(fields('every task is worth a few stars')).toEqual([['stars', 'number']]);
  });

  test('"the children tick them off" after the fields is who ticks, not a field', () => {
    const prompt = 'A jobs board where I can add jobs, each one worth some coins, and the children tick them off when done. Show the total coins.';
    expect(missing(prompt, ['records:jobs fields coins(number)', 'aggregate:sum coins', 'op:toggle jobs'])).toEqual([]);
    expect(understand(prompt).subject!.attributes.map((a) => a.name)).not.toContain('children');
  });
});

describe('a field of each record, said with "of" (session 20)', () => {
  test('"the start date of each trip" is a Start date, though "start" reads as a verb', () => {
    expect(fields('the start date of each trip')).toEqual([['startDate', 'date']]);
  });

  test('"the end time of every shift" is an End time', () => {
    expect(fields('the end time of every shift')).toEqual([['endTime', 'time']]);
  });
});
