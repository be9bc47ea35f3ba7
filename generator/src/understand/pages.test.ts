import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';
import { understand } from './understand';

describe('screens of written-out content', () => {
  const guide = 'Pocket guide for my scout troop. One screen with knots - reef knot, bowline, clove hitch, sheet bend - each with a one-line how-to. Another screen with our troop rules: be on time, leave no trace, buddy system always.';

  test('each "screen with X: a, b, c" becomes a titled page of those lines', () => {
    const plan = understand(guide);
    expect(plan.pages).toEqual([
      { title: 'Knots', lines: ['Reef knot', 'Bowline', 'Clove hitch', 'Sheet bend'] },
      { title: 'Troop rules', lines: ['Be on time', 'Leave no trace', 'Buddy system always'] },
    ]);
    expect(plan.appName).toBe('Scout Troop Guide');
    expect(plan.unrecognised).toEqual([]);
  });

  test('the first page is the main screen and a button opens the next one, which Back closes', () => {
    const { spec, refusal } = composeApp(guide);
    expect(refusal).toBeUndefined();
    expect(validateSpec(spec)).toEqual([]);
    const app = new SpecRunner(spec, fixedClock());
    expect(app.text('main_line_1')).toBe('• Bowline');
    app.click('open_troop_rules');
    expect(app.screen).toBe('troop_rules');
    expect(app.text('troop_rules_line_0')).toBe('• Be on time');
    app.click('troop_rules_back');
    expect(app.screen).toBe('main');
  });

  test('numbered screens beside a records screen are added after it ("I need 3 screens: (1) … (2) … (3) …")', () => {
    const { spec } = composeApp("Small bakery, I need 3 screens: (1) today's orders with customer, item, pickup time and paid yes/no; (2) our cake price list: Carrot cake 28, Lemon tart 22, Black forest 34; (3) opening hours, Mon-Sat 7:00-15:00, closed Sunday.");
    expect(spec.screens.map((s) => s.title)).toEqual(expect.arrayContaining(['Cake price list', 'Opening hours']));
    expect(JSON.stringify(spec)).toContain('• Carrot cake 28');
  });
});

describe('pairs written out in the prompt', () => {
  test('"Bom dia = good morning, …" is a searchable list of phrases with their meanings, commas inside a phrase kept', () => {
    const prompt = 'Phrasebook for my Lisbon trip with these: Bom dia = good morning, Obrigado = thank you, Onde fica a casa de banho? = where is the bathroom, A conta, por favor = the bill please, Fala inglês? = do you speak English';
    const plan = understand(prompt);
    expect(plan.pairs?.map((p) => p.front)).toEqual(['Bom dia', 'Obrigado', 'Onde fica a casa de banho?', 'A conta, por favor', 'Fala inglês?']);
    expect(plan.appName).toBe('Lisbon Trip Phrasebook');
    // "do you speak English" is a phrase to look up, not a request for voice.
    expect(plan.unbuilt).toEqual([]);
    const app = new SpecRunner(composeApp(prompt).spec, fixedClock());
    app.state.query = 'bill';
    expect(app.visibleItems('entries_list')).toEqual([3]);
  });
});

describe('random picks whose options are named in another sentence', () => {
  test('"Members are Priya, Tom, Hal, Jess and Marco. One button that picks one of us at random" picks among the five', () => {
    const plan = understand("Our book club can never decide who chooses next month's book. Members are Priya, Tom, Hal, Jess and Marco. One button that picks one of us at random please.");
    expect(plan.random?.options).toEqual(['Priya', 'Tom', 'Hal', 'Jess', 'Marco']);
  });
});
