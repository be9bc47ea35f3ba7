import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { validateSpec } from '../spec/validate';
import { refine } from './refine';
import { failedChecks, type RefinementCheck } from './testing/refinement-checks';

/** Requests in the wording of refinements-dev17/18: each applied as asked, the app still valid. */
describe('refinements said in other words (refinements-dev17/18 steering)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['a quoted "Add eggs" label says what the one-tap button adds', 'grocery list where I can add items and tick them off', "give me a one-tap 'Add eggs' button", [{ check: 'buttonAppends', label: 'Add eggs' }]],
    ['"a button that jumps it up by 5 … label it +5" adds 5', 'push-up counter with a +1 button', 'add another button that jumps it up by 5 in one go, label it +5', [{ check: 'buttonAdds', label: '\\+5', delta: 5 }]],
    ['"name it Start over" labels a button that wipes the list', 'Packing list for holidays where I can add things and tick them off.', 'once I\'m back home I want to wipe the whole list with one button, name it Start over', [{ check: 'buttonClears', label: 'Start over' }]],
    ['"she already has 20 pounds so it should begin at 20" starts the piggy bank at 20', 'Piggy bank app for my daughter - she taps buttons to add or take out money and sees her savings.', 'she already has 20 pounds so it should begin at 20 not 0', [{ check: 'initial', var: 'balance', value: 20 }]],
    ['"how much each thing costs" is a cost field, "a Night theme toggle" a switch called so', 'Wishlist app for gift ideas with the item name and who it\'s for.', 'Also I want to note how much each thing costs. And a Night theme toggle in the settings would be nice.', [{ check: 'field', name: 'cost', type: 'number' }, { check: 'setting', label: 'Night theme' }]],
    ['"an on/off thing labelled Hide finished" is a switch that hides the ticked ones', 'Chore list for the kids with a tick box for each chore.', 'give me an on/off thing labelled Hide finished that hides the ticked ones', [{ check: 'switchFilters', label: 'Hide finished' }]],
    ['"a Warm-up page with a few stretches" is a page of stretching tips', 'Workout timer with 30 second and 1 minute buttons.', 'could you add a Warm-up page with a few stretches I should do before starting, explained a bit', [{ check: 'screen', title: 'Warm-up', text: 'stretch', minWords: 40 }]],
    ['"a Night mode toggle" is a switch called Night mode that darkens the app', 'flashcards for learning European capitals', 'add a Night mode switch please, it is too bright', [{ check: 'setting', label: 'Night mode' }]],
  ])('%s', (_says, base, request, checks) => {
    const before = composeApp(base).spec;
    const result = refine(before, request);
    expect(validateSpec(result.spec)).toEqual([]);
    expect(failedChecks(before, result, checks)).toEqual([]);
  });
});

describe('counters said in other words', () => {
  test('"Coffee counter: a button to add a cup …" is a counter, not a log of entries', () => {
    const { spec } = composeApp("Coffee counter: a button to add a cup and a number showing today's cups.");
    expect(spec.state.some((v) => v.type === 'list' && v.persist)).toBe(false);
    expect(spec.state.find((v) => v.name === 'cups')?.type).toBe('number');
  });

  test('"max is 6 so it shouldnt go over that" is the counter\'s limit', () => {
    const { spec } = composeApp('a counter of how many pills he took today that resets every day, max is 6 so it shouldnt go over that');
    expect(JSON.stringify(spec)).toMatch(/\b6\b/);
    expect(failedChecks(spec, { spec, changed: true }, [{ check: 'increments', by: 1, clicks: 7, cap: 6 }])).toEqual([]);
  });
});
