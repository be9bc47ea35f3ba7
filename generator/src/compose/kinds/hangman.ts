import type { Action } from '@droidforge/contracts';
import { clear, increment, quote, set, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, display, input, row, text } from '../build/components';
import { numberVar, textVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

/** Five-letter words, so each letter can live in its own variable (the language has no string indexing). */
const THEMES: { words: RegExp; noun: string; list: string[] }[] = [
  { words: /\banimals?\b/, noun: 'animal', list: ['tiger', 'zebra', 'horse', 'camel', 'koala', 'panda', 'sheep', 'mouse', 'otter', 'llama'] },
  { words: /\bcountr(?:y|ies)\b/, noun: 'country', list: ['spain', 'italy', 'china', 'egypt', 'chile', 'nepal', 'kenya', 'japan', 'india', 'ghana'] },
  { words: /\bcolou?rs?\b/, noun: 'colour', list: ['green', 'black', 'white', 'brown', 'beige', 'coral', 'ivory', 'olive', 'peach', 'amber'] },
  { words: /\b(food|dinner|meals?|cooking)\b/, noun: 'food', list: ['pizza', 'bread', 'pasta', 'salad', 'curry', 'sushi', 'tacos', 'bagel', 'toast', 'gravy'] },
  { words: /.*/, noun: 'fruit', list: ['apple', 'grape', 'lemon', 'mango', 'peach', 'melon', 'berry', 'guava'] },
];
const POSITIONS = [1, 2, 3, 4, 5];
const LIVES = 6;
const SOLVED = POSITIONS.map((p) => `contains(guessed, l${p})`).join(' && ');
const IN_WORD = POSITIONS.map((p) => `l${p} == g`).join(' || ');

function pickWord(WORDS: string[]): Action[] {
  return [
    set('word', `random(0, ${WORDS.length - 1})`),
    ...POSITIONS.map((p) => set(`l${p}`, WORDS.reduceRight((rest, w, i) => (i === WORDS.length - 1 ? quote(w[p - 1]!) : `word == ${i} ? ${quote(w[p - 1]!)} : ${rest}`), ''))),
    set('guessed', "''"),
    set('misses', '0'),
  ];
}

/** Hangman with words on the prompt's theme (fruit unless it names one): guess letters, six lives. */
export const buildHangman: KindBuilder = (analysis) => {
  const theme = THEMES.find((t) => t.words.test(analysis.lower))!;
  const WORDS = theme.list;
  const first = WORDS[0]!;
  const over = `misses >= ${LIVES} || (${SOLVED})`;
  return assembleSpec(analysis, 'game', {
    defaultName: 'Hangman',
    description: describe(analysis, 'Guess the word letter by letter.'),
    features: [`Guess ${/^[aeiou]/.test(theme.noun) ? 'an' : 'a'} ${theme.noun} letter by letter`, `${LIVES} lives`, 'Shows guessed letters', 'New word any time'],
    state: [numberVar('word'), ...POSITIONS.map((p) => textVar(`l${p}`, first[p - 1])), textVar('guessed'), numberVar('misses'), textVar('letter'), textVar('g')],
    screens: [
      screen('main', 'Hangman', [
        display('word_text', `{${POSITIONS.map((p) => `(contains(guessed, l${p}) || misses >= ${LIVES} ? upper(l${p}) : '_')`).join(" + ' ' + ")}}`, { size: 'headline' }),
        text('lives_text', `Lives left: {${LIVES} - misses}`, { align: 'center', bold: true }),
        text('status_text', `{${SOLVED} ? 'You got it! 🎉' : misses >= ${LIVES} ? 'Out of lives' : 'Guess a letter'}`, { align: 'center' }),
        text('guessed_text', 'Guessed: {guessed}', { color: 'muted' }),
        row('guess_row', [
          input('letter_input', 'letter', 'text', 'Letter'),
          button('guess_button', 'Guess', [
            set('g', 'lower(letter)'),
            clear('letter'),
            when(over, [toast('Start a new word')], [
              when('len(g) != 1', [toast('Type one letter')], [
                when('contains(guessed, g)', [toast('Already guessed')], [set('guessed', 'guessed + g'), when(`!(${IN_WORD})`, [increment('misses')])]),
              ]),
            ]),
          ]),
        ]),
        button('new_word_button', 'New word', pickWord(WORDS), { style: 'outlined' }),
      ]),
    ],
  });
};
