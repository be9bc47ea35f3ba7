import { titleFragmentReason } from '../compose/name-quality';
import rules from '../compose/content/game-rules.json';
import { CONTENT } from '../plan/content-library';
import { parseAttributes } from './attributes';
import type { Reader } from './reader';
import { splitList } from './reader';
import { plural } from './words';

/** A screen of fixed text the prompt writes out: "another screen with our troop rules: be on time, …". */
export interface PagePlan {
  title: string;
  lines: string[];
  /** Written out under a title ("house rules: …"): the app is that content, not records of it. */
  written?: boolean;
  /** Named without content ("separate pages: emergency contacts, bedtime routine"): the user writes its lines in the app. */
  editable?: boolean;
  /** "chores to check off": each line the user writes has a tick. */
  checks?: boolean;
  /** "a screen for each day": a day of the week, where the planner's things are written. */
  day?: boolean;
  /** "a page for each planet": the title of the shipped content the page shows ("Solar System Facts"). */
  source?: string;
}

const PAGE = /^(?:(?:and )?(?:one|a|an|another|second|third|fourth|the first|the second|the third|\d+(?:st|nd|rd|th)?)\s+)?(?:screen|page|tab)\s+(?:with|for|showing|listing|that (?:shows|lists|has)|of|about)\s+(.+)$/;
const NUMBERED = /^\(?\d\)\s*(.+)$/;

/**
 * Screens of content the prompt spells out, each with a title and its lines: "one screen with knots -
 * reef knot, bowline, …", "(3) opening hours, mon-sat 7:00-15:00, closed sunday". A screen named
 * without content ("a scoreboard screen") is left to the capability that makes it.
 */
export function pagesPlan(reader: Reader, prompt: string): PagePlan[] {
  const text = reader.text;
  const numberedScreens = /\b(?:\d|two|three|four) (?:screens|pages|tabs)\b/.test(text);
  const out: PagePlan[] = [];
  for (const m of text.matchAll(/[^.;]+/g)) {
    const segment = pageClause(m[0].trim().replace(/^(?:and|also|then|plus)\s+/, ''));
    const series = seriesPages(segment, prompt);
    if (series) {
      reader.mark(m.index + m[0].indexOf(segment), m.index + m[0].length);
      out.push(...series);
      continue;
    }
    const body = PAGE.exec(segment)?.[1] ?? (numberedScreens ? NUMBERED.exec(segment)?.[1] : undefined);
    // (Only the one screen said: screens listed together, "3 screens: …, and a page with our rules", "home screen with
    // buttons to: …, a page of …", are read as the list they are.)
    const alone = !numberedScreens && (text.match(/\b(?:screen|page|tab)s?\b/g) ?? []).length === 1;
    const page = body ? pageOf(body, prompt) ?? (alone ? namedAlone(body, prompt) : undefined) : undefined;
    if (!page) continue;
    reader.mark(m.index + m[0].indexOf(segment), m.index + m[0].length);
    out.push(page);
  }
  if (out.length === 0) out.push(...numberedLines(reader, prompt));
  // "menu on the first page to go to each one": the buttons that open the pages, built with them.
  if (out.length >= 2) reader.find(/\b(?:a |the )?(?:main |home )?menu (?:on|at|from) (?:the )?(?:first|main|home|front) (?:page|screen)\b[^.;]*/);
  // "each screen needs a back button": every page has one.
  if (out.length >= 1) reader.find(/\b(?:each|every|all(?: the)?) (?:screen|page|tab)s? (?:needs?|has|have|should have|gets?|with|must have) (?:a |its own |their own )?back buttons?\b[^.;]*/);
  if (out.length === 0) {
    const listed = writtenList(reader, prompt);
    if (listed) out.push(listed);
  }
  return out;
}

/**
 * "Home screen with three buttons leading to:\n1. Sights - Belém Tower, Alfama\n2. Food to try - …": the
 * screens written one to a line after the screens are announced (the lines arrive as sentences, "… to:
 * sights - belem tower, alfama. food to try - …"), each its title and its lines.
 */
