import type { CounterPlan, TimerPlan } from './plan';
import type { Reader } from './reader';
import { goalFor } from './counter-names';
import { splitList } from './reader';
import { plural, STOP_WORDS } from './words';
import { LEXICON } from './typos';

const UNIT = '(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h)';
const toSeconds = (n: number, unit: string) => (/^h/.test(unit) ? n * 3600 : /^m/.test(unit) ? n * 60 : n);

export function formatDuration(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds >= 60 && seconds % 60 === 0) return `${seconds / 60} min`;
  if (seconds > 60) return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return `${seconds} s`;
}

/** Timers: presets ("presets of 30 seconds, 1 minute and 2 minutes"), phases, rounds, an end signal. */
export function timerPlan(reader: Reader): TimerPlan | undefined {
  // ("mileage on the clock": the odometer, no timer.)
  const wantsTimer = reader.has(/\b(timer|countdown timer|count ?down from|(?<!\bon the )clock|interval training|tabata|hiit|egg timer|pomodoro|breath\w*|breathing exercise)\b/);
  const phases: TimerPlan['phases'] = stretches(reader);
  // "pomodoro 25/5", "pomodoro 50/10": minutes of focus, then of break.
  const pomodoro = phases.length === 0 ? reader.find(/\bpomodoro(?: timer)?,? (\d+)\s*\/\s*(\d+)\b/) : null;
  if (pomodoro) phases.push({ label: 'Focus', seconds: Number(pomodoro[1]) * 60 }, { label: 'Break', seconds: Number(pomodoro[2]) * 60 });
  // "two preset buttons: 25 min focus and 5 min break": named lengths to pick from, not a sequence.
  // "… with a button for each": lengths to pick, too.
  const asPresets = phases.length >= 2 && reader.has(/\bpresets?\b|\bpreset buttons\b|\b(?:two|three|\d) buttons?\b|\bbuttons? (?:for|to pick|to choose) (?:each|both|either|them)\b|\beach (?:with|has|gets) (?:a|its own) button\b|\b(?:break|rest|focus|work|study) buttons\b|\b[a-z]+ and (?:a )?\d+ ?(?:min|mins|minutes?|m|s|sec|seconds?) [a-z]+ buttons\b/) ? phases.splice(0) : [];
  if (phases.length === 0) phases.push(...sequence(reader));
  // ("45 sec skip, 15 sec rest": one stretch with a known name among steps said alike is one step of them.)
  const steps = phases.length <= 1 ? lengthsThenNames(reader) : [];
  if (steps.length >= 2) phases.splice(0, phases.length, ...steps);
  // Tabata is 20 seconds of work and 10 of rest, eight times.
  const tabata = phases.length === 0 && reader.find(/\btabata\b/);
  if (tabata) phases.push({ label: 'Work', seconds: 20 }, { label: 'Rest', seconds: 10 });
  // "runs 50 minutes then a 10 minute break": the unnamed first stretch is the work.
  if (phases.length === 1) {
    const lead = reader.find(new RegExp(`\\b(\\d+(?:\\.\\d+)?)[- ]?${UNIT}\\b,? (?:and )?(?:then|followed by|with) (?:a |an )?\\d`));
    if (lead) phases.unshift({ label: reader.has(/\b(study|focus|pomodoro)\b/) ? 'Focus' : 'Work', seconds: toSeconds(Number(lead[1]), lead[2]!) });
  }
  const presets: TimerPlan['presets'] = asPresets.map((p) => ({ label: `${p.label} (${formatDuration(p.seconds)})`, seconds: p.seconds }));
  const presetList = reader.find(new RegExp(`\\b(?:([a-z]+(?:, [a-z]+)*,? (?:and|or) [a-z]+) )?presets?(?: of| for|:)?\\s*\\(?((?:\\d+(?:\\.\\d+)? ?${UNIT}?,? )*(?:and |or )?\\d+(?:\\.\\d+)? ?${UNIT})\\)?`));
  if (presetList && presets.length === 0) {
    const names = presetList[1] ? splitList(presetList[1]) : [];
    const tokens = splitList(presetList[2]!);
    const lastUnit = new RegExp(`${UNIT}$`).exec(tokens[tokens.length - 1] ?? '')?.[1] ?? 'minutes';
    tokens.forEach((t, i) => {
      const m = new RegExp(`^(\\d+(?:\\.\\d+)?) ?${UNIT}?$`).exec(t);
      if (!m) return;
      const seconds = toSeconds(Number(m[1]), m[2] ?? lastUnit);
      presets.push({ label: names[i] ? `${cap(names[i]!)} (${formatDuration(seconds)})` : formatDuration(seconds), seconds });
    });
  }
  if (presets.length === 0) presets.push(...namedPresets(reader, phases.length === 0));
  if (presets.length === 0 && wantsTimer) presets.push(...durationList(reader));
  if (presets.length === 0 && wantsTimer && phases.length === 0) presets.push(...listedDurations(reader));
  const turns = turnsOf(reader);
  const rounds = reader.find(/\b(\d+) (rounds|cycles|intervals|sets|repeats|repetitions)\b/) ?? (tabata ? (['8', '8'] as unknown as RegExpExecArray) : null) ?? turns?.count;
  const signal = !!reader.find(/\b(beeps?|sounds?|noises?|alarms?|rings?|dings?|buzz\w*|vibrat\w*|alerts?|chimes?|bells?|gongs?|signal|notify|when (?:the )?time(?:'s| is) up|time'?s up|when (?:it'?s|its|it is) up|at the end|when (?:it'?s )?done|when finished)\b/);
  let single: number | undefined;
  if (wantsTimer && phases.length === 0 && presets.length === 0) {
    // ("400m repeats" are metres run: a bare m after a hundred or more is no number of minutes.)
    // ("under 9s football": an age group, not nine seconds.)
    const d = reader.find(new RegExp(`(?<!\\bunder |\\bu)\\b(\\d+(?:\\.\\d+)?)[- ]?${UNIT}\\b`), (m) => !(m[2] === 'm' && Number(m[1]) >= 100));
    if (d) single = toSeconds(Number(d[1]), d[2]!);
  }
  if (!wantsTimer && phases.length < 2 && presets.length === 0) return undefined;
  reader.find(/\b(timer|countdown timer|clock|interval training)\b/);
  return {
    phases: phases.length > 0 ? phases : [{ label: 'Time', seconds: single ?? presets[0]?.seconds ?? 60 }],
    presets,
    ...(rounds ? { rounds: Number(rounds[1]) } : {}),
    ...(turns && rounds === turns.count ? { turn: turns.turn } : {}),
    signal,
    ...countsDone(reader),
  };
}

/** "30 s work, 10 s rest", "5 min short break": each length of a named stretch, in the order said. */
function stretches(reader: Reader): TimerPlan['phases'] {
  const phases: TimerPlan['phases'] = [];
  // "5 min short break, 15 min long break": a describing word before the stretch is part of its name.
  const found = [...reader.text.matchAll(new RegExp(`\\b(\\d+(?:\\.\\d+)?)[- ]?${UNIT}\\b(?: of)? (?:([a-z]+) )?(work|rest|focus|study|reading|break|exercise|on|off|cool ?down|warm ?up|recovery|sprint|match|game|half|halves|quarters?|periods?|rounds?)\\b`, 'g'))]
    .filter((m) => !m[3] || LEXICON[m[3]] === 'Adjective');
  for (const m of found) {
    reader.mark(m.index, m.index + m[0].length);
    const noun = m[4]!.replace(/^(round|quarter|period)s$/, '$1').replace(/^halves$/, 'half');
    phases.push({ label: cap(m[3] ? `${m[3]} ${noun}` : noun), seconds: toSeconds(Number(m[1]), m[2]!) });
  }
  return phases;
}

/**
 * "each person gets 90 seconds to talk, there are 8 of us", "every player has 2 minutes, 5 players":
 * one length for each of a number of people, taken in turn.
 */
function turnsOf(reader: Reader): { count: RegExpExecArray; turn: string } | undefined {
  const each = new RegExp(`\\b(?:each|every) (person|player|speaker|student|kid|child|team|pupil|member|one) (?:of us |of them )?(?:gets?|has|have|is given|can (?:have|talk|speak) for|talks? for|speaks? for)\\b[^.;]{0,12}?\\d+(?:\\.\\d+)?[- ]?${UNIT}\\b`).exec(reader.text);
  if (!each) return undefined;
  const count = reader.find(/\b(?:there (?:are|will be|is) )?(\d+) (?:of us|of them|people|persons|players|speakers|students|kids|children|pupils|members|teams)\b/);
  if (!count || Number(count[1]) < 2) return undefined;
  return { count, turn: each[1] === 'one' ? 'Turn' : cap(each[1]!) };
}

/** "count completed sessions", "how many pomodoros i finished today (reset each day)". */
function countsDone(reader: Reader): Pick<TimerPlan, 'countsDone'> {
  const m = reader.find(/\b(?:count|counts|counting|track|show|keep) (?:of )?(?:how many |the )?(?:(?:completed|finished|done) )?(sessions|pomodoros|rounds|cycles|timers|focus sessions|blocks)(?: (?:i|we) (?:finished|completed|did|do))?|\bhow many (sessions|pomodoros|cycles) (?:i|we) (?:finished|completed|did|do)\b/);
  if (!m) return {};
  const daily = !!reader.find(/\b(?:today|each day|every day|per day|daily|reset(?:s)? (?:each|every) (?:day|morning)|every morning)\b/);
  // "how many sessions i've done this week, starting over every week".
  const weekly = !daily && !!reader.find(/\b(?:this week|each week|every week|per week|weekly)\b/);
  if (weekly) reader.find(/\b(?:start(?:s|ing)? (?:over|again|from zero)|resets?|back to (?:0|zero)) (?:each|every) week\b|\b(?:each|every) week\b/);
  return { countsDone: { daily, ...(weekly ? { weekly } : {}) } };
}

/** "with 5, 10 and 20 minute options", "15, 30 or 45 minutes": several lengths that share one unit. */
function durationList(reader: Reader): TimerPlan['presets'] {
  const m = reader.find(new RegExp(`\\b(\\d+(?:\\.\\d+)?(?:, ?\\d+(?:\\.\\d+)?)*,? (?:and|or|\\/) ?\\d+(?:\\.\\d+)?)[- ]?${UNIT}\\b`));
  if (!m) return [];
  return m[1]!.split(/,? (?:and|or) ?|, ?|\/ ?/).filter(Boolean).map((n) => {
    const seconds = toSeconds(Number(n), m[2]!);
    return { label: formatDuration(seconds), seconds };
  });
}

const LENGTH = `(?:[a-z]+(?: [a-z]+){0,2}:? )?\\d+(?:\\.\\d+)? ?${UNIT}?\\b`;
const LENGTHS = new RegExp(`(?<![\\d.:])${LENGTH}(?:(?:,? (?:and|or) |, ?|\\/ ?)${LENGTH})+`, 'g');
const ONE_LENGTH = new RegExp(`^(?:([a-z]+(?: [a-z]+){0,2}):? )?(\\d+(?:\\.\\d+)?) ?${UNIT}?$`);

/**
 * "soft 6 min, medium 8, hard 10", "green 2 min, black 4 min, herbal 6 min", "30s, 45s and 1 min": a
 * list of lengths to pick from, each maybe named, the unit said at least once (a length without one
 * takes its neighbour's).
 */
function listedDurations(reader: Reader): TimerPlan['presets'] {
  // "green (2 min), black (4 min)": the bracketed length belongs to the name before it.
  const text = reader.text.replace(/([a-z]) \((\d+(?:\.\d+)? ?[a-z]+)\)/g, '$1 $2');
  for (const run of text.matchAll(LENGTHS)) {
    const items = run[0].split(/,? (?:and|or) |, ?|\/ ?/).map((item) => ONE_LENGTH.exec(item.trim()));
    if (items.some((m) => !m) || items.length < 2) continue;
    const units = items.map((m) => m![3]);
    if (!units.some(Boolean)) continue;
    const out = items.map((m, i) => {
      const unit = units[i] ?? units.slice(0, i).reverse().find(Boolean) ?? units.slice(i).find(Boolean)!;
      const seconds = toSeconds(Number(m![2]), unit);
      const label = m![1]?.replace(/^(?:(?:the|a|an|for|with|presets?|buttons?|options?)\b ?)+/, '').trim();
      // ("pomodoro timer with 25 min": the timer's own name, not a preset's.)
      return { label: label && !/\b(?:every|each|per|of|in|at|after|than|times?|rounds?|sets?|reps?|timer|with)\b/.test(label) ? `${cap(label)} (${formatDuration(seconds)})` : formatDuration(seconds), seconds };
    });
    if (new Set(out.map((p) => p.seconds)).size !== out.length || out.some((p) => p.seconds <= 0)) continue;
    if (text === reader.text) reader.find(new RegExp(run[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    else reader.find(/\b(?:buttons?|presets?) for [^.;]*\)/);
    return out;
  }
  return [];
}

/** "presets for green tea 2 minutes, black tea 4 minutes and herbal 6 minutes": each name beside its time. */
function namedPresets(reader: Reader, afterName: boolean): TimerPlan['presets'] {
  // ("tea timer: 3 min green, 4 min black": the lengths listed after the timer's name, unless they
  // are already steps in turn, as in "breathing timer: 4 s in, 7 s hold, 8 s out".)
  const tail = reader.find(afterName
    ? /\b(?:presets?|buttons?|options?|choices?|timer with|timer for|timer(?=:))(?: for| of|:)?\s+([^.;]+)/
    : /\b(?:presets?|buttons?|options?|choices?|timer with|timer for)(?: for| of|:)?\s+([^.;]+)/);
  if (!tail) return [];
  // ("timer with quick buttons: 3 min eggs, …": the buttons' own adjective goes too.)
  const list = tail[1]!.replace(/^(?:[a-z]+ )?(?:presets?|buttons?|options?)(?: for| of|:)?\s+/, '');
  const nameFirst = new RegExp(`(?:^|, |,? and |,? or )(?<name>(?:[a-z]+ ){0,2}?[a-z]+):?,? (?:for )?(?<n>\\d+(?:\\.\\d+)?) ?(?<unit>${UNIT.slice(1, -1)})\\b`, 'g');
  // "3 min eggs, 10 min pasta, 45 min roast": each time, then what it is for.
  const timeFirst = new RegExp(`(?:^|, |,? and |,? or )(?<n>\\d+(?:\\.\\d+)?) ?(?<unit>${UNIT.slice(1, -1)}) (?<name>(?:[a-z]+ ){0,1}[a-z]+)(?=,|\\.|;| and | or |$)`, 'g');
  const byName = presetsIn(list, nameFirst);
  if (byName.length >= 2) return byName;
  const byTime = presetsIn(list, timeFirst);
  return byTime.length >= 2 ? byTime : [];
}

/** Each named length a pattern finds in a list (its groups: name, n, unit). */
function presetsIn(list: string, re: RegExp): TimerPlan['presets'] {
  return [...list.matchAll(re)].map((m) => {
    const seconds = toSeconds(Number(m.groups!.n), m.groups!.unit!);
    // ("… 5 min herbal buttons": the buttons are what the lengths are, not part of a name.)
    const name = m.groups!.name!.replace(/ (?:buttons?|presets?|options?)$/, '');
    return { label: `${cap(name)} (${formatDuration(seconds)})`, seconds };
  });
}

/**
 * What a counter counts, as the prompt says it: "count my gym visits", "a counter for push-ups", "count each
 * feed", "cutting down on takeout" (gym visits, push-ups, feeds, takeout).
 */
function countedThings(text: string): string | undefined {
  const modifier = String.raw`(?:(?!(?:how|many|the|my|our|up|from|for|of|in|on|at|to|with|each|every|all|down|back)\b)[a-z]+ )?`;
  const found = [
    ...[...text.matchAll(new RegExp(String.raw`\bcount(?:s|ing)? (?:up )?(?:my |the |our |how many )?(${modifier}[a-z]+(?:-[a-z]+)?s)\b|\b(?:counter|tally|clicker) (?:for|of) (?:the |my |how many )?([a-z]+(?:-[a-z]+)?s)\b`, 'g'))]
      .map((m) => ({ index: m.index, thing: (m[1] ?? m[2])! }))
      .filter((m) => LEXICON[m.thing.split(' ').pop()!] !== 'Adjective'),
    ...[...text.matchAll(/\bcount(?:s|ing)? (?:each|every) (?!time\b|day\b)([a-z]+(?:-[a-z]+)?)\b/g)].map((m) => ({ index: m.index, thing: plural(m[1]!) })),
    ...[...text.matchAll(/\b(?:cut(?:ting)? (?:down|back) on|cut(?:ting)? out) ([a-z]+)\b/g)].map((m) => ({ index: m.index, thing: m[1]! })),
  ];
  // The first said is what the counter is for ("count each feed …, and the counts from previous days").
  return found.sort((a, b) => a.index - b.index)[0]?.thing;
}

/** A goal said for a counter: "goal of 8", "once she has 20 stars", "10 stamps gets a free coffee". */
const GOAL = /\b(?:once|when) (?:she|he|they|i|we|you) (?:has|have|gets?(?: to)?|reach(?:es)?|hits?|collects?) (\d+) ([a-z]+)|\b(?:goal|target)s? (?:is |of |= |: )?(\d+) ?([a-z]+)?|\b(\d+) (?!entry\b|entries\b|post\b|note\b|page\b)([a-z]+) (?:a|per|each) (?:day|week)\b|\b(\d+) ([a-z]+s) (?:gets?|earns?|wins?|means?|buys?) (?:you |me |them )?(?:a |an )?[a-z]+|\b(?:at|after|with|reaching) (\d+) ([a-z]+s),? (?:she|he|they|i|we|you|the kids?) (?:gets?|earns?|wins?|can have|unlocks?)\b|\b(?:pattern|project|piece|scarf|blanket|course|book|plan|program(?:me)?) (?:has|is|needs) (\d+) ([a-z]+s)\b|\b(\d+) ([a-z]+s) ?(?:=|equals?|gets? (?:him|her|them|me|us)) (?:a |an )?[a-z]+|\b(?:aim(?:ing)? (?:for|at)|my aim is) (\d+) ?([a-z]+)?|\b(?:should be|needs? to be|must be|has to be|at least) (\d+)(?: (times))? (?:a|per|each) (?:day|week)\b/;

/** Counters: a goal or a limit per day or week, a step, a reset and a history of past days. */
export function counterPlan(reader: Reader, names: readonly string[] = [], buttons = false): CounterPlan | undefined {
  const down = downCounter(reader);
  if (down) return down;
  // "a made button and a missed button … my accuracy": the outcomes are parts of one total.
  const tally: ReturnType<typeof tallyPlan> = names.length > 1 ? tallyPlan(reader, names, buttons) : { plan: {} };
  // ("my two kids get a star … a goal of 20 stars": a goal said as one wins over a count that only reads like a reward.)
  const goals = [...reader.text.matchAll(new RegExp(GOAL.source, 'g'))];
  const said = goals.find((m) => m[3]) ?? goals[0];
  if (said) reader.mark(said.index, said.index + said[0].length);
  const goal = (said as RegExpExecArray | undefined)
    // "buy 9 get the 10th free", "buy 5 coffees and get 1 free": a stamp card, full at the free one.
    ?? reader.find(/\bbuy (\d+)(?: [a-z]+)?,? (?:and |then )?(?:you |i )?get (?:the |your |a |one |1 )?(\d+(?:st|nd|rd|th))?(?: [a-z]+)? (?:one )?free\b/);
  const limit = limitOf(reader, /\b(?:(?:won'?t|will not|can'?t|cannot|doesn'?t|does not|shouldn'?t|should not|never) (?:let (?:me|you|it) )?(?:go|get|count|climb) (?:past|over|above|beyond|higher than|more than)|stops? me at|stops? at|at most|(?:the )?max(?:imum)?(?: of| is| should be)?|maxes out at|(?:the )?limit(?: of| to| is)?|no more than|up to|caps? at|capped at|tops? out at) (\d+) ?([a-z]+)?/);
  const counterWord = reader.has(/\b(counter|counts?|tally|clicker)\b|\b(?:tap|press|hit|click) (?:a|the|one|my) (?:big )?button (?:each|every) time\b|\btap (?:\+ ?1|once|one time)? ?(?:for|per|on) (?:each|every) [a-z]+|\btap (?:once|one time) (?:each|every|a) (?:day|time)\b|\btap \+ ?1\b|\bbutton to (?:add|give|award) (?:him |her |them |me |us )?(?:a|one) [a-z]+\b|\bplus and minus buttons?\b|(?:\bplus|(?<![\w+])\+) ?(?:1|one)? (?:and|\/) ?(?:-|minus)|(?:^|\s)\+ ?\d+ [a-z]+ button\b/);
  // "one button adds a glass", "a button that adds 1000 steps", "button gives a star": what one tap adds.
  // ("+1 star button": the step, then what it counts.)
  const tapAdds = /\bbuttons? (?:that |which |to )?(?:adds?|gives?|awards?) (?:him |her |them |me |us )?(a|an|one|\d+) ([a-z]+)\b/.exec(reader.text) ?? /(?:^|\s)\+ ?(\d+) ([a-z]+) button\b/.exec(reader.text);
  if (!goal && !limit && !counterWord && !tapAdds && names.length === 0) return undefined;
  // "counts my glasses", "tap once per glass": what one tap counts.
  const counted = countedThings(reader.text) ?? (tapAdds ? plural(tapAdds[2]!) : undefined) ?? (/\btap (?:\+ ?1 |once |one time )?(?:per|for each|for every|each|for a|on each|on every) (?!time\b)([a-z]+)\b/.exec(reader.text)?.[1]?.replace(/^[a-z]+$/, (w) => plural(w)));
  // "goal is 8 a day": "a" is no unit, so the next candidate ("tap once per glass") names it.
  // ("a simple counter": an adjective counts nothing.)
  const unitWord = (w: string | undefined) => (w && !/^(day|week|a|an|per|each|every|times?|today|for|the|in|on|at|by|and|or)$/.test(w) && !STOP_WORDS.has(w) && LEXICON[w] !== 'Adjective' ? w : undefined);
  // ("max 3 times a week … cutting down on takeout": "times" says how often, what is counted says what.)
  const unit = (goal?.[6] === 'times' ? counted : undefined) ?? goal?.[2] ?? unitWord(goal?.[4]) ?? goal?.[6] ?? goal?.[8] ?? goal?.[10] ?? goal?.[12] ?? goal?.[14] ?? unitWord(goal?.[16]) ?? unitWord(limit?.[2]) ?? counted ?? tally.unit ?? unitWord(reader.text.match(/\b((?:push|sit|pull|chin)[- ]?ups?|\w+)(?: challenge| streak| goal)? (?:counter|tracker|tally)\b/)?.[1]) ?? 'times';
  // ("each tap adds 10": what one tap adds.)
  const step = reader.find(/\+ ?(\d+)|\bby (\d+)\b|\b(?:tap|press|click)s? (?:adds?|counts?) (\d+)\b/) ?? (tapAdds && /^\d+$/.test(tapAdds[1]!) ? reader.find(new RegExp(`\\b(${tapAdds[1]}) ${tapAdds[2]}\\b`)) : null);
  if (tapAdds) reader.mark(tapAdds.index, tapAdds.index + tapAdds[0].length);
  // "tally for birds i see on my walk. robin, sparrow, …": what the named counts are of, read.
  if (names.length > 0) reader.find(/\b(?:counter|tally|clicker)s? (?:for|of) (?:the |my |how many )?[a-z]+s\b[^.;]*/);
  // ("I used to spend $9 a day": a price per day resets nothing.)
  const daily = reader.find(/\b(?<!(?:[$€£]\d+(?:\.\d+)?|\d+(?:\.\d+)? (?:dollars|euros|pounds|bucks)) )(?:every|each|per|a) (?:day|morning|night)\b|\bdaily\b|\bfrom zero every day\b|\bresets? (?:every|each) (?:day|morning)\b|\b(?:resets?|starts? (?:over|again)|clears?|(?:goes? |go )?back to (?:0|zero)) (?:at|after|every) midnight\b|\bnew day\b/);
  // "starts over every monday", "back to zero each sunday", "visits this week".
  const weekly = reader.find(/\b(?:every|each|per|a) week\b|\bweekly\b|\b(?:resets?|starts? (?:over|again|from zero)|clears?|(?:goes )?back to (?:0|zero)) (?:every|each|on) (?:week|monday|sunday|saturday)s?\b|\bthis week\b/);
  const history = reader.find(/\b(?:last|past|previous) (\d+) days\b|\bhistory\b|\b(?:past|last) week\b|\bprevious days\b/);
  // "simple prayer bead counter" names the counter: it is used, not left over.
  reader.find(new RegExp(`\\b(?:[a-z]+ ){0,2}${unit.replace(/[^a-z-]/g, '')} (?:counter|tracker|tally|clicker)\\b`));
  // "show how many are left to go", "how many remaining": said in the prompt's own words.
  const toGo = goal ? reader.find(/\b(?:show )?how many (?:more )?(?:are |is |i have )?(left to go|left|remaining|to go)\b/) : null;
  const signal = reader.find(/\b(?:vibrat\w*|beeps?|buzz\w*|(?:play|make)s? a sound|dings?|chimes?)\b[^.;]*?\b(?:when|once|if|at)\b[^.;]*?\b(?:reach|hit|get to|gets to|reaches|hits|done|finished|goal|limit|\d+)\b|\b(?:when|once) (?:i|it|we) (?:reach|hit|get to)\b[^.;]*?\b(?:vibrat\w*|beeps?|buzz\w*|sound)\b/);
  return {
    ...(signal ? { signal: true } : {}),
    // ("water counter": water is counted in glasses, coffee in cups.)
    unit: /^(day|week|a|per|each)$/.test(unit) ? 'times' : ({ water: 'glasses', coffee: 'cups', tea: 'cups', espresso: 'shots' } as Record<string, string>)[unit] ?? unit,
    // "tap a button each time I walk round the block": a tap counter; a recipe without a button to tap will not do.
    ...((counted && unit === counted) || reader.has(/\b(?:tap|press|hit|click) (?:a|the|one|my) (?:big )?button (?:each|every) time\b/) ? { named: true } : {}),
    ...(goal ? { goal: loyaltyGoal(goal) ?? Number(goal.slice(1).filter((_, i) => i % 2 === 0).find(Boolean)) } : {}),
    ...(toGo && toGo[1] !== 'to go' ? { toGo: toGo[1] } : {}),
    ...(limit ? { limit: Number(limit[1]) } : {}),
    step: Number(step?.[1] ?? step?.[2] ?? step?.[3] ?? 1),
    // "tap once each day i meditate": a count of days never starts again each day.
    ...(daily && !saysWeekly(reader) && !/^days?$/.test(unit) ? { reset: 'daily' as const } : weekly ? { reset: 'weekly' as const } : {}),
    ...(history ? { historyDays: Number(history[1] ?? 7) } : {}),
    ...(names.length > 0 ? { names: [...names], ...withGoalFor(reader.text, names, !!goal) } : {}),
    ...tally.plan,
  };
}

/**
 * A limit said before or after its number: "max 4 a day", "no more than 3", and "100 shots max",
 * "stop counting after 100". Its number, then what it counts if said.
 */
function limitOf(reader: Reader, before: RegExp): RegExpExecArray | null {
  const m = reader.find(before);
  if (m) return m;
  // ("100 shots max so stop counting after 100": both say it.)
  const after = reader.findAll(/\b(\d+) (?:([a-z]+) )?(?:max|maximum|tops|at most|limit)\b(?! of\b)|\bstops? (?:counting|adding|there) (?:after|at|once it (?:reaches|hits)) (\d+)\b/)[0];
  if (!after) return null;
  const out = [after[0], after[1] ?? after[3], after[2]] as unknown as RegExpExecArray;
  out.index = after.index;
  return out;
}

/** Words that say which, not what: "show my", "the", "and". */
const NOT_A_NAME = /^(?:my|the|a|an|show|shows|showing|and|with|of|your|our|see|what|total|overall|also|plus|its|their|his|her|in|as|by|to|heart|interest|exchange|hourly|tax|birth|frame|daily|weekly|monthly|flat|going|current|pay|hour)$/;

/**
 * Outcomes tapped side by side ("made", "missed") and what the prompt asks of them: the first one's
 * share of all taps, named as the prompt says it ("shooting percentage", "accuracy", "success
 * rate"); the total ("total shots"), which a limit then caps; a round of counting ("a new session")
 * and whether each is saved with its date ("save each session with the date").
 */
function tallyPlan(reader: Reader, names: readonly string[], buttons: boolean): { plan: Partial<CounterPlan>; unit?: string } {
  const pct = reader.find(/\b(?:([a-z]+) )?(percentage|percent)\b|\b(accuracy)\b(?: ?%)?|\b([a-z]+) rate\b|(?:^|\s)%/, (m) => !m[4] || !NOT_A_NAME.test(m[4]));
  const share = !pct ? undefined
    : pct[3] ? 'accuracy'
    : pct[4] ? `${pct[4]} rate`
    : pct[2] ? (pct[1] && !NOT_A_NAME.test(pct[1]) ? `${pct[1]} ${pct[2] === 'percent' ? 'percentage' : pct[2]}` : 'percentage')
    : 'percentage';
  const total = reader.find(/\b(?:the |a |my )?(?:total|how many)(?: (?:number of|count of|of))?(?: (?:my |the )?([a-z]+s))?\b/, (m) => !m[1] || !names.includes(m[1]));
  const sessionWord = /\b(?:(?:each|every|a|the|new|one|per|this|my|past|previous|last) )(session|game|round|practice|match|workout|quiz|test|innings)s?\b/.exec(reader.text)?.[1];
  const saved = reader.find(/\b(?:save|saves|saving|log|logs|record|records|keep|keeps|store|stores)\b (?:each|every|the|my|a|all)(?: [a-z]+)? (?:session|game|round|practice|match|workout|quiz|test|set|innings|result|score)s?\b(?:[^.;]*\bdates?\b)?|\b(?:past|previous|old|earlier) (?:sessions|games|rounds|practices|matches|workouts|quizzes|tests|results)\b/);
  // "buttons … keep a history": with no day to restart on, a tally's history is of its sessions.
  const asHistory = !saved && buttons && /\bhistory\b/.test(reader.text) && !/\b(?:every|each|per|a) (?:day|week|morning)\b|\bdaily\b|\bweekly\b/.test(reader.text);
  if (saved) reader.find(/\b(?:so (?:i|we) can )?(?:see|track|check|watch|know) (?:if|whether|how|that) (?:i'm|i am|we're|we are|i|we)(?: [a-z']+)? (?:improv\w*|getting better|progress\w*)\b/);
  if (sessionWord) reader.findAll(new RegExp(`\\b(?:reset(?: button)? )?(?:for |to start )?(?:a |the )?new ${sessionWord}\\b|\\ba ${sessionWord} is\\b`));
  const unit = total?.[1] ?? /\b\d+ ([a-z]+s) (?:max|maximum|tops|at most|limit)\b/.exec(reader.text)?.[1];
  return {
    plan: {
      ...(buttons ? { buttons: true } : {}),
      ...(share ? { share } : {}),
      ...(total || share ? { total: true } : {}),
      ...(sessionWord && (saved || asHistory || buttons) ? { session: sessionWord } : {}),
      ...(saved || asHistory ? { saveSessions: true } : {}),
    },
    ...(unit ? { unit } : {}),
  };
}

function withGoalFor(text: string, names: readonly string[], hasGoal: boolean): { goalFor?: string } {
  const one = hasGoal ? goalFor(text, names) : undefined;
  return one ? { goalFor: one } : {};
}

/** "I tap once on each day I read … resets every week": the reset said outright wins over a day mentioned in passing. */
function saysWeekly(reader: Reader): boolean {
  return reader.has(/\b(?:resets?|starts? (?:over|again|from zero)|clears?|(?:goes )?back to (?:0|zero)) (?:every|each|on|at the start of the) (?:week|monday|sunday|saturday)s?\b/)
    && !reader.has(/\b(?:resets?|starts? (?:over|again|from zero)|clears?|(?:goes )?back to (?:0|zero)) (?:every|each|at) (?:day|morning|midnight)\b/);
}

/** "buy 9 get the 10th free": full at the 10th; "buy 9 get 1 free": at the one after the nine. */
function loyaltyGoal(m: RegExpExecArray): number | undefined {
  if (!/^buy /.test(m[0])) return undefined;
  return m[2] ? parseInt(m[2], 10) : Number(m[1]) + 1;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * "holiday days left this year, tap to use one", "I have 20 sick days a year, tap when I use one": an
 * allowance used up one at a time, counting down to zero.
 */
function downCounter(reader: Reader): CounterPlan | undefined {
  const uses = reader.find(/\b(?:tap|press|click)?\s*(?:to|when|whenever|each time|every time)?\s*(?:i |we )?(?:use|take|spend|burn|redeem)s? (?:one|a|1|up)\b|\buse (?:one|a day) up\b/)
    // "countdown of vacation days I have left this year": what is left of an allowance.
    ?? reader.find(/\b(?:countdown|count down|keep track|track|how many)\b[^.;]*\b(?:days?|credits?|tokens?|passes|sessions?|lessons?|vouchers?)\b (?:i have |we have |i've got )?(?:left|remaining)\b(?! (?:for|until|till|before|to|on) (?:each|every|the|it|them|its|their)\b)/)
    // "bus pass: rides left, starts at 20, -1 per ride": one taken off for each use.
    ?? (reader.has(/\b[a-z]+s (?:left|remaining)\b/) ? reader.find(/(?:^|\s)(?:-|minus )\s?1 (?:per|each|a|for each|for every) [a-z]+\b/) : null);
  // "darts scorer starting at 501 with buttons to take off what you threw": a number said to start high, taken off.
  const startsHigh = uses ? null : /\bstart(?:s|ing)? (?:at|from|on) (\d+)\b/.exec(reader.text);
  const takenOff = startsHigh && Number(startsHigh[1]) > 1 ? reader.find(/\b(?:take|takes|taking|knock|knocks|knocking|subtract|subtracts|subtracting)(?: (?:off|away|from it))?\b/) : null;
  if (takenOff) {
    reader.find(/\bstart(?:s|ing)? (?:at|from|on) \d+\b/);
    const scored = /\b(?:scor(?:e|er|es|ing)|points?)\b/.test(reader.text);
    const left = /\b([a-z]+s) (?:left|remaining)\b/.exec(reader.text)?.[1];
    // "subtract each throw", "take off what you scored": each take-off is a score typed in.
    const typed = reader.find(/\b(?:each|every|the|what (?:you|i|they|we)) (throw|turn|score|visit|go|round|shot)s?\b|\bwhat (?:you|i|they|we) (?:threw|scored|got)\b/);
    const remaining = reader.find(/\b(?:show|shows|showing|with) (?:the |what'?s |how many (?:are )?)?(remaining|left)\b/);
    return { unit: scored ? 'points' : plural(left ?? 'points'), step: 1, down: { start: Number(startsHigh![1]), ...(typed ? { typed: 'score' } : {}), ...(remaining?.[1] === 'remaining' ? { left: 'remaining' } : {}) } };
  }
  if (!uses || !reader.has(/\b(?:left|remaining|have|get|allowance|balance)\b/)) return undefined;
  const counted = /\b(?:(\d+) )?((?:[a-z]+ )?(?:days?|credits?|tokens?|passes|sessions?|lessons?|visits?|vouchers?|tickets?|coupons?|hours?))\b(?: (?:i have |we have )?(?:left|remaining|a year|per year|this year|a month|per month))?/.exec(reader.text);
  // "I have 20", "starts at 20", "my 10 class pass".
  const start = /\b(?:i have|i get|i've got|we have|we get|there are|starts? (?:at|with|from))\s+(\d+)\b|\b(\d+)[- ](?:class|session|visit|day|ride|trip|lesson|entry|swim|wash)e?s? (?:pass|card|pack|bundle|ticket)\b/.exec(reader.text)?.slice(1).find(Boolean) ?? counted?.[1];
  const left = /\b([a-z]+s) (?:left|remaining)\b/.exec(reader.text)?.[1];
  const unit = counted?.[2]?.replace(/^(?:countdown|count|track|tap|my|the|of|how many|many) /, '') ?? (left && !/^(?:days?|hours?)$/.test(left) ? left : undefined) ?? 'days';
  reader.find(/\b(?:countdown|count down) of\b|\b(?:left|remaining)(?: (?:this|a|per) (?:year|month))?\b|\b(?:a|per|this) (?:year|month)\b/);
  return { unit: plural(unit), step: 1, down: { start: Number(start ?? 0) } };
}

/**
 * "breathe in for 4 seconds, hold for 7, out for 8": named stretches one after another, the unit
 * said once. "out" after "breathe in" is "Breathe out".
 */
function sequence(reader: Reader): TimerPlan['phases'] {
  const re = new RegExp(`(?:^|[:,;.!?] ?|\\band (?:then )?|\\bthen )([a-z]+(?: [a-z]+)?) for (\\d+(?:\\.\\d+)?)(?: ?${UNIT}\\b)?`, 'g');
  const found = [...reader.text.matchAll(re)];
  const unit = found.map((m) => m[3]).find(Boolean);
  if (found.length < 2 || !unit) return [];
  reader.find(new RegExp(found.map((m) => m[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g'));
  const first = found[0]![1]!;
  return found.map((m) => {
    const label = /^(in|out)$/.test(m[1]!) && /^breathe?\b/.test(first) ? `breathe ${m[1]}` : m[1]!;
    return { label: cap(label), seconds: toSeconds(Number(m[2]), m[3] ?? unit) };
  });
}

/**
 * "4 seconds in, 4 hold, 4 out, 4 hold": lengths first, each then what it is for, one after another in
 * one clause; the unit said at least once (a length without one takes its neighbour's).
 */
const COUNTS = /^(?:rounds?|sets?|reps?|times?|cycles?|laps?|breaths?)$/;

function lengthsThenNames(reader: Reader): TimerPlan['phases'] {
  const one = new RegExp(`^(\\d+(?:\\.\\d+)?) ?(?:${UNIT} )?(?:of |to )?([a-z]+(?: (?:in|out))?)$`);
  for (const clause of reader.text.split(/[.;!?:]/)) {
    const parts = clause.split(/,? (?:and |then )+|, /).map((p) => one.exec(p.trim()));
    const run = parts.slice(parts.findIndex(Boolean));
    // ("1 min run, 90 sec walk, 8 rounds": the steps end where how many times they repeat is said.)
    const end = run.findIndex((m) => !m || COUNTS.test(m[3]!));
    const items = (end < 0 ? run : run.slice(0, end)) as RegExpExecArray[];
    const unit = items.map((m) => m[2]).find(Boolean);
    // ("10 rounds, 3 sets": counts, not lengths.)
    // ("30s, 45s and 1 min buttons": lengths to pick from, not steps in turn.)
    if (items.length < 2 || !unit || reader.has(/\b(?:buttons?|presets?|options?|choices?)\b/) || items.some((m) => new RegExp(`^(?:${UNIT.slice(1, -1)})$`).test(m[3]!))) continue;
    reader.find(new RegExp(items.map((m) => m[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^.;]*?')));
    const breath = reader.has(/\bbreath/);
    return items.map((m) => ({ label: cap(breath && /^(?:in|out)$/.test(m[3]!) ? `breathe ${m[3]}` : m[3]!), seconds: toSeconds(Number(m[1]), m[2] ?? unit) }));
  }
  return [];
}
