import type { Component, StateVar } from '@droidforge/contracts';
import type { PromptAnalysis } from '../analyze/analyze-prompt';
import { quote, set } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, heading, input, row, select, text } from '../build/components';
import { numberVar, textVar } from '../build/state';
import { toSnakeCase } from '../analyze/words';
import { describe, type KindBuilder } from './builder';

interface Unit {
  name: string;
  /** How many base units one of this unit is (metres, grams). */
  factor: number;
  words: RegExp;
}

const LENGTH: Unit[] = [
  { name: 'Meters', factor: 1, words: /\bmet(er|re)s?\b|\bm\b/ },
  { name: 'Kilometers', factor: 1000, words: /\bkilomet(er|re)s?\b|\bkm\b/ },
  { name: 'Centimeters', factor: 0.01, words: /\bcentimet(er|re)s?\b|\bcm\b/ },
  { name: 'Feet', factor: 0.3048, words: /\bfeet\b|\bfoot\b|\bft\b/ },
  { name: 'Inches', factor: 0.0254, words: /\binch(es)?\b|\bin\b/ },
  { name: 'Miles', factor: 1609.344, words: /\bmiles?\b|\bmi\b/ },
  { name: 'Yards', factor: 0.9144, words: /\byards?\b|\byd\b/ },
];
const WEIGHT: Unit[] = [
  { name: 'Kilograms', factor: 1000, words: /\bkilo(gram)?s?\b|\bkg\b/ },
  { name: 'Grams', factor: 1, words: /\bgrams?\b|\bg\b/ },
  { name: 'Pounds', factor: 453.59237, words: /\bpounds?\b|\blbs?\b/ },
  { name: 'Ounces', factor: 28.349523125, words: /\bounces?\b|\boz\b/ },
];

function pickUnits(lower: string): { units: Unit[]; measure: string } {
  const isWeight = /\bweight\b|\bkg\b|\bpounds?\b|\bgrams?\b|\bounces?\b|\blbs?\b/.test(lower) && !/\blength\b|\bdistance\b/.test(lower);
  const table = isWeight ? WEIGHT : LENGTH;
  const named = table.filter((u) => u.words.test(lower));
  return { units: named.length >= 2 ? named : table.slice(0, 6), measure: isWeight ? 'Weight' : 'Length' };
}

/** value × factor(from) ÷ factor(to), as one expression over the selected unit names. */
function factorExpr(variable: string, units: Unit[]): string {
  return units.reduceRight((rest, unit) => `(${variable} == ${quote(unit.name)} ? ${unit.factor} : ${rest})`, '1');
}

/** `result` is an expression giving the converted value as text. */
function converterScreen(title: string, state: StateVar[], options: string[], result: string, extras: Component[] = []) {
  return {
    state: [numberVar('amount', 1), textVar('fromUnit', options[0]), textVar('toUnit', options[1] ?? options[0]), textVar('swapUnit'), ...state],
    children: [
      heading('converter_title', title),
      input('amount_input', 'amount', 'decimal', 'Value to convert'),
      text('from_label', 'From', { color: 'muted' }),
      select('from_select', 'fromUnit', options),
      text('to_label', 'To', { color: 'muted' }),
      select('to_select', 'toUnit', options),
      row('swap_row', [button('swap_button', 'Swap ⇅', [set('swapUnit', 'fromUnit'), set('fromUnit', 'toUnit'), set('toUnit', 'swapUnit')], { style: 'outlined' })]),
      card('result_card', [
        display('result_text', `{${result}}`),
        text('result_caption', `{str(amount)} {fromUnit} = {${result}} {toUnit}`, { align: 'center', color: 'muted' }),
      ]),
      ...extras,
    ] satisfies Component[],
  };
}

function temperature() {
  const toCelsius = "(fromUnit == 'Celsius' ? amount : fromUnit == 'Fahrenheit' ? (amount - 32) * 5 / 9 : amount - 273.15)";
  const result = `(toUnit == 'Celsius' ? ${toCelsius} : toUnit == 'Fahrenheit' ? ${toCelsius} * 9 / 5 + 32 : ${toCelsius} + 273.15)`;
  return {
    name: 'Temperature Converter',
    features: ['Enter a temperature', 'Choose Celsius, Fahrenheit or Kelvin', 'Converted value updates as you type'],
    ...converterScreen('Temperature', [], ['Celsius', 'Fahrenheit', 'Kelvin'], `fixed(${result}, 2)`),
  };
}

function units(lower: string) {
  const { units: picked, measure } = pickUnits(lower);
  const result = `amount * ${factorExpr('fromUnit', picked)} / ${factorExpr('toUnit', picked)}`;
  return {
    name: `${measure} Converter`,
    features: [`Convert ${measure.toLowerCase()} between ${picked.map((u) => u.name.toLowerCase()).join(', ')}`, 'From and to unit pickers', 'Result updates as you type'],
    ...converterScreen(measure, [], picked.map((u) => u.name), `fixed(${result}, 4)`),
  };
}

const DEFAULT_RATES: Record<string, number> = { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 150, INR: 83, CAD: 1.36, AUD: 1.52, CHF: 0.88, CNY: 7.2, MXN: 17, BRL: 5 };

function currency(text: string) {
  const named = [...new Set((text.toUpperCase().match(/\b(USD|EUR|GBP|JPY|INR|CAD|AUD|CHF|CNY|MXN|BRL)\b/g) ?? []))];
  const codes = named.length >= 2 ? named : ['USD', 'EUR', 'GBP', 'JPY'];
  const rateVar = (code: string) => `rate${code}`;
  const rateOf = (variable: string) => codes.reduceRight((rest, code) => `(${variable} == ${quote(code)} ? ${rateVar(code)} : ${rest})`, '1');
  const result = `(${rateOf('fromUnit')} == 0 ? 0 : amount / ${rateOf('fromUnit')} * ${rateOf('toUnit')})`;
  const base = codes[0]!;
  const rateInputs: Component[] = codes.slice(1).map((code) =>
    input(`${toSnakeCase(rateVar(code))}_input`, rateVar(code), 'decimal', `${code} per 1 ${base}`),
  );
  const rates = codes.map((code) => numberVar(rateVar(code), (DEFAULT_RATES[code] ?? 1) / (DEFAULT_RATES[base] ?? 1), true));
  return {
    name: 'Currency Converter',
    features: [`Convert between ${codes.join(', ')}`, 'Fixed exchange rates you can edit (saved)', 'Result updates as you type'],
    ...converterScreen('Currency', rates, codes, `fixed(${result}, 2)`, [
      card('rates_card', [heading('rates_title', `Rates (per 1 ${base})`, { size: 'body' }), ...rateInputs]),
    ]),
  };
}

function recipeFor(analysis: PromptAnalysis) {
  if (analysis.variant === 'temperature') return temperature();
  if (analysis.variant === 'currency') return currency(analysis.text);
  return units(analysis.lower);
}

/** Temperature, currency (with editable rates) and length/weight converters. */
export const buildConverter: KindBuilder = (analysis) => {
  const recipe = recipeFor(analysis);
  return assembleSpec(analysis, 'converter', {
    defaultName: recipe.name,
    description: describe(analysis, `${recipe.name}.`),
    features: recipe.features,
    state: recipe.state,
    screens: [screen('main', recipe.name, recipe.children)],
  });
};
