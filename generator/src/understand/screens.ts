import type { PagePlan } from './pages';
import type { Reader } from './reader';
import { splitList } from './reader';
import { userCase } from './words';
import type { PromptParts } from './parts';

/**
 * "3 screens: Projects (name, yarn, status), Yarn Stash, and a Tips page", "Screens: Home, This
 * Month's Book, Members, Meeting Rules": the screens a prompt lists, each read on its own. One of
 * them may be the app's records (its fields in brackets, or "where I add books with title and
 * author"): `records` holds its words, to be read as the records; the others are pages — lines the
 * prompt writes out in brackets, or a page the user writes (never invented content). `home`: the list
 * names a home screen or menu, which opens every other screen.
 */
export interface ListedScreens {
  pages: PagePlan[];
  records?: string;
  home: boolean;
  /** "a page each for tomatoes, peppers and herbs, with tips on …": the tips asked for are each page's, not a subject of their own. */
  tipsOnPages?: boolean;
  /** "a screen for each kid (ana and ben), and each kid has chores to check off": the pages are the lists, no records beside them. */
  pagesHoldRecords?: boolean;
}

const LISTING = /(?:\b(?:\d|two|three|four|five|six|a few|some|several|separate|different|multiple) (?:separate |different |main )?(?:screens|pages|tabs|sections)|(?:^|[.;!?]\s*)(?:screens|pages|tabs)) ?(?::|[-–—] )\s*([^.;!?]+)/;
/** Words of a list that hold content to show, not the fields of records: "the rehearsal schedule (tuesday 7pm …)". */
const CONTENT_HEAD = /\b(?:schedule|times|timetable|hours|agenda|itinerary|rules|facts|flash ?cards|hymns|songs|steps|instructions|reminders|guidelines|tips|words|phrases|quotes)\b/;
/** A screen that keeps records the user adds to ("a page where i log my study sessions", "a to-do list i can check off"). */
const RECORDS_ITEM = /\b(?:where|that|so|and) (?:i|we) (?:can )?(?:add|log|record|enter|track|write down|keep|save)\b|\b(?:i|we) (?:can )?(?:check|tick) (?:\w+ )?off\b|\b(?:log|tracker)\b|\b(?:check)?list (?:of [a-z]+ )?with\b|^checklist of\b/;

export function listedScreens(reader: Reader, prompt: string): ListedScreens {
  const none: ListedScreens = { pages: [], home: false };
  const listing = LISTING.exec(reader.text);
  const m = listing ?? namedPages(reader.text);
  if (!m) return eachPages(reader, prompt) ?? none;
  // Screens named one by one end at the first item that is not a screen ("…, each with a back button").
  const items = screenItems(m[1]!).filter((_, i, all) => !!listing || all.slice(0, i + 1).every((y) => SCREEN_WORD.test(y)));
  if (items.length < 2 || items.length > 8) return none;
  const out: ListedScreens = { pages: [], home: false };
  for (const item of items) {
    if (HOME_ITEM.test(item)) out.home = true;
    else if (/^settings?\b/.test(item)) continue;
    else if (!out.records && recordsItem(item)) out.records = recordsWords(item);
    // A second list or a tool is a part of the prompt, read on its own words (screenParts), never a page of lines.
    else if (!isPart(item)) out.pages.push(pageOf(item, prompt));
  }
  const others = items.filter((x) => !HOME_ITEM.test(x) && !/^settings?\b/.test(x)).length - (out.records ? 1 : 0);
  // ("a home screen and a feeding log (…)": what is left once the other screens were read as parts.)
  if ((others === 0 && !(out.records && out.home)) || (others < 2 && !out.records && !out.home)) return none;
  reader.mark(m.index, m.index + m[0].length);
  if (tipsSaidOfPages(reader.text)) out.tipsOnPages = true;
  saidOnPages(reader, prompt, out.pages);
  return out;
}

/** Records or a tool listed as a screen: "vet visits list (date, reason, cost)", "a rest timer set to 90 seconds". */
const isPart = (item: string) => recordsItem(item) || TOOL_ITEM.test(item);

/**
 * "Three screens: a home screen, a feeding log (time, food type, amount) and a vet visits list (date,
 * reason, cost)", "a screen for the roster (…), a screen for results (…) and a main menu": beside the
 * first records, each listed screen that is records or a tool is a part of its own; the prompt keeps
 * the other screens (and its home) as its main thing.
 */
