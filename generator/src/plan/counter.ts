import type { Action, Component, StateVar } from '@droidforge/contracts';
import { append, increment, set, toast, when } from '../compose/build/actions';
import { button, display, list, progress, row, text } from '../compose/build/components';
import type { CounterPlan } from '../understand/plan';
import { plural, singular } from '../understand/words';

/** A counter with a goal or limit, a step, a daily or weekly restart that keeps a dated history. */
export interface CounterParts {
  state: StateVar[];
  children: Component[];
  onStart: Action[];
  features: string[];
}

export function buildCounter(plan: CounterPlan): CounterParts {
  const unit = plural(plan.unit);
  const one = singular(plan.unit);
  const step = plan.step;
  const amount = (n: string) => `(${n} == 1 ? '1 ${one}' : str(${n}) + ' ${unit}')`;
  const period = plan.reset === 'weekly' ? `str(floor(days(today()) / 7))` : 'today()';
  const history = plan.reset !== undefined;
  const state: StateVar[] = [
    { name: 'count', type: 'number', initial: 0, persist: true },
    ...(history ? [
      { name: 'periodKey', type: 'text' as const, initial: '', persist: true },
      { name: 'lastDate', type: 'text' as const, initial: '', persist: true },
      { name: 'history', type: 'list' as const, initial: [], persist: true, fields: [{ name: 'date', type: 'date' as const, kind: 'date' as const, label: 'Date' }, { name: 'total', type: 'number' as const, kind: 'number' as const, label: unit }] },
    ] : []),
  ];
  const onStart: Action[] = history
    ? [when(`periodKey != ${period}`, [
        when('len(lastDate) > 0', [append('history', { date: 'lastDate', total: 'count' })]),
        set('count', '0'), set('periodKey', period), set('lastDate', 'today()'),
      ])]
    : [];
  const add: Action[] = plan.limit !== undefined
    ? [when(`count + ${step} > ${plan.limit}`, [toast(`That's your limit of ${plan.limit} ${plan.limit === 1 ? one : unit}`)], [increment('count', String(step))])]
    : [increment('count', String(step))];
  const target = plan.goal ?? plan.limit;
  // "vibrate when I reach 108": the tap that reaches the goal or limit beeps and says so.
  if (plan.signal && target !== undefined) add.push(when(`count == ${target}`, [{ do: 'signal', text: `${target} ${target === 1 ? one : unit}!` }]));
  const children: Component[] = [
    display('count_text', target !== undefined ? `{count} / ${target}` : '{count}'),
    text('count_words', `{${amount('count')}}${plan.reset === 'daily' ? ' today' : plan.reset === 'weekly' ? ' this week' : ''}`, { align: 'center' }),
    ...(target !== undefined ? [progress('count_progress', 'count', String(target))] : []),
    ...(plan.goal !== undefined ? [text('goal_text', "{count >= " + plan.goal + " ? 'Goal reached!' : str(" + plan.goal + " - count) + ' to go'}", { align: 'center', bold: true, color: 'accent' })] : []),
    row('count_buttons', [
      button('add_button', `+${step === 1 ? '' : ' ' + step} ${step === 1 ? one : unit}`, [...onStart, ...add]),
      button('remove_button', '−', [when(`count >= ${step}`, [increment('count', String(-step))])], { style: 'outlined' }),
      button('reset_button', 'Reset', [set('count', '0')], { style: 'text' }),
    ]),
  ];
  if (history) {
    const days = plan.historyDays ?? 7;
    children.push(text('history_title', plan.reset === 'weekly' ? 'Past weeks' : `Last ${days} days`, { bold: true }));
    children.push(list('history_list', 'history', [row('history_row', [text('history_date', '{item.date}'), text('history_total', `{${amount('item.total')}}`, { bold: true })])], 'No history yet', {
      sortBy: { field: 'date', descending: true },
      ...(plan.reset === 'daily' ? { filter: `days(today()) - days(item.date) <= ${days}` } : {}),
    }));
  }
  const features = [
    `Count ${unit} in steps of ${step}`,
    ...(plan.goal !== undefined ? [`Goal of ${plan.goal} ${unit} with progress`] : []),
    ...(plan.limit !== undefined ? [`Stops at ${plan.limit} ${unit}`] : []),
    ...(plan.reset ? [`Starts again from zero every ${plan.reset === 'daily' ? 'day' : 'week'}`] : []),
    ...(history ? [`History of past ${plan.reset === 'weekly' ? 'weeks' : 'days'}`] : []),
    'Saved on the phone',
  ];
  return { state, children, onStart, features };
}
