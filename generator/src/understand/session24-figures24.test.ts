import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';

/** Texts with a computed part that the app shows, anywhere on its screens. */
function figures(prompt: string): string[] {
  const { spec } = composeApp(prompt);
  const out: string[] = [];
  const walk = (c: unknown): void => {
    if (!c || typeof c !== 'object') return;
    const o = c as Record<string, unknown>;
    if (o.type === 'text' && typeof o.text === 'string' && o.text.includes('{')) out.push(o.text);
    for (const v of Object.values(o)) if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') walk(v);
  };
  spec?.screens.forEach(walk);
  return out;
}

/** Figures over records said in everyday words (final17, dev103, dev105, dev106 misses), each said here in words of our own. */
describe('figures over records (session 24)', () => {
  test.each<[string, string, string[]]>([
    ['"price per gram" over a price field works out each record\'s price over its grams', 'coffee bean log: bag name, grams, price. show price per gram', ['formula:gram']],
    ['"the cost per litre" over "amount paid" and "litres bought" names the money and the litres by their words', 'petrol diary: date, litres bought, amount paid. work out the cost per litre', ['formula:litre']],
    ['"avg price per litre" after "snap a photo" is still read: every "x per y" is tried, not the first', 'fuel fill ups: date, litres, cost. let me snap a photo of the pump. show avg price per litre', ['formula:litre']],
    ['"total set length" adds up the length, the head of the words after total', 'gig setlist: song, tempo in bpm, length in mins. total set length please', ['aggregate:sum length']],
    ['"the total trip distance" adds up the distance', 'road trips: date, destination, fuel cost, distance in miles. show the total trip distance', ['aggregate:sum distance']],
    ['"biggest donation first" orders by the amount, not the donor', 'donations log: donor, amount, date. biggest donation first', ['sort:amount desc']],
    ['"smallest bill first" orders by the amount, not the name', 'bills: name, due date, amount. smallest bill first', ['sort:amount asc']],
    ['"largest sale at the top" orders by the price', 'sales log: item, price, date. largest sale at the top', ['sort:price desc']],
    ['"my top rated" is the highest rating, a figure of its own', 'film log: title, date, rating out of 5. count of films and my top rated', ['aggregate:max rating']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('"price per litre" over a Cost field is called as said, with no second unit', () => {
    expect(figures('fuel log: date, litres, cost. show the price per litre')).toContain("Price per litre: {item.litres > 0 ? fixed(item.cost / item.litres, 2) : '-'}");
  });

  test('"mileage on the clock" is the odometer: no timer in a fuel log', () => {
    const { spec } = composeApp('log my fill ups - date, litres, cost, mileage on the clock');
    expect(spec!.timers).toEqual([]);
  });
});
