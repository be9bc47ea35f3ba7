import type { Action, AppSpec, StateVar } from '@droidforge/contracts';
import pluralize from 'pluralize';
import { allComponents, clearsResetTo, forEachActionList, mainList } from '../spec-edit';
import { draftName } from '../rules/fields';
import { has, readNumbers, type Clause } from '../understand/clauses';
import { targetNumber } from '../understand/targets';
import { spaced, type Edit } from './edit';
import { openingTotal } from './opening-total';
import { callNumber, promptNameOf } from './rename-var';

const UPPER = /\b((?:raise|increase|lift|change|set|move|bump up) (?:the |my )?(?:limit|max(?:imum)?|cap)|stops?(?: (?:it|them|there|counting|the [a-z]+))? at|(?:go(?:es)?|get(?:s)?|be|count|rise|climb|pass)\s+(?:up\s+)?(?:above|over|past|beyond|higher than|more than)|max(?:imum)?|at most|no more than|up to|limit(?:ed)?(?: it)? (?:to|at)|cap(?:ped)? (?:it )?at|upper limit)\b/i;
const LOWER = /\b((?:go(?:es)?|get(?:s)?|be|count|drop|fall)\s+(?:down\s+)?(?:below|under|lower than|less than|negative)|min(?:imum)?|at least|no (?:less|lower) than|lower limit|negative numbers?)\b/i;
const NAMED = /\b(goal|target|budget)\b/i;

/** The clamp actions already keeping `name` within limits, so new buttons can keep them too. */
export function clampsOf(spec: AppSpec, name: string): Action[] {
  const out = new Map<string, Action>();
  forEachActionList(spec, (actions) => {
    for (const a of actions) if (a.do === 'set' && a.var === name && new RegExp(`^(min|max)\\(${name}, `).test(a.value)) out.set(a.value, a);
  });
  return [...out.values()].map((a) => structuredClone(a));
}

/** After every action that can push `v` past the limit, put it back within the limit. */
function addClamp(spec: AppSpec, v: StateVar, fn: 'min' | 'max', limit: number): number {
  const clamp = `${fn}(${v.name}, ${limit})`;
  let placed = 0;
  forEachActionList(spec, (actions) => {
    for (let i = actions.length - 1; i >= 0; i--) {
      const a = actions[i]!;
      // A limit the app already checks ("count + 1 > 4" before counting) moves to the new value.
      const check = a.do === 'if' && fn === 'min' ? new RegExp(`^\\s*${v.name}\\s*\\+\\s*(\\S+)\\s*>\\s*-?\\d+(?:\\.\\d+)?\\s*$`).exec(a.cond) : null;
      if (check && a.do === 'if') {
        const old = /(-?\d+(?:\.\d+)?)\s*$/.exec(a.cond)![1]!;
        a.cond = a.cond.replace(/-?\d+(?:\.\d+)?\s*$/, String(limit));
        for (const t of a.then) if (t.do === 'toast') t.text = t.text.replace(new RegExp(`\\b${old}\\b`), String(limit));
        placed++;
        continue;
      }
      if (a.do === 'set' && a.var === v.name && a.value.startsWith(`${fn}(${v.name}, `)) {
        actions.splice(i, 1);
        continue;
      }
      const grows = a.do === 'increment' && a.var === v.name && (fn === 'min' ? !a.by.trim().startsWith('-') : a.by.trim().startsWith('-') || !/^\d/.test(a.by.trim()));
      const sets = a.do === 'set' && a.var === v.name && !/^-?\d+(\.\d+)?$/.test(a.value.trim());
      if (!grows && !sets) continue;
      actions.splice(i + 1, 0, { do: 'set', var: v.name, value: clamp });
      placed++;
    }
  });
  for (const c of allComponents(spec)) {
    if (c.type !== 'slider' || c.bind !== v.name) continue;
    if (fn === 'min') c.max = limit;
    else c.min = limit;
    placed++;
  }
  return placed;
}

