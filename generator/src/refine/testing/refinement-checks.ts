import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppSpec, Component, Field, GenerationReport } from '@droidforge/contracts';
import { allComponents, fixedClock, flatActions } from '../../compose/testing/public-prompts';
import { SpecRunner } from '../../compose/testing/spec-runner';
import type { ListItem, Value } from '../../spec/expr';
import { labelTexts } from '../understand/targets';

/**
 * Checks for held-out refinement cases, written before the refiner: each inspects the refined AppSpec
 * (and runs it) by what the user can see and do, never by the composer's internal names.
 */
export type RefinementCheck =
  | { check: 'sorted'; field: string; descending: boolean }
  | { check: 'buttonAdds'; label: string; delta: number }
  | { check: 'increments'; by: number; clicks: number; cap: number }
  | { check: 'initial'; var: string; value: number }
  | { check: 'buttonAppends'; label: string }
  | { check: 'sameCount'; type: Component['type'] }
  | { check: 'switchFilters'; label: string }
  | { check: 'screen'; title: string; text: string; minWords: number }
  | { check: 'newestFirst' }
  | { check: 'buttonClears'; label: string }
  | { check: 'notBuilt'; matches: string }
  | { check: 'field'; name: string; type: 'text' | 'number' | 'money' | 'date' | 'time' | 'choice' | 'yesno' }
  | { check: 'hasText'; text: string }
  | { check: 'setting'; label: string };

export interface HeldOutRefinement {
  id: string;
  base: string;
  refine: string;
  expect: RefinementCheck[];
}

const PROMPTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/prompts');

