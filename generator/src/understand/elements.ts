import elements from '../compose/content/elements.json';
import type { Subject } from './plan';
import type { Reader } from './reader';

/**
 * "a table of the first 20 elements (symbol, name, atomic number)": records of the chemical elements start
 * filled with the real ones (compose/content/elements.json), in order, as many as the prompt asks for.
 */
export function withElements(reader: Reader, subject: Subject): void {
  if (subject.noun !== 'element' || subject.prefilled.length > 0 || subject.prefilledRows) return;
  const attrs = subject.attributes;
  const symbol = attrs.find((a) => /symbol/i.test(a.name));
  const number = attrs.find((a) => /atomic|^(?:number|no|proton)/i.test(a.name));
  const name = attrs.find((a) => a !== symbol && a !== number && (a.kind === 'text' || a.kind === 'choice') && /^(?:name|element|elementName)$/i.test(a.name));
  // (Elements of a chemistry table, said by their symbol or atomic number, or the periodic table itself.)
  if (!symbol && !number && !reader.has(/\bperiodic table\b/)) return;
  const asked = /\b(?:the )?(?:first )?(\d+) (?:chemical )?elements\b/.exec(reader.text);
  const count = Math.min(elements.rows.length, Number(asked?.[1] ?? elements.rows.length));
  const rows = (elements.rows as [number, string, string][]).slice(0, count);
  subject.prefilledRows = rows.map(([n, s, e]) => ({ ...(symbol ? { [symbol.name]: s } : {}), ...(number ? { [number.name]: String(n) } : {}), ...(name ? { [name.name]: e } : {}) }));
}
