import { screenParts } from './screens';
/**
 * A prompt that asks for a second, separate thing beside the first: "a feeding log (…) and a nappy
 * counter that resets every day", "a list of my students …, plus a screen with a 2 minute timer",
 * "… and a separate list of gift ideas", "also a 50 min study timer". Each such part is understood on
 * its own words (so the counter's words do not become a field of the log) and composed on a screen
 * of its own, opened from the main screen.
 */
export interface PromptParts {
  /** The prompt without the parts' words. */
  main: string;
  /** Each part's own words, as the prompt says them ("a nappy counter for today that resets every day"). */
  parts: string[];
  /** The parts are screens the prompt lists ("3 screens: …"): each one is a screen of its own. */
  ownScreens?: boolean;
  /** The listed screens include a home screen (or menu), which opens every other one. */
  home?: boolean;
}

/** A thing with a capability's name within a few words: "nappy counter", "list of gift ideas", "study timer". */
const CAPABILITY = 'list|log|board|counter|tally|timer|stopwatch|calculator|converter|countdown|checklist|journal|diary|tracker|screen|page';
/** "a dice roller", "a who-goes-first picker": a tool that draws by chance is a thing of its own too, never a field. */
const TOOL = 'picker|chooser|roller|spinner|decider';
// ("group the list by category": an article inside the words is a verb's object, the app's own list.)
const THING = String.raw`(?:(?!(?:the|this|that|by)\b)[a-z0-9'-]+ ){0,4}?(?:list|log|board|counter|tally|timer|stopwatch|calculator|converter|countdown|checklist|journal|diary|${TOOL})s?\b`;
/** "a separate", "a second", "a little": words before the thing. */
const LEAD = String.raw`(?:an? |my |the )?(?:separate |second |other |extra |little |small |simple |quick |running )*`;
/** "a screen with", "a second part that", "a tab for": a place of its own, whatever it holds. */
const PLACE = String.raw`(?:screen|page|tab|section|part)\b`;
/**
 * Where a part begins: "and", "plus", "also" (after a comma or a sentence end) before a thing or a place
 * ("and list entries newest first": a bare "list" or "log" before other words is the verb).
 */
/** "… by category. second screen with a kitchen timer": a sentence (or a bullet) that opens on another place is a part too. */
const ANOTHER = String.raw`(?:an? |the )?(?:second|another|other|separate|third|extra) ${PLACE}`;
// ("Also keep a list of …": a verb after "also" or "plus" asks for the thing; after a bare "and" it may be the same list's.)
const START = new RegExp(String.raw`(?:,? (?:and )?(?:plus|also)|[.!] (?:plus|also|and)|,? and(?: also)?) (?:(?<=(?:plus|also) )(?:keep|have|make|add|include|give me)(?: me)? )?(?!(?:list|log)s? (?!(?:of|for)\b)[a-z])(?=${LEAD}(?:${PLACE}|${THING}))|[.!] (?=${ANOTHER})|, (?=(?:an? |the )?${PLACE} (?:with|for|of|listing|showing|about) )`, 'gi');

/** The prompt's parts, or undefined when it asks for one thing. */
export function splitParts(prompt: string): PromptParts | undefined {
  const text = prompt.replace(/\s+/g, ' ').trim();
  // "3 screens: a, b and c" lists the app's screens, read as such (screens.ts), not as separate parts.
  const screens = screenParts(text);
  if (screens || /\b(?:\d+|two|three|four|five|six) (?:screens|pages|tabs)\b[^.:]{0,40}:/i.test(text)) return screens;
  return oneForEach(text) ?? enumerated(text) ?? joined(text) ?? twoGames(text);
}

/** The games the composer makes, as people name them. */
const GAMES = [
  /\b(?:(?:memory|matching|pairs|concentration)(?: card| cards| picture| matching)? (?:game|match)|memory cards|matching pairs)\b/i,
  /\b(?:tic[- ]?tac[- ]?toe|noughts and crosses|connect (?:4|four)|gomoku)\b/i,
  /\b(?:guess(?:ing)? (?:the |a |my )?number(?: game)?|number guessing(?: game)?)\b/i,
];

/**
 * "a guess the number game 1 to 100 and noughts and crosses, on separate screens": two games named
 * side by side are two things, the second (with what is said of it up to the clause's end) a part.
 */
function twoGames(text: string): PromptParts | undefined {
  const found = GAMES.map((re) => re.exec(text)).filter((m): m is RegExpExecArray => !!m).sort((a, b) => a.index - b.index);
  if (found.length < 2) return undefined;
  const second = found[1]!;
  const lead = /(?:,\s*|\s+)(?:(?:and|plus|also|then|or)\s+)?(?:(?:an?|the|some)\s+)?(?:game of\s+)?$/i.exec(text.slice(0, second.index));
  const from = lead ? lead.index : second.index;
  const stop = /[.!?;,]/.exec(text.slice(second.index + second[0].length));
  const end = stop ? second.index + second[0].length + stop.index : text.length;
  const main = `${text.slice(0, from)}${text.slice(end)}`.trim();
  const ownScreens = /\b(?:separate|different) (?:screens|pages|tabs)\b|\b(?:its|their) own (?:screen|page|tab)s?\b/i.test(text);
  return { main, parts: [text.slice(second.index, end).trim()], ...(ownScreens ? { ownScreens } : {}) };
}

/** "two separate lists, one for sowing and one for harvests, each with plant, date and notes": a list each, the same fields. */
function oneForEach(text: string): PromptParts | undefined {
  const m = /\b(?:two|2) (?:separate |seperate |different )?lists?,? one for (?:my |the )?([a-z' -]+?),? and one for (?:my |the )?([a-z' -]+?),? (?:each |both )?(?:with|having|that have|holding) ([^.;!?]+)/i.exec(text);
  if (!m) return undefined;
  const main = `${text.slice(0, m.index)}a ${m[1]} list with ${m[3]}${text.slice(m.index + m[0].length)}`;
  return { main, parts: [`a ${m[2]} list with ${m[3]}`] };
}

