import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { refine } from './refine';
import type { RefinementCheck } from './testing/refinement-checks';
import { failedAfter } from './testing/failed-after';

/** Requests of the refinements-dev25/26 steering sets (session 17). */
describe('refinements said in other words (session 17)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['"button to clear the whole list please", with no verb, adds a Clear button that empties the list', 'to-do list', 'button to clear the whole list please', [{ check: 'buttonClears', label: 'clear' }]],
    ['"add a yes/no for whether it needs full sun" adds a yes/no named for what it needs', 'list of my plants with name', 'add a yes/no for whether it needs full sun', [{ check: 'field', name: 'sun', type: 'yesno' }]],
    ['"a switch to hide the private entries" hides the entries marked private', 'a journal list with a private yes/no on each entry', 'give me a switch to hide the private entries', [{ check: 'switchFilters', label: 'private' }]],
    ['"make it start at 1 not 0" starts a lap counter at 1', 'a lap counter for swimming', 'make it start at 1 not 0', [{ check: 'initial', var: 'lap', value: 1 }]],
    ['"a genre field with choices comedy, drama, horror" adds a choice', 'movie list with title', 'add a genre field with choices comedy, drama, horror', [{ check: 'field', name: 'genre', type: 'choice' }]],
    ['"a category field - food, transport, bills" adds a choice', 'expense tracker with amount and note', 'add a category field - food, transport, bills', [{ check: 'field', name: 'category', type: 'choice' }]],
    ['"can u add a switch to hide the stuff i already bought" reads "u" as you', 'grocery list with checkboxes', 'can u add a switch to hide the stuff i already bought', [{ check: 'switchFilters', label: 'hide|bought' }]],
    ['"a -1 button" is labelled with the minus the user typed', 'score counter for a board game', "add a -1 button for when I misclick, don't change anything else", [{ check: 'buttonAdds', label: '-\\s*1', delta: -1 }]],
    ['"a quick button that adds milk" is labelled for the milk, not "Quick"', 'shopping list', 'add a quick button that adds milk to the list', [{ check: 'buttonAppends', label: 'milk' }]],
    ['"put the title \'Tipsy\' at the top, no new buttons" changes the title and adds nothing', 'tip calculator', "put the title 'Tipsy' at the top, no new buttons", [{ check: 'hasText', text: 'Tipsy' }, { check: 'sameCount', type: 'button' }]],
    ['"add a rating (number 1-5) and the date I finished it" adds both fields', 'reading list with title and author', 'add a rating (number 1-5) and the date I finished it', [{ check: 'field', name: 'rating', type: 'number' }, { check: 'field', name: 'finished', type: 'date' }]],
    ['"a dark mode toggle, and a line at the bottom that says made by Sam" adds both', 'a quote of the day app', 'add a dark mode toggle, and a line at the bottom that says made by Sam', [{ check: 'setting', label: 'dark' }, { check: 'hasText', text: 'made by Sam' }]],
  ])('%s', (_says, base, request, checks) => {
    expect(failedAfter(base, request, checks)).toEqual([]);
  });

  test('"a note at the top saying \'Drink water!\'" puts the user\'s words first on the main screen', () => {
    const result = refine(composeApp('water glasses counter').spec, "add a note at the top saying 'Drink water!'");
    expect(result.changed).toBe(true);
    expect(result.spec.screens[0]!.children[0]).toMatchObject({ type: 'text', text: 'Drink water!' });
  });

  test('"a Help page explaining how to add and delete expenses" adds the page and deletes nothing', () => {
    const before = composeApp('expense list with amount and category').spec;
    const result = refine(before, 'Could you add a Help page explaining how to add and delete expenses?');
    expect(result.report.built.join(' ')).not.toMatch(/removed/i);
    expect(result.spec.screens[0]!.children.length).toBeGreaterThanOrEqual(before.screens[0]!.children.length);
    expect(result.spec.screens.some((s) => /help/i.test(s.title))).toBe(true);
  });
});

describe('apps the refinements start from (session 17)', () => {
  test('"a lap counter for swimming" is a counter of laps to tap, not a stopwatch', () => {
    const { spec } = composeApp('a lap counter for swimming');
    expect(spec.timers).toEqual([]);
    expect(spec.state.find((v) => v.type === 'number')?.name).toBe('laps');
  });

  test('"a journal list with a private yes/no on each entry" keeps written entries, each with a Private yes/no', () => {
    const { spec } = composeApp('a journal list with a private yes/no on each entry');
    const list = spec.state.find((v) => v.type === 'list')!;
    expect(list.name).toBe('entries');
    expect(list.fields?.map((f) => [f.label ?? f.name, f.type])).toEqual(expect.arrayContaining([['Entry', 'text'], ['Private', 'bool']]));
  });
});
