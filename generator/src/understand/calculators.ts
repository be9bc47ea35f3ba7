import type { Reader } from './reader';
import type { StatedFormula } from './formulas';
import { camel, sentenceCase } from './words';

/**
 * Everyday calculators read from what the user says they type and what they ask to see: a running
 * pace, a trip's fuel cost, a recipe's amounts for another batch size, a total split between people
 * (and nights), a tip picked among the percentages said. Each starts with the numbers the prompt gives.
 */

const NUMBER = '[$€£]?(\\d[\\d,]*(?:\\.\\d+)?)';
/** "a log of runs", "each trip": records kept over time, not a one-off form. */
const KEPT = /\b(?:log|logs|logging|list|history|diary|journal|track (?:of |my |each )|each (?:run|ride|walk|trip|fill|shift|week|day))\b/;
/** Said as something the app works out for what the user types. */
const WORKED_OUT = /\b(?:calculator|calc|calculate|works? out|how much (?:will|would|does|do|is|are)|estimator|splitter|tells? (?:me|us)|shows? (?:me|us)|gives? (?:me|us)|(?:i|we) (?:put|type|enter)|put in|type in|enter)\b/;

/** The number the prompt gives for an input ("about 45 mpg", "1200 saved"), if any. */
export function givenNumber(text: string, re: RegExp): number | undefined {
  const value = re.exec(text)?.slice(1).find(Boolean);
  return value ? Number(value.replace(/,/g, '')) : undefined;
}

const withInitial = (input: { name: string; label: string }, initial: number | undefined) => (initial !== undefined ? { ...input, initial } : input);

export function everydayCalculator(reader: Reader): StatedFormula | undefined {
  if (!reader.has(WORKED_OUT) || reader.has(KEPT)) return undefined;
  return paceCalculator(reader) ?? fuelCost(reader) ?? recipeAmounts(reader) ?? tipChoices(reader);
}

/** Minutes per unit as m:ss ("5:30"), from a number of minutes. */
function minutesAndSeconds(minutes: string): string {
  const secs = `round(${minutes} * 60)`;
  return `{floor(${secs} / 60)}:{pad(${secs} - floor(${secs} / 60) * 60, 2)}`;
}

/** From the fitness library: "i put distance in km and time in minutes, it tells me my pace per km" (and the speed, when asked). */
function paceCalculator(reader: Reader): StatedFormula | undefined {
  const t = reader.text;
  const asked = /\bpace\b|\b(?:min(?:ute)?s?|time) per (?:km|kilomet\w+|mile)\b|\bspeed\b/.exec(t);
  if (!asked || !/\bdistance\b|\b(?:km|kilomet\w+|miles?)\b/.test(t) || !/\btime\b|\bminutes?\b|\bhow long\b/.test(t)) return undefined;
  // ("… time in km/h" would be a unit converter's.)
  if (/\bconver/.test(t)) return undefined;
  const unit = /\bmiles?\b|\bmi\b/.test(t) && !/\bkm\b|\bkilomet/.test(t) ? 'mile' : 'km';
  const hours = /\btime in hours\b/.test(t);
  const minutes = hours ? 'time * 60' : 'time';
  const pace = `(distance <= 0 ? 0 : ${minutes} / distance)`;
  const results: StatedFormula['results'] = [];
  if (/\bpace\b|\bper (?:km|kilomet\w+|mile)\b/.test(t)) results.push({ label: `Pace (per ${unit})`, expr: pace, shown: `${minutesAndSeconds(pace)} per ${unit}` });
  if (/\bspeed\b/.test(t)) results.push({ label: `Speed (${unit === 'km' ? 'km/h' : 'mph'})`, expr: `(${minutes} <= 0 ? 0 : round(distance / (${minutes}) * 60 * 10) / 10)` });
  reader.find(/\b(?:running |run |walking |cycling |swim(?:ming)? )?(?:pace|speed)(?: calculator| calc)?\b/);
  reader.findAll(/\b(?:distance|time)(?: in [a-z]+)?\b|\b(?:tells?|shows?|gives?) (?:me |us )?(?:my |the )?(?:pace|speed)\b[^.;,]*/g);
  return {
    name: /\bspeed\b/.test(asked[0]) && results.length === 1 ? 'Speed Calculator' : 'Pace Calculator',
    inputs: [{ name: 'distance', label: `Distance (${unit === 'km' ? 'km' : 'miles'})` }, { name: 'time', label: `Time (${hours ? 'hours' : 'minutes'})` }],
    results,
  };
}

