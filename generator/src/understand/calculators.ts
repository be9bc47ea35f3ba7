import type { Reader } from './reader';
import type { StatedFormula } from './formulas';
import { typedThenAsked } from './typed-form';
import { camel, sentenceCase, userCase } from './words';

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
  return paceCalculator(reader) ?? fuelCost(reader) ?? recipeAmounts(reader) ?? tipChoices(reader) ?? namedQuantities(reader) ?? typedThenAsked(reader);
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
  // ("tip % (10, 12.5, 15 or 20)", "tip percentage: 10, 15, 20": the percent said before the numbers.)
  const m = /\btips?(?: of| at)? ((?:\d+(?:\.\d+)?%?,? (?:or |and |to )?){1,5}\d+(?:\.\d+)?) ?(?:%|percent)|\btips? (?:%|percent(?:age)?|options?|choices?)(?: of)?:? ?\(?((?:\d+(?:\.\d+)?%?,? (?:or |and |to )?){1,5}\d+(?:\.\d+)?)%?\)?/.exec(t);
  if (!m || !/\b(?:bill|check|total|meal|amount)\b/.test(t)) return undefined;
  const options = (m[1] ?? m[2])!.split(/[,%]?\s+(?:or |and |to )?|%/).filter((x) => /^\d/.test(x)).map((x) => `${x}%`);
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

/** ln(a) / ln(b) from pow() alone: (x^ε − 1) / ε is ln x to a millionth for a small ε, and the ε cancels. */
const logRatio = (a: string, b: string) => `((pow(${a}, 0.000001) - 1) / (pow(${b}, 0.000001) - 1))`;

/**
 * From the money library: "how long till my credit card is paid off? i owe 3200, interest is 22.9% a year
 * and i can pay 150 a month": the months a debt takes to clear at a yearly interest and a monthly payment,
 * n = ln(P / (P − r·B)) / ln(1 + r) with r the monthly rate, each number the prompt gives filled in.
 */
export function monthsToPayOff(reader: Reader): StatedFormula | undefined {
  const t = reader.text;
  const asked = /\bhow (?:long|many (?:months|years))\b[^.;?]*?\b(?:(?:be |is |are |get (?:it |this )?)?paid off|pay (?:it |this |that |them |(?:the|my|our) [a-z]+(?: [a-z]+)? )?off|clear(?:ed)?|debt[- ]free)\b|\b(?:pay ?off|payoff|debt) (?:calculator|calc|planner)\b/.exec(t);
  // ("pay off my car loan? the balance is 8,500": the word said with the number.)
  const owedRe = (number: string) => new RegExp(`\\b(?:(?:i|we) (owe)|(owed)|(?:the |my |our )?(balance|debt|loan)(?: is| of)?)\\b${number}`);
  const owed = owedRe('\\s+(?:about |around |roughly )?[$€£]?(\\d[\\d,]*(?:\\.\\d+)?)').exec(t) ?? owedRe('()').exec(t);
  const interest = /\b(interest|apr)(?: rate)?(?: is| of| at| =|:)? (?:about |around )?(\d+(?:\.\d+)?) ?(?:%|percent)|\b(\d+(?:\.\d+)?) ?(?:%|percent) (apr|interest)\b/.exec(t);
  const paid = /\b(?:pay|paying|repay|put|afford|payments? (?:of|is|are))(?: back| off)? (?:about |around )?[$€£]?(\d[\d,]*(?:\.\d+)?) (?:a|per|each|every) month\b|\b(?:monthly payments?|pay(?:ing)? (?:monthly|each month|a month))(?: is| of| =|:)? [$€£]?(\d[\d,]*(?:\.\d+)?)?/.exec(t);
  if (!asked || !owed || !interest || !paid) return undefined;
  for (const m of [asked, owed, interest, paid]) reader.mark(m.index, m.index + m[0].length);
  reader.find(/\b(?:change|edit|try) (?:the )?numbers\b[^.;]*/);
  const word = owed[1] || owed[2] ? 'owed' : owed[3]!;
  const owedName = word === 'owed' ? 'owed' : word;
  const rateWord = interest[1] ?? interest[4] ?? 'interest';
  const rateName = rateWord === 'apr' ? 'apr' : 'interest';
  const number = (v: string | undefined) => (v ? Number(v.replace(/,/g, '')) : undefined);
  const starts = { owed: number(owed[4]), rate: number(interest[2] ?? interest[3]), pay: number(paid[1] ?? paid[2]) };
  const r = `(${rateName} / 1200)`;
  const covers = `monthlyPayment > ${owedName} * ${r}`;
  const months = `(${rateName} <= 0 ? ceil(${owedName} / monthlyPayment) : ceil(${logRatio(`(monthlyPayment / (monthlyPayment - ${owedName} * ${r}))`, `(1 + ${r})`)}))`;
  const ready = `monthlyPayment > 0 && ${owedName} > 0`;
  return {
    // ("till my credit card is paid off": the debt's own name.)
    name: `${sentenceCase(/\b(?:my|the|our) ([a-z]+(?: [a-z]+)?) (?:is |are |will be |be )?paid off\b|\bpay off (?:my|the|our) ([a-z]+(?: [a-z]+)?)\b/.exec(t)?.slice(1).find(Boolean) ?? 'debt')} payoff calculator`,
    inputs: [
      withInitial({ name: owedName, label: word === 'owed' ? 'Amount owed' : sentenceCase(word) }, starts.owed),
      withInitial({ name: rateName, label: `${rateName === 'apr' ? 'APR' : 'Interest'} (% a year)` }, starts.rate),
      withInitial({ name: 'monthlyPayment', label: 'Monthly payment' }, starts.pay),
    ],
    results: [
      { label: 'Months to pay off', expr: months, shown: `{${ready} ? (${covers} ? fixed(${months}, 0) : 'never: the payment does not cover the interest') : '-'}` },
      { label: 'Years', expr: `${months} / 12`, shown: `{${ready} && ${covers} ? fixed(${months} / 12, 1) : '-'}` },
    ],
  };
}

