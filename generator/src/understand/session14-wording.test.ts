import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { formResults } from '../compose/testing/form-texts';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';
import { understand } from './understand';
import { joinBulletLines } from './bullets';

const listOf = (prompt: string) => {
  const spec = composeApp(prompt).spec;
  expect(validateSpec(spec)).toEqual([]);
  return spec.state.find((v) => v.type === 'list')!;
};
const fieldsOf = (prompt: string) => (listOf(prompt).fields ?? []).map((f) => `${f.name}:${f.type}`);

const results = formResults;

describe('prompts typed as bullet lists (session-14 steering sets)', () => {
  test('short items under a heading are that heading\'s fields, and every field reaches the app', () => {
    const prompt = 'knitting projects list\n- project name\n- yarn\n- status (idea, started, done)\ngroup them by status';
    expect(joinBulletLines(prompt)).toBe('knitting projects list: project name, yarn, status (idea, started, done). group them by status');
    const result = composeApp(prompt);
    expect(result.spec.app.name).toBe('Knitting Projects List');
    expect(fieldsOf(prompt)).toEqual(['name:text', 'yarn:text', 'status:text']);
  });

  test('items that are sentences stay sentences', () => {
    expect(joinBulletLines('- track workouts\n- each has a type (run, bike, swim), duration in minutes and date\n- show total minutes per type'))
      .toBe('track workouts. each has a type (run, bike, swim), duration in minutes and date. show total minutes per type.');
  });

  test('numbered lists read the same way, and a prompt without bullets is left as typed', () => {
    expect(joinBulletLines('car log\n1. date\n2. mileage\n3) cost')).toBe('car log: date, mileage, cost.');
    expect(joinBulletLines('a counter - tap to add one')).toBe('a counter - tap to add one');
  });
});

describe('units in brackets', () => {
  test('"dose (mg)" is a number measured in mg', () => {
    const dose = listOf('log of the medicines I take: medicine name, dose (mg) and time taken').fields!.find((f) => f.name === 'dose')!;
    expect(dose.type).toBe('number');
    expect(JSON.stringify(dose)).toMatch(/\bmg\b/);
  });
});

describe('records said in everyday words', () => {
  test('"track what i spend. amount, what it was for, and a category (…)" keeps expenses with a money amount and the categories', () => {
    const prompt = 'i want to track what i spend. amount, what it was for, and a category (food, bills, fun, other). show me total spent and the total for each category pls';
    const list = listOf(prompt);
    expect(list.name).toBe('expenses');
    expect(list.fields!.find((f) => f.name === 'amount')!.kind).toBe('money');
    expect(list.fields!.find((f) => f.name === 'category')!.options).toEqual(['Food', 'Bills', 'Fun', 'Other']);
    expect(understand(prompt).computations).toEqual(expect.arrayContaining([{ fn: 'sum', field: 'amount', per: 'category' }]));
  });

  test('"Group everyone by table" groups the guests by their table number', () => {
    expect(understand('Wedding guest list: name, RSVP (yes/no), meal choice (chicken, fish, veggie), table number. Group everyone by table please').list.group).toBe('tableNumber');
  });

  test('an inventory keeps the things its first field names ("item, quantity, price" → items)', () => {
    expect(listOf('inventory for my etsy shop: item, quantity, price. sort by quantity low to high').name).toBe('items');
  });
});

describe('counters said in everyday words', () => {
  test('"I tap once on each day I read, it caps at 7, resets every week" is a weekly counter of days, not a list', () => {
    const plan = understand('Reading habit tracker: I tap once on each day I read, it caps at 7 for the week, resets every week, and keeps a history with the dates');
    expect(plan.subject).toBeUndefined();
    expect(plan.counter).toMatchObject({ unit: 'days', limit: 7, reset: 'weekly' });
    expect(plan.counter?.historyDays).toBeGreaterThan(0);
  });
});