export function screenParts(text: string): PromptParts | undefined {
  const lower = text.toLowerCase();
  const listing = LISTING.exec(lower);
  const m = listing ?? namedPages(lower);
  if (!m || lower.length !== text.length) return undefined;
  const all = screenItems(m[1]!);
  const items = all.filter((_, i) => !!listing || all.slice(0, i + 1).every((y) => SCREEN_WORD.test(y)));
  if (items.length < 2 || items.length > 8) return undefined;
  // (Records with their fields in brackets are the app's own before records said in other words.)
  const bracketed = items.findIndex((x) => recordsItem(x) && /\(/.test(x));
  const first = bracketed >= 0 ? bracketed : items.findIndex(recordsItem);
  const roster = (x: string) => rosterOf(x, items);
  const parts = items.filter((x, i) => i !== first && !HOME_ITEM.test(x) && !/^settings?\b/.test(x) && (isPart(x) || !!roster(x)));
  if (parts.length === 0) return undefined;
  // Each part's words leave the list, with the comma or "and" before them.
  const bodyAt = m.index + m[0].length - m[1]!.length;
  let main = text;
  for (const part of [...parts].reverse()) {
    const at = lower.indexOf(part, bodyAt);
    if (at < 0) return undefined;
    const lead = /(?:^|,\s*|\s+)(?:(?:and|plus|also)\s+)?(?:(?:a|an|the|our|my|some)\s+)?$/.exec(lower.slice(bodyAt, at));
    const from = lead ? bodyAt + lead.index : at;
    // ("A screen for players, a screen for …": the first screen leaves with the comma after it.)
    const tail = from === bodyAt ? (/^\s*,?\s*(?:and\s+)?/.exec(lower.slice(at + part.length))?.[0].length ?? 0) : 0;
    main = main.slice(0, from) + main.slice(at + part.length + tail);
  }
  // The records left in the main read as records: "a guest list page (name, …)" is a guest list (name, …).
  const own = first >= 0 ? items[first]! : undefined;
  const ownAt = own ? main.toLowerCase().indexOf(own) : -1;
  if (own && ownAt >= 0 && /\(/.test(own)) main = main.slice(0, ownAt) + ownWords(main.slice(ownAt, ownAt + own.length)) + main.slice(ownAt + own.length);
  const home = all.some((x) => HOME_ITEM.test(x)) || HOME_SENTENCE.test(lower);
  return { main, parts: parts.map((p) => roster(p) ?? recordsWords(userCase(text, p))), ownScreens: true, ...(home ? { home: true } : {}) };
}

/** "page of guests (name, …)" is guests (name, …); "screen for scores (player, score)", only a plural before its fields, is a list of scores with them. */
function ownWords(own: string): string {
  const words = own.replace(/^(?:(?:page|screen|tab) (?:of|with|for|about) (?:the |our |my )?)/i, '').replace(/\s+(?:page|screen|tab)(?=\s*\()/i, '');
  return words !== own && /^[a-z]+s \([^)]*\)$/i.test(words) ? recordsWords(words) : words;
}

/** "… and a main menu.", "Home menu to get around.": a home screen said in a sentence of its own. */
const HOME_SENTENCE = /(?:^|[.;!?] )(?:an? |the )?(?:home|main) (?:menu|screen|page)(?: (?:to|for|so) [^.;!?]*)?[.;!?]?\s*$|(?:^|[.;!?] )(?:an? |the )?(?:home|main) (?:menu|screen|page)(?: (?:to|for|so) [^.;!?]*)?[.;!?]/;

/**
 * "a screen for players" beside "a screen for scores (player, score, week)": a screen named for the
 * things another screen's records point to is the list of those things, each with a name.
 */
function rosterOf(item: string, items: string[]): string | undefined {
  const m = /^(?:(?:screen|page|tab) (?:for|of|with|listing) (?:the |our |my |all (?:the )?)?([a-z]+s)|([a-z]+s) (?:screen|page|tab))$/.exec(item);
  const things = m?.[1] ?? m?.[2];
  if (!things || /ss$/.test(things)) return undefined;
  const one = things.replace(/ies$/, 'y').replace(/s$/, '');
  const pointed = items.some((x) => x !== item && new RegExp(String.raw`\([^)]*\b${one}(?: name)?\b[^)]*\)`).test(x));
  return pointed ? `a list of ${things} with name` : undefined;
}

/** "Rules page should say no spoilers, bring a snack, and the host rotates": the page named starts with those lines. */
function saidOnPages(reader: Reader, prompt: string, pages: PagePlan[]): void {
  for (const said of reader.findAll(/\b([a-z]+) (?:page|screen|tab) (?:should |will |must )?(?:say|says|show|shows|list|lists)(?: that)?:? ([^.;!?]+)/g)) {
    const page = pages.find((p) => p.editable && p.lines.length === 0 && new RegExp(`\\b${said[1]}\\b`, 'i').test(p.title));
    const lines = splitList(said[2]!).filter((l) => l.length <= 80);
    if (page && lines.length >= 2) page.lines = lines.map((l) => capital(userCase(prompt, l)));
  }
}

/** "3 pages - plumbing, electrical, emergency contacts - each with a few tips": tips are what each page holds. */
export const tipsSaidOfPages = (text: string) => /\b(?:screens|pages|tabs)\b[^.;]*?\b(?:each|all) with (?:a few |some |basic |\d+ )?(?:tips|advice|facts)\b/.test(text);

/** "a page each for tomatoes, peppers and herbs", "a screen for each kid (ana and ben)": a page for each thing named. */
const EACH = [
  /\b(?:screen|page|tab)s? (?:each )?for (?:each|every) (?:one of (?:the |my |our )?)?[a-z]+ \(([^()]+)\)/,
  /\b(?:screen|page|tab)s? (?:each for|for each of) (?:the |my |our )?([^.;:()]+?)(?=,? (?:each |all )?(?:with|where|that|so|showing|listing)\b|[.;]|$)/,
  // "home screen with buttons for burns, cuts, choking and sprains, each opening its own page".
  /\b(?:buttons?|links?) (?:for|to) (?:the |my |our )?([^.;:()]+?),? (?:each|all|every one) (?:opening|with|leading to|going to|taking (?:me|you) to|on) (?:its|their) own (?:page|screen|tab)s?\b/,
];

function eachPages(reader: Reader, prompt: string): ListedScreens | undefined {
  const m = EACH.map((re) => re.exec(reader.text)).find((x) => !!x);
  if (!m) return undefined;
  const items = splitList(m[1]!);
  if (items.length < 2 || items.length > 8 || items.some((x) => x.split(' ').length > 4)) return undefined;
  reader.mark(m.index, m.index + m[0].length);
  // What each page holds is said after them: "…, with tips on when to sow", "each kid has chores to check off".
  const after = reader.text.slice(m.index + m[0].length);
  const checks = /\b(?:check|tick|cross) (?:\w+ )?off\b|\bcheck ?list\b/.test(after);
  const held = reader.find(new RegExp(`\\b(?:and )?(?:each|every) (?:one|page|screen|[a-z]+) (?:has|gets|with) [^.;]*`));
  const home = /\b(?:home|main) (?:page|screen|menu)\b|\bmenu\b/.test(reader.text);
  if (home) reader.find(/\b(?:a |the )?(?:home|main) (?:page|screen|menu)(?: with buttons? to)?\b/);
  const pages = items.map((x) => ({ title: capital(userCase(prompt, x)), lines: [], editable: true, ...(checks ? { checks } : {}) }));
  return { pages, home, ...(/^,? (?:each |all )?with (?:a few |some |basic )?(?:tips|advice|facts)\b/.test(after) ? { tipsOnPages: true } : {}), ...(held && checks ? { pagesHoldRecords: true } : {}) };
}

const SCREEN_WORD = /\b(?:page|screen|tab)s?\b/;
/** "home", "a main menu", "a home screen with buttons": the way in, which opens every other screen. */
const HOME_ITEM = /^(?:home|main)(?: (?:page|screen|menu))?(?: (?:with (?:buttons?|links?)|to (?:get|go|move|switch))\b[^()]*)?$|^(?:main )?menu$/;
/** "a rest timer set to 90 seconds", "a pomodoro 25 minute timer screen", "a tally of wins": a tool, never a page of lines. */
const TOOL_ITEM = /\b(?:timer|stopwatch|countdown|counter|tally|calculator|converter)s?\b/;

/**
 * "a home screen with buttons to a Schedule page, a Menu page and a Games page", "with a home screen, a
 * screen listing 5 stretches, and a settings screen": screens listed one by one, each called a page or screen.
 */
function namedPages(text: string): RegExpExecArray | undefined {
  // "… with a home screen, a schedule screen …", or a sentence that is the list ("Home screen, a schedule screen (…) and an about screen.").
  for (const m of text.matchAll(/(?:\b(?:buttons? (?:to|for)|with|has|have) |(?:^|[.;!?] )(?=(?:(?:an?|the|our|my) )?(?:[a-z']+ ){0,3}?(?:page|screen|tab)\b[^.;!?]*,))((?:(?:an?|the|our|my) )?(?:[a-z']+ ){0,3}?(?:page|screen|tab)\b[^.;!?]*)/g)) {
    const items = screenItems(m[1]!);
    const named = items.findIndex((x) => !SCREEN_WORD.test(x));
    const listed = named < 0 ? items : items.slice(0, named);
    // "a home screen, a settings screen and an about screen": the frame of an app, which the several-screens recipe makes.
    if (listed.some((x) => /^(?:about|profile|login|log in|sign in|account|help)\b/.test(x)) && !listed.some((x) => /\(/.test(x) || CONTENT_HEAD.test(x))) continue;
    if (listed.filter((x) => !/^(?:home|main|settings?)\b/.test(x)).length >= 2 || (listed.length >= 2 && listed.some((x) => /^(?:home|main)\b/.test(x)))) return m as RegExpExecArray;
  }
  return undefined;
}

/** Items at the top level of the list: commas and "and" inside brackets belong to an item; " - " after them ends the list. */
function screenItems(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth === 0 && /^\s[-–—]\s/.test(body.slice(i, i + 3)) && current.trim()) break;
    if (depth === 0 && c === ',') {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts
    .flatMap((p) => splitAnd(p.trim().replace(/^(?:and|plus|also|or)\s+/, '')))
    .map((p) => p.replace(/^(?:a|an|the|our|my|some)\s+/, '').trim())
    .filter((p) => p.length > 0);
}

/** "peppers and herbs" are two screens; "a habit page for reading and gym" is one; "… and a page where …" starts another. */
function splitAnd(item: string): string[] {
  if (item.includes('(')) {
    const at = item.search(/\)\s+and\s+(?=(?:a|an|the|our|my)\s)/);
    return at < 0 ? [item] : [item.slice(0, at + 1), item.slice(at + 1).replace(/^\s+and\s+/, '')];
  }
  const at = item.search(/\s+and\s+(?=(?:a|an|the|our|my)\s)/);
  if (at >= 0) return [item.slice(0, at), ...splitAnd(item.slice(at).replace(/^\s+and\s+/, ''))];
  return item.split(' ').length <= 4 ? item.split(/\s+and\s+/) : [item];
}

/** "projects (name, yarn, status)", "a reading list where i add books with title and author". */
function recordsItem(item: string): boolean {
  const bracket = /^([^(]+)\(([^)]+)\)\s*$/.exec(item);
  if (bracket) return !CONTENT_HEAD.test(bracket[1]!) && !lineContent(bracket[2]!);
  return RECORDS_ITEM.test(item);
}

/** Times, days or numbers in the bracket: lines to show ("tuesday 7pm and thursday 7pm"). */
const lineContent = (inner: string) => /\b(?:mon|tues?|wed|thu|thurs|fri|sat|sun)(?:day)?\b|\d(?::\d\d)?\s*(?:am|pm)\b|\band so on\b|\betc\b/.test(inner);

/**
 * The records' item in words the subject finder reads: "projects (name, status - a / b)" becomes
 * "list of projects with name, status (a / b)".
 */
function recordsWords(item: string): string {
  const bracket = /^([^(]+)\(([^)]+)\)\s*$/.exec(item);
  if (!bracket) return item;
  // "status - planning / in progress / done", "difficulty easy/moderate/hard": a field's options, put in brackets.
  const fields = bracket[2]!.split(/\s*,\s*/).map((f) => f.replace(/^([a-z]+)(?: [-–—])? ([^/]+(?:\/[^/]+)+)$/, '$1 ($2)')).join(', ');
  return `${/^list of\b/.test(bracket[1]!) ? '' : 'list of '}${bracket[1]!.trim()} with ${fields}`;
}

/** A page: lines the prompt writes in brackets, else a page the user writes, titled as the prompt names it. */
function pageOf(item: string, prompt: string): PagePlan {
  const bracket = /^([^(]+)\(([^)]+)\)\s*$/.exec(item);
  if (bracket) {
    const lines = splitList(bracket[2]!.replace(/,?\s*(?:and so on|etc\.?)\s*$/, '')).filter((l) => l.length <= 80);
    if (lines.length >= 2) return { title: capital(userCase(prompt, titleOf(bracket[1]!))), lines: lines.map((l) => capital(userCase(prompt, l))) };
  }
  return { title: capital(userCase(prompt, titleOf(item.replace(/\s*\([^)]*\)/g, '')))), lines: [], editable: true };
}

/** "a page of flashcards for cell parts" → "flashcards for cell parts"; "a notes page" → "notes"; "members list where i …" → "members list". */
function titleOf(words: string): string {
  const t = words.trim()
    .replace(/^(?:a |an |the |our |my )?(?:page|screen|tab) (?:of|with|for|about|listing|showing) (?:the |our |my )?/, '')
    .replace(/\s+(?:where|that|so|which)\s.*$/, '')
    .replace(/\s+(?:page|screen|tab)\b.*$/, '')
    .trim();
  return t;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
