import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { allComponents } from '../compose/testing/public-prompts';

const headings = (prompt: string) => allComponents(composeApp(prompt).spec).flatMap((c) => (c.type === 'text' ? [c.text] : []));

describe('a score for home and away (session 21)', () => {
  test('"a rugby score app for home and away" keeps two scores, headed Home and Away', () => {
    const result = composeApp('rugby score app for home and away');
    expect(result.refusal).toBeUndefined();
    expect(headings('rugby score app for home and away')).toEqual(expect.arrayContaining(['Home', 'Away']));
  });

  test('a scoreboard for home v away names its sides so', () => {
    expect(headings('hockey scoreboard, home v away')).toEqual(expect.arrayContaining(['Home', 'Away']));
  });
});