interface Quantity { name: string; label: string; initial?: number }

/** "7.5p", "£45", "45": the first number said, and "p" or "cents" when it was said in those. */
function saidAmount(text: string): { value: number; small?: 'p' | 'cents' } | undefined {
  const m = /[$€£]?(\d+(?:\.\d+)?) ?(p|pence|c|cents?)?(?![\d%a-z])/.exec(text);
  return m ? { value: Number(m[1]), ...(m[2] ? { small: /^p/.test(m[2]) ? 'p' as const : 'cents' as const } : {}) } : undefined;
}

/**
 * "put in hours, my hourly rate, cost of parts, and it adds 20% vat and gives me the total", "battery size in kwh,
 * price per kwh (i'm on 7.5p), charging from what % to what %. how much will it cost": the quantities the prompt
 * names, each a number box named by its head noun. A rate per unit (an hourly rate) times the quantity in that
 * unit, scaled by the share between two percentages, plus the other costs named, with a percentage added on top.
 */
export function namedQuantities(reader: Reader): StatedFormula | undefined {
  const t = reader.text;
  // ("fill-up tracker: i enter litres, price per litre … each time": records kept, each with its cost.)
  if (/\b(?:tracker|track|tracking|each time|every time|keep|keeps|save|saves|history|records?)\b/.test(t)) return undefined;
  const clauses = clausesOf(t);
  const rates = clauses.flatMap((c) => rateIn(c));
  if (rates.length !== 1) return undefined;
  const rate = rates[0]!;
  // "hours", "hours worked", "number of nights", "battery size in kwh", "battery is 60 kwh": the quantity in the rate's unit.
  const unitRe = new RegExp(`^(?:(?:number of |how many )?(?:[a-z]+ )?${rate.unit}s?(?: (?:worked|used|spent|driven|needed|billed|charged|stayed|booked))?(?: (?:this|a|per|each|last) (?:day|week|month|shift|job))?|(?:[a-z]+ ){0,2}[a-z]+ in ${rate.unit}s?)$`);
  const givenRe = new RegExp(`^((?:[a-z]+ ){0,2}?[a-z]+) (?:is |of |=|: ?)?(?:about |around )?(\\d+(?:\\.\\d+)?) ?${rate.unit}s?$`);
  const measured = clauses.find((c) => c !== rate.clause && (unitRe.test(bare(c.text)) || givenRe.test(bare(c.text))));
  if (!measured) return undefined;
  const given = givenRe.exec(bare(measured.text));
  const said = given ? `${given[1]} in ${rate.unit}` : bare(measured.text);
  const shownUnit = userCase(reader.typed, rate.unit);
  // ("how many nights": the number of them.)
  const qtyWords = said.replace(/ in [a-z]+(?: [a-z]+)?$/, '').replace(/^how many /, 'number of ');
  // ("area in square metres": the unit as the quantity says it.)
  const inUnit = / in ([a-z]+(?: [a-z]+)?)$/.exec(said)?.[1];
  const qty: Quantity = { name: camel(qtyWords), label: inUnit ? `${sentenceCase(qtyWords)} (${given ? shownUnit : userCase(reader.typed, inUnit)})` : sentenceCase(qtyWords), ...(given ? { initial: Number(given[2]) } : {}) };
  // ("7.5p": a price in pence, and the result in pounds.)
  const small = rate.amount?.small;
  const rateInput: Quantity = { name: camel(rate.words), label: `${sentenceCase(rate.words.replace(rate.unit, shownUnit))}${small ? ` (${small})` : ''}`, ...(rate.amount ? { initial: rate.amount.value } : {}) };
  // "the cost of parts", "materials cost": an amount added, named by what it is for.
  const costs = clauses.flatMap((c) => {
    const m = /^(?:cost|price) of (?:the )?([a-z]+(?: [a-z]+)?)$|^([a-z]+(?: [a-z]+)?) (?:cost|costs|price)$/.exec(bare(c.text));
    return m && c !== rate.clause && c !== measured ? [{ clause: c, input: { name: camel(m[1] ?? m[2]!), label: sentenceCase(bare(c.text)) } as Quantity }] : [];
  });
  const { range, between } = percentBetween(t);
  const { added, addedWord, addedInput } = percentAdded(reader);
  // What is asked: "gives me the total", "how much will it cost".
  const asked = /\b(?:gives?|shows?|tells?|works? out|calculates?) (?:me |us )?(?:the |my |our )?((?:total |full |final )?(?:cost|price|bill|charge|amount|quote|pay|earnings|wages)|total)\b|\bhow much (?:will|would|does|do|is) (?:it|that|this|the [a-z]+) (cost|come to|be)\b/.exec(t);
  const word = asked?.[1] ?? (asked?.[2] === 'cost' ? 'cost' : 'total');
  for (const c of [rate.clause, measured, ...costs.map((x) => x.clause)]) reader.mark(c.index, c.index + c.text.length);
  for (const m of [range, added, asked]) if (m) reader.mark(m.index, m.index + m[0].length);
  const share = range ? ' * (toPercent - fromPercent) / 100' : '';
  const base = `${qty.name} * ${rateInput.name}${share}${small ? ' / 100' : ''}`;
  const subtotal = [base, ...costs.map((c) => c.input.name)].join(' + ');
  const results: StatedFormula['results'] = [];
  if (addedInput.length > 0) {
    const pct = addedInput[0]!;
    const extra = `(${subtotal}) * ${pct.name} / 100`;
    results.push({ label: sentenceCase(word === 'total' ? 'total' : word), expr: `(${subtotal}) + ${extra}` });
    results.push({ label: sentenceCase(userCase(reader.typed, addedWord!)), expr: extra });
    results.push({ label: `Before ${userCase(reader.typed, addedWord!)}`, expr: subtotal });
  } else results.push({ label: `${sentenceCase(word)}${small ? ` (${small === 'p' ? '£' : '$'})` : ''}`, expr: subtotal });
  return {
    name: formName(reader) ?? `${sentenceCase(word)} calculator`,
    inputs: [qty, rateInput, ...costs.map((c) => c.input), ...between, ...addedInput],
    results,
  };
}

