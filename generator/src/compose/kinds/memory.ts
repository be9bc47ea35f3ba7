import type { Action, Component } from '@droidforge/contracts';
import { increment, quote, set, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, grid, text } from '../build/components';
import { boolVar, numberVar, textVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

const CARDS = [0, 1, 2, 3, 4, 5, 6, 7];
/** Three deals of four pairs; "New game" picks one at random (there are no arrays to shuffle). */
const DEALS = [
  ['🍎', '🍌', '🍇', '🍒', '🍌', '🍎', '🍒', '🍇'],
  ['🍇', '🍎', '🍎', '🍌', '🍒', '🍇', '🍌', '🍒'],
  ['🍒', '🍇', '🍌', '🍎', '🍇', '🍒', '🍎', '🍌'],
];
/** The face of the card whose number is held in `which`. */
const faceOf = (which: string) => `(${CARDS.reduceRight((rest, c) => (c === 7 ? 'v7' : `${which} == ${c} ? v${c} : ${rest}`), '')})`;

/** Hides the two unmatched cards of the previous turn. */
const HIDE_MISSES: Action[] = [when('second >= 0', [...CARDS.map((c) => set(`r${c}`, `m${c}`)), set('first', '-1'), set('second', '-1')])];

function cardButton(c: number): Component {
  return button(`card_${c}`, `{r${c} || m${c} ? v${c} : '❓'}`, [
    ...HIDE_MISSES,
    when(`!r${c} && !m${c}`, [
      set(`r${c}`, 'true'),
      when('first < 0', [set('first', String(c))], [
        set('second', String(c)),
        increment('moves'),
        when(`${faceOf('first')} == v${c}`, [
          ...CARDS.map((k) => set(`m${k}`, `m${k} || first == ${k} || ${c} == ${k}`)),
          increment('pairs'),
          set('first', '-1'),
          set('second', '-1'),
          when('pairs == 4', [toast('All pairs found in {moves} moves!')]),
        ]),
      ]),
    ]),
  ], { style: 'outlined' });
}

/** Memory: find the four pairs among eight face-down cards; counts moves. */
export const buildMemory: KindBuilder = (analysis) => {
  const deal = DEALS[0]!;
  const newGame: Action[] = [
    set('deal', `random(0, ${DEALS.length - 1})`),
    ...CARDS.map((c) => set(`v${c}`, `deal == 0 ? ${quote(DEALS[0]![c]!)} : deal == 1 ? ${quote(DEALS[1]![c]!)} : ${quote(DEALS[2]![c]!)}`)),
    ...CARDS.flatMap((c) => [set(`r${c}`, 'false'), set(`m${c}`, 'false')]),
  ];
  return assembleSpec(analysis, 'game', {
    defaultName: 'Memory',
    description: describe(analysis, 'Find the matching pairs.'),
    features: ['Eight cards, four pairs', 'Turn two cards per move', 'Counts moves', 'New game deals again'],
    state: [
      ...CARDS.map((c) => textVar(`v${c}`, deal[c])), ...CARDS.map((c) => boolVar(`r${c}`)), ...CARDS.map((c) => boolVar(`m${c}`)),
      numberVar('first', -1), numberVar('second', -1), numberVar('moves'), numberVar('pairs'), numberVar('deal'),
    ],
    screens: [
      screen('main', 'Memory', [
        text('status_text', "{pairs == 4 ? 'You found all pairs!' : 'Find the pairs'}", { size: 'title', bold: true, align: 'center' }),
        grid('cards', 4, CARDS.map(cardButton)),
        text('moves_text', 'Moves: {moves} · Pairs: {pairs} / 4', { align: 'center' }),
        // New game: the action list is split because one handler holds at most 30 actions.
        button('new_game_button', 'New game', [when('true', newGame.slice(0, 9)), when('true', newGame.slice(9)), set('moves', '0'), set('pairs', '0'), set('first', '-1'), set('second', '-1')], { style: 'outlined' }),
      ]),
    ],
  });
};
