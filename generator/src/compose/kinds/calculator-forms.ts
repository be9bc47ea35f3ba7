import { assembleSpec, screen } from '../build/assemble';
import { buildCalculatorForm, type FormInput, type FormOutput } from '../build/calculator-form';
import type { PromptAnalysis } from '../analyze/analyze-prompt';
import { describe, type KindBuilder } from './builder';

interface FormRecipe {
  name: string;
  title: string;
  features: string[];
  inputs: FormInput[];
  outputs: FormOutput[];
}

/** A form's rows: number boxes, a percentage slider with its live label, and a live result (`emphasis` in large type). */
const decimal = (name: string, label: string, initial?: number): FormInput => ({ name, label, inputType: 'decimal', initial });
const whole = (name: string, label: string, initial?: number): FormInput => ({ name, label, inputType: 'number', initial });
const percent = (name: string, label: string, initial: number, max: number): FormInput => ({ name, label, initial, slider: { min: 0, max, suffix: '%' } });
const result = (id: string, template: string, emphasis = false): FormOutput => ({ id, template, emphasis });


function tipRecipe(analysis: PromptAnalysis): FormRecipe {
  // The share is said in the user's words: "how much each person pays".
  const share = /\beach (?:person|one|of us)'?s? share\b|\bshare (?:per|for each) person\b/.test(analysis.lower) ? "Each person's share"
    : /\beach (?:person|one|of us)\b/.test(analysis.lower) ? 'Each person pays'
    // ("how much each owes": each, said alone, is each person.)
    : /\b(?:how much|what) each (?:owes|pays|puts in|gets)\b/.test(analysis.lower) ? `Each ${/\beach (owes|pays|puts in|gets)\b/.exec(analysis.lower)![1]}` : 'Per person';
  const total = 'bill * (1 + tipPercent / 100)';
  return {
    name: 'Tip Calculator',
    title: 'Split the bill',
    features: ['Bill total', 'Tip percentage slider', 'Number of people', 'Tip, total and total per person'],
    inputs: [decimal('bill', 'Bill total'), percent('tipPercent', 'Tip', 15, 30), whole('people', 'Number of people', 1)],
    outputs: [
      result('tip_text', 'Tip: {fixed(bill * tipPercent / 100, 2)}'),
      result('total_text', `Total: {fixed(${total}, 2)}`),
      result('per_person_text', `${share}: {fixed(${total} / max(1, people), 2)}`, true),
    ],
  };
}

/**
 * "in stone and pounds and feet/inches, uk style": the weight and height typed in the units said (each worked
 * back to kg and cm), else kg and cm; the category called "healthy" when the prompt calls it so.
 */
function bmiRecipe(analysis: PromptAnalysis): FormRecipe {
  const text = analysis.lower;
  const stone = /\bstones?\b|\bst\b/.test(text);
  const pounds = stone || /\b(?:pounds?|lbs?)\b/.test(text);
  const feet = /\b(?:feet|foot|ft|inch(?:es)?)\b/.test(text);
  const weightIn: FormInput[] = pounds ? [...(stone ? [whole('stone', 'Weight: stone')] : []), decimal('pounds', stone ? 'and pounds' : 'Weight (lb)')] : [decimal('weight', 'Weight (kg)')];
  const heightIn: FormInput[] = feet ? [whole('feet', 'Height: feet'), decimal('inches', 'and inches')] : [decimal('height', 'Height (cm)')];
  // 1 stone = 14 lb, 1 lb = 0.45359237 kg, 1 inch = 2.54 cm.
  const kg = pounds ? `((${stone ? 'stone * 14 + ' : ''}pounds) * 0.45359237)` : 'weight';
  const inches = '(feet * 12 + inches)';
  const cm = feet ? `(${inches} * 2.54)` : 'height';
  // (In pounds and inches together the imperial formula, 703 lb / in², keeps the category line short.)
  const bmi = pounds && feet ? `(703 * (${stone ? 'stone * 14 + ' : ''}pounds) / (${inches} * ${inches}))` : `(${kg} / ((${cm} / 100) * (${cm} / 100)))`;
  const healthy = /\bhealthy\b/.test(text) ? 'Healthy' : 'Normal';
  const category = `${bmi} < 18.5 ? 'Underweight' : ${bmi} < 25 ? '${healthy}' : ${bmi} < 30 ? 'Overweight' : 'Obese'`;
  return {
    name: 'BMI Calculator',
    title: 'Body mass index',
    features: [feet ? 'Height in feet and inches' : 'Height in cm', pounds ? `Weight in ${stone ? 'stone and pounds' : 'pounds'}` : 'Weight in kg', 'BMI value', `Category: underweight, ${healthy.toLowerCase()}, overweight, obese`],
    inputs: [...heightIn, ...weightIn],
    outputs: [
      result('bmi_text', `BMI: {${cm} > 0 ? fixed(${bmi}, 1) : '-'}`, true),
      result('category_text', `Category: {${cm} > 0 && ${kg} > 0 ? ${category} : 'enter height and weight'}`),
    ],
  };
}

