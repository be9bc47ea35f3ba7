import { expect } from 'vitest';
import { type MustChecks, describePublicPrompts } from './testing/describe-public-prompts';
import { allComponents, ofType, stateVar } from './testing/public-prompts';

/** Per prompt: the `must` items of public.jsonl, checked on the spec and by running it. */
const CHECKS: MustChecks = {
  p01({ run }) {
    run.click('plus_button');
    run.click('plus_button');
    expect(run.text('count_text')).toBe('2');
    run.click('minus_button');
    expect(run.state.count).toBe(1);
    run.click('reset_button');
    expect(run.text('count_text')).toBe('0');
  },
  p02({ spec, run }) {
    run.state.newTitle = 'Buy milk';
    run.click('add_task_button');
    expect(run.state.tasks).toEqual([{ title: 'Buy milk', done: false }]);
    expect(ofType(spec, 'checkbox').some((c) => c.bind === 'item.done')).toBe(true);
    run.click('tasks_item_delete', 0);
    expect(run.state.tasks).toEqual([]);
    expect(stateVar(spec, 'tasks').persist).toBe(true);
  },
  p03({ spec, run }) {
    expect(ofType(spec, 'input').find((i) => i.bind === 'bill')?.inputType).toBe('decimal');
    expect(ofType(spec, 'slider').map((s) => s.bind)).toEqual(['tipPercent']);
    Object.assign(run.state, { bill: 100, tipPercent: 15, people: 2 });
    expect(run.text('tip_text')).toBe('Tip: 15.00');
    expect(run.text('per_person_text')).toBe('Per person: 57.50');
  },
  p04({ spec, run }) {
    run.click('start_button');
    run.tick('ticker', 12);
    expect(run.text('time_text')).toBe('00:01.2');
    run.click('lap_button');
    expect(ofType(spec, 'list').map((l) => l.source)).toContain('laps');
    expect(run.visibleItems('laps_list')).toHaveLength(1);
    // The second lap's split is the time since the first lap, not total minus a scaled lap.
    run.tick('ticker', 653);
    run.click('lap_button');
    expect(run.text('lap_text', 1)).toBe('Lap 2   01:05.3   (total 01:06.5)');
    run.click('stop_button');
    expect(run.runningTimers.size).toBe(0);
    run.click('reset_button');
    expect(run.state).toMatchObject({ elapsed: 0, laps: [] });
  },
  p05({ spec, run }) {
    expect(stateVar(spec, 'notes').fields?.map((f) => f.name)).toEqual(['title', 'body']);
    Object.assign(run.state, { newTitle: 'Idea', newBody: 'Build an app' });
    run.click('add_note_button');
    expect(run.visibleItems('notes_list')).toEqual([0]);
    expect(run.text('notes_item_title', 0)).toBe('Idea');
    expect(spec.theme.primary).toBe('#43A047');
  },
  p06({ spec, run }) {
    expect(spec.app.name).toBe('FitCheck');
    expect(ofType(spec, 'input').filter((i) => i.inputType === 'decimal')).toHaveLength(2);
    Object.assign(run.state, { height: 180, weight: 81 });
    expect(run.text('bmi_text')).toBe('BMI: 25.0');
    expect(run.text('category_text')).toBe('Category: Overweight');
    run.state.weight = 50;
    expect(run.text('category_text')).toBe('Category: Underweight');
  },
  p07({ spec, run }) {
    expect(stateVar(spec, 'expenses').fields?.map((f) => f.name)).toEqual(['amount', 'category', 'note', 'date']);
    Object.assign(run.state, { newAmount: 12.5, newCategory: 'Food', newNote: 'Lunch' });
    run.click('add_expense_button');
    Object.assign(run.state, { newAmount: 7.5 });
    run.click('add_expense_button');
    expect(run.text('total_text')).toBe('Total spent: 20.00');
  },
  p08({ spec, run }) {
    expect((stateVar(spec, 'cards').initial as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect(run.text('card_text', 0)).toBe('hola');
    run.clickItem('card_list', 0);
    expect(run.text('card_text', 0)).toBe('hello');
    run.click('next_button');
    expect(run.visibleItems('card_list')).toEqual([1]);
    run.click('previous_button');
    expect(run.state.current).toBe(0);
  },
  p09({ spec, run }) {
    const questions = stateVar(spec, 'questions').initial as Record<string, string>[];
    expect(questions).toHaveLength(5);
    expect(ofType(spec, 'button').filter((b) => b.id.startsWith('option_'))).toHaveLength(4);
    for (let i = 0; i < 5; i++) {
      const letter = (['a', 'b', 'c', 'd'] as const).find((l) => questions[i]![l] === questions[i]!.answer)!;
      run.click(`option_${letter}`, i);
    }
    expect(run.screen).toBe('result');
    expect(run.text('result_score')).toBe('5 / 5');
  },
  p10({ spec, run }) {
    expect(ofType(spec, 'select').map((s) => s.options)).toEqual([['Celsius', 'Fahrenheit', 'Kelvin'], ['Celsius', 'Fahrenheit', 'Kelvin']]);
    Object.assign(run.state, { amount: 100, fromUnit: 'Celsius', toUnit: 'Fahrenheit' });
    expect(run.text('result_text')).toBe('212.00');
    run.state.toUnit = 'Kelvin';
    expect(run.text('result_text')).toBe('373.15');
  },
  p11({ run }) {
    expect(run.text('time_text')).toBe('25:00');
    run.click('start_button');
    run.tick('ticker');
    expect(run.text('time_text')).toBe('24:59');
    run.state.remaining = 1;
    run.tick('ticker');
    expect(run.state).toMatchObject({ phase: 'Break', remaining: 300, cycles: 1 });
  },
  p12({ spec, run }) {
    expect(ofType(spec, 'progress')).toHaveLength(1);
    expect(run.state.goal).toBe(2000);
    run.click('add_250_button');
    run.click('add_500_button');
    expect(run.text('total_text')).toBe('750 ml');
    expect(run.text('goal_text')).toContain('38%');
  },
  p13({ spec, run }) {
    expect(stateVar(spec, 'items').fields?.find((f) => f.name === 'quantity')?.type).toBe('number');
    Object.assign(run.state, { newName: 'Eggs', newQuantity: 12 });
    run.click('add_item_button');
    run.clickItem('items_list', 0, true);
    expect(run.state.items).toEqual([]);
    expect(spec.theme.dark).toBe(true);
  },
  p14({ spec, run }) {
    expect(ofType(spec, 'slider')[0]).toMatchObject({ bind: 'diceCount', min: 1, max: 6 });
    run.state.diceCount = 3;
    run.click('roll_button');
    const dice = [1, 2, 3].map((n) => run.state[`die${n}`] as number);
    dice.forEach((d) => expect(d).toBeGreaterThanOrEqual(1));
    expect(run.state.die4).toBe(0);
    expect(run.text('sum_text')).toBe(`Sum: ${dice[0]! + dice[1]! + dice[2]!}`);
  },
  p15({ run }) {
    run.state.newName = 'Read';
    run.click('add_habit_button');
    run.click('habit_done_button', 0);
    run.click('habit_done_button', 0);
    expect(run.text('habit_streak', 0)).toContain('1 day streak');
    expect(run.toasts).toContain('Already done today');
  },
  p16({ spec, run }) {
    expect(ofType(spec, 'switch').map((s) => s.bind)).toEqual(['useNumbers', 'useSymbols', 'useUpper']);
    Object.assign(run.state, { length: 16, useNumbers: false, useSymbols: false, useUpper: false });
    run.click('generate_button');
    run.tick('builder', 40);
    expect(run.state.password).toMatch(/^[a-z]{16}$/);
    run.click('copy_button');
    expect(run.copied).toEqual([run.state.password]);
    expect(run.toasts).toEqual(['Copied']);
    expect(run.shared).toEqual([]);
  },
  p17({ spec, run }) {
    expect(ofType(spec, 'select')[0]?.options).toEqual(['Meters', 'Kilometers', 'Feet', 'Inches', 'Miles']);
    Object.assign(run.state, { amount: 1, fromUnit: 'Miles', toUnit: 'Kilometers' });
    expect(run.text('result_text')).toBe('1.6093');
  },
  p18({ spec, run }) {
    for (const team of [1, 2]) expect(ofType(spec, 'button').filter((b) => /^team\d_plus/.test(b.id) && b.id.startsWith(`team${team}`))).toHaveLength(3);
    run.click('team1_plus3');
    run.click('team2_plus2');
    expect([run.text('team1_score'), run.text('team2_score')]).toEqual(['3', '2']);
    run.click('reset_button');
    expect([run.state.score1, run.state.score2]).toEqual([0, 0]);
  },
  p19({ spec, run }) {
    expect(spec.screens.map((s) => s.id)).toEqual(['main', 'detail', 'add_recipe']);
    run.clickItem('recipes_list', 1);
    expect(run.screen).toBe('detail');
    expect(run.visibleItems('detail_list')).toEqual([1]);
    expect(run.text('detail_ingredients', 1)).toContain('pasta');
    expect(allComponents(spec).some((c) => c.type === 'input' && c.bind === 'newSteps')).toBe(true);
  },
  p20({ spec, run }) {
    const first = run.text('quote_text');
    run.click('new_quote_button');
    expect(run.text('quote_text')).not.toBe(first);
    run.click('share_button');
    expect(run.shared[0]).toContain(run.text('quote_text'));
    expect(spec.theme.primary).toBe('#8E24AA');
  },
};

describePublicPrompts('first twenty', CHECKS);
