import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { understand } from './understand';

/** Wordings of the dev80–dev83 steering sets (session 19), each said here in words of our own. */
describe('prompts said in other words (session 19)', () => {
  test.each<[string, string, string[]]>([
    ['a sentence that is only a list of fields, after the one naming the app, gives the records their fields', 'Holiday spending app for our Japan trip. Category (food, trains, hotel, gifts) and amount in yen. Show the total per category.', ['records:expense fields category(choice),amount(money)', 'choice:category food,trains,hotel,gifts', 'aggregate:sum amount per category']],
    ['"Films we watched: title, year, rating 1-10" keeps films with those fields, and "highest rated first" sorts by the rating', 'Films we watched: title, year, rating 1-10. Sort the list highest rated first.', ['records:film fields title(text),year(number),rating(number)', 'sort:rating desc']],
    ['a recipe box keeps recipes, and "group the list by category" groups the one list, it is no second list', 'Recipe box: name, category (soup, salad, main), minutes. Search by name and group the list by category.', ['records:recipe fields name(text),category(choice)', 'group:category', 'op:search']],
    ['"add a bike with its name, the tyre size and the date I serviced it" keeps bikes with a service date', 'I forget when my bikes were last looked at. Let me add a bike with its name, the tyre size and the date I serviced it, oldest service at the top.', ['records:bike fields name(text),size(text),serviced(date)', 'sort:serviced asc']],
    ['"put in each fish tank, how many days between cleans, and when I last cleaned it" shows which are due', 'I have four fish tanks that need cleaning on different schedules. I want to put in each tank, how many days between cleans, and when I last cleaned it, then see which ones are due.', ['records:tank fields days(number),cleaned(date)', 'date:due']],
    ['"Entry = …" opens the fields like a colon', 'Swim log. Entry = stroke (freestyle, breaststroke, backstroke), laps, date. Show my most laps for each stroke and list entries newest date first.', ['choice:stroke freestyle,breaststroke,backstroke', 'aggregate:max laps per stroke', 'sort:date desc']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('a prompt that names the records and their fields is built, never refused', () => {
    const result = composeApp('Swim log. Entry = stroke (freestyle, breaststroke), laps, date.');
    expect(result.refusal).toBeUndefined();
  });

  test('"sort the list highest rated first" after other words still sorts, and "first" never names the records', () => {
    const plan = understand("books i've read: title, author, rating 1-5. show my average rating and sort the list highest rated first.");
    expect(plan.subject?.noun).toBe('book');
    expect(plan.list.sort).toEqual({ field: 'rating', descending: true });
  });

  test('an answer box, a search box and a tick box are parts of a screen, not a box of things', () => {
    expect(understand('kids maths practice: random questions, answer box, check button, score').subject?.noun).not.toBe('answer');
    expect(understand('medicines list: name, dose, and a tick box for taken today').subject?.noun).toBe('medicine');
  });

  test('a size is kept as typed ("12 cm", "medium"), not as a number', () => {
    const size = understand('plant list with name and pot size').subject?.attributes.find((a) => /size/i.test(a.name));
    expect(size?.kind).toBe('text');
  });
});

/** Wordings of the dev84–dev87 steering sets (session 19), each said here in words of our own. */
describe('records said in other words (session 19, second round)', () => {
  test.each<[string, string, string[]]>([
    ['"I would like to enter the date, the top number (systolic) …" keeps readings named by the words in brackets, and "average systolic and diastolic so I can …" averages both', 'The nurse wants me to keep a record of my blood pressure. I will enter the date, the top number (systolic), the bottom number (diastolic) and my pulse. Show my average systolic and diastolic so I can bring it along.', ['records:* fields date(date),systolic(number),diastolic(number),pulse(number)', 'aggregate:avg systolic', 'aggregate:avg diastolic']],
    ['"put in the lane number, pins and my score" keeps the numbered things the prompt counts', 'bowling sheet for 10 frames. put in the frame number, pins and my score, and add up my total score for the game', ['records:frame fields frame(number),pins(number),score(number)', 'aggregate:sum score']],
    ['options between dashes are the choices of the field before them, and a packing list item is said as the item', 'Camping packing list. Each item should have a category — tent stuff, cooking, clothes or first aid — and group them by category with a checkbox for packed.', ['records:item fields item(text),category(choice)', 'choice:category cooking,clothes', 'group:category', 'op:toggle']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });
});

describe('names and ticks said in other words (session 19)', () => {
  test.each<[string, string, string]>([
    ['a prompt that opens "X app:" is named X', 'Guitar practice app:\n- timer with 10 and 20 minute presets\n- log of minutes practised per day', 'Guitar Practice'],
    ['a prompt that opens "X scorecard for …" is named for it', 'darts scorecard for 3 legs. put in the leg number, darts thrown and my score, and add up my total score', 'Darts Scorecard'],
  ])('%s', (_says, prompt, name) => {
    expect(composeApp(prompt).spec.app.name).toBe(name);
  });

  test.each<[string, string, string[]]>([
    ['"list everything with a price and mark it sold" keeps items with a price and a sold tick', "We're clearing out the garage. I want to list everything with a price and mark it sold when it goes. Show the total of sold things.", ['records:item fields item(text),price(money),sold(yesno)', 'op:add']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('"add new ones if the doctor changes things" never names the records "ifs"', () => {
    expect(understand('a list of her tablets that i tick off, and i can add new ones if the doctor changes things').subject?.noun).not.toBe('if');
  });
});

describe('pickers said in other words (session 19, found on final13 after its measurement)', () => {
  test('"put in jaws, up, heat, toy story and alien and give me a button that picks one at random" picks among the five, never refuses', () => {
    const result = composeApp('we never agree on a film. put in jaws, up, heat, toy story and alien and give me a button that picks one at random');
    expect(result.refusal).toBeUndefined();
    expect(understand('we never agree on a film. put in jaws, up, heat, toy story and alien and give me a button that picks one at random').random?.options).toEqual(['jaws', 'up', 'heat', 'toy story', 'alien']);
  });
});
