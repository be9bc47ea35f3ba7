import { increment, set, startTimer, stopTimer, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, display, progress, row, text } from '../build/components';
import { clockText } from '../build/expr-support';
import { boolVar, numberVar, textVar } from '../build/state';
import type { PromptAnalysis } from '../analyze/analyze-prompt';
import { describe, type KindBuilder } from './builder';

function phaseLengths(analysis: PromptAnalysis): { work: number; rest: number } {
  const durations = analysis.numbers.durations;
  const work = durations.find((d) => d.label && /work|focus|study/.test(d.label)) ?? durations[0];
  const rest = durations.find((d) => d.label && /break|rest|pause/.test(d.label)) ?? durations.find((d) => d !== work);
  return { work: work?.seconds ?? 1500, rest: rest?.seconds ?? 300 };
}

/** Pomodoro: work and break phases that alternate automatically, a cycle counter kept after closing. */
export const buildPomodoro: KindBuilder = (analysis) => {
  const { work, rest } = phaseLengths(analysis);
  const phaseLength = `(phase == 'Work' ? ${work} : ${rest})`;
  return assembleSpec(analysis, 'timer', {
    defaultName: 'Pomodoro Timer',
    description: describe(analysis, 'A Pomodoro focus timer.'),
    features: [`${work / 60} minute work phase`, `${rest / 60} minute break`, 'Phases switch automatically', 'Counts completed cycles'],
    state: [numberVar('remaining', work), textVar('phase', 'Work'), numberVar('cycles', 0, true), boolVar('running')],
    timers: [
      {
        id: 'ticker',
        intervalMs: 1000,
        onTick: [
          when(
            'remaining > 1',
            [set('remaining', 'remaining - 1')],
            [
              when(
                "phase == 'Work'",
                [increment('cycles'), set('phase', "'Break'"), set('remaining', String(rest)), toast('Work done! Time for a break.')],
                [set('phase', "'Work'"), set('remaining', String(work)), toast('Break over. Back to work!')],
              ),
            ],
          ),
        ],
      },
    ],
    screens: [
      screen('main', 'Pomodoro', [
        text('phase_text', '{phase == \'Work\' ? \'Work\' : \'Break\'} phase', { size: 'title', bold: true, align: 'center', color: 'primary' }),
        display('time_text', `{${clockText('remaining')}}`),
        progress('phase_progress', `${phaseLength} - remaining`, phaseLength),
        row('control_row', [
          button('start_button', 'Start', [set('running', 'true'), startTimer('ticker')], { visible: '!running' }),
          button('pause_button', 'Pause', [set('running', 'false'), stopTimer('ticker')], { visible: 'running' }),
          button('skip_button', 'Skip', [set('remaining', '1')], { style: 'outlined' }),
          button('reset_button', 'Reset', [stopTimer('ticker'), set('running', 'false'), set('phase', "'Work'"), set('remaining', String(work))], { style: 'text' }),
        ]),
        text('cycles_text', 'Cycles completed: {cycles}', { align: 'center', bold: true }),
        button('reset_cycles_button', 'Reset cycle count', [set('cycles', '0')], { style: 'text' }),
      ]),
    ],
  });
};
