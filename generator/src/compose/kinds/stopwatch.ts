import { append, clear, set, startTimer, stopTimer, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, display, list, row, text } from '../build/components';
import { boolVar, listVar, numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

/** mm:ss.t for a number of milliseconds; `ms` is wrapped so `elapsed - lastLap` divides as a whole. */
export function stopwatchText(ms: string): string {
  const t = /^\w+$/.test(ms) ? ms : `(${ms})`;
  return `pad(floor(${t} / 60000), 2) + ':' + pad(floor(${t} / 1000) % 60, 2) + '.' + str(floor(${t} / 100) % 10)`;
}

/** A stopwatch ticking every 100 ms, with start, stop, lap (listed, newest first) and reset. */
export const buildStopwatch: KindBuilder = (analysis) =>
  assembleSpec(analysis, 'stopwatch', {
    defaultName: 'Stopwatch',
    description: describe(analysis, 'A stopwatch with laps.'),
    features: ['Start and stop', 'Lap times in a list', 'Reset'],
    state: [
      numberVar('elapsed'),
      boolVar('running'),
      numberVar('lastLap'),
      listVar('laps', [{ name: 'lap', type: 'number' }, { name: 'split', type: 'text' }, { name: 'total', type: 'text' }], [], false),
    ],
    timers: [{ id: 'ticker', intervalMs: 100, onTick: [set('elapsed', 'elapsed + 100')] }],
    screens: [
      screen('main', 'Stopwatch', [
        display('time_text', `{${stopwatchText('elapsed')}}`),
        row('control_row', [
          button('start_button', 'Start', [set('running', 'true'), startTimer('ticker')], { visible: '!running' }),
          button('stop_button', 'Stop', [set('running', 'false'), stopTimer('ticker')], { visible: 'running' }),
          button('lap_button', 'Lap', [
            when('running', [
              append('laps', { lap: 'count(laps) + 1', split: stopwatchText('elapsed - lastLap'), total: stopwatchText('elapsed') }),
              set('lastLap', 'elapsed'),
            ]),
          ], { style: 'outlined' }),
          button('reset_button', 'Reset', [stopTimer('ticker'), set('running', 'false'), set('elapsed', '0'), set('lastLap', '0'), clear('laps')], { style: 'text' }),
        ]),
        text('laps_title', 'Laps ({count(laps)})', { bold: true }),
        list('laps_list', 'laps', [text('lap_text', 'Lap {item.lap}   {item.split}   (total {item.total})')], 'No laps yet', {
          sortBy: { field: 'lap', descending: true },
        }),
      ]),
    ],
  });
