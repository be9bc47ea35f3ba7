import type { AppSpec, StateVar } from '@droidforge/contracts';
import pluralize from 'pluralize';
import type { Clause } from '../understand/clauses';
import { allComponents } from '../spec-edit';
import { capitalise } from './edit';

/** Keys whose strings are whole expressions; every other string is a template (code only inside braces). */
const EXPRESSION_KEYS = new Set(['value', 'by', 'cond', 'visible', 'filter', 'max', 'index']);
/** Keys whose strings are a variable's name and nothing else. */
const NAME_KEYS = new Set(['var', 'list', 'bind', 'source']);

/** `from` as a variable in code: not a field (`item.from`), not a function (`from(…)`), not inside quotes. */
function renameInCode(code: string, from: string, to: string): string {
  const word = new RegExp(`(?<![\\w.])${from}(?!\\w|\\s*\\()`, 'g');
  return code
    .split(/('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(word, to)))
    .join('');
}

function renameIn(node: unknown, from: string, to: string, key = '', inItem = false): unknown {
  if (typeof node === 'string') {
    if (NAME_KEYS.has(key)) return node === from ? to : node;
    if (EXPRESSION_KEYS.has(key) || inItem) return renameInCode(node, from, to);
    return node.replace(/(?<!\{)\{([^{}]*)\}/g, (_, code: string) => `{${renameInCode(code, from, to)}}`);
  }
  if (Array.isArray(node)) return node.map((x) => renameIn(x, from, to, key, inItem));
  if (node === null || typeof node !== 'object') return node;
  // An appended item's values are expressions, whatever its fields are called.
  const isItem = key === 'item' && !Array.isArray(node);
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, renameIn(v, from, to, k, isItem)]));
}

/** Renames a state variable everywhere the app reads or changes it. */
export function renameVar(spec: AppSpec, from: string, to: string): void {
  const { state, ...rest } = spec;
  Object.assign(spec, renameIn(rest, from, to));
  for (const v of state) if (v.name === from) v.name = to;
}

/** What a counter prompt counts: "lives counter", "counter for laps", "count my push-ups". */
// ("water glasses counter": the drink as well as its unit.)
const COUNTED = [/([a-z][a-z-]*)\s+(?:counter|tracker|tally|clicker|keeper)\b/g, /\b([a-z][a-z-]*)\s+[a-z]+\s+(?:counter|tally|clicker)\b/g, /\b(?:counter|tally|clicker) (?:for|of) (?:the |my |our )?([a-z][a-z-]*)/g, /\bcount(?:s|ing)? (?:the |my |our |of )?([a-z][a-z-]*)/g];
const STEM = (w: string) => pluralize.singular(w.toLowerCase()).replace(/[^a-z]/g, '');

/**
 * "make lives start at 3" on a "lives counter" the app calls count: the clause's word for what the
 * prompt counts, when the app has just that one number.
 */
export function promptNameOf(spec: AppSpec, clause: Clause, v: StateVar): string | undefined {
  // The app's one kept number (a goal beside it is a setting, not what is counted).
  const numbers = spec.state.filter((s) => s.type === 'number' && s.persist);
  if (numbers.length !== 1 || numbers[0] !== v) return undefined;
  const description = spec.app.description.toLowerCase();
  const counted = new Set(COUNTED.flatMap((re) => [...description.matchAll(re)].map((m) => STEM(m[1]!))));
  const taken = new Set(spec.state.flatMap((s) => [s.name, ...(s.fields ?? []).map((f) => f.name)]).map(STEM));
  const word = clause.text.match(/[A-Za-z][A-Za-z-]*[A-Za-z]/g)?.find((w) => counted.has(STEM(w)) && !taken.has(STEM(w)));
  return word?.toLowerCase();
}

/** The number takes the user's word: its variable, and the caption that showed the old name. */
export function callNumber(spec: AppSpec, v: StateVar, word: string): void {
  const caption = capitalise(v.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
  for (const c of allComponents(spec)) if (c.type === 'text' && c.text === caption) c.text = capitalise(word);
  renameVar(spec, v.name, word.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase()));
}
