import { describe, expect, test } from 'vitest';
import type { AppSpec, Component } from '@droidforge/contracts';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { walkComponents } from '../spec/env';
import { validateSpec } from '../spec/validate';

const specOf = (prompt: string): AppSpec => {
  const result = composeApp(prompt);
  expect(result.refusal).toBeUndefined();
  expect(validateSpec(result.spec)).toEqual([]);
  return result.spec;
};

/** The button on the main screen that opens the screen titled `title`, and that screen. */
const opened = (spec: AppSpec, title: RegExp) => {
  const screen = spec.screens.find((s) => title.test(s.title))!;
  expect(screen).toBeDefined();
  const run = new SpecRunner(spec, fixedClock());
  const buttons: Component[] = [];
  walkComponents(spec.screens[0]!.children, (c) => buttons.push(c));
  const open = buttons.find((c) => c.type === 'button' && c.onClick.some((a) => a.do === 'navigate' && a.screen === screen.id));
  expect(open).toBeDefined();
  run.click(open!.id);
  expect(run.screen).toBe(screen.id);
  return { screen, run, shown: JSON.stringify(screen.children) };
};

describe('a main capability with a second screen beside it', () => {
  test('"a 25 min timer … and a second screen with 10 study tips" keeps the timer on the main screen and the tips on their own', () => {
    const spec = specOf('pomodoro app for finals week. 25 min focus timer with a ding at the end, and a second screen with 10 study tips');
    expect(JSON.stringify(spec.screens[0]!.children)).toContain('remaining');
    expect(JSON.stringify(spec.screens[0]!.children)).not.toContain('entries_list');
    const { shown, run } = opened(spec, /tips/i);
    expect(shown).toContain('entries_list');
    expect(run.visibleItems('entries_list')).toHaveLength(10);
  });

  test('"a countdown …, plus a page with the weekend schedule (friday bbq, …)" adds that page with the bracketed lines', () => {
    const spec = specOf('countdown to our family reunion on July 18 2026, plus a page with the weekend schedule (friday bbq, saturday picnic, sunday brunch)');
    expect(JSON.stringify(spec.screens[0]!.children)).toContain('2026-07-18');
    const { shown } = opened(spec, /weekend schedule/i);
    for (const line of ['Friday bbq', 'Saturday picnic', 'Sunday brunch']) expect(shown).toContain(line);
  });
});
