import { labelFragmentReason, repairedName, titleFragmentReason, wordsOf } from '../compose/name-quality';
import { extractAppName } from '../compose/analyze/app-name';
import { allowancePlan, attributeFor, COUNT_OF_TICKED, computations, datePlan, listBehaviour, productFields, savingsSubject, datedEventsSubject, unitRatePlan } from './behaviours';
import { guideName, pagesPlan, pairsPlan, rulesPages, sectionPages, type PagePlan } from './pages';
import { contentPlan, contentRecords, countdownPlan, gamePlan, randomPlan, screensPlan, settingsPlan, soundSwitchPlan, summaryScreenPlan, unitSwitchPlan } from './extras';
import { formulaPlan } from './formulas';
import { listedScreens, tipsSaidOfPages, type ListedScreens } from './screens';
import { findLimits } from './limits';
import type { ListBehaviour, Plan, ScorePlan, Subject } from './plan';
import { Reader } from './reader';
import { sentenceCase, singular, userSpelling } from './words';
import { findSubject } from './subject';
import { deckPlan } from './deck';
import { isLetterGrade } from './grades';
import { withElements } from './elements';
import { asksForBalance, balancePlan } from './balance';
import { splitParts } from './parts';
import { playerRecords, type PlayerRecords } from './players';
import { scorePlan } from './scores';
import { counterPlan, timerPlan } from './time';
import { counterNames, tallyButtons } from './counter-names';
import { asRecurring, recurringTasks } from './recurring';
import { teamRoster } from './teams';
import { CONTENT } from '../plan/content-library';
import nlp from 'compromise';

/**
 * The understanding step: every capability a prompt asks for, as a typed plan. It reads the whole
 * prompt with each capability finder; what none of them used is kept as `unrecognised` clauses so
 * the report can name them instead of dropping them silently.
 */
export function understand(prompt: string): Plan {
  return understandOne(prompt);
}

/**
 * The prompt read as its main thing and the separate parts it asks beside it ("… and a nappy
 * counter"), each on its own words; undefined when it does not read as parts. The composer keeps
 * whichever reading builds more (compose-app.ts).
 */
export function understandInParts(prompt: string): Plan | undefined {
  const split = splitParts(prompt);
  if (!split) return undefined;
  const { main: mainWords, parts: partWords } = sentencesToParts(split.main, split.parts);
  const main = understandOne(mainWords);
  const parts = partWords.map((words) => ({ words, plan: namedForActivity(understandOne(words), mainWords) })).filter((p) => asksSomething(p.plan));
  if (!asksSomething(main) || parts.length === 0) return undefined;
  // ("Home menu to get around.": the home screen the listed screens are opened from, built with them.)
  if (split.home) main.unrecognised = main.unrecognised.filter((c) => !/^(?:an? |the )?(?:home|main) (?:menu|screen|page)\b/i.test(c));
  // The report speaks for the whole prompt: what a part could not build is said too.
  for (const { plan } of parts) {
    main.unbuilt.push(...plan.unbuilt);
    main.unrecognised.push(...plan.unrecognised);
  }
  return { ...main, prompt, ...(split.home ? { home: true } : {}), parts: parts.map(({ words, plan }) => ({ title: partTitle(words, plan), plan, ...(split.ownScreens || /^(?:an? |my |the )?(?:screen|page|tab|section|part)\b/i.test(words) ? { ownScreen: true } : {}) })) };
}

/**
 * "two lists: clients (…) and invoices (…). show the total of my invoices": a later sentence that
 * speaks of a part's records, and not of the app's own, belongs to that part.
 */
function sentencesToParts(main: string, parts: string[]): { main: string; parts: string[] } {
  const noun = (words: string) => findSubject(new Reader(words));
  const nouns = parts.map(noun);
  // ("cost per person": a rate, not the part's people.)
  const mentions = (sentence: string, s: Subject | undefined) => !!s && new RegExp(`(?<!\\bper )\\b(?:${s.noun}|${s.plural})\\b`, 'i').test(sentence);
  const sentences = main.split(/(?<=[.!?;])\s+/);
  // ("I need a students list (name, phone, lessons paid for)": a sentence that keeps records of its own is the app's, whatever its fields mention.)
  const keepsOther = (sentence: string, s: Subject | undefined) => {
    const own = noun(sentence);
    return !!own && own.attributes.length >= 2 && own.noun !== s?.noun;
  };
  // ("… plus a list of topics to revise. Start the list with Algebra, …": "the list" is the one part said as a list.)
  const lists = parts.flatMap((p, i) => (/\b(?:check ?)?list\b/i.test(p) ? [i] : []));
  const theList = (sentence: string) => (lists.length === 1 && /\b(?:the|that|this) (?:check ?)?list\b/i.test(sentence) && !/\b(?:check ?)?list\b/i.test(sentences[0]!) ? lists[0]! : -1);
  const partOf = sentences.map((sentence, i) => {
    const named = i === 0 ? -1 : nouns.findIndex((s) => mentions(sentence, s) && !keepsOther(sentence, s));
    return named >= 0 || i === 0 ? named : theList(sentence);
  });
  // The app's own records, read from the sentences that speak of no part.
  const own = noun(sentences.filter((_, i) => partOf[i] === -1).join(' '));
  const out = [...parts];
  const kept: string[] = [];
  for (const [i, sentence] of sentences.entries()) {
    const to = partOf[i]!;
    if (to >= 0 && !mentions(sentence, own)) out[to] = `${out[to]}. ${sentence}`;
    else kept.push(sentence);
  }
  return { main: kept.join(' '), parts: out };
}

