import { describe, expect, test } from 'vitest';
import type { AppSpec } from '@droidforge/contracts';
import { analyzePrompt } from '../compose/analyze/analyze-prompt';
import { composeApp } from '../compose/compose-app';
import { understand } from '../understand/understand';
import { composePlan } from './compose-plan';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';

const run = (prompt: string) => {
  const result = composeApp(prompt);
  return { ...result, app: new SpecRunner(result.spec, fixedClock()) };
};
/** The records list's name, which begins the ids of its form ("…_add") and item lines. */
const listOf = (spec: AppSpec) => spec.state.find((v) => v.type === 'list')!.name;

describe('composed forms from the domain library', () => {
  test('a paint form reads coats and coverage from the prompt', () => {
    const { app, kind } = run('How much paint for my bedroom? width, length and height in metres, 3 coats, a litre covers 12 square metres');
    expect(kind).toBe('composed');
    Object.assign(app.state, { width: 4, length: 3, height: 2.5 });
    expect(app.text('area_text')).toBe('Wall area: 35.0 m²');
    expect(app.text('litres_text')).toBe('Paint needed: 8.8 litres');
  });

  test('a unit converter converts each pair the prompt names', () => {
    const { app, spec } = run('converter for inches to centimetres and ounces to grams');
    Object.assign(app.state, { inch: 10, ounce: 2 });
    expect(app.text('inch_result')).toBe('= 25.40 centimetres (cm)');
    expect(app.text('ounce_result')).toBe('= 56.70 grams (g)');
    expect(spec.app.name).toBe('Unit Converter');
  });
});

describe('forms whose rows the user adds', () => {
  test('a weighted average over the rows (credits and grades)', () => {
    const { app } = run('GPA calculator where I add my classes with credits and grade points, showing my weighted GPA');
    for (const [credits, grade] of [[4, 4], [2, 2.5]] as const) {
      Object.assign(app.state, { newCredits: credits, newGradePoints: grade, newName: 'Course' });
      app.click('classes_add');
    }
    expect(app.text('weighted_text')).toBe('GPA (weighted average): 3.50');
  });

  test('every row scaled to the servings wanted', () => {
    const { app } = run('Recipe scaler: I add ingredients with a quantity and unit for 4 servings, then type the servings I want and it recalculates');
    Object.assign(app.state, { newQuantity: 200, newUnit: 'g', newName: 'Flour', servingsTo: 6 });
    app.click('ingredients_add');
    expect(app.text('ingredients_scaled', 0)).toBe('Quantity for 6 servings: 300.00 g');
  });
});

describe('composed records', () => {
  test('due states from an interval and the last date, reset by a button on the row', () => {
    const { app } = run('Track my houseplants. Each plant has a name and how many days between waterings; show which are due.');
    Object.assign(app.state, { newName: 'Fern', newDaysBetweenWaterings: 3, newLastDone: '2026-01-15' });
    app.click('plants_add');
    expect(app.text('plants_due', 0)).toBe('Due today');
    app.click('plants_done_today', 0);
    expect(app.text('plants_due', 0)).toBe('Next in 3 days');
  });

  test('per-group maxima for free-text groups become group headers', () => {
    const { spec } = run('Climbing log: route, grade and attempts. Show my most attempts for each route.');
    const list = spec.screens[0]!.children.find((c) => c.type === 'list');
    expect(list && 'groupBy' in list ? list.groupBy?.field : undefined).toBe('route');
  });
});

describe('games sized by the prompt', () => {
  test('a 4×4 board needs four in a row to win', () => {
    const { app, spec } = run('tic tac toe on a 4x4 board');
    expect(spec.app.name).toBe('Tic Tac Toe 4×4');
    for (const c of [0, 4, 1, 5, 2, 6]) app.click(`cell_${c}`);
    expect(app.text('status_text')).toBe('X to play');
    app.click('cell_3');
    expect(app.text('status_text')).toBe('X wins!');
  });

  test('a guessing game with a range and a number of tries', () => {
    const { app } = run('guess the number between 1 and 50, I get 3 tries');
    Object.assign(app.state, { secret: 42, guess: 10 });
    app.click('guess_button');
    expect(app.text('hint_text')).toBe('Higher than 10');
    app.click('guess_button');
    app.click('guess_button');
    expect(app.text('hint_text')).toBe('Out of tries! It was 42');
  });

  test('a memory game with the number of pairs and the theme asked for', () => {
    const { app, spec } = run('memory game with 5 pairs of fruit cards');
    expect(spec.state.filter((v) => /^v\d+$/.test(v.name))).toHaveLength(10);
    const faces = spec.state.filter((v) => /^v\d+$/.test(v.name)).map((v) => v.initial as string);
    const first = faces.indexOf('🍎 Apple');
    const second = faces.indexOf('🍎 Apple', first + 1);
    app.click(`card_${first}`);
    app.click(`card_${second}`);
    expect(app.text('moves_text')).toBe('Moves: 1 · Pairs: 1 / 5');
  });
});

