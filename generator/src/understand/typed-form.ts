import type { Reader } from './reader';
import type { StatedFormula } from './formulas';
import { camel, sentenceCase } from './words';

/** A typed quantity: "flour grams", "weight in kg", "my three test scores". */
interface Typed { name: string; label: string; words: string }

const UNIT = '(?:grams?|g|kg|kilos?|ml|millilit(?:re|er)s?|lit(?:re|er)s?|l|oz|ounces?|lbs?|pounds?|cm|mm|m|met(?:re|er)s?|inch(?:es)?|minutes?|mins?|hours?|%|percent)';

/** "flour grams", "water in grams": the thing typed, named by its noun, with its unit beside the label. */
function typedOf(item: string): Typed | undefined {
  const m = new RegExp(`^(?:my |the |our |a |an |how many )?([a-z]+(?: [a-z]+)??)(?: (?:in )?(${UNIT}))?$`).exec(item.trim());
  if (!m || /^(?:it|them|that|this|numbers?|values?)$/.test(m[1]!)) return undefined;
  return { name: camel(m[1]!), label: `${sentenceCase(m[1]!)}${m[2] ? ` (${m[2]})` : ''}`, words: m[1]! };
}

/** A formula of the domain library for what is asked, from the quantities typed (by their names), if it knows one. */
type Known = (typed: Typed[], text: string) => Pick<StatedFormula, 'results'> & { extra?: StatedFormula['inputs'] } | undefined;

const sum = (typed: Typed[]) => typed.map((x) => x.name).join(' + ');

/**
 * From the baking library: a dough's hydration is its water over its flour, in percent; a starter (levain) counts
 * as flour and water in the share its own hydration says (half each at 100%).
 */
const hydration: Known = (typed, text) => {
  const flour = typed.find((x) => /\bflour\b/.test(x.words));
  const water = typed.find((x) => /\b(?:water|liquid)\b/.test(x.words));
  if (!flour || !water) return undefined;
  const starter = typed.find((x) => /\b(?:starter|levain|sourdough)\b/.test(x.words));
  const said = starter ? /\b(?:starter|levain)\b[^.;)]*?\b(\d+(?:\.\d+)?) ?(?:%|percent) hydrat/.exec(text) ?? /\b(\d+(?:\.\d+)?) ?(?:%|percent) hydrat\w*(?: starter| levain)/.exec(text) : null;
  const starterFlour = starter ? `${starter.name} / (1 + starterHydration / 100)` : '0';
  const starterWater = starter ? `(${starter.name} - ${starterFlour})` : '0';
  const allFlour = `(${flour.name} + ${starterFlour})`;
  const percent = `(${allFlour} <= 0 ? 0 : round((${water.name} + ${starterWater}) / ${allFlour} * 1000) / 10)`;
  return {
    extra: starter ? [{ name: 'starterHydration', label: `${sentenceCase(starter.words)} hydration (%)`, initial: said ? Number(said[1]) : 100 }] : [],
    results: [{ label: 'Hydration', expr: percent, shown: `{fixed(${percent}, 1)}%` }],
  };
};

const KNOWN: [RegExp, Known][] = [
  [/^hydration\b/, hydration],
  [/^(?:total|sum)\b/, (typed) => ({ results: [{ label: 'Total', expr: sum(typed) }] })],
  [/^(?:average|mean)\b/, (typed) => (typed.length > 1 ? { results: [{ label: 'Average', expr: `(${sum(typed)}) / ${typed.length}` }] } : undefined)],
];

/**
 * "i put in flour grams, water grams and starter grams and it tells me the overall hydration %": a number box for
 * each thing typed, and what is asked worked out by the domain library's formula for it. (What the library does
 * not know is left unread, so the app says it was not built.)
 */
export function typedThenAsked(reader: Reader): StatedFormula | undefined {
  const m = /\b(?:i|we|you) (?:put in|type(?: in)?|enter|input|fill in|give it) ([a-z][a-z ,%]*?(?:\([^)]*\))?[a-z ,%]*?),? and (?:it |that |then it )?(?:tells?|shows?|gives?|works? out|calculates?) (?:me |us )?(?:the |my |our )?(?:overall |total |final |dough'?s? )?([a-z]+)/.exec(reader.text);
  if (!m) return undefined;
  const items = m[1]!.replace(/\([^)]*\)/g, ' ').split(/,\s*(?:and\s+)?|\s+and\s+/).map((x) => x.trim()).filter(Boolean);
  const typed = items.map(typedOf);
  if (typed.length < 2 || typed.some((x) => !x) || new Set(typed.map((x) => x!.name)).size !== typed.length) return undefined;
  const known = KNOWN.find(([re]) => re.test(m[2]!))?.[1](typed as Typed[], reader.text);
  if (!known) return undefined;
  reader.mark(m.index, m.index + m[0].length);
  reader.find(/\((?:the )?(?:starter|levain)[^)]*\)|\bhydration (?:%|percent)/);
  const named = reader.find(/\b((?:[a-z]+ ){0,2})(?:calculator|calc)\b/)?.[1]?.trim();
  return {
    name: named ? `${sentenceCase(named)} calculator` : `${sentenceCase(m[2]!)} calculator`,
    inputs: [...(typed as Typed[]).map((x) => ({ name: x.name, label: x.label })), ...(known.extra ?? [])],
    results: known.results,
  };
}