/** The loan's term follows the prompt: years when it speaks of years only, else months. */
function loanRecipe(analysis: PromptAnalysis): FormRecipe {
  const years = /\byears?\b/.test(analysis.lower) && !/\bmonths?\b/.test(analysis.lower);
  const principalLabel = /\bamount\b/.test(analysis.lower) ? 'Loan amount' : 'Principal';
  const months = years ? '(years * 12)' : 'months';
  const rate = '(annualRate / 1200)';
  // EMI = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate; with no interest it is P / n.
  const growth = `pow(1 + ${rate}, ${months})`;
  const emi = `(annualRate == 0 ? principal / max(1, ${months}) : principal * ${rate} * ${growth} / (${growth} - 1))`;
  const term = years ? 'years' : 'months';
  return {
    name: 'Loan EMI Calculator',
    title: 'Monthly payment',
    features: [principalLabel, 'Annual interest rate', `Tenure in ${term}`, 'Monthly payment (EMI), total interest'],
    inputs: [
      decimal('principal', principalLabel),
      decimal('annualRate', 'Annual interest rate (%)'),
      whole(term, `Tenure (${term})`, years ? 1 : 12),
    ],
    outputs: [
      result('emi_text', `Monthly payment: {${term} > 0 ? fixed(${emi}, 2) : '-'}`, true),
      result('total_paid_text', `Total paid: {${term} > 0 ? fixed(${emi} * ${months}, 2) : '-'}`),
      result('interest_text', `Total interest: {${term} > 0 ? fixed(${emi} * ${months} - principal, 2) : '-'}`),
    ],
  };
}

function fuelRecipe(): FormRecipe {
  return {
    name: 'Fuel Cost',
    title: 'Trip fuel cost',
    features: ['Distance', 'Consumption per 100 km', 'Fuel price', 'Fuel needed and trip cost'],
    inputs: [decimal('distance', 'Distance (km)'), decimal('consumption', 'Litres per 100 km', 7), decimal('price', 'Price per litre')],
    outputs: [
      result('litres_text', 'Fuel needed: {fixed(distance * consumption / 100, 1)} L'),
      result('cost_text', 'Trip cost: {fixed(distance * consumption / 100 * price, 2)}', true),
    ],
  };
}

function gpaRecipe(): FormRecipe {
  const courses = [1, 2, 3, 4];
  const points = courses.map((c) => `grade${c} * credits${c}`).join(' + ');
  const credits = courses.map((c) => `credits${c}`).join(' + ');
  return {
    name: 'GPA Calculator',
    title: 'Grade point average',
    features: ['Four courses with grade points and credits', 'Weighted GPA'],
    inputs: courses.flatMap((c) => [
      decimal(`grade${c}`, `Course ${c} grade points (0-4)`),
      whole(`credits${c}`, `Course ${c} credits`),
    ]),
    outputs: [result('gpa_text', `GPA: {(${credits}) > 0 ? fixed((${points}) / (${credits}), 2) : '-'}`, true)],
  };
}

function discountRecipe(): FormRecipe {
  return {
    name: 'Discount Calculator',
    title: 'Sale price',
    features: ['Original price', 'Discount slider', 'Savings and final price'],
    inputs: [decimal('price', 'Original price'), percent('discount', 'Discount', 20, 90)],
    outputs: [
      result('saving_text', 'You save: {fixed(price * discount / 100, 2)}'),
      result('final_text', 'Final price: {fixed(price * (1 - discount / 100), 2)}', true),
    ],
  };
}

const RECIPES: Record<string, (analysis: PromptAnalysis) => FormRecipe> = {
  tip: tipRecipe, bmi: bmiRecipe, loan: loanRecipe, fuel: fuelRecipe, gpa: gpaRecipe, discount: discountRecipe,
};

function buildFrom(analysis: PromptAnalysis, recipe: FormRecipe) {
  const form = buildCalculatorForm(recipe.title, recipe.inputs, recipe.outputs);
  return assembleSpec(analysis, 'calculator-form', {
    defaultName: recipe.name,
    description: describe(analysis, `${recipe.name}: ${recipe.features.join(', ')}.`),
    features: recipe.features,
    state: form.state,
    screens: [screen('main', recipe.name, form.children)],
  });
}

/** Tip, BMI, loan, fuel, GPA and discount calculators: inputs with live results. */
export const buildCalculatorFormApp: KindBuilder = (analysis) => {
  const recipe = RECIPES[analysis.variant] ?? tipRecipe;
  return buildFrom(analysis, recipe(analysis));
};
