import type { AppSpec, Component, Field, StateVar } from '@droidforge/contracts';
import pluralize from 'pluralize';
import { allActions, allComponents, mainList } from '../spec-edit';
import type { Clause } from './clauses';
import { own } from '../../understand/own';

/**
 * Finds what a clause talks about, by role ("the add button" is the one that adds a record), by label
 * or name, by synonym ("price" for an amount field) or by position ("the first button").
 */

/** Words people use for the same field or value; each group is tried when one of its words is named. */
const SYNONYMS: string[][] = [
  ['amount', 'price', 'cost', 'money', 'value', 'spent', 'sum', 'expensive', 'cheap', 'biggest', 'largest', 'smallest'],
  ['date', 'day', 'when', 'due', 'deadline'],
  ['title', 'name', 'heading', 'word'],
  ['note', 'text', 'body', 'description', 'comment', 'detail'],
  ['count', 'number', 'total', 'tally', 'score', 'counter', 'point', 'points'],
  ['weight', 'heavy', 'heaviest', 'kg'],
  ['quantity', 'qty', 'many'],
  ['done', 'bought', 'finished', 'completed', 'checked', 'ticked', 'packed', 'learned', 'read', 'purchased'],
  ['tip', 'tipPercent', 'gratuity'],
  ['rating', 'stars', 'score'],
  ['priority', 'important', 'urgent'],
];

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The words a clause word stands for: itself, its singular and its synonym group. */
export function meanings(word: string): string[] {
  const w = norm(pluralize.singular(word));
  const group = SYNONYMS.find((g) => g.some((s) => norm(s) === w));
  return [...new Set([w, ...(group ?? []).map(norm)])].filter((x) => x.length > 1);
}

/** Whether a name (camelCase or snake_case) matches the word directly or by synonym. */
export function nameMatches(name: string, word: string): boolean {
  const n = norm(name);
  return meanings(word).some((m) => n === m || n.includes(m) || (m.length >= 4 && m.includes(n) && n.length >= 3));
}

/** The list the clause talks about: one named by a noun ("workouts"), else the app's main list. */
export function targetList(spec: AppSpec, clause: Clause): StateVar | undefined {
  const lists = spec.state.filter((v) => v.type === 'list' && v.fields);
  const named = lists.find((v) => clause.nouns.some((n) => norm(pluralize.singular(v.name)) === norm(n)));
  return named ?? mainList(spec);
}

/** A field of the list named in the clause (directly first, then by synonym). */
export function targetField(list: StateVar, words: readonly string[], type?: Field['type']): Field | undefined {
  const fields = (list.fields ?? []).filter((f) => !type || f.type === type);
  for (const w of words) {
    const direct = fields.find((f) => norm(f.name) === norm(pluralize.singular(w)) || norm(f.name).replace(/_/g, '') === norm(w));
    if (direct) return direct;
  }
  for (const w of words) {
    const similar = fields.find((f) => nameMatches(f.name, w));
    if (similar) return similar;
  }
  return undefined;
}

/** The number the user means: a number variable named in the clause, else the one the buttons change most. */
export function targetNumber(spec: AppSpec, clause: Clause): StateVar | undefined {
  const numbers = spec.state.filter((v) => v.type === 'number');
  // "team 2", "player 1": of several matching numbers, the one with that number in its name.
  const nth = /\b(?:team|player|side|counter|score)\s*(\d)\b/i.exec(clause.text)?.[1];
  for (const noun of clause.nouns) {
    const found = numbers.filter((v) => norm(v.name) === norm(noun) || nameMatches(v.name, noun));
    if (found.length > 0) return found.find((v) => nth !== undefined && v.name.endsWith(nth)) ?? found[0];
  }
  const changes = new Map<string, number>();
  // A number the app changes: incremented, or set from itself ("pointsLeft - score", a darts scorer's Subtract).
  for (const a of allActions(spec)) {
    if (a.do === 'increment' || (a.do === 'set' && new RegExp(`\\b${a.var}\\b`).test(a.value))) changes.set(a.var, (changes.get(a.var) ?? 0) + 1);
  }
  const [busiest] = [...changes.entries()].sort((a, b) => b[1] - a[1]);
  return busiest ? numbers.find((v) => v.name === busiest[0]) : undefined;
}

