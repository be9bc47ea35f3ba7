import type { AppSpec, Field } from '@droidforge/contracts';
import nlp from 'compromise';
import type { Attribute } from '../../understand/plan';
import { parseAttributes } from '../../understand/attributes';
import { normalise } from '../../understand/reader';
import { userSpelling } from '../../understand/words';
import { addField, type NewField } from '../rules/fields';
import { mainList } from '../spec-edit';
import type { Edit, EditOutcome } from './edit';
import { readClause, type Clause } from '../understand/clauses';

// "write down the weight", "keep track of the price": ways of saying a record holds something.
const VERBS = /^(?:please |also |and )*(?:add|record|track|store|include|keep(?: a (?:note|record) of| track of)?|save|log|note(?: down)?|capture|enter|put|(?:write|jot|put|take) down|write(?= (?:(?:some|a|an|the|my|any|few|little|short) )*(?:notes?|comments?|thoughts|reviews?|descriptions?|summar(?:y|ies)|remarks)\b)|let me (?:add|record|enter|pick|choose|note|mark|tick|write down|write|(?=rate\b))|(?=rate (?:each|every|the|my|a|an)\b)|(?:pick|choose|select)(?= (?:a|an) [a-z]+(?: [a-z]+)? (?:for|on) (?:each|every)\b))\s*(?:also\s+)?/;
/** Other edits own these: buttons, screens, switches, timers. */
const NOT_A_FIELD = /\b(buttons?|screens?|pages?|tabs?|switch(?:es)?|toggles?|settings?|timers?|counters?|charts?|graphs?|sounds?|colou?rs?|themes?|icons?|menus?|search|sort)\b/;

/**
 * "add a priority to each task: low, medium or high", "also record the weight in kg for each set":
 * a new field on the main list, typed by the same reading the composer uses (choices, units, yes/no).
 */
export const addFieldEdit: Edit = {
  name: 'add field',
  apply(spec, clause) {
    // "add a rating (number 1-5) and the date I finished it": two fields, each read on its own; both or neither.
    const two = /^(add|include|put in|track|record)\s+(.+?)\s+and\s+((?:the|a|an|my)\s.+)$/i.exec(clause.text);
    if (two) {
      const trial = structuredClone(spec);
      const outcomes = [two[2]!, two[3]!].map((part) => addOneField(trial, readClause(`${two[1]} ${part}`)));
      if (outcomes.every((o) => typeof o === 'object')) {
        Object.assign(spec, trial);
        return { summary: outcomes.map((o) => (o as { summary: string }).summary).join(' ') };
      }
    }
    return addOneField(spec, clause);
  },
};