/**
 * From the travel library: "road trip fuel cost: distance in miles, my car does about 45 mpg, price per
 * litre … how much each if there are 4 of us". Miles per (imperial) gallon with a price per litre is the UK way.
 */
function fuelCost(reader: Reader): StatedFormula | undefined {
  const t = reader.text;
  const fuel = /\b(petrol|gas|diesel)\b/.exec(t)?.[1] ?? /\b(fuel)\b/.exec(t)?.[1];
  if (!fuel || !/\b(?:cost|price|how much|spend)\b/.test(t) || !/\b(?:distance|trip|journey|how far)\b/.test(t)) return undefined;
  const economy = /\b(?:mpg|miles per gallon)\b/.test(t) ? 'mpg' : /\b(?:l\/100 ?km|lit(?:re|er)s per 100)\b/.test(t) ? 'l100' : undefined;
  if (!economy) return undefined;
  const perLitre = /\bper lit(?:re|er)\b|\ba lit(?:re|er)\b/.test(t);
  const km = /\b(?:km|kilomet\w+)\b/.test(t) && !/\bmiles\b/.test(t);
  const used = economy === 'mpg'
    ? `(mpg <= 0 ? 0 : ${km ? 'distance / 1.609344' : 'distance'} / mpg${perLitre ? ' * 4.54609' : ''})`
    : `(${km ? 'distance' : 'distance * 1.609344'} * consumption / 100)`;
  const cost = `round(${used} * price * 100) / 100`;
  const sharing = givenNumber(t, /\b(\d+) (?:of us|people|friends|ways)\b/);
  const people = sharing !== undefined || /\b(?:each|split|share|between)\b/.test(t);
  const label = `${sentenceCase(fuel)} cost`;
  reader.find(/\b(?:road trip |trip |journey )?(?:fuel|petrol|gas|diesel) (?:cost|price)(?: calculator| calc)?\b|\bhow much (?:will |would )?(?:the )?(?:fuel|petrol|gas|diesel) (?:will )?cost\b/);
  reader.findAll(/\b(?:distance(?: in [a-z]+)?|(?:about |around )?\d+ ?mpg|mpg|price per lit(?:re|er)|price per gallon|how much each(?: if there are \d+ of us)?)\b/g);
  return {
    name: 'Fuel Cost Calculator',
    inputs: [
      { name: 'distance', label: `Distance (${km ? 'km' : 'miles'})` },
      economy === 'mpg' ? withInitial({ name: 'mpg', label: 'Miles per gallon (mpg)' }, givenNumber(t, /\b(\d+(?:\.\d+)?) ?mpg\b/)) : withInitial({ name: 'consumption', label: 'Consumption (litres per 100 km)' }, givenNumber(t, /\b(\d+(?:\.\d+)?) ?(?:l\/100|lit(?:re|er)s per 100)/)),
      withInitial({ name: 'price', label: `Price per ${perLitre ? 'litre' : 'gallon'}` }, givenNumber(t, new RegExp(`\\b${NUMBER} (?:per|a) (?:lit(?:re|er)|gallon)\\b`))),
      ...(people ? [withInitial({ name: 'people', label: 'People sharing' }, sharing)] : []),
    ],
    results: [{ label, expr: cost }, ...(people ? [{ label: 'Each pays', expr: `(people <= 0 ? 0 : round(${cost} / people * 100) / 100)` }] : [])],
  };
}