/** ("The glasses now stops at 10": a count named by a plural is a number of them.) */
const countName = (v: StateVar) => (/[a-z]s$/i.test(v.name) && !/ss$/i.test(v.name) ? `number of ${spaced(v.name)}` : spaced(v.name));

/** "stop at 20", "never go below zero", "maximum of 10". */
export const limitEdit: Edit = {
  name: 'limit',
  apply(spec, clause) {
    const upper = UPPER.test(clause.text);
    const lower = LOWER.test(clause.text);
    if ((!upper && !lower) || NAMED.test(clause.text)) return undefined;
    // ("stop at 8, one glass per tap": the number the limit words name, not a step said beside them.)
    const said = (upper ? UPPER : LOWER).exec(clause.text)!;
    const value = readNumbers(clause.text.slice(said.index + said[0].length))[0] ?? clause.numbers.at(-1) ?? (lower && has(clause, 'zero', 'negative') ? 0 : undefined);
    if (value === undefined) return 'Tell me the number the limit should be, e.g. "stop at 20".';
    const v = targetNumber(spec, clause);
    if (!v) return 'This app has no number to limit.';
    const fn = lower && !upper ? 'max' : 'min';
    if (addClamp(spec, v, fn, value) === 0) return `Nothing in the app changes the ${v.name}, so there is nothing to limit.`;
    const what = countName(v);
    return { summary: fn === 'min' ? `The ${what} now stops at ${value}.` : `The ${what} never goes below ${value}.` };
  },
};

