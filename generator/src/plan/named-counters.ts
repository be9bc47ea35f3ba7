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
 * Outcomes tallied against each other ("a Made button and a Missed button … my accuracy") add up to
 * one total, which a limit caps, with the first one's share of it as a percentage; each session can
 * be saved with its date and figures into the history, and the next one starts from zero.
 */
export function buildNamedCounters(plan: CounterPlan, names: readonly string[]): CounterParts {
  const taken = new Set<string>();
  const counts = names.map((n, i) => ({ label: sentenceCase(n), v: varName(n, i, taken), id: `counter${i + 1}` }));
  const step = plan.step;
  const tally = tallyOf(plan, counts);
  const goalOf = (label: string) => (plan.goal !== undefined && (!plan.goalFor || plan.goalFor.toLowerCase() === label.toLowerCase()) ? 'goal' : undefined);
  const targetOf = (label: string) => goalOf(label) ?? (plan.limit !== undefined && !tally ? String(plan.limit) : undefined);
  const period = plan.reset === 'weekly' ? `str(floor(days(today()) / 7))` : 'today()';
  const resets = plan.reset !== undefined;
  const sessions = plan.saveSessions === true;
  const history = resets || plan.historyDays !== undefined || sessions;
  // Without a restart or a session to save, each day's first tap keeps the day's counts.
  const daily = history && !resets && !sessions;
  const state = stateOf(plan, counts, history, daily, tally);
  const snapshot = (date: string) => Object.fromEntries([['date', date], ...counts.map((c) => [c.v, c.v]), ...(tally?.share ? [['percent', tally.share]] : [])]) as Record<string, string>;
  const onStart: Action[] = resets
    ? [when(`periodKey != ${period}`, [
        when('len(lastDate) > 0', [append('history', snapshot('lastDate'))]),
        ...counts.map((c) => set(c.v, '0')), set('periodKey', period), set('lastDate', 'today()'),
      ])]
    : [];
  const addTo = (c: (typeof counts)[number]): Action[] => {
    const add: Action[] = plan.limit !== undefined && tally
      ? [when(`${tally.sum} + ${step} > ${plan.limit}`, [toast(`That's the limit of ${plan.limit}${tally.unit ? ` ${tally.unit}` : ''}`)], [increment(c.v, String(step))])]
      : plan.limit !== undefined
        ? [when(`${c.v} + ${step} > ${plan.limit}`, [toast(`${c.label}: that's the limit of ${plan.limit}`)], [increment(c.v, String(step))])]
        : [increment(c.v, String(step))];
    const goal = goalOf(c.label);
    if (goal) add.push(when(`${c.v} == goal`, [plan.signal ? { do: 'signal', text: `${c.label}: goal reached!` } : toast(`${c.label}: goal reached!`)]));
    if (daily) add.push(when('lastDate != today()', [append('history', snapshot('today()')), set('lastDate', 'today()')]));
    return [...onStart, ...add];
  };
  // "a Made button": the button says the outcome; its number stands above it.
  const addLabel = (c: (typeof counts)[number]) => (plan.buttons ? (step === 1 ? c.label : `${c.label} +${step}`) : `+${step === 1 ? '' : ' ' + step} ${c.label}`);
  const cardFor = (c: (typeof counts)[number]): Component => {
    const target = targetOf(c.label);
    return card(`${c.id}_card`, [
      ...(plan.buttons ? [] : [heading(`${c.id}_name`, c.label, { align: 'center' })]),
      display(`${c.id}_count`, target ? `{${c.v}} / {${target}}` : `{${c.v}}`),
      ...(target ? [progress(`${c.id}_progress`, c.v, target)] : []),
      row(`${c.id}_buttons`, [
        button(`${c.id}_add`, addLabel(c), addTo(c)),
        button(`${c.id}_remove`, '−', [when(`${c.v} >= ${step}`, [increment(c.v, String(-step))])], { style: 'outlined' }),
      ]),
    ]);
  };
  const zero = counts.map((c) => set(c.v, '0'));
  const session = plan.session ?? 'session';
  const children: Component[] = [
    ...(resets ? [text('period_text', plan.reset === 'daily' ? 'Today' : 'This week', { align: 'center', bold: true })] : []),
    ...counts.map(cardFor),
    ...(tally ? [tallyCard(plan, tally)] : []),
    ...(sessions ? [button('save_session_button', `Save ${session}`, [when(`${tally?.sum ?? counts.map((c) => c.v).join(' + ')} > 0`, [
      append('history', snapshot('today()')), ...zero, toast(`${sentenceCase(session)} saved`),
    ], [toast(`Nothing to save yet`)])])] : []),
    button('reset_all_button', plan.session && !sessions ? `Reset for a new ${plan.session}` : plan.buttons ? 'Reset' : 'Reset all', zero, { style: 'text' }),
  ];
  if (history) children.push(...historyList(plan, counts, tally));
  return { state, children, onStart, features: featuresOf(plan, counts, history, tally) };
}

interface Tally {
  /** All taps together: "made + missed". */
  sum: string;
  /** The first one's share of them, in percent; undefined when not asked. */
  share?: string;
  /** What one tap is ("shots"), when the prompt says it. */
  unit?: string;
}

