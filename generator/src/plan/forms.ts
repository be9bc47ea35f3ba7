import type { Component, StateVar } from '@droidforge/contracts';
import { card, checkbox, heading, input, radio, select, text } from '../compose/build/components';
import type { FormulaPlan } from '../understand/formulas';
import { GRAMS_PER_CUP, UNITS, type UnitInfo } from '../understand/formulas';
import { joinAnd } from './records';

/** Forms from the domain library: inputs bound to numbers, results as live templates. */
export interface FormParts {
  state: StateVar[];
  children: Component[];
  features: string[];
  name: string;
}

const num = (name: string, initial = 0): StateVar => ({ name, type: 'number', initial, persist: false });

export function buildForm(f: FormulaPlan): FormParts {
  return f.domain === 'paint' ? paint(f) : f.domain === 'stated' ? stated(f) : f.domain === 'baking' ? baking(f) : units(f);
}

/** A formula the prompt states: a number box per input, each result live below them. */
function stated(f: FormulaPlan): FormParts {
  const { name, inputs, results, choices = [], ticks = [] } = f.stated!;
  return {
    name,
    state: [
      ...inputs.map((i) => num(i.name, i.initial)),
      ...choices.map((c): StateVar => ({ name: c.name, type: 'text', initial: c.options[0]!, persist: true })),
      ...ticks.map((t): StateVar => ({ name: t.name, type: 'bool', initial: false, persist: false })),
    ],
    children: [
      ...inputs.map((i) => input(`${i.name.toLowerCase()}_input`, i.name, 'decimal', i.label)),
      ...choices.flatMap((c) => [text(`${c.name.toLowerCase()}_label`, c.label, { size: 'small', color: 'muted' }), radio(`${c.name.toLowerCase()}_radio`, c.name, c.options)]),
      ...ticks.map((t) => checkbox(`${t.name.toLowerCase()}_check`, t.name, t.label)),
      card('result_card', results.map((r, n) => text(`result_${n}`, `${r.label}: ${r.shown ?? `{fixed(${r.expr}, 2)}`}`, n === 0 ? { size: 'headline', bold: true } : {}))),
    ],
    features: [`Type in ${joinAnd(inputs.map((i) => i.label.toLowerCase()))}`, ...choices.map((c) => `${c.label}: ${joinAnd(c.options)}`), ...ticks.map((t) => `A tick for ${t.label.toLowerCase()}`), ...results.map((r) => `${r.label}, worked out as you type`)],
  };
}

/** Cups of an ingredient as grams (or back): the ingredient picked, its weight per cup from the library. */
function baking(f: FormulaPlan): FormParts {
  const cups = cupsAsGrams(f);
  // "… ounces to grams and fahrenheit to celsius": each other conversion asked beside it, below.
  if (f.pairs.length < 2) return cups;
  const more = units({ ...f, domain: 'units', pairs: f.pairs.slice(1) });
  return { name: 'Kitchen Converter', state: [...cups.state, ...more.state], children: [...cups.children, ...more.children], features: [cups.features[0]!, ...more.features.slice(0, -1), ...cups.features.slice(1)] };
}

function cupsAsGrams(f: FormulaPlan): FormParts {
  const toGrams = f.pairs[0]![0] === 'cup';
  const options = f.ingredients!.map((i) => i.charAt(0).toUpperCase() + i.slice(1));
  // ("1 cup = 120g"): the user's own weight per cup comes before the library's.
  const grams = (ingredient: string) => f.numbers[`perCup:${ingredient}`] ?? GRAMS_PER_CUP[ingredient];
  const perCup = options.reduceRight((rest, o) => `(ingredient == '${o}' ? ${grams(o.toLowerCase())} : ${rest})`, String(grams(f.ingredients![0]!)));
  const [amount, label] = toGrams ? ['cups', 'Cups'] : ['grams', 'Grams (g)'];
  const result = toGrams ? `= {fixed(cups * ${perCup}, 0)} grams (g)` : `= {fixed(grams / ${perCup}, 2)} cups`;
  return {
    name: toGrams ? 'Cups to Grams' : 'Grams to Cups',
    state: [num(amount, 1), { name: 'ingredient', type: 'text', initial: options[0]!, persist: true }],
    children: [
      heading('form_title', toGrams ? 'Cups to grams' : 'Grams to cups'),
      input(`${amount}_input`, amount, 'decimal', label),
      // (One ingredient asked for: nothing to pick.)
      ...(options.length > 1 ? [text('ingredient_label', 'Ingredient', { size: 'small', color: 'muted' }), select('ingredient_select', 'ingredient', options)] : []),
      card('result_card', [
        text('baking_result', result, { size: 'headline', bold: true }),
        text('baking_rule', `1 cup of {lower(ingredient)} weighs about {${perCup}} g (US cup, spooned and levelled).`, { size: 'small', color: 'muted' }),
      ]),
    ],
    features: [`${toGrams ? 'Cups to grams' : 'Grams to cups'} for ${joinAnd(f.ingredients!)}`, 'Each ingredient by its own weight per cup', 'Results update as you type'],
  };
}

