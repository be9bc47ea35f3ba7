import type { Action, Component, Screen, StateVar, Timer } from '@droidforge/contracts';
import type { Plan } from '../understand/plan';
import { childrenOf } from '../spec/env';

/** What one capability brings to the app (see compose-plan.ts). */
export interface Section {
  state: StateVar[];
  children?: Component[];
  screens?: Screen[];
  timers?: Timer[];
  onStart?: Action[];
  features: string[];
  /** Asked as a screen of its own ("a second screen with 10 study tips"): its title there. */
  page?: string;
  /** Run each time that screen of its own opens (a study screen starts the deck over). */
  pageStart?: Action[];
}

/**
 * Each separate thing the prompt asks beside the app's own ("… and a nappy counter"): its sections
 * together on one screen of its own, titled as the prompt calls it. Names its state, timers and
 * components share with what is already in the app get a number, so both keep working.
 */
export function partSections(plan: Plan, before: Section[], sectionsOf: (plan: Plan) => Section[]): Section[] {
  const out: Section[] = [];
  for (const [i, part] of (plan.parts ?? []).entries()) {
    const own = sectionsOf(part.plan);
    if (own.length === 0) continue;
    const section: Section = {
      state: own.flatMap((s) => s.state),
      children: own.flatMap((s) => (s.screens ? s.screens[0]!.children : (s.children ?? []))),
      timers: own.flatMap((s) => s.timers ?? []),
      onStart: own.flatMap((s) => s.onStart ?? []),
      features: own.flatMap((s) => s.features).map((f) => `${part.title}: ${f.charAt(0).toLowerCase()}${f.slice(1)}`),
      page: part.title,
    };
    out.push(renamed(section, [...before, ...out], i + 2));
  }
  return out;
}

/** The section with every state variable, timer and component id that `others` already use suffixed by `n`. */
function renamed(section: Section, others: Section[], n: number): Section {
  const names = new Set(others.flatMap((s) => [...s.state.map((v) => v.name), ...(s.timers ?? []).map((t) => t.id)]));
  const ids = new Set(others.flatMap((s) => [...(s.children ?? []), ...(s.screens ?? []).flatMap((x) => x.children)]).flatMap(componentIds));
  const clashing = [...section.state.map((v) => v.name), ...(section.timers ?? []).map((t) => t.id)].filter((x) => names.has(x));
  let json = JSON.stringify({ state: section.state, children: section.children, timers: section.timers, onStart: section.onStart });
  // Names stand in expressions and references as whole identifiers, never after a dot (an item's field).
  for (const name of clashing) json = json.replace(new RegExp(`(?<![\\w.$])${name}(?![\\w$])`, 'g'), `${name}${n}`);
  const out = JSON.parse(json) as Required<Pick<Section, 'state' | 'children' | 'timers' | 'onStart'>>;
  const renameIds = (c: Component): void => {
    if (ids.has(c.id)) c.id = `${c.id}_${n}`.slice(-36);
    for (const child of childrenOf(c)) renameIds(child);
  };
  out.children.forEach(renameIds);
  return { ...section, ...out };
}

function componentIds(c: Component): string[] {
  return [c.id, ...childrenOf(c).flatMap(componentIds)];
}
