import nlp from 'compromise';
import { titleFragmentReason } from '../compose/name-quality';
import { UNITS } from '../understand/formulas';
import type { Plan } from '../understand/plan';
import { STOP_WORDS, singular, titleCase } from '../understand/words';
import { CONTENT } from './content-library';
import { isWeakName, occasionOf } from './occasion';

/** True when a name has a real word: never "I'm App", "You App", "My App". */
export function isMeaningfulName(name: string): boolean {
  // "To-do" is one word (its parts are stop words on their own).
  // ("New Year's Eve" is one name, though "new" alone is a stop word.)
  const words = name.toLowerCase().replace(/\bnew (?=year)/g, 'new-').split(/[^a-z0-9'-]+/).filter(Boolean);
  // ("S Clock" from "my phone's clock", "Do Gratitude Journal": a fragment of a clause names nothing.)
  return words.length > 0 && !STOP_WORDS.has(words[0]!) && words.some((w) => !STOP_WORDS.has(w) && w !== 'app') && !titleFragmentReason(name);
}

/** "do gratitude journal", "s clock": the words a clause left before the name are dropped ("Gratitude Journal"). */
function withoutFragmentOpening(phrase: string): string {
  let words = phrase.split(' ');
  while (words.length > 1 && titleFragmentReason(words.join(' ')) && !titleFragmentReason(words.slice(1).join(' '))) words = words.slice(1);
  return words.join(' ');
}

/** "log log" (a log the prompt also calls a log) says it once. */
const tidyName = (phrase: string) => phrase.trim().split(/\s+/).filter((w, i, all) => w !== all[i - 1]).join(' ');

// "to do" is one word ("To-do List"), though "to" and "do" alone are stop words.
// ("our wedding is on …": a verb of being never names the app.)
// ("new year's eve": "new" is a stop word, but not in the name of a day.)
const clean = (phrase: string) => phrase.replace(/\bto do\b/g, 'to-do').split(' ').filter((w, i, all) => w && (!STOP_WORDS.has(w) || (w === 'new' && /^year/.test(all[i + 1] ?? ''))) && !/^(?:is|are|was|were|be|been|am|'s)$/.test(w)).join(' ');

/** Plurals English keeps before another noun ("Sales Log", "Games Night"). */
const PLURAL_MODIFIERS = /^(sales|news|series|species|glasses|goods|clothes|pants|shorts|arts|sports|games|lessons|notes|thanks|savings|means|odds|kids|girls|boys|mens|womens)$/i;

/** "my dogs walks": a noun before another noun is its singular ("Dog Walks"), as English says it. */
function singularModifiers(name: string): string {
  const words = name.split(' ');
  return words.map((w, i) => {
    const next = words[i + 1];
    const plainPlural = (x: string) => /[^s]s$/i.test(x) && singular(x.toLowerCase()) !== x.toLowerCase() && !PLURAL_MODIFIERS.test(x);
    if (!next || !plainPlural(w) || !plainPlural(next)) return w;
    // ("my mums pills": a person's things are theirs, "Mum's Pills".)
    const one = singular(w.toLowerCase()).replace(/^(mum|mom|dad|mother|father|grandma|grandpa|nan|nana|gran|son|daughter|wife|husband|sister|brother|partner|baby)$/, "$1's");
    return w[0] === w[0]!.toUpperCase() ? one.charAt(0).toUpperCase() + one.slice(1) : one;
  }).join(' ');
}

/** "a countdown … until we fly": a countdown to a verb is to the trip the prompt names ("Japan Trip Countdown"). */
function dayLabel(label: string, text: string): string {
  const verb = /^(?:we |i )?(?:fly|leave|go|travel|depart|head off|set off|get there)(?: (?:to|for) ([a-z]+(?: [a-z]+)?))?$/.exec(label.trim());
  if (!verb) return label;
  const trip = /\b((?:[a-z]+ )?(?:trip|holiday|vacation|flight|journey|getaway|cruise))\b/.exec(text)?.[1]?.replace(/^(?:our|my|the|a|an|this|next|for|to) /, '');
  return trip ?? `${verb[1] ? `${verb[1]} ` : ''}trip`;
}

/** The app's name from the prompt's subject (or the name the user gave). */
export function nameFor(plan: Plan): string | undefined {
  if (plan.appName && isMeaningfulName(plan.appName)) return plan.appName;
  const candidates: string[] = [];
  const opening = openingName(plan) ?? appOpening(plan);
  if (opening) candidates.push(opening);
  if (plan.content) candidates.push(CONTENT[plan.content.topic]?.title ?? '');
  // "a page for each planet": the pages show shipped content, which names the app.
  const shipped = plan.pages?.find((p) => p.source)?.source;
  if (shipped) candidates.push(shipped);
  if (plan.balance) candidates.push(plan.balance.label);
  if (plan.game) candidates.push(plan.game.type === 'grid' ? `tic tac toe${plan.game.size && plan.game.size !== 3 ? ` ${plan.game.size}×${plan.game.size}` : ''}` : plan.game.type === 'guess' ? 'guess the number' : plan.game.type === 'taps' ? 'tap race' : 'memory');
  if (plan.formula) {
    const temperatures = plan.formula.pairs.length > 0 && plan.formula.pairs.every(([from]) => UNITS[from]?.dimension === 'temperature');
    const baking = plan.formula.domain === 'baking' ? (plan.formula.pairs.length > 1 ? 'kitchen converter' : plan.formula.pairs[0]![0] === 'cup' ? 'cups to grams' : 'grams to cups') : undefined;
    candidates.push(plan.formula.stated?.name ?? baking ?? (plan.formula.domain === 'paint' ? 'paint calculator' : temperatures ? 'temperature converter' : 'unit converter'));
  }
  const s = plan.subject;
  // "countdown to our wedding … plus a checklist": the day names the app, not its to-do items.
  const day = plan.dates.countdown;
  const dayName = day ? `${clean(dayLabel(day.label, plan.text))} ${day.since ? 'counter' : 'countdown'}` : undefined;
  if (day?.date && !day.since && (!s || /^(item|task)$/.test(s.noun))) candidates.push(dayName!);
  // "I quit smoking on … also a button to count cravings": the habit quit names the app, before its counter.
  if (day?.since && /^you (?:quit|stopped|gave up)\b/.test(day.label)) candidates.push(`${clean(day.label)} counter`);
  // "saving up for a new bike": deposits towards it are the bike savings.
  const saved = !!s && /^(?:deposit|saving)$/.test(s.noun);
  const goal = saved ? /\bsav(?:e|ing)(?: up)? for (?:a |an |my |the |our )?(?:new |first )?([a-z]+)\b/.exec(plan.text)?.[1] : undefined;
  if (saved) candidates.push(goal && !STOP_WORDS.has(goal) ? `${goal} savings` : 'savings');
  if (s) {
    const title = clean(s.title ?? s.plural);
    candidates.push(s.container && s.container !== 'app' ? `${title} ${s.container}` : title);
  }
  // "a 60 second plank timer": the unit of a number says nothing of what the timer is for.
  const t = /\b((?:(?!(?:seconds?|minutes?|hours?|secs?|mins?)\b)[a-z-]+ ){0,2})(timer|clock|counter|tracker|picker|countdown)\b/.exec(plan.text);
  if (t && (plan.timer || plan.counter || plan.random)) candidates.unshift(`${clean(t[1]!.trim())} ${t[2]}`.trim());
  if (plan.scores) {
    const game = /\b(?:in|for|at|of) (?:a |an |the |our )?((?:[a-z]+ )?[a-z]+?) (?:between|with|for|first|match|game|,|$)/.exec(plan.text);
    candidates.push(game && !/\b(players?|teams?|score|points?)\b/.test(game[1]!) ? `${game[1]} score` : 'score keeper');
  }
  if (plan.timer) candidates.push('Timer');
  candidates.push(...counterNames(plan), ...pickerNames(plan));
  if (dayName) candidates.push(dayName);
  const named = candidates.map((c) => singularModifiers(titleCase(withoutFragmentOpening(tidyName(c)))).slice(0, 40));
  const chosen = named.find((name) => isMeaningfulName(name) && !/^(Timer|Counter|Tracker|Picker|Countdown)$/.test(name.split(' ')[0]!));
  const fallback = chosen ?? candidates.map((c) => titleCase(withoutFragmentOpening(tidyName(c)))).find(isMeaningfulName);
  if (!fallback || !isWeakName(fallback, s?.noun)) return fallback;
  // ("Entries": records the prompt never names get the name of what it keeps, "Timesheet", "Volunteer Hours".)
  return strongerName(plan, named) ?? (/^(?:Entries|Entry|Items?|Records?|Things)$/.test(fallback) ? salientName(plan.text) : undefined) ?? fallback;
}

/** A counter's names: "Pushups, Situps & Squats", "Bird Tally", "Gym Visit Counter". */
function counterNames(plan: Plan): string[] {
  const c = plan.counter;
  if (!c) return [];
  const out: string[] = [];
  // "3 counters: pushups, situps, squats": "Pushups, Situps & Squats"; "tally for birds: robin, …": "Bird Tally".
  if (c.names && c.unit !== 'times') out.push(`${singular(c.unit)} tally`);
  else if (c.names) out.push(c.names.length <= 3 && c.names.join('').length <= 30 ? `${c.names.slice(0, -1).join(', ')} & ${c.names[c.names.length - 1]}` : 'tally counters');
  // ("gym visits": a counter of visits is a "Gym Visit Counter", as English says a noun before a noun.)
  out.push(c.unit === 'times' ? 'tally counter' : `${c.unit.replace(/[a-z-]+$/, (w) => (PLURAL_MODIFIERS.test(w) ? w : singular(w)))} counter`);
  return out;
}

/** A random picker's names: "Dishes Picker" for whose turn to do the dishes, "Dinner Picker", "Random Picker". */
function pickerNames(plan: Plan): string[] {
  if (!plan.random) return [];
  const chore = /\bto (?:do|wash|take out|walk|clean|cook) (?:the )?([a-z]+)/.exec(plan.text)?.[1];
  const thing = /\brandom(?:ly)? ([a-z]+)/.exec(plan.text)?.[1];
  // "what to cook for dinner": a dinner picker.
  const meal = /\b(dinner|lunch|breakfast|supper|takeaway|takeout|movie|film|restaurant|game)s?\b/.exec(plan.text)?.[1];
  const word = (w: string | undefined) => (w && !STOP_WORDS.has(w) && !/^(pick|choice|one|option|between|from)/.test(w) ? w : undefined);
  const picked = word(chore) ?? word(thing) ?? meal;
  return [...(picked ? [`${picked} picker`] : []), 'random picker'];
}

/** Words that only say how much, how, or what every app has ("each entry", "stuff", "my 2 girls"). */
const NOT_SALIENT = /^(?:each|every|any|some|all|entry|entries|item|items|thing|things|stuff|app|apps|simple|little|small|basic|quick|new|total|totals|time|times|way|note|notes|name|names)$/;

/**
 * The prompt's first noun phrase that says what the app keeps ("Timesheet", "Volunteer Hours", "Office Buzzword
 * Bingo", "Xmas Present List"): the last resort before a generic word such as "Entries" names the app.
 */
function salientName(text: string): string | undefined {
  for (const phrase of nlp(text.replace(/\([^)]*\)/g, ' ')).nouns().out('array') as string[]) {
    // ("my kids maya and leo": a list of people; "my monthly budget under control": up to the preposition.)
    if (/\band\b|\d/.test(phrase)) continue;
    const head = phrase.toLowerCase().split(/\b(?:under|for|of|with|from|in|on|at|to|that|which|who)\b/)[0]!;
    const words = head.replace(/[^a-z' -]/g, ' ').split(/\s+/).filter((w, i) => /[a-z]/.test(w) && (!STOP_WORDS.has(w) || (w === 'list' && i > 0)) && !NOT_SALIENT.test(w) && !/'s$/.test(w)).slice(-3);
    if (words.length > 0 && !words.some((w) => /^(?:i|me|i'm|ive|im)$/.test(w))) {
      const name = titleCase(words.join(' '));
      if (isMeaningfulName(name) && !isWeakName(name, undefined)) return name;
    }
  }
  return undefined;
}

/** The container a prompt keeps its records in, said as a noun ("can you make an inventory with …"). */
const CONTAINER_NOUN = /\b(?:an?|my|our|the) (inventory|logbook|tracker|diary|journal|planner|schedule|register|roster|ledger|timesheet)\b/;

/**
 * A weak name ("Entries", "Sale", "Game Played") gives way to the occasion the prompt names with its
 * records ("Flower Stall Sales", "Bake Sale Inventory"), then to a stronger candidate, then to the
 * records' log ("Dose Log").
 */
function strongerName(plan: Plan, named: string[]): string | undefined {
  const s = plan.subject;
  const noun = s && !isWeakName(s.noun, undefined) && !isWeakName(`x ${s.noun}`, undefined) ? s.noun : undefined;
  const records = noun && s!.plural;
  const occasion = occasionOf(plan.text);
  if (occasion) {
    const container = CONTAINER_NOUN.exec(plan.text)?.[1] ?? (/\b(?:track|log|count|record|add up)(?: my| the)? hours\b|\bthe hours\b/.test(plan.text) ? 'hours' : undefined);
    const what = noun && !occasion.split(' ').includes(noun) ? records : container;
    return titleCase(what ? `${occasion} ${what}` : occasion).slice(0, 40);
  }
  const stronger = named.find((name) => isMeaningfulName(name) && !isWeakName(name, s?.noun));
  if (stronger) return stronger;
  return noun ? titleCase(`${PLURAL_MODIFIERS.test(s!.plural) ? s!.plural : noun} log`) : undefined;
}

/** What an app is called when the prompt opens by naming it: "Recipe box: …", "Monthly budget. …", "trip budget for Italy: …". */
const APP_HEADS = 'guide|drill|box|pass|budget|scorecard|score ?sheet|sheet|register|roster|rota|scaler|scorekeeper|score keeper|tracker|log|logbook|planner|journal|diary|organi[sz]er|manager|helper|book|chart|binder|jar|wallet|ledger|inventory|catalog(?:ue)?|collection';

/** "Piano practice app: …", "pocket money app for my two kids": the words before "app" at the start name it. */
function appOpening(plan: Plan): string | undefined {
  // ("A blue app to log my runs": what the app does comes after it; a colour or a mood only describes it.)
  const m = /^(?:an? |my |our |the )?((?:[a-z'-]+ ){1,3})app(?=[.:!]| for | - |\s*$)/.exec(plan.text);
  if (m && /\b(?:red|green|blue|purple|orange|pink|yellow|teal|black|white|grey|gray|brown|dark|light|colou?rful|pretty|cool|calm|minimal)\b/.test(m[1]!)) return undefined;
  if (!m) return undefined;
  const words = clean(m[1]!.split(' ').filter((w) => !/^(simple|little|small|basic|quick|easy|cute|nice|new|fun|good|tiny|mobile|android|phone|an?|my|the)$/.test(w)).join(' '));
  return words && !/^(make|create|build|want|need|please|i|we|can|could|just)\b/.test(words) ? words : undefined;
}

function openingName(plan: Plan): string | undefined {
  const m = new RegExp(`^(?:an? |my |our |the )?((?:[a-z-]+ ){0,2}(?:${APP_HEADS}))(?: (?:for|of) (?:my |our |the )?([a-z0-9]+(?: [a-z]+)?))?(?:[.:]| [-–] | where | that | to | with )`).exec(plan.text);
  // "Keep a log of my headaches": an instruction, not the app's name.
  if (!m || /^(?:keep|make|create|build|want|need|start|track|give|help|i|we|please|just)\b/.test(m[1]!)) return undefined;
  // "Offline guide for my Lisbon trip": a head that only says how it works is named by what it is for.
  const head = /^(?:(?:offline|simple|little|quick|handy|pocket|basic|small|mini|tiny) )+([a-z]+)$/.exec(m[1]!)?.[1];
  if (head && m[2] && /^(?:guide|planner|checklist|helper|organi[sz]er)$/.test(head)) return clean(`${m[2]} ${head}`);
  const words = clean(m[1]!);
  // A bare head ("tracker", "log") says nothing of what the app keeps.
  return words.includes(' ') ? words : undefined;
}
