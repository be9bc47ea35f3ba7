import type { Action, Component, StateVar } from '@droidforge/contracts';
import { append, clear, quote, removeItem, set, toast, when } from '../compose/build/actions';
import { button, card, display, heading, input, list, row, text } from '../compose/build/components';
import type { Plan } from '../understand/plan';
import { plural, sentenceCase } from '../understand/words';
import { CONTENT } from './content-library';
import { daysText } from './fields';
import { joinAnd } from './records';

export interface Parts {
  state: StateVar[];
  children: Component[];
  onStart?: Action[];
  features: string[];
}

/** Random pick among options the prompt names; the options stay editable. */
export function buildRandomPick(plan: Plan): Parts {
  const options = plan.random!.options;
  // "add my own meals": the options are called what the prompt calls them.
  const noun = plan.random!.noun;
  const L = noun ? plural(noun).replace(/[^a-z]/g, '') : 'options';
  const one = noun ?? 'option';
  const ids = one.replace(/[^a-z]+/g, '_');
  const draft = `new${sentenceCase(one).replace(/[^A-Za-z]/g, '')}`;
  const state: StateVar[] = [
    { name: L, type: 'list', persist: true, fields: [{ name: 'name', type: 'text', kind: 'text', label: sentenceCase(one) }], initial: options.map((name) => ({ name })) },
    { name: 'result', type: 'text', initial: '', persist: false },
    { name: draft, type: 'text', initial: '', persist: false },
  ];
  const children: Component[] = [
    display('result_text', "{len(result) > 0 ? result : 'Tap Pick'}"),
    button('pick_button', 'Pick', [when(`len(${L}) > 0`, [set('result', `get(${L}, random(0, len(${L}) - 1), 'name')`)])]),
    heading(`${L}_title`, sentenceCase(plural(one))),
    list(`${L}_list`, L, [row(`${ids}_row`, [text(`${ids}_name`, '{item.name}'), button(`${ids}_delete`, 'Remove', [removeItem(L)], { style: 'text' })])], `Add ${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}`),
    row('add_row', [input(`${ids}_input`, draft, 'text', `New ${one}`), button(`${ids}_add`, 'Add', [when(`len(${draft}) > 0`, [append(L, { name: draft }), clear(draft)])], { style: 'outlined' })]),
  ];
  // (Many or long options, such as shipped cards, are counted rather than listed.)
  const listed = `Picks one at random from ${joinAnd(options)}`;
  return { state, children, features: [listed.length <= 120 ? listed : `Picks one of ${options.length} ${plural(one)} at random`, `Add or remove ${plural(one)}`, 'Saved on the phone'] };
}

/** Days until (or since) a date the prompt names. */
export function buildCountdown(plan: Plan): Parts {
  const c = plan.dates.countdown!;
  if (c.date === '' && !c.since) return pickedDayCountdown(c.label);
  // A yearly date ("--03-14": a birthday with no year) counts to its next coming.
  const yearly = /^--(\d\d-\d\d)$/.exec(c.date)?.[1];
  const thisYear = yearly ? `(days(str(year(today())) + '-${yearly}') - days(today()))` : '';
  // The yearly count is worked out once on start into daysLeft (the texts stay short).
  const next = `${thisYear} >= 0 ? ${thisYear} : days(str(year(today()) + 1) + '-${yearly}') - days(today())`;
  // No date given ("days since I last smoked"): the start is kept on the phone, today at first, and a button restarts it.
  const restartable = c.since && c.date === '';
  const start = restartable ? 'startDate' : quote(c.date);
  const n = yearly ? 'daysLeft' : c.since ? `(days(today()) - days(${start}))` : `(days(${quote(c.date)}) - days(today()))`;
  const what = c.label;
  const children: Component[] = [
    heading('event_title', sentenceCase(what)),
    display('days_text', `{${n}}`),
    // ("until my sister's wedding": the label is quoted, as an apostrophe would end the string.)
    text('days_words', c.since ? `{${daysText(n)}} since ${what}` : `{${n} > 0 ? ${daysText(n)} + ${quote(` until ${what}`)} : ${n} == 0 ? 'Today is the day!' : 'It has passed'}`, { align: 'center' }),
    text('date_text', yearly ? `Every year on ${monthDay(yearly)}` : restartable ? 'Since {startDate}' : `Date: ${c.date}`, { align: 'center', color: 'muted' }),
  ];
  if (restartable) children.push(button('restart_button', c.button ?? 'Reset to today', [set('startDate', 'today()'), toast(c.button ? `${c.button}: saved today's date` : 'Started again from today')], { style: 'outlined' }));
  // (A pregnancy lasts 280 days to its due date: the week it is in counts up as the days left count down.)
  if (c.weeks) children.push(text('weeks_text', c.weeks === 'pregnant' ? `{${n} >= 0 && ${n} <= 280 ? str(floor((280 - ${n}) / 7)) + ' weeks pregnant' : '—'}` : `{${n} > 0 ? str(floor(${n} / 7)) + ' weeks and ' + str(${n} % 7) + ' days to go' : ''}`, { size: 'headline', bold: true, align: 'center', color: 'accent' }));
  if (c.since && c.perDay) children.push(text('saved_text', `Money saved: {fixed(${n} * ${c.perDay}, 2)}`, { size: 'headline', bold: true, align: 'center', color: 'accent' }));
  // ("15 a day": each day since is worth that many cigarettes not smoked.)
  for (const [i, k] of (c.since ? c.counts ?? [] : []).entries()) children.push(text(`count_${i}_text`, `${k.label}: {${n} * ${k.perDay}}`, { size: 'headline', bold: true, align: 'center', color: 'accent' }));
  const on = yearly ? `every ${monthDay(yearly)}` : c.date;
  const features = [c.since ? `Days since ${what}${restartable ? '' : ` (${on})`}` : `Days until ${what} (${on})`, ...(c.since && c.perDay ? [`Money saved at ${c.perDay} a day`] : []), ...(c.since ? c.counts ?? [] : []).map((k) => `${k.label} (${k.perDay} a day)`),
    ...(c.weeks === 'pregnant' ? ['How many weeks pregnant, of the 40'] : c.weeks ? ['The weeks and days to go'] : [])];
  if (restartable) {
    features.push(c.button ? `A ${c.button} button saves today's date and starts the count again` : 'A reset button starts the count again from today');
    return { state: [{ name: 'startDate', type: 'text', initial: '', persist: true }], children, onStart: [when('len(startDate) == 0', [set('startDate', 'today()')])], features };
  }
  if (!yearly) return { state: [], children, features };
  return { state: [{ name: 'daysLeft', type: 'number', initial: 0, persist: false }], children, onStart: [set('daysLeft', next)], features };
}