/** "my son has to read 20 mins a day … a 20 minute timer and a log where we add the book": an activity the rest of the prompt does. */
const ACTIVITY = /\b(?:i|we|he|she|they|you|son|daughter|kids?|child|(?:has|have|need|needs|want|wants|got) to|must|should) (?:(?:has|have|need|needs|want|wants|got) to |must |should |try to |tries to )?(read|practi[cs]e|run|walk|jog|swim|study|write|draw|paint|meditate|train|cycle|ride|stretch|exercise)\b/i;

/** A part's log that names no records ("a log where we add the book and date") is named for what the prompt does: a reading log. */
function namedForActivity(plan: Plan, main: string): Plan {
  const verb = ACTIVITY.exec(main)?.[1]?.toLowerCase();
  if (!verb || plan.subject?.noun !== 'entry' || (plan.subject.title && plan.subject.title !== plan.subject.container)) return plan;
  const doing = (nlp(verb).verbs() as unknown as { toGerund: () => { text: () => string } }).toGerund().text().replace(/^(?:is|are|am) /, '');
  return { ...plan, subject: { ...plan.subject, title: doing } };
}

/** Something to build: records, a counter, a timer, a form, a date, a pick, content, scores or a game. */
function asksSomething(plan: Plan): boolean {
  return !!(plan.subject || plan.counter || plan.balance || plan.timer || plan.formula || plan.dates.countdown || plan.random || plan.content || plan.scores || plan.game || plan.pages?.length);
}

