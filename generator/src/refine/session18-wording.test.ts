import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { refine } from './refine';
import type { RefinementCheck } from './testing/refinement-checks';
import { failedAfter } from './testing/failed-after';

/** Requests of the refinements-dev29/30 steering sets (session 18). */
describe('refinements said in other words (session 18)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['"can new tasks show up at the top instead of the bottom?" puts the newest first', 'a to-do list app', 'can new tasks show up at the top instead of the bottom?', [{ check: 'newestFirst' }]],
    ['"put new items at the top" puts the newest first', 'shopping list', 'put new items at the top please', [{ check: 'newestFirst' }]],
    ['"a bonus button worth 5" adds 5', 'score keeper for board games', 'add a penalty button that takes away a point, and a bonus button worth 5', [{ check: 'buttonAdds', label: 'bonus', delta: 5 }, { check: 'buttonAdds', label: 'penalty', delta: -1 }]],
    ['"put \'Stay focused\' at the top" shows those words', 'pomodoro timer', "dark mode switch please, and put 'Stay focused' at the top", [{ check: 'hasText', text: 'Stay focused' }, { check: 'setting', label: 'dark' }]],
    ['"a heading that says My Movies at the top" shows the heading, and the add button is renamed', 'movie watchlist', 'put a heading that says My Movies at the top, and rename the add button to Save movie', [{ check: 'hasText', text: 'My Movies' }, { check: 'buttonAppends', label: 'Save movie' }]],
    ['"… logs a plank right away, and newest entries first" does both', 'workout log with exercise, sets and reps', "add a quick 'Add plank' button that logs a plank right away, and newest entries first", [{ check: 'buttonAppends', label: 'plank' }, { check: 'newestFirst' }]],
    ['"make the plus button add 2 glasses" on a water counter with a + button, and a limit of 10', 'water counter with a + button', "make the plus button add 2 glasses instead of 1, and it shouldn't go past 10", [{ check: 'increments', by: 2, clicks: 8, cap: 10 }]],
    ['"start at 50 not 0 lol" starts the pushups there', 'pushup counter', 'start at 50 not 0 lol. and add a dark mode setting', [{ check: 'initial', var: 'pushup', value: 50 }, { check: 'setting', label: 'dark' }]],
    ['"make lives start at 3" finds the life counter by the singular "life"', 'lives counter for a board game', 'make lives start at 3 not 0', [{ check: 'initial', var: 'lives', value: 3 }]],
  ])('%s', (_says, base, request, checks) => {
    expect(failedAfter(base, request, checks)).toEqual([]);
  });

  test('a heading is shown as a heading, a line of text stays small', () => {
    const heading = refine(composeApp('movie watchlist').spec, 'put a heading that says My Movies at the top').spec.screens[0]!.children[0];
    expect(heading).toMatchObject({ type: 'text', text: 'My Movies', size: 'title', bold: true });
    const line = refine(composeApp('movie watchlist').spec, 'add a line at the bottom that says made by Sam').spec.screens[0]!.children.at(-1);
    expect(line).toMatchObject({ type: 'text', text: 'made by Sam', size: 'small' });
  });

  test('a limit on a plural count says "the number of glasses"', () => {
    const result = refine(composeApp('water counter with a + button').spec, "it shouldn't go past 10");
    expect(result.report.built).toEqual(['The number of glasses now stops at 10.']);
  });

  test('"a switch to hide the notes" hides each row\'s note, never the rows whose text says "notes"', () => {
    const result = refine(composeApp('expense list with amount, note and date').spec, 'add a switch to hide the notes');
    const json = JSON.stringify(result.spec);
    expect(json).not.toMatch(/contains\(lower\(item\.note\)/);
    const sw = JSON.parse(json).screens.flatMap((x: { children: unknown[] }) => x.children).find((c: { type: string }) => c.type === 'switch') as { bind: string };
    expect(json).toContain(`"visible":"${sw.bind}"`);
  });
});

describe('counters composed from a few words (session 18)', () => {
  test('"water counter with a + button" counts glasses one at a time, not a recipe\'s millilitres', () => {
    const { spec } = composeApp('water counter with a + button');
    expect(spec.state.find((v) => v.type === 'number')?.name).toBe('glasses');
  });

  test('"pushup counter" keeps its number as pushups and is named for them', () => {
    const { spec } = composeApp('pushup counter');
    expect(spec.app.name).toBe('Pushup Counter');
    expect(spec.state.find((v) => v.type === 'number')?.name).toBe('pushups');
  });

  test('"a simple counter" counts nothing called "simples"', () => {
    expect(composeApp('A simple counter app with plus and minus buttons').spec.state.map((v) => v.name)).not.toContain('simples');
  });
});
