import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { computedTexts } from '../compose/testing/form-texts';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { understand } from './understand';

const figures = computedTexts;

/** Figures and orders said in everyday words (dev96, dev101, dev102 misses), each said here in words of our own. */
describe('totals, averages, extremes and orders said in everyday words (session 23)', () => {
  test.each<[string, string, string[]]>([
    ['"sortable by year" orders the list by that field', 'coin collection: name, year, country and value. sortable by year', ['sort:year asc']],
    ['"sort by top rated" orders by the score, best first', 'film diary: title, date watched, score out of 10. sort by top rated', ['sort:score desc']],
    ['"sort by highest points" orders by the points, not a highest figure', 'darts league: player, points and date. sort by highest points', ['sort:points desc']],
    ['"the mean time" averages the time', 'parkrun log: date, time in minutes, position. show the mean time', ['aggregate:avg time']],
    ['"avg distance" averages the distance', 'cycling log with date, distance in km and climb in metres. show avg distance', ['aggregate:avg distance']],
    ['"the average number of eggs" averages the eggs', 'hen house diary: date and how many eggs. show the average number of eggs a day', ['aggregate:avg eggs']],
    ['"my heaviest … " and "my deepest dive" need no list of words: any superlative before a measured field is its highest', 'diving log: site, date, depth in metres, minutes under. show my deepest depth', ['aggregate:max depth']],
    ['"the coldest temperature" is the lowest', 'weather diary: date, temperature and rain in mm. show the coldest temperature so far', ['aggregate:min temperature']],
    ['"totals for gas and electric" totals each field named', 'energy bills: month, gas, electric, water. show totals for gas, electric and water', ['aggregate:sum gas', 'aggregate:sum electric', 'aggregate:sum water']],
    ['"how many under par" takes the strokes from the par', 'mini golf card: hole, par, shots. total shots and how many under par we are', ['aggregate:sum par', 'formula:under']],
    ['"total worth" of price and "number of copies" adds up price × copies', 'comic collection: title, issue, price each, number of copies. show the total worth', ['formula:value']],
    ['"average spend per visit" averages the money field', 'barber visits: date, barber, price paid. show my average spend per visit', ['aggregate:avg price']],
    ['"total miles" names the field kept in miles', 'dog walks: date, distance in miles, minutes. show total miles', ['aggregate:sum distance']],
    ['"best time for each course" is the lowest minutes per course', 'parkrun times: course (Bushy, Richmond), date, minutes. show my best time for each course', ['aggregate:min minutes per course']],
    ['"hardest grade first" orders by the grade, highest first', 'bouldering diary: wall, grade, date. hardest grade first', ['sort:grade desc']],
    ['"how many tries each player scored" adds up the tries per player', 'rugby stats: date, player (Ben, Ollie, Kai), tries. show how many tries each player scored', ['aggregate:sum tries per player']],
    ['"count points each kid earned" adds up the points per kid', 'chore points: kid (Ava, Noah), chore, points. count points each kid earned this week', ['aggregate:sum points per kid']],
    ['"total pages per reader" over "who read it" adds up per the one who read', 'family reading log: book title, who read it (mum, dad, kid), pages. total pages per reader', ['aggregate:sum pages per who']],
    ['"lowest price per shop" is the lowest per group', 'price checker: shop (Aldi, Lidl, Tesco), item, price. show the lowest price per shop', ['aggregate:min price per shop']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('"how many over par" shows the strokes less the par, called Over par', () => {
    const shown = figures('golf rounds: hole, par, my strokes. total strokes and how many over par i am');
    expect(shown.some((t) => /^Over par: \{sum\(\w+, 'strokes'\) - sum\(\w+, 'par'\)\}$/.test(t))).toBe(true);
  });

  test('"how many I had from each cause" over a listed choice counts the records per that choice', () => {
    const plan = understand('headache log: date, hours and what caused it (stress, screens, sleep). show how many i had from each cause');
    expect(plan.computations).toContainEqual({ fn: 'count', per: plan.subject!.attributes.find((a) => a.kind === 'choice')!.name });
  });

  test('"the total still owed" over hours and a rate adds up hours × rate of the unpaid ones, not the rates', () => {
    const shown = figures('dog sitting log: date, owner, hours, rate per hour and paid yes/no. show the total still owed');
    expect(shown).toContain("Still owed: {fixed(sumIf(" + composeApp('dog sitting log: date, owner, hours, rate per hour and paid yes/no. show the total still owed').spec!.state.find((v) => v.type === 'list')!.name + ", 'amount', 'paid', false), 2)}");
    expect(shown.join('\n')).not.toMatch(/sumIf\(\w+, 'rate/);
  });

  test('"my best time for each course" is shown as the best time, the lowest per course', () => {
    const shown = JSON.stringify(composeApp('parkrun times: course (Bushy, Richmond), date, minutes. show my best time for each course').spec);
    expect(shown).toMatch(/Best time per course/);
    expect(shown).toMatch(/minIf\(\w+, 'minutes', 'course', 'Bushy'\)/);
  });

  test('"how many boxes per room" still counts the boxes, not their box numbers', () => {
    const plan = understand('moving boxes: box number, room (kitchen, bedroom, garage), contents. show how many boxes per room');
    expect(plan.computations).toContainEqual({ fn: 'count', per: 'room' });
  });

  test('an option named Max in a list of players asks for no highest figure', () => {
    const plan = understand('five a side log: date, scorer (Sam, Leo, Max), goals');
    expect(plan.computations.filter((c) => c.fn === 'max')).toEqual([]);
  });

  test('"how many days until each birthday" counts no records per date', () => {
    const plan = understand('birthday list: name and birthday. show how many days until each birthday');
    expect(plan.computations.filter((c) => c.fn === 'count')).toEqual([]);
  });

  test('"sort by highest score" orders the list and adds no highest figure', () => {
    const plan = understand('quiz night results: team, score. sort by highest score');
    expect(plan.list.sort).toEqual({ field: 'score', descending: true });
    expect(plan.computations.filter((c) => c.fn === 'max')).toEqual([]);
  });
});
