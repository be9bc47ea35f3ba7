import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';

const listNames = (prompt: string) => {
  const result = composeApp(prompt);
  return result.spec ? result.spec.state.filter((v) => v.type === 'list').map((v) => v.name) : [];
};

/** Records named for what is added each time, and the people named for the app as the choice of who (session 21), in words of our own. */
describe('records added each time something is done (session 21)', () => {
  test('"when they finish a chore I log it" keeps chores, the boys named at the start the choice of who did it', () => {
    const prompt = 'star chart for my 2 boys (Sam, Joe). when they finish a chore I log it with who did it and how many stars. total stars for each boy';
    expect(missing(prompt, ['records:chores fields chore(text),boy(choice),stars(number)', 'choice:boy sam,joe'])).toEqual([]);
    // (The app keeps the name of the chart said at the start.)
    expect(composeApp(prompt).spec?.app.name).toBe('Star Chart');
  });

  test('"a screen to add helpers with name and email" keeps helpers, not days of the weekly schedule beside it', () => {
    const prompt = 'I run a youth club. I want:\n- a screen with the weekly schedule (Tuesday games, Thursday art)\n- a screen to add helpers with name and email\n- a contact screen';
    expect(listNames(prompt)).toEqual(['helpers']);
  });
});
