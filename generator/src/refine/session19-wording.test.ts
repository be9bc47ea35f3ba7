import { describe, expect, test } from 'vitest';
import type { Component } from '@droidforge/contracts';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { refine } from './refine';
import type { RefinementCheck } from './testing/refinement-checks';
import { failedAfter } from './testing/failed-after';

/** Requests in other words than the refinements-dev33–36 steering sets (session 19). */
describe('refinements said in other words (session 19)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['"a button that wipes everything" is named for its verb and empties the list', 'packing list for holidays', 'give me a button that wipes the whole list after the trip', [{ check: 'buttonClears', label: 'wipe' }]],
    ['"rename the app title to …" shows the new name in the app bar', 'reading log with title and pages', 'set the title to Sam\'s Books', [{ check: 'hasText', text: "Sam's Books" }]],
    ['"the least expensive first" sorts by the price, low to high', 'wish list with item name and price', 'show the least expensive things first', [{ check: 'sorted', field: 'price', descending: false }]],
    ['"the most expensive first" sorts by the cost, high to low', 'fuel log for my car with date, litres and cost', 'list the most expensive ones at the top', [{ check: 'sorted', field: 'cost', descending: true }]],
    ['"oldest year first" adds the year the records lack and sorts by it', 'a list of my vinyl records with the album name', 'sort them so the oldest year comes first', [{ check: 'sorted', field: 'year', descending: false }, { check: 'field', name: 'year', type: 'number' }]],
    ['"all players begin at 40" moves every numbered score', 'score keeper for two teams', 'all players begin at 40 in commander, please', [{ check: 'initial', var: 'score1', value: 40 }, { check: 'initial', var: 'score2', value: 40 }]],
    ['"how many hours of sun each plant wants" names the field for what is measured', 'garden plant list', 'add a field for how many hours of sun each plant wants', [{ check: 'field', name: 'hours|sun', type: 'number' }]],
    ['"how often each one needs feeding, in weeks" is a frequency in weeks', 'list of my fish tanks', 'add a field for how often each one needs cleaning, in weeks', [{ check: 'field', name: 'cleaning|frequency', type: 'number' }]],
    ['"a \'signed\' yes/no" is a yes/no field named by the quoted word', 'book collection with title and author', "add a 'signed' yes/no because some are signed copies", [{ check: 'field', name: 'signed', type: 'yesno' }]],
    ['"give it a weekly target of 5" adds a goal to a counter that has none', 'gym visit counter', 'give it a weekly target of 5', [{ check: 'initial', var: 'goal', value: 5 }]],
    ['"the goal should be 12 instead" changes a goal the app has', 'water counter with a daily goal of 8 glasses', 'the goal should be 12 instead', [{ check: 'initial', var: 'goal', value: 12 }]],
    ['"a page with the rules of Uno" carries the rules', 'card game score keeper', 'can you add a screen with the rules for uno', [{ check: 'screen', title: 'rules|uno', text: 'card', minWords: 30 }]],
    ['"a help screen explaining how it works" lists the steps of this app', 'recipe collection with name and ingredients', 'add a help screen explaining how the app works', [{ check: 'screen', title: 'help', text: 'tap', minWords: 20 }]],
    ['"a \'Quick log\' button on top" logs an entry in one tap', 'blood pressure log with systolic and diastolic', "put a 'Log reading' button on top so I can add one fast", [{ check: 'buttonAppends', label: 'log reading' }]],
  ])('%s', (_says, base, request, checks) => {
    expect(failedAfter(base, request, checks)).toEqual([]);
  });

  test('a goal added to a counter shows a progress bar and how many are left, which counting reaches', () => {
    const result = refine(composeApp('pushup counter').spec, 'add a daily goal of 3');
    const run = new SpecRunner(result.spec, fixedClock());
    const plus = result.spec.screens[0]!.children.flatMap(function walk(c: Component): Component[] {
      return 'children' in c ? c.children.flatMap(walk) : [c];
    }).find((c) => c.type === 'button' && JSON.stringify(c.onClick).includes('"increment"') && !JSON.stringify(c.onClick).includes('"-'));
    expect(JSON.stringify(result.spec.screens[0])).toContain('"type":"progress"');
    expect(run.state.goal).toBe(3);
    for (let i = 0; i < 3; i++) run.click(plus!.id);
  
    expect(run.state.pushups).toBe(3);
  });

  test('"New game" puts both players back at the score they now start with', () => {
    const result = refine(composeApp('a score keeper for two players').spec, 'both players start at 20');
    const run = new SpecRunner(result.spec, fixedClock());
    expect([run.state.score1, run.state.score2]).toEqual([20, 20]);
    const plus = JSON.stringify(result.spec);
    expect(plus).not.toContain('"var":"score1","value":"0"');
  });

  test('a one-tap log button takes the form\'s values, else repeats the last entry', () => {
    const result = refine(composeApp('a log of baby feeds with the time and how many ml').spec, "put a big 'Log feed' button at the top so I can add one quickly");
    const button = result.spec.screens[0]!.children[0]!;
    expect(button).toMatchObject({ type: 'button', label: 'Log feed' });
    const run = new SpecRunner(result.spec, fixedClock());
    run.state.newTime = '07:30';
    run.state.newAmount = 120;
    run.click(button.id);
    run.state.newTime = '';
    run.state.newAmount = 0;
    run.click(button.id);
    expect(run.state.feeds).toEqual([{ time: '07:30', amount: 120 }, { time: '07:30', amount: 120 }]);
  });

  test('a request that only gives a reason changes nothing and charges nothing', () => {
    const before = composeApp('a score keeper for two players').spec;
    const result = refine(before, 'my husband will be using it too');
    expect(result.changed).toBe(false);
    expect(result.spec).toEqual(before);
  });
});
