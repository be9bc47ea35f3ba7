import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { computedTexts } from '../compose/testing/form-texts';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { gradePoint } from './grades';
import { understand } from './understand';

const figures = computedTexts;

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

/** Calculators, counters and dates said in everyday words (session 24 misses), each said here in words of our own. */
describe('calculators, counters and dates (session 24)', () => {
  test.each<[string, string, string[]]>([
    ['"tip % (10, 15 or 20)": the percent said before the numbers still offers those tips', 'tip calculator: bill, tip % (10, 15 or 20) and how many people', ['choice:tip 10,15,20']],
    ['"tip percentage: 12, 15, 18" offers those tips', 'bill splitter with tip percentage: 12, 15, 18 and split between people', ['choice:tip 12,15,18']],
    ['a BMI "in stone and pounds, feet and inches" asks for those four numbers', 'bmi calculator using stone and pounds, and feet and inches', ['input:stone(number)', 'input:pounds(number)', 'input:feet(number)', 'input:inches(number)']],
    ['a BMI "weight in lbs" with height in cm asks for pounds and cm', 'bmi calc, weight in lbs and height in cm', ['input:pounds(number)', 'input:height(number)']],
    ['"a goal of 20 stars" wins over "my two kids get a star"', 'my two kids get a star for each job. a star counter with a goal of 20 stars', ['counter:goal 20']],
    ['"a target of 15" wins over "3 dogs get a walk"', 'our 3 dogs get a walk every day. walk counter with a target of 15 a week', ['counter:goal 15']],
    ['"when the next one\'s due" predicts the next date from the average gap', 'log every time the boiler gets serviced, and when the next one\'s due', ['date:predict-next']],
    ['"when the next one\'s likely" predicts it too', 'log each time i descale the kettle, and tell me when the next one\'s likely', ['date:predict-next']],
    ['a weighted GPA over letter grades (A to F) counts each letter as its points', 'gpa tracker: add modules with credits and the grade i got (A, B, C, D, F). show my weighted gpa', ['formula:gpa']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('a BMI in stone, pounds, feet and inches works out 20.7 for 10 st 0 lb at 5 ft 9 in', () => {
    const bmi = figures('bmi calculator in stone and pounds and feet/inches').find((t) => t.startsWith('BMI:'))!;
    const expr = /\? fixed\((.*), 1\) : '-'\}$/.exec(bmi)![1]!;
    const value = new Function('stone', 'pounds', 'feet', 'inches', `return ${expr};`)(10, 0, 5, 9) as number;
    expect(value.toFixed(1)).toBe('20.7');
  });

  test('"healthy" in the prompt names the middle category', () => {
    expect(figures('bmi calculator, tell me if i am underweight, healthy, overweight or obese').join('\n')).toContain("'Healthy'");
  });

  test('letter grades count as points on the 4.0 scale, a plus or minus moving 0.3', () => {
    expect(['A+', 'A', 'A-', 'B+', 'B', 'C', 'D', 'F', 'E'].map(gradePoint)).toEqual([4, 4, 3.7, 3.3, 3, 2, 1, 0, 0]);
    expect(gradePoint('G')).toBeUndefined();
    expect(understand('GPA calculator: I add my courses with credits and the grade (A, B, C, D or F), and it shows my weighted GPA').rowsFormula).toBe('weighted');
  });
});

/** A page of content named alone beside records (dev105 miss), said here in words of our own. */
describe('a page named without its lines (session 24)', () => {
  test.each<[string, string]>([
    ['"plus a page with our house rules" beside a book list is a second screen to write the rules on', 'book club app: list of books we read with date and rating, plus a page with our house rules'],
    ['"and a page for the club schedule" beside runs is a second screen', 'running club: runs with date and distance, and a page for the club schedule'],
  ])('%s', (_says, prompt) => {
    expect(missing(prompt, ['screens:min 2'])).toEqual([]);
    expect(understand(prompt).pages).toEqual([expect.objectContaining({ lines: [], editable: true })]);
  });

  test('"a screen with the rules of chess" ships chess rules, not an empty page', () => {
    expect(understand('members list (name), and a screen with the rules of chess').pages?.[0]?.lines.length).toBeGreaterThan(2);
  });
});

/** Records of the chemical elements start with the real ones (final17 miss), said here in words of our own. */
describe('the chemical elements (session 24)', () => {
  test('"the first 10 elements with symbol and name" starts with hydrogen to neon', () => {
    expect(missing('chemistry revision list of the first 10 elements with symbol and name', ['content:min 10', 'content:has hydrogen,neon'])).toEqual([]);
  });

  test('"elements (symbol, atomic number)" with no count starts with every element shipped, numbered', () => {
    const rows = understand('a list of elements: symbol and atomic number').subject?.prefilledRows ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows[19]).toEqual(expect.objectContaining({ symbol: 'Ca', atomicNumber: '20' }));
  });

  test('a list of elements of something else (no symbol, no atomic number) is not filled with chemistry', () => {
    expect(understand('design system tracker: elements with name and colour').subject?.prefilledRows).toBeUndefined();
  });
});

/** A score typed in and taken off a starting number (dev105 miss), said here in words of our own. */
describe('a number counted down by typed scores (session 24)', () => {
  test.each<[string, string, string[]]>([
    ['"subtract each throw … show remaining" takes off a typed score and says what remains', 'darts: start at 301, subtract each throw and show remaining', ['input:score(number)', 'formula:remaining']],
    ['"take off what you scored each turn" takes off a typed score', 'darts app starting at 501, take off what you scored each turn', ['input:score(number)']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('the typed score is taken off only when it fits, and Undo gives the last one back', () => {
    const { spec } = composeApp('darts: start at 301, subtract each throw and show remaining, undo last score');
    const json = JSON.stringify(spec!.screens);
    expect(json).toContain('"cond":"score > 0 && score <= pointsLeft"');
    expect(json).toContain('"value":"pointsLeft + lastTaken"');
  });

  test('"-1 per ride" still takes one off at a time', () => {
    expect(understand('bus pass: rides left, starts at 20, -1 per ride').counter?.down).toEqual({ start: 20 });
  });
});

/** A fee for each record ticked (dev106 miss), said here in words of our own. */
describe('the money of the ticked records at a fee each (session 24)', () => {
  test.each<[string, string, string[]]>([
    ['"how much we\'ve collected at £10 each" counts the paid members times 10', 'club subs: members with name and paid tick box, show how much we\'ve collected at £10 each', ['formula:collected']],
    ['"total raised at $2 each" counts the paid tickets times 2', 'raffle: ticket holders with name and paid yes/no. total raised at $2 each', ['formula:raised']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('the figure is the count of the ticked records times the fee, as money', () => {
    expect(figures('club subs: members with name and paid tick box, show how much we\'ve collected at £10 each')).toContain("Total collected: {fixed(countIf(members, 'paid', true) * 10, 2)}");
  });
});
