import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { refine } from './refine';
import type { RefinementCheck } from './testing/refinement-checks';
import { failedAfter } from './testing/failed-after';

/** Requests in other words than the refinements-dev39 and dev40 steering sets (session 21). */
describe('refinements said in other words (session 21)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['"where it sits - window, shelf or floor" gives the field its choices, a spaced dash before them', 'list of my houseplants with name', 'add where it sits - window, shelf or floor', [{ check: 'field', name: 'location', type: 'choice' }]],
    ['"a tick for whether we have sent them an invite" is a yes/no named by what was done', 'guest list with name', 'add a tick for whether we have sent them an invite', [{ check: 'field', name: 'invite', type: 'yesno' }]],
    ['"the last ones we added at the top" orders the records newest first', 'list of films i watched with title and rating', 'show the last ones we added at the top', [{ check: 'newestFirst' }]],
    ['"only shows what we have not got yet" hides what is ticked off', 'grocery list with item', 'add a toggle so it only shows what we have not got yet', [{ check: 'switchFilters', label: 'got|show' }]],
    ['"a button that adds water the plants every sunday" adds those words as a task in one tap', 'chores list', 'add a handy button that adds water the plants every sunday', [{ check: 'buttonAppends', label: 'water' }]],
    ['"a screen explaining how to play" is titled How to play and walks through the game', 'dice rolling game', 'add a screen explaining how to play', [{ check: 'screen', title: 'how to play', text: 'roll', minWords: 15 }]],
    ['"a page about how long to boil an egg" carries the boiling times, titled by them', 'egg timer', 'add a page about how long to boil an egg for soft or hard', [{ check: 'screen', title: 'egg', text: 'soft', minWords: 30 }]],
    ['"a \'Squats\' button that logs 15 squats" adds a squats entry with that many in one tap', 'exercise log with exercise and reps', "give me a 'Squats' button that logs 15 squats at once", [{ check: 'buttonAppends', label: 'Squats' }]],
    ['"a button that takes one off in case I hit it by accident" is an Undo taking 1', 'cup of tea counter', 'add a button that takes one off in case i hit it by accident', [{ check: 'buttonAdds', label: 'undo', delta: -1 }]],
    ['"keep the same buttons but show the tip" on a tip calculator says it already shows the tip', 'tip calculator with bill and tip percent', 'keep the same buttons but show the tip', [{ check: 'hasText', text: 'tip' }, { check: 'sameCount', type: 'text' }]],
    ['"an About page with some advice for dog owners" carries the dog care tips, titled About', 'pet weight log with date and kg', 'add an About page with some advice for dog owners', [{ check: 'screen', title: 'about', text: 'dog', minWords: 20 }]],
    ['"what I\'m charging for them, like 4.00" is the asking price of each record', 'list of cakes i bake with name', "each cake should have what I'm charging for them, like 4.00", [{ check: 'field', name: 'price', type: 'number' }]],
    ['"a tick for whether I have repotted it this year" is a yes/no named by the deed alone', 'list of my cacti with name', 'add a tick for whether i have repotted it this year', [{ check: 'field', name: 'repotted', type: 'yesno' }]],
    ['"an undo button" on a counter takes one back', 'press up counter', 'add an undo button', [{ check: 'buttonAdds', label: 'undo', delta: -1 }]],
    ['"a page with cooking times for eggs" names a subject the content has, without "how" or "explain"', 'timer for my breakfast eggs', 'add a page with cooking times for eggs', [{ check: 'screen', title: 'egg', text: 'hard', minWords: 30 }]],
    ['"show the last nappy at the top" orders the records newest first', 'nappy change log with time and type', 'show the last nappy at the top', [{ check: 'newestFirst' }]],
    ['"a page with instructions for my grandad" is an Instructions page of the app\'s steps, not instructions "of my grandad"', 'guess the number game', 'add a page with instructions for my grandad', [{ check: 'screen', title: '^instructions$', text: 'guess', minWords: 15 }]],
    ['"a dropdown for the shelf: top, middle or bottom" is a choice field named after "for"', 'pantry list with item', 'add a dropdown for the shelf: top, middle or bottom', [{ check: 'field', name: 'shelf', type: 'choice' }]],
    ['"whether they\'ve had their jab" is a yes/no named by what was done, without saying tick', 'list of my cats with name', "add whether they've had their jab", [{ check: 'field', name: 'jab', type: 'yesno' }]],
    ['"show the most recent at the top" orders the records newest first', 'list of films i watched with title and rating', 'show the most recent at the top', [{ check: 'newestFirst' }]],
    ['"so my son can use it on his phone too" is reported as not built: no second phone', 'chore list', 'make it so my son can use it on his phone too', [{ check: 'notBuilt', matches: 'another phone' }]],
    ['"track my steps automatically" is reported as not built: no sensors', 'daily walk log with date and minutes', 'can it track my steps automatically', [{ check: 'notBuilt', matches: 'sensors' }]],
    ['"lock it with my fingerprint" is reported as not built', 'diary with date and entry', 'lock it with my fingerprint please', [{ check: 'notBuilt', matches: 'screen lock' }]],
    ['"send me a text the night before" is reported as not built', 'dentist appointments with date', 'send me a text the night before', [{ check: 'notBuilt', matches: 'offline' }]],
    ['"rename Home to Tigers, and Away to Lions" changes each shown word, without quotes', 'score keeper for home and away', 'rename Home to Tigers, and Away to Lions', [{ check: 'hasText', text: 'tigers' }, { check: 'hasText', text: 'lions' }]],
  ])('%s', (_says, base, request, checks) => {
    expect(failedAfter(base, request, checks)).toEqual([]);
  });

  test('"make the numbers go up to 30" in a guessing game changes the secret\'s range and the hint, not a limit on tries', () => {
    const result = refine(composeApp('number guessing game').spec, 'can the numbers only go up to 30');
    const json = JSON.stringify(result.spec);
    expect(json).toContain('random(1, 30)');
    expect(json).not.toContain('random(1, 100)');
    expect(json).toContain('1 to 30');
    expect(json).not.toMatch(/min\(tries/);
  });

  test('"a button that adds 2 pounds" logs an entry of that amount, labelled by it, never an entry named Pounds', () => {
    const result = refine(composeApp('spending log with amount and what for').spec, 'add a button that adds 2 pounds');
    const button = JSON.stringify(result.spec).match(/"label":"([^"]*)","style":"outlined","onClick":\[\{"do":"append"[^\]]*/)?.[0] ?? '';
    expect(button).toContain('+2 pounds');
    expect(button).not.toContain("'Pounds'");
  });

  test('"change the colour to purple" changes the theme colour', () => {
    const result = refine(composeApp('tally counter').spec, 'change the colour to purple');
    expect(result.changed).toBe(true);
    expect(result.spec.theme.primary).not.toBe(composeApp('tally counter').spec.theme.primary);
  });

  test('"make it 10 by default" sets where it starts, never a step of 10', () => {
    const result = refine(composeApp('tally counter').spec, 'make it 10 by default');
    expect(JSON.stringify(result.spec)).not.toMatch(/"by":"10"/);
    expect(result.spec.state.find((v) => v.type === 'number')?.initial).toBe(10);
  });

  test('"a button called Bins that adds take out the bins" adds those words, under the name given', () => {
    const result = refine(composeApp('a to do list').spec, 'add a button called Bins that adds take out the bins');
    expect(JSON.stringify(result.spec)).toMatch(/"label":"Bins"[^\]]*'Take out the bins'/);
  });
});
