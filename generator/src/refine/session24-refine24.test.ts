import { describe, expect, test } from 'vitest';
import type { Component } from '@droidforge/contracts';
import { composeApp } from '../compose/compose-app';
import { refine } from './refine';
import type { RefinementCheck } from './testing/refinement-checks';
import { failedAfter } from './testing/failed-after';
import { allComponents } from './spec-edit';

type Button = Extract<Component, { type: 'button' }>;
const buttons = (spec: Parameters<typeof allComponents>[0]) => allComponents(spec).filter((c): c is Button => c.type === 'button');

/** Requests in other words than the refinements-dev47, dev49, dev50 and final17 steering sets (session 24). */
describe('refinements said in other words (session 24)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['"can it count in 2s": a step written as digits, asked as a question', 'tally counter for cars going past', 'can it count in 2s instead of 1', [{ check: 'increments', by: 2, clicks: 3, cap: 6 }]],
    ["\"go up in 10's and stop at 50\": the step and the limit", 'sit-up counter', "make it go up in 10's and stop at 50", [{ check: 'increments', by: 10, clicks: 8, cap: 50 }]],
    ['"could it go up in lots of 3"', 'tally counter for cars going past', 'could it go up in lots of 3', [{ check: 'increments', by: 3, clicks: 2, cap: 6 }]],
    ['"cap it at 12, two glasses per tap": the limit is the number after its words, the step its own', 'water glass counter, tap to add a glass', 'cap it at 12, two glasses per tap', [{ check: 'increments', by: 2, clicks: 10, cap: 12 }]],
    ['"stop at 6, one cup a tap": the limit is 6, not the 1 said after it', 'coffee cup counter', 'make it stop at 6, one cup a tap', [{ check: 'increments', by: 1, clicks: 9, cap: 6 }]],
    ['"a \'paid by\' field where I pick either me or Sam" is a choice named by the quoted words', 'shared house expenses list - what, amount, date', "add a 'paid by' field where I pick either me or Sam", [{ check: 'field', name: 'paid', type: 'choice' }]],
    ['"a shop field that lets me pick Tesco or Aldi" is a choice of those', 'shopping list with item and price', 'add a shop field that lets me pick Tesco, Aldi or Lidl', [{ check: 'field', name: 'shop', type: 'choice' }]],
    ['"a room field so I can choose kitchen or hall" is a choice of those', 'list of jobs around the house', 'add a room field so I can choose between kitchen or hall', [{ check: 'field', name: 'room', type: 'choice' }]],
    ['"a date field for when I finished it" is a date named for what was done', 'book list: title, author, rating out of 5', 'add a date field for when I finished it', [{ check: 'field', name: 'date', type: 'date' }]],
    ['"a field for when we planted them" is a date', 'list of plants in the garden', 'add a field for when we planted them', [{ check: 'field', name: 'date', type: 'date' }]],
    ['"record when I bought it" is a date', 'list of my board games with name', 'also record when I bought it', [{ check: 'field', name: 'date', type: 'date' }]],
    ['"a button that puts walk the dog straight onto my list" adds those words in one tap', 'to-do list', 'give me a button that puts walk the dog straight onto my list', [{ check: 'buttonAppends', label: 'walk the dog' }]],
    ['"a \'Gym\' button that puts go to the gym on my list" adds the quick entry', 'to-do list', "add a 'Gym' button that puts go to the gym right on my list", [{ check: 'buttonAppends', label: 'gym' }]],
    ['"a rules page with the basic rules of football" explains the game, not the app', 'log our 5-a-side results: date, opponent, our score, their score', 'add a rules page with the basic rules of football', [{ check: 'screen', title: 'rules', text: 'goal', minWords: 30 }]],
    ['"a page explaining the rules of five-a-side": a long title still gives each text its own id', 'football match log with date and opponent', 'add a page explaining the rules of five-a-side', [{ check: 'screen', title: 'rules', text: 'keeper', minWords: 30 }]],
    ['"a Rules screen about soccer for the kids"', 'kids soccer team attendance list', 'add a Rules screen about soccer for the kids', [{ check: 'screen', title: 'rules', text: 'pitch', minWords: 30 }]],
    ['"put whatever is due next at the top" sorts by the due date, soonest first', 'homework list with subject and due date', 'put whatever is due next at the top', [{ check: 'sorted', field: 'due', descending: false }]],
    ['"the nearest deadline first please" sorts by the date', 'list of bills with name, amount and due date', 'the nearest deadline first please', [{ check: 'sorted', field: 'due', descending: false }]],
    ['"sort so the ones coming up next are on top": the records\' date, earliest first', 'list of birthdays with name and date', 'sort so the ones coming up next are on top', [{ check: 'sorted', field: 'date', descending: false }]],
    ['"I\'d like to give each plant a rating out of 10 and write some notes about it": both fields', 'list of my houseplants with name', "I'd like to give each plant a rating out of 10 and write some notes about it", [{ check: 'field', name: 'rating', type: 'number' }, { check: 'field', name: 'notes', type: 'text' }]],
    ['"let me write a comment about each one" adds a text field', 'log of my swims with the date and lengths', 'let me write a comment about each one', [{ check: 'field', name: 'comment', type: 'text' }]],
    ['"I want to write a short review of each film" adds a review', 'list of films I watched with title', 'I want to write a short review of each film', [{ check: 'field', name: 'review', type: 'text' }]],
    ['"start everybody at 30" on a scoreboard starts every side there', 'scoreboard for two teams', 'start everybody at 30', [{ check: 'initial', var: 'score1', value: 30 }, { check: 'initial', var: 'score2', value: 30 }]],
    ['"i keep tapping wrong, add a minus 1 button for each player": the reason told first makes it an undo', 'ping pong score keeper for two players', 'i keep tapping wrong, add a minus 1 button for each player', [{ check: 'buttonAdds', label: 'undo', delta: -1 }]],
    ['"add a plus 5 button": the sign said as a word', 'water glass counter', 'add a plus 5 button', [{ check: 'buttonAdds', label: '\\+5', delta: 5 }]],
    ['"and something to empty the whole list, call it Start again" is a button named so', 'packing list with item', 'add a sort by name. and something to empty the whole list, call it "Start again"', [{ check: 'buttonClears', label: 'start again' }]],
    ['"give me a way to take one off" on a counter is a button taking one away', 'water glass counter', 'we tap it too often, give me a way to take one off', [{ check: 'buttonAdds', label: 'undo', delta: -1 }]],
    ['"tips about stretching before and after a workout" in a workout timer are stretching tips', 'HIIT timer, 30 seconds work and 15 rest', 'add a Tips page with advice about stretching before and after a workout', [{ check: 'screen', title: 'Tips', text: 'stretch', minWords: 20 }]],
    ['"advice on stretching after my gym sessions" in a gym log is about stretching', 'gym workout log with exercise and weight', 'add an Advice page with tips on stretching after my workouts, a few lines', [{ check: 'screen', title: 'Advice', text: 'stretch', minWords: 20 }]],
  ])('%s', (_says, base, request, checks) => {
    expect(failedAfter(base, request, checks)).toEqual([]);
  });

  test('"make the button add 5" changes the plus button only, never Reset or the minus', () => {
    const before = composeApp('sit-up counter').spec!;
    const after = refine(before, 'make the button add 5 each time').spec;
    const by = (b: Button) => b.onClick.flatMap((a) => (a.do === 'increment' ? [Number(a.by)] : []));
    expect(buttons(after).map(by).filter((x) => x.length > 0).sort()).toEqual([[-1], [5]]);
  });

  test('"give each player a colour and a number" still gives both fields to each player', () => {
    const result = refine(composeApp('list of players with name').spec!, 'give each player a colour and a number');
    expect(result.report.notBuilt).toEqual([]);
    expect(result.report.built.join(' ')).toMatch(/colou?r.*number/i);
  });

  test('"we buy milk every trip, give me an \'Add milk\' button": what the user tells first is no part left undone', () => {
    const result = refine(composeApp('shopping list').spec!, "we buy milk literally every trip, give me an 'Add milk' button");
    expect(result.report.notBuilt).toEqual([]);
    expect(result.report.built).toHaveLength(1);
  });

  test('"start the budget at 500" where it already starts there says so instead of claiming a change', () => {
    const result = refine(composeApp('budget tracker showing my balance').spec!, 'start the budget at 500 please');
    expect(result.changed).toBe(false);
    expect(result.report.notBuilt[0]?.reason).toMatch(/already has the budget starting at 500/);
  });

  test('"clicking one at a time is slow" after a new button is a reason, not a step', () => {
    const result = refine(composeApp('a counter for sit-ups').spec!, 'add a +5 button too, pressing one at a time takes ages');
    expect(result.report.built).toHaveLength(1);
  });
});
