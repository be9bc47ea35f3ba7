import type { Component } from '@droidforge/contracts';
import { increment, set, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, display, grid, row, text } from '../build/components';
import { numberVar, textVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

const CELLS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
/** True when the player whose turn it is owns a whole line (checked right after their move). */
const TURN_WINS = LINES.map((line) => `(${line.map((c) => `c${c} == turn`).join(' && ')})`).join(' || ');
const BOARD_FULL = CELLS.map((c) => `c${c} != ''`).join(' && ');

function cell(c: number): Component {
  return button(`cell_${c}`, `{c${c} == '' ? ' ' : c${c}}`, [
    when(`c${c} == '' && winner == ''`, [
      set(`c${c}`, 'turn'),
      when(TURN_WINS, [set('winner', 'turn'), when("turn == 'X'", [increment('winsX')], [increment('winsO')])], [
        when(BOARD_FULL, [set('winner', "'Draw'")], [set('turn', "turn == 'X' ? 'O' : 'X'")]),
      ]),
    ]),
  ], { style: 'outlined' });
}

/** Tic-tac-toe for two players on one phone: 3×3 board, turns, win and draw detection, restart, tally. */
export const buildTicTacToe: KindBuilder = (analysis) => {
  const restart = [...CELLS.map((c) => set(`c${c}`, "''")), set('winner', "''"), set('turn', "'X'")];
  return assembleSpec(analysis, 'game', {
    defaultName: 'Tic Tac Toe',
    description: describe(analysis, 'Tic-tac-toe for two players.'),
    features: ['3×3 board', 'Players X and O take turns', 'Detects wins and draws', 'Restart and win tally'],
    state: [...CELLS.map((c) => textVar(`c${c}`)), textVar('turn', 'X'), textVar('winner'), numberVar('winsX', 0, true), numberVar('winsO', 0, true)],
    screens: [
      screen('main', 'Tic Tac Toe', [
        display('status_text', "{winner == 'Draw' ? 'Draw!' : winner != '' ? winner + ' wins!' : turn + ' to play'}", { size: 'headline' }),
        grid('board', 3, CELLS.map(cell)),
        row('score_row', [text('x_wins', 'X: {winsX}', { bold: true }), text('o_wins', 'O: {winsO}', { bold: true })]),
        button('restart_button', 'Restart', restart),
        button('reset_score_button', 'Reset scores', [set('winsX', '0'), set('winsO', '0')], { style: 'text' }),
      ]),
    ],
  });
};
