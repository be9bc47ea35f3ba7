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

const BMI = '(weight / ((height / 100) * (height / 100)))';

function tipRecipe(): FormRecipe {
  const total = 'bill * (1 + tipPercent / 100)';
  return {
    name: 'Tip Calculator',
    title: 'Split the bill',
    features: ['Bill amount', 'Tip percentage slider', 'Number of people', 'Tip, total and total per person'],
    inputs: [
      { name: 'bill', label: 'Bill amount', inputType: 'decimal' },
      { name: 'tipPercent', label: 'Tip', initial: 15, slider: { min: 0, max: 30, suffix: '%' } },
      { name: 'people', label: 'Number of people', inputType: 'number', initial: 1 },
    ],
    outputs: [
      { id: 'tip_text', template: 'Tip: {fixed(bill * tipPercent / 100, 2)}' },
      { id: 'total_text', template: `Total: {fixed(${total}, 2)}` },
      { id: 'per_person_text', template: `Per person: {fixed(${total} / max(1, people), 2)}`, emphasis: true },
    ],
  };
}

function bmiRecipe(): FormRecipe {
  const category = `${BMI} < 18.5 ? 'Underweight' : ${BMI} < 25 ? 'Normal' : ${BMI} < 30 ? 'Overweight' : 'Obese'`;
  return {
    name: 'BMI Calculator',
    title: 'Body mass index',
    features: ['Height in cm', 'Weight in kg', 'BMI value', 'Category: underweight, normal, overweight, obese'],
    inputs: [
      { name: 'height', label: 'Height (cm)', inputType: 'decimal' },
      { name: 'weight', label: 'Weight (kg)', inputType: 'decimal' },
    ],
    outputs: [
      { id: 'bmi_text', template: `BMI: {height > 0 ? fixed(${BMI}, 1) : '-'}`, emphasis: true },
      { id: 'category_text', template: `Category: {height > 0 && weight > 0 ? ${category} : 'enter height and weight'}` },
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
      { name: 'principal', label: principalLabel, inputType: 'decimal' },
      { name: 'annualRate', label: 'Annual interest rate (%)', inputType: 'decimal' },
      { name: term, label: `Tenure (${term})`, inputType: 'number', initial: years ? 1 : 12 },
    ],
    outputs: [
      { id: 'emi_text', template: `Monthly payment: {${term} > 0 ? fixed(${emi}, 2) : '-'}`, emphasis: true },
      { id: 'total_paid_text', template: `Total paid: {${term} > 0 ? fixed(${emi} * ${months}, 2) : '-'}` },
      { id: 'interest_text', template: `Total interest: {${term} > 0 ? fixed(${emi} * ${months} - principal, 2) : '-'}` },
    ],
  };
}

function fuelRecipe(): FormRecipe {
  return {
    name: 'Fuel Cost',
    title: 'Trip fuel cost',
    features: ['Distance', 'Consumption per 100 km', 'Fuel price', 'Fuel needed and trip cost'],
    inputs: [
      { name: 'distance', label: 'Distance (km)', inputType: 'decimal' },
      { name: 'consumption', label: 'Litres per 100 km', inputType: 'decimal', initial: 7 },
      { name: 'price', label: 'Price per litre', inputType: 'decimal' },
    ],
    outputs: [
      { id: 'litres_text', template: 'Fuel needed: {fixed(distance * consumption / 100, 1)} L' },
      { id: 'cost_text', template: 'Trip cost: {fixed(distance * consumption / 100 * price, 2)}', emphasis: true },
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
      { name: `grade${c}`, label: `Course ${c} grade points (0-4)`, inputType: 'decimal' as const },
      { name: `credits${c}`, label: `Course ${c} credits`, inputType: 'number' as const },
    ]),
    outputs: [{ id: 'gpa_text', template: `GPA: {(${credits}) > 0 ? fixed((${points}) / (${credits}), 2) : '-'}`, emphasis: true }],
  };
}

function discountRecipe(): FormRecipe {
  return {
    name: 'Discount Calculator',
    title: 'Sale price',
    features: ['Original price', 'Discount slider', 'Savings and final price'],
    inputs: [
      { name: 'price', label: 'Original price', inputType: 'decimal' },
      { name: 'discount', label: 'Discount', initial: 20, slider: { min: 0, max: 90, suffix: '%' } },
    ],
    outputs: [
      { id: 'saving_text', template: 'You save: {fixed(price * discount / 100, 2)}' },
      { id: 'final_text', template: 'Final price: {fixed(price * (1 - discount / 100), 2)}', emphasis: true },
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