/** "charging from what % to what %", "charge from 10% to 90%": the share of a quantity between two percentages, each typed in. */
function percentBetween(t: string): { range: RegExpExecArray | null; between: Quantity[] } {
  const range = /\b(?:(?:([a-z]+) )?from )(?:what|\d+(?:\.\d+)?) ?% (?:to|up to|until) (?:what|\d+(?:\.\d+)?) ?%/.exec(t);
  if (!range) return { range, between: [] };
  const said = [...range[0].matchAll(/(\d+(?:\.\d+)?) ?%/g)].map((m) => Number(m[1]));
  const verb = range[1] && !/^(?:and|it|is|goes|go)$/.test(range[1]) ? `${sentenceCase(range[1])} ` : '';
  return {
    range,
    between: [
      { name: 'fromPercent', label: `${verb ? `${verb}from` : 'From'} (%)`, initial: said.length === 2 ? said[0]! : 0 },
      { name: 'toPercent', label: `${verb ? `${verb}to` : 'To'} (%)`, initial: said.length === 2 ? said[1]! : 100 },
    ],
  };
}

/** "adds 20% vat", "plus 15% tax", "with 10% service": a percentage added to the whole, typed in and filled with the one said. */
function percentAdded(reader: Reader): { added: RegExpExecArray | null; addedWord?: string; addedInput: Quantity[] } {
  const added = /\b(?:adds?|adding|plus|\+|with|including|incl\.?) (\d+(?:\.\d+)?) ?(?:%|percent) ([a-z]+)\b/.exec(reader.text);
  const addedWord = added && !/^(?:of|off|on|discount|less|more|extra|to|for)$/.test(added[2]!) ? added[2]! : undefined;
  return { added, addedWord, addedInput: added && addedWord ? [{ name: `${camel(addedWord)}Percent`, label: `${sentenceCase(userCase(reader.typed, addedWord))} (%)`, initial: Number(added[1]) }] : [] };
}

