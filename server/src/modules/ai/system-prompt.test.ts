import { expect, test } from 'vitest';
import { ICONS } from '@droidforge/contracts';
import { composeApp } from '@droidforge/generator/compose/index';
import { describeAppSpec } from './spec-outline';
import { systemPrompt } from './system-prompt';

test('the outline lists every component type and action of the schema', () => {
  const outline = describeAppSpec();
  const componentTypes = ['text', 'button', 'input', 'switch', 'checkbox', 'slider', 'radio', 'select', 'progress', 'image', 'spacer', 'divider', 'grid', 'list'];
  const actions = ['set', 'increment', 'append', 'removeItem', 'updateItem', 'clear', 'navigate', 'back', 'toast', 'share', 'dial', 'startTimer', 'stopTimer', 'if'];

  for (const type of componentTypes) expect(outline).toContain(`{ type: "${type}",`);
  expect(outline).toContain('type: "row"|"column"|"card"');
  for (const action of actions) expect(outline).toContain(`{ do: "${action}"`);
  for (const icon of ICONS) expect(outline).toContain(`"${icon}"`);
  expect(outline).toMatch(/^AppSpec = \{ version: 1, app: \{ name: string, packageName: string/);
});

test('the system prompt states the rules and ends with a composer-built example', () => {
  const prompt = systemPrompt();

  expect(prompt).toContain('com.example.tipcalculator');
  expect(prompt).toMatch(/framework widgets/);
  expect(prompt).toMatch(/do not write Kotlin, XML, file paths or Gradle files/);
  expect(prompt).toContain('{"summary"');
  expect(prompt.trimEnd().endsWith(JSON.stringify(composeApp('A simple counter app').spec))).toBe(true);
});

test('the system prompt stays compact', () => {
  // About 2,000 tokens; the full JSON Schema alone would be several times more.
  expect(systemPrompt().length).toBeLessThan(9_000);
});
