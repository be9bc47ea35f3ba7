import nlp from 'compromise';
import { fixTypos } from './typos';

/**
 * The prompt as the understanding step reads it: lower case, numbers written as digits (by
 * compromise, so "six pairs" is "6 pairs"), and a record of which characters some capability
 * used, so the clauses nothing used can be reported instead of silently dropped.
 */
export class Reader {
  readonly text: string;
  /** The prompt as typed (its capitals say which words are names). */
  readonly typed: string;
  private readonly used: boolean[];

  constructor(prompt: string) {
    this.typed = prompt;
    this.text = normalise(prompt);
    this.used = new Array<boolean>(this.text.length).fill(false);
  }

  /** First match of a pattern (global flag not needed) that `accept` takes, if given; marks it used. */
  find(re: RegExp, accept?: (m: RegExpExecArray) => boolean): RegExpExecArray | null {
    const m = new RegExp(re.source, re.flags.replace('g', '')).exec(this.text);
    if (m && accept && !accept(m)) return null;
    if (m) this.mark(m.index, m.index + m[0].length);
    return m;
  }

  /** Every match of a pattern; marks them used. */
  findAll(re: RegExp): RegExpExecArray[] {
    const flags = re.flags.includes('g') ? re.flags : `${re.flags}g`;
    const out = [...this.text.matchAll(new RegExp(re.source, flags))] as RegExpExecArray[];
    for (const m of out) this.mark(m.index, m.index + m[0].length);
    return out;
  }

  /** Spans that ask for what cannot be built: no field or record is read from them. */
  private readonly unbuildable: [number, number][] = [];

  exclude(start: number, end: number): void {
    this.unbuildable.push([start, end]);
  }

  isExcluded(at: number): boolean {
    return this.unbuildable.some(([start, end]) => at >= start && at < end);
  }

  has(re: RegExp): boolean {
    return re.test(this.text);
  }

  mark(start: number, end: number): void {
    for (let i = Math.max(0, start); i < Math.min(end, this.used.length); i++) this.used[i] = true;
  }

  /** Clauses (split at sentence ends, semicolons and dashes) with no used word and some content. */
  unusedClauses(): string[] {
    const out: string[] = [];
    const re = /[^.;!?\n]+/g;
    for (const m of [...this.text.matchAll(re)].flatMap(subClauses)) {
      const start = m.index;
      const clause = m[0];
      const touched = this.used.slice(start, start + clause.length).some(Boolean);
      // "when did i last water my plants??": the question the app answers, said before the request.
      const question = this.text[start + clause.length] === '?' && /^(?:when|how|what|which|did|do|does|is|are|where|why)\b/.test(clause.trim());
      const content = clause.replace(FILLER_RE, ' ').trim();
      // "I play bass in a wedding band", "our cafe pools tips": who the user is, not something to build.
      if (!touched && !question && /[a-z]{3,}/.test(content) && !isContext(clause.trim()) && !isTitle(clause.trim()) && !isAside(clause.trim())) out.push(clause.trim());
    }
    return out;
  }
}

/**
 * "show my average mood and a switch to hide the notes": a second thing asked after "and" is a clause
 * of its own, used or not apart from the first.
 */
function subClauses(m: RegExpMatchArray): { index: number; 0: string }[] {
  const text = m[0];
  const cut = /,?\s+(?:and |also |plus )+(?=(?:an? |the )?(?:switch|toggle|button|setting|settings (?:page|screen)|screen|page|option|checkbox|dark mode|reminder)\b)/.exec(text);
  if (!cut || cut.index === 0) return [{ index: m.index!, 0: text }];
  return [{ index: m.index!, 0: text.slice(0, cut.index) }, { index: m.index! + cut.index + cut[0].length, 0: text.slice(cut.index + cut[0].length) }];
}

/** "Inventory for my etsy shop.": a heading that names the app, with nothing else asked in it. */
function isTitle(clause: string): boolean {
  return /^(?:an? |my |our |the )?(?:[a-z'-]+ ){0,3}(?:log|tracker|diary|journal|list|planner|book|organi[sz]er|manager|catalog(?:ue)?|inventory|collection|app|helper|guide|box|budget|chart|hunting|search|planning|prep)(?: (?:for|of) (?:my |our |the |a )?[a-z' -]{2,30})?$/.test(clause);
}

