import { expect, test } from 'vitest';
import { parseAnswer } from './parse-answer';
import { validSpec } from './testing/answers';

const spec = validSpec('A simple counter app');

test('reads the summary and spec envelope', () => {
  expect(parseAnswer(JSON.stringify({ summary: 'A counter.', spec }))).toEqual({ ok: true, spec, summary: 'A counter.' });
});

test('reads JSON inside a markdown fence with prose around it', () => {
  const text = `Here is your app:\n\`\`\`json\n${JSON.stringify({ summary: 'A counter.', spec })}\n\`\`\`\nEnjoy!`;

  expect(parseAnswer(text)).toMatchObject({ ok: true, summary: 'A counter.' });
});

test('accepts a bare AppSpec without the envelope', () => {
  expect(parseAnswer(JSON.stringify(spec))).toEqual({ ok: true, spec, summary: undefined });
});

test('reports text that holds no JSON object', () => {
  expect(parseAnswer('I cannot help with that.')).toEqual({ ok: false, issues: [expect.stringContaining('not valid JSON')] });
  expect(parseAnswer('[1, 2, 3]')).toMatchObject({ ok: false });
});

test('reports schema problems with their path inside the envelope', () => {
  const broken = { ...spec, screens: [{ ...spec.screens[0]!, id: 'home' }] };

  const parsed = parseAnswer(JSON.stringify({ summary: 'x', spec: broken }));

  expect(parsed).toEqual({ ok: false, issues: expect.arrayContaining(["spec.screens[0].id: The first screen's id must be 'main'"]) });
});
