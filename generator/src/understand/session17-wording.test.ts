import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { SpecRunner } from '../compose/testing/spec-runner';
import { fixedClock } from '../compose/testing/public-prompts';
import { validateSpec } from '../spec/validate';
import { parseAttributes } from './attributes';
import { understand } from './understand';

/** Wordings of the dev64-dev67 steering sets (session 17). */
describe('prompts said in other words (session 17)', () => {
  test.each<[string, string, string[]]>([
    ['"gas meter readings (date, reading)" keeps readings with those fields, and "avg days between … when the next one is due" predicts it', 'gas meter readings (date, reading). avg days between readings + when the next one is due', ['records:reading fields date(date),reading(number)', 'date:average-interval', 'date:predict-next']],
    ['"next due" is a date, and "flag overdue" flags the records past it', 'car service log: service, date done, next due. flag overdue', ['records:service fields service(text),done(date),next(date)', 'date:due']],
    ['"mood (great/ok/bad)" offers exactly those moods, not a recipe\'s five', 'mood log - mood (great/ok/bad), note, date. newest first', ['records:mood fields mood(choice),note(text),date(date)', 'choice:mood great,ok,bad', 'sort:date desc']],
    ['"their names are in there (Mia, Leo, Sam) and it picks one at random" picks among the bracketed names', 'My kids fight over who goes first in literally everything lol. Could you make something where their names are in there (Mia, Leo, Sam) and it just picks one at random?', ['random:options Mia,Leo,Sam']],
    ['"15 interesting English words with their meanings" ships fifteen words to scroll', "I'd like a word-of-the-day sort of thing that works offline. Maybe 15 interesting English words with their meanings that I can scroll through.", ['content:min 15']],
    ['"a count of how many sessions I\'ve done this week, starting over every week" counts sessions from zero each week', "I'm learning guitar and want a practice timer. I usually do 15 minutes. I'd also like a count of how many sessions I've done this week, starting over every week.", ['timer', 'timer:duration 15m', 'counter', 'counter:reset weekly']],
    ['"sorting by lesson day" sorts by that field', "I teach piano and want to keep a list of my students: name, lesson day (Mon to Fri), a parent's phone number, and whether they've paid this month. Sorting by lesson day would be great.", ['sort:day asc']],
    ['"a 4x4 grid of face-down tiles … matching pairs" is a memory game of 8 pairs', 'Could you make one of those games with a 4x4 grid of face-down tiles where you flip two at a time to find the matching pairs?', ['game:memory pairs 8']],
    ['"Breathe in for 4 seconds, hold for 7, out for 8" after a question is a sequence of three', 'Could you make a breathing exercise app? Breathe in for 4 seconds, hold for 7, out for 8, repeat for 4 rounds, with a soft sound at each change.', ['timer:duration 4s', 'timer:duration 7s', 'timer:duration 8s', 'timer:rounds 4', 'timer:signal']],
    ['"who does it (me, Sam, Priya)" is a field\'s options, not names to pick from at random', 'i need a chore list for the house. chore name, who does it (me, Sam, Priya) and a done checkbox', ['records:chore fields name(text),who(choice)', 'choice:who me,Sam,Priya']],
    ['"client / amount / due date / paid?" with spaced slashes lists fields', 'Invoice tracker — client / amount / due date / paid? — show total amount — flag overdue ones', ['records:invoice fields client(text),amount(money),due(date),paid(yesno)', 'aggregate:sum amount', 'date:due']],
    ['"category - breakfast / lunch / dinner" keeps the slashes as options of the category', 'Recipe book app. For each recipe: name, ingredients, cook time (minutes), category - breakfast / lunch / dinner / dessert.', ['choice:category breakfast,lunch,dinner,dessert']],
    ['"name – monthly cost – renewal date" after a colon lists fields', 'Subscriptions: name – monthly cost – renewal date. Total per month. Days until each renewal.', ['records:subscription fields name(text),cost(money),renewal(date)', 'aggregate:sum cost', 'date:days-until']],
    ['a bullet that is a field list keeps its fields, and the bullets after it that ask for something are sentences', 'House repairs\n- item, room (kitchen/bath/bedroom/garage), priority (low/med/high), done\n- group by room', ['records:repair fields item(text),room(choice),priority(choice),done(yesno)', 'group:room']],
    ['"App: Garden Planner" names the app, and "show days since planted" counts days for each plant', 'App: Garden Planner\n- list of plants: name, planted date, bed (A/B/C)\n- group by bed\n- show days since planted', ['name:Garden Planner', 'records:plant fields name(text),planted(date),bed(choice)', 'group:bed', 'date:days-since planted']],
    ['"sort heaviest first" sorts by weight, heaviest on top', 'Fishing log:\n• species\n• weight (kg)\n• date\n• spot\nsort heaviest first + show my biggest catch', ['sort:weight desc', 'aggregate:max weight']],
    ['"my average systolic and diastolic" averages both', "Please make an app where I can log my blood pressure readings: systolic, diastolic, pulse and date. I'd like to see my average systolic and diastolic.", ['aggregate:avg systolic', 'aggregate:avg diastolic']],
    ['an arrow before a list opens it like a colon', 'Random exercise picker → pushups, burpees, lunges, plank, jumping jacks', ['random:options pushups,burpees,lunges,plank,jumping jacks']],
    ['"30s 60s 90s buttons" are three presets', 'rest timer for the gym with 30s 60s 90s buttons + beep', ['timer:presets 30s,60s,90s', 'timer:signal']],
    ['"rides left, starts at 20, -1 per ride" counts a pass down from 20, named for the pass', 'Bus pass: rides left, starts at 20, -1 per ride, reset button', ['counter', 'name:bus pass']],
    ['"birthdays - name and date" keeps birthdays with those fields', 'birthdays - name and date, show how many days until each one', ['records:birthday fields name(text),date(date)', 'date:days-until']],
    ['"oldest first" with a year and no date sorts by the year', 'stamp collection catalog: country, year, value. oldest first. total value of the collection', ['sort:year asc', 'aggregate:sum value']],
    ['"total hours per subject" shows each subject\'s total in its group header', 'study log: subject, hours, date. show total hours per subject and my longest session', ['aggregate:sum hours per subject', 'aggregate:max hours']],
    ['lines without bullets are sentences: a log, its fields on the next line, a total on the last', 'fuel log\ndate / liters / price / odometer\ntotal spent on gas', ['records:* fields date(date),liters(number),price(money),odometer(number)', 'aggregate:sum price']],
    ['"quick buttons: 3 min eggs, 10 min pasta, 45 min roast" are three named presets', 'kitchen timer w/ quick buttons: 3 min eggs, 10 min pasta, 45 min roast. alarm when done', ['timer:presets 3m,10m,45m', 'timer:signal']],
    ['"log the start date of each period" keeps periods, with the average cycle and the next one predicted', 'I want to log the start date of each period, see my average cycle length and a prediction for the next one. nothing fancy', ['records:period', 'date:average-interval', 'date:predict-next']],
    ['"how often on average" is the average interval between the records', 'haircut log: date. tell me how often on average and when the next one should be', ['date:average-interval', 'date:predict-next']],
    ['a converter shows the unit symbols people write ("km", "ml")', 'km to miles converter', ['input:km(number)', 'formula:mi']],
    ['"cups to ml" shows millilitres with "ml"', 'cups to ml converter for baking', ['formula:ml']],
    ['"a \'hide completed\' switch" hides the ticked tasks', "To-do list with checkboxes and a 'hide completed' switch", ['setting:hide', 'op:toggle']],
    ['"show average of each" averages every number measured', 'blood pressure log, systolic + diastolic + date. show average of each.', ['aggregate:avg systolic', 'aggregate:avg diastolic']],
    ['"one button, picks pizza, tacos, sushi or pasta at random" picks among them', 'can never decide what to eat. one button, picks pizza, tacos, sushi or pasta at random', ['random:options pizza,tacos,sushi,pasta']],
    ['"weigh ins … show lowest and average … settings page with kg/lbs switch": weigh-ins, their average, and a Settings switch to pounds', 'weight loss tracker — weigh ins with date and weight, show lowest and average, newest first. settings page with kg/lbs switch', ['records:weighin fields date(date),weight(number)', 'aggregate:min weight', 'aggregate:avg weight', 'setting:lbs', 'screens:min 2', 'nav']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('"400m repeats" are metres run, not a 400-minute timer', () => {
    const { spec } = composeApp('timer for my 400m repeats, log each lap in seconds, show fastest lap');
    expect(spec.state.find((v) => v.name === 'duration')?.initial ?? 0).toBeLessThan(400 * 60);
  });

  test('"a big exam on June 12 2026 … a countdown" is named for the exam', () => {
    expect(composeApp("So I've got a big exam on June 12 2026 and I need a countdown, plus a list of topics I still need to revise with a checkbox for each one when I'm done with it.").spec.app.name).toBe('Exam Countdown');
  });

  test('a line continued by an arrow on the next is not ended there, and "calc" is a calculator', () => {
    const { spec, kind } = composeApp('Mortgage calc\nprice, down payment, rate %, years\n=> loan amount, monthly payment, total interest');
    expect(kind).not.toBe('composed');
    expect(spec.state.some((v) => v.type === 'list')).toBe(false);
  });

  test('"… per subject and my longest session": the longest session is over every record, not per subject', () => {
    const plan = understand('study log: subject, hours, date. show total hours per subject and my longest session');
    expect(plan.computations).toContainEqual({ fn: 'max', field: 'hours' });
  });

  test('a dash or bullet before the first field opens the list; it is no field of its own', () => {
    expect(parseAttributes('- mood, note, date').attributes.map((a) => a.name)).toEqual(['mood', 'note', 'date']);
  });
});

describe('named counters side by side', () => {
  test.each<[string, string, string[]]>([
    ['"3 counters: pushups, situps, squats"', '3 counters: pushups, situps, squats', ['Pushups', 'Situps', 'Squats']],
    ['"water / coffee / tea tap counters"', 'water / coffee / tea tap counters -- water goal 8 -- everything resets at midnight', ['Water', 'Coffee', 'Tea']],
    ['"one star counter each for Emma and Noah"', 'kids star chart:\n- one star counter each for Emma and Noah\n- goal 20 stars = treat\n- resets every week', ['Emma', 'Noah']],
    ['"robin, sparrow, blue jay, crow each with a + button"', 'tally for birds i see on my walk. robin, sparrow, blue jay, crow each with a + button', ['Robin', 'Sparrow', 'Blue jay', 'Crow']],
  ])('%s is a card per name, each counting on its own', (_says, prompt, names) => {
    const { spec, refusal } = composeApp(prompt);
    expect(refusal).toBeUndefined();
    expect(validateSpec(spec)).toEqual([]);
    const app = new SpecRunner(spec, fixedClock());
    names.forEach((name, i) => expect(app.text(`counter${i + 1}_name`)).toBe(name));
    app.click('counter2_add');
    app.click('counter2_add');
    app.click('counter1_add');
    expect(app.text('counter1_count')).toMatch(/^1\b/);
    expect(app.text('counter2_count')).toMatch(/^2\b/);
    app.click('reset_all_button');
    expect(app.text('counter2_count')).toMatch(/^0\b/);
  });

  test('"water goal 8" is the goal of water alone; the others count with no goal', () => {
    const { spec } = composeApp('water / coffee / tea tap counters -- water goal 8 -- everything resets at midnight');
    const app = new SpecRunner(spec, fixedClock());
    expect(app.text('counter1_count')).toBe('0 / 8');
    expect(app.text('counter2_count')).toBe('0');
  });

  test('a daily restart zeroes every count on a new day and keeps the old day in the history', () => {
    const { spec } = composeApp('water / coffee / tea tap counters -- water goal 8 -- everything resets at midnight');
    const day1 = new SpecRunner(spec, fixedClock(Date.UTC(2026, 0, 20, 12)));
    day1.click('counter1_add');
    day1.click('counter3_add');
    const day2 = day1.reopen(fixedClock(Date.UTC(2026, 0, 21, 12)));
    expect(day2.text('counter1_count')).toBe('0 / 8');
    expect(day2.text('counter3_count')).toBe('0');
    expect(day2.visibleItems('history_list')).toHaveLength(1);
    expect(day2.text('history_counts', 0)).toBe('Water 1 · Coffee 0 · Tea 1');
  });

  test('the app is named for the counts, never "Times Counter"', () => {
    expect(composeApp('3 counters: pushups, situps, squats').spec.app.name).toBe('Pushups, Situps & Squats');
    expect(composeApp('tally for birds i see on my walk. robin, sparrow, blue jay, crow each with a + button').spec.app.name).toBe('Bird Tally');
  });
});

describe('days since a date of each record', () => {
  test('"show days since planted" shows each plant\'s days since its planted date', () => {
    const { spec } = composeApp('App: Garden Planner\n- list of plants: name, planted date, bed (A/B/C)\n- group by bed\n- show days since planted');
    const app = new SpecRunner(spec, fixedClock(Date.UTC(2026, 0, 20, 12)));
    const list = spec.state.find((v) => v.type === 'list')!.name;
    app.state.newName = 'Tomato';
    app.state.newPlantedDate = '2026-01-10';
    app.click(`${list}_add`);
    expect(app.text(`${list}_since`, 0)).toBe('10 days since planted');
  });
});