describe('scoreboards', () => {
  test('two players, first to 11: points stop at the target and the winner is named', () => {
    const { app, spec } = run('A simple app to keep score in table tennis between two players, first to 11 wins, with a reset button');
    expect(spec.app.name).toBe('Table Tennis Score');
    for (let i = 0; i < 12; i++) app.click('player1_plus1');
    app.click('player2_plus1');
    expect(app.text('player1_score')).toBe('11');
    expect(app.text('player2_score')).toBe('0');
    expect(app.text('winner_text')).toBe('Player 1 wins!');
    app.click('new_game_button');
    expect(app.text('player1_score')).toBe('0');
    expect(app.text('winner_text')).toBe('First to 11 wins');
  });

  test('four players and point buttons of +1, +2 and +3 (the scoreboard recipe or the composed one)', () => {
    const { spec } = run('scoreboard for 4 players with buttons for +1, +2 and +3');
    const ids = JSON.stringify(spec.screens[0]!.children);
    for (const id of [/(player|team)4_card/, /(player|team)1_plus3/, /(player|team)2_plus2/]) expect(ids).toMatch(id);
    expect(ids).not.toMatch(/(player|team)5_card/);
  });

  test('without a score phrase a two-player prompt is not a scoreboard', () => {
    expect(run('tic tac toe for two players').spec.state.some((v) => v.name === 'score1')).toBe(false);
  });
});

describe('records with goals, yes/no counts and measured fields', () => {

  test('a yes/no field is ticked off in the list, and how many are not marked counts the unticked rows', () => {
    const { app, spec } = run('Babysitting hours: date, hours worked and whether I was paid. Total hours and how many are unpaid.');
    const fields = spec.state.find((v) => v.type === 'list')!.fields!.map((f) => `${f.name}:${f.type}`);
    expect(fields).toEqual(['date:date', 'hoursWorked:number', 'paid:bool']);
    const add = `${listOf(spec)}_add`;
    Object.assign(app.state, { newHoursWorked: 3, newDate: '2026-01-10' });
    app.click(add);
    Object.assign(app.state, { newHoursWorked: 2, newDate: '2026-01-11' });
    app.click(add);
    expect(app.text('summary_1')).toBe('Entries not paid: 2');
    // The row's checkbox is bound to item.paid: ticking the second row marks it paid.
    expect(app.find(`${add.replace(/_add$/, '')}_toggle`).component).toMatchObject({ type: 'checkbox', bind: 'item.paid' });
    (app.state[listOf(spec)] as { paid: boolean }[])[1]!.paid = true;
    expect(app.text('summary_0')).toBe('Total hours worked: 5');
    expect(app.text('summary_1')).toBe('Entries not paid: 1');
  });

  test('units, relative clauses, ranges and irregular yes/no words become typed fields', () => {
    const medicines = run('Track the medicines I take: medicine name, dose in mg, time of day, and whether I took it today').spec;
    // ("medicine name" is the Name field, labelled in the user's words, and "dose in mg" says its unit, since session 21.)
    expect(medicines.state.find((v) => v.type === 'list')!.fields!.map((f) => `${f.name}:${f.label}`)).toEqual(['name:Medicine name', 'dose:Dose (mg)', 'time:Time', 'taken:Taken']);
    const films = run('Keep a list of the films I watch with the title, the date I saw it and a rating from 1 to 5, sorted by rating').spec;
    expect(films.state.find((v) => v.type === 'list')!.fields!.map((f) => `${f.name}:${f.type}`)).toEqual(['title:text', 'date:date', 'rating:number']);
    const list = films.screens[0]!.children.find((c) => c.type === 'list');
    expect(list && 'sortBy' in list ? list.sortBy : undefined).toEqual({ field: 'rating', descending: true });
  });

  test('an amount as the subject keeps dated entries of that amount and averages it', () => {
    const { spec } = run('Track my daily steps and show the average for the week');
    expect(spec.state.find((v) => v.type === 'list')!.fields!.map((f) => `${f.name}:${f.type}`)).toEqual(['steps:number', 'date:date']);
    expect(JSON.stringify(spec)).toContain("avg(days, 'steps')");
  });

  test('choice options keep the accents of the prompt', () => {
    const { spec } = run('Wine cellar: each bottle has a name, the year, the colour (red, white or rosé) and how many I have');
    const colour = spec.state.find((v) => v.type === 'list')!.fields!.find((f) => f.name === 'colour');
    expect(colour?.options).toEqual(['Red', 'White', 'Rosé']);
  });
});

