import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';

/** Content, picks and list order (session 21), said in words of our own. */
describe('content, random picks and list order said in other words (session 21)', () => {
  test.each<[string, string, string[]]>([
    ['"40 useful spanish words" is met with 40 entries: the phrases run on into the everyday words', 'give me 40 useful spanish words with their english meaning for a weekend in seville', ['content:min 40']],
    ['"which of us cooks? dad, ella or sam. random choice" picks among the three named in a sentence of their own', 'which of us cooks tonight? dad, ella or sam. random choice please', ['random:options dad,ella,sam']],
    ['"starts off with Kai, Lena, Omar" fills a random student picker that names its list "students"', 'a random student picker for my reading group. it starts off with Kai, Lena, Omar, Zoe and I will add more later', ['prefilled:students kai,lena,omar,zoe', 'op:add students']],
    ['"earliest at the top" orders dated records by the nearest date first', 'list of dentist and doctor appointments with who and date, earliest at the top', ['sort:date asc']],
    ['"with today\'s exchange rate" reports live rates as not built', 'convert euros into yen for my japan trip, using today\'s exchange rate', ['notbuilt:rate']],
    ['"read it from my smart plug" reports the connected device as not built', 'log how much power the heater uses each day, or better read it from my smart plug', ['notbuilt:smart']],
    ['"a page for every weekday, monday to friday, that shows lunch and snacks" is 5 day screens reached from home', 'school lunch planner with a page for every weekday, monday to friday, that shows lunch, snacks', ['screens:min 6', 'nav', 'content:has lunch,snacks']],
    ['"with the opening hours (…), the allergy notes and the house rules. separate screens" makes a page of each', 'an app for our cafe staff with the opening hours (mon-fri 7-4, sat 8-2), the allergy notes and the house rules. Separate screens and a menu please', ['screens:min 4', 'nav', 'content:has mon-fri']],
    ['"test me on hiragana" asks the kana, each with its sound, from several rows', 'test me on hiragana, multiple choice, and count how many i get right', ['content:has あ,か,さ', 'formula:score']],
    ['"sort by number of pages" orders the books by their pages', 'my book collection: title, author, pages. sort by number of pages', ['sort:pages']],
    ['"a random card picker (ace, king, queen)" picks among the bracketed options', 'magic practice: a random card picker (ace, king, queen, jack) and a 30 second timer', ['random:options ace,king,queen,jack']],
    ['"one page with our menu (…), one with parking, and one with the wifi code" is three pages from a home menu', 'pub info app. One page with our menu (burger, fish and chips, pie), one with parking, and one with the wifi code. A menu on the home screen to open each', ['screens:min 4', 'nav', 'content:has burger,parking,wifi']],
    ['screens announced with a colon and written one to a numbered line are each a page from the home screen', 'Camping trip helper. A home page with buttons to:\n1. Kit - tent, stove, torch\n2. Meals - pasta, chili, porridge\nEvery page has a back button.', ['screens:min 3', 'nav', 'content:has tent,porridge']],
    ['"a page for every dinosaur with some facts on each" is a page per shipped dinosaur, from a home screen', 'my daughter loves dinosaurs. make a home screen with buttons to a page for every dinosaur, with some facts on each', ['screens:min 4', 'nav', 'content:has tyrannosaurus']],
    ['"a few pages about looking after chickens - feeding, cleaning, eggs" is a page for each, from a menu', 'an app with a few pages about looking after chickens - feeding, cleaning, eggs. a main menu to reach them', ['screens:min 4', 'nav', 'content:has feeding,cleaning,eggs']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('a random picker asked "who does it?" with a pick please leaves nothing not understood', () => {
    const { spec, report } = composeApp('who takes the bins out? me, priya or tom. random pick please');
    expect(JSON.stringify(spec)).toContain('random(');
    expect(report?.notBuilt ?? []).toEqual([]);
  });

  test('day pages start with the things each day shows and keep no list of bare names beside them', () => {
    const spec = composeApp('dinner planner with a screen for each day of the week where I can write starter main and dessert').spec;
    expect(spec.screens.map((x) => x.title)).toContain('Sunday');
    const monday = spec.state.find((v) => v.name === 'mondayLines');
    expect(monday?.initial).toEqual([{ text: 'Starter' }, { text: 'Main' }, { text: 'Dessert' }]);
    expect(spec.state.filter((v) => v.type === 'list')).toHaveLength(7);
  });

  test('a collection of a game\'s boxes is records, not a game that cannot be built', () => {
    const report = composeApp('my jigsaw puzzle collection: name, pieces, finished yes/no').report;
    expect((report?.notBuilt ?? []).filter((n) => /game/.test(n.reason))).toEqual([]);
  });

  test('"every page has a back button" is understood when the pages are built', () => {
    const report = composeApp('Camping trip helper. A home page with buttons to:\n1. Kit - tent, stove, torch\n2. Meals - pasta, chili, porridge\nEvery page has a back button.').report;
    expect(report?.notBuilt ?? []).toEqual([]);
  });

  test('pages for each planet from mars to saturn keep to that range and name the app for the facts', () => {
    const spec = composeApp('a home screen with buttons to a page for each planet (mars to saturn) with facts on each').spec;
    expect(spec.screens.slice(1).map((x) => x.title)).toEqual(['Mars', 'Jupiter', 'Saturn']);
    expect(spec.app.name).toBe('Solar System Facts');
  });

  test('the speaker saying "and I\'ll add the rest" is not one of the options', () => {
    const spec = composeApp('pick a kid at random for my class: the kids are Ana, Ben, Cal and I\'ll add the rest').spec;
    const names = (spec.state.find((v) => v.type === 'list')?.initial ?? []) as Record<string, string>[];
    expect(names.map((n) => Object.values(n)[0])).toEqual(['Ana', 'Ben', 'Cal']);
  });
});