const UNIT_WORD = '(g|grams?|kg|ml|l|lit(?:re|er)s?|cups?|tbsp|tsp|tablespoons?|teaspoons?|oz|ounces?)';

/**
 * From the cooking library: "my cookie recipe makes 12 and uses 200g flour, 100g butter, 150g sugar and 1 egg.
 * want to type how many cookies i want": each ingredient scaled to the number wanted.
 */
function recipeAmounts(reader: Reader): StatedFormula | undefined {
  const t = reader.text;
  const makes = /\b(?:recipe|batch|it)\b[^.;]*?\b(?:makes|serves|feeds|is for|yields) (\d+)(?: ([a-z]+))?/.exec(t);
  if (!makes) return undefined;
  const rest = t.slice(makes.index + makes[0].length);
  const items = [...rest.matchAll(new RegExp(`\\b(\\d+(?:\\.\\d+)?) ?${UNIT_WORD}?\\s+(?:of )?([a-z]+)`, 'g'))]
    .filter((m) => !/^(?:and|or|people|persons|servings|portions|minutes|hours|mins|times|more|each|per|of|a|the)$/.test(m[3]!));
  if (items.length < 2 || !items.some((m) => m[2])) return undefined;
  const made = Number(makes[1]);
  const wanted = /\bhow many ([a-z]+)(?: (?:i|we) (?:want|need|am making|'m making|make|bake)| to make)?/.exec(t)?.[1] ?? (makes[2] && !/^(?:and|with|using)$/.test(makes[2]) ? makes[2] : 'servings');
  const n = camel(wanted);
  reader.mark(makes.index, makes.index + makes[0].length);
  for (const m of items) reader.mark(makes.index + makes[0].length + m.index, makes.index + makes[0].length + m.index + m[0].length);
  reader.find(/\bhow many [a-z]+(?: (?:i|we) (?:want|need))?\b|\b(?:works? out|gives?|shows?|tells?) (?:me )?(?:the )?(?:new )?(?:amounts?|quantities)\b/);
  const dish = /\b([a-z]+) recipe\b/.exec(t)?.[1];
  return {
    name: dish && !/^(?:my|the|a|our|this)$/.test(dish) ? `${sentenceCase(dish)} recipe scaler` : 'Recipe scaler',
    inputs: [{ name: n, label: `${sentenceCase(wanted)} you want`, initial: made }],
    results: items.map((m) => {
      const expr = `(${made} <= 0 ? 0 : round(${m[1]} * ${n} / ${made} * 10) / 10)`;
      const unit = m[2] ? ` ${m[2]}` : '';
      return { label: sentenceCase(m[3]!), expr, shown: `{fixed(${expr}, ${m[2] ? 0 : 1})}${unit}` };
    }),
  };
}

/**
 * From the money library: "tip calculator, bill amount, tip 10 12.5 or 15 percent, split between how many
 * people": the tip picked among the percentages said, and each person's share.
 */
function tipChoices(reader: Reader): StatedFormula | undefined {
  const t = reader.text;
  const m = /\btips?(?: of| at)? ((?:\d+(?:\.\d+)?%?,? (?:or |and |to )?){1,5}\d+(?:\.\d+)?) ?(?:%|percent)/.exec(t);
  if (!m || !/\b(?:bill|check|total|meal|amount)\b/.test(t)) return undefined;
  const options = m[1]!.split(/[,%]?\s+(?:or |and |to )?|%/).filter((x) => /^\d/.test(x)).map((x) => `${x}%`);
  if (options.length < 2) return undefined;
  const split = /\b(?:split|share|between|each|per person|people)\b/.test(t);
  reader.mark(m.index, m.index + m[0].length);
  reader.find(/\b(?:tip|tips) (?:calculator|calc)\b/);
  reader.findAll(/\b(?:bill|check)(?: amount| total)?\b|\bsplit (?:between|by)(?: how many)?(?: people)?\b/g);
  const percent = options.reduceRight((rest, o) => `(tipPercent == '${o}' ? ${o.slice(0, -1)} : ${rest})`, options[options.length - 1]!.slice(0, -1));
  const tip = `round(bill * ${percent}) / 100`;
  return {
    name: 'Tip Calculator',
    inputs: [{ name: 'bill', label: 'Bill amount' }, ...(split ? [{ name: 'people', label: 'Number of people', initial: 1 }] : [])],
    choices: [{ name: 'tipPercent', label: 'Tip', options }],
    results: [
      { label: 'Tip', expr: tip },
      { label: 'Total with tip', expr: `bill + ${tip}` },
      ...(split ? [{ label: 'Each person pays', expr: `(people <= 0 ? 0 : round((bill + ${tip}) / people * 100) / 100)` }] : []),
    ],
  };
}

/**
 * "enter the total cost of the villa, how many people and how many nights, it tells us cost per person and per
 * person per night", "put in total tips and how many staff worked and it tells us how much each person gets":
 * a total divided by the counts the user types.
 */
export function splitBetween(reader: Reader): StatedFormula | undefined {
  const t = reader.text;
  const each = /\b(?:how much )?(?:each|every) (?:person|one|of us|[a-z]+) (?:pays|owes|gets|puts in|should (?:pay|get)|has to pay|needs to pay)\b|\bper (?:person|head)\b/.exec(t);
  const total = /\b(?:the )?(total (?!number\b)[a-z]+(?: of (?:the |our |my )?[a-z]+)?)\b|\b(?:the )?(bill|rent|tips|tip jar|cost)\b/.exec(t);
  if (!each || !total) return undefined;
  const what = (total[1] ?? total[2])!;
  // (A bill with a tip percentage is the tip calculator's; pooled tips shared out are a split.)
  if (/\btip/.test(t) && (!/\btips?\b/.test(what) || /%|percent/.test(t))) return undefined;
  const counts = [...t.matchAll(/\b(?:how many|number of|no\.? of) ([a-z]+)/g)].filter((m) => !/^(?:i|we|you|they|it|of|there|each|times)$/.test(m[1]!));
  if (counts.length === 0 || counts.length > 3) return undefined;
  const people = counts.find((m) => /^(?:people|persons|staff|friends|flatmates|housemates|roommates|guests|players|kids|workers|us|members|adults|colleagues)$/.test(m[1]!)) ?? counts[0]!;
  const others = counts.filter((m) => m !== people);
  const totalName = camel(what.replace(/ of .*/, ''));
  for (const m of [each, total, ...counts]) reader.mark(m.index, m.index + m[0].length);
  reader.find(/\b(?:it )?(?:tells?|shows?|gives?) (?:me |us )?(?:the )?(?:cost |amount |share )?(?:per person|per head|how much each [a-z ]+)(?: and per person(?: per [a-z]+)?)?\b/);
  const noun = /^total ([a-z]+)/.exec(what)?.[1] ?? what;
  const perPerson = /\bper (?:person|head)\b/.test(t) ? `${sentenceCase(noun === 'tips' ? 'tips' : noun)} per person` : `Each ${people[1] === 'people' ? 'person' : 'one'} ${/\bgets?\b/.test(each[0]) ? 'gets' : 'pays'}`;
  const share = `(${people[1]} <= 0 ? 0 : round(${totalName} / ${people[1]} * 100) / 100)`;
  return {
    name: 'Split calculator',
    inputs: [{ name: totalName, label: sentenceCase(what) }, ...counts.map((m) => ({ name: m[1]!, label: `Number of ${m[1]}` }))],
    results: [
      { label: perPerson, expr: share },
      ...others.filter((m) => new RegExp(`\\bper ${m[1]!.replace(/s$/, '')}\\b`).test(t)).map((m) => ({ label: `${perPerson} per ${m[1]!.replace(/s$/, '')}`, expr: `(${m[1]} <= 0 ? 0 : round(${share} / ${m[1]} * 100) / 100)` })),
    ],
  };
}