export type ButtonComponent = Extract<Component, { type: 'button' }>;
const ORDINALS: Record<string, number> = { first: 0, second: 1, third: 2, fourth: 3, last: -1 };

/** Roles a button can be called by: what its actions do. */
function buttonRoles(b: ButtonComponent): string[] {
  const roles: string[] = [];
  const acts = JSON.stringify(b.onClick);
  if (acts.includes('"append"')) roles.push('add', 'save', 'submit', 'create', 'new');
  if (acts.includes('"removeItem"') || acts.includes('"clear"')) roles.push('delete', 'remove', 'clear');
  if (/"set","var":"\w+","value":"0"/.test(acts) || acts.includes('"clear"')) roles.push('reset', 'clear');
  if (/"increment".*"by":"-/.test(acts)) roles.push('minus', 'decrease', 'down', 'subtract');
  else if (acts.includes('"increment"')) roles.push('plus', 'increase', 'up', 'add', 'count');
  if (acts.includes('"navigate"')) roles.push('open', 'go');
  if (acts.includes('"back"')) roles.push('back');
  if (acts.includes('"share"')) roles.push('share');
  return roles;
}

/**
 * The buttons a phrase like "the add button", "the Reset button" or "the second button" names: by
 * label first, then by role, then by position among the main screen's buttons.
 */
export function targetButtons(spec: AppSpec, words: readonly string[]): ButtonComponent[] {
  const buttons = allComponents(spec).filter((c): c is ButtonComponent => c.type === 'button');
  const wanted = words.map((w) => w.toLowerCase()).filter((w) => w !== '' && !/^(the|a|an|button|buttons|of|my)$/.test(w));
  if (wanted.length === 0) return [];
  const phrase = wanted.join(' ');
  const byLabel = buttons.filter((b) => shownLabels(b).some((l) => l === phrase || l.split(/\s+/).includes(phrase)));
  if (byLabel.length > 0) return byLabel;
  const byRole = buttons.filter((b) => wanted.every((w) => buttonRoles(b).includes(w) || b.label.toLowerCase().includes(w)));
  if (byRole.length > 0) return byRole;
  const at = own(ORDINALS, wanted[0]!);
  if (at === undefined) return [];
  const main = allComponents({ ...spec, screens: spec.screens.slice(0, 1) }).filter((c): c is ButtonComponent => c.type === 'button');
  const picked = at < 0 ? main[main.length + at] : main[at];
  return picked ? [picked] : [];
}

/** What a label can read: itself, or each text a label template chooses between ("Save changes", "Add entry"), the resting one last. */
export function labelTexts(label: string): string[] {
  if (!label.startsWith('{')) return [label];
  return [...label.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

const shownLabels = (b: ButtonComponent) => labelTexts(b.label).map((l) => l.toLowerCase());

/** Visible texts (not inside a list item) whose words include the phrase, or whose id names it. */
export function targetTexts(spec: AppSpec, words: readonly string[]): Extract<Component, { type: 'text' }>[] {
  const wanted = words.map((w) => w.toLowerCase()).filter((w) => !/^(the|a|an|text|label|of|my)$/.test(w));
  if (wanted.length === 0) return [];
  const texts: Extract<Component, { type: 'text' }>[] = [];
  const walk = (list: readonly Component[]) => list.forEach((c) => {
    if (c.type === 'text') texts.push(c);
    if ('children' in c) walk(c.children);
  });
  spec.screens.forEach((s) => walk(s.children));
  return texts.filter((t) => wanted.every((w) => t.text.toLowerCase().includes(w) || t.id.includes(w)));
}
