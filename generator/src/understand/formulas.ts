import type { Reader } from './reader';

/**
 * Formulas from the everyday-domain library: a form of inputs and live results. Units convert by
 * factor tables; home (paint) reads its numbers from the prompt ("2 coats", "1 litre covers 10 m²").
 */
export interface FormulaPlan {
  domain: 'paint' | 'units';
  /** Paint: coats and square metres per litre. */
  numbers: Record<string, number>;
  /** Units: pairs to convert, as keys of UNITS. */
  pairs: [string, string][];
}

export interface UnitInfo {
  label: string;
  /** Value in the base unit of its dimension, or an affine conversion for temperatures. */
  factor: number;
  offset?: number;
  dimension: string;
}

export const UNITS: Record<string, UnitInfo> = {
  mile: { label: 'Miles', factor: 1609.344, dimension: 'length' }, kilometre: { label: 'Kilometres', factor: 1000, dimension: 'length' },
  metre: { label: 'Metres', factor: 1, dimension: 'length' }, foot: { label: 'Feet', factor: 0.3048, dimension: 'length' },
  inch: { label: 'Inches', factor: 0.0254, dimension: 'length' }, centimetre: { label: 'Centimetres', factor: 0.01, dimension: 'length' },
  yard: { label: 'Yards', factor: 0.9144, dimension: 'length' },
  pound: { label: 'Pounds', factor: 0.45359237, dimension: 'mass' }, kilogram: { label: 'Kilograms', factor: 1, dimension: 'mass' },
  ounce: { label: 'Ounces', factor: 0.028349523125, dimension: 'mass' }, gram: { label: 'Grams', factor: 0.001, dimension: 'mass' },
  stone: { label: 'Stone', factor: 6.35029318, dimension: 'mass' },
  gallon: { label: 'Gallons', factor: 3.785411784, dimension: 'volume' }, litre: { label: 'Litres', factor: 1, dimension: 'volume' },
  cup: { label: 'Cups', factor: 0.2365882365, dimension: 'volume' }, millilitre: { label: 'Millilitres', factor: 0.001, dimension: 'volume' },
  mph: { label: 'Miles per hour', factor: 0.44704, dimension: 'speed' }, kmh: { label: 'Kilometres per hour', factor: 1 / 3.6, dimension: 'speed' },
  // Temperatures in kelvin: K = value × factor + offset.
  celsius: { label: 'Celsius', factor: 1, offset: 273.15, dimension: 'temperature' },
  fahrenheit: { label: 'Fahrenheit', factor: 5 / 9, offset: 459.67 * (5 / 9), dimension: 'temperature' },
  kelvin: { label: 'Kelvin', factor: 1, offset: 0, dimension: 'temperature' },
};

const ALIASES: [RegExp, string][] = [
  [/^(miles?|mi)$/, 'mile'], [/^(kilomet(?:re|er)s?|km)$/, 'kilometre'], [/^(met(?:re|er)s?|m)$/, 'metre'], [/^(feet|foot|ft)$/, 'foot'],
  [/^(inch(?:es)?|in)$/, 'inch'], [/^(centimet(?:re|er)s?|cm)$/, 'centimetre'], [/^(yards?|yd)$/, 'yard'],
  [/^(pounds?|lbs?)$/, 'pound'], [/^(kilograms?|kilos?|kg)$/, 'kilogram'], [/^(ounces?|oz)$/, 'ounce'], [/^(grams?|g)$/, 'gram'], [/^stones?$/, 'stone'],
  [/^(gallons?|gal)$/, 'gallon'], [/^(lit(?:re|er)s?|l)$/, 'litre'], [/^cups?$/, 'cup'], [/^(millilit(?:re|er)s?|ml)$/, 'millilitre'],
  [/^mph$/, 'mph'], [/^(km\/h|kph|kmh)$/, 'kmh'],
  [/^(celsius|centigrade|°?c)$/, 'celsius'], [/^(fahrenheit|°?f)$/, 'fahrenheit'], [/^(kelvins?|k)$/, 'kelvin'],
];

export function unitKey(word: string): string | undefined {
  return ALIASES.find(([re]) => re.test(word))?.[1];
}

export function formulaPlan(reader: Reader): FormulaPlan | undefined {
  if (reader.has(/\bpaint\b/) && reader.has(/\b(lit(?:re|er)s?|walls?|rooms?|coats?|how much)\b/)) {
    reader.find(/\bpaint\b[^.]*/);
    const coats = reader.find(/\b(\d+) coats?\b/);
    const cover = reader.find(/\b(\d+(?:\.\d+)?|a|one) ?(?:lit(?:re|er)s?|l) (?:covers|does|for) (\d+(?:\.\d+)?)/);
    reader.find(/\b(width|length|height|metres|meters|how many lit(?:re|er)s)\b[^.]*/g);
    return { domain: 'paint', numbers: { coats: Number(coats?.[1] ?? 2), coverage: cover ? Number(cover[2]) / (Number(cover[1]) || 1) : 10 }, pairs: [] };
  }
  if (!reader.has(/\bconver\w*|\bunits?\b|\bto\b/)) return undefined;
  const pairs: [string, string][] = [];
  for (const m of reader.text.matchAll(/\b([a-z/]+) (?:to|into|and|<->|↔) ([a-z/]+)\b/g)) {
    const from = unitKey(m[1]!);
    const to = unitKey(m[2]!);
    if (from && to && from !== to && UNITS[from]!.dimension === UNITS[to]!.dimension) {
      pairs.push([from, to]);
      reader.mark(m.index, m.index + m[0].length);
    }
  }
  // "between celsius, fahrenheit and kelvin": the first converts to each of the others.
  const among = reader.text.match(/\b(?:between|from) ((?:[a-z/]+, )*[a-z/]+,? (?:and|or) [a-z/]+)\b/);
  const listed = among ? among[1]!.split(/,? (?:and|or) |, /).map(unitKey) : [];
  if (listed.length >= 2 && listed.every((u): u is string => !!u) && new Set(listed.map((u) => UNITS[u]!.dimension)).size === 1) {
    pairs.length = 0;
    for (const to of listed.slice(1)) pairs.push([listed[0]!, to]);
    reader.find(/\b(?:between|from) (?:[a-z/]+, )*[a-z/]+,? (?:and|or) [a-z/]+\b/);
  }
  if (pairs.length === 0 || !reader.has(/\bconver\w*|\bunits?\b/)) return undefined;
  reader.find(/\b(unit )?conver\w*\b/);
  return { domain: 'units', numbers: {}, pairs };
}
