import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';
import { understand } from '../understand/understand';

describe('formulas the prompt states', () => {
  test('"hours per week times my hourly rate, show weekly and monthly income" works both out as you type', () => {
    const { spec } = composeApp('dog walking earnings calculator, walks per week times my price per walk, show weekly and monthly income');
    expect(validateSpec(spec)).toEqual([]);
    expect(spec.app.name).toBe('Dog Walking Earnings Calculator');
    const app = new SpecRunner(spec);
    Object.assign(app.state, { walksPerWeek: 10, pricePerWalk: 12 });
    expect(app.text('result_0')).toBe('Weekly income: 120.00');
    expect(app.text('result_1')).toBe('Monthly income: 520.00');
  });

  test('"the total bill and the number of friends … what each person pays" divides, and never by zero', () => {
    const { spec } = composeApp('bill splitter: type in the total bill and the number of friends and it tells us what each person pays');
    const app = new SpecRunner(spec);
    expect(app.text('result_0')).toBe('Each person pays: 0.00');
    Object.assign(app.state, { bill: 90, numberOfFriends: 4 });
    expect(app.text('result_0')).toBe('Each person pays: 22.50');
  });

  test('"how many times a day" and "arrival times" are no formula, and a tip is the tip calculator\'s', () => {
    expect(understand('medicine calculator: name, dose and how many times a day').formula).toBeUndefined();
    expect(understand('tip calculator: the bill, tip percent and number of people, and what each person pays').formula).toBeUndefined();
  });
});

describe('converters said with verbs instead of "to" (session 20)', () => {
  test('"I type how many cups of sugar and it tells me grams (1 cup = 210g)" weighs the cups by the user\'s own figure, with nothing to pick', () => {
    const { spec, refusal } = composeApp('sugar converter - i type how many cups of sugar and it tells me grams (1 cup = 210g)');
    expect(refusal).toBeUndefined();
    expect(validateSpec(spec)).toEqual([]);
    const app = new SpecRunner(spec);
    Object.assign(app.state, { cups: 2 });
    expect(app.text('baking_result')).toBe('= 420 grams (g)');
    expect(JSON.stringify(spec.screens)).not.toContain('ingredient_select');
  });

  test('"cups of flour … and butter too, 1 cup = 230g" offers both, each by its own weight', () => {
    const { spec } = composeApp('baking helper, type cups of flour and get grams (1 cup = 125g). and butter too, 1 cup = 230g');
    const app = new SpecRunner(spec);
    Object.assign(app.state, { cups: 1, ingredient: 'Butter' });
    expect(app.text('baking_result')).toBe('= 230 grams (g)');
    Object.assign(app.state, { ingredient: 'Flour' });
    expect(app.text('baking_result')).toBe('= 125 grams (g)');
  });

  test('"type gallons and see litres" converts between the two units it names', () => {
    const plan = understand('a converter for the garage: type gallons and see litres');
    expect(plan.formula).toMatchObject({ domain: 'units', pairs: [['gallon', 'litre']] });
  });
});
