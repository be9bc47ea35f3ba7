import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

const notBuilt = (prompt: string) => composeApp(prompt).report.notBuilt.map((n) => n.reason).join(' | ');

describe('voice is a recording only when the prompt asks to record or speak', () => {
  test('a choir list grouped by voice part is not reported as voice recording', () => {
    expect(notBuilt('choir register: name, phone and voice part. group by voice part')).not.toMatch(/voice and audio/);
  });

  test('a voice memo recorder is still reported as not built', () => {
    expect(notBuilt('voice memo recorder for my lectures, with a list of titles')).toMatch(/voice and audio recording/);
  });

  test('an app controlled by voice is still reported as not built', () => {
    const result = composeApp('a shopping list i can add to by voice');
    const reasons = [...result.report.notBuilt.map((n) => n.reason), result.refusal?.message ?? ''].join(' | ');
    expect(reasons).toMatch(/voice and audio recording/);
  });
});