describe('timers and pickers from everyday wording', () => {
  test('named presets sit beside their times', () => {
    const { spec } = run('A tea timer with presets for green tea 2 minutes, black tea 4 minutes and herbal 6 minutes, ringing at the end');
    const labels = JSON.stringify(spec.screens[0]!.children);
    for (const l of ['Green tea (2 min)', 'Black tea (4 min)', 'Herbal (6 min)']) expect(labels).toContain(l);
  });

  test('a random pick among options named after a long phrase', () => {
    const { app, spec } = run('Pick a random restaurant for dinner from pizza, sushi, tacos, curry or burgers');
    expect(spec.app.name).toBe('Restaurant Picker');
    app.click('pick_button');
    expect(['pizza', 'sushi', 'tacos', 'curry', 'burgers']).toContain(app.text('result_text'));
  });
});

describe('settings switches', () => {
  test('dark mode and bigger text switches live on a Settings screen and drive the theme', () => {
    const { app, spec, report } = run('Notes app with a dark mode switch and a setting for bigger text');
    expect(spec.theme.darkSetting).toBe('darkMode');
    expect(spec.theme.largeTextSetting).toBe('largeText');
    expect(spec.screens.map((s) => s.id)).toContain('settings');
    expect(report.notBuilt).toEqual([]);
    app.click('settings_button');
    expect(app.value('darkMode')).toBe(false);
    expect(spec.state.find((v) => v.name === 'darkMode')).toMatchObject({ type: 'bool', persist: true });
  });

  test('a prompt that names something impossible and nothing else is refused with the reason', () => {
    const { refusal } = run('Show me live bitcoin prices from the internet and alert me when it drops');
    expect(refusal?.reason).toBe('not_understood');
    expect(refusal?.message).toContain('live data from the internet is not available');
  });
});

describe('rows worth a quantity times a rate', () => {
  test('hours times the rate, totalled and grouped per client', () => {
    const { app, spec } = run('Track my freelance hours per client with the rate, and show what each client owes me');
    for (const [client, hours, rate] of [['Acme', 3, 40], ['Acme', 2, 40], ['Blue', 1, 50]] as const) {
      Object.assign(app.state, { newClient: client, newHours: hours, newRate: rate, newDate: '2026-01-10' });
      app.click(`${listOf(spec)}_add`);
    }
    expect(app.text('amount_total')).toBe('Total owed: 250.00');
    const list = spec.screens[0]!.children.find((c) => c.type === 'list');
    expect(list && 'groupBy' in list ? list.groupBy?.field : undefined).toBe('client');
    expect(app.text(`${listOf(spec)}_amount`, 0)).toMatch(/^Owed: (120|80|50)\.00$/);
  });

  test('the lowest and the highest of a measured field', () => {
    const { app, spec } = run('Weight tracker where I enter my weight every morning and see the lowest and highest');
    for (const w of [81.5, 80.2, 82]) {
      Object.assign(app.state, { newWeight: w, newDate: '2026-01-10' });
      app.click(`${listOf(spec)}_add`);
    }
    expect(app.text('summary_0')).toBe('Highest weight: 82');
    expect(app.text('summary_1')).toBe('Lowest weight: 80.2');
  });
});

describe('temperatures', () => {
  test('the temperature recipe is kept: its unit choices cover Celsius, Fahrenheit and Kelvin either way', () => {
    expect(run('Temperature converter between Celsius, Fahrenheit and Kelvin').kind).toBe('converter');
  });

  test('composed, one input converts to each unit listed, with the offsets temperatures need', () => {
    const prompt = 'Temperature converter between Celsius, Fahrenheit and Kelvin';
    const spec = composePlan(understand(prompt), analyzePrompt(prompt))!.spec;
    const app = new SpecRunner(spec, fixedClock());
    expect(spec.app.name).toBe('Temperature Converter');
    Object.assign(app.state, { celsius: 100 });
    expect(app.text('celsius_result')).toBe('= 212.00 fahrenheit (°F)');
    expect(app.text('celsius_kelvin_result')).toBe('= 373.15 kelvin (K)');
    Object.assign(app.state, { celsius: -40 });
    expect(app.text('celsius_result')).toBe('= -40.00 fahrenheit (°F)');
  });
});

describe('dates that come back every year', () => {
  test('days until a birthday with no year count to its next coming, this year or next', () => {
    const prompt = 'How many days until my next birthday on March 14';
    const { spec } = run(prompt);
    expect(spec.app.name).toBe('Next Birthday Countdown');
    const before = new SpecRunner(spec, fixedClock(Date.UTC(2026, 0, 20, 12)));
    expect(before.text('days_text')).toBe('53');
    const after = new SpecRunner(spec, fixedClock(Date.UTC(2026, 2, 15, 12)));
    expect(after.text('days_text')).toBe('364');
  });
});

