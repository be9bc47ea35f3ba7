import type { Action, Component, StateVar } from '@droidforge/contracts';
import { append, increment, set, toast, when } from '../compose/build/actions';
import { button, display, input, list, progress, row, text } from '../compose/build/components';
import type { CounterPlan } from '../understand/plan';
import { plural, sentenceCase, singular } from '../understand/words';
import { buildNamedCounters } from './named-counters';
import { counterName } from './counter-name';

/** A counter with a goal or limit, a step, a daily or weekly restart that keeps a dated history. */
export interface CounterParts {
  state: StateVar[];
  children: Component[];
  onStart: Action[];
  features: string[];
}

/** An allowance used up one at a time: "Use one" counts down to zero, Reset fills it again. */
function buildDownCounter(plan: CounterPlan, start: number): CounterParts {
  const unit = plural(plan.unit);
  const one = singular(plan.unit);
  const amount = (n: string) => `(${n} == 1 ? '1 ${one}' : str(${n}) + ' ${unit}')`;
  // "daysLeft": the number is named for what is left of it.
  const left = `${unit.split(' ').pop()!.replace(/[^a-z]/gi, '').toLowerCase() || 'count'}Left`;
  return {
    // The allowance lives in a variable, so a refinement ("start it at 25") changes one value.
    state: [{ name: 'allowance', type: 'number', initial: start, persist: true }, { name: left, type: 'number', initial: start, persist: true }],
    children: [
      display('count_text', `{${left}}`),
      text('count_words', `{${amount(left)}} left`, { align: 'center' }),
      progress('count_progress', left, 'max(1, allowance)'),
      row('count_buttons', [
        button('use_button', `Use one ${one}`, [when(`${left} >= 1`, [increment(left, '-1')], [toast(`No ${unit} left`)])]),
        button('undo_button', 'Undo', [when(`${left} < allowance`, [increment(left, '1')])], { style: 'outlined' }),
        button('reset_button', 'Reset', [set(left, 'allowance')], { style: 'text' }),
      ]),
      input('allowance_input', 'allowance', 'number', `${sentenceCase(unit)} to start from`),
    ],
    onStart: [],
    features: [`Counts ${unit} down from ${start > 0 ? start : 'the number you set'}`, `"Use one ${one}" takes one off, never below zero`, 'Undo and reset', 'Saved on the phone'],
  };
}

/**
 * "starts at 501, subtract each throw, show remaining, undo last score": each score is typed in and taken off (never
 * below zero), Undo gives the last one back.
 */
function buildTypedDownCounter(plan: CounterPlan, start: number, typed: string): CounterParts {
  const unit = plural(plan.unit);
  const left = `${unit.split(' ').pop()!.replace(/[^a-z]/gi, '').toLowerCase() || 'count'}Left`;
  const word = plan.down?.left ?? 'left';
  return {
    state: [{ name: 'allowance', type: 'number', initial: start, persist: true }, { name: left, type: 'number', initial: start, persist: true }, { name: typed, type: 'number', initial: 0, persist: false }, { name: 'lastTaken', type: 'number', initial: 0, persist: true }],
    children: [
      display('count_text', `{${left}}`),
      text('count_words', `${sentenceCase(word)}: {${left}} ${unit}`, { align: 'center' }),
      progress('count_progress', left, 'max(1, allowance)'),
      input(`${typed}_input`, typed, 'number', sentenceCase(typed)),
      row('count_buttons', [
        button('take_button', 'Subtract', [when(`${typed} > 0 && ${typed} <= ${left}`, [set(left, `${left} - ${typed}`), set('lastTaken', typed), set(typed, '0')], [toast(`Enter a ${typed} up to {${left}}`)])]),
        button('undo_button', `Undo last ${typed}`, [when('lastTaken > 0', [set(left, `${left} + lastTaken`), set('lastTaken', '0')])], { style: 'outlined' }),
        button('reset_button', 'Reset', [set(left, 'allowance'), set('lastTaken', '0')], { style: 'text' }),
      ]),
      input('allowance_input', 'allowance', 'number', `${sentenceCase(unit)} to start from`),
    ],
    onStart: [],
    features: [`Starts at ${start} ${unit}`, `Type each ${typed} and subtract it; the ${unit} ${word} never go below zero`, `Undo the last ${typed}`, 'Reset', 'Saved on the phone'],
  };
}

