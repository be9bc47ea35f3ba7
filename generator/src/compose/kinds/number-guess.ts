import { clear, increment, set, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, display, input, text } from '../build/components';
import { boolVar, numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

/** Guess the number: the phone thinks of 1–100, each guess gets "higher" or "lower"; best score saved. */
export const buildNumberGuess: KindBuilder = (analysis) => {
  const max = analysis.numbers.range?.max ?? 100;
  const newGame = [set('secret', `random(1, ${max})`), set('tries', '0'), set('won', 'false'), set('hint', "'New number chosen'"), clear('guess')];
  return assembleSpec(analysis, 'game', {
    defaultName: 'Guess the Number',
    description: describe(analysis, 'Guess the secret number.'),
    features: [`Secret number from 1 to ${max}`, 'Higher / lower hints', 'Counts tries', 'Best score saved'],
    state: [numberVar('secret'), numberVar('guess'), numberVar('tries'), boolVar('won'), { name: 'hint', type: 'text', initial: `I'm thinking of a number from 1 to ${max}`, persist: false }, numberVar('best', 0, true)],
    screens: [
      screen('main', 'Guess the Number', [
        display('hint_text', '{hint}', { size: 'title' }),
        input('guess_input', 'guess', 'number', 'Your guess'),
        button('guess_button', 'Guess', [
          when('secret == 0', [set('secret', `random(1, ${max})`)]),
          when('won', [toast('Start a new game')], [
            increment('tries'),
            when('guess == secret', [set('won', 'true'), set('hint', "'Correct! ' + str(tries) + ' tries'"), when('best == 0 || tries < best', [set('best', 'tries')])], [
              set('hint', "guess < secret ? str(guess) + ' is too low' : str(guess) + ' is too high'"),
            ]),
          ]),
        ]),
        text('tries_text', 'Tries: {tries} · Best: {best == 0 ? \'-\' : str(best)}', { align: 'center' }),
        button('new_game_button', 'New game', newGame, { style: 'outlined' }),
      ]),
    ],
  });
};
