import { expect } from 'vitest';
import { type ComposedApp, type MustChecks, describePublicPrompts } from './testing/describe-public-prompts';
import { allComponents, fixedClock, ofType, stateVar } from './testing/public-prompts';
import type { SpecRunner } from './testing/spec-runner';

/** Types a `YYYY-MM-DD` date into the app's date input. */
function enterDate(run: SpecRunner, prefix: string, iso: string): void {
  run.state[`${prefix}Date`] = iso;
}

function hasDateInputs(app: ComposedApp, prefix: string): boolean {
  return ofType(app.spec, 'input').some((i) => i.bind === `${prefix}Date` && i.inputType === 'date');
}

const CHECKS: MustChecks = {
  p21(app) {
    expect(hasDateInputs(app, 'birth')).toBe(true);
    enterDate(app.run, 'birth', '2000-01-15');
    app.run.click('calculate_button');
    expect(app.run.text('age_text')).toBe('26 years, 0 months and 5 days');
    enterDate(app.run, 'birth', '1990-05-25');
    app.run.click('calculate_button');
    expect(app.run.text('age_text')).toBe('35 years, 7 months and 26 days');
    // Opened again on 25 May 2026 the app shows the new age without a tap.
    const later = app.run.reopen(fixedClock(Date.UTC(2026, 4, 25, 9)));
    expect(later.isVisible('result_card')).toBe(true);
    expect(later.text('age_text')).toBe('36 years, 0 months and 0 days');
    enterDate(app.run, 'birth', '1990-02-30');
    app.run.click('calculate_button');
    expect(app.run.toasts).toContain('Enter your birth date as YYYY-MM-DD');
  },
  p22({ spec, run }) {
    expect(stateVar(spec, 'workouts').fields?.map((f) => `${f.name}:${f.type}`)).toEqual(['exercise_name:text', 'sets:number', 'reps:number', 'weight:number', 'date:date']);
    Object.assign(run.state, { newExerciseName: 'Squat', newSets: 3, newReps: 10, newWeight: 60 });
    run.click('add_workout_button');
    expect(run.visibleItems('workouts_list')).toEqual([0]);
    expect(ofType(spec, 'list')[0]?.sortBy).toEqual({ field: 'date', descending: true });
  },
  p23({ spec, run }) {
    expect(ofType(spec, 'input').map((i) => i.bind)).toEqual(['principal', 'annualRate', 'months']);
    Object.assign(run.state, { principal: 1200, annualRate: 0, months: 12 });
    expect(run.text('emi_text')).toBe('Monthly payment: 100.00');
    // EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r = 1 % a month.
    Object.assign(run.state, { principal: 100000, annualRate: 12, months: 12 });
    expect(run.text('emi_text')).toBe('Monthly payment: 8884.88');
    expect(run.text('total_paid_text')).toBe('Total paid: 106618.55');
    expect(run.text('interest_text')).toBe('Total interest: 6618.55');
  },
  p24({ run }) {
    for (const [name, phone] of [['Ann', '123'], ['Bob', '456']]) {
      Object.assign(run.state, { newName: name, newPhone: phone, newEmail: `${name}@x.org` });
      run.click('add_contact_button');
    }
    expect(run.visibleItems('contacts_list')).toEqual([0, 1]);
    run.state.query = 'bo';
    expect(run.visibleItems('contacts_list')).toEqual([1]);
    run.clickItem('contacts_list', 1);
    run.click('call_button', 1);
    expect(run.dialled).toEqual(['456']);
  },
  p25(app) {
    expect(ofType(app.spec, 'input').some((i) => i.bind === 'eventName')).toBe(true);
    expect(hasDateInputs(app, 'event')).toBe(true);
    app.run.state.eventName = 'Trip';
    enterDate(app.run, 'event', '2026-01-30');
    app.run.click('start_button');
    expect(app.run.text('days_left_text')).toBe('9 days');
    expect(app.run.text('time_left_text')).toBe('12 hours 0 minutes 0 seconds left');
    // Reopened a day later, the countdown shows and ticks again by itself.
    const later = app.run.reopen(fixedClock(Date.UTC(2026, 0, 21, 12)));
    expect(later.isVisible('countdown_card')).toBe(true);
    expect(later.runningTimers.has('clock_timer')).toBe(true);
    expect(later.text('days_left_text')).toBe('8 days');
  },
  p26({ spec, run }) {
    expect(ofType(spec, 'grid')[0]).toMatchObject({ columns: 3 });
    expect(ofType(spec, 'grid')[0]?.children).toHaveLength(9);
    for (const cell of [0, 3, 1, 4]) run.click(`cell_${cell}`);
    expect(run.text('status_text')).toBe('X to play');
    run.click('cell_2');
    expect(run.text('status_text')).toBe('X wins!');
    run.click('cell_8');
    expect(run.state.c8).toBe('');
    run.click('restart_button');
    expect([run.state.c0, run.state.winner, run.state.turn]).toEqual(['', '', 'X']);
  },
  p27({ spec, run }) {
    expect(ofType(spec, 'button').filter((b) => /^key_\d$/.test(b.id))).toHaveLength(10);
    for (const key of ['1', '2', 'plus', '3', 'multiply', '2', 'equals']) run.click(`key_${key}`);
    expect(run.text('display_text')).toBe('30');
    for (const key of ['clear', '7', 'divide', '2', 'equals']) run.click(`key_${key}`);
    expect(run.text('display_text')).toBe('3.5');
  },
  p28({ spec, run }) {
    expect(ofType(spec, 'select')[0]?.options[0]).toContain('😄');
    run.state.newNote = 'Sunny walk';
    run.click('add_entry_button');
    expect(run.text('entries_item_title', 0)).toContain('Great');
    expect(run.text('entries_item_note', 0)).toBe('Sunny walk');
  },
  p29({ spec, run }) {
    expect(ofType(spec, 'select')[0]?.options).toEqual(['USD', 'EUR', 'GBP', 'JPY']);
    expect(stateVar(spec, 'rateEUR').persist).toBe(true);
    expect(ofType(spec, 'input').map((i) => i.bind)).toEqual(expect.arrayContaining(['amount', 'rateEUR', 'rateGBP', 'rateJPY']));
    Object.assign(run.state, { amount: 100, fromUnit: 'USD', toUnit: 'EUR' });
    expect(run.text('result_text')).toBe('92.00');
    run.state.rateEUR = 0.5;
    expect(run.text('result_text')).toBe('50.00');
  },
  p30({ spec, run }) {
    expect(ofType(spec, 'input').some((i) => i.bind === 'budget')).toBe(true);
    run.state.budget = 100;
    Object.assign(run.state, { newTitle: 'Veg', newAmount: 85 });
    run.click('add_purchase_button');
    expect(run.text('remaining_text')).toBe('Remaining: 15.00');
    expect(run.isVisible('remaining_low_text')).toBe(false);
    Object.assign(run.state, { newTitle: 'Fruit', newAmount: 10 });
    run.click('add_purchase_button');
    expect(run.isVisible('remaining_low_text')).toBe(true);
    expect(allComponents(spec).find((c) => c.id === 'remaining_low_text')).toMatchObject({ color: '#D32F2F' });
  },
  p31({ spec, run }) {
    expect((stateVar(spec, 'menu').initial as unknown[]).length).toBeGreaterThan(2);
    expect(run.text('menu_item', 0)).toMatch(/ — \d+\.\d\d$/);
    expect(allComponents(spec).some((c) => c.type === 'text' && /hours/i.test(c.text))).toBe(true);
    run.click('call_button');
    expect(run.dialled).toHaveLength(1);
  },
  p32({ run }) {
    for (const [name, day, month] of [['Ann', 3, 12], ['Bob', 1, 1], ['Cy', 25, 2]] as const) {
      Object.assign(run.state, { newName: name, newDay: day, newMonth: month });
      run.click('add_birthday_button');
    }
    expect(run.state.todayMd).toBe(120);
    expect(run.visibleItems('upcoming_list')).toEqual([2, 0]);
    expect(run.visibleItems('later_list')).toEqual([1]);
    // Opened again in March, February's birthday has moved to next year.
    const march = run.reopen(fixedClock(Date.UTC(2026, 2, 1, 8)));
    expect(march.state.todayMd).toBe(301);
    expect(march.visibleItems('upcoming_list')).toEqual([0]);
    expect(march.visibleItems('later_list')).toEqual([1, 2]);
  },
  p33({ spec, run }) {
    expect(stateVar(spec, 'books').fields?.map((f) => f.name)).toEqual(['title', 'author', 'pages_read', 'total_pages']);
    Object.assign(run.state, { newTitle: 'Dune', newAuthor: 'Herbert', newPagesRead: 100, newTotalPages: 400 });
    run.click('add_book_button');
    expect(run.text('book_percent', 0)).toBe('█░░░░ 25% read');
    run.click('book_more_button', 0);
    expect(run.text('book_percent', 0)).toBe('█░░░░ 28% read');
  },
  p34({ run }) {
    for (let i = 0; i < 6; i++) run.click('flip_button');
    expect(run.visibleItems('flips_list')).toHaveLength(6);
    expect((run.state.heads as number) + (run.state.tails as number)).toBe(6);
    expect(run.text('total_text')).toBe('Total flips: 6');
  },
  p35({ spec, run }) {
    expect(ofType(spec, 'slider')[0]).toMatchObject({ bind: 'bpm', min: 40, max: 200 });
    run.state.bpm = 120;
    run.click('start_button');
    run.tick('clock', 20);
    expect(run.state.beat).toBe(2);
    expect(run.text('beat_dot_3')).toBe('●');
    run.click('stop_button');
    expect(run.runningTimers.size).toBe(0);
  },
  p36({ spec, run }) {
    expect(spec.screens[0]?.children.length).toBeGreaterThan(1);
    run.click('tap_button');
    expect(run.text('tap_button')).toBe('Tapped 1 times');
  },
  p37({ run }) {
    Object.assign(run.state, { level: 'B2', spot: '117', note: 'near lift' });
    run.click('save_button');
    expect(run.isVisible('saved_card')).toBe(true);
    run.state.clock = (run.state.parkedAt as number) + 3_725_000;
    expect(run.text('elapsed_text')).toBe('1 h 02 min 05 s');
    // Opened again 2 hours later: the time since parking is current and ticking without a tap.
    const later = run.reopen(fixedClock(Date.UTC(2026, 0, 20, 14, 0, 30)));
    expect(later.runningTimers.has('clock_timer')).toBe(true);
    expect(later.text('elapsed_text')).toBe('2 h 00 min 30 s');
  },
  p38({ spec, run }) {
    expect(ofType(spec, 'checkbox').some((c) => c.bind === 'item.learned')).toBe(true);
    run.state.words = [{ word: 'a', meaning: 'x', example_sentence: '', learned: true }, { word: 'b', meaning: 'y', example_sentence: '', learned: false }];
    run.click('show_on');
    expect(run.visibleItems('words_list')).toEqual([0]);
    run.click('show_off');
    expect(run.visibleItems('words_list')).toEqual([1]);
    Object.assign(run.state, { newWord: 'c', newMeaning: 'z' });
    run.click('add_word_button');
    expect((run.state.words as unknown[]).length).toBe(3);
  },
  p39({ spec, run }) {
    expect(ofType(spec, 'input').find((i) => i.bind === 'goal')).toBeDefined();
    run.state.goal = 8000;
    run.state.entry = 2000;
    run.click('add_entry_button');
    expect(run.text('goal_text')).toBe('of 8000 steps · 25%');
  },
  p40({ spec, run }) {
    expect(ofType(spec, 'input')[0]).toMatchObject({ bind: 'answer', inputType: 'number' });
    run.state.answer = 12;
    run.click('check_button');
    expect([run.state.score, run.state.streak]).toEqual([1, 1]);
    const [a, b] = [run.state.a as number, run.state.b as number];
    run.state.answer = a * b + 1;
    run.click('check_button');
    expect([run.state.score, run.state.streak]).toEqual([1, 0]);
    expect(run.text('question_text')).toMatch(/^\d+ × \d+ = \?$/);
  },
};

describePublicPrompts('last twenty', CHECKS);