describe('calculations that list their inputs like fields', () => {
  test('"split the bill app: total, tip %, number of people" is the bill splitter, not records', () => {
    const result = composeApp('split the bill app: total, tip %, number of people, and it shows how much each person pays');
    expect(result.spec.state.some((v) => v.type === 'list')).toBe(false);
    expect(result.spec.state.map((v) => v.name)).toEqual(['bill', 'tipPercent', 'people']);
  });

  test('a recipe scaler works out the multiplier from servings made and wanted (4 → 6 is 1.5)', () => {
    const result = composeApp('recipe scaler - I enter how many servings the recipe makes and how many servings I want, and it tells me the multiplier');
    expect(validateSpec(result.spec)).toEqual([]);
    const run = new SpecRunner(result.spec, fixedClock());
    Object.assign(run.state, { servingsMade: 4, servingsWanted: 6, amount: 200 });
    expect(run.text('result_0')).toMatch(/^Multiplier: 1\.50?$/);
    expect(run.text('result_1')).toMatch(/\b300\b/);
    Object.assign(run.state, { servingsMade: 0 });
    expect(run.text('result_0')).toMatch(/\b0\b/);
  });

  test('a currency converter whose rate the user types multiplies by it, in the currencies named', () => {
    const result = composeApp('currency converter for my trip, I type the amount in dollars and the exchange rate myself and it shows euros');
    const run = new SpecRunner(result.spec, fixedClock());
    Object.assign(run.state, { amount: 50, rate: 0.9 });
    expect(run.text('result_0')).toMatch(/Euros\D*45\b/);
    expect(JSON.stringify(result.spec)).toContain('Amount in dollars');
  });
});

describe('lists of plain items are named for what they hold', () => {
  test('a grocery list keeps grocery items, and a party to-do list its todo tasks, so the app and its code say which list it is', () => {
    expect(listOf('grocery list i can check things off and delete. start it with milk eggs bread').name).toBe('grocery_items');
    expect(listOf('countdown to our new years eve party Dec 31 2026 + a to do list for party prep that i can check off').name).toBe('todo_tasks');
  });

  test('a list named for its own records keeps their plural ("books")', () => {
    expect(listOf('books i read this year with title and author').name).toBe('books');
  });
});

describe('logs and rosters', () => {
  test('"scrabble night log. every game: date, winner, score" keeps games played, not a game to play', () => {
    const result = composeApp("scrabble night log. every game: date, winner, score. show the highest score ever and how many games we've played");
    expect(result.spec.app.kind).not.toBe('game');
    expect(fieldsOf("scrabble night log. every game: date, winner, score")).toEqual(['date:date', 'winner:text', 'score:number']);
    expect(result.report.built).toEqual(expect.arrayContaining(['Highest score of all games', 'Count of all games']));
  });

  test('a team roster keeps players (volleyball players), named by its first field, and says how a number sorts', () => {
    const result = composeApp('volleyball team roster w/ player name, jersey number, position (setter, hitter, libero, blocker). sort by jersey number low to high');
    expect(result.spec.state.find((v) => v.type === 'list')!.name).toBe('volleyball_players');
    expect(result.report.built).toContain('Sorted by jersey number (lowest first)');
  });

  test('"grouped by category like clothes, food, gear" adds that choice and groups by it', () => {
    const plan = understand('packing list for our camping trip... want to check items off as i pack and have them grouped by category like clothes, food, gear');
    expect(plan.list.group).toBe('category');
    expect(plan.subject!.attributes.find((a) => a.name === 'category')!.options).toEqual(['Clothes', 'Food', 'Gear']);
  });
});

describe('formulas said in everyday words', () => {
  test('a gas splitter divides the total cost by the number of people', () => {
    expect(results('road trip gas splitter. enter total gas cost and number of people, shows cost per person', { totalGasCost: 90, numberOfPeople: 3 })).toEqual([expect.stringMatching(/30(\.00)?$/)]);
  });

  test('"hours worked times my hourly rate, minus 25% for taxes" takes the share off the product', () => {
    const prompt = 'freelance pay calc. hours worked times my hourly rate, minus 25% for taxes, show my take-home pay';
    expect(composeApp(prompt).spec.app.name).toBe('Freelance Pay Calculator');
    expect(results(prompt, { hoursWorked: 10, hourlyRate: 40 })).toEqual([expect.stringMatching(/^Take-home pay: 300(\.00?)?$/)]);
  });

  test('"my goal amount and how many months … save per month" divides the goal by the months', () => {
    expect(results('Savings calculator: I type my goal amount and how many months I have, and it tells me how much I need to save per month.', { amount: 1200, periods: 8 }))
      .toEqual([expect.stringMatching(/^Save per month: 150(\.00?)?$/)]);
  });

  test('a grade calculator weighs each typed score by what it counts for, without a stray counter', () => {
    const prompt = 'Grade calculator. I enter my homework %, quiz %, and final exam %, and it shows my final grade (homework counts 30%, quizzes 30%, final 40%).';
    expect(understand(prompt).counter).toBeUndefined();
    expect(results(prompt, { homework: 90, quiz: 80, finalExam: 70 })).toEqual([expect.stringMatching(/^Final grade: 79(\.0+)?$/)]);
  });
});