/** A part's screen title: its records ("Gift ideas"), else what the prompt calls it ("Nappy counter", "Study timer"). */
function partTitle(words: string, plan: Plan): string {
  // ("a log where we add the book", said of reading: the Reading screen.)
  // ("a page with the knots i'm learning (…)": the page's own title.)
  if (!plan.subject && plan.pages?.length === 1) return plan.pages[0]!.title;
  // ("… and noughts and crosses, on separate screens": a game's screen is called as the user calls the game.)
  if (plan.game) return gameTitle(words, plan.game);
  if (plan.subject && plan.subject.attributes.length > 0) return sentenceCase(plan.subject.noun === 'entry' && plan.subject.title && plan.subject.title !== plan.subject.container ? plan.subject.title : plan.subject.plural);
  const thing = /\b((?:(?!(?:an?|my|the|separate|second|other|little|small|simple|quick|\d+|min|mins|minutes?|seconds?|secs?)\b)[a-z'-]+ ){0,2}(?:list|log|counter|tally|timer|stopwatch|calculator|converter|countdown|checklist|journal|diary|picker|chooser|roller|spinner|decider))\b/i.exec(words);
  // ("a second screen where I can list my subjects": a clause's fragment, "I can list", names no screen.)
  const said = thing?.[1] && !titleFragmentReason(thing[1]) ? thing[1] : undefined;
  return sentenceCase(said ?? (plan.subject?.plural ?? 'More'));
}

/** A game part's title: the game's name as the prompt says it ("Noughts and crosses", "Guess the number"). */
function gameTitle(words: string, game: NonNullable<Plan['game']>): string {
  const said = /\b(tic[- ]?tac[- ]?toe|noughts and crosses|connect (?:4|four)|gomoku|guess(?:ing)? the number|number guessing|memory|matching pairs|pairs)\b/i.exec(words)?.[1];
  return sentenceCase(said ?? { memory: 'memory', grid: 'tic-tac-toe', guess: 'guess the number', taps: 'tap game' }[game.type]);
}

/** What the records are taken from ("my monthly income") and what each is worth ("at 0.45 per mile"). */
function moneyOf(reader: Reader, subject: Subject): Pick<Plan, 'allowance' | 'unitRate'> {
  const allowance = allowancePlan(reader, subject);
  const unitRate = unitRatePlan(reader, subject);
  return { ...(allowance ? { allowance } : {}), ...(unitRate ? { unitRate } : {}) };
}

/** The name the prompt gives the app ("called Biscuit", "Sprout: …"), its words marked as read. */
function readAppName(reader: Reader, prompt: string): string | undefined {
  const appName = extractAppName(prompt.trim().replace(/\s+/g, ' '));
  if (appName) reader.find(new RegExp(`\\b(?:put|use|include|have) [a-z'-]+ in the (?:app(?:'s)? )?(?:name|title)\\b|\\b(?:called|named|name it|call it|titled|(?:app )?name\\s*[:=-])\\s*\\S+|^${appName.replace(/[^A-Za-z0-9 ]/g, '').toLowerCase()}\\s*[-–—:]`));
  return appName;
}

/** Counts named side by side ("3 counters: a, b, c"), or outcomes said as buttons of their own ("a Made button and a Missed button … my accuracy"). */
function namedCountsOf(reader: Reader): { names: string[]; buttons: boolean } {
  const names = counterNames(reader);
  if (names.length > 0) return { names, buttons: false };
  const tallied = tallyButtons(reader);
  return { names: tallied, buttons: tallied.length > 0 };
}

function understandOne(prompt: string): Plan {
  return withCleanFieldNames(readOne(prompt));
}

/** Where a plan names a field by its words for people, not by its name: never renamed. */
const WORDS_KEYS = new Set(['label', 'title', 'text', 'prompt', 'typed', 'options', 'noun', 'plural', 'unit', 'word', 'words', 'unrecognised', 'unbuilt', 'prefilled', 'container']);

/**
 * "who does it", "what set it off", "water every X days": the understanding step names fields by
 * the words it read; one whose name is a fragment of a clause is renamed, once every reading of the
 * prompt is done, to its label's head noun or its kind's name (see compose/name-quality.ts), and
 * every place the plan refers to it follows. The label keeps the user's words.
 */
function withCleanFieldNames(plan: Plan): Plan {
  const attributes = plan.subject?.attributes ?? [];
  const taken = new Set(attributes.map((a) => a.name));
  const renamed = new Map<string, string>();
  const relabelled = new Map<string, string>();
  for (const a of attributes) {
    const name = repairedName(a.name, a.label, a.kind, taken);
    if (name === a.name) continue;
    taken.add(name);
    renamed.set(a.name, name);
    // ("It", "Here": a label that only stands in for something says its new name instead.)
    if (labelFragmentReason(a.label)) relabelled.set(name, sentenceCase(wordsOf(name).join(' ')));
  }
  if (renamed.size === 0) return plan;
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return renamed.get(value) ?? value;
    if (Array.isArray(value)) return value.map((v) => walk(v, key));
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [key === 'prefilledRows' ? (renamed.get(k) ?? k) : k, WORDS_KEYS.has(k) ? v : walk(v, k === 'prefilledRows' ? k : key === 'prefilledRows' ? key : undefined)]));
  };
  const out = walk(plan) as Plan;
  if (out.subject) out.subject.attributes = out.subject.attributes.map((a) => (relabelled.has(a.name) ? { ...a, label: relabelled.get(a.name)! } : a));
  return out;
}