function paint(f: FormulaPlan): FormParts {
  const { coats = 2, coverage = 10, usSpelling = 0 } = f.numbers;
  const litres = usSpelling ? 'liters' : 'litres';
  const litre = usSpelling ? 'liter' : 'litre';
  const area = '(2 * (width + length) * height)';
  const needed = `(${area} * coats / ${coverage})`;
  return {
    name: 'Paint Calculator',
    state: [num('width'), num('length'), num('height'), num('coats', coats)],
    children: [
      heading('form_title', 'Your room'),
      input('width_input', 'width', 'decimal', 'Width (m)'),
      input('length_input', 'length', 'decimal', 'Length (m)'),
      input('height_input', 'height', 'decimal', 'Height (m)'),
      input('coats_input', 'coats', 'number', `Coats (${coats})`),
      card('result_card', [
        text('area_text', `Wall area: {fixed(${area}, 1)} m²`),
        text('litres_text', `Paint needed: {fixed(${needed}, 1)} ${litres}`, { size: 'headline', bold: true }),
        text('rule_text', `1 ${litre} covers ${coverage} m²; doors and windows are not subtracted.`, { size: 'small', color: 'muted' }),
      ]),
    ],
    features: ['Room width, length and height in metres', `Number of coats (${coats})`, `${litres.charAt(0).toUpperCase()}${litres.slice(1)} of paint needed (1 ${litre} covers ${coverage} m²)`],
  };
}

function units(f: FormulaPlan): FormParts {
  const children: Component[] = [];
  const state: StateVar[] = [];
  const features: string[] = [];
  // One input per unit converted from, with a result line for each unit it converts to.
  const froms = [...new Set(f.pairs.map(([from]) => from))];
  froms.forEach((from, i) => {
    const a = UNITS[from]!;
    const tos = f.pairs.filter(([x]) => x === from).map(([, to]) => to);
    state.push(num(from));
    children.push(
      heading(`pair_${i}_title`, `${a.label} to ${joinAnd(tos.map((to) => UNITS[to]!.label.toLowerCase()))}`),
      input(`${from}_input`, from, 'decimal', a.short && a.short !== a.label ? `${a.label} (${a.short})` : a.label),
    );
    tos.forEach((to, j) => {
      const b = UNITS[to]!;
      const id = j === 0 ? `${from}_result` : `${from}_${to}_result`;
      children.push(text(id, `= {fixed(${convertExpr(from, a, b)}, 2)} ${b.label.toLowerCase()}${b.short && b.short.toLowerCase() !== b.label.toLowerCase() ? ` (${b.short})` : ''}`, { size: 'headline', bold: true }));
      if (!a.offset && !b.offset && tos.length === 1) {
        const factor = a.factor / b.factor;
        children.push(text(`${from}_back`, `1 ${b.label.toLowerCase().replace(/s$/, '')} = ${Number((1 / factor).toPrecision(4))} ${a.label.toLowerCase()}`, { size: 'small', color: 'muted' }));
      }
      features.push(`${a.label} to ${b.label.toLowerCase()}`);
    });
  });
  const temperatures = froms.every((x) => UNITS[x]!.dimension === 'temperature');
  return { name: temperatures ? 'Temperature Converter' : 'Unit Converter', state, children, features: [`Converts ${joinAnd(features.map((x) => x.toLowerCase()))}`, 'Results update as you type'] };
}

/** Through the dimension's base unit; temperatures are affine (an offset besides the factor). */
function convertExpr(variable: string, a: UnitInfo, b: UnitInfo): string {
  const n = (x: number) => Number(x.toPrecision(10));
  if (!a.offset && !b.offset) return `${variable} * ${n(a.factor / b.factor)}`;
  return `(${variable} * ${n(a.factor)} + ${n(a.offset ?? 0)} - ${n(b.offset ?? 0)}) / ${n(b.factor)}`;
}
