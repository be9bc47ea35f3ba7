import { describe, expect, test } from 'vitest';
import { composeApp } from '../../compose/compose-app';
import { allComponents, fixedClock } from '../../compose/testing/public-prompts';
import { SpecRunner } from '../../compose/testing/spec-runner';
import { validateSpec } from '../../spec/validate';
import { refine } from '../refine';

describe('a counter called by the word the prompt used for it', () => {
  test.each([
    ['lives counter for a board game', 'lives should begin at 20', 'lives', 20],
    ['counter for laps swum with a +1 button', 'I want laps to start from 2', 'laps', 2],
    ['lives counter for our board game, tap to lose a life', 'everyone starts with 20 lives so make it start at 20', 'lives', 20],
  ])('on "%s", "%s" starts that number there and calls it %s', (prompt, request, name, value) => {
    const result = refine(composeApp(prompt).spec, request);
    expect(result.report.notBuilt).toEqual([]);
    expect(validateSpec(result.spec)).toEqual([]);
    expect(result.spec.state.find((v) => v.name === name)).toMatchObject({ type: 'number', initial: value });
    const run = new SpecRunner(result.spec, fixedClock());
    const counting = allComponents(result.spec).find((c) => c.type === 'button' && /^[+−]/.test(c.label))!;
    run.click(counting.id);
    expect(Math.abs((run.state[name] as number) - value)).toBe(1);
  });

  test('the caption that showed the old name shows the user\'s word', () => {
    const result = refine(composeApp('lives counter for a board game').spec, 'start lives at 5');
    const texts = allComponents(result.spec).flatMap((c) => (c.type === 'text' ? [c.text] : []));
    expect(texts).toContain('Lives');
    expect(texts).not.toContain('Count');
  });

  test('"make it start at 3" with no word for the number starts it there under its old name', () => {
    const result = refine(composeApp('lives counter for a board game').spec, 'make it start at 3');
    expect(result.spec.state.find((v) => v.type === 'number')).toMatchObject({ name: 'count', initial: 3 });
  });

  test('a word the prompt did not count is not taken as the number\'s name', () => {
    const result = refine(composeApp('lives counter for a board game').spec, 'make the game start at 3');
    expect(result.changed).toBe(false);
  });
});