/**
 * "two lists: clients (name, email) and invoices (client, amount)", "need 3 things: a countdown, a packing
 * list (…) and a spending list", "3 screens: a home screen, an exercise log (…) and a rest timer": the
 * first thing is the app's own, each other one a part ("a home screen" is only the way in).
 */
function enumerated(text: string): PromptParts | undefined {
  const m = /\b(?:two|three|four|2|3|4) (?:separate |seperate |different |main )?(?:things|parts|lists|features)\b[^:.]{0,30}:\s*/i.exec(text);
  if (!m) return undefined;
  const from = m.index + m[0].length;
  const stop = /[.!?;]/.exec(text.slice(from));
  const end = stop ? from + stop.index : text.length;
  const items = topLevelItems(text.slice(from, end)).filter((x) => !/^(?:an? |the )?(?:home|main|start)(?: screen| page| menu)?$/i.test(x));
  if (items.length < 2 || !items.every((x) => x.split(' ').length <= 20)) return undefined;
  const main = `${text.slice(0, m.index)}${listed(items[0]!)}${text.slice(end)}`;
  return { main, parts: items.slice(1).map(listed) };
}

/** "clients (name, email, hourly rate)" said as an item is a list of clients with those fields. */
function listed(item: string): string {
  const m = /^(?:an? |my |the )?([a-z' -]+?) \(([^)]+)\)(.*)$/i.exec(item);
  if (!m || new RegExp(`\\b(?:${CAPABILITY})s?\\b`, 'i').test(m[1]!)) return item;
  return `a list of ${m[1]} with ${m[2]}${m[3]}`;
}

/** "a, b (c, d) and e": the items of a list, commas inside brackets kept. */
function topLevelItems(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let item = '';
  const words = list.split(/(\s+)/);
  for (const w of words) {
    depth += (w.match(/\(/g)?.length ?? 0) - (w.match(/\)/g)?.length ?? 0);
    if (depth === 0 && /^(?:and|plus)$/i.test(w) && item.trim()) {
      out.push(item.trim().replace(/,$/, ''));
      item = '';
      continue;
    }
    if (depth === 0 && w.endsWith(',') && !/\(/.test(w)) {
      out.push(`${item}${w.slice(0, -1)}`.trim());
      item = '';
      continue;
    }
    item += w;
  }
  if (item.trim()) out.push(item.trim());
  return out.filter(Boolean);
}

/** "… and a nappy counter", "plus a screen with a timer", "also a 50 min study timer". */
function joined(text: string): PromptParts | undefined {
  // ("Also keep a list of …": "also" or "plus" says it is another thing, whatever the words before it ask.)
  const starts = [...text.matchAll(START)].map((m) => ({ at: m.index, from: m.index + m[0].length, another: /\b(?:plus|also)\b/i.test(m[0]) }));
  if (starts.length === 0) return undefined;
  const parts: string[] = [];
  const cuts: [number, number][] = [];
  for (const [i, s] of starts.entries()) {
    // A part runs to its sentence's end, or to where the next part starts.
    const next = starts[i + 1]?.at ?? text.length;
    const stop = /[.!?;]/.exec(text.slice(s.from, next));
    const end = stop ? s.from + stop.index : next;
    const words = text.slice(s.from, end).trim();
    // "… and a list": too little to be a part of its own.
    // "… and list sorted by date": how the one list is shown, not a second list.
    if (/^(?:the |my |that )?(?:list|log)s? (?:sorted|ordered|grouped|arranged|shown|filtered|by|newest|oldest)\b/i.test(words)) continue;
    if (words.split(' ').length < 2 || !isOwnThing(text.slice(0, s.at), words, s.another)) continue;
    // "a separate list of gift ideas" is a list of gift ideas: the lead word was only the split.
    parts.push(words.replace(/^((?:an? |my |the )?)(?:(?:separate|second|other|extra|different) )+/i, '$1'));
    cuts.push([s.at, end]);
  }
  if (parts.length === 0) return undefined;
  let main = '';
  let from = 0;
  for (const [a, b] of cuts) {
    main += text.slice(from, a);
    from = b;
  }
  main += text.slice(from);
  return { main: main.trim(), parts };
}

/**
 * "a list of expenses and a total", "track runs and log the time": more of the same thing, not a
 * second one. A part names a capability of its own, and the words before it already ask for something.
 */
function isOwnThing(before: string, part: string, another: boolean): boolean {
  // ("a guessing game … and a second page with a quiz": after a game, only a place of its own is another thing; its "tries counter" is the game's.)
  const afterGame = /\b(?:game|quiz)\b/i.test(before) && new RegExp(`^${LEAD}${PLACE}`, 'i').test(part);
  if (!another && !afterGame && !new RegExp(String.raw`\b(?:list|log|counter|tally|timer|stopwatch|calculator|converter|countdown|checklist|journal|diary|tracker|track|keep|record|note|app|${TOOL})\b|\([^)]*,[^)]*\)`, 'i').test(before)) return false;
  // "a log and a log": the same word on both sides is one list said twice.
  const thing = new RegExp(`^${LEAD}(?:${THING})`, 'i').exec(part)?.[0];
  const noun = thing?.trim().split(' ').at(-1)?.replace(/s$/, '');
  return !noun || !new RegExp(String.raw`\b${noun}s?\b`, 'i').test(before) || /\b(?:separate|second|other|extra)\b/i.test(part.slice(0, 30));
}
