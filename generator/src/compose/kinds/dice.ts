import type { Component } from '@droidforge/contracts';
import { append, clear, set } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, display, list, row, slider, text } from '../build/components';
import { listVar, numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

const MAX_DICE = 6;
const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

function face(die: string, sides: number): string {
  if (sides !== 6) return `str(${die})`;
  return FACES.reduceRight((rest, glyph, i) => `${die} == ${i + 1} ? '${glyph}' : ${rest}`, `str(${die})`);
}

/** Dice roller: choose how many dice, roll them all, see each face and the sum; recent rolls listed. */
export const buildDice: KindBuilder = (analysis) => {
  const sidesMatch = /\b(\d+)[- ]sided\b|\bd(\d+)\b/.exec(analysis.lower);
  const sides = Number(sidesMatch?.[1] ?? sidesMatch?.[2] ?? 6) || 6;
  const range = analysis.numbers.range;
  const maxDice = Math.min(MAX_DICE, range && range.max <= MAX_DICE ? range.max : MAX_DICE);
  const dice = Array.from({ length: maxDice }, (_, i) => i + 1);
  const sum = dice.map((n) => `die${n}`).join(' + ');
  const faces: Component[] = dice.map((n) =>
    text(`die${n}_text`, `{${face(`die${n}`, sides)}}`, { size: 'display', align: 'center', visible: `diceCount >= ${n} && die${n} > 0` }),
  );
  return assembleSpec(analysis, 'random', {
    defaultName: 'Dice Roller',
    description: describe(analysis, 'Roll dice.'),
    features: [`Choose 1 to ${maxDice} dice`, `${sides}-sided dice`, 'Roll all dice at once', 'Shows the sum', 'Recent rolls'],
    state: [numberVar('diceCount', Math.min(2, maxDice), true), ...dice.map((n) => numberVar(`die${n}`)), listVar('rolls', [{ name: 'n', type: 'number' }, { name: 'total', type: 'number' }, { name: 'dice', type: 'number' }], [], false)],
    screens: [
      screen('main', 'Dice', [
        text('count_label', 'Number of dice: {diceCount}', { bold: true }),
        slider('count_slider', 'diceCount', 1, maxDice),
        row('dice_row', faces),
        display('sum_text', `{${sum} > 0 ? 'Sum: ' + str(${sum}) : 'Tap Roll'}`, { size: 'headline' }),
        button('roll_button', 'Roll', [
          ...dice.map((n) => set(`die${n}`, `diceCount >= ${n} ? random(1, ${sides}) : 0`)),
          append('rolls', { n: 'count(rolls) + 1', total: sum, dice: 'diceCount' }),
        ]),
        text('history_title', 'Recent rolls', { bold: true }),
        list('rolls_list', 'rolls', [text('roll_text', '{item.dice} dice → {item.total}')], 'No rolls yet', { sortBy: { field: 'n', descending: true }, filter: 'index >= count(rolls) - 10' }),
        button('clear_history_button', 'Clear history', [clear('rolls')], { style: 'text' }),
      ]),
    ],
  });
};
