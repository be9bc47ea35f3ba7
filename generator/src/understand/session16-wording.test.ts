import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { nameMatches } from '../eval/spec-facts';
import { typeItem } from './attributes';
import { SpecRunner } from '../compose/testing/spec-runner';
import { fixedClock } from '../compose/testing/public-prompts';

/** Wordings of the dev56-dev59 steering sets (session 16). */
describe('prompts said in other words (session 16)', () => {
  test.each<[string, string, string[]]>([
    ['"sort by most recent" is newest first by date, and "most recent" asks for no highest value', 'Workout log. date, exercise, sets, reps, weight. sort by most recent', ['sort:date desc']],
    ['"options like tacos, pasta, stir fry" are the options of a picker', 'Random dinner idea picker with options like tacos, pasta, stir fry, curry, pizza. Name it WhatsForDinner', ['random:options tacos,pasta,curry,pizza', 'name:whatsfordinner']],
    ['"Pre-fill it with …" fills the list', 'Trip packing list for our beach holiday. Pre-fill it with sunscreen, swimsuit, towel, sunglasses, charger. I can add more and tick them off as I pack.', ['prefilled:item sunscreen,swimsuit,towel,sunglasses', 'op:toggle']],
    ['a to-do list keeps tasks, named for the to-do list', 'Countdown to our wedding on 2026-05-23 and a to-do list for planning that I can tick off', ['records:task', 'records:todo', 'op:toggle task']],
    ['"how long (minutes)" is a Minutes field', 'dog walk log: date, how long (minutes), and which dog (Biscuit or Luna). show total minutes per dog', ['records:walk fields date(date),minutes(number),dog(choice)', 'aggregate:sum minutes per dog']],
    ['"a list of upcoming meetings (date, book, host)" names fields, not starting items', 'Need an app for our book club with dark mode option and a list of upcoming meetings (date, book, host)', ['records:meeting fields date(date),book(text),host(text)', 'setting:dark']],
    ['"how rested I feel (1-5)" is a score, and "my average rating" averages it', 'Sleep log where I enter bedtime, wake time and how rested I feel (1-5). Show my average rating.', ['records:* fields bedtime(time),wake(time),rested(number)', 'aggregate:avg rested']],
    ['"Subjects are maths, biology, …" gives the subject field its options, and "I need an exam revision tracker" is the app itself', "Hey, I need an exam revision tracker. Subjects are maths, biology, chemistry, english. Log each session with subject, date and hours, and show hours per subject so I can see what I'm neglecting.", ['choice:subject maths,biology,chemistry,english', 'aggregate:sum hours per subject']],
    ['"list sorted by date" sorts the one list, it is no second list', 'Weight loss tracker: log date and weight, show my lowest weight and list sorted by date. Call it SlimLog', ['records:weight fields date(date),weight(number)', 'sort:date', 'aggregate:min weight', 'name:slimlog']],
    ['"my total sales and total fees" totals each', 'I sell stuff on Etsy. I want to log each sale with item, price, platform fee and date, and see my total sales and total fees.', ['aggregate:sum price', 'aggregate:sum fee']],
    ['"a quiz app for kids about the planets" is a planets quiz: the kids are who it is for', 'Make a quiz app for kids about the planets with at least 8 questions', ['content:min 8', 'content:has planet', 'name:planets quiz']],
    ['"total minutes per type" groups by the one choice ("what I worked on (chords, scales, …)")', "I'm learning guitar and want a practice log. date, minutes practiced, what I worked on (chords, scales, songs, theory). Total minutes per type would be cool", ['choice:worked chords,scales,songs,theory', 'aggregate:sum minutes per worked']],
    ['"facts about dinosaurs … like 10 different dinos" shows ten written dinosaur facts', 'App with facts about dinosaurs for my son, like 10 different dinos with a short fact each', ['content:min 10', 'content:has dinosaur,rex']],
    ['"fun facts about the planets" shows the planets with a fact each', 'fun facts about the planets', ['content:min 8', 'content:has jupiter,saturn']],
    ['a fishing log keeps catches, and "biggest fish ever" is the heaviest', 'Fishing log: date, spot, species caught, weight in kg. biggest fish ever', ['records:catch fields date(date),spot(text),species(text),weight(number)', 'aggregate:max weight']],
    ['"cat vet records — vaccine name, date given, next due date" keeps vaccines, each due on its date', 'Cat vet records — vaccine name, date given, next due date. flag any that are overdue', ['records:vaccine fields given(date),due(date)', 'date:due']],
    ['"Show averages" averages each number measured', 'Blood pressure log: date, systolic, diastolic, pulse. Show averages.', ['aggregate:avg systolic', 'aggregate:avg diastolic', 'aggregate:avg pulse']],
    ['"count volunteers per shift" counts the records of each shift', 'Volunteer shift sign-up for our church bake sale: volunteer name, shift (morning, midday, afternoon), phone. Count volunteers per shift.', ['aggregate:count per shift', 'choice:shift morning,midday,afternoon']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test.each<[string, string, string, number]>([
    ['"one button adds a glass" is a counter of glasses, the number named for them', 'Water intake counter, one button adds a glass', 'glasses', 1],
    ['"a button that adds 1000 steps" counts steps 1000 at a time', 'Steps counter with a button that adds 1000 steps', 'steps', 1000],
    ['"button gives a star" is a counter of stars, not a list of them', 'Kids star chart, button gives a star', 'stars', 1],
  ])('%s', (_says, prompt, name, step) => {
    const { spec } = composeApp(prompt);
    expect(spec.state.some((v) => v.type === 'list')).toBe(false);
    const app = new SpecRunner(spec, fixedClock());
    app.click('add_button');
    expect(app.value(name)).toBe(step);
  });

  test.each<[string, ReturnType<typeof typeItem>]>([
    ['how bad (1-10)', { name: 'severity', label: 'How bad', kind: 'number', scale: [1, 10] }],
    ['any triggers i noticed', { name: 'triggers', label: 'Triggers', kind: 'text' }],
    ['whether i know it yet (yes/no)', { name: 'known', label: 'Known', kind: 'yesno' }],
  ])('the field "%s" reads as the thing it asks for', (phrase, field) => {
    expect(typeItem(phrase)).toEqual(field);
  });

  test('a name written as one word matches the words of the tag, and a hyphenated thing its joined list name', () => {
    expect(nameMatches('WhoPays', 'whopays')).toBe(true);
    expect(nameMatches('fillups', 'fill-up')).toBe(true);
    expect(nameMatches('Tip Jar', 'whopays')).toBe(false);
  });

  test('a clause that only asks for the app by its name adds no field and is not reported as not built', () => {
    const { spec, report } = composeApp('Hey, I need an exam revision tracker. Subjects are maths, biology, chemistry, english. Log each session with subject, date and hours.');
    expect(spec.state.flatMap((v) => v.fields ?? []).map((f) => f.name)).toEqual(['subject', 'date', 'hours']);
    expect(report.notBuilt).toEqual([]);
  });

  test('"first to 11 wins" gives the scoreboard a winning score: the team that reaches it is told it won', () => {
    const { spec } = composeApp('score counter for table tennis, two players, + buttons and a reset, first to 11 wins');
    const app = new SpecRunner(spec, fixedClock());
    expect(app.text('target_text')).toBe('First to 11 wins');
    for (let i = 0; i < 10; i++) app.click('team1_plus1');
    expect(app.isVisible('team1_wins')).toBe(false);
    app.click('team1_plus1');
    expect(app.isVisible('team1_wins')).toBe(true);
    expect(app.isVisible('team2_wins')).toBe(false);
  });

  test.each<[string, string]>([
    ['My grandpa loves audiobooks but struggles with his phone. An app with a list of his audiobooks he can add to, a switch for large text, and a switch for dark mode.', 'Audiobooks List'],
  ])('an app is never named after a verb or a pronoun said in passing: "%s"', (prompt, name) => {
    const { spec, refusal } = composeApp(prompt);
    expect(refusal).toBeUndefined();
    expect(spec.app.name).toBe(name);
  });

  test('a prompt whose only plural-looking words are a verb and a gerund is refused at no charge rather than named "Forgetting"', () => {
    const result = composeApp("I have way too many houseplants and keep forgetting which ones need water. Each plant should have a name, a location (kitchen, bedroom, balcony) and the date it next needs watering, and anything that's overdue should stand out.");
    expect(result.spec.app.name).not.toMatch(/forgetting/i);
  });

  test('"i tap once each day i meditate and it keeps a history of the days" counts days without a daily reset and logs each day once', () => {
    const { spec } = composeApp('meditation streak thing - i tap once each day i meditate and it keeps a history of the days i did it');
    expect(spec.state.some((v) => v.name === 'periodKey')).toBe(false);
    const app = new SpecRunner(spec, fixedClock());
    app.click('add_button');
    app.click('add_button');
    expect(app.value('count')).toBe(2);
    expect(app.value('len(history)')).toBe(1);
    expect(missing('meditation streak thing - i tap once each day i meditate and it keeps a history of the days i did it', ['counter', 'counter:history'])).toEqual([]);
  });
});
