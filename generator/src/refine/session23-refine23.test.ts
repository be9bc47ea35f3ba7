import { describe, expect, test } from 'vitest';
import type { Component } from '@droidforge/contracts';
import { composeApp } from '../compose/compose-app';
import { refine } from './refine';
import type { RefinementCheck } from './testing/refinement-checks';
import { failedAfter } from './testing/failed-after';
import { allComponents } from './spec-edit';
import { addForm } from './edits/add-form';
import { fieldInput } from './rules/fields';

const texts = (components: readonly Component[]): string[] =>
  components.flatMap((c) => [...(c.type === 'text' ? [c.text] : []), ...('children' in c ? texts(c.children) : [])]);

/** Requests in other words than the refinements-dev45 and dev46 steering sets (session 23). */
describe('refinements said in other words (session 23)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['"give each subscription a type — streaming, music or news" is a choice of those', 'list of subscriptions with name and price', 'give each subscription a type — streaming, music or news', [{ check: 'field', name: 'type', type: 'choice' }]],
    ['"a kind for each one - fruit, veg or other": whose it is, said before the dash, is not its name', 'shopping list with item and price', 'add a kind for each one - fruit, veg or other', [{ check: 'field', name: '^kind$', type: 'choice' }]],
    ['"make the heading read Sam\'s Tips": the apostrophe is part of the words', 'list of my tips with name and amount', "make the heading read Sam's Tips", [{ check: 'hasText', text: "sam's tips" }]],
    ['"each bill should get a category - …" adds a choice to each record', 'list of household bills with name and amount', 'each bill should get a category - utilities, insurance or other', [{ check: 'field', name: 'category', type: 'choice' }]],
    ['"every plant needs a spot: kitchen, hall or bedroom" adds a choice to each record', 'list of my plants with name', 'every plant needs a spot: kitchen, hall or bedroom', [{ check: 'field', name: 'spot', type: 'choice' }]],
    ['"tag each one as work, home or other" is a choice named by the verb', 'to-do list', 'tag each one as work, home or other', [{ check: 'field', name: 'tag', type: 'choice' }]],
    ['"I want to pick a category for each bill (…)" adds the choice to pick', 'list of household bills with name and amount', 'i want to pick a category for each bill (utilities, insurance, other)', [{ check: 'field', name: 'category', type: 'choice' }]],
    ['"a Treble 20 button that takes away 60": the number said of what it does, not the one in its name', 'darts scorer starting at 501 with buttons to take off what you threw', 'I need a Treble 20 button that takes away 60', [{ check: 'buttonAdds', label: 'treble 20', delta: -60 }]],
    ['"a bullseye button that subtracts 50" is named for what it is for', 'darts scorer starting at 501 with buttons to take off what you threw', 'add a button for the bullseye that subtracts 50', [{ check: 'buttonAdds', label: 'bullseye', delta: -50 }]],
    ['"a 25 button that knocks 25 off" takes 25 away', 'darts scorer starting at 501 with buttons to take off what you threw', 'put in a 25 button that knocks 25 off', [{ check: 'buttonAdds', label: '25', delta: -25 }]],
    ['"can the title say Grandma\'s Recipes": a question naming the text, then what it says', 'list of recipes with name', "can the title say Grandma's Recipes", [{ check: 'hasText', text: "grandma's recipes" }]],
    ['"I want the heading to read Dad\'s Jobs"', 'list of chores with name', "I want the heading to read Dad's Jobs", [{ check: 'hasText', text: "dad's jobs" }]],
    ['"make the top say Mia\'s Money": the top of the screen is its title', 'list of expenses with name and amount', "make the top say Mia's Money", [{ check: 'hasText', text: "mia's money" }]],
    ['"could the add button read Save it" relabels the add button', 'list of expenses with name and amount', 'could the add button read Save it', [{ check: 'hasText', text: 'save it' }]],
    ['"a switch so I only see the ones rated 4 or above" keeps the good ones', 'list of restaurants with name and rating', 'add a switch so I only see the ones rated 4 or above', [{ check: 'switchFilters', label: '4' }]],
    ['"an option to switch off the beeping" on a timer that ends silently gives it a sound to switch', 'tea timer with 3 and 5 minute buttons', "I'd like an option to switch off the beeping", [{ check: 'setting', label: 'sound' }]],
    ['"a way to turn off the sound" on a timer that ends silently gives it a Sound switch', 'egg timer with soft 6 min and hard 10 min', 'add a way to turn off the sound', [{ check: 'setting', label: 'sound' }]],
    ['"set it to start at 30, that\'s my full health": the reason after the comma is no limit', 'health tracker with + and - buttons', "set it to start at 30, that's my full health", [{ check: 'initial', var: 'health', value: 30 }]],
    ['"a button that knocks off 25" on a scorer counting down takes 25 away', 'card game scorer starting at 301 with buttons to take off points', 'add a button that knocks off 25', [{ check: 'buttonAdds', label: '25', delta: -25 }]],
  ])('%s', (_says, base, request, checks) => {
    expect(failedAfter(base, request, checks)).toEqual([]);
  });

  test('"each player gets a +1 button" is still a button for each player, never a field', () => {
    const result = refine(composeApp('score keeper for 2 players').spec, 'each player gets a +1 button');
    expect(allComponents(result.spec).filter((c) => c.type === 'button' && c.label === '+1').length).toBeGreaterThanOrEqual(2);
  });

  test('"put the ones I\'ve had the longest at the top" sorts by the date, oldest first', () => {
    const result = refine(composeApp('list of library books with title and borrowed date').spec, "put the ones I've had the longest at the top");
    const list = allComponents(result.spec).find((c) => c.type === 'list');
    expect(list?.type === 'list' && list.sortBy).toEqual({ field: 'borrowedDate', descending: false });
  });

  test('"the ones out for the shortest time first" puts the newest date first', () => {
    const result = refine(composeApp('list of library books with title and borrowed date').spec, 'show the ones out for the shortest time first');
    const list = allComponents(result.spec).find((c) => c.type === 'list');
    expect(list?.type === 'list' && list.sortBy).toEqual({ field: 'borrowedDate', descending: true });
  });

  test('"a checklist of what to look at when I open the greenhouse, …": a long purpose heads the page, the items under it', () => {
    const result = refine(composeApp('allotment diary with date and notes').spec, 'add a page with a checklist of what to look at when i open up the greenhouse, vents, watering, slugs, seedlings');
    const page = result.spec.screens.find((s) => s.id !== 'main')!;
    expect(page.title).toBe('Checklist');
    expect(texts(page.children)).toEqual(['What to look at when I open up the greenhouse', 'Vents', 'Watering', 'Slugs', 'Seedlings']);
  });

  test('"a checklist screen for before I leave the house: keys, …" is titled as asked, what it is for heading the page', () => {
    const result = refine(composeApp('list of my runs with date and distance').spec, 'add a checklist screen for before I leave the house: keys, wallet, phone, lights off');
    const page = result.spec.screens.find((s) => s.id !== 'main')!;
    expect(page.title).toBe('Checklist');
    expect(texts(page.children)).toEqual(['Before I leave the house', 'Keys', 'Wallet', 'Phone', 'Lights off']);
  });

  test('"a page with a checklist for packing the car: tent, stove …" is a page of those things, each with a box to tick', () => {
    const result = refine(composeApp('camping trip log with place and date').spec, 'add a page with a checklist for packing the car: tent, stove, sleeping bags and a torch');
    const page = result.spec.screens.find((s) => s.id !== 'main')!;
    expect(page.title).toBe('Packing the car');
    expect(texts(page.children)).toEqual(expect.arrayContaining(['Tent', 'Stove', 'Sleeping bags', 'Torch']));
    expect(allComponents({ ...result.spec, screens: [page] }).filter((c) => c.type === 'checkbox')).toHaveLength(4);
    expect(result.spec.state.map((v) => v.name)).toEqual(expect.arrayContaining(['checkedTent', 'checkedSleepingBags']));
    expect(result.spec.screens[0]!.children.some((c) => c.type === 'button' && c.onClick.some((a) => a.do === 'navigate' && a.screen === page.id))).toBe(true);
  });

  test('"a checklist of what to check before every flight, fuel, oil, …" is titled by what it is for', () => {
    const result = refine(composeApp('flight log with date and hours').spec, 'add a page with a checklist of what to check before every flight, fuel, oil, tyres, lights');
    const page = result.spec.screens.find((s) => s.id !== 'main')!;
    expect(page.title).toBe('What to check before every flight');
    expect(texts(page.children)).toEqual(['Fuel', 'Oil', 'Tyres', 'Lights']);
  });

  test('"a setting that hides anything under 5" hides the low ones, and says so', () => {
    const result = refine(composeApp('list of films I have watched with title and my score out of 10').spec, 'add a setting that hides anything under 5');
    const sw = allComponents(result.spec).find((c) => c.type === 'switch');
    expect(sw?.type === 'switch' && sw.label).toBe('Hide score under 5');
    const list = allComponents(result.spec).find((c) => c.type === 'list');
    expect(list?.type === 'list' && list.filter).toContain('!(item.score < 5)');
  });

  test('"+ and - buttons" on a tracker is a counter, not a list of records', () => {
    const { spec } = composeApp('mana tracker with + and - buttons');
    expect(spec.state.some((v) => v.type === 'list')).toBe(false);
    expect(spec.state.some((v) => v.type === 'number' && /mana/i.test(v.name))).toBe(true);
  });

  test('"a scorer starting at 301 with buttons to take off points" counts points down from 301', () => {
    const { spec } = composeApp('card game scorer starting at 301 with buttons to take off points');
    expect(spec.state.find((v) => v.name === 'pointsLeft')?.initial).toBe(301);
  });

  describe('one form input for a field, whether a field is added or a whole form', () => {
    const app = () => composeApp('list of italian phrases').spec;

    test('a yes/no is a box to tick, with its label', () => {
      const spec = app();
      const box = fieldInput(spec, { name: 'learned', type: 'bool', label: 'Learned' });
      expect(box).toMatchObject({ type: 'checkbox', bind: 'newLearned', label: 'Learned' });
      expect(spec.state.find((v) => v.name === 'newLearned')).toMatchObject({ type: 'bool', initial: false });
    });

    test('a phone number and an email get their own keyboards, an amount a number pad with its unit', () => {
      const spec = app();
      expect(fieldInput(spec, { name: 'phone', type: 'text', label: 'Phone' })).toMatchObject({ type: 'input', inputType: 'phone', hint: 'Phone' });
      expect(fieldInput(spec, { name: 'email', type: 'text', label: 'Email' })).toMatchObject({ type: 'input', inputType: 'email' });
      expect(fieldInput(spec, { name: 'weight', type: 'number', label: 'Weight', unit: 'kg' })).toMatchObject({ type: 'input', inputType: 'decimal', hint: 'Weight (kg)' });
    });

    test('a choice is picked from its options, starting at the first', () => {
      const spec = app();
      expect(fieldInput(spec, { name: 'level', type: 'text', label: 'Level', options: ['Easy', 'Hard'] })).toMatchObject({ type: 'select', options: ['Easy', 'Hard'] });
      expect(spec.state.find((v) => v.name === 'newLevel')?.initial).toBe('Easy');
    });

    test('a form made for a list that only shows its records has a phone keyboard for a phone, a box for a yes/no', () => {
      const spec = app();
      const list = spec.state.find((v) => v.type === 'list')!;
      list.fields = [...list.fields!, { name: 'phone', type: 'text' }, { name: 'learned', type: 'bool' }];
      addForm(spec, list);
      const form = allComponents(spec);
      expect(form.find((c) => c.type === 'input' && c.bind === 'newPhone')).toMatchObject({ inputType: 'phone', hint: 'Phone' });
      expect(form.find((c) => c.type === 'checkbox' && c.bind === 'newLearned')).toMatchObject({ label: 'Learned' });
    });

    test('"add an email to each friend" gives the form an email keyboard; a yes/no added is ticked on the list, not in the form', () => {
      const withEmail = refine(composeApp('list of my friends with name').spec, 'add an email address to each friend').spec;
      expect(allComponents(withEmail).find((c) => c.type === 'input' && /email/i.test(c.bind))).toMatchObject({ inputType: 'email' });
      const withTick = refine(composeApp('list of my friends with name').spec, 'add a yes/no for whether I have called them').spec;
      expect(allComponents(withTick).filter((c) => c.type === 'checkbox').map((c) => ('bind' in c ? c.bind : ''))).toEqual([expect.stringMatching(/^item\./)]);
    });
  });
});