const STEP = /\b(in (?:twos|threes|fours|fives|tens|twenties|fifties|hundreds|\d+'?s|lots of|sets of|batches of|groups of)|in steps of|steps? of|by|increments? of|jumps? of|step (?:size )?(?:to|of)?|at a time|each time|(?:per|each|every|a) (?:tap|click|press)(?![a-z])|(?:each|every|a|one) (?:tap|click|press)(?: should| will| to| now)? (?:adds?|counts?|be|gives?|equals?|is worth|means?))\b/i;
const SETTING = /\b(setting|input|option|field|box|control|slider)\b/i;

/** "count up in twos", "go up by 5", "let the BPM slider move in steps of 5". */
export const stepEdit: Edit = {
  name: 'step',
  apply(spec, clause) {
    // ("make it 25 minutes by default": where it starts, not a step.)
    if (!STEP.test(clause.text.replace(/\bby default\b/gi, '')) || clause.numbers.length === 0) return undefined;
    // ("one glass per tap", "5 at a time": how much each tap counts needs no verb.)
    if (!/^(count|go|increase|decrease|move|step|jump|change|make|let|add|tick|increment)$/.test(clause.verb) && !/^(?:\d+(?:\.\d+)?|one|two|three|four|five|ten)(?: [a-z]+)? (?:per (?:tap|click|press)|at a time|each (?:tap|click|press))$/i.test(clause.text) && !has(clause, 'steps?')) return undefined;
    const step = Math.abs(clause.numbers[0]!);
    if (step === 0) return 'A step of zero would never change anything.';
    const slider = allComponents(spec).find((c) => c.type === 'slider' && (has(clause, 'slider') || clause.nouns.some((n) => c.bind.toLowerCase().includes(n))));
    if (slider?.type === 'slider') {
      slider.step = step;
      return { summary: `The ${slider.bind} slider now moves in steps of ${step}.` };
    }
    if (SETTING.test(clause.text)) return undefined;
    return counterStep(spec, clause, step);
  },
};

function counterStep(spec: AppSpec, clause: Clause, step: number) {
  const v = targetNumber(spec, clause);
  if (!v) return 'This app has no counting buttons to give a step.';
  const onlyUp = has(clause, 'up') && !has(clause, 'down');
  const onlyDown = has(clause, 'down') && !has(clause, 'up');
  let changed = 0;
  const relabel = new Map<string, string>();
  forEachActionList(spec, (actions) => {
    for (const a of actions) {
      if (a.do !== 'increment' || a.var !== v.name || !/^-?\d+(\.\d+)?$/.test(a.by.trim())) continue;
      const old = Number(a.by);
      if ((old < 0 && onlyUp) || (old > 0 && onlyDown)) continue;
      a.by = String(old < 0 ? -step : step);
      relabel.set(String(Math.abs(old)), String(step));
      changed++;
    }
  });
  if (changed === 0) return `No button changes the ${v.name} one at a time, so there is no step to change.`;
  for (const c of allComponents(spec)) {
    if (c.type !== 'button' || !JSON.stringify(c.onClick).includes(`"var":"${v.name}"`)) continue;
    c.label = c.label.replace(/^([+−-])\s?(\d+)$/, (m, sign: string, n: string) => (relabel.has(n) ? `${sign}${relabel.get(n)}` : m));
  }
  return { summary: `The ${countName(v)} now goes ${onlyUp ? 'up' : onlyDown ? 'down' : 'up and down'} in steps of ${step}.` };
}


const DEFAULT = /\b(default|start(?:s|ing)?(?: at| with| from| on)?|initial(?:ly)?|begin(?:s|ning)?(?: at| with)?|by default)\b/i;

/** "player 2", "team B": the score of that player or team on a scoreboard (score1, score2, …). */
function numberedScore(spec: AppSpec, text: string): StateVar | undefined {
  const m = /\b(?:player|team|side) (\d|one|two|three|four|[a-d])\b/i.exec(text);
  if (!m) return undefined;
  const word = m[1]!.toLowerCase();
  const n = /^\d$/.test(word) ? Number(word) : ['one', 'two', 'three', 'four'].indexOf(word) + 1 || 'abcd'.indexOf(word) + 1;
  return spec.state.find((s) => s.type === 'number' && s.name === `score${n}`);
}

/** A button that puts the number back where it started ("New game" setting 0) puts it back at the new start. */
function restartsAt(spec: AppSpec, v: StateVar, value: number): void {
  const start = String(v.initial ?? 0);
  forEachActionList(spec, (actions) => actions.forEach((a) => {
    if (a.do === 'set' && a.var === v.name && a.value.trim() === start) a.value = String(value);
  }));
}

/** `score1` with `score2`: the numbers that differ from it only by their digit (none when it has no such sibling). */
function numberedAlike(spec: AppSpec, v: StateVar): StateVar[] {
  if (!/\d$/.test(v.name)) return [];
  const stem = v.name.replace(/\d+$/, '');
  const alike = spec.state.filter((s) => s.type === 'number' && /\d$/.test(s.name) && s.name.replace(/\d+$/, '') === stem);
  return alike.length > 1 ? alike : [];
}

/** A variable the list's form fills in before a record is added (`newAmount`), cleared after each. */
function isDraft(spec: AppSpec, name: string): boolean {
  const list = mainList(spec);
  return !!list?.fields?.some((f) => draftName(f.name) === name);
}

/** "make 18% the default tip", "start the timer at 10", "the default number of people should be 2". */
export const defaultEdit: Edit = {
  name: 'default',
  apply(spec, clause) {
    const setTo = /^(set|change|make|put)$/.test(clause.verb) && /\bto\s+-?\d/.test(clause.text) && !NAMED.test(clause.text);
    if ((!DEFAULT.test(clause.text) && !setTo) || clause.numbers.length === 0) return undefined;
    const named = { ...clause, nouns: clause.nouns.filter((n) => !/^(default|start|value|number|initial)$/.test(n)) };
    // "start it at 25": "it" is the app's one number, an allowance counted down when it has one.
    const allowance = spec.state.find((s) => s.name === 'allowance' && s.type === 'number');
    // "she starts off with 20": the person whose number it is stands for it, as "it" does.
    // ("start at 50 not 0": said of the app itself, with nothing named.)
    // ("start everyone at 40": every player, which on a counter of one number is that number.)
    const it = /\b(?:it|this|that|she|he|they|we|i|every(?:one|body)|both)\b/i.test(clause.text) || allowance !== undefined || /^(?:(?:please|and|also|just|can you|could you)\s+)*(?:start|begin)(?: off)? (?:at|with|from|on) -?\d/i.test(clause.text);
    // "it should begin at 20": the app's one kept number (a balance), when the words name no other.
    const kept = spec.state.filter((s) => s.type === 'number' && s.persist);
    const v = allowance ?? numberedScore(spec, clause.text) ?? targetNumber(spec, named) ?? (kept.length === 1 ? kept[0] : undefined);
    // ("make lives start at 3": the noun is read singular, "life".)
    const isNamed = named.nouns.some((n) => v?.name.toLowerCase().includes(n.slice(0, 3)) || (v !== undefined && pluralize.singular(v.name.toLowerCase()) === n));
    // "everyone starts with 20 lives so make it start at 20": "it" finds the number, and the clause
    // still says what it counts, so a "lives counter" the app calls count takes that word too.
    // "can both players start at 20", "everyone starts with 20": every side of the game, numbered alike.
    const sides = v && /\b(?:both|all|every(?:one|body)?|each)\b|\b(?:players|teams|sides)\b/i.test(clause.text) ? numberedAlike(spec, v) : [];
    const called = v && !isNamed && sides.length === 0 ? promptNameOf(spec, named, v) : undefined;
    // "start the saved amount at 250": the form's draft amount is not what is saved; the entries' sum is.
    if (v && isDraft(spec, v.name)) {
      const opening = openingTotal(spec, clause, clause.numbers[0]!);
      if (opening) return opening;
    }
    // "start the balance at 50" where the balance is the entries' sum: an opening amount, not a setting.
    if (!v || (!it && !isNamed && !called && sides.length === 0)) return DEFAULT.test(clause.text) ? openingTotal(spec, clause, clause.numbers[0]!) : undefined;
    // "can player 2 start at 5": the number after "start at", not the one naming the player.
    const said = /\b(?:start(?:s|ing)?|begin(?:s|ning)?|default)(?: off)?(?: at| with| from| on| of| to)? (-?\d+(?:\.\d+)?)\b/i.exec(clause.text);
    const value = said ? Number(said[1]) : clause.numbers[0]!;
    if (allowance) {
      const left = spec.state.find((s) => /Left$/.test(s.name) && s.type === 'number');
      if (left) left.initial = value;
    }
    const slider = allComponents(spec).find((c) => c.type === 'slider' && c.bind === v.name);
    if (slider?.type === 'slider' && (value < slider.min || value > slider.max)) return `The ${spaced(v.name)} must be between ${slider.min} and ${slider.max}, so it cannot start at ${value}.`;
    if (sides.length > 0) {
      const was = sides.map((x) => String(x.initial ?? 0));
      for (const x of sides) {
        restartsAt(spec, x, value);
        x.initial = value;
        if (!x.persist) clearsResetTo(spec, x.name, value);
      }
      return { summary: `The ${sides.map((x) => spaced(x.name)).join(' and ')} now start at ${value} (was ${[...new Set(was)].join(', ')}).` };
    }
    const old = v.initial;
    // ("start the balance at 500" where it already starts there: say so rather than claim a change.)
    if (old === value && !called) return `The app already has the ${spaced(v.name)} starting at ${value}.`;
    restartsAt(spec, v, value);
    v.initial = value;
    if (!v.persist) clearsResetTo(spec, v.name, value);
    const summary = `The ${spaced(v.name)} now ${/[^s]s$/.test(v.name) ? 'start' : 'starts'} at ${value} (was ${String(old ?? 0)})${called ? ` and is called ${called}` : ''}.`;
    if (called) callNumber(spec, v, called);
    return { summary };
  },
};