function readOne(prompt: string): Plan {
  const reader = new Reader(prompt);
  const appName = readAppName(reader, prompt);
  const unbuilt = findLimits(reader);
  const formula = formulaPlan(reader);
  const game = gamePlan(reader);
  const shipped = shippedContent(reader);
  const timer = game ? undefined : timerPlan(reader);
  const { players, scores } = scoring(reader, game);
  const random = randomPlan(reader, prompt);
  const countdown = countdownPlan(reader);
  const { recurring, pages, records: listedRecords, home, content, pagesHoldRecords } = pagesOrTasks(reader, prompt, shipped.content, !!(game || formula || timer));
  const pairs = pairsPlan(reader, prompt);
  const guide = (pages.length > 0 || pairs.length > 0) && !appName ? guideName(reader) : undefined;
  const { names: namedCounts, buttons } = game || timer || scores || players ? { names: [], buttons: false } : namedCountsOf(reader);
  const found = players?.subject ?? recurring ?? (shipped.ownContent || (namedCounts.length > 0 || game || content || random || formula || scores || isFormOnly(reader) || pages.some((p) => p.written) || pagesHoldRecords || pairs.length > 0 || asksForBalance(reader.text) ? undefined : listedSubject(listedRecords) ?? findSubject(reader) ?? savingsSubject(reader) ?? datedEventsSubject(reader) ?? teamRoster(reader)));
  // (recordsOf: "separate pages: emergency contacts, …" are the pages, not the fields of records.)
  const records = recordsOf(reader, found, pages, !!(game || formula || scores || players) || pairs.length > 0);
  let subject = records.subject;
  // "one pack a day" in a quit-smoking app is what each day is worth, not a daily goal to count up to.
  const sinceApp = countdown?.since && !reader.has(/\b(counter|tally|clicker)\b|\bbutton (?:to|that|which) (?:counts?|tall(?:y|ies)|tracks?)\b/);
  const counter = game || timer || scores || players || sinceApp ? undefined : counterBeside(reader, subject, !!countdown?.date, formula, namedCounts, buttons);
  if (counter && subject && counterIsTheApp(reader, counter, subject)) subject = undefined;
  // "piggy bank: put money in or take it out": a balance, when nothing else is kept.
  const balance = subject || counter || formula || timer || scores || game ? undefined : balancePlan(reader);
  const dates = datePlan(reader, subject);
  if (countdown && !(dates.daysSince && !countdown.date) && !(dates.daysUntil && !countdown.date && !countdown.since)) dates.countdown = countdown; // ("days since planted" of each record is none)
  const plan: Plan = {
    prompt,
    text: reader.text,
    ...(appName ?? guide ?? records.deck?.name ? { appName: (appName ?? guide ?? records.deck?.name)! } : {}),
    ...(subject ? { subject } : {}),
    ...(formula ? { formula } : {}),
    ...(subject ? { ...rowsFormula(reader, subject), ...rowRatio(reader, subject) } : {}),
    computations: subject ? computations(reader, subject) : [],
    ...(subject ? moneyOf(reader, subject) : {}),
    list: subject ? listPlan(reader, subject, players, random) : {}, ...(records.deck ? { study: records.deck.study } : {}),
    ...(timer ? { timer } : {}),
    ...(counter ? { counter } : {}),
    ...(balance ? { balance } : {}),
    ...(scores ? { scores } : {}),
    dates,
    ...(random ? { random } : {}),
    ...(content ? { content } : {}),
    ...(game ? { game } : {}),
    ...screensOf(reader, subject),
    ...withPages(pages, subject, home),
    ...(pairs.length > 0 ? { pairs } : {}),
    settings: settingsPlan(reader),
    ...withDefined('unitSwitch', unitSwitchPlan(reader)),
    ...withSound(soundSwitchPlan(reader)),
    unbuilt,
    unrecognised: [],
  };
  if (recurring && subject === recurring) asRecurring(plan);
  reader.find(/\b(dark mode|dark theme|night mode|(?:red|green|blue|purple|orange|pink|yellow|teal|black|grey|gray|brown) (?:theme|colou?rs?))\b/);
  unticked(plan);
  plan.unrecognised = reader.unusedClauses();
  return withUserSpelling(plan);
}

/** "3 screens", "separate pages", and a screen of its own for the records' figures ("a standings screen"). */
function screensOf(reader: Reader, subject: Subject | undefined): Pick<Plan, 'screens' | 'summaryScreen'> {
  const screens = screensPlan(reader);
  return { ...withDefined('screens', screens), ...(subject ? withDefined('summaryScreen', summaryScreenPlan(reader)) : {}) };
}

/** Scores kept by the game's sides ("two players, +1 for each"), or players kept as records ("add players by name", "each turn I enter the player and the points"). */
/**
 * The records found, unless the pages are what the prompt lists ("separate pages: emergency contacts,
 * bedtime routine, allergies" are pages, not fields); flashcards whose sides the user writes ("I add a
 * term + definition") are a deck, with a screen to study it (deck.ts).
 */
function recordsOf(reader: Reader, found: Subject | undefined, pages: PagePlan[], other: boolean): { subject?: Subject; deck?: ReturnType<typeof deckPlan> } {
  const subject = found && sectionsAreFields(pages, found) ? undefined : found;
  if (subject) withElements(reader, subject);
  const deck = other ? undefined : deckPlan(reader, subject);
  return deck ? { subject: deck.subject, deck } : { subject };
}

function scoring(reader: Reader, game: Plan['game']): { players?: PlayerRecords; scores?: ScorePlan } {
  if (game) return {};
  const players = playerRecords(reader);
  return players ? { players } : { scores: scorePlan(reader) };
}

/** How the records' list behaves: what the prompt asks of it, and a roster's own buttons and order. */
function listPlan(reader: Reader, subject: Subject, players: PlayerRecords | undefined, random: Plan['random']): ListBehaviour {
  const list: ListBehaviour = { ...(subject.container === 'timetable' ? { group: 'day', sort: { field: 'period', descending: false } } : {}), ...listBehaviour(reader, subject), ...(subject === players?.subject ? players.list : {}) };
  // "a button that randomly picks which colour goes first out of red, blue …": the pick is among those options, not the records.
  if (random) delete list.pickRandom;
  return list;
}

