import { increment, set } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, display, row, spacer, text } from '../build/components';
import { numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

/** A tally counter: plus, minus and reset; the count survives restarts. */
export const buildCounter: KindBuilder = (analysis) => {
  const step = analysis.numbers.presets[0] ?? 1;
  const hasMinus = !/\bno (minus|decrement)\b/.test(analysis.lower);
  return assembleSpec(analysis, 'counter', {
    defaultName: 'Counter',
    description: describe(analysis, 'A simple counter with plus, minus and reset buttons.'),
    features: ['Tap + to count up', ...(hasMinus ? ['Tap − to count down'] : []), 'Reset to zero', 'Keeps the count after closing'],
    state: [numberVar('count', 0, true)],
    screens: [
      screen('main', 'Counter', [
        text('count_label', 'Count', { align: 'center', color: 'muted' }),
        display('count_text', '{count}'),
        spacer('count_gap', 24),
        row('count_buttons', [
          ...(hasMinus ? [button('minus_button', '−', [increment('count', String(-step))], { style: 'outlined' })] : []),
          button('plus_button', '+', [increment('count', String(step))]),
        ]),
        button('reset_button', 'Reset', [set('count', '0')], { style: 'text' }),
      ]),
    ],
  });
};
