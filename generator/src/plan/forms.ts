import type { Component, StateVar } from '@droidforge/contracts';
import { card, heading, input, text } from '../compose/build/components';
import type { FormulaPlan } from '../understand/formulas';
import { UNITS } from '../understand/formulas';
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
  return f.domain === 'paint' ? paint(f) : units(f);
}

function paint(f: FormulaPlan): FormParts {
  const { coats = 2, coverage = 10 } = f.numbers;
  const area = '(2 * (width + length) * height)';
  const litres = `(${area} * coats / ${coverage})`;
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
        text('litres_text', `Paint needed: {fixed(${litres}, 1)} litres`, { size: 'headline', bold: true }),
        text('rule_text', `1 litre covers ${coverage} m²; doors and windows are not subtracted.`, { size: 'small', color: 'muted' }),
      ]),
    ],
    features: ['Room width, length and height in metres', `Number of coats (${coats})`, `Litres of paint needed (1 litre covers ${coverage} m²)`],
  };
}

function units(f: FormulaPlan): FormParts {
  const children: Component[] = [];
  const state: StateVar[] = [];
  const features: string[] = [];
  f.pairs.forEach(([from, to], i) => {
    const a = UNITS[from]!;
    const b = UNITS[to]!;
    const factor = a.factor / b.factor;
    state.push(num(from));
    children.push(
      heading(`pair_${i}_title`, `${a.label} to ${b.label.toLowerCase()}`),
      input(`${from}_input`, from, 'decimal', a.label),
      text(`${from}_result`, `= {fixed(${from} * ${Number(factor.toPrecision(10))}, 2)} ${b.label.toLowerCase()}`, { size: 'headline', bold: true }),
      text(`${from}_back`, `1 ${b.label.toLowerCase().replace(/s$/, '')} = ${Number((1 / factor).toPrecision(4))} ${a.label.toLowerCase()}`, { size: 'small', color: 'muted' }),
    );
    features.push(`${a.label} to ${b.label.toLowerCase()}`);
  });
  return { name: 'Unit Converter', state, children, features: [`Converts ${joinAnd(features.map((x) => x.toLowerCase()))}`, 'Results update as you type'] };
}