describe('opening subjects, named ticks and sums of what is not ticked', () => {
  test('bills with a paid checkbox total only the unpaid ones', () => {
    const { app, spec } = run('Bills to pay each month with the amount, due day and a paid checkbox; show the total still unpaid');
    expect(spec.state.find((v) => v.type === 'list')!.name).toBe('bills');
    for (const amount of [40, 60]) {
      Object.assign(app.state, { newName: 'Rent', newAmount: amount, newDueDay: '2026-01-28' });
      app.click('bills_add');
    }
    expect(app.text('summary_0')).toBe('Total amount not paid: 100.00');
    // The row's checkbox writes item.paid (as the preview and the APK do).
    (app.state.bills as { paid: boolean }[])[0]!.paid = true;
    expect(app.text('summary_0')).toMatch(/^Total amount not paid: (40|60)\.00$/);
  });

  test('a study timer runs the focus stretch before the break', () => {
    const { spec } = run('Study timer that runs 50 minutes then a 10 minute break');
    expect(spec.app.features[0]).toBe('Phases: focus 50 min and break 10 min');
  });
});

describe('records read from everyday wording', () => {
  const listFields = (prompt: string) => run(prompt).spec.state.find((v) => v.type === 'list')!.fields!.map((f) => `${f.label}:${f.type}`);

  test('a date field that is the due date shows overdue, due today and due in N days', () => {
    const { app, kind } = run('Pet vaccination record: pet name, vaccine, date given and next due date; highlight the overdue ones');
    expect(kind).toBe('composed');
    for (const due of ['2026-01-10', '2026-01-20', '2026-01-25']) {
      Object.assign(app.state, { newPetName: 'Rex', newVaccine: 'Rabies', newDateGiven: '2025-01-01', newNextDueDate: due });
      app.click('pet_vaccinations_add');
    }
    expect([0, 1, 2].map((i) => app.text('pet_vaccinations_due', i))).toEqual(['Overdue', 'Due today', 'Due in 5 days']);
  });

  test('an income the user enters, less the total of the records, shows what is left', () => {
    const { app } = run('Budget planner: my monthly income, then expenses with an amount and a category (rent, food, transport, fun), and how much is left');
    expect(listFields('Budget planner: my monthly income, then expenses with an amount and a category (rent, food, transport, fun), and how much is left'))
      .toEqual(['Expense:text', 'Amount:number', 'Category:text']);
    Object.assign(app.state, { monthlyIncome: 2000, newName: 'Flat', newAmount: 800, newCategory: 'Rent' });
    app.click('expenses_add');
    expect(app.text('allowance_left')).toBe('Left: 1200.00');
  });

  test('question words name fields, and money lent is kept as loans with what is still owed', () => {
    const { app, spec } = run('Track the money I lend to friends: who, how much, when, and whether they have paid me back. Show how much I am still owed');
    expect(spec.state.find((v) => v.type === 'list')!.name).toBe('loans');
    expect(listFields('Track the money I lend to friends: who, how much, when, and whether they have paid me back')).toEqual(['Who:text', 'Amount:number', 'Date:date', 'Paid:bool']);
    for (const amount of [20, 30]) {
      Object.assign(app.state, { newWho: 'Sam', newAmount: amount, newDate: '2026-01-02' });
      app.click('loans_add');
    }
    (app.state.loans as { paid: boolean }[])[0]!.paid = true;
    expect(app.text('summary_0')).toBe('Total amount not paid: 30.00');
  });

  test('the thing kept is the noun before a relative clause ("the books my kids read")', () => {
    expect(run('Log the books my kids read with the child\'s name, the title and the date they finished it').spec.state[0]!.name).toBe('books');
  });

  test('who does it (a, b or c) is a choice, and a done box is ticked off in the list', () => {
    const { spec } = run('Chore chart for the family: the chore, who does it (Mom, Dad, Sam or Lily) and a done box');
    const fields = spec.state.find((v) => v.type === 'list')!.fields!;
    expect(fields.find((f) => f.name === 'who')).toMatchObject({ kind: 'choice', options: ['Mom', 'Dad', 'Sam', 'Lily'] });
    expect(fields.find((f) => f.name === 'done')).toMatchObject({ type: 'bool' });
  });

  test('starting items end where a clause about the list begins, and a kind of drink is a choice', () => {
    const groceries = run('Grocery list already filled with milk, eggs, bread and butter where I can add more and cross items off').spec;
    expect((groceries.state[0]!.initial as Record<string, unknown>[]).map((i) => i.name)).toEqual(['Milk', 'Eggs', 'Bread', 'Butter']);
    expect(listFields('Caffeine tracker: log each coffee or tea with the caffeine in mg')).toEqual(['Type:text', 'Caffeine (mg):number', 'Date:date']);
    expect(run('Caffeine tracker: log each coffee or tea with the caffeine in mg').report.built[0]).toBe('Add, edit (tap one) and delete entries (long-press to delete)');
  });

  test('"whether it\'s paid" is a yes/no field named Paid', () => {
    expect(listFields('Invoice tracker: client, amount, due date and whether it\'s paid')).toContain('Paid:bool');
  });
});

