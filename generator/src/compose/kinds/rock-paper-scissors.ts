import type { Component } from '@droidforge/contracts';
import { increment, quote, set, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, row, text } from '../build/components';
import { numberVar, textVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

const BEATS = "(me == 'Rock' && cpu == 'Scissors') || (me == 'Paper' && cpu == 'Rock') || (me == 'Scissors' && cpu == 'Paper')";

function choice(name: string, emoji: string): Component {
  return button(`${name.toLowerCase()}_button`, `${emoji} ${name}`, [
    set('me', quote(name)),
    set('pick', 'random(0, 2)'),
    set('cpu', "pick == 0 ? 'Rock' : pick == 1 ? 'Paper' : 'Scissors'"),
    when('me == cpu', [set('result', "'Draw'"), increment('draws')], [
      when(BEATS, [set('result', "'You win!'"), increment('wins')], [set('result', "'You lose'"), increment('losses')]),
    ]),
  ]);
}

/** Rock, paper, scissors against the phone, with a running score kept after closing. */
export const buildRockPaperScissors: KindBuilder = (analysis) =>
  assembleSpec(analysis, 'game', {
    defaultName: 'Rock Paper Scissors',
    description: describe(analysis, 'Rock, paper, scissors against the phone.'),
    features: ['Pick rock, paper or scissors', 'The phone picks at random', 'Win, lose or draw', 'Score kept after closing'],
    state: [textVar('me'), textVar('cpu'), numberVar('pick'), textVar('result'), numberVar('wins', 0, true), numberVar('losses', 0, true), numberVar('draws', 0, true)],
    screens: [
      screen('main', 'Rock Paper Scissors', [
        display('result_text', "{result == '' ? 'Make your move' : result}", { size: 'headline' }),
        text('moves_text', "{me == '' ? '' : 'You: ' + me + '  ·  Phone: ' + cpu}", { align: 'center' }),
        row('choice_row', [choice('Rock', '✊'), choice('Paper', '✋'), choice('Scissors', '✌️')]),
        card('score_card', [text('score_text', 'Wins {wins} · Losses {losses} · Draws {draws}', { align: 'center', bold: true })]),
        button('reset_button', 'Reset score', [set('wins', '0'), set('losses', '0'), set('draws', '0'), set('result', "''"), set('me', "''")], { style: 'text' }),
      ]),
    ],
  });
