import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { refine } from './refine';
import type { RefinementCheck } from './testing/refinement-checks';
import { failedAfter } from './testing/failed-after';
import { splitClauses } from './understand/clauses';

/** Requests in other words than the refinements-dev37 and dev38 steering sets (session 20). */
describe('refinements said in other words (session 20)', () => {
  test.each<[string, string, string, RefinementCheck[]]>([
    ['"stop counting at 5" is a limit, with a word between "stop" and "at"', 'tally counter', 'stop counting at 5, that is plenty', [{ check: 'increments', by: 1, clicks: 9, cap: 5 }]],
    ['"in threes … and at most 9" sets the step and the limit, after the reason', 'tally counter for laps', 'count in threes because each lap is three, and at most 9', [{ check: 'increments', by: 3, clicks: 8, cap: 9 }]],
    ['"put what I logged last first" orders the records newest first', 'reading log with title and pages', 'put what I logged last first', [{ check: 'newestFirst' }]],
    ['"the ones I entered most recently on top" orders the records newest first', 'expense tracker with amount and category', 'can the ones I entered most recently go on top', [{ check: 'newestFirst' }]],
    ['"another -2" on a score keeper is a button taking 2', 'darts score keeper with a -1 button', 'I want another -2 for doubles', [{ check: 'buttonAdds', label: '2', delta: -2 }]],
    ['"a button to log Tired in one tap" adds an entry with that word', 'mood journal with mood and note', 'give me a button to record Tired in one tap', [{ check: 'buttonAppends', label: 'Tired' }]],
    ['"add a picture to each recipe" is not built: records hold no pictures', 'recipe list with name and ingredients', 'add a picture to each recipe', [{ check: 'notBuilt', matches: 'picture|photo' }, { check: 'sameCount', type: 'input' }]],
    ['"a mute toggle" on a timer makes its end beep, switched by a Sound setting', 'pomodoro timer', 'add a mute toggle please', [{ check: 'setting', label: 'sound' }]],
    ['"display Go team! at the top" shows the user\'s words, though the "!" ends a sentence', 'basketball score keeper', 'display Go team! at the top', [{ check: 'hasText', text: 'Go team' }]],
    ['"say Well done! when it reaches 10" shows the words once the count is there', 'tally counter', 'say Well done! when it reaches 10', [{ check: 'hasText', text: 'Well done' }]],
    ['"a help page on how to use it" on a timer lists its Start, Pause and Reset steps', 'stretching interval timer', 'add a help page on how to use the app', [{ check: 'screen', title: 'Help', text: 'Start', minWords: 20 }]],
    ['"an info page that tells you how to look after a dog" carries dog care tips', 'dog walk log with date and minutes', 'add an info page that tells you how to look after a dog', [{ check: 'screen', title: 'Info', text: 'dog', minWords: 20 }]],
  ])('%s', (_says, base, request, checks) => {
    expect(failedAfter(base, request, checks)).toEqual([]);
  });

  test('words said when something happens are hidden until it happens', () => {
    const result = refine(composeApp('reward sticker counter').spec, 'whenever she earns a sticker, could it show Super star somewhere');
    const run = new SpecRunner(result.spec, fixedClock());
    const line = JSON.stringify(result.spec.screens[0]).match(/"text":"Super star"[^}]*"visible":"([^"]+)"/);
    expect(line?.[1]).toMatch(/> 0$/);
    expect(run.state[line![1]!.split(' ')[0]!]).toBe(0);
  });

  test('"when I reach my daily goal" shows the words once the count reaches the goal', () => {
    const result = refine(composeApp('water glass counter with a daily goal of 8').spec, 'when I reach my daily goal can it say You did it');
    expect(JSON.stringify(result.spec)).toMatch(/"text":"You did it"[^}]*"visible":"\w+ >= goal"/);
  });

  test('an About page that "says what the app is for and how to …" explains, and does not paste the words', () => {
    const result = refine(composeApp('houseplant list with name and a watered checkbox').spec, 'add an about page which says what this app is for and how to water my plants');
    const about = JSON.stringify(result.spec.screens.find((s) => s.title === 'About'));
    expect(about).toContain('Check the soil before watering');
    expect(about).not.toContain('what this app is for and how');
  });

  test('a place after the user\'s "!" stays with the words; a new sentence after "!" stays apart', () => {
    expect(splitClauses('show Drink up! on the screen').map((c) => c.text)).toEqual(['show Drink up! on the screen']);
    expect(splitClauses('make it blue! add a reset button').length).toBe(2);
  });

  test('a sound switch is refused when the app makes no sound and has no timer to beep', () => {
    const result = refine(composeApp('book list with title and author').spec, 'a switch to turn the sound off');
    expect(result.changed).toBe(false);
  });
});
