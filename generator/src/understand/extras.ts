import { tipsTopicFor } from '../compose/content/tips';
import type { SettingKind } from '../plan/settings';
import { UNIT_SWITCHES, type UnitSwitchPlan } from '../plan/unit-switch';
import { CONTENT, TOPIC_WORDS } from '../plan/content-library';
import { truthOrDareCards } from '../compose/content/truth-or-dare';
import type { DatePlan, GamePlan, Subject } from './plan';
import type { Reader } from './reader';
import { splitList } from './reader';
import { countsPerDay } from './since-counts';
import { singular, STOP_WORDS, userCase } from './words';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = `(${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)`;

function isoDate(year: number, monthName: string, day: number): string | undefined {
  const month = MONTHS.findIndex((m) => m.startsWith(monthName.slice(0, 3))) + 1;
  if (month < 1 || day < 1 || day > 31) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A named date: "12 june 2027", "june 12, 2027", "2027-06-12". */
export function findDate(reader: Reader): { date: string; index: number; label?: string } | undefined {
  let m = reader.find(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH_RE},? (\\d{4})\\b`));
  if (m) return withIndex(isoDate(Number(m[3]), m[2]!, Number(m[1])), m.index);
  m = reader.find(new RegExp(`\\b${MONTH_RE} (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})\\b`));
  if (m) return withIndex(isoDate(Number(m[3]), m[1]!, Number(m[2])), m.index);
  m = reader.find(/\b(\d{4})-(\d{2})-(\d{2})\b/);
  if (m) return { date: m[0], index: m.index };
  // No year: a date that comes back every year (a birthday), written "--MM-DD".
  // ("baby is due 2 november": a day something is due on, too.)
  m = reader.find(new RegExp(`(?<=\\b(?:on|is|due) )${MONTH_RE} (\\d{1,2})(?:st|nd|rd|th)?\\b|(?<=\\b(?:on|is|due) )(?:the )?(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH_RE}\\b`));
  if (m) {
    const iso = m[1] ? isoDate(2000, m[1], Number(m[2])) : isoDate(2000, m[4]!, Number(m[3]));
    return iso ? { date: `--${iso.slice(5)}`, index: m.index } : undefined;
  }
  // Holidays on a fixed day come back every year too.
  m = reader.find(HOLIDAY_RE);
  // ("christmas 2026": that year's one, not every year's.)
  const year = m ? /^,? (20\d\d)\b/.exec(reader.text.slice(m.index + m[0].length))?.[1] : undefined;
  if (m) return { date: year ? `${year}${holiday(m[1]!).slice(1)}` : holiday(m[1]!), index: m.index, label: m[1]!.replace(/\b[a-z]/g, (c) => c.toUpperCase()) };
  return undefined;
}

const HOLIDAYS: Record<string, string> = {
  christmas: '--12-25', 'christmas eve': '--12-24', 'new year': '--01-01', 'new year eve': '--12-31', halloween: '--10-31', valentine: '--02-14', 'st patrick': '--03-17',
};
const holiday = (name: string) => HOLIDAYS[name.replace(/'s\b|s\b(?= eve)/g, '').replace(/ day$/, '').replace(/\./g, '')] ?? '--12-25';
const HOLIDAY_RE = /\b(christmas eve|christmas|new year'?s eve|new year|halloween|valentine(?:'s)?(?: day)?|st\.? patrick)(?:'s)?\b/;

const withIndex = (date: string | undefined, index: number) => (date ? { date, index } : undefined);

export function countdownPlan(reader: Reader): NonNullable<DatePlan['countdown']> | undefined {
  const found = findDate(reader);
  if (!found) return sinceLast(reader) ?? untilUnsetDay(reader);
  const before = reader.text.slice(0, found.index);
  const since = /\b(since|ago|quit|stopped|started|sober|smoke[- ]free)\b/.test(before);
  // "i quit smoking on 3 march 2025": days since you quit smoking.
  // ("Quit smoking app — I quit on …": what was quit is said before.)
  // ("… quit smoking — quit date was 2024-03-15": the quit date said as such.)
  const quitWhat = /(?:\bi |^|[.?!;,—–-] )(?:quit|stopped|gave up) (?:on|in)\s*$|\bquit(?:ting)? date\s*(?:was|is|:|=)?\s*$/.test(before) ? /\b(?:quit(?:ting)?|stop(?:ping)?) (smoking|vaping|drinking|alcohol|sugar|caffeine|coffee|soda|gambling)\b|\b(smoke)[- ]free\b/.exec(before) : null;
  const quit = /\bi (quit|stopped|started|gave up|became|got) ([a-z]+(?: [a-z]+)?) (?:on|in)\s*$/.exec(before) ?? (quitWhat ? ['', 'quit', quitWhat[1] ?? 'smoking'] : null);
  if (quit) {
    const perDay = moneyPerDay(reader);
    return { date: found.date, label: `you ${quit[1]} ${quit[2]}`, since: true, ...(perDay ? { perDay } : {}), ...sinceCounts(reader) };
  }
  const what = /(?:to|until|till|since|for) (?:my |our |the |i )?([a-z ]{3,40}?) (?:(?:is|was) )?(?:on|is|was|:)\s*$/.exec(before)
    // "My bar exam is on Feb 24 2026": what is on that day.
    ?? /(?:my |our |the |an? )([a-z]+(?: [a-z]+)?) (?:(?:is|was) )?(?:on|is|was)\s*$/.exec(before)
    // "finals start 2026-06-12", "camp begins on …": what starts then.
    ?? /(?:^|[.;:!?] )(?:my |our |the )?([a-z]+(?: [a-z]+)?) (?:starts?|begins?|opens?|is due|are due)(?: on)?\s*$/.exec(before)
    ?? countedTo(before);
  reader.find(/\b(countdown|count down|days (?:left|until|since|to)|how many days|how long (?:until|since))\b/);
  // ("days since his last flea treatment which was 2025-05-01": the relative word ends the label.)
  const label = found.label ?? (what?.[1] ?? eventSaidByVerb(before) ?? dayOn(before) ?? 'the day').replace(/^(?:i |my )/, '').replace(/ (?:which|that|and it|it)$/, '').replace(/\bnew years?['’]?s? eve\b/, "new year's eve").trim();
  // "how much money i've saved at 8 dollars a day": what each day since is worth.
  const perDay = since ? moneyPerDay(reader) : undefined;
  const weeks = since ? undefined : weeksAsked(reader);
  return { date: found.date, label, since, ...(perDay ? { perDay } : {}), ...(weeks ? { weeks } : {}), ...(since ? sinceCounts(reader) : {}) };
}

/** "how many cigarettes I haven't smoked (15 a day)": counts that grow with each day since. */
function sinceCounts(reader: Reader): { counts?: { label: string; perDay: number }[] } {
  const counts = countsPerDay(reader);
  return counts.length > 0 ? { counts } : {};
}

/**
 * "a countdown of days until I leave", "how many days till our holiday" with no date said: the day is picked in the
 * app and kept, and the days left count down to it. (A "days until each …" of records is the records' own date.)
 */
function untilUnsetDay(reader: Reader): NonNullable<DatePlan['countdown']> | undefined {
  const counted = countedTo(reader.text);
  if (!counted || /^(?:each|every|next|the next|its|their|due|it'?s)\b/.test(counted[1]!) || !/\b(?:count ?down|how many days|days (?:left )?(?:until|till|til|to|before))\b/.test(counted[0])) return undefined;
  reader.find(new RegExp(counted[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // ("until I leave", "till we fly": a day said by going away is the trip's.)
  const label = /^(?:i|we) (?:leave|go|fly|travel|depart|set off)\b/.test(counted[1]!) ? 'the trip' : counted[1]!.replace(/^(?:i|we) /, '');
  return { date: '', label, since: false };
}

/** "how many weeks pregnant am i" (of the 40 weeks to a due date), "how many weeks to go": the days also said in weeks. */
function weeksAsked(reader: Reader): 'left' | 'pregnant' | undefined {
  if (reader.find(/\b(?:how many )?weeks pregnant\b|\bhow far along\b|\bwhat week (?:of (?:my |the )?pregnancy )?(?:am i|i'm) (?:in|on)\b/)) return 'pregnant';
  return reader.find(/\bhow many weeks\b|\bweeks (?:left|to go|until|till|remaining)\b/) ? 'left' : undefined;
}

/**
 * "countdown to my daughter's birthday party on …", "days till vacation. we leave …", "how many days until christmas
 * 2025-12-25": what is counted to, said after the countdown's "to" (up to the date or the sentence's end).
 */
function countedTo(before: string): RegExpExecArray | null {
  const stop = String.raw`(?=\s*(?:[.,;:!?(+—–-]|\b(?:on|is|in|at|plus|and|with|which|when|we|i|so|that|for)\b|\d|$))`;
  const counted = new RegExp(String.raw`\b(?:count ?down|days?(?: left)?|weeks?|sleeps|how (?:many days|long))\s+(?:to|until|till|til|before)\s+(?:my |our |the |his |her |their )?((?:[a-z][a-z'’]*)(?: [a-z][a-z'’]*){0,3}?)` + stop).exec(before);
  return counted && !/^(?:it|then|that|this|go|the day)$/.test(counted[1]!) ? counted : null;
}

/** "halloween party on …!", "Robotics club: competition is on …": the thing a sentence says the date is "on". */
function dayOn(before: string): string | undefined {
  return /(?:^|[.;:!?] )(?:my |our |the )?(?!(?:we|i|you|they|he|she|it)\b)([a-z][a-z'’]+(?: [a-z][a-z'’]+){0,2}) (?:is |are )?on\s*$/.exec(before)?.[1];
}

/** "we're getting married on …", "i graduate on …": the day's event, said by what happens. */
function eventSaidByVerb(before: string): string | undefined {
  const m = /\b(?:getting |get |gets )?(married|graduat(?:e|ing)|retir(?:e|ing)|moving)\b[^.!?]{0,12}$/.exec(before);
  if (!m) return undefined;
  return { married: 'the wedding', moving: 'the move' }[m[1]!] ?? (m[1]!.startsWith('graduat') ? 'graduation' : 'retirement');
}

/** "8 dollars a day", "a pack costs 9.50 and I smoked one pack a day": what each day since is worth. */
function moneyPerDay(reader: Reader): number | undefined {
  const direct = reader.find(/(?:[$€£](\d+(?:\.\d+)?)|(\d+(?:\.\d+)?) ?(?:dollars|euros|pounds|bucks)) (?:a|per|each) day\b/);
  if (direct) return Number(direct[1] ?? direct[2]);
  // "a pack a day at $12": how many a day, at what price each.
  const at = reader.find(/\b(\d+(?:\.\d+)?|an?|one) [a-z]+? ?(?:a|per|each) day,? (?:at|for|costing|which costs?|that costs?) (?:about )?[$€£]?(\d+(?:\.\d+)?)\b/);
  if (at) return (/^\d/.test(at[1]!) ? Number(at[1]) : 1) * Number(at[2]);
  // ("a pack is $12 and I smoked one a day": the count said without the thing.)
  const each = reader.find(/\b(?:an? |each |one )?([a-z]+) (?:costs?|is|was) [$€£]?(\d+(?:\.\d+)?)\b[^.;]*?\b(\d+(?:\.\d+)?)(?: ([a-z]+?)s?)? (?:a|per|each) day\b/);
  if (each && (each[4] === undefined || each[4].startsWith(each[1]!.replace(/s$/, '')))) return Number(each[2]) * Number(each[3]);
  // "i smoked 15 a day and a pack of 20 costs £16": so many a day, at the price of a pack of so many.
  const pack = /\b(?:an? |each |one )?[a-z]+ of (\d+)(?: [a-z]+)? (?:costs?|is|was|are) (?:about |around )?[$€£]?(\d+(?:\.\d+)?)\b/;
  const daily = /\b(\d+(?:\.\d+)?)(?: [a-z]+)? (?:a|per|each) day\b/;
  const packed = reader.find(new RegExp(`${daily.source}[^.;]*?${pack.source}`)) ?? reader.find(new RegExp(`${pack.source}[^.;]*?${daily.source}`));
  if (!packed) return undefined;
  const [n, size, price] = /^\d/.test(packed[0]) ? [packed[1], packed[2], packed[3]] : [packed[3], packed[1], packed[2]];
  return Number(size) > 0 ? Math.round((Number(n) / Number(size)) * Number(price) * 100) / 100 : undefined;
}

/** "how many days since I last smoked, with a reset button": counted from today, and restarted by a button. */
function sinceLast(reader: Reader): NonNullable<DatePlan['countdown']> | undefined {
  const m = reader.find(/\bdays? since (?:i |my )?(last )?([a-z]+)(?: (it|them|him|her)\b)?/);
  // ("days since the last test": since the latest record, which the records' dates tell.)
  // ("days since each unpaid one was sent": each record's own days since, not one for the app.)
  if (!m || /^(?:the|a|an|his|her|their|our|its|each|every)$/.test(m[2]!) || !reader.has(/\b(?:since|streak|free|sober|clean|quit|stopped)\b/)) return undefined;
  reader.find(/\b(?:reset|start over|slip(?:ped)? up|relapse)\b[^.;]*/);
  const perDay = moneyPerDay(reader);
  // "since i last smoked" → "you last smoked"; "since my last drink" → "your last drink".
  const label = (/ed$/.test(m[2]!) ? `you ${m[1] ?? ''}${m[2]}` : `your ${m[1] ?? ''}${m[2]}`) + (m[3] ? ` ${m[3]}` : '');
  // "a 'turned it' button that saves today's date": the restart button, named as the prompt names it.
  const named = reader.find(/['"‘“]([a-z][a-z' ]{1,28}[a-z])['"’”] button\b(?: (?:that|which|to) (?:saves?|sets?|stores?|records?|logs?|resets?)\b[^.;)]*)?/);
  const button = named ? named[1]!.charAt(0).toUpperCase() + named[1]!.slice(1) : undefined;
  return { date: '', label, since: true, ...(perDay ? { perDay } : {}), ...(button ? { button } : {}) };
}

/** "pick randomly between Anna, Ben and Chloe", "choose from a, b or c". */
export function randomPlan(reader: Reader, prompt: string): { options: string[]; noun?: string } | undefined {
  const dares = truthOrDare(reader);
  if (dares) return dares;
  // The options may end without "or" ("from pizzeria, sushiya, tacoria, wokhouse") or follow a colon ("idea picker: picnic, movie, …").
  // ("picks who's driving today out of sarah, priya, jo and me": the words between may be shortened.)
  // ("a who-goes-first picker for dan, mo, kate and lou": the names a picker is for, one word each, are what it picks from.)
  const m = reader.find(/\b(?:picker|chooser|selector|spinner|decider) for ((?:[a-z'-]+, )*[a-z'-]+,? (?:or|and) [a-z'-]+|(?:[a-z'-]+, ){2,}[a-z'-]+)(?=[.;!?]|,? (?:and|plus|also|then)\b|$)/) ?? reader.find(/\b(?:pick|choose|select|draw|decide|spin|roll)\w*\b(?: [a-z0-9']+){0,6}?(?: (?:between|from|among|out of|of)|:) ((?:[a-z0-9' -]+, )+(?:(?:or|and) )?[a-z0-9' -]+|[a-z0-9' -]+,? (?:or|and) [a-z0-9' -]+)/);
  // ("a button that picks who's driving", "chooses which film we watch": a pick asked as a question has no answer but chance.)
  const random = reader.has(/\brandom\w*|\bat random\b|\bwhose turn\b|\bwho (?:does|goes|pays)\b|\bdecide\w*\b|\bpicker\b|\b(?:picks?|chooses?|selects?|decides?) (?:who|who's|whose|which|what)\b/);
  // "Members are Priya, Tom, Hal, Jess and Marco. One button that picks one of us at random.": the options are named apart.
  // "members are sam, jo, priya, marcus": three or more names need no "and"; "options like tacos, pasta, curry".
  // ("put in pasta, tacos, stir fry and soup and give me a button that picks one at random": options put in.)
  const named = !m && random ? reader.find(/\b(?:are|is|include|includes|including|like|such as|put in|type in|load in|start(?:s|ing)? (?:off )?with|:) ((?:[a-z'-]+(?: [a-z'-]+)?, )+[a-z'-]+(?: [a-z'-]+)?,? (?:and|or) [a-z'-]+|(?:[a-z'-]+(?: [a-z'-]+)?, ){2,}[a-z'-]+(?: [a-z'-]+)?(?=[.;!?]|$))/) : null;
  // "a random word of the day from bonjour, merci, fromage": the options follow "random … from".
  const drawn = !m && !named ? reader.find(/\brandom [a-z ]{1,30}? (?:from|out of|among) ((?:[a-z0-9' -]+, )+(?:(?:or|and) )?[a-z0-9' -]+)/) : null;
  // "their names are in there (mia, leo, sam) and it picks one at random", "a random chord picker (c, g, em)": the options in brackets.
  const bracketed = !m && !named && !drawn && reader.has(/\b(?:at random|randomly|random (?:pick|choice)|picks?|chooses?|draws?) (?:one|someone|a name|1)\b|\b(?:picks?|chooses?) (?:one|someone|1) at random\b|\brandom (?:[a-z]+ )?(?:picker|chooser|generator|selector) \(/) ? reader.find(/\(((?:[a-z0-9'-]+(?: [a-z0-9'-]+)?, )+(?:(?:and|or) )?[a-z0-9'-]+(?: [a-z0-9'-]+)?)\)/) : null;
  // "one button, picks pizza, tacos, sushi or pasta at random": the options between the verb and "at random"
  // (or "for me", or the clause's end, when the prompt says it is random or a decision).
  const between = !m && !named && !drawn && !bracketed ? reader.find(/\b(?:picks?|chooses?|selects?) ((?:[a-z0-9'-]+(?: [a-z0-9'-]+){0,2}, )+(?:(?:or|and) )?[a-z0-9'-]+(?: [a-z0-9'-]+){0,2}|[a-z0-9' -]+,? (?:or|and) [a-z0-9' -]+)(?: (?:at random|randomly)\b|(?= for (?:me|us)\b)|(?=[.;!?]|, and\b|$))/) : null;
  // "who does the washing up? me, jake or mum. random pick": the options are a sentence of their own.
  // ("… at random so it's fair. pass the parcel, musical statues, sleeping lions, corners": three or more need no "and"
  // right after the sentence that asks for the random pick.)
  const alone = !m && !named && !drawn && !bracketed && !between && random ? reader.find(/(?:^|[.?!:;] )((?:[a-z'-]+(?: [a-z'-]+)?, )+[a-z'-]+(?: [a-z'-]+)?,? (?:or|and) [a-z'-]+(?: [a-z'-]+)?|(?<=\b(?:at random|randomly)\b[^.;!?]*[.;!?:] )(?:[a-z'-]+(?: [a-z'-]+){0,5}, ){2,}[a-z'-]+(?: [a-z'-]+){0,5})(?=[.;!?]|$)/) : null;
  const list = m ?? named ?? drawn ?? bracketed ?? between ?? alone;
  const letters = !list && random ? letterRange(reader) : undefined;
  if (letters) return { options: letters };
  // "a dice roller and a who-goes-first picker": a die said as one tool among others rolls 1 to 6.
  if (!list && reader.find(/\b(?:a |one )?(?:dice|die) roller\b/)) return { options: ['1', '2', '3', '4', '5', '6'], noun: 'number' };
  if (!list || !random) return undefined;
  // "… pizza or soup for me": who it is for is not part of the last option.
  // ("start with Amelia, Noah and I'll add the rest": the user who speaks is not an option.)
  const options = splitList(list[1]!.replace(/ (?:for (?:me|us|you|them|dinner|lunch|tonight)|at random|randomly|each time|please)$/, ''))
    // (A list said as a sentence of its own holds only options: "pin the tail on the donkey" is one.)
    .filter((o) => o.split(' ').length <= (alone ? 6 : 4) && !/^(?:i|we|you|they)'(?:ll|d|m|re|ve)\b/.test(o)).map((o) => userCase(prompt, o));
  // "can't decide dinner": why the user wants a pick, said by the pick itself.
  reader.find(/\b(?:i )?(?:can'?t|cannot|can not|never) (?:decide|choose|pick)\b[^.;!?]*/);
  // "random pick please", "who does the dishes tonight?": asking for the pick is what the picker does.
  reader.find(/\b(?:a )?random (?:pick|choice|draw|selection)s?\b[^.;!?]*/);
  reader.find(/\bwho (?:does|goes|pays|cooks|cleans|drives|washes|takes)\b[^.;!?]*\?/);
  // ("i need to pick the games at random so it's fair": asking for the pick, to the clause's end.)
  reader.find(/\b(?:pick|choose|select|draw)\w* (?:the |a |an |one |our |my )?(?:[a-z'-]+ ){0,2}(?:at random|randomly)\b[^.;!?]*/);
  // ("4 of us take turns": the turns are what the pick decides.)
  reader.find(/\b(?:take|takes|taking) (?:it in )?turns\b[^.;!?]*/);
  if (options.length < 2) return undefined;
  const noun = pickedNoun(reader);
  return { options, ...(noun ? { noun } : {}) };
}

/**
 * "the meal list should be visible", "add my own meals and remove ones we're sick of", "a random name
 * picker": the options are a list on screen (they always are), called by the prompt's word for them.
 * Adding and removing options is built, so asking for it is understood.
 */
function pickedNoun(reader: Reader): string | undefined {
  const shown = reader.find(/\b(?:the |my |our )?([a-z]+) list (?:should be |is |must be |needs to be )?(?:visible|shown|on (?:the )?screen|showing)\b/);
  const added = reader.find(/\b(?:add|put in|type in) (?:my own|our own|new|more|other|extra|some) ([a-z]+s)\b/);
  // "a random name picker for my class so i don't pick the same children": the picker, to the clause's end.
  const picked = reader.find(/\brandom ([a-z]+) (?:picker|chooser|generator|selector)\b[^.;!?]*/);
  reader.find(/\b(?:i'll|i will|we'll|i can) add (?:the )?(?:rest|others|more)\b[^.;!?]*/);
  if (shown || added || picked) reader.find(/\b(?:(?:i |we )?(?:need|want|have) to )?(?:remove|delete|take out|cross off) (?:the )?(?:ones|[a-z]+s)\b[^.;!?]*/);
  const word = added ? singular(added[1]!) : shown?.[1] ?? picked?.[1];
  return word && !/^(option|item|thing|choice|one|entry)$/.test(word) && !STOP_WORDS.has(word) ? word : undefined;
}

/**
 * "truth or dare: a button picks truth or dare, then a random question; start with 10 of each": the
 * cards the generator ships, each said as a truth or a dare, drawn at random (half of them each).
 */
function truthOrDare(reader: Reader): { options: string[]; noun: string } | undefined {
  if (!reader.find(/\btruth or dare\b/)) return undefined;
  const many = reader.find(/\b(?:at least |about |around )?(\d+) (?:truths|dares|questions|cards|of each)\b/);
  reader.find(/\b(?:picks?|chooses?|draws?|shows?)\b[^.;]*\b(?:at random|random(?:ly)?)\b[^.;]*|\b(?:start|come)s? with\b[^.;]*\b(?:built in|included|ready)\b|\b(?:built in|included)\b/);
  return { options: truthOrDareCards(Math.max(12, Number(many?.[1] ?? 12))), noun: 'card' };
}

/** "a random note name (A to G)", "a random letter from a to z": each letter of the range is an option. */
function letterRange(reader: Reader): string[] | undefined {
  const m = reader.find(/\brandom (?:[a-z]+ ){0,3}?\(?(?:from |between )?([a-z]) ?(?:to|through|thru|-|–) ?([a-z])\b\)?/);
  if (!m) return undefined;
  const [from, to] = [m[1]!.charCodeAt(0), m[2]!.charCodeAt(0)];
  if (to - from < 1) return undefined;
  return [...Array(to - from + 1).keys()].map((i) => String.fromCharCode(from + i).toUpperCase());
}

export function gamePlan(reader: Reader): GamePlan | undefined {
  if (reader.find(/\b(memory (?:card |cards |picture |matching )?(?:game|match)|(?:card )?matching (?:card )?(?:game|pairs)|pairs game|concentration game|memory cards)\b/)) {
    // "8 pairs", or "a 4x4 grid" of cards: 16 cards, 8 pairs.
    const pairs = reader.find(/\b(\d+) pairs\b/);
    const grid = pairs ? null : reader.find(/\b([2-8]) ?(?:x|by|×) ?([2-8])\b/);
    const size = pairs ? Number(pairs[1]) : grid && (Number(grid[1]) * Number(grid[2])) % 2 === 0 ? (Number(grid[1]) * Number(grid[2])) / 2 : undefined;
    // ("face-down cards" say how they lie, not a theme of faces.)
    const theme = reader.find(/\b(animal|fruit|food|emoji|flag|vehicle|sport|space|ocean|sea|flower|weather|face)s?\b(?![- ]down|[- ]up)/);
    const faces = memoryFaces(reader);
    // The game counts moves and deals again with its New game button: asking for them is built.
    reader.find(/\b(?:count|counts|counting|track|show) (?:my |the |how many )?(?:moves|tries|turns|flips|attempts)\b/);
    reader.find(/\b(?:an? )?(?:button|way) to (?:start over|restart|play again|reset|shuffle)\b|\b(?:new game|play again|restart) button\b/);
    // ("animal pairs - cat, dog, cow, pig, duck, sheep": a pair of each thing named, unless the pairs are counted.)
    const count = size ?? (faces ? Math.min(8, faces.length) : undefined);
    return { type: 'memory', ...(count ? { size: count } : {}), ...(theme ? { theme: theme[1]! } : {}), ...(faces ? { faces } : {}) };
  }
  if (reader.find(/\b(tic[- ]?tac[- ]?toe|noughts and crosses|connect (?:4|four)|gomoku)\b/)) {
    const size = reader.find(/\b(\d+) ?(?:x|by|×) ?(\d+)\b/);
    return { type: 'grid', size: size ? Math.min(8, Math.max(3, Number(size[1]))) : 3 };
  }
  if (reader.find(/\bguess(?:ing)? (?:the |a |my )?number\b|\bnumber guessing\b/)) {
    const range = reader.find(/\b(?:between |from )?(\d+) (?:and|to) (\d+)\b|\b(\d+)\s*-\s*(\d+)\b/);
    const tries = reader.find(/\b(\d+) (?:tries|guesses|attempts|chances|goes)\b/);
    const lo = Number(range?.[1] ?? range?.[3] ?? 1);
    const hi = Number(range?.[2] ?? range?.[4] ?? 100);
    reader.find(/\b(higher|lower|too high|too low)\b[^.]*/);
    return { type: 'guess', range: [Math.min(lo, hi), Math.max(lo, hi)], ...(tries ? { tries: Number(tries[1]) } : {}) };
  }
  return tapGame(reader);
}

/**
 * "animal pairs - cat, dog, cow, pig", "matching pairs of apple, pear, banana": the pictures the
 * cards show, as the prompt names them (three to eight, each a word or two).
 */
function memoryFaces(reader: Reader): string[] | undefined {
  const m = reader.find(/\b(?:pairs|cards|pictures|animals|fruits?|foods?|vehicles|flowers)(?: of)?\s*(?:[-–—:(]|\blike\b|\bsuch as\b|\bof\b)\s*((?:[a-z]+(?: [a-z]+)?,\s*){2,}(?:(?:and|or) )?[a-z]+(?: [a-z]+)?)\b/);
  if (!m) return undefined;
  const items = splitList(m[1]!);
  return items.length >= 3 && items.length <= 8 && items.every((x) => x.split(' ').length <= 2) ? items : undefined;
}

/**
 * "tap as fast as you can for 10 seconds", "how many times can I tap in 30 secs", "a button mashing
 * game": taps counted while a short countdown runs, the best kept.
 */
function tapGame(reader: Reader): GamePlan | undefined {
  const TAPS = /\b(?:tap|click|press|hit|mash)(?:es|ing)? (?:the (?:screen|button) )?(?:as (?:fast|quickly|many times) as (?:you|i|they|we|possible)(?: can)?|fast as (?:you|i) can)|\bhow many (?:times )?(?:can )?(?:i|you|we) (?:tap|click|press)\b|\b(?:tap|tapping|click|clicking|button[- ]mashing) (?:speed |race |challenge |frenzy )?(?:game|challenge|race|test|contest)\b|\bspeed[- ]?(?:tap|tapping|click|clicking)\b/;
  if (!reader.find(TAPS)) return undefined;
  // ("10 seconds", "30-second", "for a minute").
  const time = reader.find(/\b(\d+)[- ]?(seconds?|secs?|s|minutes?|mins?)\b|\b(?:a|one) (minute)\b/);
  const seconds = !time ? 10 : time[3] ? 60 : /^m/.test(time[2]!) ? Number(time[1]) * 60 : Number(time[1]);
  // The game counts the taps and keeps the best: asking for them is built.
  reader.find(/\b(?:count|counts|counting|show|shows|keep|track)(?: (?:of|up))? (?:the |my |how many )?(?:taps|clicks|presses|score)\b|\b(?:high|best|top) ?score\b|\bpersonal best\b/);
  return { type: 'taps', seconds: Math.min(600, Math.max(3, seconds)) };
}

/** Content the generator ships: phrase lists for travellers, capitals, tips on everyday subjects. */
/** No number asked for: every row the library has. */
const ALL_ROWS = 100;
/** "a second screen with 10 study tips", "a tips page", "a page with some tips for growing tomatoes": the tips are a screen of their own. */
const TIPS_ON_A_PAGE = /\b(?:screen|page|tab)s? (?:with|of|for|showing|listing) (?:(?:\d+|a few|some|the) )?(?:[a-z]+ ){0,3}(?:tips|advice|hacks|pointers)\b|\b(?:tips|advice) (?:screen|page|tab)\b/;
export function contentPlan(reader: Reader): { topic: string; count: number } | undefined {
  // Flashcards of words are a deck to flip (their own recipe), not a phrase list.
  const phrases = reader.has(/\bflash ?cards?\b/) ? null : reader.find(/\b(?:(\d+) )?(?:useful |common |basic |essential |key |handy |important |everyday |simple )*(spanish|french|italian|german|portuguese|polish|dutch|japanese|turkish|greek|swedish) (?:phrases|expressions|sentences|words|vocabulary)\b/);
  // "… at least 15 of them", "15 of them": the number may come after the phrases.
  const atLeast = phrases && !phrases[1] ? reader.find(/\b(?:at least |around |about |maybe )?(\d+) (?:of them|or (?:so|more)|phrases|words)\b|\bat least (\d+)\b/) : null;
  if (phrases) return { topic: `phrases-${phrases[2]}`, count: Number(phrases[1] ?? atLeast?.[1] ?? atLeast?.[2] ?? 10) };
  // "a study tips app with 10 tips for exams", "first aid basics": tips the generator ships, for the subject asked.
  const asked = reader.has(/\bfirst[- ]aid\b/) ? 'first aid' : reader.has(/\b(?:tips|advice|hacks|pointers|dos and don'?ts)\b/) ? 'tips' : undefined;
  // ("a packing list … first aid": a list the user keeps, where first aid is a kind of thing packed.)
  const records = reader.has(/\b(?:log|logs|track|tracker|record|diary|journal|keep a list|list of my|add my|packing list|shopping list|checklist|to-?do list|each (?:item|entry) (?:should |must |will )?(?:has|have))\b/);
  const count = /\b(\d+) (?:[a-z]+ ){0,3}(?:tips|pieces of advice|hacks|pointers|situations)\b/.exec(reader.text);
  const topic = asked && (!records || count) ? tipsTopicFor(reader.text) : undefined;
  if (topic && (asked === 'tips' || topic === 'first-aid')) {
    reader.find(/\b(?:\d+ )?(?:[a-z]+ ){0,3}(?:tips|advice|hacks|pointers|basics)\b(?: (?:for|on|about|to help (?:me )?(?:with )?)(?: [a-z]+){1,4})?|\bfirst[- ]aid\b[^.;]*/);
    return { topic, count: Number(count?.[1] ?? 0) || ALL_ROWS, ...(TIPS_ON_A_PAGE.test(reader.text) ? { onPage: true } : {}) };
  }
  // "a list of 12 beginner yoga poses with a short description of each": things the shipped entries describe, asked with their descriptions.
  const described = records ? null : /\b(?:(\d+) )?(?:[a-z]+ ){0,2}?([a-z]+s) (?:with|and) (?:a |an |their |the )?(?:short |brief |quick |little |simple )?(?:descriptions?|explanations?|instructions|how to do (?:it|them|each))\b/.exec(reader.text);
  const describedTopic = described ? tipsTopicFor(reader.text) : undefined;
  if (described && describedTopic && TOPIC_WORDS[describedTopic]?.some((w) => w.split(' ').pop() === described[2])) {
    reader.find(new RegExp(`${described[0]}[^.;]*`));
    return { topic: describedTopic, count: Number(described[1] ?? ALL_ROWS) };
  }
  // "facts about dinosaurs … like 10 different dinos", "fun facts about the planets": facts the generator ships.
  const facts = reader.find(/\b(?:(\d+) )?(?:fun |cool |interesting |short )?facts? (?:about|on|of) (?:the |different )?(dinosaurs?|dinos?|planets?|solar system|space)\b/);
  if (facts) {
    const many = /\b(\d+) (?:different |cool |fun )?(?:dinosaurs?|dinos?|planets?|facts?)\b/.exec(reader.text);
    return { topic: /dino/.test(facts[2]!) ? 'facts-dinosaurs' : 'facts-planets', count: Number(facts[1] ?? many?.[1] ?? ALL_ROWS) };
  }
  // "a word-of-the-day thing … 15 interesting English words with their meanings": words the generator ships.
  const words = reader.find(/\bword[- ]of[- ]the[- ]day\b|\b(?:(\d+) )?(?:interesting|new|fancy|rare|unusual|big|uncommon|advanced|cool|beautiful) (?:english )?words\b(?: (?:with|and) (?:their |the )?(?:meanings?|definitions?))?|\bvocabulary builder\b/);
  if (words && !reader.has(/\b(?:spanish|french|italian|german|portuguese|polish|dutch|japanese|turkish|greek|swedish)\b/)) {
    const many = words[1] ?? /\b(\d+) (?:[a-z]+ ){0,2}words\b/.exec(reader.text)?.[1];
    reader.find(/\b(?:(\d+) )?(?:interesting|new|fancy|rare|unusual|big|uncommon|advanced|cool|beautiful) (?:english )?words\b(?: (?:with|and) (?:their |the )?(?:meanings?|definitions?))?[^.;]*/);
    return { topic: 'words-english', count: Number(many ?? ALL_ROWS) };
  }
  const capitals = reader.find(/\bcapitals?(?: of| cities of)? (?:(\d+) )?(?:european|europe|world|countries)/);
  if (capitals) return { topic: 'capitals-europe', count: Number(capitals[1] ?? 15) };
  return undefined;
}

export function screensPlan(reader: Reader): number | undefined {
  const m = reader.find(/\b(\d+) (?:screens|pages|tabs)\b|\b(several|multiple|separate) (?:screens|pages|tabs)\b/);
  if (!m) return undefined;
  return m[1] ? Math.min(6, Number(m[1])) : 2;
}

/** "a standings screen with each player's average", "a stats page": the figures of the records, on a screen of their own. */
export function summaryScreenPlan(reader: Reader): string | undefined {
  const m = reader.find(/\b(standings|stats|statistics|summary|totals|results|leaderboard|rankings) (?:screen|page|tab)\b/);
  return m ? m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1) : undefined;
}

/** Settings switches that change the app: "a dark mode switch", "a setting for bigger text". */
/** "a settings switch to turn the sound off", "a mute toggle": sound the app makes, switched off. */
/** "a switch to turn the beep off": the switch, named for the sound as the user calls it ("Beep"), else "Sound". */
export function soundSwitchPlan(reader: Reader): string | undefined {
  const m = reader.find(/\b(?:switch|toggle|setting|option|button)s?\b[^.;]{0,30}?\b(sound|sounds|beep|beeps|bell|alarm|ring|ringing)\b(?: on| off| on or off| on\/off)?|\bturn (?:the )?(sound|beep|bell|alarm) (?:on|off)\b|\bmute (?:switch|toggle|button|option)\b/);
  if (!m) return undefined;
  const word = (m[1] ?? m[2] ?? 'sound').replace(/s$/, '').replace(/^ring(?:ing)?$/, 'sound');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function settingsPlan(reader: Reader): SettingKind[] {
  const out: SettingKind[] = [];
  // A settings screen, switch or toggle the user works: "a settings screen to turn on dark mode".
  const settings = reader.has(/\bsettings? (?:screen|page|menu|tab)\b|\b(?:switch|toggle|setting|option|turn on|turn off|enable)\b/);
  // ("Dark mode too please": on a phone, dark mode is a switch; a "dark theme" is the app's look.)
  if (reader.find(/\b(?:dark[- ](?:mode|theme)|night mode) (?:switch|toggle|setting|option)|(?:switch|toggle|setting|option) (?:for|to) (?:dark|night) (?:mode|theme)/) || (settings && reader.find(/\b(?:dark[- ](?:mode|theme)|night mode)\b/)) || reader.find(/(?<!\b(?:no|not|without|don'?t need|don'?t want) (?:a |an |the )?)\b(?:dark|night)[- ]mode\b/)) out.push('dark');
  if (reader.find(/\b(?:setting|option|switch|toggle) for (?:bigger|larger|big|large) (?:text|font)|(?:bigger|larger|big|large) (?:text|font)(?: size)? (?:setting|option|switch|toggle)|text size (?:setting|option)/) || (settings && reader.find(/\b(?:bigger|larger|big|large) (?:text|font)|\btext size\b/))) out.push('text');
  return out;
}

/** "a switch to show miles instead", "a setting for pounds instead of kg": values shown in another unit. */
export function unitSwitchPlan(reader: Reader): UnitSwitchPlan | undefined {
  const m = reader.find(/\b(switch|toggle|setting|option|button)s?\b[^.;]{0,30}?\b(?:show|see|display|use|switch to|in)\s+(?:it |them |everything |distances |weights )?(?:in )?(miles|km|kilomet(?:re|er)s|lbs?|pounds|kg|kilos|oz|ounces|gallons)\b(?: instead)?/)
    // "a kg/lbs switch", "km or miles toggle": the second unit is the one switched to.
    ?? reader.find(/\b()(?:kg|kgs|kilos?|km|kilomet(?:re|er)s|miles?|lbs?|pounds)\s*(?:\/|or|to|vs)\s*(kg|kilos|km|miles|lbs?|pounds)\s+(switch|toggle|setting|option|button)\b/);
  if (!m) return undefined;
  if (m[1] === '') m[1] = m[3]!;
  const word = m[2]!;
  const to = /^mile/.test(word) ? 'miles' : /^(km|kilomet)/.test(word) ? 'km' : /^(lb|pound)/.test(word) ? 'lb' : /^(kg|kilo)/.test(word) ? 'kg' : /^(oz|ounce)/.test(word) ? 'oz' : 'gallons';
  const rule = UNIT_SWITCHES.find((u) => u.to === to)!;
  return { from: rule.from, to, factor: rule.factor, onSettings: m[1] === 'setting' || reader.has(/\bsettings?\b/) };
}
/**
 * "a list of common Polish words with the English meaning; I can add my own and mark the ones I
 * know": the shipped phrases start a list of records the user adds to, instead of a fixed page.
 */
export function contentRecords(reader: Reader, content: { topic: string; count: number }): Subject | undefined {
  const entry = CONTENT[content.topic];
  if (!entry || !content.topic.startsWith('phrases-')) return undefined;
  if (!reader.has(/\b(?:add|type in|put in|enter|save) (?:my own|more|new|extra|others?|some of my own)\b|\bmy own (?:words|phrases)\b/)) return undefined;
  const noun = reader.has(/\bwords?\b/) && !reader.has(/\bphrases?\b/) ? 'word' : 'phrase';
  const rows = entry.rows.slice(0, Math.max(1, content.count));
  return {
    noun,
    plural: `${noun}s`,
    attributes: [{ name: noun, label: `${entry.front} ${noun}`, kind: 'text' }, { name: 'meaning', label: `${entry.back} meaning`, kind: 'text' }],
    prefilled: rows.map(([front]) => front),
    prefilledRows: rows.map(([front, back]) => ({ [noun]: front, meaning: back })),
    container: 'list',
    title: `${entry.front} ${noun}s`,
  };
}
