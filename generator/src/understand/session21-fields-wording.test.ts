import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';

/** The fields of the composed app's list, as `label:kind`. */
function fieldsOf(prompt: string): string[] {
  const list = composeApp(prompt).spec?.state.find((v) => v.type === 'list');
  return (list?.fields ?? []).map((f) => `${f.label}:${f.kind}`);
}

/** Fields kept in the words the writer used (session 21). */
describe('fields said the way the writer said them (session 21)', () => {
  test('"my time, her time" are two fields, each keeping whose it is', () => {
    expect(fieldsOf('Quiz nights with my sister - log the date, the quiz, my points and her points')).toEqual(
      expect.arrayContaining(['My points:number', 'Her points:number']),
    );
  });

  test('"how much she charged me" is money named by the verb, and the total adds it up', () => {
    const prompt = 'i get my hair done at different salons, log each visit with the salon, the date and how much she charged me. show total spent';
    expect(missing(prompt, ['records:visits fields salon(text),date(date),charged(money)', 'aggregate:sum charged'])).toEqual([]);
  });

  test('"whether its done or not" (no apostrophe) is a yes/no, never a choice of "its"', () => {
    const fields = fieldsOf('a list of my sewing projects with pattern name, fabric and whether its done or not');
    expect(fields).toContain('Done:yesno');
    expect(fields.some((f) => /choice/.test(f))).toBe(false);
  });

  test('beside a distance and a date, "time" is how long it took, a number', () => {
    expect(fieldsOf('cycling log: date, distance, time. show my longest ride')).toContain('Time:number');
  });

  test('"where to" is a place field labelled as asked', () => {
    expect(fieldsOf('taxi rides log with the date, where to and the fare')).toContain('Where to:text');
  });

  test('"what time i went to bed" and "what time i got up" are times, and "how i felt" keeps the question as its label', () => {
    const fields = fieldsOf('nap diary: date, what time i went to bed, what time i got up and how i felt (rested/groggy/tired)');
    expect(fields).toEqual(expect.arrayContaining(['Went to bed:time', 'Got up:time', 'How I felt:choice']));
  });

  test('"time of day (am/pm)" is a choice called Time of day', () => {
    expect(fieldsOf('glucose log: reading, date and time of day (morning/afternoon/night)')).toContain('Time of day:choice');
  });
});

/** Options said without "like" or commas (session 21). */
describe('options said the short way (session 21)', () => {
  test('"which hand left/right" asked as a question is a choice', () => {
    expect(fieldsOf('baby feeding log: time, which side left/right and how many minutes')).toContain('Side:choice');
  });

  test('"meal (breakfast lunch dinner)" written without commas is a Meal choice of the three', () => {
    const list = composeApp('food diary: what i ate, calories and meal (breakfast lunch dinner)').spec?.state.find((v) => v.type === 'list');
    expect(list?.fields?.find((f) => f.name === 'meal')?.options).toEqual(['Breakfast', 'Lunch', 'Dinner']);
  });

  test('"day of the week (mon–fri)" with a dash inside the brackets keeps reading the fields after it', () => {
    const fields = fieldsOf('Lesson planner — day of the week (Mon–Fri), subject (maths/english/art), room. Group by day.');
    expect(fields).toEqual(expect.arrayContaining(['Day:choice', 'Subject:choice', 'Room:text']));
  });

  test('"hoodie size s/m/l" keeps its hyphen-free name and "t-shirt size" its hyphen', () => {
    expect(fieldsOf('team kit list: player name, t-shirt size s/m/l/xl, paid yes/no')).toContain('T-shirt size:choice');
  });

  test('"spending by category (…)" names the choice Category, not "By category"', () => {
    expect(fieldsOf('expense log: amount, date, spending by category (rent, food, travel)')).toContain('Category:choice');
  });

  test('"a category: drills, saws or clamps" keeps all three options, the plural "drills" no count', () => {
    const prompt = 'garage tool list I can tick off. each tool has a category: drills, saws or clamps, and group them by category';
    expect(missing(prompt, ['choice:category drills,saws,clamps', 'group:category'])).toEqual([]);
  });
});

/** Field names and totals said in the writer's own words (session 21). */
describe('the writer\'s own words for a field (session 21)', () => {
  test('"recipe name" in a list of recipes is its name field, labelled "Recipe name"', () => {
    const list = composeApp('a list of my recipes with recipe name, cooking time in minutes and whether its vegan').spec?.state.find((v) => v.type === 'list');
    expect(list?.fields?.[0]).toMatchObject({ name: 'name', label: 'Recipe name' });
  });

  test('"bikes w price" reads the "w" as "with"', () => {
    expect(fieldsOf('selling some old bikes, list bikes w price and tick off when sold')).toEqual(expect.arrayContaining(['Price:money', 'Sold:yesno']));
  });

  test('"quotes: customer, amount" keeps the heading out of the first field\'s label', () => {
    expect(fieldsOf('plumbing business - quotes: customer, job, amount, date sent')[0]).toBe('Customer:text');
  });

  test('"how much money i\'ve made" asks for the total of the money field', () => {
    const { report } = composeApp('list my old records w price, tick off when sold, and show how much money ive made');
    expect(report?.built.join(' ')).toMatch(/Total price/);
  });
});

/** Units and everyday names kept in the labels (session 21). */
describe('units and birthdays in the labels (session 21)', () => {
  test('"duration in minutes" is labelled with its unit, so the form says what to type', () => {
    expect(fieldsOf('yoga log: date, style and duration in minutes')).toContain('Duration (minutes):number');
  });

  test('"how many grams" is an Amount labelled with the grams asked', () => {
    expect(fieldsOf('protein log: date, food and how many grams')).toContain('Amount (grams):number');
  });

  // (Session 22: the label keeps the writer's own words, "Date of birth"; the field is still the birthday.)
  test('"date of birth" is a birthday, labelled as people say it', () => {
    expect(fieldsOf('family list with name and date of birth, and days until each birthday')).toContain('Date of birth:date');
  });
});

describe('a question kept as the label (session 21)', () => {
  test('"how often it needs feeding (every n days)" is labelled "How often (days)"', () => {
    expect(fieldsOf('my fish tanks: tank name, how often it needs feeding (every n days), last fed date')).toContain('How often (days):number');
  });
});
