import type { Reader } from './reader';
import type { StatedFormula } from './formulas';
import { camel, sentenceCase } from './words';

export const CURRENCIES = 'dollars?|euros?|pounds?|yen|pesos?|rupees?|francs?|kronas?|kronor|krone|won|baht|dirhams?|reais|real|yuan|zlotys?|forints?';

const plural = (c: string) => (/^(yen|won|baht|real|reais|kronor|krone|yuan)$/.test(c) || c.endsWith('s') ? c : `${c}s`);
const singular = (c: string) => (/^(yen|won|baht|kronor|krone|yuan)$/.test(c) ? c : c.replace(/s$/, ''));
const same = (a: string, b: string) => singular(a) === singular(b);

/**
 * "I type yen and it shows pounds using a rate I can change (default 190 yen to the pound)": one currency typed,
 * another shown, through a rate the user keeps. A rate said as so many of the typed currency to one of the shown
 * ("190 yen to the pound") divides; one said the other way ("1 pound = 1.17 euros", "the rate is 1.17") multiplies.
 */
export function typedCurrency(reader: Reader): StatedFormula | undefined {
  const t = reader.text;
  const typed = new RegExp(`\\b(?:type|types|enter|put in|input|key in) (?:in )?(?:an? |the )?(?:amount|price|cost)?(?: in )?(${CURRENCIES}) (?:and|,) (?:it |then it )?(?:shows?|gives?|tells?|converts? (?:it )?(?:to|into)|turns? (?:it )?into|see) (?:me |us )?(?:the )?(?:amount |price )?(?:in )?(${CURRENCIES})\\b`).exec(t);
  if (!typed || same(typed[1]!, typed[2]!) || !/\brate\b/.test(t)) return undefined;
  const [from, to] = [plural(typed[1]!), plural(typed[2]!)];
  const fromRate = new RegExp(`\\b(\\d[\\d,]*(?:\\.\\d+)?) (${CURRENCIES}) (?:to|per|for) (?:the |a |an |one |1 |each )?(${CURRENCIES})\\b`).exec(t);
  const toRate = new RegExp(`\\b(?:1|one|a|an) (${CURRENCIES}) (?:=|is|to|gets?(?: you)?|buys) (?:about )?(\\d[\\d,]*(?:\\.\\d+)?) (${CURRENCIES})\\b`).exec(t);
  const bare = /\brate (?:is|of|=|at) (?:about )?(\d[\d,]*(?:\.\d+)?)\b/.exec(t);
  // ("1 pound = 44 baht" with baht typed: so many typed to one shown, too.)
  const oneShown = !!toRate && same(toRate[1]!, to) && same(toRate[3]!, from);
  const divides = (!!fromRate && same(fromRate[2]!, from) && same(fromRate[3]!, to)) || oneShown;
  const given = oneShown ? toRate![2] : divides ? fromRate![1] : toRate && same(toRate[1]!, from) && same(toRate[3]!, to) ? toRate[2] : bare?.[1];
  for (const m of [typed, oneShown ? toRate : divides ? fromRate : toRate ?? bare]) if (m) reader.mark(m.index, m.index + m[0].length);
  reader.find(/\b(?:[a-z]+ )?money (?:helper|converter|calculator|app)(?: for [^.;]*)?/);
  reader.find(/\b(?:using |with )?(?:a|the|an) (?:exchange )?rate (?:that )?(?:i|we) (?:can )?(?:change|set|edit)\b|\b(?:default|defaults to|starting at)\b/g);
  const amount = camel(from);
  const rateLabel = divides ? `Rate (${from} to the ${singular(to)})` : `Rate (${to} per ${singular(from)})`;
  const result = divides ? `(rate <= 0 ? 0 : round(${amount} / rate * 100) / 100)` : `round(${amount} * rate * 100) / 100`;
  return {
    name: 'Currency Converter',
    inputs: [{ name: amount, label: sentenceCase(from) }, { name: 'rate', label: rateLabel, ...(given ? { initial: Number(given.replace(/,/g, '')) } : {}) }],
    results: [{ label: sentenceCase(to), expr: result }],
  };
}