describe('more everyday wording', () => {
  const fieldsOf = (prompt: string) => composeApp(prompt).spec.state.find((v) => v.type === 'list')!.fields!.map((f) => `${f.label}:${f.kind ?? f.type}`);

  test('a holiday counts down to its day every year, named after it', () => {
    const { app, report } = run('Countdown to Christmas');
    expect(report.built[0]).toBe('Days until Christmas (every December 25)');
    expect(app.state.daysLeft).toBe(339);
  });

  test('plus and minus buttons that reset at midnight make a daily counter, not a list', () => {
    const { spec } = run('A water reminder that counts glasses with plus and minus buttons and resets at midnight');
    expect(spec.state.some((v) => v.type === 'list' && v.persist && v.fields?.some((f) => f.name === 'plus'))).toBe(false);
    expect(JSON.stringify(spec.screens[0]!.onStart)).toContain('today()');
  });

  test('a weight loss tracker keeps dated weights, and "my lowest" is the lowest weight', () => {
    const { app, spec } = run('Weight loss tracker: log my weight each morning with the date, show my lowest and my starting weight');
    expect(fieldsOf('Weight loss tracker: log my weight each morning with the date')).toEqual(['Weight:number', 'Date:date']);
    for (const weight of [82, 80.5, 81]) {
      Object.assign(app.state, { newWeight: weight, newDate: '2026-01-10' });
      app.click(`${listOf(spec)}_add`);
    }
    expect(app.text('summary_0')).toBe('Lowest weight: 80.5');
  });

  test('a bare list before "with" names the kinds of record, totalled per kind', () => {
    expect(fieldsOf('Track my car expenses: fuel, insurance, repairs and parking, with the amount and date of each, and the total per type'))
      .toEqual(['Type:choice', 'Amount:money', 'Date:date']);
  });

  test('rated places with a price and a rating out of 5, best rated first', () => {
    const { spec } = run('An app to rate the coffee shops I visit: name, neighbourhood, price of a latte and a rating out of 5, best rated first');
    expect(fieldsOf('An app to rate the coffee shops I visit: name, neighbourhood, price of a latte and a rating out of 5'))
      .toEqual(['Name:text', 'Neighbourhood:text', 'Price of a latte:money', 'Rating:number']);
    expect(JSON.stringify(spec)).toContain('"sortBy":{"field":"rating","descending":true}');
  });

  test('a schedule with a named checkbox ticks each row off', () => {
    const { spec } = run('Medication schedule: medicine, dose, time of day, and a taken checkbox I tick each day');
    expect(fieldsOf('Medication schedule: medicine, dose, time of day, and a taken checkbox I tick each day')).toEqual(['Medicine:text', 'Dose:text', 'Time:time', 'Taken:yesno']);
    expect(JSON.stringify(spec)).toContain('"bind":"item.taken"');
  });
});

