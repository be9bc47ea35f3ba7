import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

const shown = (prompt: string) => JSON.stringify(composeApp(prompt).spec.screens).toLowerCase();

describe('an interest rate per year is a percentage, not a price per unit', () => {
  test('a loan calculator with an interest rate per year and a term in years shows the monthly payment', () => {
    const screens = shown('loan calculator please: amount borrowed, interest rate per year and term in years. show the monthly payment');
    expect(screens).toMatch(/monthly/);
    expect(screens).not.toMatch(/term in years \* interest/);
  });
});
