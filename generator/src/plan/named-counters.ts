import type { Action, Component, StateVar } from '@droidforge/contracts';
import { append, increment, set, toast, when } from '../compose/build/actions';
import { button, card, display, heading, list, progress, row, text } from '../compose/build/components';
import type { CounterPlan } from '../understand/plan';
import { plural, sentenceCase, singular } from '../understand/words';
import type { CounterParts } from './counter';
import { counterName } from './counter-name';

/** Each count's number, named for it ("blueJay"), or numbered when the name will not do or is taken. */
function varName(name: string, i: number, taken: Set<string>): string {
  const v = counterName(name.replace(/[^a-z0-9 ]/gi, ' ').trim(), '');
  const out = v && !taken.has(v) ? v : `count${i + 1}`;
  taken.add(out);
  return out;
}

/**
 * Several counts side by side, each named by the prompt ("Pushups", "Situps", "Squats"): a card per
 * name with its number, + and − buttons, and the goal or limit (for one name, or each); a daily or
 * weekly restart zeroes them all and keeps a dated history of every count; Reset all zeroes them.
 */
export function buildNamedCounters(plan: CounterPlan, names: readonly string[]): CounterParts {
  const taken = new Set<string>();
  const counts = names.map((n, i) => ({ label: sentenceCase(n), v: varName(n, i, taken), id: `counter${i + 1}` }));
  const step = plan.step;
  const goalOf = (label: string) => (plan.goal !== undefined && (!plan.goalFor || plan.goalFor.toLowerCase() === label.toLowerCase()) ? 'goal' : undefined);
  const targetOf = (label: string) => goalOf(label) ?? (plan.limit !== undefined ? String(plan.limit) : undefined);
  const period = plan.reset === 'weekly' ? `str(floor(days(today()) / 7))` : 'today()';
  const resets = plan.reset !== undefined;
  const history = resets || plan.historyDays !== undefined;
  const state = stateOf(plan, counts, history);
  const snapshot = (date: string) => Object.fromEntries([['date', date], ...counts.map((c) => [c.v, c.v])]) as Record<string, string>;
  const onStart: Action[] = resets
    ? [when(`periodKey != ${period}`, [
        when('len(lastDate) > 0', [append('history', snapshot('lastDate'))]),
        ...counts.map((c) => set(c.v, '0')), set('periodKey', period), set('lastDate', 'today()'),
      ])]
    : [];
  const addTo = (c: (typeof counts)[number]): Action[] => {
    const add: Action[] = plan.limit !== undefined
      ? [when(`${c.v} + ${step} > ${plan.limit}`, [toast(`${c.label}: that's the limit of ${plan.limit}`)], [increment(c.v, String(step))])]
      : [increment(c.v, String(step))];
    const goal = goalOf(c.label);
    if (goal) add.push(when(`${c.v} == goal`, [plan.signal ? { do: 'signal', text: `${c.label}: goal reached!` } : toast(`${c.label}: goal reached!`)]));
    if (history && !resets) add.push(when('lastDate != today()', [append('history', snapshot('today()')), set('lastDate', 'today()')]));
    return [...onStart, ...add];
  };
  const cardFor = (c: (typeof counts)[number]): Component => {
    const target = targetOf(c.label);
    return card(`${c.id}_card`, [
      heading(`${c.id}_name`, c.label, { align: 'center' }),
      display(`${c.id}_count`, target ? `{${c.v}} / {${target}}` : `{${c.v}}`),
      ...(target ? [progress(`${c.id}_progress`, c.v, target)] : []),
      row(`${c.id}_buttons`, [
        button(`${c.id}_add`, `+${step === 1 ? '' : ' ' + step} ${c.label}`, addTo(c)),
        button(`${c.id}_remove`, '−', [when(`${c.v} >= ${step}`, [increment(c.v, String(-step))])], { style: 'outlined' }),
      ]),
    ]);
  };
  const children: Component[] = [
    ...(resets ? [text('period_text', plan.reset === 'daily' ? 'Today' : 'This week', { align: 'center', bold: true })] : []),
    ...counts.map(cardFor),
    button('reset_all_button', 'Reset all', counts.map((c) => set(c.v, '0')), { style: 'text' }),
  ];
  if (history) children.push(...historyList(plan, counts));
  return { state, children, onStart, features: featuresOf(plan, counts, history) };
}

/** Each count, the goal, and for a history the period it belongs to and the dated rows. */
function stateOf(plan: CounterPlan, counts: readonly Count[], history: boolean): StateVar[] {
  return [
    ...counts.map((c) => ({ name: c.v, type: 'number' as const, initial: 0, persist: true })),
    ...(plan.goal !== undefined ? [{ name: 'goal', type: 'number' as const, initial: plan.goal, persist: false }] : []),
    ...(history ? [
      ...(plan.reset ? [{ name: 'periodKey', type: 'text' as const, initial: '', persist: true }] : []),
      { name: 'lastDate', type: 'text' as const, initial: '', persist: true },
      { name: 'history', type: 'list' as const, initial: [], persist: true, fields: [
        { name: 'date', type: 'date' as const, kind: 'date' as const, label: 'Date' },
        ...counts.map((c) => ({ name: c.v, type: 'number' as const, kind: 'number' as const, label: c.label })),
      ] },
    ] : []),
  ];
}

interface Count {
  label: string;
  v: string;
  id: string;
}

/** Past days (or weeks), newest first: each row the date and every count on it. */
function historyList(plan: CounterPlan, counts: readonly Count[]): Component[] {
  const days = plan.historyDays ?? 7;
  return [
    text('history_title', plan.reset === 'weekly' ? 'Past weeks' : plan.reset ? `Last ${days} days` : 'Days done', { bold: true }),
    list('history_list', 'history', [row('history_row', [text('history_date', '{item.date}'), text('history_counts', counts.map((c) => `${c.label} {item.${c.v}}`).join(' · '), { bold: true })])], 'No history yet', {
      sortBy: { field: 'date', descending: true },
      ...(plan.reset === 'daily' ? { filter: `days(today()) - days(item.date) <= ${days}` } : {}),
    }),
  ];
}

/** What the counts do, said for the report. */
function featuresOf(plan: CounterPlan, counts: readonly Count[], history: boolean): string[] {
  const step = plan.step;
  return [
    `Separate counts for ${counts.map((c) => c.label).join(', ')}`,
    ...(plan.goal !== undefined ? [`Goal of ${plan.goal}${plan.goalFor ? ` for ${sentenceCase(plan.goalFor)}` : ' for each'} with progress`] : []),
    ...(plan.limit !== undefined ? [`Each stops at ${plan.limit}`] : []),
    ...(plan.reset ? [`All start again from zero every ${plan.reset === 'daily' ? 'day' : 'week'}`] : []),
    ...(history ? ['A dated history of every count'] : []),
    step === 1 ? `+ and − for each ${plural(plan.unit) === 'times' ? 'count' : singular(plan.unit)}` : `+ ${step} and − ${step} for each`,
    'Saved on the phone',
  ];
}
