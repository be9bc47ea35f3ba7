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

const BMI = '(weight / ((height / 100) * (height / 100)))';

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

function bmiRecipe(): FormRecipe {
  const category = `${BMI} < 18.5 ? 'Underweight' : ${BMI} < 25 ? 'Normal' : ${BMI} < 30 ? 'Overweight' : 'Obese'`;
  return {
    name: 'BMI Calculator',
    title: 'Body mass index',
    features: ['Height in cm', 'Weight in kg', 'BMI value', 'Category: underweight, normal, overweight, obese'],
    inputs: [decimal('height', 'Height (cm)'), decimal('weight', 'Weight (kg)')],
    outputs: [
      result('bmi_text', `BMI: {height > 0 ? fixed(${BMI}, 1) : '-'}`, true),
      result('category_text', `Category: {height > 0 && weight > 0 ? ${category} : 'enter height and weight'}`),
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
