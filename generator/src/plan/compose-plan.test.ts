import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';

const run = (prompt: string) => {
  const result = composeApp(prompt);
  return { ...result, app: new SpecRunner(result.spec, fixedClock()) };
};

describe('composed forms from the domain library', () => {
  test('a paint form reads coats and coverage from the prompt', () => {
    const { app, kind } = run('How much paint for my bedroom? width, length and height in metres, 3 coats, a litre covers 12 square metres');
    expect(kind).toBe('composed');
    Object.assign(app.state, { width: 4, length: 3, height: 2.5 });
    expect(app.text('area_text')).toBe('Wall area: 35.0 m²');
    expect(app.text('litres_text')).toBe('Paint needed: 8.8 litres');
  });

  test('a unit converter converts each pair the prompt names', () => {
    const { app, spec } = run('converter for inches to centimetres and ounces to grams');
    Object.assign(app.state, { inch: 10, ounce: 2 });
    expect(app.text('inch_result')).toBe('= 25.40 centimetres');
    expect(app.text('ounce_result')).toBe('= 56.70 grams');
    expect(spec.app.name).toBe('Unit Converter');
  });
});

describe('forms whose rows the user adds', () => {
  test('a weighted average over the rows (credits and grades)', () => {
    const { app } = run('GPA calculator where I add my classes with credits and grade points, showing my weighted GPA');
    for (const [credits, grade] of [[4, 4], [2, 2.5]] as const) {
      Object.assign(app.state, { newCredits: credits, newGradePoints: grade, newName: 'Course' });
      app.click('classes_add');
    }
    expect(app.text('weighted_text')).toBe('GPA (weighted average): 3.50');
  });

  test('every row scaled to the servings wanted', () => {
    const { app } = run('Recipe scaler: I add ingredients with a quantity and unit for 4 servings, then type the servings I want and it recalculates');
    Object.assign(app.state, { newQuantity: 200, newUnit: 'g', newName: 'Flour', servingsTo: 6 });
    app.click('ingredients_add');
    expect(app.text('ingredients_scaled', 0)).toBe('Quantity for 6 servings: 300.00 g');
  });
});

describe('composed records', () => {
  test('due states from an interval and the last date, reset by a button on the row', () => {
    const { app } = run('Track my houseplants. Each plant has a name and how many days between waterings; show which are due.');
    Object.assign(app.state, { newName: 'Fern', newDaysBetweenWaterings: 3, newLastDone: '2026-01-15' });
    app.click('plants_add');
    expect(app.text('plants_due', 0)).toBe('Due today');
    app.click('plants_done_today', 0);
    expect(app.text('plants_due', 0)).toBe('Next in 3 days');
  });

  test('per-group maxima for free-text groups become group headers', () => {
    const { spec } = run('Climbing log: route, grade and attempts. Show my most attempts for each route.');
    const list = spec.screens[0]!.children.find((c) => c.type === 'list');
    expect(list && 'groupBy' in list ? list.groupBy?.field : undefined).toBe('route');
  });
});

describe('games sized by the prompt', () => {
  test('a 4×4 board needs four in a row to win', () => {
    const { app, spec } = run('tic tac toe on a 4x4 board');
    expect(spec.app.name).toBe('Tic Tac Toe 4×4');
    for (const c of [0, 4, 1, 5, 2, 6]) app.click(`cell_${c}`);
    expect(app.text('status_text')).toBe('X to play');
    app.click('cell_3');
    expect(app.text('status_text')).toBe('X wins!');
  });

  test('a guessing game with a range and a number of tries', () => {
    const { app } = run('guess the number between 1 and 50, I get 3 tries');
    Object.assign(app.state, { secret: 42, guess: 10 });
    app.click('guess_button');
    expect(app.text('hint_text')).toBe('Higher than 10');
    app.click('guess_button');
    app.click('guess_button');
    expect(app.text('hint_text')).toBe('Out of tries! It was 42');
  });

  test('a memory game with the number of pairs and the theme asked for', () => {
    const { app, spec } = run('memory game with 5 pairs of fruit cards');
    expect(spec.state.filter((v) => /^v\d+$/.test(v.name))).toHaveLength(10);
    const faces = spec.state.filter((v) => /^v\d+$/.test(v.name)).map((v) => v.initial as string);
    const first = faces.indexOf('🍎 Apple');
    const second = faces.indexOf('🍎 Apple', first + 1);
    app.click(`card_${first}`);
    app.click(`card_${second}`);
    expect(app.text('moves_text')).toBe('Moves: 1 · Pairs: 1 / 5');
  });
});
