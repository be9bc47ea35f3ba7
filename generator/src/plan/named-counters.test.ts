import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';
import { understand } from '../understand/understand';

const FREE_THROWS = "free throw practice: a Made button and a Missed button, show my shooting percentage, and save each session with the date so I can see if I'm improving";
const SHOOTING = 'basketball shooting practice: a Made button and a Missed button, show total shots and my accuracy %. a session is 100 shots max so stop counting after 100. reset button for a new session';

function open(prompt: string, clock = fixedClock()): SpecRunner {
  const { spec, refusal } = composeApp(prompt);
  expect(refusal).toBeUndefined();
  expect(validateSpec(spec)).toEqual([]);
  return new SpecRunner(spec, clock);
}

describe('outcomes tapped on buttons of their own, with a percentage', () => {
  test.each<[string, string[], string]>([
    ['a Made button and a Missed button, show my shooting percentage', ['made', 'missed'], 'shooting percentage'],
    ['quiz practice: correct and wrong buttons, show my success rate', ['correct', 'wrong'], 'success rate'],
    ['archery: hit / miss buttons and my hit rate', ['hit', 'miss'], 'hit rate'],
    ['penalty practice: buttons for scored and missed, show the total and percentage', ['scored', 'missed'], 'percentage'],
    ['yes/no votes counter with the percentage of yes', ['yes', 'no'], 'percentage'],
    ['count my wins and losses and show my win rate', ['wins', 'losses'], 'win rate'],
    ['chess results: win, loss and draw buttons, show win percentage', ['win', 'loss', 'draw'], 'win percentage'],
    ['track hits and misses, show accuracy', ['hits', 'misses'], 'accuracy'],
  ])('"%s" counts each outcome and names the share as the prompt does', (prompt, names, share) => {
    const counter = understand(prompt).counter;
    expect(counter?.names).toEqual(names);
    expect(counter?.share).toBe(share);
  });

  test('a button named Made counts a made shot, and the shooting percentage is made out of all shots', () => {
    const app = open(FREE_THROWS);
    expect(app.text('counter1_add')).toBe('Made');
    expect(app.text('counter2_add')).toBe('Missed');
    expect(app.text('share_text')).toBe('Shooting percentage: 0%');
    for (let i = 0; i < 3; i++) app.click('counter1_add');
    app.click('counter2_add');
    expect(app.text('counter1_count')).toBe('3');
    expect(app.text('total_text')).toBe('Total: 4');
    expect(app.text('share_text')).toBe('Shooting percentage: 75%');
    app.click('counter2_remove');
    expect(app.text('share_text')).toBe('Shooting percentage: 100%');
  });

  test('each saved session keeps its date, its counts and its percentage, and the next starts from zero', () => {
    const app = open(FREE_THROWS, fixedClock(Date.UTC(2026, 0, 20, 12)));
    app.click('save_session_button');
    expect(app.toasts).toContain('Nothing to save yet');
    app.click('counter1_add');
    app.click('counter2_add');
    app.click('save_session_button');
    expect(app.text('counter1_count')).toBe('0');
    const next = app.reopen(fixedClock(Date.UTC(2026, 0, 22, 12)));
    next.click('counter1_add');
    next.click('save_session_button');
    expect(next.visibleItems('history_list')).toEqual([1, 0]);
    expect(next.text('history_date', 1)).toBe('2026-01-22');
    expect(next.text('history_counts', 1)).toBe('Made 1 · Missed 0 · 100%');
    expect(next.text('history_counts', 0)).toBe('Made 1 · Missed 1 · 50%');
    expect(next.text('history_title')).toBe('Past sessions');
  });

  test('"100 shots max so stop counting after 100" caps all shots together, and reset starts a new session', () => {
    const app = open(SHOOTING);
    for (let i = 0; i < 60; i++) app.click('counter1_add');
    for (let i = 0; i < 45; i++) app.click('counter2_add');
    expect(app.text('counter2_count')).toBe('40');
    expect(app.text('total_text')).toBe('Total shots: 100 / 100');
    expect(app.text('share_text')).toBe('Accuracy: 60%');
    expect(app.toasts).toContain("That's the limit of 100 shots");
    expect(app.text('reset_all_button')).toMatch(/^Reset\b/);
    app.click('reset_all_button');
    expect(app.text('total_text')).toBe('Total shots: 0 / 100');
  });

  test('the steering prompts are built with every feature they ask for, and nothing left unread', () => {
    expect(missing(FREE_THROWS, ['counter', 'formula:percent', 'counter:history'])).toEqual([]);
    expect(missing(SHOOTING, ['counter', 'counter:limit 100', 'formula:accuracy'])).toEqual([]);
    expect(composeApp(SHOOTING).report?.notBuilt).toEqual([]);
  });

  test('buttons that do something else are no outcomes to count', () => {
    expect(understand('notes app with a Save button and a Cancel button, show how many notes I have').counter?.names).toBeUndefined();
    expect(understand('a Start button and a Stop button for my workout, and count my total reps').counter?.names).toBeUndefined();
  });

  test('counters named without buttons keep their + buttons and a goal of their own', () => {
    const app = open('3 counters: pushups, situps, squats');
    expect(app.text('counter1_add')).toBe('+ Pushups');
    expect(() => app.text('share_text')).toThrow();
  });

  test('a limit said after its number ("3 cups max a day", "stop counting at 50") stops a single counter too', () => {
    expect(understand('coffee counter, 3 cups max a day').counter).toMatchObject({ unit: 'cups', limit: 3, reset: 'daily' });
    expect(understand('bead counter, stop counting at 108').counter?.limit).toBe(108);
  });

  test('"keep history of sessions" for buttons with no day to restart on saves each session', () => {
    const app = open('Free throws - Made / Missed buttons - show % made - keep history of sessions');
    app.click('counter1_add');
    app.click('save_session_button');
    expect(app.text('history_counts', 0)).toBe('Made 1 · Missed 0 · 100%');
  });

  test('the total of "count my wins and losses" is of games, not of wins', () => {
    const app = open('count my wins and losses and show my win rate');
    app.click('counter1_add');
    app.click('counter2_add');
    expect(app.text('total_text')).toBe('Total: 2');
    expect(app.text('share_text')).toBe('Win rate: 50%');
  });
});