describe('lists that start full, by example', () => {
  test('"Tasks like change furnace filter, clean gutters, test smoke alarms, each with a due date" keeps tasks that start with those three and are due', () => {
    const result = composeApp('Home maintenance tracker. Tasks like change furnace filter, clean gutters, test smoke alarms, each with a due date. Show me which ones are overdue.');
    const list = result.spec.state.find((v) => v.type === 'list')!;
    expect(list.name).toBe('tasks');
    expect((list.initial as { task: string }[]).map((i) => i.task)).toEqual(['Change furnace filter', 'Clean gutters', 'Test smoke alarms']);
    expect(list.fields!.map((f) => f.type)).toContain('date');
    expect(result.report.notBuilt).toEqual([]);
    expect(result.report.built.some((b) => /overdue/.test(b))).toBe(true);
  });

  test('"a checklist of topics … I can check off: contracts, torts" stands beside the countdown to "my bar exam"', () => {
    const result = composeApp('My bar exam is on Feb 24 2026. I want a countdown to it and a checklist of topics to review that I can check off: contracts, torts, evidence, property');
    expect(result.report.built[0]).toBe('Days until bar exam (2026-02-24)');
    const list = result.spec.state.find((v) => v.type === 'list')!;
    expect((list.initial as { name: string }[]).map((i) => i.name)).toEqual(['Contracts', 'Torts', 'Evidence', 'Property']);
  });
});

describe('who does it, and which way a list runs', () => {
  test('"who\'s doing it (Emma, Jake or Lily)" is a choice named who', () => {
    const who = listOf("chore chart for the kids: list of chores and who's doing it (Emma, Jake or Lily), with a checkbox when it's done").fields!.find((f) => f.name === 'who')!;
    expect(who.options).toEqual(['Emma', 'Jake', 'Lily']);
  });

  test('"Sort by year with the newest first" sorts the highest year first', () => {
    expect(understand("I'd like to track album, artist, year, and what I paid for it. Sort by year with the newest first").list.sort).toEqual({ field: 'year', descending: true });
  });
});

describe('fields typed the quick way', () => {
  test('"books i read this year. title author rating 1-5." keeps books with those three fields', () => {
    const list = listOf('books i read this year. title author rating 1-5. sort by rating highest first and show how many books ive read');
    expect(list.name).toBe('books');
    expect(list.fields!.map((f) => `${f.name}:${f.type}`)).toEqual(['title:text', 'author:text', 'rating:number']);
  });

  test('a list sentence after the subject\'s own sentence is its fields; "mark paid" is a tick', () => {
    const result = composeApp('bills tracker with electricity, water, internet and rent already in it. amount, due date, mark paid. sort by due date');
    expect(fieldsOf('bills tracker with electricity, water, internet and rent already in it. amount, due date, mark paid. sort by due date'))
      .toEqual(['name:text', 'amount:number', 'dueDate:date', 'paid:bool']);
    expect(result.report.built).toContain('Tick bills off as paid');
  });

  test('"done checkbox" is a yes/no field, and "i can mark them done" ticks records off', () => {
    expect(fieldsOf('homework tracker. subject (math, english), the assignment, due date, done checkbox')).toContain('done:bool');
    expect(understand('need a list of topics to review, each with a due date, and i can mark them done').list.toggle).toBe('done');
  });

  test('"Each chore should say who does it (Emma or Noah)" is a who choice', () => {
    const who = listOf("Can you make a chore chart for my kids? Each chore should say who does it (Emma or Noah) and they can tick it off when it's done.").fields!.find((f) => f.name === 'who')!;
    expect(who.options).toEqual(['Emma', 'Noah']);
  });
});

