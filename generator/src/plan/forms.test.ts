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
