import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { formResults, hintsOf, validAppOf } from '../compose/testing/form-texts';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';

const formOf = validAppOf;


/** What each number box starts with. */
const startsOf = (prompt: string) => Object.fromEntries(formOf(prompt).state.filter((v) => v.type === 'number').map((v) => [v.name, v.initial]));

const results = formResults;

describe('calculators whose inputs are the quantities the prompt names (session 23)', () => {
  test('a charging cost multiplies the capacity by the price per unit between the two percentages, in pounds for a price in pence', () => {
    const prompt = 'home battery charging calc: battery capacity in kWh, price per kWh (I pay 30p), charge from 10% to 90%. how much will it cost?';
    expect(hintsOf(prompt)).toEqual(['Battery capacity (kWh)', 'Price per kWh (p)', 'Charge from (%)', 'Charge to (%)']);
    expect(startsOf(prompt)).toMatchObject({ pricePerKwh: 30, fromPercent: 10, toPercent: 90 });
    expect(results(prompt, { batteryCapacity: 10 })).toEqual(['Cost (£): 2.40']);
    expect(composeApp(prompt).report.notBuilt).toEqual([]);
  });

  test('a job estimate is the hours at the hourly rate plus the materials, with the tax said added on top', () => {
    const prompt = 'Estimate calculator for my painting jobs. I enter hours, my hourly rate and cost of materials, then it adds 15% tax and shows the total';
    expect(hintsOf(prompt)).toEqual(['Hours', 'Hourly rate', 'Cost of materials', 'Tax (%)']);
    expect(startsOf(prompt)).toMatchObject({ taxPercent: 15 });
    expect(results(prompt, { hours: 6, hourlyRate: 30, materials: 20 })).toEqual(['Total: 230.00', 'Tax: 30.00', 'Before tax: 200.00']);
  });

  test('a rate said with its number, or as what the user charges an hour, fills in the rate box', () => {
    const said = 'cleaning quote calculator: hours worked, my hourly rate is 18, plus 20% VAT, show the total';
    expect(hintsOf(said)).toEqual(['Hours worked', 'Hourly rate', 'VAT (%)']);
    expect(startsOf(said)).toEqual({ hoursWorked: 0, hourlyRate: 18, vatPercent: 20 });
    expect(results(said, { hoursWorked: 5 })).toEqual(['Total: 108.00', 'VAT: 18.00', 'Before VAT: 90.00']);
    const charged = 'i charge £40 an hour. calculator: number of hours and cost of parts, adds 20% vat, gives me the total';
    expect(hintsOf(charged)).toEqual(['Number of hours', 'Hourly rate', 'Cost of parts', 'Vat (%)']);
    expect(startsOf(charged)).toMatchObject({ hourlyRate: 40 });
  });

  test('a quantity said with its number and unit starts filled in, and the unit is shown the way the prompt writes it', () => {
    expect(startsOf('ev charging calc: my battery is 60 kwh, price per kwh 28p, charging from 20% to 80%, how much will it cost')).toEqual({ battery: 60, pricePerKwh: 28, fromPercent: 20, toPercent: 80 });
    const tiles = 'calculator for tiling: area in square metres, price per square metre, cost of adhesive. how much will it cost';
    expect(formOf(tiles).app.name).toBe('Tiling Calculator');
    expect(hintsOf(tiles)).toEqual(['Area (square metres)', 'Price per square metre', 'Cost of adhesive']);
    expect(results(tiles, { area: 12, pricePerSquareMetre: 25, adhesive: 30 })).toEqual(['Cost: 330.00']);
  });

  test('pay for the hours at an hourly rate is labelled as the pay asked for, and a tracker of fill-ups keeps records instead of a form', () => {
    const pay = 'work out my pay: hours this week, hourly rate £12.50';
    expect(hintsOf(pay)).toEqual(['Hours this week', 'Hourly rate']);
    expect(results(pay, { hoursThisWeek: 20 })).toEqual(['Pay: 250.00']);
    const kept = composeApp('fill-up tracker: i enter litres, price per litre and the mileage each time').spec;
    expect(kept.state.some((v) => v.type === 'list')).toBe(true);
  });

  test('the months to pay off a loan start from the balance, rate and monthly payment the prompt gives, and say when the payment never clears it', () => {
    const prompt = 'how many months to pay off my car loan? the balance is 8,500, APR 6.9% and I pay 300 a month';
    const spec = formOf(prompt);
    expect(spec.app.name).toBe('Car Loan Payoff Calculator');
    expect(hintsOf(prompt)).toEqual(['Balance', 'APR (% a year)', 'Monthly payment']);
    expect(startsOf(prompt)).toEqual({ balance: 8500, apr: 6.9, monthlyPayment: 300 });
    expect(results(prompt)).toEqual(['Months to pay off: 32', 'Years: 2.7']);
    expect(results(prompt, { balance: 1200, apr: 0, monthlyPayment: 100 })).toEqual(['Months to pay off: 12', 'Years: 1.0']);
    expect(results(prompt, { monthlyPayment: 40 })[0]).toBe('Months to pay off: never: the payment does not cover the interest');
  });

  test('a credit card someone owes on is a payoff to work out, not a payment the app refuses', () => {
    const prompt = 'i owe 2000 on my credit card at 19.9% interest. if i pay 100 a month how long till it is paid off?';
    const made = composeApp(prompt);
    expect(made.refusal).toBeUndefined();
    expect(startsOf(prompt)).toEqual({ owed: 2000, interest: 19.9, monthlyPayment: 100 });
    expect(made.report.notBuilt).toEqual([]);
  });

  test('miles per gallon from litres put in is worked out in UK gallons, or US ones when said', () => {
    const uk = 'mpg calculator: type the miles i drove and the litres i filled up with, show miles per gallon';
    expect(hintsOf(uk)).toEqual(['Miles driven', 'Litres']);
    expect(results(uk, { miles: 300, litres: 45 })).toEqual(['MPG (UK gallons): 30.30']);
    const us = 'mpg calculator with us gallons: miles driven and liters used';
    expect(results(us, { miles: 300, liters: 45 })).toEqual(['MPG (US gallons): 25.20']);
  });

  test('money saved since quitting is so many a day at the price of a pack of so many', () => {
    const prompt = 'I stopped vaping on 1 January 2026. show days since and money saved, I went through 2 pods a day and a box of 4 pods costs £10';
    const spec = formOf(prompt);
    const run = new SpecRunner(spec, fixedClock());
    const saved = spec.screens[0]!.children.find((c) => c.id === 'saved_text');
    expect(saved && run.text(saved.id)).toBe('Money saved: 95.00');
  });

  test('a recipe scaler counts the people the recipes are said to serve, filled in', () => {
    const prompt = "scale a recipe: my recipes serve 6 people, I type an ingredient amount and how many people I'm feeding, and it shows the new amount";
    expect(hintsOf(prompt)).toEqual(['People the recipe is for', 'People you are cooking for', 'An ingredient amount in the recipe']);
    expect(startsOf(prompt)).toMatchObject({ servingsMade: 6 });
    expect(results(prompt, { servingsWanted: 9, amount: 200 })).toEqual(['Multiplier: 1.50', 'New amount: 300.00']);
  });
});
