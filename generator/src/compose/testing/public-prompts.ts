import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppSpec, Component } from '@droidforge/contracts';
import { composeApp, type ComposeResult } from '../compose-app';
import { SpecRunner } from './spec-runner';

export interface PublicPrompt {
  id: string;
  prompt: string;
  expect: string[];
  must: string[];
}

export interface RefinementCase {
  base: string;
  refine: string;
  must: string[];
}

/** The sample prompts live inside the project, so a fresh clone runs these tests on its own. */
const PROMPTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/prompts');

function readJsonl<T>(name: string): T[] {
  return readFileSync(resolve(PROMPTS_DIR, name), 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as T);
}

export const loadPublicPrompts = (): PublicPrompt[] => readJsonl<PublicPrompt>('public.jsonl');
export const loadRefinements = (): RefinementCase[] => readJsonl<RefinementCase>('refinements.jsonl');

/** A fixed clock: 20 January 2026, 12:00 UTC, with a seeded random sequence. */
export function fixedClock(now = Date.UTC(2026, 0, 20, 12)) {
  let seed = 7;
  return {
    now: () => now,
    today: () => new Date(now).toISOString().slice(0, 10),
    random: () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    },
  };
}

export function compose(prompt: PublicPrompt): ComposeResult & { run: SpecRunner } {
  const result = composeApp(prompt.prompt);
  return { ...result, run: new SpecRunner(result.spec, fixedClock()) };
}

/** Every component of the spec, list item templates included. */
export function allComponents(spec: AppSpec): Component[] {
  const out: Component[] = [];
  const walk = (list: readonly Component[]) =>
    list.forEach((c) => {
      out.push(c);
      if ('children' in c) walk(c.children);
      if (c.type === 'list') walk(c.item);
    });
  spec.screens.forEach((s) => walk(s.children));
  return out;
}

export function ofType<T extends Component['type']>(spec: AppSpec, type: T): Extract<Component, { type: T }>[] {
  return allComponents(spec).filter((c): c is Extract<Component, { type: T }> => c.type === type);
}

/** All actions of a handler, including those nested in `if` (the one the generator itself uses). */
export { flatActions } from '../../spec/env';

export function stateVar(spec: AppSpec, name: string) {
  const found = spec.state.find((v) => v.name === name);
  if (!found) throw new Error(`No state variable ${name}`);
  return found;
}