export function buildCounter(plan: CounterPlan): CounterParts {
  if (plan.down?.typed) return buildTypedDownCounter(plan, plan.down.start, plan.down.typed);
  if (plan.down) return buildDownCounter(plan, plan.down.start);
  if (plan.names && plan.names.length > 1) return buildNamedCounters(plan, plan.names);
  const unit = plural(plan.unit);
  const one = singular(plan.unit);
  const step = plan.step;
  // The number is named for what it counts ("glasses", "pushUps"), so the code and a refinement ("start the steps at 2000") say which.
  const c = counterName(unit);
  const amount = (n: string) => `(${n} == 1 ? '1 ${one}' : str(${n}) + ' ${unit}')`;
  const period = plan.reset === 'weekly' ? `str(floor(days(today()) / 7))` : 'today()';
  const resets = plan.reset !== undefined;
  // "keeps a history of the days i did it" without a reset: each day's first tap is logged with the count.
  const history = resets || plan.historyDays !== undefined;
  // The goal lives in a variable, so a refinement ("change my goal to 10") changes one value.
  const state: StateVar[] = [
    { name: c, type: 'number', initial: 0, persist: true },
    ...(plan.goal !== undefined ? [{ name: 'goal', type: 'number' as const, initial: plan.goal, persist: false }] : []),
    ...(history ? [
      ...(resets ? [{ name: 'periodKey', type: 'text' as const, initial: '', persist: true }] : []),
      { name: 'lastDate', type: 'text' as const, initial: '', persist: true },
      { name: 'history', type: 'list' as const, initial: [], persist: true, fields: [{ name: 'date', type: 'date' as const, kind: 'date' as const, label: 'Date' }, { name: 'total', type: 'number' as const, kind: 'number' as const, label: unit }] },
    ] : []),
  ];
  const onStart: Action[] = resets
    ? [when(`periodKey != ${period}`, [
        when('len(lastDate) > 0', [append('history', { date: 'lastDate', total: c })]),
        set(c, '0'), set('periodKey', period), set('lastDate', 'today()'),
      ])]
    : [];
  const add: Action[] = plan.limit !== undefined
    ? [when(`${c} + ${step} > ${plan.limit}`, [toast(`That's your limit of ${plan.limit} ${plan.limit === 1 ? one : unit}`)], [increment(c, String(step))])]
    : [increment(c, String(step))];
  if (history && !resets) add.push(when('lastDate != today()', [append('history', { date: 'today()', total: c }), set('lastDate', 'today()')]));
  const target = plan.goal !== undefined ? 'goal' : plan.limit;
  // "vibrate when I reach 108": the tap that reaches the goal or limit beeps and says so.
  const reached = plan.goal ?? plan.limit;
  if (plan.signal && target !== undefined) add.push(when(`${c} == ${target}`, [{ do: 'signal', text: `${reached} ${reached === 1 ? one : unit}!` }]));
  const children: Component[] = [
    display('count_text', target !== undefined ? `{${c}} / {${target}}` : `{${c}}`),
    text('count_words', `{${amount(c)}}${plan.reset === 'daily' ? ' today' : plan.reset === 'weekly' ? ' this week' : ''}`, { align: 'center' }),
    ...(target !== undefined ? [progress('count_progress', c, String(target))] : []),
    ...(plan.goal !== undefined ? [text('goal_text', `{${c} >= goal ? 'Goal reached!' : str(goal - ${c}) + ' ${plan.toGo ?? 'to go'}'}`, { align: 'center', bold: true, color: 'accent' })] : []),
    row('count_buttons', [
      button('add_button', `+${step === 1 ? '' : ' ' + step} ${step === 1 ? one : unit}`, [...onStart, ...add]),
      button('remove_button', '−', [when(`${c} >= ${step}`, [increment(c, String(-step))])], { style: 'outlined' }),
      button('reset_button', 'Reset', [set(c, '0')], { style: 'text' }),
    ]),
  ];
  if (history) {
    const days = plan.historyDays ?? 7;
    children.push(text('history_title', plan.reset === 'weekly' ? 'Past weeks' : resets ? `Last ${days} days` : 'Days done', { bold: true }));
    children.push(list('history_list', 'history', [row('history_row', [text('history_date', '{item.date}'), text('history_total', `{${amount('item.total')}}`, { bold: true })])], 'No history yet', {
      sortBy: { field: 'date', descending: true },
      ...(plan.reset === 'daily' ? { filter: `days(today()) - days(item.date) <= ${days}` } : {}),
    }));
  }
  const features = counterFeatures(plan, unit, history);
  return { state, children, onStart, features };
}

/** What a counter does, said for the report. */
function counterFeatures(plan: CounterPlan, unit: string, history: boolean): string[] {
  const step = plan.step;
  return [
    step === 1 ? `Count ${unit} one at a time` : `Count ${unit} ${step} at a time`,
    ...(plan.goal !== undefined ? [`Goal of ${plan.goal} ${unit} with progress`] : []),
    ...(plan.limit !== undefined ? [`Stops at ${plan.limit} ${unit}`] : []),
    ...(plan.reset ? [`Starts again from zero every ${plan.reset === 'daily' ? 'day' : 'week'}`] : []),
    ...(history ? [plan.reset === undefined ? 'A dated history of the days you tapped' : `History of past ${plan.reset === 'weekly' ? 'weeks' : 'days'}`] : []),
    'Saved on the phone',
  ];
}
