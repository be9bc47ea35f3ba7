import type { Attribute } from '../../understand/plan';
import { parseAttributes } from '../../understand/attributes';
import { normalise } from '../../understand/reader';
import { userSpelling } from '../../understand/words';
import { addField, type NewField } from '../rules/fields';
import { mainList } from '../spec-edit';
import type { Edit } from './edit';

// "write down the weight", "keep track of the price": ways of saying a record holds something.
const VERBS = /^(?:please |also |and )*(?:add|record|track|store|include|keep(?: a (?:note|record) of| track of)?|save|log|note(?: down)?|capture|enter|put|(?:write|jot|put|take) down|let me (?:add|record|enter|pick|choose|note|mark|tick|write down))\s+(?:also\s+)?/;
/** Other edits own these: buttons, screens, switches, timers. */
const NOT_A_FIELD = /\b(buttons?|screens?|pages?|tabs?|switch(?:es)?|toggles?|settings?|timers?|counters?|charts?|graphs?|sounds?|colou?rs?|themes?|icons?|menus?|search|sort)\b/;

/**
 * "add a priority to each task: low, medium or high", "also record the weight in kg for each set":
 * a new field on the main list, typed by the same reading the composer uses (choices, units, yes/no).
 */
export const addFieldEdit: Edit = {
  name: 'add field',
  apply(spec, clause) {
    const text = normalise(clause.text);
    const verb = VERBS.exec(text);
    // "the number of pages for each book" counts pages of a book, not screens of the app.
    // "a colour: red, green or blue" is a field of each record, not the app's colours.
    if (!verb || NOT_A_FIELD.test(text.replace(/\b(?:number of|how many|count of) [a-z]+/g, '').replace(/\bcolou?r(?=\s*(?::|\(|,? like|,? such as))/, ''))) return undefined;
    const list = mainList(spec);
    if (!list?.fields) return undefined;
    // "mark each expense as paid or not": a yes/no field named by the state.
    // "a field for the date i finished each book": the field is what follows "field for".
    const rest = text.slice(verb[0].length).replace(/^(?:an? |another )?(?:new )?(?:field|column|input|box|place|spot) (?:for|with|called|named|to (?:record|note|hold|store|enter)) /, '').replace(/^(?:each|every|all|the|my|an?) [a-z]+ as (.+?)(?: or not)?$/, 'whether $1');
    const [phrase, options] = splitOptions(rest.replace(/ (?:field|column|input)s?\b/, '').replace(/\s+(?:to|for|on|in|with) (?:each|every|all|the|my|a) [a-z]+(?: [a-z]+)?(?=$|:|\s*\()/, '').trim());
    const attr = readAttribute(withoutRelativeClause(phrase), options);
    if (!attr) return undefined;
    const field = toField(attr, clause.text);
    const had = list.fields.some((f) => f.name === field.name);
    const problem = addField(spec, field);
    if (problem) return problem;
    if (had) return { summary: `${field.label} is now a choice: ${field.options!.join(', ')}.` };
    const extra = field.options ? ` (${field.options.join(', ')})` : field.unit ? ` in ${field.unit}` : field.type === 'date' ? ' (a date)' : field.type === 'bool' ? ' (yes/no)' : '';
    return { summary: `Added ${field.label.toLowerCase()}${extra} to each ${list.name.replace(/s$/, '')}.` };
  },
};

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
  const m = /^(.+?)\s*(?::|\(|,? (?:like|such as|either|from|e\.g\.))\s*(.+?)\)?$/.exec(rest);
  return m && /,| or /.test(m[2]!) ? [m[1]!, m[2]!] : [rest, undefined];
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
