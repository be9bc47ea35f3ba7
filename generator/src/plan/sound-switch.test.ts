import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';

describe('a Sound switch', () => {
  test('"a switch to turn the sound off" on a counter that buzzes at its goal silences the buzz, the words stay', () => {
    const { spec } = composeApp('push up counter with a goal of 20, buzz when I reach it, and a switch to turn the sound off');
    expect(validateSpec(spec)).toEqual([]);
    expect(spec.screens.find((s) => s.id === 'settings')?.children.some((c) => c.type === 'switch' && c.bind === 'soundOn')).toBe(true);
    const app = new SpecRunner(spec);
    app.state.soundOn = false;
    for (let i = 0; i < 20; i++) app.click('add_button');
    expect(app.signals).toEqual([]);
    expect(app.toasts.at(-1)).toBe('20 push ups!');
  });

  test('an app with nothing that sounds gets no Sound switch', () => {
    expect(JSON.stringify(composeApp('book list with title and author, and a switch to turn the sound off').spec)).not.toContain('soundOn');
  });
});
