import type { Reader } from './reader';
import { everydayCalculator, monthsToPayOff, splitBetween } from './calculators';
import { CURRENCIES, typedCurrency } from './currency-form';

/**
 * Formulas from the everyday-domain library: a form of inputs and live results. Units convert by
 * factor tables; home (paint) reads its numbers from the prompt ("2 coats", "1 litre covers 10 m²").
 */
export interface FormulaPlan {
  domain: 'paint' | 'units' | 'stated' | 'baking';
  /** Paint: coats and square metres per litre. */
  numbers: Record<string, number>;
  /** Units: pairs to convert, as keys of UNITS. */
  pairs: [string, string][];
  /** Stated: the numbers the user types and the results worked out from them ("hours times hourly rate"). */
  stated?: StatedFormula;
  /** Baking: cups to grams (or back) for these ingredients, each by its own weight per cup. */
  ingredients?: string[];
}

export interface StatedFormula {
  name: string;
  /** Numbers typed in; a number the prompt already gives ("my car does 45 mpg") starts filled in. */
  inputs: { name: string; label: string; initial?: number }[];
  /** "tip 10, 12.5 or 15 percent": a pick among the numbers said, read with num(). */
  choices?: { name: string; label: string; options: string[] }[];
  /** "add £5 if they have a conservatory": a tick that adds to the result. */
  ticks?: { name: string; label: string }[];
  /** Each result as `label: value`; `shown` replaces the two-decimal number ("5:30 per km"). */
  results: { label: string; expr: string; shown?: string }[];
}

export interface UnitInfo {
  label: string;
  /** Value in the base unit of its dimension, or an affine conversion for temperatures. */
  factor: number;
  offset?: number;
  dimension: string;
  /** The symbol people write ("km", "ml"), shown beside the name. */
  short?: string;
}

export const UNITS: Record<string, UnitInfo> = {
  mile: { label: 'Miles', factor: 1609.344, dimension: 'length', short: 'mi' }, kilometre: { label: 'Kilometres', factor: 1000, dimension: 'length', short: 'km' },
  metre: { label: 'Metres', factor: 1, dimension: 'length', short: 'm' }, foot: { label: 'Feet', factor: 0.3048, dimension: 'length', short: 'ft' },
  inch: { label: 'Inches', factor: 0.0254, dimension: 'length', short: 'in' }, centimetre: { label: 'Centimetres', factor: 0.01, dimension: 'length', short: 'cm' },
  yard: { label: 'Yards', factor: 0.9144, dimension: 'length', short: 'yd' },
  pound: { label: 'Pounds', factor: 0.45359237, dimension: 'mass', short: 'lb' }, kilogram: { label: 'Kilograms', factor: 1, dimension: 'mass', short: 'kg' },
  ounce: { label: 'Ounces', factor: 0.028349523125, dimension: 'mass', short: 'oz' }, gram: { label: 'Grams', factor: 0.001, dimension: 'mass', short: 'g' },
  stone: { label: 'Stone', factor: 6.35029318, dimension: 'mass', short: 'st' },
  gallon: { label: 'Gallons', factor: 3.785411784, dimension: 'volume', short: 'gal' }, litre: { label: 'Litres', factor: 1, dimension: 'volume', short: 'L' },
  cup: { label: 'Cups', factor: 0.2365882365, dimension: 'volume' }, millilitre: { label: 'Millilitres', factor: 0.001, dimension: 'volume', short: 'ml' },
  mph: { label: 'Miles per hour', factor: 0.44704, dimension: 'speed', short: 'mph' }, kmh: { label: 'Kilometres per hour', factor: 1 / 3.6, dimension: 'speed', short: 'km/h' },
  // Temperatures in kelvin: K = value × factor + offset.
  celsius: { label: 'Celsius', factor: 1, offset: 273.15, dimension: 'temperature', short: '°C' },
  fahrenheit: { label: 'Fahrenheit', factor: 5 / 9, offset: 459.67 * (5 / 9), dimension: 'temperature', short: '°F' },
  kelvin: { label: 'Kelvin', factor: 1, offset: 0, dimension: 'temperature', short: 'K' },
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
    // "liters" or "litres": the app says it the user's way.
    return { domain: 'paint', numbers: { coats: Number(coats?.[1] ?? 2), coverage: cover ? Number(cover[2]) / (Number(cover[1]) || 1) : 10, ...(reader.has(/\bliters?\b/) ? { usSpelling: 1 } : {}) }, pairs: [] };
  }
  const stated = statedFormula(reader);
  if (stated) return { domain: 'stated', numbers: {}, pairs: [], stated };
  const baking = bakingPlan(reader);
  if (baking) return baking;
  const typed = typedThenShown(reader);
  if (typed) return { domain: 'units', numbers: {}, pairs: [typed] };
  if (!reader.has(/\bconver\w*|\bunits?\b|\bto\b/)) return undefined;
  const pairs = unitPairs(reader);
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