/**
 * "hello, my grandson told me to try this", "thank you kindly", "nothing fancy, just needs to work",
 * "training for my first half marathon": greetings, thanks, asides and the occasion, none of them a
 * request (so never reported as something not built).
 */
function isAside(clause: string): boolean {
  if (/^(?:hello|hi|hey|hiya|thanks|thank you|thank u|thx|cheers|many thanks|much appreciated|lol|haha|ok|okay|sorry)\b(?:[^a-z]|$)/.test(clause) && !/\b(?:want|need|track|log|show|add|count|make|keep|list|calculate)\b/.test(clause)) return true;
  if (/^(?:nothing fancy|keep it simple|simple is fine|that'?s (?:it|all)|thats (?:it|all)|just needs to work|nothing too complicated|no frills)\b/.test(clause)) return true;
  // ("training for my first half marathon", "planning my daughter's party", "retired and just got into birdwatching".)
  return /^(?:(?:currently |just )?(?:training|planning|preparing|saving|studying|getting ready|getting married|moving|renovating)(?: for| my| our| a| to)\b|(?:just )?retired\b|new to\b|(?:just )?(?:got|getting) into\b)/.test(clause)
    && !/\b(?:want|need|track|log|show|add|count|list|calculate|keep track)\b/.test(clause);
}

/** A statement about the user ("i volunteer at …", "we run a bakery", "my dog is old") with no request in it. */
function isContext(clause: string): boolean {
  if (!/^(?:i|we|i'm|im|we're|i am|we are|my|our|i've|ive)\b/.test(clause)) return false;
  // "i keep forgetting to water my plants": why the app is wanted, which what follows asks for.
  if (/^(?:i|we) (?:keep|always|often|sometimes|tend to) forget(?:ting)?\b/.test(clause)) return true;
  return !/\b(?:want|need|would|like|wish|show|shows|add|let|track|log|keep|make|calculate|count|list|remind|tell|see|pick|choose|save|store|record|compute|work out|should|can|could|must|have to|help)\b/.test(clause);
}

const FILLER_RE = /\b(please|thanks|thank you|i want|i need|i'd like|would like|make|build|create|me|an?|the|app|application|simple|that|it|for|my|to|and|with|just|too|also)\b/g;

export function normalise(prompt: string): string {
  const flat = prompt.replace(/\s+/g, ' ').trim().slice(0, 2000);
  let text = flat;
  // compromise is the costly part of understanding: only call it when a number is spelled out.
  if (!NUMBER_WORD.test(flat)) return tidy(flat);
  try {
    // Only spelled-out numbers: compromise rewrites "six" to "6" and leaves other words alone.
    // ("days until each one", "the next one": "one" standing for a thing stays a word.)
    // ("one a day": compromise would read "one a" as one number and drop the "a".)
    // ("4 seconds in": compromise reads "4 seconds" as the fraction four halves, so the unit is kept out of its sight.)
    const doc = nlp(flat.replace(PRONOUN_ONE, '$1 oneq').replace(/\bone (a|an|per|each) /gi, '1 $1 ').replace(/\b(seconds?)\b/gi, '$1q'));
    // Cardinals only: "first to 11" must stay "first", not become "1st". (The typings of
    // isCardinal() drop the number methods that the runtime view has.)
    (doc.numbers().isCardinal() as unknown as { toNumber(): void }).toNumber();
    text = doc.text().replace(/\boneq\b/g, 'one').replace(/\b(seconds?)q\b/gi, '$1');
  } catch {
    text = flat;
  }
  return tidy(text);
}

const PRONOUN_ONE = /\b(each|every|which|this|that|another|any|no|new|last|next|latest|newest|oldest|other|the (?:next|last|first|latest|newest|oldest|right|same|big|small|current)|the) one\b(?! (?:of|in) \d)/gi;

const NUMBER_WORD = /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen|half)\b/i;

/** Letters without their accents ("rosé" → "rose"), so the word patterns see plain a–z. */
export function plainLetters(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** A run of items with spaced slashes between them ("client / amount / due date"), and the "word - " before it. */
const SPACED_SLASHES = /(?:\b([a-z]+) - )?[a-z0-9'()?-]+(?: [a-z0-9'()?-]+)*? \/ [a-z(][^.;:!,]*?(?= - |[.;:!,]|$)/g;
const OPTION_HEADS = /^(?:category|categories|status|type|kind|priority|level|mood|difficulty|size|rating|condition|stage|genre|meal|room|day|shift|format|platform|colou?r|grade|finish|method|sport|activity)$/;

/**
 * "no. of pages", "phone no., address", "approx. cost", "e.g. sponge": an abbreviation's full stop
 * ends no sentence, so the list it is in reads on ("yes or no. show …" ends one).
 */
function abbreviated(text: string): string {
  return text
    .replace(/\bno\.(?= ?(?:of\b|\d|#))/g, 'number')
    .replace(/\b(?<!\b(?:yes|or|and|say|said|says|answer|answered|saying|is|was|just|with|if)\s)([a-z]{3,}) no\.(?=,| and\b| \()/g, '$1 number')
    .replace(/\b(approx|est|incl|excl|vs|min|max|qty|wk|mth|hr|hrs|mins?|secs?)\.(?= [a-z0-9(£$€])/g, '$1')
    .replace(/\(\s*e\.g\.?,?\s*/g, '(')
    .replace(/\be\.g\.,?(?= )/g, 'like');
}

function tidy(text: string): string {
  // "evry", "calroies", "ppl": everyday slips and shorthand, put right before any pattern looks.
  return abbreviated(fixTypos(plainLetters(text).toLowerCase()))
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s*[—–]\s*/g, ' - ')
    // "Entry = exercise, weight, reps": an equals sign before a list of words opens it like a colon
    // (a formula, "bmi = weight / height", keeps its sign).
    .replace(/\b([a-z]+) ?= ?(?=[a-z][a-z '()-]*,[^.=*/+]*(?:[.;]|$))/g, '$1: ')
    // "weight tracking: date and weight": an app named by what it tracks, said as the activity, is that tracker.
    .replace(/^((?:[a-z]+ ){0,2}[a-z]+) tracking(?=\s*(?::|-|app\b|for\b))/, '$1 tracker')
    // "keep an eye on my BMI": an idiom for watching, never an eye kept as a record.
    .replace(/\bkeep(?:ing)? an eye on\b/g, 'watch')
    // "habit tracker w/ read, gym": the shorthand for "with".
    .replace(/\bw\/(?= )/g, 'with')
    // ("list items w price": a lone "w" after a plural, the same shorthand without its slash.)
    .replace(/(?<=\b[a-z]{2,}s) w (?=[a-z]{3,})/g, ' with ')
    // "books ive read", "im learning", "dont": contractions typed without the apostrophe, put back
    // (only the unambiguous ones: "were", "well", "id" and "its" are words of their own).
    .replace(/\b(?:(i)(ve|m)|(you|they)(re|ve)|(do|does|did|ca|is|are|was|were|would|should|could|have|has|had|wo)(n)(t))\b/g, (_w: string, ...g: (string | undefined)[]) => {
      const [i, iTail, person, personTail, verb, n, t] = g;
      return i ? `${i}'${iTail}` : person ? `${person}'${personTail}` : `${verb}${n}'${t}`;
    })
    // "whats in my freezer", "whos cooking": a question word's "is", typed without the apostrophe.
    .replace(/\b(what|who|where|how|that|there)s\b/g, "$1's")
    // "which bed its in", "when its due": "it's" typed without it, known by the word after it.
    .replace(/\bits (?=(?:in|on|at|due|been|done|from)(?:[\s,.;!?]|$))/g, "it's ")
    // "what were having for dinner": "we're" typed without it, known by the -ing word after a question word.
    .replace(/\b(what|where|when|who|whether|if|because|cause|cos) were (?=[a-z]{2,}ing\b)/g, "$1 we're ")
    // "the avg walk duration": the abbreviation, written out.
    .replace(/\bavg\b\.?/g, 'average')
    // "client / amount / due date / paid?": a slash with spaces around it separates items like a comma
    // ("great/ok/bad", written tight, stays the options of one field).
    // ("category - breakfast / lunch / dinner": after a word that takes options, they are its options.)
    // "pick great / ok / bad": the options of one pick ("great, ok or bad"), never three fields.
    .replace(/\b(pick|choose|select|tap)( one of| from| between| either)? ([a-z]+(?: \/ [a-z]+)+)\b/g, (_all: string, verb: string, how: string | undefined, run: string) => {
      const options = run.split(' / ');
      return `${verb}${how ?? ''} ${options.slice(0, -1).join(', ')} or ${options[options.length - 1]}`;
    })
    .replace(SPACED_SLASHES, (run: string, head: string | undefined) => (head && OPTION_HEADS.test(head) ? run : run.replace(/ \/ /g, ', ')))
    // "subscriptions: name – monthly cost – renewal date.": dashes between short items after a colon separate them.
    .replace(/: ((?:[a-z'()]+(?: [a-z'()]+){0,2} - ){2,}[a-z'()]+(?: [a-z'()]+){0,2})(?=[.;!?]|$)/g, (_all: string, run: string) => `: ${run.replace(/ - /g, ', ')}`)
    // "birthdays - name and date, …": a name or two at the very start, then a dash, opens what follows like a colon
    // (also after who they are for: "golf scores for me and my dad - date, course, …").
    .replace(/^((?:[a-z'-]+ ){0,2}[a-z'-]+s(?: for (?:me and )?(?:my|our|the) [a-z'-]+)?) - (?=[a-z])/, '$1: ')
    // "weigh ins", "check ins": one thing, the way "weigh-ins" writes it.
    .replace(/\b(weigh|check|fill) (ins?|ups?)\b/g, '$1-$2')
    // "30s 60s 90s buttons": lengths written side by side are a list of them.
    .replace(/\b\d+(?:s|m|h|secs?|mins?|hrs?)(?: \d+(?:s|m|h|secs?|mins?|hrs?)\b)+/g, (run: string) => run.split(' ').join(', '))
    // "random exercise picker → pushups, burpees, lunges": an arrow before a list opens it like a colon.
    .replace(/\s*(?:→|->|=>)\s*(?=[a-z][a-z' ]*(?:, [a-z][a-z' ]*){2,})/g, ': ')
    // "which plant + date", "countdown + checklist": a plus between words joins them ("a + button" is a button).
    // ("with + and - buttons": the signs of buttons, with a space after the minus too.)
    .replace(/(?<=[a-z)]) \+ (?!(?:and |or )?(?:(?:-|−|minus) ?)?(?:buttons?|btns?|sign|key)\b)(?=[a-z(])/g, ' and ')
    // "put the date each one is due", "the day it expires": the date named by what happens on it is that thing's date.
    .replace(/\bthe (?:date|day) (?:each one|each of them|every one|each|it|they) (?:is|are|gets?|falls?) (due|renewed|paid)\b|\bthe (?:date|day) (?:each one|each of them|every one|each|it|they) (expires?|runs? out)\b/g, (_all: string, due: string | undefined, ends: string | undefined) => `each one with its ${due === 'renewed' ? 'renewal' : due === 'paid' ? 'payment' : due ?? (/^run/.test(ends!) ? 'end' : 'expiry')} date`)
    // "to do list" is a to-do list (same length, so positions in the text stay where they were).
    .replace(/\bto do (?=lists?\b|app\b|tracker\b|planner\b|checklist\b)/g, 'to-do ');
}

/** Splits "a, b and c" / "a, b or c" / "a/b/c" into items. */
export function splitList(s: string): string[] {
  return s
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|\s*\/\s*/)
    .map((x) => x.trim().replace(/^(?:an?|the|some|my)\s+/, '').replace(/[.!?]+$/, ''))
    .filter((x) => x.length > 0);
}