function numberedLines(reader: Reader, prompt: string): PagePlan[] {
  const intro = /\b(?:screens?|pages?|tabs?|buttons?)\b[^.;:]*:\s*/.exec(reader.text);
  if (!intro) return [];
  const from = intro.index + intro[0].length;
  const pages: PagePlan[] = [];
  let to = from;
  for (const m of reader.text.slice(from).matchAll(/[^.;]+[.;]?/g)) {
    const sentence = m[0].trim().replace(/[.;]$/, '');
    const page = /^[a-z0-9' ]{2,40}?\s*(?::|\s[-–—]\s)/.test(sentence) ? pageOf(sentence, prompt) : undefined;
    if (!page) break;
    pages.push(page);
    to = from + m.index + m[0].length;
  }
  if (pages.length < 2) return [];
  reader.mark(from, to);
  return pages;
}

/** A page's title and the lines written out for it ("knots - reef knot, bowline", "the schedule (…)"), when there are two or more. */
function pageOf(body: string, prompt: string): PagePlan | undefined {
  // "the weekend schedule (friday bbq, saturday picnic, sunday brunch)": the lines may come in brackets.
  // ("the knots i'm learning (palomar, uni knot) and the steps for each": what each line gets is the user's to write, under it.)
  const split = /^(?:the |our |my |a |an )?([a-z0-9' ]{2,40}?)\s*\(([^()]+)\)\s*(?<notes>(?:and|with) (?:the |some )?(?:steps|instructions|notes|details|tips|how-to) (?:for|of|on) (?:each|every one|them)(?: one)?)?$/.exec(body) ?? /^(?:the |our |my |a |an )?([a-z0-9' ]{2,40}?)\s*(?::|\s[-–—]\s|,)\s*(.+)$/.exec(body);
  if (!split) return undefined;
  const lines = splitList(split[2]!.replace(/\s[-–—]\s.*$/, '').replace(/\s+-\s*$/, '')).filter((l) => l.length > 0 && l.length <= 80);
  if (lines.length < 2) return undefined;
  return { title: original(prompt, pageTitle(split[1]!.trim())), lines: lines.map((l) => original(prompt, l)), ...(split.groups?.notes ? { editable: true } : {}) };
}

/**
 * "members list (…), and a screen with the club rules": a page of content named without its lines is a page the
 * user writes in the app (never invented). A game's rules ("a screen with the rules of chess") are shipped instead.
 */
function namedAlone(body: string, prompt: string): PagePlan | undefined {
  const title = body.trim().replace(/^(?:the |our |my |a |an )/, '');
  if (title.split(' ').length > 4 || !CONTENT_TITLE.test(title) || gameNamed(title)) return undefined;
  return { title: original(prompt, title), lines: [], editable: true };
}

const gameNamed = (text: string) => Object.values(rules).some((game) => game.words.some((w) => new RegExp(`\\b${w}\\b(?! (?:club|team|society|group|league|tournament))`).test(text)));

/**
 * "one screen with our services and prices (…), one with opening hours, and one with how to find us":
 * a series of screens said once; each is its written lines or, named alone, a page the user writes.
 */
function seriesPages(segment: string, prompt: string): PagePlan[] | undefined {
  const first = PAGE.exec(segment)?.[1];
  if (!first) return undefined;
  const masked = first.replace(/\([^()]*\)/g, (b) => b.replace(/,/g, '\uE000'));
  const bodies = masked.split(/,\s*(?:and\s+)?(?:one|1|another|a third|the other|the last)\s+(?:with|for|showing|listing|about)\s+/).map((b) => b.replace(/\uE000/g, ','));
  if (bodies.length < 2 || bodies.some((b) => b.split(' ').length > 12 && !b.includes('('))) return undefined;
  return bodies.map((b) => pageOf(b, prompt) ?? { title: original(prompt, b.trim().replace(/^(?:the |our |my |a |an )/, '')), lines: [], editable: true });
}

/** "knots i'm learning" is titled "knots": what the user says of the things is not the page's name. */
const pageTitle = (words: string) => words.replace(/^([a-z0-9']+(?: [a-z0-9']+)?) (?:i'm|i am|we're|we are|i|we) [a-z' ]+$/, '$1');

/** "countdown to our reunion on july 18, plus a page with the schedule (…)": the page is the clause after "plus". */
function pageClause(segment: string): string {
  if (PAGE.test(segment)) return segment;
  const joined = /(?:,\s*|\s)(?:and |plus |also )+(?=(?:one |a |an |another |second |third )?(?:screen|page|tab) (?:with|for|showing|listing|of|about) )/.exec(segment);
  return joined ? segment.slice(joined.index + joined[0].length) : segment;
}

/** What a written-out list is, by its title's last word: rules, reminders, a schedule, bus times … */
const CONTENT_TITLE = /\b(rules|reminders|instructions|schedule|times|timetable|hours|agenda|itinerary|facts|dos and don'?ts|guidelines|etiquette|policies|commandments|mantras|affirmations|values|principles)$/;

/**
 * "house rules for our shared flat: quiet after 10pm, dishes done the same day, bins out on tuesday
 * night", "bus 12 times from my stop: 7:05, 7:35 …": content the prompt writes out under a title,
 * shown as it is (never read as the fields of records).
 */
function writtenList(reader: Reader, prompt: string): PagePlan | undefined {
  for (const m of reader.text.matchAll(/(?<=^|[.;!?]\s)(?:the |our |my |a |an )?([a-z0-9' -]{3,60}?)\s*:\s*([^.;!?]+(?:[.;!?](?=\d)[^.;!?]+)*)/g)) {
    // "house rules for our flat", "train times to work": what the list is comes before the preposition.
    const title = m[1]!.trim().replace(/ (?:for|of|at|from|in|to|on|during) .*$/, '').replace(/^(?:my|our|the) /, '');
    if (!CONTENT_TITLE.test(title)) continue;
    const lines = splitList(m[2]!).filter((l) => l.length > 0 && l.length <= 80);
    if (lines.length < 2) continue;
    // "Medication schedule: medicine, dose, time of day": the fields of records, not content.
    const said = /\b(rules|reminders|instructions|facts|dos and don'?ts|guidelines|etiquette|policies|commandments|mantras|affirmations|values|principles)$/.test(title);
    // ("itinerary: stops with day number, town, notes": things said with their fields are records.)
    if (!said && /^(?:the |our |my )?[a-z]+s (?:with|each with|that have) /.test(m[2]!.trim())) continue;
    const content = said || lines.some((l) => /\d|^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/.test(l)) || parseAttributes(m[2]!).rejected.length > 0;
    if (!content) continue;
    reader.mark(m.index, m.index + m[0].length);
    reader.find(/\b(?:just )?(?:a |one )?(?:simple |single )?(?:screen|page) (?:showing|listing|with|that shows|to show) (?:them|it|these|those|the list)\b/);
    return { title: original(prompt, m[1]!.trim()), lines: lines.map((l) => original(prompt, l)), written: true };
  }
  return undefined;
}

/** "Pocket guide for my scout troop.": a guide's opening names it ("Scout Troop Guide"). */
export function guideName(reader: Reader): string | undefined {
  const m = reader.find(/^(?:an? |my |our |the )?(?:[a-z]+ )?(guide|handbook|reference|cheat ?sheet|manual|info app|phrasebook|phrase book|glossary|dictionary|word list)(?: app)? (?:for|about) (?:my |our |the |a )?([a-z ]{3,30}?)(?: with [^.:]*)?[.:]/);
  if (!m) return undefined;
  return `${m[2]!.trim()} ${m[1]!.replace(' app', '')}`.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** The words as the user wrote them (capitals, accents), found again in the prompt. */
function original(prompt: string, lower: string): string {
  const at = prompt.toLowerCase().indexOf(lower);
  const found = at >= 0 ? prompt.slice(at, at + lower.length) : lower;
  return found.charAt(0).toUpperCase() + found.slice(1);
}

/** "Bom dia = good morning, Obrigado = thank you, …": pairs the prompt writes out (a phrasebook, a glossary). */
export function pairsPlan(reader: Reader, prompt: string): { front: string; back: string }[] {
  if ((prompt.match(/=|->|→/g) ?? []).length < 3) return [];
  // Comma-separated "front = back" items; a comma inside a front ("A conta, por favor = the bill") stays in it.
  const body = prompt.slice(prompt.search(/[^:]*(?:=|->|→)/)).replace(/\s+/g, ' ');
  const items: string[] = [];
  let pending = '';
  for (const token of body.split(/\s*[,;]\s*/)) {
    const joined = pending ? `${pending}, ${token}` : token;
    if (/=|->|→/.test(token)) {
      items.push(joined);
      pending = '';
    } else pending = joined;
  }
  const found = items.map((item) => /^(.{1,60}?)\s*(?:=|->|→)\s*(.{1,60}?)\.?$/.exec(item.trim())).filter((m): m is RegExpExecArray => !!m);
  if (found.length < 3) return [];
  reader.find(/[^.]*=[^.]*(?:\.|$)/g);
  for (const line of reader.text.split(/(?<=[.!?])\s+/)) if (line.includes('=')) reader.find(new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return found.map((m) => ({ front: m[1]!.trim(), back: m[2]!.trim().replace(/\.$/, '') }));
}

/**
 * "quick rules for Uno, Monopoly and Chess, each on its own page": a screen of rules the generator
 * ships (compose/content/game-rules.json) for each game named, opened from a home screen.
 */
export function rulesPages(reader: Reader): PagePlan[] {
  if (!reader.has(/\brules?\b|\bhow to play\b/)) return [];
  const named = Object.values(rules)
    .map((game) => ({ game, at: Math.min(...game.words.map((w) => reader.text.search(new RegExp(`\\b${w}\\b(?! (?:club|team|society|group|league|tournament))`))).filter((i) => i >= 0)) }))
    .filter((x) => Number.isFinite(x.at))
    .sort((a, b) => a.at - b.at);
  if (named.length === 0) return [];
  reader.find(/\b(?:quick |simple |basic |the )?(?:rules?|how to play)\b(?: (?:for|of) [^.;]*)?|\beach on (?:its|their) own (?:page|screen)\b|\b(?:a |the )?home (?:page|screen)\b[^.;]*/);
  return named.map(({ game }) => ({ title: `${game.title} rules`, lines: game.lines }));
}

/** "an app with the club rules, court times and committee contacts. separate pages and a home menu": the pages named first. */
const SECTIONS_BEFORE = /\bwith (?:the |our |my )?([^.;!?]+?)[.,;]?\s+(?:(?:on |in |as )?(?:separate|different) (?:screens|pages|tabs)|each on (?:its|their) own (?:screen|page|tab))\b[^.;!?]*/;
// ("a few screens about caring for a new puppy - feeding, training, vet visits": what they are about comes first.)
const SECTIONS = /\b(?:a few|some|several|separate|different|multiple|(?:\d|two|three|four|five|six) (?:separate |different )?)\s*(?:screens|pages|tabs|sections)(?: (?:about|on) [a-z ]{3,40}?\s*(?::|-|–|—)|\s*(?::|-|–|for|like|such as|with))\s*([^.;!?]+)/;

/**
 * "an info app for our babysitter with a few screens: house rules, emergency numbers and the bedtime
 * routine": pages named without their content, each one a page the user writes its lines on (the
 * content is theirs, never invented), opened from a home screen. Screens that are tools ("a list of my
 * recipes and a shopping list") are left to the capabilities that make them.
 */
export function sectionPages(reader: Reader, prompt: string): PagePlan[] {
  const listed = SECTIONS.exec(reader.text);
  const m = listed ?? SECTIONS_BEFORE.exec(reader.text);
  if (!m) return dayPages(reader, prompt) ?? shippedEachPages(reader);
  // "…, plus a menu": the way to reach the pages, not one of them.
  // ("3 screens: subjects, homework (subject, due date, done)": brackets after "screens:" hold a screen's fields, not its text.)
  const items = (listed ? splitList(m[1]!) : splitOutsideBrackets(m[1]!))
    .map((x) => x.replace(/^(?:our|the|my|his|her|their)\s+/, ''))
    .filter((x) => !/^(?:plus |also )?(?:a |an |the )?(?:main |home )?(?:menu|home (?:screen|page))\b/.test(x));
  // "…, and house rules with a menu to get to each": what follows the last page is about them all.
  if (items.length > 0) items[items.length - 1] = items.at(-1)!.replace(/\s+(?:with|so|that|to|where)\s(?![^(]*\)).*$/, '');
  // ("…, Contact, and you can get to all of them from home": a clause after the list is no screen of it.)
  while (items.length > 0 && titleFragmentReason(items.at(-1)!.replace(/\s*\(.*\)$/, ''))) items.pop();
  const titles = items.map((x) => x.replace(/\s*\(.*\)$/, ''));
  if (items.length < 2 || items.length > 8 || titles.some((x) => x.split(' ').length > 4 || !/^[a-z][a-z' ]*$/.test(x) || /\b(?:screen|page|tab|list|log|tracker|calculator|timer|counter|game|quiz)s?\b/.test(x))) return [];
  reader.mark(m.index, m.index + m[0].length);
  reader.find(/\b(?:a |the )?(?:main |home )?(?:menu|home (?:page|screen)|main (?:page|screen))\b[^.;]*/);
  return items.map((x, i) => {
    // "court times (weekdays 9-9, weekends 8-6)": what the page says is written in the brackets.
    const lines = /\(([^()]+)\)$/.exec(x)?.[1];
    return lines ? { title: original(prompt, titles[i]!), lines: splitList(lines).map((l) => original(prompt, l)) } : { title: original(prompt, x), lines: [], editable: true };
  });
}

/** "club rules, court times (weekdays 9-9, weekends 8-6) and contacts": the commas in brackets belong to their item. */
function splitOutsideBrackets(s: string): string[] {
  const masked = s.replace(/\([^()]*\)/g, (b) => b.replace(/,/g, '\uE000').replace(/ and /g, ' \uE001 '));
  return splitList(masked).map((x) => x.replace(/\uE000/g, ',').replace(/\uE001/g, 'and'));
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*';

/**
 * "a meal planner with a screen for each day monday to sunday where i can see breakfast, lunch and
 * dinner": a page the user writes for every day of the week (or the days named), opened from a home
 * screen, each starting with the things the prompt says it shows.
 */
function dayPages(reader: Reader, prompt: string): PagePlan[] | undefined {
  const m = reader.find(new RegExp(`\\b(?:a |one |its own |their own )?(?:screen|page|tab) (?:for|per|of) (?:each|every) (?:day|weekday)(?: of the week)?(?:,? (?:from )?${DAY} (?:to|through|till|until|-) ${DAY})?`));
  if (!m) return undefined;
  const first = m[1] ? DAYS.findIndex((d) => d.startsWith(m[1]!)) : 0;
  const last = m[2] ? DAYS.findIndex((d) => d.startsWith(m[2]!)) : /weekday/.test(m[0]) ? 4 : 6;
  if (first < 0 || last < first) return [];
  // "… where i can see breakfast lunch and dinner": each day starts with those lines.
  const rest = reader.text.slice(m.index + m[0].length);
  const shows = /^,? (?:where|that|which|so|to) (?:i |we |you )?(?:can )?(?:see|shows?|lists?|has|have|plan|put|write|keep) (?:the |my |our )?([a-z ,]+?)(?=[.;!?]|$)/.exec(rest);
  if (shows) reader.mark(m.index + m[0].length, m.index + m[0].length + shows[0].length);
  // ("breakfast lunch and dinner": single words said without commas are each a line.)
  const said = shows?.[1] && /^[a-z]+(?: [a-z]+)+ and [a-z]+$/.test(shows[1]) ? shows[1].replace(/ and /, ' ').split(' ') : splitList(shows?.[1] ?? '');
  const lines = said.filter((l) => l.split(' ').length <= 3);
  return DAYS.slice(first, last + 1).map((d) => ({ title: d.charAt(0).toUpperCase() + d.slice(1), lines: lines.map((l) => original(prompt, l)), editable: true, day: true }));
}

/**
 * "a home screen with buttons to a page for each planet (mercury to neptune) with a few facts on
 * each": a page for every entry the generator ships on the subject (from the first named to the last),
 * each showing what it says of that entry.
 */
function shippedEachPages(reader: Reader): PagePlan[] {
  const m = /\b(?:screen|page|tab) (?:for|per|about|on) (?:each|every) ([a-z]+)\b(?: \(([a-z ]+?) (?:to|through|-) ([a-z ]+?)\))?/.exec(reader.text);
  const entry = m ? Object.values(CONTENT).find((c) => c.plural === plural(m[1]!) && c.title.endsWith('Facts')) : undefined;
  if (!m || !entry) return [];
  const at = (name: string | undefined, fallback: number) => {
    const i = name ? entry.rows.findIndex(([front]) => front.toLowerCase() === name) : -1;
    return i >= 0 ? i : fallback;
  };
  // (An app holds at most 12 screens: the home screen and 11 pages.)
  const rows = entry.rows.slice(at(m[2], 0), at(m[3], entry.rows.length - 1) + 1).slice(0, 11);
  if (rows.length < 2) return [];
  reader.mark(m.index, m.index + m[0].length);
  // "… with a few facts on each": what each page holds is what the generator ships.
  reader.find(/\b(?:with )?(?:a few |some |the |fun |\d+ )?(?:facts?|info|information|details) (?:on|about|for) (?:each|every one|them)(?: one)?\b/);
  return rows.map(([front, back]) => ({ title: front, source: entry.title, lines: back.split(/(?<=[.;:])\s+|,\s+and\s+|;\s*/).map((l) => l.replace(/[.;:]$/, '').replace(/^./, (c) => c.toUpperCase())).filter((l) => l.length > 0) }));
}