/** Outcomes that add up to one total ("show total shots", "my accuracy"), or none. */
function tallyOf(plan: CounterPlan, counts: readonly Count[]): Tally | undefined {
  if (!plan.total && plan.share === undefined) return undefined;
  const sum = counts.map((c) => c.v).join(' + ');
  // ("count my wins and losses": wins are one of the outcomes, not what the total counts.)
  const unit = plural(plan.unit) === 'times' || counts.some((c) => plural(c.label.toLowerCase()) === plural(plan.unit)) ? undefined : plural(plan.unit);
  return { sum, unit, ...(plan.share !== undefined ? { share: `round(${counts[0]!.v} * 100 / max(1, ${sum}))` } : {}) };
}

/** The total (against its limit) and the first outcome's share of it, named as the prompt names it. */
function tallyCard(plan: CounterPlan, tally: Tally): Component {
  const limit = plan.limit;
  return card('tally_card', [
    text('total_text', `Total${tally.unit ? ` ${tally.unit}` : ''}: {${tally.sum}}${limit !== undefined ? ` / ${limit}` : ''}`, { align: 'center', bold: true }),
    ...(limit !== undefined ? [progress('total_progress', tally.sum, String(limit))] : []),
    ...(tally.share ? [heading('share_text', `${sentenceCase(plan.share!)}: {${tally.share}}%`, { align: 'center', color: 'accent' })] : []),
  ]);
}

/** Each count, the goal, and for a history the period it belongs to and the dated rows (with each share). */
function stateOf(plan: CounterPlan, counts: readonly Count[], history: boolean, daily: boolean, tally: Tally | undefined): StateVar[] {
  return [
    ...counts.map((c) => ({ name: c.v, type: 'number' as const, initial: 0, persist: true })),
    ...(plan.goal !== undefined ? [{ name: 'goal', type: 'number' as const, initial: plan.goal, persist: false }] : []),
    ...(history ? [
      ...(plan.reset ? [{ name: 'periodKey', type: 'text' as const, initial: '', persist: true }] : []),
      ...(plan.reset || daily ? [{ name: 'lastDate', type: 'text' as const, initial: '', persist: true }] : []),
      { name: 'history', type: 'list' as const, initial: [], persist: true, fields: [
        { name: 'date', type: 'date' as const, kind: 'date' as const, label: 'Date' },
        ...counts.map((c) => ({ name: c.v, type: 'number' as const, kind: 'number' as const, label: c.label })),
        ...(tally?.share ? [{ name: 'percent', type: 'number' as const, kind: 'number' as const, label: sentenceCase(plan.share!) }] : []),
      ] },
    ] : []),
  ];
}

interface Count {
  label: string;
  v: string;
  id: string;
}

/** Past days, weeks or saved sessions, newest first: each row the date, every count on it and the share. */
function historyList(plan: CounterPlan, counts: readonly Count[], tally: Tally | undefined): Component[] {
  const days = plan.historyDays ?? 7;
  const figures = [...counts.map((c) => `${c.label} {item.${c.v}}`), ...(tally?.share ? ['{item.percent}%'] : [])].join(' · ');
  return [
    text('history_title', plan.saveSessions ? `Past ${plural(plan.session ?? 'session')}` : plan.reset === 'weekly' ? 'Past weeks' : plan.reset ? `Last ${days} days` : 'Days done', { bold: true }),
    list('history_list', 'history', [row('history_row', [text('history_date', '{item.date}'), text('history_counts', figures, { bold: true })])], 'No history yet', {
      sortBy: { field: 'date', descending: true },
      ...(plan.reset === 'daily' ? { filter: `days(today()) - days(item.date) <= ${days}` } : {}),
    }),
  ];
}

/** What the counts do, said for the report. */
function featuresOf(plan: CounterPlan, counts: readonly Count[], history: boolean, tally: Tally | undefined): string[] {
  const step = plan.step;
  const labels = counts.map((c) => c.label);
  const listed = `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  return [
    plan.buttons ? `A button each for ${listed}, counted` : `Separate counts for ${labels.join(', ')}`,
    ...(plan.goal !== undefined ? [`Goal of ${plan.goal}${plan.goalFor ? ` for ${sentenceCase(plan.goalFor)}` : ' for each'} with progress`] : []),
    ...(tally ? [`Total${tally.unit ? ` ${tally.unit}` : ''}, all of them together`] : []),
    ...(tally?.share ? [`${sentenceCase(plan.share!)}: ${labels[0]} out of the total, in percent`] : []),
    ...(plan.limit !== undefined ? [tally ? `Stops counting at ${plan.limit}${tally.unit ? ` ${tally.unit}` : ''} in all` : `Each stops at ${plan.limit}`] : []),
    ...(plan.reset ? [`All start again from zero every ${plan.reset === 'daily' ? 'day' : 'week'}`] : []),
    ...(plan.saveSessions ? [`Save each ${plan.session ?? 'session'} with its date and figures, then start again`] : history ? ['A dated history of every count'] : []),
    plan.buttons ? '− takes one back' : step === 1 ? `+ and − for each ${plural(plan.unit) === 'times' ? 'count' : singular(plan.unit)}` : `+ ${step} and − ${step} for each`,
    'Saved on the phone',
  ];
}
