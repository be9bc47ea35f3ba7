import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { refine } from './refine';
import { failedChecks, type RefinementCheck } from './testing/refinement-checks';
import { failedAfter } from './testing/failed-after';

/** Requests of the refinements-dev21/22 steering sets (session 16). */
describe('refinements said in other words (session 16)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['"a second button that adds 2 glasses" is labelled +2, not "Second"', 'Water intake counter, one button adds a glass', 'add a second button that adds 2 glasses at once for when I drink a big bottle', [{ check: 'buttonAdds', label: '\\+2', delta: 2 }]],
    ['"start it at 2000" starts the steps there', 'Steps counter with a button that adds 1000 steps', 'start it at 2000 since I always walk to the bus in the morning', [{ check: 'initial', var: 'steps', value: 2000 }]],
    ['"can i also pick a category for each one, like food or rent or travel" makes the category a choice', 'Expense list with amount and date', 'can i also pick a category for each one, like food or rent or travel', [{ check: 'field', name: 'category', type: 'choice' }]],
    ['"please also let me rate each book out of 5" adds a rating', 'Reading log with book title and author', 'please also let me rate each book out of 5', [{ check: 'field', name: 'rating', type: 'number' }]],
    ['"change the title text at the top to say …" renames what the bar shows', 'Score keeper for two teams with + buttons', "change the title text at the top to say 'Friday Quiz Night'", [{ check: 'hasText', text: 'Friday Quiz Night' }]],
    ['a page of poses "like downward dog, child\'s pose and warrior" gets beginner yoga poses, not dog care', 'Yoga session timer with 10, 20 and 30 minute options.', "Could you add a page called Poses with a short beginner guide describing a few poses like downward dog, child's pose and warrior?", [{ check: 'screen', title: 'Poses', text: 'downward dog', minWords: 20 }]],
    ['"a help page that explains how tips are calculated, and a light/dark switch" writes how the tip is worked out and adds a theme switch', 'Tip calculator', 'add a help page that explains how tips are calculated, and a light/dark switch', [{ check: 'screen', title: 'help', text: 'percentage', minWords: 30 }, { check: 'setting', label: 'dark|light|theme' }]],
    ['"a +10 button, and it should never go over 100 since that\'s my daily target" adds the button and the limit', 'pushup counter', "I want a +10 button, and it should never go over 100 since that's my daily target", [{ check: 'increments', by: 10, clicks: 12, cap: 100 }]],
    ['"a +5 min button but it should stop at 60, I never do more than an hour" adds the button and the limit', 'meditation minutes counter', 'add a +5 min button but it should stop at 60, I never do more than an hour', [{ check: 'increments', by: 5, clicks: 15, cap: 60 }]],
    ['"can player 2 start at 5 instead of 0" starts the second player\'s score at 5', 'ping pong score keeper for two players', 'we play with a handicap, can player 2 start at 5 instead of 0', [{ check: 'initial', var: 'score2', value: 5 }]],
    ['"add a category dropdown with breakfast, lunch, dinner, snack" adds a choice', 'recipe list with name and ingredients', 'add a category dropdown with breakfast, lunch, dinner, snack', [{ check: 'field', name: 'category', type: 'choice' }]],
  ])('%s', (_says, base, request, checks) => {
    expect(failedAfter(base, request, checks)).toEqual([]);
  });

  test('a counter named for a plural says "the steps now start at"', () => {
    const before = composeApp('Steps counter with a button that adds 1000 steps').spec;
    expect(refine(before, 'start it at 2000').report?.built.join(' ')).toContain('The steps now start at 2000');
  });

  test('"add a reset button" to a timer that has one says so, changes nothing and the Reset it has starts the timer over', () => {
    const before = composeApp('Meditation timer with a start button').spec;
    const result = refine(before, "add a reset button but don't change anything else about the buttons I have");
    expect(result.changed).toBe(false);
    expect(result.report?.notBuilt.map((n) => n.reason).join(' ')).toMatch(/already has a Reset button/);
    expect(failedChecks(before, result, [{ check: 'buttonClears', label: 'reset' }])).toEqual([]);
  });
});
