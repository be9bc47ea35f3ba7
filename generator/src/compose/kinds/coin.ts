import { append, clear, increment, set, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, list, row, text } from '../build/components';
import { listVar, numberVar, textVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

const percent = (part: string) => `round(${part} * 100 / max(1, heads + tails))`;

/** Coin flip: heads or tails, a history of flips and statistics (counts and percentages), all saved. */
export const buildCoin: KindBuilder = (analysis) =>
  assembleSpec(analysis, 'random', {
    defaultName: 'Coin Flip',
    description: describe(analysis, 'Flip a coin.'),
    features: ['Flip a coin', 'History of flips', 'Heads and tails counts with percentages'],
    state: [textVar('side', '', true), numberVar('heads', 0, true), numberVar('tails', 0, true), listVar('flips', [{ name: 'n', type: 'number' }, { name: 'result', type: 'text' }], [], true)],
    screens: [
      screen('main', 'Coin Flip', [
        display('side_text', "{side == '' ? '🪙' : side}"),
        button('flip_button', 'Flip', [
          set('side', "random(0, 1) == 0 ? 'Heads' : 'Tails'"),
          when("side == 'Heads'", [increment('heads')], [increment('tails')]),
          append('flips', { n: 'heads + tails', result: 'side' }),
        ]),
        card('stats_card', [
          row('stats_row', [
            text('heads_text', `Heads: {heads} ({${percent('heads')}}%)`, { bold: true }),
            text('tails_text', `Tails: {tails} ({${percent('tails')}}%)`, { bold: true }),
          ]),
          text('total_text', 'Total flips: {heads + tails}', { color: 'muted' }),
        ]),
        text('history_title', 'History', { bold: true }),
        list('flips_list', 'flips', [text('flip_text', '#{item.n}: {item.result}')], 'No flips yet', { sortBy: { field: 'n', descending: true } }),
        button('reset_button', 'Reset statistics', [set('heads', '0'), set('tails', '0'), set('side', "''"), clear('flips')], { style: 'text' }),
      ]),
    ],
  });
