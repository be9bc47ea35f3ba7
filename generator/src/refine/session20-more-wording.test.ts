import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { refine } from './refine';
import type { RefinementCheck } from './testing/refinement-checks';
import { failedAfter } from './testing/failed-after';

/** Requests in other words than the refinements-dev20 to dev32 steering sets (session 20). */
describe('refinements said in other words (session 20)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['a reason told first, then "so make the button add 3", changes the button in place', 'step counter, a button adds one flight of stairs', 'each trip is 3 flights so make the button add 3 at a time, just change the one there', [{ check: 'buttonAdds', label: 'flight|add|\\+', delta: 3 }, { check: 'sameCount', type: 'button' }]],
    ['"-2 and -5 buttons" adds one button for each signed number', 'darts score keeper', 'we need -2 and -5 buttons too', [{ check: 'buttonAdds', label: '2', delta: -2 }, { check: 'buttonAdds', label: '5', delta: -5 }]],
    ['"add the words \'Keep going\' at the top" shows the quoted words', 'tally counter for laps', "add the words 'Keep going' at the top", [{ check: 'hasText', text: 'Keep going' }]],
    ['"can the room be a dropdown with …" makes a typed field a choice of those', 'A list of my plants with name and room', 'could the room be a drop-down with kitchen, bedroom or hall instead of typing it?', [{ check: 'field', name: 'room', type: 'choice' }]],
    ['"a yes/no for whether we would go back" names the field by its verb', 'restaurant list with name and city', 'add a yes/no for whether we would go back', [{ check: 'field', name: 'go', type: 'yesno' }]],
    ['"a switch that only shows the jobs that need doing" keeps the ticked records', 'chores list with a checkbox for each', 'add a switch that only shows the chores that need doing', [{ check: 'switchFilters', label: 'need' }]],
    ['"start the saved amount at 80" on a savings log is an opening amount, not the form\'s draft', 'Savings tracker showing how much I have saved', 'I have 80 saved already, so start the saved amount at 80', [{ check: 'initial', var: 'saved', value: 80 }]],
    ['"start the tea count at 1" on a "tea cups counter" calls the number tea', 'tea cups counter, goal 4', 'start the tea count at 1 bc I always have one at breakfast', [{ check: 'initial', var: 'tea', value: 1 }]],
  ])('%s', (_says, base, request, checks) => {
    expect(failedAfter(base, request, checks)).toEqual([]);
  });

  test('asking for a dropdown the field already has says so and changes nothing', () => {
    const result = refine(composeApp('expense tracker with amount and category').spec, 'can the category be a dropdown?');
    expect(result.changed).toBe(false);
    expect(result.report.notBuilt[0]?.reason).toMatch(/already has a dropdown/);
  });

  test('a dropdown without options asks for them', () => {
    const result = refine(composeApp('A list of my plants with name and room').spec, 'make room a dropdown');
    expect(result.changed).toBe(false);
    expect(result.report.notBuilt[0]?.reason).toMatch(/Say the options/);
  });
});
