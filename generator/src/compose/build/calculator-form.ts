import type { Component, ComponentOf, InputComponent, StateVar } from '@droidforge/contracts';
import { card, heading, input, slider, text } from './components';
import { toSnakeCase } from '../analyze/words';
import { numberVar, textVar } from './state';

/**
 * Form calculators (tip, BMI, loan …): inputs bound to state, and results as live templates, so the
 * answer updates as the user types, in the preview and in the APK alike.
 */
export interface FormInput {
  name: string;
  label: string;
  inputType?: InputComponent['inputType'];
  initial?: number;
  /** Renders a slider with a live label instead of a text box. */
  slider?: { min: number; max: number; step?: number; suffix?: string };
}

export interface FormOutput {
  id: string;
  template: string;
  emphasis?: boolean;
  /** A colour rule, e.g. red when over budget. */
  color?: ComponentOf<'text'>['color'];
}

export interface CalculatorFormParts {
  state: StateVar[];
  children: Component[];
}

function inputComponents(field: FormInput): Component[] {
  const id = toSnakeCase(field.name);
  if (field.slider) {
    const { min, max, step, suffix } = field.slider;
    return [
      text(`${id}_label`, `${field.label}: {${field.name}}${suffix ?? ''}`, { bold: true }),
      slider(`${id}_slider`, field.name, min, max, step ?? 1),
    ];
  }
  if (field.inputType === 'date') return [input(`${id}_input`, field.name, 'date', field.label)];
  return [input(`${id}_input`, field.name, field.inputType ?? 'decimal', field.label)];
}

export function buildCalculatorForm(title: string, fields: FormInput[], outputs: FormOutput[], extras: Component[] = []): CalculatorFormParts {
  const state = fields.map((f) => (f.inputType === 'date' || f.inputType === 'text' ? textVar(f.name) : numberVar(f.name, f.initial ?? 0)));
  const results = outputs.map((o) =>
    text(o.id, o.template, { ...(o.emphasis ? { size: 'headline' as const, bold: true } : {}), ...(o.color ? { color: o.color } : {}) }),
  );
  return {
    state,
    children: [heading('form_title', title), ...fields.flatMap(inputComponents), card('result_card', results), ...extras],
  };
}