describe('subjects, scores and shares', () => {
  const fieldsOf = (prompt: string) => composeApp(prompt).spec.state.find((v) => v.type === 'list')!.fields!.map((f) => `${f.label}:${f.kind ?? f.type}`);

  test('"when I last fertilised each one" is a date, and plants with it still get a field for which plant it is', () => {
    expect(fieldsOf('I want to keep track of the plants in my garden and when I last fertilised each one')).toEqual(['Plant:text', 'Last fertilised:date']);
  });

  test('a recipe that keeps something else is not used: dreams are not moods', () => {
    const { kind, spec } = run('An app where I can write down my dreams every morning with a title, what happened, and my mood');
    expect(kind).toBe('composed');
    expect(spec.state[0]!.name).toBe('dreams');
  });

  test('made out of attempted is shown as a percentage', () => {
    const { app } = run('Basketball shot tracker: shots made and shots attempted each session, show my shooting percentage');
    for (const [made, attempted] of [[5, 10], [7, 10]]) {
      Object.assign(app.state, { newMade: made, newAttempted: attempted, newDate: '2026-01-10' });
      app.click('basketball_shots_add');
    }
    expect(app.text('summary_0')).toBe('Percentage: 60.0%');
  });

  test('a score on a scale is kept day by day as a number and averaged', () => {
    const { app, kind } = run('Track my mood every day on a scale of 1 to 10 and show the average');
    expect(kind).toBe('composed');
    expect(fieldsOf('Track my mood every day on a scale of 1 to 10 and show the average')).toEqual(['Mood:number', 'Date:date']);
    for (const mood of [6, 9]) {
      Object.assign(app.state, { newMood: mood, newDate: '2026-01-10' });
      app.click('days_add');
    }
    expect(app.text('summary_0')).toBe('Average mood: 7.5');
  });

  test('saving for something that costs an amount keeps the savings and shows what is left', () => {
    const { app } = run('Help me save for a new bike that costs 600 dollars: I add what I put aside each week and see how much is left');
    Object.assign(app.state, { newAmount: 50, newDate: '2026-01-10' });
    app.click('savings_add');
    expect(app.text('summary_0_left')).toBe('Left to save: 550.00');
  });

  test('a field called item is renamed for the AppSpec but keeps its label; each chore earns stars', () => {
    expect(fieldsOf('Track customer orders: customer name, item, quantity, price and whether it has shipped')).toContain('Item:text');
    expect(composeApp('Track customer orders: customer name, item, quantity, price').spec.state[0]!.fields!.map((f) => f.name)).toContain('itemName');
    expect(fieldsOf('Kids chore reward chart: each chore earns stars and I want to see the total stars')).toContain('Stars:number');
    expect(fieldsOf('Yoga poses list with the pose name and how long to hold it in seconds')).toContain('Duration:number');
  });
});

describe('lists of kinds, relative clauses and heads', () => {
  const fieldsOf = (prompt: string) => composeApp(prompt).spec.state.find((v) => v.type === 'list')!.fields!.map((f) => `${f.label}:${f.kind ?? f.type}`);

  test('sales of a, b and c with a quantity: the kinds are a choice, totalled for each product', () => {
    const { app, spec } = run('I run a small bakery and want to track daily sales of bread, cakes and cookies with the quantity sold, and show the total for each product');
    expect(spec.state[0]!.fields!.find((f) => f.name === 'type')?.options).toEqual(['Bread', 'Cakes', 'Cookies']);
    Object.assign(app.state, { newType: 'Cakes', newQuantitySold: 4 });
    app.click('sales_add');
    expect(app.text('summary_0')).toContain('Cakes: 4');
  });

  test('"the books we read, who suggested each one, …" keeps books with who suggested them, and the best rated is shown', () => {
    expect(fieldsOf('App for my book club: the books we read, who suggested each one, the month, and a rating out of 10; show the best rated'))
      .toEqual(['Book:text', 'Suggested by:text', 'Month:text', 'Rating:number']);
    expect(composeApp('App for my book club: the books we read, who suggested each one, the month, and a rating out of 10; show the best rated').report.built).toContain('Highest rating of all books');
  });

  test('the last word of a field decides its type, and "who it\'s for" is a field', () => {
    expect(fieldsOf('Log car trips for work: date, start mileage, end mileage and purpose')).toEqual(['Date:date', 'Start mileage:number', 'End mileage:number', 'Purpose:text']);
    expect(fieldsOf('Keep a list of gifts I plan to buy: who it\'s for, the gift idea, the budget and whether I bought it')[0]).toBe("Who it's for:text");
  });
});

describe('games, timers and content the prompt names', () => {
  test('a game the composer cannot make is refused with the reason, at no charge, not swapped for another game', () => {
    const result = composeApp('A sudoku puzzle game');
    expect(result.refusal?.reason).toBe('not_understood');
    expect(result.refusal?.message).toContain('sudoku');
    expect(composeApp('A chess clock for two players with 5 minutes each').refusal).toBeUndefined();
  });

  test('named stretches one after another become phases, the unit said once', () => {
    const { spec, report } = run('Breathing exercise: breathe in for 4 seconds, hold for 7, out for 8');
    expect(report.built).toContain('Phases: breathe in 4 s, hold 7 s and breathe out 8 s');
    expect(spec.timers).toHaveLength(1);
  });

  test('tabata is 20 seconds of work and 10 of rest, eight rounds', () => {
    expect(run('Tabata timer').report.built).toEqual(expect.arrayContaining(['Phases: work 20 s and rest 10 s', '8 rounds']));
  });

  test('a packing list for a kind of trip starts with what people pack for it, ticked off as packed', () => {
    const { spec } = run('Packing list for a ski trip');
    const items = (spec.state[0]!.initial as Record<string, unknown>[]).map((i) => i.name);
    expect(items).toEqual(expect.arrayContaining(['Goggles', 'Gloves', 'Ski jacket']));
    expect(JSON.stringify(spec)).toContain('"bind":"item.packed"');
  });

  test('affirmations, as many as asked; hangman words on the theme named; a d20', () => {
    expect((composeApp('Daily affirmations app with 20 positive affirmations').spec.state[0]!.initial as unknown[])).toHaveLength(20);
    expect(composeApp('A hangman game with animal words').report.built[0]).toBe('Guess an animal letter by letter');
    expect(composeApp('Roll a 20-sided die').report.built).toContain('20-sided dice');
  });

  test('pictures and reminders at a time are reported as not built', () => {
    expect(composeApp('Photo diary where I take a picture each day and write a caption').report.notBuilt[0]?.reason).toMatch(/camera/);
    expect(composeApp('An app that reminds me to stand up every hour').refusal?.message).toMatch(/notifications/);
  });
});