/** `refinements-heldout.jsonl` (written before the refiner) or `refinements-confirm.jsonl` (written after, to confirm). */
export function loadHeldOutRefinements(file = 'refinements-heldout.jsonl'): HeldOutRefinement[] {
  return readFileSync(resolve(PROMPTS_DIR, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as HeldOutRefinement);
}

interface Refined {
  spec: AppSpec;
  changed: boolean;
  report?: GenerationReport;
}

/** The failed checks of one case, as readable sentences (empty when every check passes). */
export function failedChecks(before: AppSpec, result: Refined, checks: readonly RefinementCheck[]): string[] {
  // A request that only asks for what cannot be built changes nothing (and costs nothing): its
  // checks are the "not built" reasons, and counts that must stay the same.
  // An app that already does what was asked ("add a reset button" to a timer that has one) may say so and
  // change nothing, at no charge; the checks then run on the app as it is.
  const already = (result.report?.notBuilt ?? []).some((e) => /\balready (?:has|have|had)\b/i.test(e.reason));
  if (!result.changed && !already && !checks.every((c) => c.check === 'notBuilt' || c.check === 'sameCount')) return ['nothing changed'];
  return checks.flatMap((c) => {
    try {
      const why = runCheck(before, result, c);
      return why ? [`${c.check}: ${why}`] : [];
    } catch (error) {
      return [`${c.check}: ${(error as Error).message}`];
    }
  });
}

/**
 * A check's pattern ("delete|clear"); one that is not a valid pattern ("+3") is taken literally.
 * `words`: the pattern stands for whole words of the text ("basics" in "Add basics", "save" in "♥ Save").
 */
const re = (source: string, words = false) => {
  let body = source;
  try {
    new RegExp(body);
  } catch {
    body = source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return words ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'iu') : new RegExp(body, 'i');
};
const buttons = (spec: AppSpec) => allComponents(spec).filter((c): c is Extract<Component, { type: 'button' }> => c.type === 'button');
const numbers = (run: SpecRunner) => Object.fromEntries(Object.entries(run.state).filter(([, v]) => typeof v === 'number')) as Record<string, number>;
const run = (spec: AppSpec) => new SpecRunner(spec, fixedClock());

function runCheck(before: AppSpec, result: Refined, c: RefinementCheck): string | undefined {
  const { spec } = result;
  switch (c.check) {
    case 'sorted': {
      const lists = allComponents(spec).filter((x) => x.type === 'list');
      const ok = lists.some((l) => l.sortBy && re(c.field).test(l.sortBy.field) && l.sortBy.descending === c.descending);
      return ok ? undefined : `no list sorted by ${c.field} ${c.descending ? 'descending' : 'ascending'} (${JSON.stringify(lists.map((l) => l.sortBy))})`;
    }
    case 'buttonAdds': {
      const button = buttons(spec).find((b) => re(c.label).test(b.label));
      if (!button) return `no button labelled like ${c.label}`;
      const r = run(spec);
      // Taking away is checked from 10, since many apps keep scores from going below zero.
      if (c.delta < 0) for (const k of Object.keys(numbers(r))) r.state[k] = 10;
      const start = numbers(r);
      r.click(button.id);
      const end = numbers(r);
      return Object.keys(start).some((k) => end[k]! - start[k]! === c.delta) ? undefined : `clicking ${button.label} did not add ${c.delta}`;
    }
    case 'increments':
      return checkIncrements(spec, c.by, c.clicks, c.cap);
    case 'initial': {
      const v = spec.state.find((s) => re(c.var).test(s.name) && s.type === 'number');
      return v?.initial === c.value ? undefined : `no number variable like ${c.var} starts at ${c.value} (${JSON.stringify(spec.state.filter((s) => re(c.var).test(s.name)))})`;
    }
    case 'buttonAppends': {
      // A label template reads as its resting text (the last text it chooses between).
      const b = buttons(spec).find((x) => re(c.label, true).test((labelTexts(x.label).at(-1) ?? x.label).trim()));
      if (!b) return `no button labelled ${c.label} (${buttons(spec).map((x) => x.label).join(', ')})`;
      return flatActions(b.onClick).some((a) => a.do === 'append') ? undefined : `${c.label} does not add an item`;
    }
    case 'sameCount': {
      const count = (s: AppSpec) => allComponents(s).filter((x) => x.type === c.type).length;
      return count(before) === count(spec) ? undefined : `${c.type} count went from ${count(before)} to ${count(spec)}`;
    }
    case 'switchFilters':
      return checkSwitchFilters(spec, c.label);
    case 'screen':
      return checkScreen(spec, c, before.app.description);
    case 'newestFirst':
      return checkNewestFirst(spec);
    case 'buttonClears':
      return checkButtonClears(spec, c.label);
    case 'field':
      return checkField(spec, c);
    case 'hasText':
      return checkHasText(spec, c);
    case 'setting':
      return checkSetting(spec, c);
    case 'notBuilt': {
      const entries = result.report?.notBuilt ?? [];
      return entries.some((e) => re(c.matches).test(`${e.request} ${e.reason}`)) ? undefined : `no "not built" entry like ${c.matches}`;
    }
  }
}

/** A list field named like the check's name, of the check's type. */
function checkField(spec: AppSpec, c: Extract<RefinementCheck, { check: 'field' }>): string | undefined {
  const fields = spec.state.flatMap((v) => (v.type === 'list' ? v.fields ?? [] : []));
  const f = fields.find((x) => re(c.name).test(x.name) || re(c.name).test(x.label ?? ''));
  if (!f) return `no list field like ${c.name} (${fields.map((x) => x.name).join(', ')})`;
  return fieldIsOfType(f, c.type) ? undefined : `${f.name} is not a ${c.type} field (${JSON.stringify(f)})`;
}

/** The field types of the prompt sets' vocabulary (README: text, number, money, date, time, choice, yes/no). */
function fieldIsOfType(f: Field, type: Extract<RefinementCheck, { check: 'field' }>['type']): boolean {
  switch (type) {
    case 'choice': return f.kind === 'choice' && (f.options?.length ?? 0) > 1;
    case 'yesno': return f.type === 'bool';
    // Money is a number people see as an amount; a time is a text or number the app shows as a clock time.
    case 'money': return f.type === 'number' && f.kind === 'money';
    case 'time': return f.kind === 'time';
    default: return f.type === type;
  }
}

/** Some text people see (a component, or an app bar) reads the check's text. */
function checkHasText(spec: AppSpec, c: Extract<RefinementCheck, { check: 'hasText' }>): string | undefined {
  // The app bar shows the app's name on the main screen and each other screen's title.
  const bars = spec.screens.map((x) => (x.id === 'main' ? spec.app.name : x.title));
  const shown = [...bars, ...allComponents(spec).flatMap((x) => [('text' in x ? x.text : ''), ('label' in x ? String(x.label) : ''), ('hint' in x ? String(x.hint) : '')])];
  // Case aside, as every check's text is a pattern (the writers' brief says so).
  return shown.some((t) => t.includes(c.text) || re(c.text).test(t)) ? undefined : `nothing on screen reads "${c.text}"`;
}

/** A switch labelled like the check's label that drives the theme. */
function checkSetting(spec: AppSpec, c: Extract<RefinementCheck, { check: 'setting' }>): string | undefined {
  const sw = allComponents(spec).find((x): x is Extract<Component, { type: 'switch' }> => x.type === 'switch' && re(c.label).test(x.label));
  if (!sw) return `no switch labelled like ${c.label}`;
  const theme = spec.theme as Record<string, unknown>;
  if (Object.values(theme).includes(sw.bind)) return undefined;
  // As the tag vocabulary's `setting:`: a switch whose variable something else in the app reads.
  const word = new RegExp(`\\b${sw.bind}\\b`);
  const used = allComponents(spec).some((x) => x !== sw && word.test(JSON.stringify({ ...x, ...('children' in x ? { children: [] } : {}) })));
  return used ? undefined : `switch ${sw.label} changes neither the theme nor anything the app shows`;
}

/** Some button adds `by` to a number on its first click, and `clicks` clicks leave that number at `cap`. */
function checkIncrements(spec: AppSpec, by: number, clicks: number, cap: number): string | undefined {
  for (const b of buttons(spec)) {
    const r = run(spec);
    const start = numbers(r);
    r.click(b.id);
    const changed = Object.keys(start).find((k) => numbers(r)[k]! - start[k]! === by);
    if (!changed) continue;
    for (let i = 1; i < clicks; i++) r.click(b.id);
    const end = numbers(r)[changed]!;
    return end === start[changed]! + cap || end === cap ? undefined : `${b.label} reached ${end} after ${clicks} clicks, not ${cap}`;
  }
  return `no button adds ${by}`;
}

function checkSwitchFilters(spec: AppSpec, label: string): string | undefined {
  const sw = allComponents(spec).find((x): x is Extract<Component, { type: 'switch' }> => (x.type === 'switch' || x.type === 'checkbox') && re(label).test(x.label) && !x.bind.startsWith('item.'));
  if (!sw) return `no switch labelled like ${label}`;
  const word = new RegExp(`\\b${sw.bind}\\b`);
  const used = allComponents(spec).some((x) => (x.type === 'list' && word.test(x.filter ?? '')) || word.test(x.visible ?? ''));
  return used ? undefined : `switch ${sw.label} does not hide anything`;
}

/** A screen with real content: reachable, on the subject, and not the prompt or description pasted in. */
function checkScreen(spec: AppSpec, c: { title: string; text: string; minWords: number }, description: string): string | undefined {
  const screen = spec.screens.find((s) => re(c.title).test(s.title));
  if (!screen) return `no screen titled like ${c.title}`;
  const reachable = buttons(spec).some((b) => flatActions(b.onClick).some((a) => a.do === 'navigate' && a.screen === screen.id));
  if (!reachable) return `nothing opens ${screen.title}`;
  const texts: string[] = [];
  const walk = (list: readonly Component[]) => list.forEach((x) => {
    if (x.type === 'text') texts.push(x.text);
    if ('children' in x) walk(x.children);
  });
  walk(screen.children);
  const body = texts.join(' ');
  if (description.trim() !== '' && body.includes(description.trim())) return 'the screen repeats the app description';
  return re(c.text).test(body) && body.split(/\s+/).length >= c.minWords ? undefined : `screen text is too thin: "${body}"`;
}

/** Adds two records through the app's own add button and expects the later one shown first. */
function checkNewestFirst(spec: AppSpec): string | undefined {
  const add = buttons(spec).find((b) => flatActions(b.onClick).some((a) => a.do === 'append'));
  if (!add) return 'no add button';
  const target = flatActions(add.onClick).find((a) => a.do === 'append');
  if (target?.do !== 'append') return 'no add button';
  const list = allComponents(spec).find((x) => x.type === 'list' && x.source === target.list);
  if (!list) return 'no list shows the added records';
  const r = run(spec);
  const bound = new Set(allComponents(spec).flatMap((x) => ('bind' in x ? [x.bind] : [])));
  for (const n of [1, 2]) {
    for (const v of spec.state) {
      if (!bound.has(v.name) || v.type === 'list') continue;
      r.state[v.name] = fill(v.type, n, v.name);
    }
    r.click(add.id);
  }
  const size = (r.state[target.list] as ListItem[]).length;
  const order = r.visibleItems(list.id);
  return order.indexOf(size - 1) < order.indexOf(size - 2) ? undefined : `shown order ${JSON.stringify(order)} puts the older record first`;
}

function fill(type: string, n: number, name: string): Value {
  if (type === 'number') return n * 10;
  if (type === 'bool') return false;
  return /date/i.test(name) ? `2026-01-0${n}` : `Entry ${n}`;
}

function checkButtonClears(spec: AppSpec, label: string): string | undefined {
  // Row buttons ("Delete" on each item) may match the label too: any screen-level button that empties a list passes.
  const matching = buttons(spec).filter((x) => re(label).test(x.label) && !flatActions(x.onClick).some((a) => 'index' in a));
  if (matching.length === 0) return `no button labelled like ${label}`;
  const lists = spec.state.filter((v) => v.type === 'list');
  const empties = matching.some((b) => {
    const r = run(spec);
    for (const v of lists) r.state[v.name] = [Object.fromEntries((v.fields ?? []).map((f) => [f.name, f.type === 'number' ? 1 : f.type === 'bool' ? false : 'x']))];
    r.click(b.id);
    return lists.some((v) => (r.state[v.name] as ListItem[]).length === 0);
  });
  // "…or resets a value": a number moved away from where it starts goes back there.
  const resets = matching.some((b) => Object.entries(numbers(run(spec))).some(([k, start]) => {
    const r = run(spec);
    r.state[k] = start + 7;
    r.click(b.id);
    return r.state[k] === start;
  }));
  return empties || resets ? undefined : `${matching.map((b) => b.label).join(', ')} empties no list and resets no number`;
}