/** "ounces to grams and fahrenheit to celsius": each pair of units of one kind, marked as read. */
function unitPairs(reader: Reader): [string, string][] {
  const pairs: [string, string][] = [];
  for (const m of reader.text.matchAll(/\b([a-z/]+) (?:to|into|and|<->|↔) ([a-z/]+)\b/g)) {
    const from = unitKey(m[1]!);
    const to = unitKey(m[2]!);
    if (from && to && from !== to && UNITS[from]!.dimension === UNITS[to]!.dimension) {
      pairs.push([from, to]);
      reader.mark(m.index, m.index + m[0].length);
    }
  }
  return pairs;
}

/** Grams in one US cup of each ingredient: a cup of flour weighs far less than a cup of honey. */
export const GRAMS_PER_CUP: Record<string, number> = {
  flour: 120, 'bread flour': 127, 'whole wheat flour': 120, sugar: 200, 'brown sugar': 213, 'powdered sugar': 120, 'icing sugar': 120,
  butter: 227, oats: 90, rice: 185, cocoa: 85, 'cocoa powder': 85, honey: 340, milk: 240, water: 236, oil: 218, 'chocolate chips': 170,
  almonds: 143, yogurt: 245, cream: 238, salt: 292, 'maple syrup': 322, 'peanut butter': 258, cornstarch: 128, raisins: 145,
};

/**
 * "type fahrenheit, get celsius", "I type cups and see millilitres": a unit typed in and the one shown,
 * said with verbs instead of "to". (Cups shown as grams weigh an ingredient: bakingPlan's.)
 */
const TYPED_THEN_SHOWN = /\b(?:type|types|typing|enter|put in|input) (?:in )?(?:how many |the |a |an |my )?([a-z/°]+)(?: of [a-z]+(?: [a-z]+)?)?,? (?:and |then |-> ?|→ ?)?(?:it )?(?:see|get|gets|shows?(?: me)?|gives?(?: me)?|tells? me|converts? (?:it |them )?(?:to|into)|turns? (?:it |them )?into) (?:the )?(?:answer in |result in |weight in )?([a-z/°]+)\b/;

function typedThenShown(reader: Reader): [string, string] | undefined {
  const m = TYPED_THEN_SHOWN.exec(reader.text);
  const [from, to] = m ? [unitKey(m[1]!), unitKey(m[2]!)] : [];
  if (!m || !from || !to || from === to || UNITS[from]!.dimension !== UNITS[to]!.dimension) return undefined;
  reader.mark(m.index, m.index + m[0].length);
  reader.find(/\b(?:unit |kitchen |cooking |oven (?:temp(?:erature)? )?)?conver\w*\b/);
  return [from, to];
}

/** "cups to grams for flour, sugar and butter": a volume of an ingredient as its weight, or back. */
function bakingPlan(reader: Reader): FormulaPlan | undefined {
  // (A screen of conversions beside other screens is that screen's content, not the app.)
  if (reader.has(/\b(?:screen|page|tab)s?\b/)) return undefined;
  // ("i type how many cups of flour and it tells me grams": the units said with verbs.)
  const typed = TYPED_THEN_SHOWN.exec(reader.text);
  const m = reader.find(/\b(cups?|grams?|g)(?: of [a-z]+(?: [a-z]+)?)?\s+(?:to|into|->|→|in|and|\/)\s+(cups?|grams?|g)\b/) ?? (typed && /^(cups?|grams?|g)$/.test(typed[1]!) && /^(cups?|grams?|g)$/.test(typed[2]!) ? typed : null);
  if (m === typed && typed) reader.mark(typed.index, typed.index + typed[0].length);
  if (!m || /^cup/.test(m[1]!) === /^cup/.test(m[2]!)) return undefined;
  const from = /^cup/.test(m[1]!) ? 'cup' : 'gram';
  const known = Object.keys(GRAMS_PER_CUP).join('|');
  const named = reader.find(new RegExp(`\\b(?:for|of|like|:) ((?:(?:${known}),? )+(?:(?:and|or|&) )?(?:${known}))\\b`));
  // "cups of flour … and sugar too": each ingredient the prompt names with cups.
  const said = [...reader.text.matchAll(new RegExp(`\\bcups? of (${known})\\b|\\band (${known}) too\\b`, 'g'))].map((x) => (x[1] ?? x[2])!);
  const ingredients = named ? named[1]!.split(/,? (?:and|or|&) |, /).filter((x) => GRAMS_PER_CUP[x] !== undefined) : said.length > 0 ? [...new Set(said)] : ['flour', 'sugar', 'brown sugar', 'butter', 'oats', 'rice', 'milk', 'honey'];
  // "cups to grams, ounces to grams and fahrenheit to celsius": the other conversions asked beside it.
  const more = unitPairs(reader);
  reader.find(/\b(?:kitchen |baking |cooking )?conver\w*\b/);
  return { domain: 'baking', numbers: statedWeights(reader, ingredients), pairs: [[from, from === 'cup' ? 'gram' : 'cup'], ...more], ingredients };
}

/** "(1 cup = 120g)", "and sugar too, 1 cup = 200g": the weight per cup the user gives, for the ingredient named just before it. */
function statedWeights(reader: Reader, ingredients: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of reader.findAll(/\b(?:1|one|a) cup(?: of ([a-z]+(?: [a-z]+)?))? ?(?:=|is|weighs|equals) ?(?:about |around )?(\d+(?:\.\d+)?) ?(?:g|grams?)\b/g)) {
    const before = reader.text.slice(0, m.index);
    const ingredient = m[1] && ingredients.includes(m[1]) ? m[1] : [...ingredients].sort((a, b) => before.lastIndexOf(b) - before.lastIndexOf(a))[0];
    if (ingredient) out[`perCup:${ingredient}`] = Number(m[2]);
  }
  return out;
}

