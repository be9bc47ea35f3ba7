import { describe, expect, test } from 'vitest';
import type { AppSpec, Component, StateVar } from '@droidforge/contracts';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { walkComponents } from '../spec/env';
import { validateSpec } from '../spec/validate';

const specOf = (prompt: string): AppSpec => {
  const result = composeApp(prompt);
  expect(result.refusal).toBeUndefined();
  expect(validateSpec(result.spec)).toEqual([]);
  return result.spec;
};

const lists = (spec: AppSpec): StateVar[] => spec.state.filter((v) => v.type === 'list');
/** The words of each starting row, lower case. */
const startingRows = (list: StateVar): string[] => ((list.initial ?? []) as Record<string, unknown>[]).map((row) => Object.values(row).join(' ').toLowerCase());
const components = (spec: AppSpec): Component[] => {
  const out: Component[] = [];
  for (const s of spec.screens) walkComponents(s.children, (c) => out.push(c));
  return out;
};
/** A checkbox inside the list shown from `source`: each row is ticked off in place. */
const ticksRows = (spec: AppSpec, source: string): boolean =>
  components(spec).some((c) => c.type === 'list' && c.source === source && JSON.stringify(c).includes('"type":"checkbox"'));

describe('a list that starts with the items the prompt names, ticked off and added to', () => {
  test('a routine whose steps are already in it is a list of steps, ticked off one by one', () => {
    const spec = specOf('Morning routine for my son with the steps already in: wash face, get dressed, eat breakfast, pack bag. we tick each one as we go');
    const steps = lists(spec).find((l) => l.name === 'steps');
    expect(steps).toBeDefined();
    expect(startingRows(steps!)).toEqual(['wash face false', 'get dressed false', 'eat breakfast false', 'pack bag false']);
    expect(ticksRows(spec, 'steps')).toBe(true);
  });

  test('habits named after a heading ("start with these habits:") all start the list, the first one too', () => {
    const spec = specOf('Habit app. Start with these habits: floss, walk the dog, journal. I can add new ones and tick each one off.');
    const habits = lists(spec).find((l) => l.name === 'habits')!;
    expect(startingRows(habits).map((r) => r.split(' ')[0])).toEqual(['floss', 'walk', 'journal']);
  });

  test('a task list inside a party planner is named for its tasks (birthday tasks), not for the party, and its last task stops at the dash', () => {
    const spec = specOf('Birthday party planner. A task list that starts with order cake, send invites, book the hall — I tick them off as I go.');
    const tasks = lists(spec).find((l) => l.name === 'birthday_tasks');
    expect(tasks).toBeDefined();
    expect(lists(spec).some((l) => /part/.test(l.name))).toBe(false);
    expect(startingRows(tasks!).map((r) => r.replace(/ false$/, ''))).toEqual(['order cake', 'send invites', 'book the hall']);
    expect(ticksRows(spec, 'birthday_tasks')).toBe(true);
  });

  test('the usual jobs a checklist "already has … like" are its tasks, and the app keeps its own name', () => {
    const result = composeApp('Make me a wedding checklist that already has the usual jobs in it like book venue, send invitations, order flowers, and let me tick things off and add my own.');
    const tasks = lists(result.spec).find((l) => l.name === 'tasks')!;
    expect(startingRows(tasks)).toHaveLength(3);
    expect(result.spec.app.name).toBe('Wedding Checklist');
  });

  test('medicines named in one sentence start the list another sentence asks for "with those already in it"', () => {
    const spec = specOf("I look after my dad's pills. He takes Aspirin, Ramipril and Omega 3 every day. I want a list with those already in it that I can tick off, and add new ones if his doctor changes things.");
    const meds = lists(spec).find((l) => l.name === 'medications')!;
    expect(startingRows(meds).map((r) => r.replace(/ false$/, ''))).toEqual(['aspirin', 'ramipril', 'omega 3']);
    // The medicines are rows, not fields of a row.
    expect(meds.fields!.map((f) => f.name)).toEqual(['name', 'done']);
    expect(spec.app.name).toBe('Medications');
  });

  test('meds listed in brackets with when they are taken start a checklist "with those on it", without the times', () => {
    const spec = specOf('i take 2 meds (ibuprofen morning and evening, iron in the morning) and forget whether i took them. i need a checklist with those on it that i can tick');
    const meds = lists(spec).find((l) => l.name === 'meds')!;
    expect(startingRows(meds).map((r) => r.replace(/ false$/, ''))).toEqual(['ibuprofen', 'iron']);
    expect(ticksRows(spec, 'meds')).toBe(true);
  });

  test('a checklist whose new entries are "new plants" keeps plants, the last one before "already on it" included', () => {
    const spec = specOf("A watering checklist for my balcony. Start it with basil, mint and chillies already on it, let me tick each one off when it's watered, and add new plants later.");
    const plants = lists(spec).find((l) => l.name === 'plants')!;
    expect(startingRows(plants).map((r) => r.split(' ')[0])).toEqual(['basil', 'mint', 'chillies']);
  });
});

describe('a random picker whose options are a list the user adds to and removes from', () => {
  test('a dinner picker whose meals are on screen keeps meals: one is added, one removed, and the pick comes from them', () => {
    const spec = specOf("I can never decide on lunch. A button that randomly picks from salad, wraps, sushi and ramen. The meal list should be visible and I want to add my own meals and remove ones I'm bored of.");
    const meals = lists(spec).find((l) => l.name === 'meals')!;
    expect(meals.fields![0]!.label).toBe('Meal');
    const run = new SpecRunner(spec, fixedClock());
    run.state['newMeal'] = 'soup';
    run.click('meal_add');
    expect((run.state['meals'] as { name: string }[]).map((m) => m.name)).toEqual(['salad', 'wraps', 'sushi', 'ramen', 'soup']);
    run.click('meal_delete', 0);
    expect((run.state['meals'] as { name: string }[]).map((m) => m.name)).toEqual(['wraps', 'sushi', 'ramen', 'soup']);
    run.click('pick_button');
    expect(['wraps', 'sushi', 'ramen', 'soup']).toContain(run.state['result']);
    expect(composeApp("I can never decide on lunch. A button that randomly picks from salad, wraps, sushi and ramen. The meal list should be visible and I want to add my own meals and remove ones I'm bored of.").report.notBuilt).toEqual([]);
  });

  test('a picker that says nothing of what its options are still keeps options', () => {
    const spec = specOf('an app that randomly picks from red, green or blue');
    expect(lists(spec).map((l) => l.name)).toEqual(['options']);
  });
});
