import type { AppSpec } from '@droidforge/contracts';
import nlp from 'compromise';
import { camel } from '../understand/words';

/**
 * Names built from a fragment of a clause ("theySing" from "what they sing", "ifName", "reHaving"
 * from "you're having", "whethers", "were") tell the user nothing. This module finds them in a
 * spec, and repairs a proposed name before it is used.
 *
 * The rule, for a NAME (a field's code name, a list's name, the app's name, a screen's title):
 * split it into words (camelCase or spaces); it is a fragment when
 *   - its first word is a pronoun ("they", "it", "nothing"), an auxiliary or modal ("were", "did",
 *     "should"), a conjunction ("if", "whether"), a question word ("who", "how") or a contraction's
 *     leftover ("re", "ll", "ve", "s", "d", "t", "m"), or such a word with a plural "s" ("whethers",
 *     "whos"); or
 *   - every word is a function word (determiner, preposition, pronoun, conjunction, auxiliary).
 * Possessives ("my", "our") only count when nothing but function words follow: "My Recipes" names
 * the user's recipes.
 *
 * A field's LABEL is the user's own words on screen, so it is held to a looser rule: a label may
 * open with a question word or an auxiliary when it goes on to a content word and the field's
 * code name is clean ("Who's cooking" over `cook`, "How bad" over `severity`, "Did you stretch?"
 * over `stretched`). A label is a fragment only when it opens with a contraction's leftover or a
 * bare pronoun/conjunction followed by a verb ("they sing"), or holds only function words.
 */

/** A question word alone, as a column's header ("who", "what", "when", "where"). */
const QUESTION_ALONE = /^(?:who|what|when|where|which)$/;

/** The closed classes compromise cannot tell alone (an auxiliary "did", an indefinite pronoun "nothing"). */
const AUXILIARY = /^(?:do|does|did|doing|have|has|had|having|be|been|being|am|is|are|was|were|shall|ought)$/;
const INDEFINITE = /^(?:nothing|something|anything|everything|someone|anyone|everyone|nobody|somebody|anybody|everybody|noone|whatever|whoever|whichever|whenever|wherever)$/;
/** What is left of "you're", "we'll", "I've", "it's", "I'd", "don't", "I'm" once the apostrophe is dropped. */
const LEFTOVER = /^(?:re|ll|ve|s)$/;
/** Words of place and time that stand in for a noun ("who was there"). */
const PRO_ADVERB = /^(?:there|here|then|now)$/;

const FUNCTION_TAGS = ['Pronoun', 'Possessive', 'Determiner', 'Preposition', 'Conjunction', 'Copula', 'Modal', 'QuestionWord', 'Auxiliary', 'Negative'];
const OPENING_TAGS = ['Pronoun', 'Conjunction', 'Copula', 'Modal', 'QuestionWord', 'Auxiliary'];

const tagCache = new Map<string, Set<string>>();
/** A word's part-of-speech tags, read alone (cached: the same few words come back). */
function tagsOf(word: string): Set<string> {
  let tags = tagCache.get(word);
  if (!tags) {
    const term = (nlp(word).json() as Array<{ terms?: Array<{ tags?: string[] }> }>)[0]?.terms?.[0];
    tags = new Set(term?.tags ?? []);
    if (tagCache.size < 5000) tagCache.set(word, tags);
  }
  return tags;
}

