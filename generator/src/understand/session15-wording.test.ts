import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { understand } from './understand';

/** Wordings of the dev48-dev51 steering sets (session 15). */
describe('prompts said in other words (session 15)', () => {
  test.each<[string, string, string[]]>([
    ['"on average how many days go by between waterings" is the average interval', 'I want to log each time I water my fern and see on average how many days go by between waterings.', ['date:average-interval']],
    ['"already has vitamin D, iron tablet and allergy pill on it" fills the checklist', 'daily meds checklist for my mum. already has vitamin D, iron tablet and allergy pill on it, she just ticks each one', ['prefilled:* vitamin,iron,allergy', 'op:toggle']],
    ['a sentence that lists the screens is the app\'s screens, and a chess club is no chess game', 'App for our chess club. Home screen, a schedule screen (we meet tuesdays and thursdays at 7pm), a club rules screen and an about screen.', ['screens:min 4', 'nav', 'content:has tuesday,thursday']],
    ['"a setting to show or hide the prices because …" is a switch over the prices', 'Shopping list with item name and price, total at the bottom. Add a setting to show or hide the prices because sometimes I just want the plain list.', ['setting:prices', 'aggregate:sum price']],
    ['"a counter that won\'t go past 4 cups" has that limit', 'Give me a counter that won\'t go past 4 cups, resets every day, and keeps a history', ['counter:limit 4', 'counter:reset daily']],
    ['"when he hits 20 stars" is the goal', 'I need a big button to add a star and when he hits 20 stars he gets a toy', ['counter:goal 20']],
    ['"biggest books at the top" sorts a reading log by pages, and the log keeps books', 'Reading log: title, author, number of pages. Biggest books at the top', ['records:book fields title(text),author(text),pages(number)', 'sort:pages desc']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('"i want to track my spending" says what the app is for and adds no field of that name', () => {
    const { spec } = composeApp('expense log with amount and category. i want to track my spending');
    const fields = spec.state.flatMap((v) => v.fields ?? []).map((f) => f.name.toLowerCase());
    expect(fields).not.toContain('spending');
  });

  test('"how many days between waterings" is still the interval of each plant, not an average', () => {
    const plan = understand('Plant watering reminder: each plant has a name and how many days between waterings, and it shows which ones need water today');
    expect(plan.dates.averageInterval).toBeUndefined();
    expect(plan.dates.due?.intervalField).toBeDefined();
  });
});