describe('choices said plainly, rates, random picks and money saved', () => {
  const fieldsOf = (prompt: string) => composeApp(prompt).spec.state.find((v) => v.type === 'list')!.fields!.map((f) => `${f.label}:${f.kind ?? f.type}`);

  test('"categories a, b and c" and "a day of the week (Monday to Sunday)" are choices; a filter by category groups the list', () => {
    const todo = composeApp('To-do list with categories work, personal and errands, and a filter by category');
    expect(todo.spec.app.name).toBe('To-Do List');
    expect(todo.spec.state[0]!.fields!.find((f) => f.name === 'category')?.options).toEqual(['Work', 'Personal', 'Errands']);
    expect(JSON.stringify(todo.spec)).toContain('"groupBy":{"field":"category"');
    expect(composeApp('Plan my weekly workouts: a day of the week (Monday to Sunday), the workout and a done checkbox').spec.state[0]!.fields!.find((f) => f.name === 'day')?.options)
      .toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  test('miles at a rate per mile total what can be claimed', () => {
    const { app } = run('Mileage log for work trips at 0.45 per mile: date, miles and purpose; show what I can claim');
    expect(fieldsOf('Mileage log for work trips at 0.45 per mile: date, miles and purpose')).toEqual(['Date:date', 'Miles:number', 'Purpose:text']);
    for (const miles of [10, 30]) {
      Object.assign(app.state, { newMiles: miles, newDate: '2026-01-10', newPurpose: 'Client' });
      app.click('trips_add');
    }
    expect(app.text('rate_total')).toBe('To claim: 18.00');
  });

  test('the app picks one of the records at random', () => {
    const { app } = run('Movie night picker: I add movies to a list and the app randomly picks one');
    Object.assign(app.state, { newName: 'Alien' });
    app.click('movies_add');
    app.click('pick_button');
    expect(app.text('picked_text')).toBe('Picked: Alien');
  });

  test('days since quitting, and the money saved at so much a day', () => {
    const { app } = run('Days since I quit smoking on 2026-01-10 and how much money I have saved at 8 dollars a day');
    expect(app.text('saved_text')).toBe('Money saved: 80.00');
  });

  test('"10 stars gets a treat" is a goal of 10 stars; par and strokes are numbers', () => {
    expect(run('Kids reward chart: add a star for good behaviour, 10 stars gets a treat').report.built.join(' ')).toContain('10');
    expect(fieldsOf('Golf scorecard for 18 holes with par and my strokes for each hole')).toEqual(expect.arrayContaining(['Par:number', 'Strokes:number']));
  });
});

describe('editing records', () => {
  test('tapping a row fills the form; the button then saves over that row, and Cancel leaves it as it was', () => {
    const { app } = run('Expense tracker: amount, category (food, rent or fun) and a note');
    for (const [amount, note] of [[12, 'Lunch'], [800, 'Flat']] as const) {
      Object.assign(app.state, { newAmount: amount, newCategory: 'Food', newNote: note });
      app.click('expenses_add');
    }
    app.clickItem('expenses_list', 1);
    expect(app.state).toMatchObject({ editing: 1, newAmount: 800, newNote: 'Flat' });
    expect(app.text('expenses_add')).toBe('Save changes');
    Object.assign(app.state, { newAmount: 850, newCategory: 'Rent' });
    app.click('expenses_add');
    const rows = app.state.expenses as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ amount: 850, category: 'Rent', note: 'Flat' });
    expect(app.state.editing).toBe(-1);
    app.clickItem('expenses_list', 0);
    app.click('expenses_cancel');
    expect(app.state).toMatchObject({ editing: -1, newAmount: 0 });
    expect(rows[0]).toMatchObject({ amount: 12, note: 'Lunch' });
  });
});

