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

test('the system prompt states the rules, the report and the refusal, with composer-built examples', () => {
  const prompt = systemPrompt();

  expect(prompt).toContain('com.example.tipcalculator');
  expect(prompt).toMatch(/framework widgets/);
  expect(prompt).toMatch(/do not write Kotlin, XML, file paths or Gradle files/);
  expect(prompt).toContain('{"summary"');
  expect(prompt).toContain('"notBuilt"');
  expect(prompt).toContain('"refusal": {"reason": "not_understood" | "unsupported_language"');
  for (const example of ['A simple counter app', 'Expense tracker: add expenses with amount, category and note, show the total spent this month']) {
    expect(prompt).toContain(JSON.stringify(composeApp(example).spec));
  }
});

test('the system prompt stays within a few thousand tokens', () => {
  // The outline and three examples; the full JSON Schema alone would be several times more.
  expect(systemPrompt().length).toBeLessThan(40_000);
});
