import { increment, set, startTimer, stopTimer, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, display, row, slider, text } from '../build/components';
import { boolVar, numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

/** Timers have a fixed interval, so the beat is derived: a 50 ms clock accumulates time until one beat (60000 / bpm) has passed. */
const TICK_MS = 50;

function beatDot(n: number) {
  return text(`beat_dot_${n}`, `{running && beat % 4 == ${n - 1} ? '●' : '○'}`, { size: 'headline', align: 'center', color: 'accent' });
}

/** A metronome: BPM slider, start/stop, and a four-beat indicator that lights on each beat. */
export const buildMetronome: KindBuilder = (analysis) => {
  const range = analysis.numbers.range ?? { min: 40, max: 208 };
  const initial = Math.min(range.max, Math.max(range.min, 100));
  return assembleSpec(analysis, 'timer', {
    defaultName: 'Metronome',
    description: describe(analysis, 'A metronome.'),
    features: [`Tempo slider from ${range.min} to ${range.max} BPM`, 'Start and stop', 'Beat indicator'],
    state: [numberVar('bpm', initial, true), numberVar('beat'), numberVar('sinceBeat'), boolVar('running')],
    timers: [
      {
        id: 'clock',
        intervalMs: TICK_MS,
        onTick: [
          set('sinceBeat', `sinceBeat + ${TICK_MS}`),
          when('sinceBeat >= 60000 / bpm', [set('sinceBeat', 'sinceBeat - 60000 / bpm'), increment('beat')]),
        ],
      },
    ],
    screens: [
      screen('main', 'Metronome', [
        display('bpm_text', '{bpm} BPM'),
        slider('bpm_slider', 'bpm', range.min, range.max),
        row('beat_row', [beatDot(1), beatDot(2), beatDot(3), beatDot(4)]),
        text('beat_text', "{running ? 'Beat ' + str(beat % 4 + 1) + ' of 4' : 'Stopped'}", { align: 'center' }),
        row('control_row', [
          button('start_button', 'Start', [set('beat', '0'), set('sinceBeat', '0'), set('running', 'true'), startTimer('clock')], { visible: '!running' }),
          button('stop_button', 'Stop', [set('running', 'false'), stopTimer('clock')], { visible: 'running' }),
        ]),
      ]),
    ],
  });
};
