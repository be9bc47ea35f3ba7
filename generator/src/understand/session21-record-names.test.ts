import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';

const listNames = (prompt: string) => {
  const result = composeApp(prompt);
  return result.spec ? result.spec.state.filter((v) => v.type === 'list').map((v) => v.name) : [];
};

/** Lists named for the records the writer keeps, never the generic "entries" (session 21), said in words of our own. */
describe('records named for what the writer keeps (session 21)', () => {
  test.each<[string, string, string[]]>([
    ['"each time I spend money … the amount, the date and a category — a, b or c —" keeps expenses, the dashes holding the options', 'each time I spend money I\'d like to type in the amount, the date and a category — food, travel or bills — and then see the total for each category', ['records:expense fields amount(money),date(date),category(choice)', 'choice:category food,travel,bills']],
    ['"each walk I write the date, …" keeps walks', 'dog walking business. each walk I write the date, the owner and how many minutes. show the total minutes', ['records:walk fields date(date),owner(text),minutes(number)']],
    ['"for each record" of a vinyl collection is a record, not an entry', 'I buy vinyl at car boot sales. For each record: artist, album, year, what I paid. Total paid.', ['records:record fields artist(text),album(text),year(number),paid(money)']],
    ['a heading of plural records, then a sentence of their fields, names them', 'Dress alterations for my sewing studio. Client, garment, due date, price. Soonest due first.', ['records:alteration fields client(text),garment(text),price(money)']],
    ['"log my tutoring hours … each entry" names the entries for the tutoring hours', 'I want to log my tutoring hours for the term. Each entry: date, student, hours. Show the total hours.', ['records:tutoring fields date(date),student(text),hours(number)', 'aggregate:sum hours']],
    ['"gets her worming tablet every 3 months … log each time I give it" keeps the tablets given, not "givings"', 'my cat gets her worming tablet every 3 months and I never remember. let me log each time I give it and guess when the next one is due', ['records:tablet fields date(date)', 'op:add tablet']],
    ['"log each tyre change" keeps tyre changes, not bare changes', 'Let me log each tyre change with the date and the mileage, and show the average time between changes', ['records:tyre change fields date(date),mileage(number)']],
    ['a stock list keeps items of the stock', 'stock list for my market stall: name, quantity, price. search by name', ['records:item fields name(text),quantity(number),price(money)', 'op:search item']],
    ['a planting log keeps plantings, named for what was planted', 'tulip planting log: variety, bed, date planted. sort by date planted', ['records:planting fields variety(text),bed(text),planted(date)', 'sort:planted']],
    ['a planner\'s guest list "with name, …" keeps guests, not the planner\'s event', 'Wedding planner for our big day: guest list with name, table number and meal. Show how many guests.', ['records:guest fields name(text),table(number),meal(text)']],
    ['"office present list" keeps presents: "present" after a noun and before "list" is a thing, not the adjective', 'office present list: who it\'s for, gift, price and bought yes/no. total price', ['records:present fields gift(text),price(money),bought(yesno)', 'aggregate:sum price']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('"track hours worked for clients" keeps hours, never "workeds"', () => {
    expect(listNames('Track hours worked for my tutoring clients: client, date, hours. Total hours per client.')).toEqual(['hours']);
    expect(listNames('Track miles driven for my delivery job - date, miles, client. Total miles.')).toEqual(['miles']);
  });

  test('a list of entries of an amount is named for what the amount is of, and its screen too', () => {
    const result = composeApp('I need to log my practice hours. Each entry: date, piece, hours.');
    expect(listNames('I need to log my practice hours. Each entry: date, piece, hours.')).toEqual(['practice_hours']);
    expect(result.spec!.screens[0]!.title).not.toBe('Entries');
  });
});