describe('week planners', () => {
  test('a planner for each day starts with the seven days; tapping a day fills in its plan', () => {
    const { app, spec } = run('Meal planner for the week with breakfast, lunch and dinner for each day');
    expect(spec.app.name).toBe('Meal Planner');
    const days = app.state.days as Record<string, unknown>[];
    expect(days.map((d) => d.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    app.clickItem('days_list', 2);
    Object.assign(app.state, { newLunch: 'Soup' });
    app.click('days_add');
    const after = app.state.days as Record<string, unknown>[];
    expect(after[2]).toMatchObject({ day: 'Wednesday', lunch: 'Soup' });
    expect(after).toHaveLength(7);
  });
});

describe('casual wording', () => {
  const fieldsOf = (prompt: string) => composeApp(prompt).spec.state.find((v) => v.type === 'list')!.fields!.map((f) => `${f.label}:${f.kind ?? f.type}`);

  test('"my dog\'s walks? like how long each walk was and the date" keeps walks with a duration and a date', () => {
    const { spec } = run("hey can you make me something to keep track of my dog's walks? like how long each walk was and the date");
    expect(spec.state[0]!.name).toBe('walks');
    expect(fieldsOf("keep track of my dog's walks? like how long each walk was and the date")).toEqual(['Duration:number', 'Date:date']);
  });

  test('questions as fields: how bad (1 to 10), what triggered it, what I am grateful for, what I learned', () => {
    expect(fieldsOf('Keep a log of my headaches: date, how bad it was from 1 to 10, and what I think triggered it')).toEqual(['Date:date', 'How bad:number', 'Trigger:text']);
    const journal = run("A daily journal that asks me what I'm grateful for and what I learned today");
    expect(journal.kind).toBe('composed');
    expect(fieldsOf("A daily journal that asks me what I'm grateful for and what I learned today")).toEqual(['Grateful for:text', 'Learned:text', 'Date:date']);
  });

  test('rating things from 1 to 5 stars gives them a rating; a setlist keeps songs; paid or not is yes/no', () => {
    expect(fieldsOf('Rate the restaurants I go to from 1 to 5 stars with a short review')).toEqual(['Name:text', 'Review:text', 'Rating:number']);
    expect(run('I need an app for my garage band to keep a setlist: song title, key, and length in minutes').spec.state[0]!.name).toBe('songs');
    expect(fieldsOf('Track rent payments from my 3 tenants: tenant name, month, amount and paid or not')).toContain('Paid:yesno');
    expect(fieldsOf('I want to remember which board games I own, how many players each supports and how long they take')).toEqual(['Name:text', 'Players:number', 'Duration:number']);
  });

  test('a price per item is a money field totalled as a running total', () => {
    const { app } = run('Shopping list for the hardware store with price per item and a running total');
    Object.assign(app.state, { newName: 'Screws', newPrice: 4.5 });
    app.click('shopping_items_add');
    expect(app.text('summary_0')).toBe('Total price: 4.50');
  });
});

describe('settings and checklists said in other words', () => {
  test('"a settings screen to turn on dark mode" and "switch to bigger text" make working switches', () => {
    const journal = composeApp('A journal app with a settings screen to turn on dark mode').spec;
    expect(journal.theme.darkSetting).toBeDefined();
    expect(journal.screens.map((s) => s.id)).toContain('settings');
    expect(composeApp('Counter with a settings page where I can switch to bigger text').spec.theme.largeTextSetting).toBeDefined();
  });

  test('a checklist already filled with its items starts with them and ticks them off', () => {
    const { spec } = run('Morning routine checklist already filled with make bed, brush teeth and stretch, which I tick off');
    expect((spec.state[0]!.initial as Record<string, unknown>[]).map((i) => i.name)).toEqual(['Make bed', 'Brush teeth', 'Stretch']);
    expect(JSON.stringify(spec)).toContain('"bind":"item.done"');
  });
});

describe('savings toward an amount', () => {
  // The amount is the prompt's, never a recipe's own goal ("toward a 5000 dollar emergency fund").
  test.each([
    ['Savings goal: I want to save 2000 for a holiday. I add deposits with a date and amount; show how much is left to save.', 150, 'Left to save: 1850.00'],
    ['Track savings toward a 5000 dollar emergency fund', 250, 'Left to save: 4750.00'],
  ])('"%s" keeps deposits (or savings, when it never says deposits) and shows the total and what is left after each', (prompt, deposit, left) => {
    const { app, kind } = run(prompt);
    expect(kind).toBe('composed');
    Object.assign(app.state, { newAmount: deposit, newDate: '2026-01-10' });
    app.click(/\bdeposits?\b/.test(prompt) ? 'deposits_add' : 'savings_add');
    expect(app.text('summary_0')).toBe(`Total amount: ${deposit}.00`);
    expect(app.text('summary_0_left')).toBe(left);
  });
});