interface Clause { text: string; index: number }

/**
 * Clauses: commas, semicolons, colons and sentence ends (not a decimal point); "(i'm on 7.5p)" stays with its
 * clause, and "hours, my hourly rate and cost of materials" ends its list after the "and".
 */
function clausesOf(t: string): Clause[] {
  return [...t.matchAll(/(?:^|(?<=[,;:!?]|\.(?!\d)|\band\b))\s*((?:(?!\band\b)[^,;:!?.]|\.(?=\d))+)/g)].map((m) => ({ text: m[1]!.trimEnd(), index: m.index + m[0].length - m[1]!.length }));
}

/** A clause without its asides, "put in" and article: "put in my hourly rate (about 40)" is "hourly rate". */
const bare = (c: string) => c.replace(/\([^)]*\)/g, ' ').replace(/^\s*(?:and |then |also |plus )?(?:(?:i |we )?(?:put in|type in|type|enter|input|add in|fill in) )?(?:the |my |our |a |an )?/, '').replace(/\s+/g, ' ').trim();

/** ("my hourly rate is 45", "price per kwh 7.5p": the words before the number said.) */
const wordsBefore = (c: string) => bare(c).replace(/\s*(?:is|of|=|at|:)?\s*(?:about |around )?[$€£]?\d[\d,]*(?:\.\d+)? ?(?:p|pence|c|cents?)?$/, '');

/** A rate per unit, an hourly (daily …) rate, or "i charge £40 an hour", with the number said for it. */
function rateIn(c: Clause): { clause: Clause; words: string; unit: string; amount?: ReturnType<typeof saidAmount> }[] {
  // ("per person per night" is a share, not a rate.)
  const m = /^((?!per\b)[a-z]+(?: (?!per\b)[a-z]+)?) per ([a-z]+(?: (?!per\b)[a-z]+)?)$/.exec(wordsBefore(c.text)) ?? /^(hourly|daily|weekly|nightly) (rate|wage|fee|charge|price)$/.exec(wordsBefore(c.text));
  const charged = m ? null : /^(?:i |we )?(?:charge|earn|get paid|bill|pay) [$€£]?\d[\d,]*(?:\.\d+)? ?(?:p|pence|c|cents?)? (?:an?|per|each) ([a-z]+)$/.exec(bare(c.text));
  if (!m && !charged) return [];
  // ("interest rate per year", "growth per month": a percentage over time, not a price per unit.)
  if (m && /\b(?:interest|apr|growth|inflation|return|percent|%)\b/.test(m[1]!)) return [];
  const unit = charged ? charged[1]! : /^(?:hourly|daily|weekly|nightly)$/.test(m![1]!) ? { hourly: 'hour', daily: 'day', weekly: 'week', nightly: 'night' }[m![1]!]! : m![2]!;
  return [{ clause: c, words: charged ? (unit === 'hour' ? 'hourly rate' : `rate per ${unit}`) : m![0], unit, amount: saidAmount(c.text) }];
}

/** "cleaning quote calculator", "calculator for tiling": the name the prompt gives it. */
function formName(reader: Reader): string | undefined {
  // (What it is for names it when nothing comes before.)
  const named = reader.find(/\b((?:[a-z]+ ){0,3})(calculator|calc|estimator|planner)\b(?: for (?:my |our |the )?([a-z]+(?: [a-z]+)?))?/);
  const before = named?.[1]?.trim().split(' ').filter((w) => w && !/^(?:a|an|the|my|simple|little|quick|easy|need|want|i|please)$/.test(w)) ?? [];
  const nameWords = before.length > 0 ? before : named?.[3] && !/\b(?:me|us|it|them)\b/.test(named[3]) ? named[3].split(' ') : [];
  return nameWords.length > 0 ? `${sentenceCase(nameWords.map((w) => userCase(reader.typed, w)).join(' '))} calculator` : undefined;
}
