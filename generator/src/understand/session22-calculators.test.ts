import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { formResults, hintsOf, validAppOf } from '../compose/testing/form-texts';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';

const formOf = validAppOf;


const results = formResults;

describe('everyday calculators read from what the user types and asks to see (session 22)', () => {
  test('a running pace calculator shows minutes and seconds per km from the distance and time typed', () => {
    const prompt = 'running pace calculator: i put distance in km and time in minutes, it tells me my pace per km';
    expect(hintsOf(prompt)).toEqual(['Distance (km)', 'Time (minutes)']);
    expect(results(prompt, { distance: 5, time: 27.5 })).toEqual(['Pace (per km): 5:30 per km']);
  });

  test('a trip fuel cost uses the mpg the prompt gives, the price per litre and how many share it', () => {
    const prompt = 'road trip fuel cost: distance in miles, my car does about 45 mpg, price per litre. how much will the petrol cost and how much each if there are 4 of us';
    const spec = formOf(prompt);
    expect(spec.state.find((v) => v.name === 'mpg')?.initial).toBe(45);
    expect(spec.state.find((v) => v.name === 'people')?.initial).toBe(4);
    // 450 miles at 45 mpg is 10 UK gallons, 45.46 litres.
    expect(results(prompt, { distance: 450, price: 1.5 })).toEqual(['Petrol cost: 68.19', 'Each pays: 17.05']);
  });

  test('a recipe with its amounts is scaled to the number of cookies wanted', () => {
    const prompt = 'my cookie recipe makes 12 and uses 200g flour, 100g butter, 150g sugar and 1 egg. want to type how many cookies i want and it works out the amounts';
    expect(formOf(prompt).app.name).toBe('Cookie Recipe Scaler');
    expect(results(prompt, { cookies: 24 })).toEqual(['Flour: 400 g', 'Butter: 200 g', 'Sugar: 300 g', 'Egg: 2.0']);
  });

  test('a total typed with how many people and nights gives the cost per person and per person per night', () => {
    const prompt = 'villa split calculator: enter the total cost of the villa, how many people and how many nights, it tells us cost per person and per person per night';
    expect(hintsOf(prompt)).toEqual(['Total cost of the villa', 'Number of people', 'Number of nights']);
    expect(results(prompt, { totalCost: 1200, people: 4, nights: 5 })).toEqual(['Cost per person: 300.00', 'Cost per person per night: 60.00']);
  });

  test('pooled tips are shared between the staff who worked', () => {
    const prompt = 'tip splitter for end of shift. put in total tips and how many staff worked and it tells us how much each person gets';
    expect(hintsOf(prompt)).toEqual(['Total tips', 'Number of staff']);
    expect(results(prompt, { totalTips: 90, staff: 3 })).toEqual(['Each one gets: 30.00']);
  });

  test('a tip is picked among the percentages said and the bill is split between the people', () => {
    const prompt = 'tip calculator, bill amount, tip 10 12.5 or 15 percent, split between how many people';
    const radio = formOf(prompt).screens[0]!.children.find((c) => c.type === 'radio');
    expect(radio && 'options' in radio ? radio.options : []).toEqual(['10%', '12.5%', '15%']);
    expect(results(prompt, { bill: 80, people: 2, tipPercent: '12.5%' })).toEqual(['Tip: 10.00', 'Total with tip: 90.00', 'Each person pays: 45.00']);
  });

  test('a price times a number of things adds a fixed extra when its tick is on', () => {
    const prompt = 'quote calculator for my window cleaning round - number of windows x price per window, add £5 if they have a conservatory, show the total';
    expect(hintsOf(prompt)).toEqual(['Number of windows', 'Price per window']);
    expect(results(prompt, { numberOfWindows: 10, pricePerWindow: 2, conservatory: true })).toEqual(['Total: 25.00']);
  });

  test('months to save up start from the savings, price and monthly amount the prompt gives', () => {
    const prompt = 'savings calculator - i have 1200 saved, the car i want is 6500, i can put away 250 a month. how many months till i can buy it';
    expect(hintsOf(prompt)).toEqual(['Price of the car', 'Savings so far', 'Put away monthly']);
    expect(results(prompt)).toEqual([expect.stringMatching(/^Months to the goal: 22(\.0+)?$/)]);
    expect(composeApp(prompt).report.notBuilt).toEqual([]);
  });

  test('recipes said to be for a number of people are scaled to how many are cooked for', () => {
    const prompt = "My recipes are mostly for 4 people but I'm often cooking for 6 or 10. Can I get a calculator where I put in how many servings the recipe is for, how many I'm cooking for, and the amount of an ingredient, and it gives me the new amount?";
    expect(results(prompt, { servingsMade: 4, servingsWanted: 10, amount: 200 })).toEqual(['Multiplier: 2.50', 'New amount: 500.00']);
  });
});

describe('totals, averages and rates over records (session 22)', () => {
  const summaryOf = (prompt: string) => {
    const spec = formOf(prompt);
    return spec.screens.flatMap((s) => s.children).flatMap((c) => ('children' in c ? [c, ...c.children] : [c])).flatMap((c) => (c.type === 'text' && c.text.includes('{') ? [c.text] : []));
  };

  test('"total earned" adds up the earnings, and the hourly rate is the earnings over the hours', () => {
    const prompt = 'i do food deliveries on my bike. want to log each shift: date, hours, number of orders, earnings. show total earned and my hourly rate.';
    const texts = summaryOf(prompt).join('\n');
    expect(texts).toMatch(/sum\(shifts, 'earnings'\)/);
    expect(texts).toMatch(/Average hourly rate: .*sum\(shifts, 'earnings'\) \/ sum\(shifts, 'hours'\)/);
    const list = composeApp(prompt).spec.state.find((v) => v.type === 'list');
    expect(list?.fields?.find((f) => f.name === 'earnings')?.kind).toBe('money');
  });

  test('the average length of feeds averages their minutes, not the time between them', () => {
    const prompt = 'baby feeding log pls. time of feed, which side (left, right or bottle) and how many minutes. average length of feeds would be good too.';
    const built = composeApp(prompt).report.built;
    expect(built).toContain('Average minutes of all feeds');
    expect(built.join('\n')).not.toMatch(/between feeds/);
  });
});

describe('a total over one period also shown over a longer one (session 22)', () => {
  test('"total per month and what that is per year" shows the monthly total times twelve', () => {
    const prompt = 'List of all my subscriptions (netflix, spotify, gym, phone etc) with monthly cost and renewal date. Most expensive first, total per month and what that is per year.';
    const spec = composeApp(prompt).spec;
    const run = new SpecRunner(spec, fixedClock());
    const perYear = spec.screens.flatMap((s) => s.children).flatMap((c) => ('children' in c ? c.children : [c])).find((c) => c.id.endsWith('_per_year'));
    expect(perYear).toBeDefined();
    const total = run.text(perYear!.id.replace(/_per_year$/, ''));
    const monthly = Number(/([\d.]+)$/.exec(total)?.[1]);
    expect(run.text(perYear!.id)).toBe(`Per year: ${(monthly * 12).toFixed(2)}`);
  });
});