describe('orders, shares, budgets and picks said in passing', () => {
  test('"Newest at the top sorted by time" runs newest first; "newest on top" alone sorts by the date', () => {
    expect(understand('a log of the medicines I take: medicine name, dose (mg) and time taken. Newest at the top sorted by time please').list.sort).toEqual({ field: 'timeTaken', descending: true });
    expect(understand('pill log - med name, dose in mg, date taken, time. newest on top').list.sort).toEqual({ field: 'dateTaken', descending: true });
  });

  test('"each persons share" names the tip calculator\'s result that way', () => {
    expect(JSON.stringify(composeApp('tip calculator: bill amount, tip %, number of people -> show the tip and each persons share').spec)).toContain("Each person's share");
  });

  test('"monthly budget calc: income, rent, food, other. show remaining money" takes every cost off the income', () => {
    const spec = composeApp('monthly budget calc: income, rent, food, other. show remaining money').spec;
    const run = new SpecRunner(spec, fixedClock());
    Object.assign(run.state, { income: 3000, rent: 1200, food: 400, other: 250 });
    expect(run.text('result_0')).toMatch(/^Remaining: 1150(\.0+)?$/);
  });

  test('"a random word of the day from bonjour, merci, fromage, chat, pomme" picks among them, and "chat" there is a word, not messaging', () => {
    const result = composeApp('Im learning french. Want a random word of the day from bonjour, merci, fromage, chat, pomme and a 5 minute speaking practice timer');
    expect(understand('Want a random word of the day from bonjour, merci, fromage, chat, pomme').random?.options).toEqual(['bonjour', 'merci', 'fromage', 'chat', 'pomme']);
    expect(result.report.notBuilt).toEqual([]);
    expect(result.spec.state.some((v) => v.name === 'remaining')).toBe(true);
  });
});

describe('logs named for what they hold', () => {
  test('a sleep tracker keeps sleep nights and a piano practice log practice sessions with the fields written after "i write"', () => {
    expect(listOf('sleep tracker - log bedtime, wake up time and sleep quality 1-5 every night, show average quality').name).toBe('sleep_nights');
    const practice = listOf('Piano practice log where i write the date, minutes practiced and the piece. total minutes would be nice + a 25 min practice timer');
    expect(practice.name).toBe('practice_sessions');
    expect(practice.fields!.map((f) => f.name)).toEqual(['date', 'minutesPracticed', 'piece']);
  });

  test('"25 min" is a length of time, never a request for the minimum', () => {
    const built = composeApp('Piano practice log where i write the date, minutes practiced and the piece. total minutes would be nice + a 25 min practice timer').report.built;
    expect(built.some((b) => /^Lowest/.test(b))).toBe(false);
    expect(built).toContain('Total minutes practiced of all sessions');
  });

  test('"severity (1-10)" stays a 1–10 scale even when the prompt spells a number out elsewhere', () => {
    const plan = understand('I want to track when i get migraines. log the date and severity (1-10). then guess when the next one will be');
    expect(plan.subject!.attributes.find((a) => a.name === 'severity')).toMatchObject({ kind: 'number', scale: [1, 10] });
  });
});

describe('words, plants and questions', () => {
  test('a vocab list keeps words, named by the field that holds the word', () => {
    const list = listOf('spanish vocab list - spanish word, english meaning, learned yes/no. need a search box. start with hola, gracias, perro');
    expect(list.name).toBe('words');
    expect(list.fields!.map((f) => f.name)).toEqual(['spanishWord', 'englishMeaning', 'learned']);
  });

  test('"watering dates for each plant (fern, basil, monstera) … a guess for when next" is a plant choice and a predicted next date; the opening question is no request', () => {
    const prompt = 'when did i last water my plants?? want to log watering dates for each plant (fern, basil, monstera) and see the average days between waterings and a guess for when next';
    const plan = understand(prompt);
    expect(plan.subject!.attributes[0]).toMatchObject({ name: 'plant', kind: 'choice', options: ['Fern', 'Basil', 'Monstera'] });
    expect(plan.dates.predictNext).toBe(true);
    expect(composeApp(prompt).report.notBuilt).toEqual([]);
  });

  test('"a priority for each task (high, medium, low)" keeps the options on the priority', () => {
    expect(understand("work to-do list with a priority for each task (high, medium, low), sorted by priority").subject!.attributes.find((a) => a.name === 'priority')?.options).toEqual(['High', 'Medium', 'Low']);
  });
});