/** "theySing" → they sing; "Who's cooking" → who's cooking; "whosCooking" → whos cooking. */
export function wordsOf(name: string): string[] {
  // ("To-do", "T-shirt size", "Plus-ones": a hyphen makes one word; "toDo" is the same to-do.)
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[’`]/g, "'").toLowerCase().split(/[^a-z0-9'-]+/).filter(Boolean);
  return words.join(' ').replace(/^to do\b/, 'to-do').split(' ').map((w) => w.replace(/^-+|-+$/g, '')).filter(Boolean);
}

/** A word that only links or stands in for others: a pronoun, determiner, preposition, conjunction, auxiliary. */
function isFunctionWord(word: string): boolean {
  if (word.includes('-')) return false;
  const w = word.replace(/'.*$/, '');
  if (!w || AUXILIARY.test(w) || INDEFINITE.test(w) || LEFTOVER.test(w) || PRO_ADVERB.test(w)) return true;
  const tags = tagsOf(w);
  return FUNCTION_TAGS.some((t) => tags.has(t));
}

/** Why a word cannot open a name, or undefined when it can. */
function badOpening(word: string): string | undefined {
  // (A compound, "to-do" or "t-shirt", is one word of its own; "to" before a noun is a place, "To place".)
  if (word.includes('-') || word === 'to') return undefined;
  const w = word.replace(/'.*$/, '');
  if (LEFTOVER.test(w)) return 'a contraction leftover';
  // ("whethers", "whos": a function word the composer made plural.)
  for (const form of /[^s]s$/.test(w) && w.length <= 9 ? [w, w.slice(0, -1)] : [w]) {
    if (AUXILIARY.test(form)) return 'an auxiliary';
    if (INDEFINITE.test(form)) return 'a pronoun';
    const tags = tagsOf(form);
    if (tags.has('Possessive')) continue;
    const tag = OPENING_TAGS.find((t) => tags.has(t));
    if (tag) return { Pronoun: 'a pronoun', Conjunction: 'a conjunction', Copula: 'an auxiliary', Modal: 'a modal', QuestionWord: 'a question word', Auxiliary: 'an auxiliary' }[tag];
  }
  return undefined;
}

/** Why a name (code name, list name, app name, screen title) is a fragment of a clause; undefined when it is a clean name. */
export function fragmentReason(name: string): string | undefined {
  const words = wordsOf(name);
  if (words.length === 0) return undefined;
  // A letter alone is an option's name (a quiz's answers a, b, c, d); a leftover needs a word after it.
  if (words.length === 1 && words[0]!.length === 1) return undefined;
  // ("From", "To", "About", "Out": one preposition is a column's or a screen's header, as people write them;
  // so is one question word, "what, amount, date": only a question word with the rest of its clause is a fragment.)
  if (words.length === 1 && (words[0] === 'to' || QUESTION_ALONE.test(words[0]!) || (tagsOf(words[0]!).has('Preposition') && !tagsOf(words[0]!).has('Conjunction')))) return undefined;
  const opening = badOpening(words[0]!);
  if (opening) return `opens with ${opening} ("${words[0]}")`;
  if (words.every(isFunctionWord)) return 'only function words';
  return undefined;
}

/** True when a name is a fragment of a clause ("theySing", "ifName", "were"); false for "Part", "Due date". */
export function isFragmentName(name: string): boolean {
  return fragmentReason(name) !== undefined;
}

/** Why a field's on-screen label is a fragment; the user's own question ("Who's cooking") is not. */
export function labelFragmentReason(label: string): string | undefined {
  const words = wordsOf(label);
  if (words.length === 0) return undefined;
  const first = words[0]!.replace(/'.*$/, '');
  // A question the user wrote as a label ("How bad", "Who they are", "Where to", "Did you stretch?") reads whole.
  if (QUESTION.test(first) || AUXILIARY.test(first) || tagsOf(first).has('Modal')) return undefined;
  // ("Everyone's score": an indefinite pronoun's possessive before a noun says whose.)
  if (words.length > 1 && INDEFINITE.test(words[0]!.replace(/'?s$/, '')) && words[0] !== words[0]!.replace(/'?s$/, '')) return undefined;
  return fragmentReason(label);
}

/** The question words, and their "'s" forms as people type them without the apostrophe. */
const QUESTION = /^(?:who|whom|whose|what|when|where|why|how|which|whos|whats|hows|wheres)$/;

/** A screen's title or the app's name: as a label, the user's question reads whole, but never a bare question word. */
export function titleFragmentReason(title: string): string | undefined {
  const words = wordsOf(title);
  if (words.length >= 2 && QUESTION.test(words[0]!) && !words.slice(1).every(isFunctionWord)) return undefined;
  return fragmentReason(title);
}

export interface NameProblem {
  /** Where the name shows: "app name", "screen home title", "list meals", "field meals.theySing", "label meals.cook". */
  where: string;
  name: string;
  reason: string;
}

/** Every user-visible name of a spec that is a fragment of a clause. Pure. */
export function nameProblems(spec: AppSpec): NameProblem[] {
  const out: NameProblem[] = [];
  const check = (where: string, name: string | undefined, reasonOf: (n: string) => string | undefined = fragmentReason) => {
    if (!name) return;
    const reason = reasonOf(name);
    if (reason) out.push({ where, name, reason });
  };
  check('app name', spec.app.name, titleFragmentReason);
  for (const screen of spec.screens) check(`screen ${screen.id} title`, screen.title, titleFragmentReason);
  for (const v of spec.state) {
    if (v.type === 'list') check(`list ${v.name}`, v.name);
    for (const f of v.fields ?? []) {
      // ("Plus-ones number" over plusOnesNumber: the label's compound is one word of the name.)
      const compound = wordsOf(f.label ?? '')[0];
      const fromCompound = !!compound?.includes('-') && wordsOf(f.name).join('-').startsWith(compound.replace(/'/g, ''));
      if (!fromCompound) check(`field ${v.name}.${f.name}`, f.name);
      check(`label ${v.name}.${f.name}`, f.label, labelFragmentReason);
    }
  }
  return out;
}

/** What a question word asks for, when nothing else in the phrase names it ("who does it": a person). */
const ASKS_FOR: Record<string, string> = { who: 'person', whom: 'person', whos: 'person', whose: 'owner', where: 'place', wheres: 'place', why: 'reason' };
/** A field's kind as a name, the last resort ("Note" for text). */
const KIND_NAME: Record<string, string> = { text: 'note', number: 'amount', money: 'amount', date: 'date', time: 'time', choice: 'type', yesno: 'done' };

/**
 * A clean name for a field whose proposed name is a fragment of a clause: the head noun of its label
 * ("where in the greenhouse" → greenhouse, "whose side" → side), else the words left once the
 * fragment's opening is dropped ("who's cooking" → cooking, "how rested" → rested), else what its
 * question word asks for ("who does it" → person), else its kind ("Note"). Names already taken are skipped.
 */
export function repairedName(name: string, label: string, kind: string, taken: ReadonlySet<string> = new Set()): string {
  if (!isFragmentName(name)) return name;
  const ok = (n: string | undefined): n is string => !!n && /^[a-z][a-zA-Z0-9]{1,40}$/.test(n) && !isFragmentName(n) && !taken.has(n);
  // The head noun: the last noun of the label that is no pronoun nor stand-in ("there", "nothing").
  const terms = (nlp(label).json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>).flatMap((s) => s.terms);
  const nouns = terms.filter((t) => t.tags.includes('Noun') && !t.tags.includes('Pronoun') && !t.tags.includes('Acronym') && !t.tags.includes('QuestionWord') && !isFunctionWord(t.text.toLowerCase()));
  const head = nouns.at(-1)?.text.toLowerCase().replace(/[^a-z]/g, '');
  const words = wordsOf(name);
  // ("every" X days: function words before the head noun keep their sense, "everyDays".)
  const joined = head ? camel([...words.map((w) => w.replace(/[^a-z0-9]/g, '')), head].join(' ')) : undefined;
  if (!badOpening(words[0]!) && !words.includes(head ?? '') && ok(joined)) return joined;
  if (ok(head)) return head;
  let rest = words;
  while (rest.length > 0 && (badOpening(rest[0]!) || isFunctionWord(rest[0]!))) rest = rest.slice(1);
  const left = camel(rest.map((w) => w.replace(/[^a-z0-9]/g, '')).join(' '));
  if (rest.length > 0 && !rest.every(isFunctionWord) && ok(left)) return left;
  const first = words[0]!.replace(/'.*$/, '');
  const first2 = `${first} ${words[1] ?? ''}`;
  const asked = /^how (?:much|many)/.test(first2) ? (kind === 'money' ? 'amount' : 'count') : first === 'when' ? (kind === 'time' ? 'time' : 'date') : ASKS_FOR[first];
  if (ok(asked)) return asked;
  const fallback = KIND_NAME[kind] ?? 'note';
  if (ok(fallback)) return fallback;
  for (let i = 2; i < 10; i++) if (ok(`${fallback}${i}`)) return `${fallback}${i}`;
  return name;
}
