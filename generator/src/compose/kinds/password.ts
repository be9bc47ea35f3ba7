import type { Action } from '@droidforge/contracts';
import { copy, quote, set, startTimer, stopTimer, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, row, slider, text, toggle } from '../build/components';
import { boolVar, numberVar, textVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const SYMBOLS = '!@#$%&*?-+=';

/** `pick == 0 ? 'a' : pick == 1 ? 'b' : …` for a run of characters starting at `offset`. */
function charAt(chars: string, offset: number): string {
  const list = [...chars];
  return list.reduceRight((rest, ch, i) => (i === list.length - 1 ? quote(ch) : `pick == ${i + offset} ? ${quote(ch)} : ${rest}`), '');
}

/**
 * The expression language has no loops or string indexing, so a password grows one character per
 * 50 ms timer tick: choose a character class allowed by the switches, then a character of it.
 */
function nextCharacter(): Action[] {
  return [
    set('kind', 'random(0, 3)'),
    when("(kind == 1 && !useUpper) || (kind == 2 && !useNumbers) || (kind == 3 && !useSymbols)", [set('kind', '0')]),
    when('kind == 2', [set('ch', 'str(random(0, 9))')], [
      when('kind == 3', [set('pick', `random(0, ${SYMBOLS.length - 1})`), set('ch', charAt(SYMBOLS, 0))], [
        set('pick', 'random(0, 25)'),
        when('pick < 13', [set('ch', charAt(LOWER.slice(0, 13), 0))], [set('ch', charAt(LOWER.slice(13), 13))]),
        when('kind == 1', [set('ch', 'upper(ch)')]),
      ]),
    ]),
    set('password', 'password + ch'),
  ];
}

/** Password generator: length slider, switches for numbers, symbols and uppercase, generate and copy. */
export const buildPassword: KindBuilder = (analysis) =>
  assembleSpec(analysis, 'generator-tool', {
    defaultName: 'Password Generator',
    description: describe(analysis, 'Generate strong passwords.'),
    features: ['Length slider (6-32)', 'Switches for numbers, symbols and uppercase', 'Generate button', 'Copy the password to the clipboard'],
    state: [
      numberVar('length', 12, true), boolVar('useNumbers', true, true), boolVar('useSymbols', true, true), boolVar('useUpper', true, true),
      textVar('password'), numberVar('kind'), numberVar('pick'), textVar('ch'),
    ],
    timers: [{ id: 'builder', intervalMs: 50, onTick: [when('len(password) < length', nextCharacter(), [stopTimer('builder')])] }],
    screens: [
      screen('main', 'Password', [
        card('password_card', [display('password_text', "{password == '' ? 'Tap Generate' : password}", { size: 'headline' })]),
        text('length_label', 'Length: {length}', { bold: true }),
        slider('length_slider', 'length', 6, 32),
        toggle('numbers_switch', 'useNumbers', 'Numbers (0-9)'),
        toggle('symbols_switch', 'useSymbols', `Symbols (${SYMBOLS})`),
        toggle('upper_switch', 'useUpper', 'Uppercase (A-Z)'),
        row('action_row', [
          button('generate_button', 'Generate', [set('password', "''"), startTimer('builder')]),
          button('copy_button', 'Copy', [when("password != ''", [copy('{password}')], [toast('Generate a password first')])], { style: 'outlined' }),
        ]),
      ]),
    ],
  });
