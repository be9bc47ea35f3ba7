import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';

/** Timers and their switches said in everyday words (session 22). */
describe('timers said in everyday words (session 22)', () => {
  test('"each person gets 90 seconds, there are 8 of us" runs 8 turns of 90 seconds, beeping between them', () => {
    const { spec } = composeApp("Standup timer for my team. Each person gets 90 seconds to talk, there are 8 of us, and it should beep when someone's time is up and move on to the next person.");
    expect(validateSpec(spec)).toEqual([]);
    const app = new SpecRunner(spec);
    app.click('start_button');
    expect(app.text('round_text')).toBe('Person 1 of 8');
    app.tick('tick', 90);
    expect(app.signals).toEqual(['Next!']);
    expect(app.text('round_text')).toBe('Person 2 of 8');
    expect(app.state.remaining).toBe(90);
    app.tick('tick', 90 * 7);
    expect(app.signals.at(-1)).toBe('All rounds done!');
  });

  test('"25 minutes study then 5 minute break" has a button that starts the break early', () => {
    const { spec } = composeApp('Pomodoro timer for revising. 25 minutes study then 5 minute break, do 4 rounds and beep at the end of each one.');
    const app = new SpecRunner(spec);
    expect(app.text('phase_1')).toBe('Break (5 min)');
    app.click('phase_1');
    expect(app.text('phase_text')).toBe('Break');
    expect(app.state.remaining).toBe(300);
  });

  test('a tabata of seconds-long phases gets no phase buttons', () => {
    const { spec } = composeApp('tabata timer: 20 sec work 10 sec rest, 8 rounds, beep between');
    expect(JSON.stringify(spec)).not.toContain('phase_0');
  });

  test('"under 9s football … a timer for 10 minute halves" counts down 10 minutes, not 9 seconds, and makes a noise at the end', () => {
    const { spec, report } = composeApp('i coach under 9s football on saturdays. want a timer for 10 minute halves that makes a noise when its up');
    expect(report?.built).toContain('Counts down from 10 min');
    const app = new SpecRunner(spec);
    app.click('start_button');
    app.tick('tick', 600);
    expect(app.signals).toEqual(["Time's up!"]);
  });

  test('"a switch to turn the beep off" is a Beep switch that silences the beep', () => {
    const { spec } = composeApp('chess clock app, options for 3, 5 and 10 minutes, beeps when time runs out. and a switch to turn the beep off for when im at chess club');
    const settings = spec.screens.find((s) => s.id === 'settings');
    expect(settings?.children.find((c) => c.type === 'switch')).toMatchObject({ label: 'Beep', bind: 'soundOn' });
    const app = new SpecRunner(spec);
    app.state.soundOn = false;
    app.click('preset_0');
    app.click('start_button');
    app.tick('tick', 180);
    expect(app.signals).toEqual([]);
  });

  test('"Dark mode too please" gives a dark mode switch the theme follows', () => {
    const { spec } = composeApp('reading record: date, book, pages read and minutes. Dark mode too please as we do it at bedtime.');
    const settings = spec.screens.find((s) => s.id === 'settings');
    expect(settings?.children.find((c) => c.type === 'switch')).toMatchObject({ label: 'Dark mode', bind: 'darkMode' });
    expect((spec.theme as Record<string, unknown>).darkSetting).toBe('darkMode');
  });
});
