import type { Action, Component } from '@droidforge/contracts';
import { quote, set, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, display, grid, text } from '../build/components';
import { boolVar, numberVar, textVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

/** The pending operation applied to the accumulator and the number on the display. */
const RESULT =
  "(op == '+' ? acc + num(screen) : op == '-' ? acc - num(screen) : op == '*' ? acc * num(screen) : " +
  "op == '/' ? (num(screen) == 0 ? 0 : acc / num(screen)) : num(screen))";
/** Rounds away binary noise (0.1 + 0.2) before showing a result. */
const SHOW_ACC = 'str(round(acc * 1000000000) / 1000000000)';

function digit(d: string): Component {
  return button(`key_${d}`, d, [
    set('error', 'false'),
    when(`fresh || screen == '0'`, [set('screen', quote(d)), set('fresh', 'false')], [when('len(screen) < 15', [set('screen', `screen + ${quote(d)}`)])]),
  ]);
}

function operator(id: string, label: string, op: string): Component {
  const apply: Action[] = [
    when("op == '/' && num(screen) == 0 && !fresh", [set('error', 'true')]),
    when('!fresh', [set('acc', RESULT), set('screen', SHOW_ACC)]),
    set('op', quote(op)),
    set('fresh', 'true'),
  ];
  return button(`key_${id}`, label, apply, { style: 'outlined' });
}

const CLEAR: Action[] = [set('screen', "'0'"), set('acc', '0'), set('op', "''"), set('fresh', 'true'), set('error', 'false')];

/** A pocket calculator: digits, + − × ÷, decimal point, equals and clear. */
export const buildKeypadCalculator: KindBuilder = (analysis) => {
  const equals = button('key_equals', '=', [
    when("op == '/' && num(screen) == 0", [set('error', 'true')]),
    when("op != ''", [set('acc', RESULT), set('screen', SHOW_ACC), set('op', "''"), set('fresh', 'true')]),
  ]);
  const point = button('key_point', '.', [
    when('fresh', [set('screen', "'0.'"), set('fresh', 'false')], [when("!contains(screen, '.')", [set('screen', "screen + '.'")])]),
  ]);
  const keys = [
    digit('7'), digit('8'), digit('9'), operator('divide', '÷', '/'),
    digit('4'), digit('5'), digit('6'), operator('multiply', '×', '*'),
    digit('1'), digit('2'), digit('3'), operator('minus', '−', '-'),
    button('key_clear', 'C', CLEAR, { style: 'text' }), digit('0'), point, operator('plus', '+', '+'),
  ];
  return assembleSpec(analysis, 'calculator', {
    defaultName: 'Calculator',
    description: describe(analysis, 'A simple calculator.'),
    features: ['Digit buttons 0-9 and decimal point', 'Add, subtract, multiply, divide', 'Equals and clear', 'Large display'],
    state: [textVar('screen', '0'), numberVar('acc'), textVar('op'), boolVar('fresh', true), boolVar('error')],
    screens: [
      screen('main', 'Calculator', [
        text('pending_text', "{op == '' ? ' ' : str(acc) + ' ' + op}", { align: 'end', color: 'muted' }),
        display('display_text', "{error ? 'Cannot divide by 0' : screen}", { align: 'end' }),
        grid('keypad', 4, keys),
        equals,
      ]),
    ],
  });
};