describe('fields with reserved names, spaced options and a shop\'s stock', () => {
  test('"item (bread, cookies, cake)" is a choice the app can hold (its name is not the reserved "item"), totalled per item', () => {
    const result = composeApp('I run a little bakery stall on weekends. Need to log each sale: item (bread, cookies, cake), how many, amount paid. Total amount per item pls');
    expect(result.refusal).toBeUndefined();
    const item = result.spec.state.find((v) => v.type === 'list')!.fields!.find((f) => f.label === 'Item')!;
    expect(item).toMatchObject({ name: 'itemName', kind: 'choice', options: ['Bread', 'Cookies', 'Cake'] });
    expect(result.report.built).toContain('Total amount paid per item');
  });

  test('"RSVP (yes / no / maybe)", "day (Mon-Sun)", "type breakfast/lunch/dinner" are choices; rent is money; "whether it allows pets" is pets allowed', () => {
    expect(listOf("Party guest list — name, how many people they're bringing, RSVP (yes / no / maybe)").fields!.find((f) => f.name === 'rsvp')!.options).toEqual(['Yes', 'No', 'Maybe']);
    const meals = listOf('Weekly meal plan: meal name, day (Mon-Sun), type breakfast/lunch/dinner. group them by day').fields!;
    expect(meals.find((f) => f.name === 'day')!.options).toHaveLength(7);
    expect(meals.find((f) => f.name === 'type')!.options).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    const places = fieldsOf("Want to track places I've seen: address, rent, bedrooms, and whether it allows pets (yes/no). Sort by rent cheapest first pls");
    expect(places).toEqual(expect.arrayContaining(['rent:number', 'petsAllowed:bool']));
  });

  test('a shop\'s inventory keeps products (etsy products), named by its first field', () => {
    expect(listOf('small etsy shop inventory: product, stock qty, price. search by product name and show how many products I have').name).toBe('etsy_products');
  });
});

describe('calculators and logs of session 14, second round', () => {
  test('an mpg calculator gives miles per gallon and, with the gas price, the cost per mile', () => {
    expect(results('mpg calculator - miles driven and gallons, gives mpg. also cost per mile if i enter the gas price', { miles: 300, gallons: 10, gasPrice: 3.5 }))
      .toEqual([expect.stringMatching(/^MPG: 30(\.0+)?$/), 'Cost per mile: 0.12']);
  });

  test('months to a savings goal: what is left over what goes in each month, rounded up', () => {
    expect(results('simple savings calculator, i type my goal amount, how much savings i have now, and how much i can put away monthly, and it tells me how many months till i hit the goal', { goal: 1000, saved: 250, perPeriod: 100 }))
      .toEqual([expect.stringMatching(/^Months to the goal: 8(\.0+)?$/)]);
  });

  test('"weighted 20% homework 30% quiz 50% exam" weighs each typed score', () => {
    expect(results('grade calculator. i enter my homework score, quiz score and exam score (each out of 100) and it works out my final grade weighted 20% homework 30% quiz 50% exam', { homework: 100, quiz: 80, exam: 60 }))
      .toEqual([expect.stringMatching(/^Final grade: 74(\.0+)?$/)]);
  });

  test('"a switch in settings to hide the sprouted ones" hides ticked seeds; "days to germinate" is a field, not a countdown', () => {
    const result = composeApp('seed starting tracker: plant, date sown, days to germinate, sprouted yes/no. a switch in settings to hide the sprouted ones');
    expect(result.report.built).toContain('A switch hides the sprouted entries');
    expect(result.spec.state.find((v) => v.type === 'list')!.name).toBe('seed_entries');
    expect(understand('seed starting tracker: plant, date sown, days to germinate').dates.daysUntil).toBeUndefined();
  });

  test('"put Biscuit in the app name" names the app for him; "newest on top" is an order, not a field', () => {
    const result = composeApp('weight log for my dog Biscuit, date + weight in lbs, newest on top and the average weight. put Biscuit in the app name');
    expect(result.spec.app.name).toBe("Biscuit's Weight Log");
    expect(result.report.notBuilt).toEqual([]);
    expect(result.spec.state.find((v) => v.type === 'list')!.fields!.map((f) => f.name)).toEqual(['date', 'weight']);
  });
});

describe('the last steering fixes', () => {
  test('a list sentence after "for the house." holds the chores\' fields, "who does it (me, Sam, Priya)" included', () => {
    expect(fieldsOf('i need a chore list for the house. chore name, who does it (me, Sam, Priya) and a done checkbox')).toEqual(['name:text', 'who:text', 'done:bool']);
  });

  test('"when I should do it next" predicts the next date from the average gap', () => {
    expect(understand('log each time I fertilize the tomatoes, then tell me the average days between and when I should do it next').dates.predictNext).toBe(true);
  });
});