/**
 * "how many yoga sessions I have left", "a counter for the pages I read today": the counter is the
 * app, not records of what it counts.
 */
/** "saving for a bike, goal is 800, log each deposit": a goal of money the records add up to, not taps to count. */
function counterBeside(reader: Reader, subject: Subject | undefined, dated: boolean, formula: Plan['formula'], names: readonly string[], buttons: boolean): Plan['counter'] {
  // "homework counts 30%" in a grade calculator weighs a score; it counts no taps.
  if (formula?.domain === 'stated' && !reader.has(/\b(?:counter|tally|clicker|tap)\b/)) return undefined;
  // "tick who came … a count of who's here": the ticked records are counted, no taps.
  if (subject && COUNT_OF_TICKED.test(reader.text)) return undefined;
  const counter = counterPlan(reader, names, buttons);
  // "a countdown of days left to the wedding on 2026-09-12": days left to a date, not an allowance used up.
  if (counter?.down && dated) return undefined;
  const moneyGoal = counter?.unit === 'times' && !!subject?.attributes.some((a) => a.kind === 'money') && !reader.has(/\b(?:counter|tally|clicker|tap)\b/);
  // "write down the time and how many ml each time … show how many doses she's had": the doses written down are counted, not taps.
  const ofRecords = !!subject && counter?.unit === 'times' && reader.text.includes(`how many ${subject.plural}`) && subject.attributes.some((a) => a.kind === 'number' || a.kind === 'time') && !reader.has(/\b(?:counter|tally|clicker|tap|buttons?)\b/);
  return moneyGoal || ofRecords ? undefined : counter;
}

