import type { Plan, Subject } from './plan';
import type { Reader } from './reader';
import { splitList } from './reader';
import { sentenceCase } from './words';

/** How often, said as words: "every 30 days", "every 3 months", "monthly", "once a year". */
const EVERY = '(?:every (\\d+(?:\\.\\d+)?) (days?|weeks?|months?|years?)|every (day|week|fortnight|month|year)|(?:once )?a (day|week|fortnight|month|year)|(daily|weekly|fortnightly|monthly|quarterly|yearly|annually)|twice a year)';
const DAYS: Record<string, number> = { day: 1, daily: 1, week: 7, weekly: 7, fortnight: 14, fortnightly: 14, month: 30, monthly: 30, quarterly: 91, year: 365, yearly: 365, annually: 365 };

/** The days an interval match says (its groups as EVERY numbers them). */
function daysOf(m: RegExpMatchArray, at: number): number {
  if (m[at]) return Math.round(Number(m[at]) * DAYS[m[at + 1]!.replace(/s$/, '')]!);
  const word = m[at + 2] ?? m[at + 3] ?? m[at + 4];
  return word ? DAYS[word]! : 182;
}

/** What the prompt asks of each thing: when it is due, whether it is late, when it was last done. */
const DUE_ASKED = /\b(?:due|overdue|late|reminders?|remind me|last (?:done|given|changed|cleaned|replaced|serviced|checked)|days? (?:until|till|left|to go)|when (?:it'?s|they'?re|each is) next)\b/;

/**
 * "a flea pill every 30 days and a heartworm chew monthly … press 'given' … days until the next one
 * is due", "home maintenance reminders: replace the filter (every 90 days), clean gutters, test the
 * smoke alarm": things done again and again, each with how often, named by the prompt. They are the
 * records, starting full, each with when it was last done and a button to say it was done today.
 */
export function recurringTasks(reader: Reader): Subject | undefined {
  if (!reader.has(DUE_ASKED)) return undefined;
  const listed = listedTasks(reader);
  const rows = listed?.rows ?? saidTasks(reader);
  if (!rows || rows.length < 2) return undefined;
  const heading = listed?.heading;
  reader.find(new RegExp(`${DUE_ASKED.source}[^.;]*`));
  // "press 'given' for each", "a button to mark it done today": the word the button says.
  const said = /['"‘“](given|done|fed|changed|cleaned|replaced|taken|checked|serviced|watered)['"’”]/.exec(reader.text)?.[1]
    ?? /\b(?:mark|tick|log) (?:it|each|one|them) (?:as )?(done|given|taken|changed|cleaned|replaced)\b/.exec(reader.text)?.[1] ?? 'done';
  reader.find(/\b(?:press|tap|hit|click)\b[^.;]*\b(?:for each|on each|for every)\b|\b(?:a |with a )?button to mark (?:it|each|one|them) (?:as )?[a-z]+(?: today)?\b/);
  const medical = reader.has(/\b(?:pills?|chews?|doses?|medicines?|medications?|meds|tablets?|vaccines?|vaccinations?|shots?|treatments?|drops)\b/);
  const noun = medical ? 'treatment' : 'task';
  return {
    noun,
    plural: `${noun}s`,
    attributes: [
      { name: noun, label: sentenceCase(noun), kind: 'text' },
      { name: 'everyDays', label: 'Every (days)', kind: 'number' },
      { name: 'lastDone', label: `Last ${said}`, kind: 'date' },
    ],
    prefilled: rows.map((r) => r.name),
    prefilledRows: rows.map((r) => ({ [noun]: r.name, everyDays: String(r.days), lastDone: '' })),
    // "Home maintenance reminders: …": the app is called what the prompt calls the list.
    title: heading ?? noun,
    container: 'reminders',
  };
}

interface Row { name: string; days: number }

/** "reminders: replace furnace filter (every 90 days), clean gutters, descale kettle": a written list, some with how often. */
function listedTasks(reader: Reader): { rows: Row[]; heading?: string } | undefined {
  const m = /\b(?:([a-z]+(?: [a-z]+)?) )?(?:reminders?|tasks|chores|jobs|things to do|to-?dos?|maintenance)(?: [a-z]+){0,3}\s*:\s*([^.;!?]+)/.exec(reader.text);
  if (!m) return undefined;
  const items = splitList(m[2]!.replace(/\s*\(([^()]*)\)/g, ' [$1]'));
  const interval = new RegExp(`\\s*\\[?,?\\s*(?:\\(|\\[)?${EVERY}\\]?\\)?\\s*$`);
  const rows = items.map((item) => {
    const every = interval.exec(item);
    const name = (every ? item.slice(0, every.index) : item).replace(/\s*\[[^\]]*\]\s*/g, ' ').trim();
    return { name, days: every ? daysOf(every, 1) : 0 };
  }).filter((r) => /[a-z]{3,}/.test(r.name) && r.name.split(' ').length <= 6);
  // A written list is tasks done again and again only when at least one says how often.
  if (rows.length < 2 || !rows.some((r) => r.days > 0)) return undefined;
  reader.mark(m.index, m.index + m[0].length);
  const known = rows.find((r) => r.days > 0)!.days;
  // (The others are due as often as the first one said, until the user changes them.)
  const heading = m[1] && !/^(?:my|our|the|a|an|some|of|with|and|for)$/.test(m[1].split(' ')[0]!) ? m[1] : undefined;
  return { rows: rows.map((r) => ({ name: sentenceCase(r.name), days: r.days || known })), ...(heading ? { heading } : {}) };
}

/** "a flea & tick pill every 30 days and her heartworm chew monthly": each thing said before how often. */
function saidTasks(reader: Reader): Row[] | undefined {
  const re = new RegExp(`(?:^|[.;:,]\\s*|\\b(?:and|plus|also|gets?|needs?|has|have|takes?|does|do|get)\\s+)((?:(?!and\\b|plus\\b|gets?\\b|needs?\\b|every\\b)[a-z&'-]+ ){1,5}?)${EVERY}`, 'g');
  const found = [...reader.text.matchAll(re)];
  const rows = found.map((m) => ({ name: m[1]!.trim().replace(/^(?:(?:a|an|the|his|her|their|its|our|my|your)\s+)+/, ''), days: daysOf(m, 2) }))
    .filter((r) => /[a-z]{3,}/.test(r.name) && !/^(?:once|it|them|this|that|reminder|remind me)$/.test(r.name));
  if (rows.length < 2) return undefined;
  for (const m of found) reader.mark(m.index, m.index + m[0].length);
  return rows.map((r) => ({ name: sentenceCase(r.name), days: r.days }));
}

/**
 * Each task is due its own number of days after it was last done ("days until the next one" is that,
 * not a date of its own), and is done today by its button, never ticked off for good.
 */
export function asRecurring(plan: Plan): void {
  const { daysUntil: _until, dueOn: _on, nextDue: _next, ...rest } = plan.dates;
  plan.dates = { ...rest, due: { intervalField: 'everyDays', lastField: 'lastDone', overdue: true } };
  delete plan.list.toggle;
}
