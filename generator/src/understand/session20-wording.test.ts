import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { detectLanguage } from './language';
import { understand } from './understand';

/** Wordings of the dev88–dev91 steering sets (session 20), each said here in words of our own. */
describe('prompts said in other words (session 20)', () => {
  test.each<[string, string, string[]]>([
    ['contractions typed without an apostrophe read as written ("films ive seen")', 'films ive seen this year - title, director, my score out of 10. show my average score', ['records:film fields title(text),director(text),score(number)', 'aggregate:avg score']],
    ['"I want to log the client, the date and the hours" keeps entries with those fields and totals per client', 'I walk dogs for a few neighbours. I want to log the client, the date and the hours, and see total hours for each client.', ['records:* fields client(text),date(date),hours(number)', 'aggregate:sum hours per client']],
    ['"for each bike I want the name, how many days between services and the date I last serviced it" keeps bikes and shows which are due', 'I never remember to service my bikes. For each bike I want the name, how many days between services, and the date I last serviced it. Show which ones are due.', ['records:bike fields name(text),days(number),serviced(date)', 'date:due']],
    ['"newest at top", without "the", sorts by the records\' date', 'bread baking log. date, loaf type, hydration %, notes. newest at top', ['sort:date desc']],
    ['"tick them each day" gives each habit a checkbox', 'chore tracker. start with dishes, laundry, bins, tick them each day', ['op:toggle', 'prefilled:chores dishes,laundry,bins']],
    ['a switch for "large text" is labelled with that word', 'simple journal, each entry has a date and what happened. add a switch for large text please', ['setting:large']],
    ['"N stretches with a short description of each" shows the stretches the generator ships', 'a list of 10 easy stretches with a short description of each', ['content:min 10']],
    ['"how much I\'m still owed" adds up the amounts not yet ticked as paid', 'I tutor maths. I want to record each lesson: student, date, fee and whether it is paid. Show how much I am still owed.', ['aggregate:sum fee']],
    ['"top rated at the top" sorts by the rating, highest first', 'restaurant list with name, cuisine and my rating out of 10. top rated at the top', ['sort:rating desc']],
    ['"how many I\'ve seen of each kind" counts the records per kind', 'bird log: species (robin, wren, sparrow), place, date. show how many I\'ve seen of each species', ['aggregate:count per species']],
    ['"number of wins per player" counts the games for each winner', 'darts nights: each game has the date, the winner and the score. show the number of wins per player', ['aggregate:count per winner']],
    ['"where it\'s kept" is a field of its own, labelled as asked, and a vintage is a number', 'whisky collection: bottle name, distillery, vintage, where it\'s kept. total bottles', ['records:* fields name(text),distillery(text),vintage(number),kept(text)']],
    ['"an itinerary: stops with day, town, where we\'re staying" keeps stops, never a page of text', 'school trip itinerary: stops with day number, town, where we\'re staying, notes. sorted by day', ['records:stops fields day(number),town(text),staying(text)', 'sort:day asc']],
    ['"log the start date of each cycle" names the date Start date, and the average gap and the next one follow it', 'cycle tracker: I log the start date of each cycle, and it shows the average gap and predicts the next start', ['records:* fields start(date)', 'date:average-interval', 'date:predict-next']],
    ['"blood sugar tracking: …" is a tracker of readings', 'blood sugar tracking: date and reading. newest first and show my highest reading', ['records:* fields date(date),reading(number)', 'sort:date desc', 'aggregate:max reading']],
    ['"i get cold sores and want to log each one - date, how bad (1-5)" keeps cold sores with those fields, and "when the next one might come" predicts it', 'i get nosebleeds and want to log each one - date, how long it lasted, and what i was doing. can it work out the average gap and when the next one might come?', ['records:nosebleed fields date(date)', 'date:average-interval', 'date:predict-next']],
    ['"i get my nails done whenever. log the dates …" dates what the user gets', 'i get massages every so often. log the dates and tell me how often on average and when the next one should be', ['records:massage fields date(date)', 'date:average-interval', 'date:predict-next']],
    ['"gas used and price per unit" works out the cost as you type', 'water bill estimator: litres used and price per litre, show the cost', ['input:litres(number)', 'formula:cost']],
    ['"a member list where each person has points" keeps members, the list\'s own word', 'club member list where each person has a name and points', ['records:members fields name(text),points(number)']],
    ['"log his weight (grams and date) and see average weight" averages the grams', 'Rabbit care. I want to log her weight (grams + date) and see average weight', ['aggregate:avg grams']],
    ['"bedtime checklist for my son: bath, pack school bag, story" starts with those things, ticked as done (never a packing list)', 'bedtime checklist for my son: bath, pack school bag, brush teeth, story. he ticks them off', ['prefilled:* bath,bag,teeth,story', 'op:toggle']],
    ['"nappy log: time and wet/dirty. latest on top" shows the latest time first, each day together, newest day first', 'nappy change log: time, wet or dirty. latest on top pls', ['sort:time desc']],
    ['a log that lists its own date keeps sorting by that date', 'bottle log: date, time, ml. newest at top', ['sort:date desc']],
    ['"energy journal. pick high / medium / low" picks the energy, one field, and "how many days of each" counts them', 'daily energy journal. pick high / medium / low, a short note, date. show how many days of each energy', ['records:* fields energy(choice),note(text),date(date)', 'choice:energy high,medium,low', 'aggregate:count per energy']],
    ['"keep an eye on my BMI" is an idiom: the app is the BMI calculator asked, never a log of eyes', 'My nurse said to keep an eye on my BMI. Can I put in my weight in kg and my height in cm and see the BMI?', ['formula:BMI']],
    ['flashcards of the periodic table start with the elements, as many as asked', 'flashcards for the first 12 elements, the symbol on the front and the name on the back', ['content:min 12', 'content:has hydrogen,carbon']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test.each<[string, string, string]>([
    ['"a pic of each one" is said to need photos', 'plant swap list: plant, who gave it, date. would be nice to add a pic of each one', 'photos'],
    ['"snap a photo of each" is said to need the camera', 'bird list: species, date, place. I want to snap a photo of each bird too', 'camera'],
    ['"keep progress pictures" is said to need the camera', 'gym log: exercise, weight, reps. also keep progress pictures every month', 'camera'],
    ['"the customers could pay me through the app" is said to need payments', 'cake orders: customer, cake, date, price. would be great if customers could pay me through the app', 'payments'],
    ['"my partner should see it on her phone too" is said to need syncing', 'nappy change log: time, wet or dirty. my partner should see it on her phone too', 'syncing'],
    ['"connect to my smart scale over bluetooth" is said to need a connected device', 'weight log with date and kg. can it connect to my smart scale over bluetooth', 'Bluetooth'],
  ])('%s', (_says, prompt, reason) => {
    const result = composeApp(prompt);
    expect(result.refusal).toBeUndefined();
    expect(result.report.notBuilt.map((n) => n.reason).join(' ')).toContain(reason);
  });

  test('"let me edit entries, and delete mistakes" is what every list does already: never reported as not built', () => {
    const result = composeApp('swim log: date, laps, minutes. i mistype a lot so let me edit entries, and delete mistakes');
    expect(result.report.notBuilt).toEqual([]);
    expect(result.report.built.join(' ')).toMatch(/edit .*delete/i);
  });

  test('greetings, thanks, "nothing fancy" and the occasion are never reported as requests not built', () => {
    const result = composeApp('hello, my niece said to try this. training for my first marathon. run log: date, km, minutes. nothing fancy, just needs to work. thank you kindly');
    expect(result.refusal).toBeUndefined();
    expect(result.report.notBuilt).toEqual([]);
  });

  test('a routine checklist with "pack school bag" among its steps is ticked as done, with only the user\'s steps', () => {
    const result = composeApp('bedtime checklist for my son: bath, pack school bag, brush teeth, story. he ticks them off');
    expect(result.report.built.join(' ')).toContain('Starts with 4');
    expect(result.report.built.join(' ')).toContain('as done');
  });

  test.each<[string, string, string]>([
    ['a verb of being never names the app', 'our anniversary is on 2027-05-02!! i want a countdown of days left', 'Anniversary Countdown'],
    ['a countdown "until we leave" is named for the holiday', 'Two things in one app for our Portugal holiday: a countdown showing how many days until we leave on 2027-06-01, and a packing list', 'Portugal Holiday Countdown'],
    ['a countdown "until we fly to Rome" is named for the trip there', 'a countdown showing how many days until we fly to Rome on 2027-06-01', 'Rome Trip Countdown'],
    ['a noun before another is singular ("my cats meals")', 'log my cats meals - date, food, grams', 'Cat Meals'],
    ["a person's things are theirs (\"my dads meds\")", 'my dads meds: name, dose, time of day (morning, night)', "Dad's Meds"],
  ])('app names read as English: %s', (_says, prompt, name) => {
    expect(composeApp(prompt).spec.app.name).toBe(name);
  });

  test('a total of "how many" records never adds up their ratings', () => {
    const result = composeApp('film club: log films we watched with title and our rating out of 5, and how many films we have seen total');
    expect(result.report.built.join(' ')).not.toMatch(/total rating/i);
  });

  test('"tap as fast as you can" is English, not Portuguese for its "as"', () => {
    expect(detectLanguage('tap as fast as you can game - 10 seconds, count the taps')).toBe('en');
    expect(detectLanguage('quero um aplicativo para a minha lista de compras com os preços')).toBe('pt');
  });

  test('"ive", "dont" and "cant" are read with their apostrophes, and "were" and "well" stay words', () => {
    expect(understand("books ive read, i dont want ones i cant finish").text).toContain("books i've read, i don't want ones i can't finish");
    expect(understand('plants that were watered well').text).toContain('plants that were watered well');
  });
});
