import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { allComponents, fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { parseAttributes } from './attributes';
import { joinBulletLines } from './bullets';

/** Wordings of the dev72-dev75 steering sets (session 18). */
describe('prompts said in other words (session 18)', () => {
  test.each<[string, string, string[]]>([
    ['a bullet "subject: math, english, science" is a field and its options', 'school planner\n* subject: math, english, science\n* task\n* due date', ['records:* fields subject(choice),task(text),due(date)', 'choice:subject math,english,science']],
    ['a homework tracker keeps homework, not assignments nobody named', 'homework tracker: subject, task, due date, done checkbox', ['records:homework fields subject(text),task(text),due(date),done(yesno)']],
    ['"each assignment has …" keeps assignments', 'homework planner for my son. each assignment has the subject and due date', ['records:assignment fields subject(text),due(date)']],
    ['"a checklist of wedding stuff" is things to do, ticked off', 'a checklist of wedding stuff i can tick off: venue, cake, rings', ['records:task', 'prefilled:task venue,cake,rings', 'op:toggle task']],
    ['a car\'s maintenance log keeps services', 'van maintenance log - date, mileage, cost. total cost', ['records:service fields date(date),mileage(number),cost(money)']],
    ['"did he poo (yes/no lol)" is a yes/no field', 'cat litter log: date, did he poo (yes/no lol), notes', ['records:* fields date(date),poo(yesno),notes(text)']],
    ['"I tutor for $20 an hour" earns hours times the rate', 'I tutor for $20 an hour. log each lesson with the date, student and hours, show total hours and money earned', ['aggregate:sum hours', 'formula:earned']],
    ['"they pay 0.45 per mile" is the rate, and "from, to" are places', 'work mileage log: date, from, to, miles. they pay 0.45 per mile. show the reimbursement', ['records:trip fields date(date),from(text),to(text),miles(number)', 'formula:reimbursement']],
    ['a fuel log keeps fill-ups', 'petrol log: date, litres, cost. total spent', ['records:fillup fields date(date),litres(number),cost(money)', 'aggregate:sum cost']],
    ['"days until each one" counts days to each birthday; "one" is no number there', 'birthdays: name + date, days until each one', ['records:birthday fields name(text),date(date)', 'date:days-until']],
    ['"help me remember my friends birthdays" keeps birthdays', 'help me remember my friends birthdays. name + date', ['records:birthday fields name(text),date(date)', 'op:add birthday']],
    ['"meeting notes app" keeps meetings, and their attendees are names', 'meeting notes app - title, date, attendees, action items. search', ['records:meeting fields title(text),date(date),attendees(text)', 'op:search meeting']],
    ['"a button that picks pizza, sushi or curry for me" picks among them when the user cannot decide', 'i can never decide what to eat. a button that picks pizza, sushi or curry for me, and let me add more', ['random:options pizza,sushi,curry']],
    ['"I quit on …" after "quit smoking", with "a pack is $12 and I smoked one a day", counts money saved', 'Quit smoking app. I quit on 2025-01-10. Show days smoke-free and money saved (a pack is $12 and I smoked one a day).', ['date:days-since 2025-01-10', 'formula:saved']],
    ['"a button to count cravings" beside a quit date is a counter too', 'I quit smoking on 2024-11-03. Show days since and money saved ($9 a day). Also a button to count cravings I resisted.', ['counter', 'formula:saved', 'name:quit smoking']],
    ['"Milo gets his flea treatment every 30 days. let me log the dates" keeps treatments, each next one due 30 days after the last', 'Milo gets his flea treatment every 30 days. let me log the dates I give it and show when the next one is due', ['records:treatment fields date(date)', 'op:add treatment', 'date:due']],
    ['"show my average mood and a switch to hide the notes" builds both: the note stays text, and a switch shows or hides it', 'daily mood journal: mood from 1 to 5, a short note, the date. show my average mood and a switch to hide the notes', ['records:entry fields mood(number),note(text),date(date)', 'aggregate:avg mood', 'setting:notes']],
    ['"+1 star button, -1 if he\'s naughty, 20 stars = trip to the zoo" counts stars to a goal of 20', "star chart for my 6 year old. +1 star button, -1 if he's naughty, 20 stars = trip to the zoo", ['counter', 'counter:goal 20']],
    ['"cups to grams for flour, sugar and butter" converts by each ingredient\'s weight', 'kitchen converter: cups to grams for flour, sugar and butter', ['input:cups(number)', 'choice:ingredient flour,sugar,butter', 'name:cups to grams']],
    ['"kids chore chart for Emma and Leo … tick when done … how many each kid has done" keeps chores, each for a kid, ticked, counted per kid', 'kids chore chart for Emma and Leo. chores like make bed, feed cat, set table. tick when done and show how many each kid has done', ['records:chore fields chore(text),kid(choice),done(yesno)', 'choice:kid emma,leo', 'prefilled:chore bed,cat,table', 'op:toggle chore', 'aggregate:count per kid']],
    ['"with categories clothes, toiletries, electronics" is one category field with those options', 'Travel packing list with categories clothes, toiletries, electronics, documents. check items off and group them by category', ['records:item fields name(text),category(choice)', 'choice:category clothes,toiletries,electronics,documents', 'group:category']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('"we\'re getting married on …" counts down to the wedding, and "let me add more things too" names nothing', () => {
    const { spec } = composeApp("We're getting married on 2027-05-01! Show days left and a checklist of wedding stuff: venue, dress, music. Let me add more things too.");
    expect(spec.app.name).toBe('Wedding Countdown');
    expect(spec.state.map((v) => v.name)).not.toContain('toos');
  });

  test('"was it sunny", "did he poo" are yes/no fields, none named "did"', () => {
    expect(parseAttributes('date, was it sunny, did he poo').attributes.map((a) => [a.name, a.kind])).toEqual([['date', 'date'], ['sunny', 'yesno'], ['poo', 'yesno']]);
  });

  test('a field named "From" is asked for by its label, never "the from"', () => {
    const { spec } = composeApp('trip log: from, to, km');
    const toasts = JSON.stringify(allComponents(spec)).match(/Please [^"\\]*/g) ?? [];
    expect(toasts).toContain('Please fill in ');
    expect(toasts.join(' ')).not.toMatch(/the from/i);
  });

  test('a bullet naming a list of its own ("list of plants: basil, mint") keeps its colon', () => {
    expect(joinBulletLines('garden\n- list of plants: basil, mint\n- water weekly')).toContain('list of plants: basil, mint');
  });

  test('"$9 a day" is a price, so a counter beside it does not start over each day', () => {
    const { report } = composeApp('I quit smoking on 2024-11-03, I used to spend $9 a day. Also a button to count cravings I resisted.');
    expect(report.built.join(' ')).not.toMatch(/every day/);
  });

  test('a treatment log needs only the date, and the next one is due 30 days after the latest', () => {
    const { spec } = composeApp('Milo gets his flea treatment every 30 days. let me log the dates I give it and show when the next one is due + if it\'s overdue');
    const list = spec.state.find((v) => v.type === 'list')!;
    expect(list.fields!.map((f) => f.name)).toEqual(['date']);
    const app = new SpecRunner(spec, fixedClock());
    // The fixed clock's today is 2026-01-20.
    Object.assign(app.state, { newDate: '2025-12-01' });
    app.click(`${list.name}_add`);
    expect(app.text('summary_next_due')).toBe('Next due: 2025-12-31 (overdue)');
  });

  test('"date planted and days to harvest … the expected harvest date for each" shows each plant\'s harvest date', () => {
    const { spec, report } = composeApp('veggie garden planner. what I planted, date planted and days to harvest, and show the expected harvest date for each');
    expect(report.built.join(' ')).toMatch(/harvest date/);
    const app = new SpecRunner(spec, fixedClock());
    Object.assign(app.state, { newPlant: 'Carrots', newDatePlanted: '2026-01-10', newDaysToHarvest: 60 });
    app.click('veggie_plants_add');
    expect(app.text('veggie_plants_after', 0)).toBe('Harvest date: 2026-03-11');
  });

  test('"average mood and notes" never makes the notes a number', () => {
    const { spec } = composeApp('mood log: mood 1-5, note, date. show my average mood and notes');
    const fields = spec.state.find((v) => v.type === 'list')!.fields!;
    expect(fields.find((f) => f.name === 'note')?.type).toBe('text');
  });

  test('a memory game\'s "count my moves and a button to start over" is what the game does: nothing is reported missing or added twice', () => {
    const { report } = composeApp('memory game with 8 pairs of cards, count my moves and a button to start over');
    expect(report.notBuilt).toEqual([]);
    expect(report.built.join(' ')).not.toMatch(/Reset/);
  });

  test('a cup of butter weighs more than a cup of flour, and grams go back to cups', () => {
    const toGrams = new SpecRunner(composeApp('cups to grams converter for flour and butter').spec, fixedClock());
    Object.assign(toGrams.state, { cups: 2, ingredient: 'Flour' });
    expect(toGrams.text('baking_result')).toBe('= 240 grams (g)');
    Object.assign(toGrams.state, { ingredient: 'Butter' });
    expect(toGrams.text('baking_result')).toBe('= 454 grams (g)');
    const toCups = new SpecRunner(composeApp('grams to cups converter for sugar').spec, fixedClock());
    Object.assign(toCups.state, { grams: 100, ingredient: 'Sugar' });
    expect(toCups.text('baking_result')).toBe('= 0.50 cups');
  });

  test('examples of chores ("set table") are no fields, and a packing list sorted into its own categories starts empty', () => {
    const chores = composeApp('chore list. chores like make bed, set table').spec.state.find((v) => v.type === 'list')!;
    expect(chores.fields!.map((f) => f.name)).not.toContain('table');
    const packing = composeApp('packing list with categories clothes, toiletries, documents').spec.state.find((v) => v.type === 'list')!;
    expect(packing.initial ?? []).toEqual([]);
  });

  test('names written in lower case are people only when the dictionary knows them as names', () => {
    const fields = (p: string) => composeApp(p).spec.state.find((v) => v.type === 'list')!.fields!.map((f) => f.name);
    expect(fields('chore chart for mia and sam')).toContain('who');
    expect(fields('task list for work and home')).not.toContain('who');
  });
});
