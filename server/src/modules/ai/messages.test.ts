import { expect, test } from 'vitest';
import { generateMessages, refineMessages, repairMessages } from './messages';
import { validSpec } from './testing/answers';

const turn = (role: 'user' | 'assistant', content: string) => ({ role, content });

test('keeps only the most recent turns of a long history', () => {
  const history = Array.from({ length: 30 }, (_, i) => turn(i % 2 === 0 ? 'user' : 'assistant', `turn ${i}`));

  const messages = generateMessages('A timer', history);

  expect(messages).toHaveLength(13);
  expect(messages[0]).toEqual(turn('user', 'turn 18'));
  expect(messages.at(-2)).toEqual(turn('assistant', 'turn 29'));
});

test('does not send the prompt twice when the history already ends with it', () => {
  const messages = generateMessages('A timer', [turn('user', 'Hi'), turn('assistant', 'Hello'), turn('user', 'A timer')]);

  expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  expect(messages.filter((m) => String(m.content).includes('A timer'))).toHaveLength(1);
});

test('starts the conversation with the user, dropping a leading greeting and empty turns', () => {
  const messages = refineMessages(validSpec(), 'Make it blue', [turn('assistant', 'Welcome!'), turn('user', '  '), turn('user', 'A counter'), turn('assistant', 'Built it')]);

  expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  expect(messages[0]).toEqual(turn('user', 'A counter'));
});

test('caps each turn so one pasted wall of text cannot crowd out the rest', () => {
  const [first] = generateMessages('A timer', [turn('user', 'x'.repeat(50_000)), turn('assistant', 'ok')]);

  expect(String(first!.content).length).toBe(2_000);
});

test('a repair echoes the rejected answer and lists the problems', () => {
  const base = generateMessages('A timer', []);

  const repair = repairMessages(base, '{"bad": true}', ['spec.version: Invalid input', 'spec.screens: Required']);

  expect(repair.slice(0, base.length)).toEqual(base);
  expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"bad": true}' });
  expect(repair.at(-1)!.content).toContain('- spec.version: Invalid input\n- spec.screens: Required');
});