function counterIsTheApp(reader: Reader, counter: NonNullable<Plan['counter']>, subject: Subject): boolean {
  if (counter.down && subject.attributes.every((a) => a.kind === 'date')) return true;
  return reader.has(/\b(?:counter|tally|clicker)\b|\btap (?:\+ ?1|once|one time)? ?(?:for|per|on) (?:each|every) [a-z]+|\btap \+ ?1\b|\btap (?:(?:a|the) button )?(?:when|whenever|each time|every time) (?:he|she|they|i|we|you|it)\b/) && !reader.has(/\b(?:log|list|entries|diary|journal)\b/)
    && (subject.attributes.every((a) => a.kind === 'date' || singular(a.name.toLowerCase()) === singular(counter.unit) || singular(a.name.toLowerCase()) === subject.noun)
      // "habit tracker: I tap once on each day I read": a tracker with nothing to write in it is the counter.
      || (subject.container === 'tracker' && subject.attributes.every((a) => a.kind === 'date' || a.kind === 'number'))
      // "Coffee counter: a button to add a cup …": an app called a counter, with one number to keep, is the counter.
      || (/^(?:an? |my |the )?(?:[a-z']+ ){0,2}(?:counter|tally|clicker)\b/.test(reader.text) && subject.attributes.filter((a) => a.kind !== 'date').length <= 1 && subject.attributes.every((a) => a.kind === 'date' || a.kind === 'number')));
}

/**
 * "the total still unpaid", "how much i'm still owed": the overall sum counts only rows whose tick
 * (or yes/no field such as paid) is off.
 */
function unticked(plan: Plan): void {
  if (plan.list.toggle && plan.computations.length === 0 && COUNT_OF_TICKED.test(plan.text)) plan.computations.push({ fn: 'count', where: { field: plan.list.toggle, value: true } });
  const sum = plan.computations.find((c) => c.fn === 'sum' && !c.per && !c.where);
  if (!sum) return;
  const ticks = [plan.list.toggle, ...(plan.subject?.attributes ?? []).filter((a) => a.kind === 'yesno').map((a) => a.name)].filter((t): t is string => !!t);
  for (const tick of ticks) {
    const word = tick.replace(/[A-Z].*$/, '').toLowerCase();
    const outstanding = new RegExp(`\\btotal (?:of )?(?:the )?(?:still |not yet )?(?:un${word}|not ${word})\\b|\\b(?:still )?(?:un${word}|not (?:yet )?${word})\\b[^.;]*\\btotal\\b`).test(plan.text)
      || (/^(paid|returned|repaid|settled|back)$/.test(word) && /\bstill (?:owed?|due|outstanding)\b|\bhow much (?:i'm|i am|they|is|are)? ?(?:still )?(?:owed?|outstanding)\b/.test(plan.text));
    if (outstanding) {
      sum.where = { field: tick, value: false };
      return;
    }
  }
}

/** Options and starting items keep the prompt's accents ("Rosé"), which reading set aside. */
/** "MOT, insurance, road tax": a word the user typed in capitals (an initialism) keeps them. */
// ("A&E", "B&Q": an initialism joined by "&" keeps its capitals too.)
function typedCapitals(prompt: string, phrase: string): string {
  return phrase.replace(/(?<![A-Za-z&])[A-Za-z][a-z&]{1,4}(?![A-Za-z&])/g, (w) => (/[a-z]/.test(w) && new RegExp(`(?<![A-Za-z&])${w.toUpperCase()}(?![A-Za-z&])`).test(prompt) ? w.toUpperCase() : w));
}

function withUserSpelling(plan: Plan): Plan {
  const spell = (s: string) => userSpelling(plan.prompt, s);
  if (plan.subject) {
    plan.subject.attributes = plan.subject.attributes.map((a) => (a.options ? { ...a, options: a.options.map((o) => typedCapitals(plan.prompt, spell(o))) } : a));
    plan.subject.prefilled = plan.subject.prefilled.map((p) => typedCapitals(plan.prompt, spell(p)));
  }
  if (plan.random) plan.random = { ...plan.random, options: plan.random.options.map(spell) };
  if (plan.counter?.names) plan.counter = { ...plan.counter, names: plan.counter.names.map(spell), ...(plan.counter.goalFor ? { goalFor: spell(plan.counter.goalFor) } : {}) };
  return plan;
}

/**
 * "work out my pace per km", "show the cost per km", "my average speed": one numeric field of each
 * record over another. Pace is time over distance and speed distance over time; otherwise the field
 * named before "per" over the field the word after it names (by its name or its unit).
 */
function rowRatio(reader: Reader, subject: Subject): Pick<Plan, 'rowRatio'> {
  const numeric = subject.attributes.filter((a) => a.kind === 'number' || a.kind === 'money');
  const economy = fuelEconomy(reader, numeric) ?? ratePerTime(reader, numeric);
  if (economy) return { rowRatio: economy };
  if (numeric.length < 2) return {};
  // (Marked only once it builds: "add a switch" reads like "miles a gallon".)
  // ("snap a photo … avg price per litre": the first "x a y" that names two fields, not merely the first said.)
  for (const m of reader.text.matchAll(RATIO)) {
    const found = ratioOfFields(m, numeric);
    if (!found) continue;
    reader.mark(m.index, m.index + m[0].length);
    return { rowRatio: { ...found, overall: !!(m[1] ?? m[4]) || /\b(?:average|avg|overall)\b/.test(reader.text) } };
  }
  return {};
}

const RATIO = /\b(?:(average|avg|overall|total) )?(pace|speed|[a-z]+) (?:per|a|for each) ([a-z]+)\b|\b(average|avg|overall) (pace|speed)\b/g;

/** "the price per litre" of a log with a cost: what is paid is the records' one money field, whatever the word. */
const PAID = /^(?:price|cost|spend|spent|paid|charge)$/;

/** The two fields a ratio said names: pace is time over distance, speed distance over time, else the word before "per" over the word after it. */
function ratioOfFields(m: RegExpMatchArray, numeric: Subject['attributes']): Omit<NonNullable<Plan['rowRatio']>, 'overall'> | undefined {
  const what = (m[2] ?? m[5])!;
  const per = m[3];
  const find = (re: RegExp) => numeric.find((a) => re.test(a.name) || re.test(a.unit ?? ''));
  const time = find(/^(time|minutes?|mins?|duration|hours?)$/i);
  const distance = find(/^(distance|km|kilomet\w*|miles?|mi|metres?|meters?)$/i);
  const money = numeric.filter((a) => a.kind === 'money');
  const byWord = (w: string | undefined) => (w ? numeric.find((a) => a.name.toLowerCase() === w || a.unit?.toLowerCase() === w) ?? attributeFor(numeric, w) ?? (PAID.test(w) && money.length === 1 ? money[0] : undefined) : undefined);
  const [top, bottom] = what === 'pace' ? [time, distance] : what === 'speed' ? [distance, time] : [byWord(what), byWord(per)];
  if (!top || !bottom || top === bottom) return undefined;
  const unit = per ? per : what === 'pace' ? (distance?.unit ?? distance!.label.toLowerCase()) : (time?.unit ?? 'hour');
  // ("price per litre" over a Cost field: money is called as said, per its unit, needing no unit of its own.)
  return { name: what, top: top.name, bottom: bottom.name, unit, ...(top.kind === 'money' && per ? { label: `${sentenceCase(what)} per ${unit}` } : {}) };
}

/** "show total earned and my hourly rate": the money of the records over their hours (or days), each and overall. */
function ratePerTime(reader: Reader, numeric: Subject['attributes']): NonNullable<Plan['rowRatio']> | undefined {
  const m = /\b(hourly|daily) (rate|pay|wage|earnings|income)\b|\b(?:earnings|earned|pay|money|income|made) (?:per|an|a) (hour|day)\b/.exec(reader.text);
  if (!m) return undefined;
  const unit = m[3] ?? (m[1] === 'hourly' ? 'hour' : 'day');
  const time = numeric.find((a) => new RegExp(`^${unit}s?$`, 'i').test(a.name) || a.unit === `${unit}s`);
  const money = numeric.find((a) => /earn|pay|income|wage|tips?|money|made|amount|total/i.test(a.name)) ?? numeric.find((a) => a.kind === 'money');
  if (!time || !money || time === money) return undefined;
  reader.mark(m.index, m.index + m[0].length);
  return { name: m[1] ?? `per_${unit}`, label: m[1] ? `${sentenceCase(m[1])} ${m[2]}` : `${sentenceCase(m[0].split(' ')[0]!)} per ${unit}`, top: money.name, bottom: time.name, unit, overall: true };
}

/** "my mpg", "km per litre": distance over the fuel of each fill-up, and overall. */
function fuelEconomy(reader: Reader, numeric: Subject['attributes']): NonNullable<Plan['rowRatio']> | undefined {
  const distance = numeric.find((a) => /^(miles?|distance|km|kilomet\w*|kms)$/i.test(a.name));
  const fuel = numeric.find((a) => /^(gallons?|lit(?:re|er)s?|fuel|gas)$/i.test(a.name));
  if (!distance || !fuel) return undefined;
  const m = reader.find(/\b(mpg|miles per gallon|fuel economy|gas mileage|fuel efficiency|km per lit(?:re|er)|kpl)\b/);
  if (!m) return undefined;
  const name = m[1] === 'mpg' || m[1] === 'miles per gallon' ? 'mpg' : m[1] === 'km per litre' || m[1] === 'km per liter' || m[1] === 'kpl' ? 'economy' : m[1]!.replace(/ /g, '_');
  return { name, top: distance.name, bottom: fuel.name, unit: singular(fuel.name.toLowerCase()), overall: true };
}

/** "recalculates every quantity for the servings I want"; "my weighted GPA". */
function rowsFormula(reader: Reader, subject: Subject): Pick<Plan, 'rowsFormula'> {
  const numbers = subject.attributes.filter((a) => a.kind === 'number');
  if (numbers.some((a) => /quantit|amount/i.test(a.name)) && reader.find(/\b(scal\w*|servings?|portions?|recalculat\w*)\b[^.]*/)) return { rowsFormula: 'scale' };
  // ("the grade I got (A, B, C, D or F)": a letter grade counts as its grade points.)
  const graded = numbers.length >= 2 || subject.attributes.some(isLetterGrade);
  if (numbers.some((a) => /credit|weight/i.test(a.name)) && graded && reader.find(/\b(weighted|gpa|grade point average)\b[^.]*/)) {
    reader.find(/\b(?:gpa|grade point average) calc(?:ulator)?\b/);
    return { rowsFormula: 'weighted' };
  }
  // "hours with the rate … what each client owes": each row is worth quantity × rate.
  const { rate, qty } = productFields(subject.attributes, reader.text);
  // ("work out weekly income overall": what the rows bring in, however it is asked.)
  if (rate && qty && reader.find(/\b(owe[sd]?|earn\w*|worth|to pay|pays?|bill\w*|invoice\w*|charge\w*|total|how much|income|revenue|takings|turnover)\b[^.;]*/)) return { rowsFormula: 'product' };
  return {};
}

/** "loan calculator: amount, interest rate and years -> monthly payment" is a form, not a list of years. */
function isFormOnly(reader: Reader): boolean {
  // "split the bill app: total, tip %, number of people": a calculation, whatever fields it lists;
  // "each person pays" is the result, not records.
  return reader.has(/\b(?:calculator|estimator|converter|scaler|splitter)\b|\bsplit(?:ting)? (?:the |a )?(?:bill|check|cost)\b/)
    && !reader.has(/\b(?:add|adds|log|logs|list|track|keep|save|record|history|entries|rows?)\b|\b(?:each|every)\b(?! (?:person|one|of us|people|friend|flatmate|housemate))/);
}

function sectionsAreFields(pages: PagePlan[], subject: Subject): boolean {
  // "a meal planner with a screen for each day … starter, main and dessert": what is planned is written
  // on the days; the records would only hold a name, the days again, or the days' own lines.
  const day = pages.find((p) => p.day);
  const said = new Set(day?.lines.map((l) => l.toLowerCase()));
  const onTheDays = (a: Subject['attributes'][number]) => /^(?:name|title|screen|page|tab|day)$/.test(a.name) || said.has(a.label.toLowerCase()) || (a.options ?? []).some((o) => /^monday$/i.test(o));
  if (day && subject.attributes.every(onTheDays)) return true;
  const titles = pages.filter((p) => p.editable).map((p) => p.title.toLowerCase());
  const labels = new Set(subject.attributes.map((a) => a.label.toLowerCase()));
  // "buttons to a schedule page, a menu page and a games page": a field "Games page" is one of the pages.
  if (titles.some((t) => labels.has(`${t} page`) || labels.has(`${t} screen`))) return true;
  return titles.length >= 2 && titles.filter((t) => labels.has(t)).length >= titles.length - 1;
}

/** Pages beside the records: a page named like the records ("3 screens: customers, appointments, prices") is the records' own screen. */
function withPages(pages: PagePlan[], subject: Subject | undefined, home?: boolean): Pick<Plan, 'pages' | 'home'> {
  const own = subject ? [subject.noun, subject.plural, subject.title].filter(Boolean).map((w) => w!.toLowerCase()) : [];
  const kept = pages.filter((p) => !(p.editable && own.includes(p.title.toLowerCase())));
  return kept.length > 0 ? { pages: kept, ...(home ? { home } : {}) } : {};
}

/** The Sound switch, and the word it is called by when the user says another ("Beep"). */
const withSound = (label: string | undefined): Pick<Plan, 'soundSwitch' | 'soundLabel'> => (label ? { soundSwitch: true, ...(label === 'Sound' ? {} : { soundLabel: label }) } : {});

const withDefined = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** Content the generator ships; phrases the user adds to are records that start full, not a fixed page. */
function shippedContent(reader: Reader): { content?: ReturnType<typeof contentPlan>; ownContent?: Subject } {
  const shipped = contentPlan(reader);
  const ownContent = shipped && contentRecords(reader, shipped);
  return ownContent ? { ownContent } : { content: shipped };
}

/** "reminders: replace the filter (every 90 days), clean gutters": things done again and again are records, not a page. */
function pagesOrTasks(reader: Reader, prompt: string, tips: Plan['content'], other: boolean): ReturnType<typeof allPages> & { recurring?: Subject } {
  const recurring = other ? undefined : recurringTasks(reader);
  return recurring ? { recurring, pages: [], content: tips } : allPages(reader, prompt, tips);
}

/**
 * Pages the prompt writes out; rules the generator ships only when the prompt writes none of its own ("our club rules: …").
 * Shipped tips stay only when they are not what each page holds ("3 pages - plumbing, … - each with a few tips").
 */
function allPages(reader: Reader, prompt: string, tips: Plan['content']): Partial<ListedScreens> & { pages: PagePlan[]; content?: Plan['content'] } {
  const written = pagesPlan(reader, prompt);
  const pages = [...written, ...(written.some((p) => /\brules\b/i.test(p.title)) ? [] : rulesPages(reader))];
  if (pages.length > 0) return { pages, content: tips };
  const sections = sectionPages(reader, prompt);
  const listed = sections.length > 0 ? { pages: sections, tipsOnPages: tipsSaidOfPages(reader.text) } : listedScreens(reader, prompt);
  const filled = shippedOnPages(listed.pages, tips);
  if (filled) return { ...listed, pages: filled, content: undefined };
  return { ...listed, content: listed.tipsOnPages ? undefined : tips };
}

/**
 * "a first aid guide. home screen with buttons for burns, cuts, choking and sprains, each opening its own
 * page": when the shipped content has an entry for every page named, each page shows its entry.
 */
function shippedOnPages(pages: PagePlan[], tips: Plan['content']): PagePlan[] | undefined {
  const rows = tips ? CONTENT[tips.topic]?.rows : undefined;
  if (!rows || pages.length < 2 || !pages.every((p) => p.editable && p.lines.length === 0)) return undefined;
  const rowOf = (title: string) => rows.find(([front]) => new RegExp(`^${title.replace(/[^a-z0-9 ]/gi, '')}\\b`, 'i').test(front));
  if (!pages.every((p) => rowOf(p.title))) return undefined;
  // Each sentence of the entry is a step of its own.
  return pages.map((p) => ({ title: p.title, lines: rowOf(p.title)![1].split(/(?<=\.)\s+(?=[A-Z])/).map((l) => l.replace(/\.$/, '')) }));
}

/** The records one of the listed screens keeps, read from that screen's own words ("a members list where i can add name and phone"). */
const listedSubject = (words: string | undefined) => (words ? findSubject(new Reader(words)) : undefined);