/** No day said ("days until I leave"): the day is picked once, kept on the phone, and the days left count down to it. */
function pickedDayCountdown(what: string): Parts {
  const n = '(days(eventDate) - days(today()))';
  const picked = 'len(eventDate) > 0';
  const children: Component[] = [
    heading('event_title', sentenceCase(what)),
    input('event_date_input', 'eventDate', 'date', `Date of ${what}`),
    display('days_text', `{${picked} ? str(${n}) : '–'}`),
    text('days_words', `{${picked} ? (${n} > 0 ? ${daysText(n)} + ${quote(` until ${what}`)} : ${n} == 0 ? 'Today is the day!' : 'It has passed') : 'Pick the date above'}`, { align: 'center' }),
  ];
  const state: StateVar[] = [{ name: 'eventDate', type: 'text', initial: '', persist: true }];
  return { state, children, features: [`Days until ${what} (pick the date; it is kept on the phone)`] };
}

/** Reference content from the library the generator ships (phrases, capitals). */
export function buildContent(plan: Plan): Parts | undefined {
  const entry = CONTENT[plan.content!.topic];
  if (!entry) return undefined;
  // "what to do for burns, cuts and bee stings": the rows the prompt names come first.
  const named = (row: readonly string[]) => new RegExp(`\\b${row[0]!.toLowerCase().split(' ')[0]!.replace(/[^a-z]/g, '')}\\b`).test(plan.text);
  const rows = [...entry.rows.filter(named), ...entry.rows.filter((r) => !named(r))].slice(0, Math.max(1, plan.content!.count));
  const state: StateVar[] = [{
    name: 'entries', type: 'list', persist: false,
    fields: [{ name: 'front', type: 'text', kind: 'text', label: entry.front }, { name: 'back', type: 'text', kind: 'text', label: entry.back }],
    initial: rows.map(([front, back]) => ({ front, back })),
  }, { name: 'query', type: 'text', initial: '', persist: false }];
  const children: Component[] = [
    input('search_input', 'query', 'text', `Search ${entry.plural}`),
    list('entries_list', 'entries', [card('entry_card', [text('entry_front', '{item.front}', { bold: true, size: 'title' }), text('entry_back', '{item.back}', { color: 'muted' })])], 'Nothing matches', {
      filter: 'len(query) == 0 || contains(lower(item.front), lower(query)) || contains(lower(item.back), lower(query))',
    }),
  ];
  return { state, children, features: [`${rows.length} ${entry.plural}, each with ${/^(why|how|what|when|where)\b/i.test(entry.back) ? '' : 'its '}${entry.back.toLowerCase()}`, `Search ${entry.plural}`] };
}

export { clear };

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "03-14" → "March 14". */
function monthDay(mmdd: string): string {
  const [m, d] = mmdd.split('-').map(Number);
  return `${MONTH_NAMES[m! - 1]} ${d}`;
}

/** Pairs the prompt wrote out, searchable, each shown with its meaning. */
export function buildPairs(plan: Plan): Parts {
  const pairs = plan.pairs!;
  const state: StateVar[] = [{
    name: 'entries', type: 'list', persist: false,
    fields: [{ name: 'front', type: 'text', kind: 'text', label: 'Phrase' }, { name: 'back', type: 'text', kind: 'text', label: 'Meaning' }],
    initial: pairs.map((p) => ({ front: p.front, back: p.back })),
  }, { name: 'query', type: 'text', initial: '', persist: false }];
  const children: Component[] = [
    input('search_input', 'query', 'text', 'Search'),
    list('entries_list', 'entries', [card('entry_card', [text('entry_front', '{item.front}', { bold: true, size: 'title' }), text('entry_back', '{item.back}', { color: 'muted' })])], 'Nothing matches', {
      filter: 'len(query) == 0 || contains(lower(item.front), lower(query)) || contains(lower(item.back), lower(query))',
    }),
  ];
  return { state, children, features: [`${pairs.length} entries, each with its meaning: ${pairs.slice(0, 3).map((p) => p.front).join(', ')}…`, 'Search them'] };
}