const OPERATORS: [RegExp, string][] = [[/^(?:times|multiplied by|x|×|\*)$/, '*'], [/^(?:divided by|split (?:between|by)|shared (?:between|by))$/, '/'], [/^(?:minus|less)$/, '-'], [/^plus$/, '+']];
const PHRASE = "(?:my |the |our |your |a |an )?([a-z]+(?: [a-z]+){0,3}?)";
const camelOf = (phrase: string) => phrase.replace(/[^a-z ]/g, '').trim().split(/\s+/).map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
const sentence = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

/**
 * A formula the prompt states: "hours per week times my hourly rate, show weekly and monthly
 * income", "type in the total rent and the number of flatmates and it tells us what each person
 * pays". Two typed numbers and what is worked out from them.
 */
function statedFormula(reader: Reader): StatedFormula | undefined {
  const final = everydayCalculator(reader) ?? finalGrade(reader) ?? recipeScaler(reader) ?? typedCurrency(reader) ?? ownExchangeRate(reader) ?? perPeriod(reader) ?? weightedGrade(reader) ?? leftAfterCosts(reader) ?? incomeLessSpending(reader) ?? milesPerGallon(reader) ?? monthsToPayOff(reader) ?? monthsToGoal(reader);
  if (final) return final;
  if (!reader.has(/\b(?:calculator|calc|calculate|work(?:s)? out|estimator|splitter)\b/)) return undefined;
  // "times a day", "arrival times for my stop": how often, or a plural, not a product.
  const op = new RegExp(`\\b${PHRASE} (times|multiplied by|x|×|\\*|divided by|split (?:between|by)|shared (?:between|by)|minus|plus) (?!(?:a|an|per|each|every|for|to|of|in|on|at|daily|weekly|a day|a week)\\b)${PHRASE}(?=[,.;]|$| and | to | show| then| gives| so)`).exec(reader.text);
  // A tip is the tip calculator's to work out.
  const split = op || reader.has(/\b(?:tip|tips|gratuity)\b/) ? null : /\b(?:the )?(total [a-z]+(?: (?:cost|bill|price|amount))?|(?!(?:enter|type|input|put|add|a|my|our|the) )[a-z]+ total|bill|rent|cost)\b[^.;]*?\b(?:the )?number of ([a-z]+)\b[^.;]*?(?:\b(?:each|every) (?:person|one|of us|flatmate|friend|housemate) (?:pays|owes|gets|puts in)\b|\b(?:cost|amount|price|share|total) (?:per|for each) (?:person|head|flatmate|friend|housemate)\b|\bper person\b)/.exec(reader.text);
  if (op) {
    const [a, b] = [op[1]!.trim(), op[3]!.trim()];
    const symbol = OPERATORS.find(([re]) => re.test(op[2]!))![1];
    const [x, y] = [camelOf(a), camelOf(b)];
    if (!x || !y || x === y) return undefined;
    reader.mark(op.index, op.index + op[0].length);
    const plain = symbol === '/' ? `(${y} == 0 ? 0 : ${x} / ${y})` : `${x} ${symbol} ${y}`;
    // "…, minus 25% for taxes": a share taken off (or added on) the result.
    const share = reader.find(/\b(minus|less|plus|add) (\d+(?:\.\d+)?) ?(?:%|percent)(?: (?:for|in) [a-z]+(?: [a-z]+)?)?/);
    const shared = share ? `(${plain}) * ${share[1] === 'plus' || share[1] === 'add' ? 1 + Number(share[2]) / 100 : 1 - Number(share[2]) / 100}` : plain;
    const extra = surcharge(reader);
    const value = extra ? `${shared} + (${extra.name} ? ${extra.amount} : 0)` : shared;
    const ticks = extra ? { ticks: [{ name: extra.name, label: extra.label }] } : {};
    return { name: calculatorName(reader) ?? `${sentence(a)} calculator`, inputs: [{ name: x, label: sentence(a) }, { name: y, label: sentence(b) }], ...ticks, results: resultsOf(reader, value, a) };
  }
  const rated = op || split ? undefined : rateTimesQuantity(reader);
  if (rated) return rated;
  if (split) {
    reader.mark(split.index, split.index + split[0].length);
    const total = camelOf(split[1]!);
    const people = camelOf(`number of ${split[2]}`);
    return {
      name: calculatorName(reader) ?? `${sentence(split[1]!.replace(/^total /, ''))} split`,
      inputs: [{ name: total, label: sentence(split[1]!) }, { name: people, label: `Number of ${split[2]}` }],
      results: [{ label: 'Each person pays', expr: `(${people} == 0 ? 0 : ${total} / ${people})` }],
    };
  }
  const shared = splitBetween(reader);
  return shared ? { ...shared, name: calculatorName(reader) ?? shared.name } : undefined;
}

