import { RESERVED_WORDS } from '@droidforge/contracts';
import { isFragmentName, repairedName } from '../name-quality';
import { singularize, toSentenceCase, toSnakeCase } from './words';

/** Names AppSpec keeps for itself inside list items. */
const APPSPEC_NAMES = new Set(['item', 'index', 'load', 'save']);

/** A field name AppSpec and Kotlin accept: snake_case, at most 30 characters, never a keyword. */
function safeFieldName(text: string): string {
  const name = toSnakeCase(text).slice(0, 30).replace(/_$/, '');
  return RESERVED_WORDS.has(name) || APPSPEC_NAMES.has(name) ? `${name}_value` : name;
}

/** A field of a list item as understood from the prompt. Mirrors AppSpec's Field types. */
export interface FieldGuess {
  name: string;
  label: string;
  type: 'number' | 'text' | 'bool' | 'date';
}

/** Words that introduce a list of fields: "with title, amount and date", "storing name, phone and email". */
const FIELD_LIST_TRIGGERS =
  /(?:\b(?:with|storing|stores?|records?|recording|tracking|having|have|has|fields?|columns?|containing|including|capture|enter)\s+|[:(]\s*)(?:an?\s+|the\s+|their\s+|its\s+|each\s+)?/gi;

/** Verbs that sometimes lead the first item ("Workout log: record exercise name, sets"). */
const LEADING_VERB = /^(?:record|add|enter|track|store|save|log|with)\s+/i;

/** An item that starts with one of these is a clause, not a field name ("show the total", "tap one"). */
const CLAUSE_STARTERS = new Set([
  'show', 'shows', 'showing', 'tap', 'list', 'keep', 'mark', 'filter', 'see', 'sort', 'sorted', 'search', 'swipe',
  'long', 'buttons', 'button', 'plus', 'minus', 'i', 'it', 'that', 'which', 'where', 'when',
  'then', 'so', 'to', 'for', 'in', 'on', 'display', 'displays', 'delete', 'remove', 'edit', 'add', 'save', 'dark',
  'light', 'progress', 'history', 'statistics', 'stats', 'tick', 'check', 'green', 'red', 'blue', 'purple',
]);

const NOT_FIELDS = /\b(app|theme|mode|screen|slider|button|buttons|bar|list|colou?rs?|toggle|toggles|timer|sound)\b/i;

const NUMBER_FIELD = /\b(amount|price|cost|qty|quantity|quantities|sets|reps|weight|pages?|number|count|age|calories|kcal|minutes|hours|km|miles|distance|total|rating|score|servings|duration|height|budget|value|salary|balance)\b/i;
const DATE_FIELD = /\b(date|birthday|due|deadline|when|day|dob)\b/i;
const BOOL_FIELD = /\b(done|learned|completed|favou?rite|checked|paid|read|visited)\b/i;

export function guessFieldType(name: string): FieldGuess['type'] {
  if (DATE_FIELD.test(name)) return 'date';
  if (BOOL_FIELD.test(name)) return 'bool';
  if (NUMBER_FIELD.test(name)) return 'number';
  return 'text';
}

export function makeField(rawName: string, type?: FieldGuess['type'], asSaid = false): FieldGuess {
  const words = rawName.replace(/[^\p{L}\p{N}\s'-]/gu, ' ').trim().toLowerCase().split(/\s+/);
  const last = words.pop() ?? rawName;
  // asSaid: "add an allergies field" keeps the user's plural (a field that lists several).
  const singular = [...words, last === 'notes' ? 'note' : asSaid ? last : singularize(last)].join(' ');
  const guessed = type ?? guessFieldType(rawName);
  // ("what happened", "who (Mia or Jack)": a name made of a clause's fragment takes the head noun, or the kind's name.)
  const name = safeFieldName(singular);
  const clean = isFragmentName(name) ? safeFieldName(repairedName(name, singular, guessed === 'bool' ? 'yesno' : guessed)) : name;
  return { name: clean, label: toSentenceCase(singular), type: guessed };
}

/** Splits "amount, category and note, show the total" into items, stopping at the first clause. */
function takeFieldItems(segment: string): string[] {
  const cut = segment.split(/[;.!?)\n]|\s+(?:with|to|so|that|which|where|for|per|from|in|on|by|sorted|showing|shows)\s+/i)[0] ?? '';
  const parts = cut.split(/\s*,\s*|\s+and\s+|\s+or\s+|\s*&\s*|\s*\/\s*/i).map((part) => part.trim());
  const items: string[] = [];
  for (const part of parts) {
    const item = part.replace(/^(an?|the|their|its)\s+/i, '').replace(LEADING_VERB, '');
    if (item === '') continue;
    const words = item.split(/\s+/);
    const first = words[0]?.toLowerCase() ?? '';
    if (words.length > 3 || CLAUSE_STARTERS.has(first) || NOT_FIELDS.test(item) || /\d/.test(item)) break;
    items.push(item);
  }
  return items;
}

/**
 * The item fields named in a prompt ("Notes have a title and a body" -> title, body). Picks the longest
 * list introduced by a trigger word; a single noun counts only when introduced by "with" ("with quantities").
 */
export function extractFields(prompt: string): FieldGuess[] {
  let best: string[] = [];
  for (const match of prompt.matchAll(FIELD_LIST_TRIGGERS)) {
    const start = (match.index ?? 0) + match[0].length;
    // "which kid (Mia, Leo or Sam)", "who paid (Ana, Ben)": names in brackets after which/who are one field's options.
    if (match[0].startsWith('(') && /\b(?:which|whose) [a-z]+\s*$|\bwho(?:'s| is)?(?: [a-z]+)?\s*$/i.test(prompt.slice(0, match.index))) continue;
    const items = takeFieldItems(prompt.slice(start));
    if (items.length > best.length) best = items;
  }
  const seen = new Set<string>();
  return best.map((item) => makeField(item)).filter((field) => !seen.has(field.name) && seen.add(field.name));
}

/** A field named exactly as given (no singular form), for builders' own fields. */
export function literalField(name: string, type: FieldGuess['type'], label?: string): FieldGuess {
  return { name, label: label ?? toSentenceCase(name.replace(/_/g, ' ')), type };
}
