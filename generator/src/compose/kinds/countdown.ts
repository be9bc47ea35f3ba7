import { set, startTimer, stopTimer, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, display, input, progress, row } from '../build/components';
import { clockText } from '../build/expr-support';
import { boolVar, numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

/** A countdown timer: set minutes, start, pause, reset; a toast when the time is up. */
export const buildCountdown: KindBuilder = (analysis) => {
  const minutes = Math.max(1, Math.round((analysis.numbers.durations[0]?.seconds ?? 300) / 60));
  return assembleSpec(analysis, 'timer', {
    defaultName: 'Countdown Timer',
    description: describe(analysis, 'A countdown timer.'),
    features: ['Set the minutes', 'Start, pause and reset', 'Alert when the time is up'],
    state: [numberVar('minutes', minutes, true), numberVar('remaining', minutes * 60), boolVar('running')],
    timers: [
      {
        id: 'ticker',
        intervalMs: 1000,
        onTick: [when('remaining > 1', [set('remaining', 'remaining - 1')], [set('remaining', '0'), set('running', 'false'), stopTimer('ticker'), toast("Time's up!")])],
      },
    ],
    screens: [
      screen('main', 'Timer', [
        input('minutes_input', 'minutes', 'number', 'Minutes'),
        display('time_text', `{${clockText('remaining')}}`),
        progress('time_progress', 'minutes * 60 - remaining', 'max(1, minutes * 60)'),
        row('control_row', [
          button('start_button', 'Start', [when('remaining <= 0', [set('remaining', 'minutes * 60')]), set('running', 'true'), startTimer('ticker')], { visible: '!running' }),
          button('pause_button', 'Pause', [set('running', 'false'), stopTimer('ticker')], { visible: 'running' }),
          button('reset_button', 'Reset', [stopTimer('ticker'), set('running', 'false'), set('remaining', 'minutes * 60')], { style: 'outlined' }),
        ]),
      ]),
    ],
  });
};