function addOneField(spec: AppSpec, clause: Clause): EditOutcome {
  // "add a 'released' yes/no": the quoted words are the field's name.
  const said = clause.quoted ? clause.text.replace(/["“”'‘’]([^"“”'‘’]{1,80}?)["“”'‘’](?!\w)/, '$1') : clause.text;
  const stated = statedType(normalise(said));
  const text = stated.text;
  const verb = VERBS.exec(text);
  // "the number of pages for each book" counts pages of a book, not screens of the app.
  // "a colour: red, green or blue" is a field of each record, not the app's colours.
  if (!verb || NOT_A_FIELD.test(text.replace(/\b(?:number of|how many|count of) [a-z]+/g, '').replace(/\bcolou?r(?=\s*(?::|\(|,? like|,? such as))/, ''))) return undefined;
  const list = mainList(spec);
  if (!list?.fields) return undefined;
  const rest = fieldWords(text.slice(verb[0].length));
  const [named, options] = splitOptions(whenDone(rest, stated.type).replace(/ (?:field|column|input)s?\b/, '').replace(EACH_RECORD, '').trim());
  // ("a category to each one - utilities, subscriptions or other": whose it is, said before the choices.)
  const said2 = named.replace(EACH_RECORD, '').trim();
  // "whether they can drive": the composer's reading keeps only "can", so the modal and verb name it.
  // ("whether it needs full sun": what it needs names it, Needs full sun.)
  // "whether I'd recommend it": the contraction written out, so it reads as the modal it is.
  const phrase = said2.replace(/\b(i|we|you|they|he|she)'d\b/g, '$1 would');
  const modal = /^(?:whether|if) (?:or not )?[a-z]+ (?:can|could|will|would|should|must|may|needs?|likes?|wants?|gets?) [a-z]/.test(phrase);
  const done = stated.type === 'bool' || /^(?:whether|if)\b/.test(phrase) ? doneSomething(phrase) : undefined;
  const attr = done ?? (modal ? namedOnly(phrase, 'yesno') : readAttribute(withoutRelativeClause(phrase), options) ?? (stated.type ? namedOnly(phrase) : undefined));
  if (!attr) return undefined;
  const field = withType(toField(attr, clause.text), stated.type);
  const had = list.fields.some((f) => f.name === field.name);
  const problem = addField(spec, field);
  if (problem) return problem;
  if (had) return { summary: `${field.label} is now a choice: ${field.options!.join(', ')}.` };
  const extra = field.options ? ` (${field.options.join(', ')})` : field.unit ? ` in ${field.unit}` : field.type === 'date' ? ' (a date)' : field.type === 'bool' ? ' (yes/no)' : '';
  return { summary: `Added ${field.label.toLowerCase()}${extra} to each ${list.name.replace(/s$/, '')}.` };
}

/** The words naming the field, after the verb: the ways people describe a field read as its name (and choices). */
function fieldWords(words: string): string {
  // "mark each expense as paid or not": a yes/no field named by the state.
  // "a field for the date i finished each book": the field is what follows "field for".
  return words.replace(/^(?:an? |another )?(?:new )?(?:field|column|input|box|place|spot) (?:for|with|called|named|to (?:record|note|hold|store|enter)) /, '').replace(/^(?:each|every|all|the|my|an?) [a-z]+ as (.+?)(?: or not)?$/, 'whether $1')
    // "write some notes about it", "notes on how I felt": what the notes are about is what they hold, not their name.
    .replace(/^((?:(?:some|a|an|the|my|any|few|little|short) )*(?:notes?|comments?|thoughts|reviews?|descriptions?|summar(?:y|ies)|remarks)) (?:on|about|of|saying|describing) .*$/, '$1')
    // "a 'paid by' field where I pick either me or Sam": the choices, after the words saying they are picked.
    .replace(/\s+(?:where|so(?: that)?|that lets|which lets|to let|letting)\s+(?:me|i|we|you|us)\s+(?:can\s+)?(?:pick|choose|select)\s+(?:(?:either|between|from|one of)\s+)?(?=[a-z0-9]+(?: [a-z0-9]+)?(?:,| or | and ))/, ': ')
    // "what I paid for each bottle as a price": the name the user gives it.
    .replace(/^(?:what|which|how much|how many)\b.*?\bas (?:an? |the )?([a-z]+(?: [a-z]+)?)$/, '$1')
    // "how much each thing costs", "how much it weighs": the cost, the weight.
    .replace(/^how much (?:each|every|the|a|it|they|one)(?: [a-z]+)? (cost|weigh|is worth|are worth)s?(?: [a-z ]+)?$/, (_m, verb: string) => (verb === 'weigh' ? 'weight' : /worth/.test(verb) ? 'value' : 'cost'))
    // "what I'm asking for it, like 2.50": the asking price.
    .replace(/^what (?:i'm|i am|we're|we are) (?:asking|charging|selling it)(?: for (?:it|them|each))?(?:,? like .*)?$/, 'asking price')
    // "how much I paid for it": its price.
    .replace(/^(?:what|how much) (?:i|we) (?:paid|spent)(?: for (?:it|them|each [a-z]+))?$/, 'price')
    // "a dropdown for the aisle: fruit, dairy, bakery": the thing first named by its control.
    .replace(/^(?:an? )?(?:dropdown|drop-down|drop down|picker|selector) (?:for|of) (?:the |each |an? )?([a-z]+(?: [a-z]+)?)\s*(?::|-|with)\s*(.+)$/, '$1: $2')
    // "a category dropdown with breakfast, lunch, dinner": a choice of those.
    .replace(/^(?:an? )?([a-z]+(?: [a-z]+)?) (?:dropdown|drop-down|drop down|picker|selector|choice) (?:with|of|for|:) (?:options? )?(.+)$/, '$1: $2')
    // "a genre field with choices comedy, drama, horror", "a category field - food, transport, bills": a choice of those.
    .replace(/^(?:an? )?([a-z]+(?: [a-z]+)?) (?:field|column) (?:with|having) (?:the )?(?:choices|options)(?: of)?:? (.+)$/, '$1: $2')
    .replace(/^(?:an? )?([a-z]+(?: [a-z]+)?) (?:field|column) ?(?:[-–—:]|with) ([^,]+(?:, ?[^,]+)+)$/, '$1: $2')
    // "rate each book out of 5": a rating in that range.
    .replace(/^rate (?:each|every|the|my|an?) [a-z0-9]+(?: [a-z]+)? (?:out of|from 1 to|on a scale of 1 to|1 to|1-) ?(\d+)$/, 'rating from 1 to $1')
    .replace(/^rate (?:each|every|the|my|an?) [a-z0-9]+(?: [a-z]+)?$/, 'rating from 1 to 5')
    // "how much light each plant needs", "how many seeds each packet holds": the thing measured names it.
    .replace(/^how (?:much|many) ([a-z]+(?: [a-z]+){0,2}) (?:each|every|the|it|they|one|a|an)(?: [a-z]+)? (?:needs?|gets?|has|have|holds?|takes?|uses?|wants?|likes?)\b(.*)$/, '$1$2')
    // "how often each one needs watering": the watering frequency (its unit said after it, ", in days").
    .replace(/^how often (?:each|every|the|it|they|one|a|an)(?: [a-z]+)? (?:needs?|gets?|wants?|has|should (?:get|have)) ([a-z]+ing)\b,?(.*)$/, '$1 frequency$2')
    // "which shop I bought it at", "what brand it is": the thing asked about names the field.
    .replace(/^(?:which|what) ([a-z]+) (?:i|we|it|they|he|she|you)\b.*$/, '$1');
}

/** "a date field for when I finished it", "a field for when we planted it": the date of what was done (the date finished). */
function whenDone(rest: string, type: Field['type'] | undefined): string {
  if (type !== undefined && type !== 'date') return rest;
  return rest.replace(/^when ((?:i|we|you|they|he|she)(?:'ve| have| had)? [a-z]+)(?: (?:it|them|this|that|one|each one|each))?$/, 'the date $1');
}

/** "… to each bill", "… for every one": whose the field is, said after its name; never part of it. */
const EACH_RECORD = /\s+(?:to|for|on|in|with) (?:each|every|all|the|my|a) [a-z0-9]+(?: [a-z]+)?(?=$|:|,|\s*\()/;

const TYPE_WORDS: Record<string, Field['type']> = { 'yes/no': 'bool', 'yes or no': 'bool', 'true/false': 'bool', checkbox: 'bool', 'check box': 'bool', tickbox: 'bool', 'tick box': 'bool', tick: 'bool', number: 'number', numeric: 'number', date: 'date', text: 'text' };
const TYPE = Object.keys(TYPE_WORDS).map((w) => w.replace('/', '\\/')).join('|');
// "a yes/no field for whether …", "a number field called hours": the type, then what the field is for.
// ("a yes/no for whether it needs full sun", "a tick for whether …": the word field left out, after a yes/no or a tick.)
const TYPE_BEFORE = new RegExp(`\\b(?:an? )?(${TYPE}) (field|column|input|box)(?= (?:for|called|named|to|that|with) )|\\ban? (yes\\/no|yes or no|true\\/false|tick(?: ?box)?|check ?box)(?= (?:for|called|named|that) )`);
// "an hourly rate field, as a number", "… (a date)": the type said after the field.
// ("a rating (number 1-5)": the type with its range.)
// ("… whether it's been returned, yes or no": the type said last, after a comma.)
const TYPE_AFTER = new RegExp(`(?:,?\\s+(?:as|of type|type)|\\s*\\(|,)\\s*(?:an? )?(${TYPE})(?: field)?(?: (?:from )?\\d+ ?(?:-|–|to) ?\\d+)?\\)?$`);

/**
 * The type the user names for the field ("a yes/no field for …", "…, as a number"), and the clause
 * without it: the type word is not part of the field's name, and it decides the type over a guess
 * from the name ("hourly rate" reads as money, "can drive" as nothing at all).
 */
function statedType(text: string): { type?: Field['type']; text: string } {
  const before = TYPE_BEFORE.exec(text);
  if (before) return { type: TYPE_WORDS[(before[1] ?? before[3])!], text: text.replace(before[0], `a ${before[2] ?? 'field'}`) };
  const after = TYPE_AFTER.exec(text);
  if (after) return { type: TYPE_WORDS[after[1]!], text: text.slice(0, after.index) };
  return { text };
}

/**
 * A field whose type the user gave, named by its words when the composer's reading does not take
 * them ("whether they can drive on field trips"): the subject of "whether" and any place or time
 * after the first words ("on field trips") say whose and when, not what, so the name is what is left.
 */
function namedOnly(phrase: string, kind: Attribute['kind'] = 'text'): Attribute | undefined {
  // "whether I would recommend it": the user's own judgement is named by its verb alone, Recommend.
  const words = phrase.replace(/^(?:an?|the|some|my)\s+/, '').replace(/^(?:whether|if) (?:or not )?(?:i|we) (?:would|will) ([a-z]+)(?: (?:it|them|this|that|one))?$/, '$1').replace(/^(?:whether|if) (?:or not )?(?:they|he|she|it|we|i|you|the [a-z]+) /, '').replace(/ (?:on|in|at|for|to|during|with|when|while|after|before) .*$/, '').split(' ').filter((w) => /^[a-z]+$/.test(w));
  if (words.length === 0 || words.length > 4) return undefined;
  const name = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
  return { name, label: words.join(' ').replace(/^./, (c) => c.toUpperCase()), kind };
}

/**
 * "whether I've got them a card yet", "if we sent the invitation": what the user has done, named by
 * its verb and the thing (Got card); the person it was done for and "yet" say nothing about what it is.
 */
function doneSomething(phrase: string): Attribute | undefined {
  // ("… this year", "… yet": when, not what.)
  const bare = phrase.replace(/\bive\b/g, "i've").replace(/ (?:yet|already|this (?:year|month|week|season|time)|today|recently)$/, '');
  // ("whether it's been returned", "if they were paid": what was done to it names it, Returned.)
  const passive = /^(?:whether|if) (?:or not )?(?:it|they|he|she|the [a-z]+)(?:'s|'ve| has| have)? (?:already )?(?:been|was|were|is|are|got) (?:already )?([a-z]+)$/.exec(bare);
  if (passive && nlp(passive[1]!).has('#PastTense')) return { name: passive[1]!, label: `${passive[1]![0]!.toUpperCase()}${passive[1]!.slice(1)}`, kind: 'yesno' };
  const m = /^(?:whether|if) (?:or not )?(?:i|we|you|they|he|she)(?:'?ve|'ve| have| has)? (?:already )?([a-z]+)(?: (?:them|him|her|it|us|me))?(?:( (?:a|an|the|my|our|their|his|some))? ([a-z]+))?$/.exec(bare);
  // (After "a" or "the" the word is a thing; on its own it must not read as a verb, "whether I've paid yet".)
  if (!m || !nlp(m[1]!).has('#PastTense') || (m[3] && !m[2] && nlp(m[3]).has('#Verb'))) return undefined;
  const [verb, thing] = [m[1]!, m[3] ?? ''];
  const cap = (w: string) => `${w[0]!.toUpperCase()}${w.slice(1)}`;
  return { name: `${verb}${thing ? cap(thing) : ''}`, label: cap(`${verb}${thing ? ` ${thing}` : ''}`), kind: 'yesno' };
}

/** The stated type wins over the guess from the name; a choice or unit of another type goes with it. */
function withType(field: NewField, type: Field['type'] | undefined): NewField {
  if (!type || type === field.type) return field;
  const { kind, options, unit, ...rest } = field;
  return { ...rest, type, ...(type === 'number' && unit ? { unit } : {}), ...(type === 'text' && options ? { kind, options } : {}) };
}

/**
 * "the weight i lifted in kg", "the price we paid (in euros)": the words after the field name only say
 * whose it is, while the unit after them still types it. Without a unit the clause can be the name
 * itself ("the date i finished" is the date finished), so it stays.
 */
function withoutRelativeClause(phrase: string): string {
  return phrase.replace(/^((?:an?|the|my|some)\s+)?([a-z]+(?: [a-z]+)?) (?:that |which )?(?:i|we|you|they) [a-z]+(?= in [a-z]| \()/, '$1$2');
}

/** "priority: low, medium or high" → ["priority", "low, medium or high"]. */
function splitOptions(rest: string): [string, string | undefined] {
  // ("how much sun they need - full sun, part shade or shade": a dash between spaces introduces them too.)
  const m = /^(.+?)\s*(?::|\(|(?<=\s)[-–—](?=\s)|,? (?:like|such as|either|from|e\.g\.))\s*(.+?)\)?$/.exec(rest);
  if (m && /,| or /.test(m[2]!)) return [m[1]!, m[2]!];
  // ("a priority, high medium or low": after a comma, single words ending "or …" are its choices, said without commas.)
  const bare = /^((?:[a-z]+ ){0,2}[a-z]+),\s*((?:[a-z]+,? ){1,6}or [a-z]+)$/.exec(rest);
  if (bare) return [bare[1]!, bare[2]!.replace(/,? (?!or\b)(?=[a-z]+ )/g, ', ')];
  return [rest, undefined];
}

function readAttribute(phrase: string, options: string | undefined): Attribute | undefined {
  const words = phrase.replace(/^(?:an?|the|some|my)\s+/, '');
  if (!words || words.split(' ').length > 7) return undefined;
  const parsed = parseAttributes(options ? `${words} (${options})` : words);
  return parsed.rejected.length === 0 && parsed.attributes.length === 1 ? parsed.attributes[0] : undefined;
}

function toField(attr: Attribute, original: string): NewField {
  const type = attr.kind === 'money' || attr.kind === 'number' ? 'number' : attr.kind === 'yesno' ? 'bool' : attr.kind === 'date' ? 'date' : 'text';
  const kind = attr.kind === 'yesno' ? undefined : attr.kind;
  return {
    name: attr.name,
    label: attr.label,
    type,
    ...(kind && kind !== 'text' && kind !== 'number' ? { kind } : {}),
    ...(attr.options ? { options: attr.options.map((o) => userSpelling(original, o)) } : {}),
    ...(attr.unit ? { unit: attr.unit } : {}),
  };
}
