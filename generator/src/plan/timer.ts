import type { Action, Component, StateVar, Timer } from '@droidforge/contracts';
import { increment, set, startTimer, stopTimer, when } from '../compose/build/actions';
import { button, display, grid, row, text } from '../compose/build/components';
import type { TimerPlan } from '../understand/plan';
import { formatDuration } from '../understand/time';
import { joinAnd } from './records';

/**
 * A countdown timer: presets, work/rest phases, rounds and an end signal, one tick a second.
 * State is plain numbers so the preview and the APK count the same way.
 */
export interface TimerParts {
  state: StateVar[];
  children: Component[];
  timers: Timer[];
  onStart?: Action[];
  features: string[];
}

const num = (name: string, initial: number): StateVar => ({ name, type: 'number', initial, persist: false });

export function buildTimer(plan: TimerPlan): TimerParts {
  const phases = plan.phases;
  const first = phases[0]!.seconds;
  const rounds = plan.rounds ?? (phases.length > 1 ? 1 : 0);
  const signal = (msg: string): Action[] => (plan.signal ? [{ do: 'signal', text: msg }] : []);
  const phaseSeconds = (i: string) => phases.reduceRight((rest, p, k) => (k === phases.length - 1 ? String(p.seconds) : `${i} == ${k} ? ${p.seconds} : ${rest}`), '');
  // ("each person gets 90 seconds, 8 of us": one length said again for each turn.)
  const nextPhase: Action[] = phases.length > 1 || rounds > 1
    ? [
        when(`phase < ${phases.length - 1}`, [increment('phase'), set('remaining', phaseSeconds('phase')), ...signal(phases.length === 2 ? `${phases[1]!.label}!` : 'Next!')], [
          increment('round'),
          when(`round >= ${Math.max(1, rounds)}`, [stopTimer('tick'), set('running', 'false'), set('phase', '0'), set('round', '0'), set('remaining', String(first)), ...signal('All rounds done!')], [
            set('phase', '0'), set('remaining', String(first)), ...signal(phases.length > 1 ? `${phases[0]!.label}!` : 'Next!'),
          ]),
        ]),
      ]
    : [stopTimer('tick'), set('running', 'false'), set('remaining', '0'), ...signal("Time's up!")];
  // A finished run of the first phase (the focus, the work) counts as one done.
  const done = plan.countsDone ? [when('phase == 0', [increment('done')])] : [];
  const tick: Timer = { id: 'tick', intervalMs: 1000, onTick: [when('remaining > 1', [increment('remaining', '-1')], [...done, ...nextPhase])] };
  const reset: Action[] = [stopTimer('tick'), set('running', 'false'), set('phase', '0'), set('round', '0'), set('remaining', 'duration')];
  const presetButtons = [
    ...plan.presets.map((p, i) => button(`preset_${i}`, p.label, [stopTimer('tick'), set('running', 'false'), set('duration', String(p.seconds)), set('remaining', String(p.seconds))], { style: 'outlined' })),
    ...phaseButtons(plan),
  ];
  const phaseLabel = phases.length > 1 ? [text('phase_text', `{${phases.map((p, k) => (k === phases.length - 1 ? `'${p.label}'` : `phase == ${k} ? '${p.label}' : `)).join('')}}`, { size: 'headline', bold: true, align: 'center' })] : [];
  const roundLabel = rounds > 1 ? [text('round_text', `${plan.turn ?? 'Round'} {round + 1} of ${rounds}`, { align: 'center' })] : [];
  const children: Component[] = [
    ...(presetButtons.length ? [grid('presets', Math.min(3, presetButtons.length), presetButtons)] : []),
    ...phaseLabel,
    display('time_text', '{pad(floor(remaining / 60), 2)}:{pad(remaining % 60, 2)}'),
    ...roundLabel,
    ...(plan.countsDone ? [text('done_text', `Completed${plan.countsDone.daily ? ' today' : plan.countsDone.weekly ? ' this week' : ''}: {done}`, { align: 'center', bold: true })] : []),
    row('controls', [
      button('start_button', "{running ? 'Pause' : 'Start'}", [when('running', [stopTimer('tick'), set('running', 'false')], [when('remaining <= 0', [set('remaining', 'duration')]), startTimer('tick'), set('running', 'true')])]),
      button('reset_button', 'Reset', reset, { style: 'outlined' }),
    ]),
  ];
  const features = [
    ...(plan.presets.length ? [`Presets: ${joinAnd(plan.presets.map((p) => p.label))}`] : []),
    ...(phases.length > 1 ? [`Phases: ${joinAnd(phases.map((p) => `${p.label.toLowerCase()} ${formatDuration(p.seconds)}`))}`] : [`Counts down from ${formatDuration(first)}`]),
    ...(rounds > 1 ? [plan.turn ? `${rounds} turns, one ${plan.turn.toLowerCase()} after another` : `${rounds} rounds`] : []),
    ...(phaseButtons(plan).length > 0 ? ['A button to start each phase'] : []),
    'Start, pause and reset',
    ...(plan.signal ? ['Beeps when time is up'] : []),
    ...(plan.countsDone ? [`Counts completed ${phases[0]!.label === 'Time' ? '' : `${phases[0]!.label.toLowerCase()} `}sessions${plan.countsDone.daily ? ', from zero again every day' : plan.countsDone.weekly ? ', from zero again every week' : ''}`] : []),
  ];
  const restarts = !!plan.countsDone && (plan.countsDone.daily || !!plan.countsDone.weekly);
  // The day (or the week's number) the count belongs to: opened in another, it starts again.
  const period = plan.countsDone?.weekly ? 'str(floor(days(today()) / 7))' : 'today()';
  const counted: StateVar[] = plan.countsDone ? [{ name: 'done', type: 'number', initial: 0, persist: true }, ...(restarts ? [{ name: 'doneDay', type: 'text' as const, initial: '', persist: true }] : [])] : [];
  return {
    state: [num('duration', first), num('remaining', first), num('phase', 0), num('round', 0), { name: 'running', type: 'bool', initial: false, persist: false }, ...counted],
    children,
    timers: [tick],
    // Opened on another day (or week): its count starts again.
    ...(restarts ? { onStart: [when(`doneDay != ${period}`, [set('done', '0'), set('doneDay', period)])] } : {}),
    features,
  };
}

/**
 * "25 minutes study then 5 minute break": phases of minutes each get a button that starts that phase
 * over (a break taken early, a focus begun again); seconds-long phases (tabata) switch too fast to pick.
 */
function phaseButtons(plan: TimerPlan): Component[] {
  if (plan.phases.length < 2 || plan.presets.length > 0 || plan.phases.some((p) => p.seconds < 60)) return [];
  return plan.phases.map((p, k) => button(`phase_${k}`, `${p.label} (${formatDuration(p.seconds)})`, [stopTimer('tick'), set('running', 'false'), set('phase', String(k)), set('remaining', String(p.seconds))], { style: 'outlined' }));
}