/** "add £5 if they have a conservatory", "plus 10 for weekends": a fixed amount added when a tick is on. */
function surcharge(reader: Reader): { name: string; label: string; amount: number } | undefined {
  const m = reader.find(/\b(?:add|plus|\+|extra|charge) [$€£]?(\d+(?:\.\d+)?) (?:extra )?(?:if|when|for) (?:they |it |there |the [a-z]+ |we |i )?(?:have|has|is|are|wants?|needs?|got)? ?(?:a |an |the |any )?([a-z]+(?: [a-z]+)?)\b/);
  if (!m) return undefined;
  const words = m[2]!.split(' ').filter((w) => !/^(?:a|an|the|any|too|as|well)$/.test(w));
  const name = camelOf(words.join(' '));
  return name ? { name, label: `${sentence(words.join(' '))} (+${m[1]})`, amount: Number(m[1]) } : undefined;
}

/**
 * "I enter the patient's weight in kg and the mg per kg, and it shows the total dose in mg", "the
 * litres and the price per litre": a rate per unit times how many units, named by what it shows.
 */
function rateTimesQuantity(reader: Reader): StatedFormula | undefined {
  const qtyFirst = /\b(?:the |my |a |an )?((?:[a-z']+ ){0,2}[a-z']+) in ([a-z]+) and (?:the |my |a |an )?([a-z]+(?: [a-z]+)?) per \2\b/.exec(reader.text);
  const rateFirst = qtyFirst ? null : /\b(?:the |my |a |an )?([a-z]+(?: [a-z]+)?) per ([a-z]+) and (?:the |my |a |an )?(?:number of )?(\2s?|(?:[a-z']+ ){0,2}[a-z']+ in \2)\b/.exec(reader.text);
  // "kWh used and price per kWh": the quantity named by its unit and what was done with it.
  const said = qtyFirst || rateFirst ? null : /\b(?:the |my |a |an )?([a-z]+) (used|consumed|bought|driven|worked|sold|needed|burned|burnt) and (?:the |my |a |an )?([a-z]+(?: [a-z]+)?) per ([a-z]+)\b/.exec(reader.text);
  // ("litres used and price per litre": the unit said once in the plural, once not.)
  const unitFirst = said && said[1]!.replace(/s$/, '') === said[4]!.replace(/s$/, '') ? said : null;
  if (!qtyFirst && !rateFirst && !unitFirst) return undefined;
  const [qty, unit, rate] = qtyFirst ? [qtyFirst[1]!, qtyFirst[2]!, qtyFirst[3]!] : rateFirst ? [rateFirst[3]!.replace(/ in [a-z]+$/, ''), rateFirst[2]!, rateFirst[1]!] : [`${unitFirst![1]} ${unitFirst![2]}`, unitFirst![1]!, unitFirst![3]!];
  const m = (qtyFirst ?? rateFirst ?? unitFirst)!;
  reader.mark(m.index, m.index + m[0].length);
  const [x, y] = [camelOf(qty.replace(/'s\b/g, '')), camelOf(`${rate} per ${unit}`)];
  const shown = /\b(?:shows?|gives?|tells? me|works? out|calculates?) (?:me |us )?(?:the |my )?((?:total |whole )?[a-z]+(?: (?:amount|dose|cost|price|total|weight|time|distance|pay))?)(?: in ([a-z]+))?/.exec(reader.text);
  const label = shown ? `${sentence(shown[1]!)}${shown[2] ? ` (${shown[2]})` : ''}` : 'Total';
  return {
    name: calculatorName(reader) ?? `${sentence(rate)} calculator`,
    inputs: [{ name: x, label: unitFirst ? sentence(qty) : `${sentence(qty)} (${unit})` }, { name: y, label: `${sentence(rate)} per ${unit}` }],
    results: [{ label, expr: `${x} * ${y}` }],
  };
}

/** A form of the everyday-domain library: its name, its inputs ([name, label]) and its results ([label, expression]). */
function libraryForm(name: string, inputs: [string, string][], results: [string, string][]): StatedFormula {
  return { name, inputs: inputs.map(([n, label]) => ({ name: n, label })), results: results.map(([label, expr]) => ({ label, expr })) };
}

/**
 * From the study library: "what do i need on my final" — the current grade, what the final counts
 * for and the grade wanted give the score the final needs: (wanted − current × (1 − weight)) / weight.
 */
function finalGrade(reader: Reader): StatedFormula | undefined {
  const m = reader.find(/\b(?:what (?:grade |score |mark )?(?:do )?i need (?:to get )?on (?:my |the )(?:final|exam)(?: exam)?|final (?:exam )?grade calculator|(?:grade|score|mark) (?:i )?need(?:ed)? on (?:my |the )final)\b/);
  if (!m) return undefined;
  reader.find(/\b(?:current grade|how much the final is worth|(?:the )?grade i want|worth in %)\b[^.;]*/);
  const weight = '(finalWorth / 100)';
  return libraryForm('Final Grade Calculator',
    [['currentGrade', 'Current grade (%)'], ['finalWorth', 'Final is worth (% of the grade)'], ['wantedGrade', 'Grade you want (%)']],
    [['You need on the final (%)', `(finalWorth <= 0 ? 0 : round((wantedGrade - currentGrade * (1 - ${weight})) / ${weight} * 10) / 10)`]]);
}

/**
 * From the cooking library: "recipe scaler - how many servings the recipe makes and how many I want"
 * gives the multiplier for every ingredient, and one ingredient's amount scaled by it.
 */
function recipeScaler(reader: Reader): StatedFormula | undefined {
  // "I add ingredients with a quantity …": the ingredients are records, each scaled (not this form).
  if (reader.has(/\b(?:add|adds|list|log|save|keep)\b/)) return undefined;
  const m = reader.find(/\b(?:recipe|ingredients?) (?:scaler|scaling|multiplier|resizer|converter)\b|\b(?:scale|resize) (?:a |my |the )?recipes?\b/) ?? recipeForOthers(reader);
  if (!m) return undefined;
  reader.find(/\bhow many (?:servings|portions|people)\b[^.;]*/g);
  reader.find(/\b(?:tells?|shows?|gives?) (?:me )?(?:the )?(?:multiplier|factor|amounts?)\b/);
  // ("a recipe for 4 people … cook for 10", "recipe scaler … my recipes are for 4 people": the servings counted in
  // the prompt's word, wherever it says them, and the number the recipes are for filled in.)
  const made = /\b(?:for|serves?|feeds?|makes?) (\d+) (people|persons|portions|servings|guests)\b/.exec(reader.text);
  const who = /\b(people|persons|portions|servings|guests)\b/.exec(m[0])?.[1] ?? made?.[2] ?? /\bhow many (people|persons|portions|servings|guests)\b/.exec(reader.text)?.[1] ?? 'servings';
  const ratio = '(servingsMade <= 0 ? 0 : servingsWanted / servingsMade)';
  const form = libraryForm('Recipe Scaler',
    [['servingsMade', `${sentence(who)} the recipe ${who === 'servings' || who === 'portions' ? 'makes' : 'is for'}`], ['servingsWanted', who === 'servings' ? 'Servings you want' : `${sentence(who)} you are cooking for`], ['amount', 'An ingredient amount in the recipe']],
    [['Multiplier', `round(${ratio} * 100) / 100`], [sentence(/\b(?:scaled|new|adjusted|resized) amount\b/.exec(reader.text)?.[0] ?? 'amount to use'), `round(amount * ${ratio} * 100) / 100`]]);
  return made ? { ...form, inputs: form.inputs.map((i) => (i.name === 'servingsMade' ? { ...i, initial: Number(made[1]) } : i)) } : form;
}

/** "I have a recipe for 4 people but need to cook for 10 … put in the amount": one recipe's amounts for a different number. */
function recipeForOthers(reader: Reader): RegExpExecArray | null {
  // ("my recipes are mostly for 4 people but i'm often cooking for 6": said of all of them.)
  const m = /\brecipes? (?:is |are |that )?(?:mostly |usually |normally |often |always |all )?(?:for|serves?|feeds?|makes?) (\d+) (people|persons|portions|servings|guests)\b/.exec(reader.text);
  if (!m || !reader.has(/\b(?:cook|make|bake|feed|serve|cooking|feeding|making) (?:it )?for (?:\d+|how many)\b|\bhow many (?:people|servings|portions|guests)\b/)) return null;
  if (!reader.has(/\b(?:amounts?|quantit(?:y|ies)|ingredients?)\b/)) return null;
  reader.find(/\b(?:but )?(?:i )?(?:need|want|have) to (?:cook|make|bake|feed|serve) for \d+\b|\b(?:put|type|enter) in (?:the )?amount\b[^.;]*/g);
  return reader.find(new RegExp(m[0]));
}


/**
 * "currency converter … I type the amount in dollars and the exchange rate myself and it shows
 * euros": the rate is the user's, so the form multiplies by it (no fixed rates to go stale).
 */
function ownExchangeRate(reader: Reader): StatedFormula | undefined {
  if (!reader.has(/\b(?:currency|exchange rate|money) (?:converter|calculator)\b|\bexchange rate\b/)) return undefined;
  if (!reader.has(/\b(?:type|enter|put in|set|input|add)\b[^.;]*\b(?:exchange )?rate\b|\brate\b[^.;]*\b(?:myself|my ?self|by hand|manually)\b/)) return undefined;
  const from = new RegExp(`\\b(?:amount|price|cost|money) in (${CURRENCIES})\\b|\\bin (${CURRENCIES})\\b`).exec(reader.text)?.slice(1).find(Boolean) ?? 'dollars';
  const to = new RegExp(`\\b(?:shows?|gives?|tells? me|into|to|in) (?:me )?(?:the )?(?:amount in )?(${CURRENCIES})\\b`, 'g');
  const target = [...reader.text.matchAll(to)].map((x) => x[1]!).find((c) => c !== from) ?? 'euros';
  reader.find(/\b(?:currency |money )?(?:converter|calculator)\b[^.;]*|\b(?:type|enter|put in)\b[^.;]*/g);
  const [a, b] = [plural(from), plural(target)];
  return {
    name: 'Currency Converter',
    inputs: [{ name: 'amount', label: `Amount in ${a}` }, { name: 'rate', label: `Exchange rate (${b} per ${singularOf(a)})` }],
    results: [{ label: sentence(b), expr: 'round(amount * rate * 100) / 100' }],
  };
}

const plural = (c: string) => (/^(yen|won|baht|real|reais|kronor|krone)$/.test(c) || c.endsWith('s') ? c : `${c}s`);
const singularOf = (c: string) => (/^(yen|won|baht|kronor|krone)$/.test(c) ? c : c.replace(/s$/, ''));

/**
 * From the money library: "my goal amount and how many months I have … how much I need to save per
 * month" — an amount spread over a number of periods.
 */
function perPeriod(reader: Reader): StatedFormula | undefined {
  const periods = /\bhow many (months|weeks|days|years|paychecks)\b/.exec(reader.text);
  const amount = /\b(?:my |the |our )?(goal|target|total|price|cost|loan|debt|savings goal|amount)(?: amount)?\b/.exec(reader.text);
  if (!periods || !amount) return undefined;
  const unit = periods[1]!.replace(/s$/, '');
  const each = new RegExp(`\\b(?:how much|what) (?:do )?(?:i |we )?(?:need to |have to |should |must |to )?(save|pay|put aside|set aside|spend|put away|pay back)\\b[^.;]*?\\b(?:per|a|each|every) ${unit}\\b|\\b${unit}ly (?:saving|payment|amount)s?\\b`).exec(reader.text);
  if (!each) return undefined;
  reader.mark(periods.index, periods.index + periods[0].length);
  reader.mark(amount.index, amount.index + amount[0].length);
  reader.mark(each.index, each.index + each[0].length);
  const what = each[1] ?? 'save';
  const total = amount[1] === 'amount' ? 'Amount' : `${sentence(amount[1]!)} amount`;
  return {
    name: calculatorName(reader) ?? `${sentence(what)} per ${unit}`,
    inputs: [{ name: 'amount', label: total }, { name: 'periods', label: `Number of ${periods[1]}` }],
    results: [{ label: `${sentence(what)} per ${unit}`, expr: `(periods <= 0 ? 0 : round(amount / periods * 100) / 100)` }],
  };
}

/**
 * From the study library: "I enter my homework %, quiz % and final exam % … (homework counts 30%,
 * quizzes 30%, final 40%)" — each score times what it counts for.
 */
function weightedGrade(reader: Reader): StatedFormula | undefined {
  const named = [...reader.text.matchAll(/\b([a-z]+(?: [a-z]+)?) (?:(?:counts?(?: for| as)?|is worth|are worth|worth|weighs?|weighted at|=|:) )?(\d+(?:\.\d+)?) ?(?:%|percent)/g)];
  // "weighted 20% homework 30% quiz 50% exam": the share first, then what it weighs.
  const shareFirst = [...reader.text.matchAll(/\b(\d+(?:\.\d+)?) ?(?:%|percent) (?:for |on )?(?:the )?([a-z]+(?: exam)?)\b/g)].map((m) => Object.assign([m[0], m[2], m[1]], { index: m.index }) as unknown as RegExpExecArray);
  const sums = (ws: RegExpExecArray[]) => ws.length >= 2 && Math.abs(ws.reduce((sum, w) => sum + Number(w[2]), 0) - 100) <= 1;
  const shareLed = reader.has(/\bweighted:? (?:as )?\d/) && sums(shareFirst);
  const weights = shareLed ? shareFirst : sums(named) ? named : sums(shareFirst) ? shareFirst : [];
  if (weights.length < 2 || !reader.has(/\b(?:grade|mark|score|gpa)s?\b/)) return undefined;
  // The parts as the user types them ("homework %, quiz %, final exam %"), matched to their weights.
  const typed = [...reader.text.matchAll(/\b(?:my |the )?([a-z]+(?: [a-z]+)?) ?(?:%|percent|scores?|grades?)(?=,| and| or|\)|\.|$)/g)].map((m) => m[1]!.replace(/^(?:my|the|and|enter|type|in) /, ''));
  const parts = weights.map((w) => {
    const said = w[1]!.replace(/^(?:and|the|my|with) /, '');
    const stem = said.split(' ')[0]!.replace(/(?:zes|s)$/, '');
    return { label: typed.find((t) => t.startsWith(stem) || t.split(' ').includes(said)) ?? said, weight: Number(w[2]) };
  });
  for (const w of weights) reader.mark(w.index, w.index + w[0].length);
  reader.find(/\b(?:enter|type|put in)\b[^.;(]*/);
  const inputs = parts.map((p) => ({ name: camelOf(p.label), label: `${sentence(p.label)} (%)` }));
  if (new Set(inputs.map((i) => i.name)).size !== inputs.length || inputs.some((i) => !i.name)) return undefined;
  const expr = `round((${inputs.map((i, n) => `${i.name} * ${parts[n]!.weight}`).join(' + ')}) / 100 * 10) / 10`;
  const shown = /\b(?:shows?|gives?|tells?|calculates?) (?:me )?(?:my |the )?((?:final |overall |total |course )?(?:grade|mark|score))\b/.exec(reader.text);
  return { name: calculatorName(reader) ?? 'Grade Calculator', inputs, results: [{ label: sentence(shown?.[1] ?? 'final grade'), expr }] };
}

const INCOME = /^(?:monthly |weekly |my |take[- ]home )?(income|salary|pay|paycheck|wage|wages|earnings|budget|allowance)$/;

/**
 * From the money library: "monthly budget calc: income, rent, food, other. show remaining money" —
 * what is left of the income after each cost typed beside it.
 */
function leftAfterCosts(reader: Reader): StatedFormula | undefined {
  if (!reader.has(/\b(?:remaining|left(?: over)?|leftover|what's left|how much is left|balance)\b/)) return undefined;
  const m = /: ([a-z' -]+(?:, [a-z' -]+){2,9})(?=[.;!?]|$)/.exec(reader.text);
  const items = m ? m[1]!.split(/, (?:and )?/).map((x) => x.trim().replace(/^and /, '')) : [];
  if (items.length < 3 || !INCOME.test(items[0]!) || items.some((x) => x.split(' ').length > 3)) return undefined;
  reader.mark(m!.index, m!.index + m![0].length);
  reader.find(/\b(?:show|shows|see|tell me)?\s*(?:the |my |how much )?(?:remaining|left(?: over)?|leftover)(?: money| amount)?\b/);
  const names = items.map((x) => camelOf(x));
  if (new Set(names).size !== names.length || names.some((n) => !n)) return undefined;
  const [income, ...costs] = names;
  return libraryForm(calculatorName(reader) ?? 'Budget calculator', items.map((x, i) => [names[i]!, sentence(x)]), [['Remaining', `${income} - (${costs.join(' + ')})`]]);
}

/**
 * From the money library: "I put in my monthly income and my monthly expenses, it tells me how much I
 * save and what percentage of my income that is": the income less the spending, and its share.
 */
function incomeLessSpending(reader: Reader): StatedFormula | undefined {
  const m = /\b(?:put in|enter|type(?: in)?|input|give it) (?:my |the |our )?((?:monthly |weekly |yearly |annual )?(?:income|salary|pay|earnings|wages?|take[- ]home pay)) and (?:my |the |our )?((?:monthly |weekly |yearly |annual )?(?:expenses|spending|costs|bills|outgoings))\b/.exec(reader.text);
  const ask = m && /\bhow much (?:i|we) (?:save|can save|have left|keep)\b|\b(?:savings|left over|leftover|what'?s left)\b/.exec(reader.text);
  if (!m || !ask) return undefined;
  reader.mark(m.index, m.index + m[0].length);
  reader.mark(ask.index, ask.index + ask[0].length);
  const share = reader.find(/\b(?:what )?(?:percent(?:age)?|%|share) of (?:my |the )?(?:income|salary|pay)(?: that is| it is)?\b|\bsavings rate\b/);
  const [income, spending] = [camelOf(m[1]!), camelOf(m[2]!)];
  const left = `${income} - ${spending}`;
  const word = /save|savings/.test(ask[0]) ? 'Savings' : 'Left over';
  return libraryForm(calculatorName(reader) ?? `${word} calculator`, [[income, sentence(m[1]!)], [spending, sentence(m[2]!)]],
    [[word, left], ...(share ? [[`${word} (% of ${m[1]!.split(' ').pop()})`, `(${income} <= 0 ? 0 : round((${left}) / ${income} * 1000) / 10)`] as [string, string]] : [])]);
}

/** From the travel library: "mpg calculator - miles driven and gallons … cost per mile if i enter the gas price". */
function milesPerGallon(reader: Reader): StatedFormula | undefined {
  if (reader.has(/\b(?:log|logs|list|track|save|history|each (?:fill|trip))\b/)) return undefined;
  const m = reader.find(/\b(?:mpg|miles per gallon|gas mileage|fuel economy)(?: calculator| calc)?\b/);
  if (!m) return undefined;
  reader.find(/\bmiles driven\b[^.;]*/);
  // "miles driven and litres i put in … (uk gallons)": the fuel typed in the unit the pump shows, as gallons
  // (UK ones unless US ones are said: 4.546 or 3.785 litres).
  const litres = reader.find(/\b(?:the |how many )?(lit(?:re|er)s)(?: (?:i|we) (?:put in|filled|bought|added|used)| used| of (?:fuel|petrol|gas|diesel))?\b/);
  const perGallon = reader.has(/\bus gallons?\b|\bamerican gallons?\b/) ? 3.785411784 : 4.54609;
  const [fuel, gallons] = litres && !reader.has(/\bgallons? (?:i|we) (?:put in|filled|bought|added|used)\b/) ? [litres[1]!, `(${litres[1]} / ${perGallon})`] : ['gallons', 'gallons'];
  const price = reader.find(/\b(?:cost|price) per mile\b[^.;]*|\b(?:gas|fuel) price\b/);
  const ratio = `(${fuel} <= 0 ? 0 : round(miles / ${gallons} * 10) / 10)`;
  const mpg = fuel === 'gallons' ? 'MPG' : `MPG (${perGallon > 4 ? 'UK' : 'US'} gallons)`;
  return libraryForm('MPG Calculator', [['miles', 'Miles driven'], [fuel, sentence(fuel)], ...(price ? [['gasPrice', 'Gas price per gallon'] as [string, string]] : [])],
    [[mpg, ratio], ...(price ? [['Cost per mile', `(miles <= 0 ? 0 : round(gasPrice * ${gallons} / miles * 100) / 100)`] as [string, string]] : [])]);
}

/**
 * From the money library: "my goal amount, how much savings i have now, and how much i can put away
 * monthly … how many months till i hit the goal".
 */
function monthsToGoal(reader: Reader): StatedFormula | undefined {
  // ("the car i want is 6500 … how many months till i can buy it": a price said instead of a goal.)
  const goal = reader.has(/\b(?:goal|target)\b/);
  const price = !goal && reader.has(/\b(?:have|got) [$€£]?\d[\d,]* (?:saved|put away|in savings)\b|\bsaved (?:up )?(?:so far )?[$€£]?\d/) && reader.has(/\b(?:costs?|price|is|are) (?:about |around )?[$€£]?\d/);
  if (!reader.has(/\bhow (?:many|long)(?: months| weeks)?\b[^.;]*\b(?:goal|target|reach|hit|save up|till|until|before|afford|buy)\b/) || !(goal || price)) return undefined;
  const unit = reader.has(/\bweekly\b|\ba week\b|\bper week\b|\bweeks\b/) ? 'week' : 'month';
  if (!reader.has(new RegExp(`\\b${unit}ly\\b|\\b(?:a|per|each|every) ${unit}\\b`))) return undefined;
  reader.find(goal ? /\b(?:my )?(?:goal|target)(?: amount)?\b[^.;]*/ : /\bhow (?:many|long)\b[^.;]*/);
  const t = reader.text;
  // (The numbers said are read: they start the form filled in.)
  const said = (re: RegExp) => reader.find(re)?.slice(1).find(Boolean)?.replace(/,/g, '');
  const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const starts = {
    goal: number(said(/\b(?:goal|target|costs?|price(?: is)?|is|are)(?: of)? (?:about |around )?[$€£]?(\d[\d,]*(?:\.\d+)?)(?! (?:saved|a |per |each |every ))/)),
    saved: number(said(/\b(?:have|got) [$€£]?(\d[\d,]*(?:\.\d+)?) (?:saved|put away|in savings)\b|\bsaved (?:up )?(?:so far )?[$€£]?(\d[\d,]*(?:\.\d+)?)/)),
    perPeriod: number(said(new RegExp(`[$€£]?(\\d[\\d,]*(?:\\.\\d+)?) (?:a|per|each|every) ${unit}\\b`))),
  };
  const left = '(goal - saved)';
  const form = libraryForm('Savings calculator', [['goal', goal ? 'Goal amount' : `Price${thingSavedFor(t)}`], ['saved', 'Savings so far'], ['perPeriod', `Put away ${unit}ly`]],
    [[`${sentence(unit)}s to the goal`, `(${left} <= 0 ? 0 : perPeriod <= 0 ? 0 : ceil(${left} / perPeriod))`]]);
  return { ...form, inputs: form.inputs.map((i) => (starts[i.name as keyof typeof starts] !== undefined ? { ...i, initial: starts[i.name as keyof typeof starts] } : i)) };
}

/** " of the car" in "the car i want is 6500". */
function thingSavedFor(text: string): string {
  const m = /\b(?:the|a|my) ([a-z]+) (?:i want|i'm saving for|i am saving for|costs?)\b/.exec(text);
  return m ? ` of the ${m[1]}` : '';
}

/** "tutoring earnings calculator": the name the prompt gives it. */
function calculatorName(reader: Reader): string | undefined {
  const m = reader.find(/\b((?:[a-z]+ ){0,3})(calculator|calc|estimator|planner|splitter)\b/);
  const words = m?.[1]?.trim().split(' ').filter((w) => w && !/^(a|an|the|my|simple|little|quick|easy)$/.test(w)) ?? [];
  return m && words.length > 0 ? `${sentence(words.join(' '))} ${m[2] === 'calc' ? 'calculator' : m[2]}` : undefined;
}

/** "show weekly and monthly income": each result named; a weekly amount also shown per month (×52/12) and per year when asked. */
function resultsOf(reader: Reader, value: string, first: string): StatedFormula['results'] {
  const shown = /\b(?:show|shows|showing|gives?|tells?|get|work out|calculates?)\b (?:me |us )?(?:my |the |our )?([a-z]+(?:-[a-z]+)*(?: (?:and|,) [a-z]+)*)(?: ([a-z]+))?/.exec(reader.text);
  const periods = shown ? shown[1]!.split(/ and |, ?/).filter((w) => /^(daily|weekly|monthly|yearly|annual)$/.test(w)) : [];
  const what = shown?.[2] ?? (periods.length === 0 ? shown?.[1] : undefined) ?? 'result';
  // "show my take-home pay": every word of what is shown names it.
  if (periods.length === 0) return [{ label: sentence(shown ? [shown[1], shown[2]].filter(Boolean).join(' ') : what), expr: value }];
  const base = /\bper (day|week|month|year)\b|\b(daily|weekly|monthly|yearly)\b/.exec(first)?.slice(1).find(Boolean) ?? 'week';
  const perYear: Record<string, number> = { day: 365, daily: 365, week: 52, weekly: 52, month: 12, monthly: 12, year: 1, yearly: 1, annual: 1 };
  return periods.map((p) => ({ label: sentence(`${p} ${what}`), expr: `(${value}) * ${perYear[base]} / ${perYear[p]}` }));
}
