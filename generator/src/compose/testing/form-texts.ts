import { expect } from 'vitest';
import type { AppSpec } from '@droidforge/contracts';
import { validateSpec } from '../../spec/validate';
import { composeApp } from '../compose-app';
import { fixedClock } from './public-prompts';
import { SpecRunner } from './spec-runner';

/** The app composed from a prompt, checked valid first (a test helper: it asserts). */
export function validAppOf(prompt: string): AppSpec {
  const spec = composeApp(prompt).spec;
  expect(validateSpec(spec)).toEqual([]);
  return spec;
}

/** The hints of the number boxes the user types into, on the first screen. */
export const hintsOf = (prompt: string): string[] => validAppOf(prompt).screens[0]!.children.flatMap((c) => (c.type === 'input' ? [c.hint] : []));

/** The texts of a form's results once its inputs hold these values (the rest keep what the prompt gave). */
export function formResults(prompt: string, values: Record<string, number | string | boolean> = {}): string[] {
  const spec = validAppOf(prompt);
  const run = new SpecRunner(spec, fixedClock());
  Object.assign(run.state, values);
  return spec.screens[0]!.children.flatMap((c) => ('children' in c ? c.children : [c])).filter((c) => c.id.startsWith('result_')).map((c) => run.text(c.id));
}

/** Texts with a computed part that the app shows, anywhere on its screens. */
export function computedTexts(prompt: string): string[] {
  const { spec } = composeApp(prompt);
  const out: string[] = [];
  const walk = (c: unknown): void => {
    if (!c || typeof c !== 'object') return;
    const o = c as Record<string, unknown>;
    if (o.type === 'text' && typeof o.text === 'string' && o.text.includes('{')) out.push(o.text);
    for (const v of Object.values(o)) if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') walk(v);
  };
  spec?.screens.forEach(walk);
  return out;
}
