import type { Action, AppSpec, ButtonComponent, Component, StateVar } from '@droidforge/contracts';
import nlp from 'compromise';
import pluralize from 'pluralize';
import { allActions, allComponents, freshId, insertAfter, listsShowing } from '../spec-edit';
import type { Clause } from '../understand/clauses';
import { targetList, targetNumber } from '../understand/targets';
import { capitalise, literal, spaced, type Edit } from './edit';
import { logToNewList } from './log-button';
import { clampsOf } from './numbers';

/** The new button: its label and what it does, worked out from the user's words and the app's state. */
interface Planned {
  label: string;
  onClick: Action[];
  /** The component to place it after (a button changing the same thing), if any. */
  near?: string;
  what: string;
}

/** `tipPercent` → "tip percent", `score1` → "score 1": variable names as people say them. */

/** "an 'Add bread' button", "a '+5' button". */
const article = (label: string) => (/^[aeiou]/i.test(label) ? 'an' : 'a');

/** "a +3", "another -1": a signed number named as a thing to add (the number is the button's label). */
const SIGNED_THING = /\b(?:an?|another|one more)\s+(?:(?:extra|new|separate|quick|big|small)\s+)?([+−-]\s?\d+(?:\.\d+)?)(?![\w.%])/i;
const ADD_WORDS = /^(add|put|give|include|create|make|want|need|place|have|get)$/;
const LEADING = /^(?:an?|the|one|another|new|extra|big|small|separate|second|third|fourth|other|more|additional|quick|one-tap|shortcut|handy|simple|easy)(?:\s+|$)/i;

/** "add a +10 button", "add a button to delete all notes", "a double button that doubles the score". */
export const addButtonEdit: Edit = {
  name: 'add button',
  apply(spec, clause) {
    // "need a +3 for three pointers": a signed number asked for is a button that adds it.
    // ("something to wipe the whole list", "a way to take one off": a thing to tap, named by what it does.)
    const at = /\bbuttons?\b/i.exec(clause.text) ?? SIGNED_THING.exec(clause.text) ?? /\b(?:something|a way|a thing)\b(?= (?:to|that|which)\b)/i.exec(clause.text);
    // "…empty the whole thing in one go, button called Clear all": a button named for what it does, whatever the verb.
    // "we buy bread every time, can I have an 'Add bread' button": the ask is later in the sentence.
    if (!at || !(ADD_WORDS.test(clause.verb) || /\bbutton (?:called|named|labell?ed|that says)\b|\b(?:can|could|may) (?:i|we|you) (?:have|get|add)\b/i.test(clause.text))) return undefined;
    // "make the plus button count 10 at a time": a button the app has, to change, not a new one.
    if (/^(make|change|set)$/.test(clause.verb) && /\b(?:the|my|that) [a-z+−-]+ button\b/i.test(clause.text)) return undefined;
    const before = clause.text.slice(0, at.index + (at[1] ? at[0].length : 0)).replace(/^.*?\b(?:add|put|give|include|create|make|want|need|place|have|get)\b(?:\s+(?:me|us))?\s*/i, '');
    const name = stripLeading(before).trim();
    const purpose = /(?:\bbuttons?\b|^)\s*(?:(?:that|which|to|so (?:i|we) can|for|in order to)\s+)?(.*)$/i.exec(clause.text.slice(at.index + (at[1] ? at[0].length : 0)))?.[1]?.trim() ?? '';
    const plan = planButton(spec, clause, name, purpose);
    if (typeof plan === 'string') return plan;
    // "a button called New game that wipes …": the name the user gives it.
    const called = /\bbutton (?:called|named|labell?ed|saying) ["“']?([A-Za-z][\w' ]*?)["”']?(?= that| which| to | so |,|$)/i.exec(clause.text)?.[1];
    // "give me a Buy milk button", "a separate Big Star button": the capitalised words before "button" are its label.
    const written = /\b(?:a|an|the)\s+(?:(?:separate|new|second|another|extra|little|small|big) )?([A-Z][\w']*(?: [\w']+){0,3}) button\b/.exec(clause.text)?.[1];
    // "a button for a double shot that counts 2": named for what it is for.
    const forWhat = name === '' ? /\bbutton for (?:a|an|the|my|each|every) ([a-z]+(?: [a-z]+)?(?: of \d+)?)(?= that| which| to |,|$)/i.exec(clause.text)?.[1] : undefined;
    const label = called ?? written ?? clause.quoted ?? (name !== '' && !/\d/.test(name) ? capitalise(name) : forWhat ? capitalise(forWhat) : plan.label);
    const each = eachNumber(spec, clause, plan);
    if (each.length > 1) {
      for (const v of each) {
        const onClick = [{ ...plan.onClick[0]!, var: v.name } as Action, ...clampsOf(spec, v.name)];
        place(spec, { type: 'button', id: freshId(spec, `${idFrom(label)}_${v.name.toLowerCase()}`.slice(0, 36)), label: literal(label), style: 'outlined', onClick }, lastButtonChanging(spec, v));
      }
      return { summary: `Added ${article(label)} "${label}" button for each of ${each.map((v) => spaced(v.name)).join(', ')} that ${plan.what.replace(/ the [a-z0-9 ]+$/, ' it')}.` };
    }
    const button: ButtonComponent = { type: 'button', id: freshId(spec, `${idFrom(label)}_button`), label: literal(label), style: 'outlined', onClick: plan.onClick };
    // "put a big 'Log feed' button at the top": where the user says, else beside what it changes.
    const top = /\b(?:at|on|to) (?:the )?top\b|\bon top\b/i.test(clause.text);
    if (top) spec.screens[0]!.children.unshift({ ...button, style: 'filled' });
    else place(spec, button, plan.near);
    return { summary: `Added ${article(label)} "${label}" button${top ? ' at the top' : ''} that ${plan.what}.` };
  },
};

/** "… from each team", "for both players": every number a counting button of that kind changes. */
function eachNumber(spec: AppSpec, clause: Clause, plan: Planned): StateVar[] {
  const first = plan.onClick[0];
  const noun = /\b(?:each|every|both|all)(?: of the)? ([a-z]+?)s?\b/i.exec(clause.text)?.[1]?.toLowerCase();
  if (!noun || first?.do !== 'increment') return [];
  const changed = new Set(allActions(spec).flatMap((a) => (a.do === 'increment' ? [a.var] : [])));
  const counted = spec.state.filter((v) => v.type === 'number' && changed.has(v.name));
  const named = counted.filter((v) => v.name.toLowerCase().includes(noun));
  if (named.length > 1 || !/^(team|player|side|person|kid|child)$/.test(noun)) return named;
  // Sides of a game are numbered ("score1", "score2"): the numbers that differ only by their digit.
  const sides = counted.filter((v) => /\d$/.test(v.name));
  return sides.filter((v) => sides.some((w) => w !== v && w.name.replace(/\d+$/, '') === v.name.replace(/\d+$/, '')));
}

function stripLeading(text: string): string {
  let out = text.trim();
  while (LEADING.test(out)) out = out.replace(LEADING, '');
  return out;
}

const idFrom = (label: string) => label.toLowerCase().replace(/\+/g, 'plus ').replace(/[−-]/g, 'minus ').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').replace(/^(\d)/, 'b$1').slice(0, 28) || 'new';

function planButton(spec: AppSpec, clause: Clause, name: string, purpose: string): Planned | string {
  const words = `${name} ${purpose}`.toLowerCase();
  // ("a minus 1 button", "a plus 5 button": the sign said as a word.)
  const signed = /([+−-])\s?(\d+(?:\.\d+)?)/.exec(name.replace(/\bminus\s*(?=\d)/i, '-').replace(/\bplus\s*(?=\d)/i, '+'));
  if (signed) return numberButton(spec, clause, signed[1] === '+' ? Number(signed[2]) : -Number(signed[2]));
  const quick = quickAddButton(spec, clause, purpose) ?? logToNewList(spec, purpose);
  if (quick) return quick;
  const amount = amountIn(purpose, clause);
  if (amount !== undefined) return numberButton(spec, clause, amount);
  // "a button for a tray of 6", "one for 6 at once": in an app that counts, a batch of the counted things adds that many.
  const batch = /^(?:(?:a|an|one|the|each|every|whole|full) )*(?:[a-z]+ of )?(\d+)(?: [a-z]+)?(?: (?:at once|at a time|in one go|in one tap))?$/i.exec(purpose)?.[1];
  if (batch && Number(batch) > 0 && allActions(spec).some((a) => a.do === 'increment')) return numberButton(spec, clause, Number(batch));
  // "a minus button", "a plus button": one step down or up, whatever the reason given.
  // ("an undo button" on a counter takes back the last tap.)
  const named = /^(minus|plus|decrease|increase|subtract|add one|take one|undo)$/.exec(name.toLowerCase())?.[1];
  if (named) return numberButton(spec, clause, /minus|decrease|subtract|take|undo/.test(named) ? -1 : 1);
  if (/\b(delete|clear|empt(?:y|ies)|remove|wipe|erase)s?\b.*\b(all|every|everything|list)\b|\bclears?( all)?\b/.test(words)) return clearButton(spec, clause);
  // "doubles the score" scales it; "for a double shot that counts 2" adds 2.
  if (/\b(doubles|triples|halves|halve|double it|triple it)\b|\b(?:double|triple|halve) (?:the|my|it)\b/.test(words)) return scaleButton(spec, clause, /triple/.test(words) ? 3 : /double/.test(words) ? 2 : 0.5);
  if (/\b(reset|zero|start over|restart)\b/.test(words)) return resetButton(spec, clause);
  if (/\bshare\b/.test(words)) return shareButton(spec);
  const screen = spec.screens.slice(1).find((s) => words.includes(s.title.toLowerCase()) || words.includes(s.id.replace(/_/g, ' ')));
  if (screen && /\b(open|go|show|see|view|navigate)\b/.test(words)) {
    return { label: screen.title, onClick: [{ do: 'navigate', screen: screen.id }], what: `opens ${screen.title}` };
  }
  const set = /\bsets? (?:the )?([a-z ]+?) to (-?\d+(?:\.\d+)?)/i.exec(purpose);
  if (set) {
    const v = targetNumber(spec, { ...clause, nouns: set[1]!.split(' ') });
    if (v) return { label: capitalise(name || `${set[2]}`), onClick: [{ do: 'set', var: v.name, value: set[2]! }], what: `sets the ${spaced(v.name)} to ${set[2]}` };
  }
  return `I could not tell what the new button should do. Say what it changes, for example "add a button that adds 5 to the count" or "add a button to clear the list".`;
}

const ADDS = /\b(adds?|plus|increases?|raises?|gives?|counts? up|goes up|(?:jumps?|bumps?|pushes|moves?)(?: it| the [a-z]+)? up|counts?(?= (?:as )?\d)|(?:is |that's |thats )?worth)\b/i;
const TAKES = /\b(minus|subtracts?|takes?|removes?|decreases?|lowers?|counts? down|goes down|knocks?(?=(?: \d+(?:\.\d+)?| [a-z]+)? off\b)|docks?)\b/i;

/** "adds 5", "takes one point away", "subtract 2": the signed amount a button's purpose names. */
export function amountIn(words: string, clause: Clause): number | undefined {
  const takes = TAKES.test(words);
  if ((!takes && !ADDS.test(words)) || /\b(all|every|list|items?)\b/i.test(words)) return undefined;
  // "take a point away", "add one": a single one.
  // ("a Treble 20 button that takes away 60": the number said of what it does, not of its name.)
  const said = /(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])/.exec(words)?.[1];
  const n = (said !== undefined && Number(said) !== 0 ? Number(said) : undefined) ?? clause.numbers.find((x) => x !== 0) ?? (/\b(?:a|an|one)\b/i.test(words) ? 1 : undefined);
  if (n === undefined) return undefined;
  return takes ? -Math.abs(n) : Math.abs(n);
}

/**
 * "a 'Coffee' button that logs a coffee straight away": one tap adds an entry to the main list, its
 * first text field set to the button's word and its dates to today, without the form.
 */
function quickAddButton(spec: AppSpec, clause: Clause, purpose: string): Planned | undefined {
  // "… that logs a coffee", "… that puts sunscreen on the list", "… that puts coffee run straight on the list".
  const m = /\b(?:logs?|adds?|records?|saves?|enters?|inserts?|puts?|places?|appends?)\b (?:(?:a|an|one|another|new) ([a-z]+)|([a-z]+(?: [a-z]+){0,4}?)(?: (?:straight|right|directly|just|immediately))? (?:on|to|onto|into) (?:the|my|our) (?:[a-z]+ )?list)/i.exec(purpose);
  // "an 'Add bread' button", "a one-tap 'Add eggs' button": the quoted label says what it adds.
  const labelled = /^(?:add|log|buy|get)\s+([a-z]+(?: [a-z]+)?)$/i.exec(clause.quoted ?? '')?.[1];
  // ("… so I can add one quickly": "one" stands for the thing, and the word after it says how.)
  const thing = m?.[1] && !nlp(m[1]).has('#Adverb') && !(/\bone \w+$/i.test(m[0]) && !nlp(m[1]).has('#Noun')) ? m[1] : undefined;
  // "a button to log Happy with one tap": the capitalised word after the verb is the entry itself.
  const named = /\b(?:log|logs|add|adds|record|records|save|saves|enter|enters)\s+["“'‘]?((?!I\b)[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)/.exec(purpose)?.[1];
  // ("a 'Wet diaper' button that logs one right away": "one" is the quoted thing.)
  // "… that logs 20 pushups": the thing, with how many of it.
  const counted = /\b(?:logs?|adds?|records?|saves?|enters?)\s+\d+(?:\.\d+)?\s+([a-z]+)\b/i.exec(purpose)?.[1];
  const phrase = entryPhrase(purpose);
  const what = thing ?? m?.[2] ?? counted ?? labelled ?? named ?? (m ? clause.quoted : undefined) ?? phrase;
  const list = spec.state.find((s) => s.type === 'list' && s.persist && (s.fields?.length ?? 0) > 0);
  if (!what || !list?.fields || targetNumber(spec, { ...clause, nouns: [what.toLowerCase()] })?.name.toLowerCase().includes(what.toLowerCase())) return undefined;
  // "a 'Log 4 oz' button that adds an entry with 4 oz": an entry of the list, its amount given.
  // ("… that adds 1 pound": a unit says how much, never what the entry is.)
  const unit = counted !== undefined && what === counted && UNIT.test(what);
  const generic = unit || /^(entry|record|one|feed|feeding|reading|log|session)$/i.test(what);
  const amount = generic || (counted && what === counted) ? presetAmount(list.fields, clause) : undefined;
  const textField = generic ? undefined : list.fields.find((f) => f.type === 'text' && f.kind !== 'choice' && f.kind !== 'time');
  // "a 'Log feed' button so I can add one quickly": one tap logs it with what the form holds, else as the last one.
  const again = generic && !amount && !unit ? likeTheLast(spec, list) : undefined;
  if (again) {
    const [view] = listsShowing(spec, list.name);
    const one = pluralize.singular(spaced(list.name));
    return { label: clause.quoted ?? `Log ${what.toLowerCase()}`, onClick: [{ do: 'append', list: list.name, item: again }, { do: 'toast', text: `${capitalise(literal(one))} added` }], ...(view ? { near: view.id } : {}), what: `adds a ${one} in one tap, with what the form holds or else the same as the last one` };
  }
  if (!textField && !amount) return undefined;
  const label = clause.quoted ?? (unit && amount ? `+${amount.value} ${what}` : capitalise(what));
  // "'Add sunscreen'" adds Sunscreen; "a 'Latte' button that logs a coffee" adds Latte.
  // (A button called Bins "that adds take out the bins" adds those words.)
  // ("a 'Bins' button that puts take out bins on the list": the words put on the list are the entry.)
  const entry = label.toLowerCase().includes(what.toLowerCase()) || what === phrase || what === m?.[2] ? capitalise(what) : label;
  const value = (f: NonNullable<StateVar['fields']>[number]): string =>
    f === textField ? `'${literal(entry).replace(/'/g, '')}'` : f === amount?.field ? String(amount.value) : f.type === 'date' ? 'today()' : f.type === 'number' ? '0' : f.type === 'bool' ? 'false' : f.options?.[0] ? `'${f.options[0].replace(/'/g, '')}'` : "''";
  const item = Object.fromEntries(list.fields.map((f) => [f.name, value(f)]));
  const [view] = listsShowing(spec, list.name);
  const noun = spaced(list.name);
  const toast = amount && !textField ? `Added ${amount.value}${amount.field.unit ? ` ${amount.field.unit}` : ''}` : `${literal(entry)} added`;
  const withAmount = amount ? ` with ${amount.value}${amount.field.unit ? ` ${amount.field.unit}` : ` as the ${spaced(amount.field.name)}`}` : '';
  return { label, onClick: [{ do: 'append', list: list.name, item }, { do: 'toast', text: toast }], ...(view ? { near: view.id } : {}), what: textField ? `adds "${literal(entry)}"${withAmount} to the ${noun} in one tap` : `adds an entry${withAmount} to the ${noun} in one tap` };
}

const UNIT = /^(?:pounds?|quid|dollars?|bucks|euros?|cents?|pence|kgs?|kilos?|grams?|lbs?|ounces?|oz|ml|litres?|liters?|minutes?|mins?|hours?|hrs?|seconds?|secs?|kms?|miles?|metres?|meters?|cups?|glasses?)$/i;

/**
 * "… that adds take bins out so I don't have to type it every week": the words after the verb, up to
 * the reason or the time said after them, are the entry itself (never an amount, "it" or "up").
 */
function entryPhrase(purpose: string): string | undefined {
  // ("called "Bins" that adds take out the bins": the name comes first.)
  const m = /^(?:called\s+["“'][^"”']*["”']\s+)?(?:that\s+|which\s+)?(?:adds?|puts? in|enters?|logs?)\s+(?!(?:a|an|one|the|it|them|up|to|more|another|some|\d)\b)([a-z][a-z' ]{2,40}?)(?=\s+(?:so|because|since|as|every|each|when|whenever|for me|in one|with one|to (?:the|my|our) (?:[a-z]+ )?list)\b|\s*[,.;!?]|$)/i.exec(purpose);
  const words = m?.[1]?.trim().split(/\s+/) ?? [];
  return words.length >= 1 && words.length <= 5 ? words.join(' ') : undefined;
}

/**
 * A record made in one tap: each field takes what its form input holds, or else the last record's
 * value (dates today); undefined when the list has no form to read.
 */
function likeTheLast(spec: AppSpec, list: StateVar): Record<string, string> | undefined {
  const fields = list.fields ?? [];
  const draftOf = (name: string) => spec.state.find((v) => v.name === `new${name.charAt(0).toUpperCase()}${name.slice(1)}` && v.type !== 'list');
  if (!fields.some((f) => draftOf(f.name))) return undefined;
  const last = (f: string) => `get(${list.name}, count(${list.name}) - 1, '${f}')`;
  return Object.fromEntries(fields.map((f) => {
    const draft = draftOf(f.name)?.name;
    if (f.type === 'bool') return [f.name, 'false'];
    if (f.type === 'number') return [f.name, draft ? `${draft} > 0 ? ${draft} : ${last(f.name)}` : last(f.name)];
    if (f.type === 'date') return [f.name, draft ? `len(${draft}) > 0 ? ${draft} : today()` : 'today()'];
    return [f.name, draft ? `len(${draft}) > 0 ? ${draft} : ${last(f.name)}` : last(f.name)];
  }));
}

/** "with 4 oz": the number field measured in that unit (or the only number field), and the number. */
function presetAmount(fields: NonNullable<StateVar['fields']>, clause: Clause): { field: NonNullable<StateVar['fields']>[number]; value: number } | undefined {
  // Digits only: "one" in "add one quickly with one hand" is no amount.
  const digits = /(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])/.exec(clause.text)?.[1];
  const value = digits === undefined ? undefined : Number(digits);
  if (value === undefined) return undefined;
  const numeric = fields.filter((f) => f.type === 'number');
  const unit = new RegExp(`\\b${value} ?([a-z]+)\\b`, 'i').exec(clause.text)?.[1]?.toLowerCase();
  const field = numeric.find((f) => unit && (f.unit?.toLowerCase() === unit || f.name.toLowerCase() === unit)) ?? (numeric.length === 1 ? numeric[0] : undefined);
  return field ? { field, value } : undefined;
}

const MISTAKE = /\b(?:by mistake|by accident|accidental(?:ly)?|mis-?taps?|tap(?:ped|ping)? (?:it )?(?:too (?:much|many|often)|wrong(?:ly)?)|oops)\b/i;

function numberButton(spec: AppSpec, clause: Clause, by: number): Planned | string {
  const v = targetNumber(spec, clause);
  if (!v) return 'This app keeps no number for that button to change.';
  // "a -1 button": the minus sign the user typed ("−" when they wrote none).
  const minus = /(?:^|[\s"'“‘(])-\s?\d/.test(clause.text) ? '-' : '−';
  // "… that takes one away in case I tap by mistake": it is there to undo a tap, and says so.
  // ("i keep tapping wrong, add a minus 1 button": the reason told before the ask says so too.)
  const undo = by === -1 && MISTAKE.test(`${clause.why ?? ''} ${clause.text}`) && !/[+−-]\s?\d/.test(clause.text);
  const label = undo ? 'Undo' : `${by < 0 ? minus : '+'}${Math.abs(by)}`;
  return { label, onClick: [{ do: 'increment', var: v.name, by: String(by) }, ...clampsOf(spec, v.name)], near: lastButtonChanging(spec, v), what: `${by < 0 ? 'takes' : 'adds'} ${Math.abs(by)} ${by < 0 ? 'from' : 'to'} the ${spaced(v.name)}` };
}

function scaleButton(spec: AppSpec, clause: Clause, factor: number): Planned | string {
  const v = targetNumber(spec, clause);
  if (!v) return 'This app keeps no number for that button to change.';
  const value = factor < 1 ? `floor(${v.name} / 2)` : `${v.name} * ${factor}`;
  const label = factor === 2 ? 'Double' : factor === 3 ? 'Triple' : 'Halve';
  return { label, onClick: [{ do: 'set', var: v.name, value }, ...clampsOf(spec, v.name)], near: lastButtonChanging(spec, v), what: `${label.toLowerCase()}s the ${spaced(v.name)}` };
}

function clearButton(spec: AppSpec, clause: Clause): Planned | string {
  const list = targetList(spec, clause);
  if (!list) return 'There is no list for that button to empty.';
  const [view] = listsShowing(spec, list.name);
  const noun = list.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  // The user's own verb names it: "clear the whole list" → Clear all tasks; "empty it" → Empty all tasks.
  // ("a button that clears the whole list": the verb as the button says it, Clear.)
  const said = /\b(clear|empt(?:y|ies)|wipe|reset|remove)(?:s|es)?\b/i.exec(clause.lower)?.[1];
  const verb = said?.replace(/ies$/, 'y');
  const label = `${verb ? capitalise(verb) : 'Delete'} all ${noun}`;
  return { label: clause.quoted ?? label, onClick: [{ do: 'clear', var: list.name }, { do: 'toast', text: `All ${literal(noun)} deleted` }], ...(view ? { near: view.id } : {}), what: `deletes all ${noun}` };
}

function resetButton(spec: AppSpec, clause: Clause): Planned | string {
  // "add a reset button" to a timer that has one: say so rather than add a second, weaker one.
  const existing = allComponents(spec).find((c) => c.type === 'button' && /^reset\b/i.test(c.label) && !c.onClick.some((a) => a.do === 'removeItem'));
  if (existing && existing.type === 'button' && !clause.quoted) return `The app already has a ${existing.label} button that starts it over.`;
  const v = targetNumber(spec, clause);
  const changed = new Set(allActions(spec).flatMap((a) => (a.do === 'set' || a.do === 'increment' ? [a.var] : [])));
  const vars = v ? [v] : spec.state.filter((s) => s.type !== 'list' && changed.has(s.name));
  if (vars.length === 0) return 'There is nothing for a reset button to reset.';
  return { label: 'Reset', onClick: vars.map((x) => ({ do: 'clear', var: x.name })), ...(v ? { near: lastButtonChanging(spec, v) } : {}), what: `puts the ${vars.map((x) => x.name).join(' and ')} back to the start` };
}

function shareButton(spec: AppSpec): Planned {
  const list = spec.state.find((s) => s.type === 'list' && s.persist);
  const text = list ? `${literal(spec.app.name)}: {count(${list.name})} ${literal(list.name)}` : literal(`${spec.app.name}: ${spec.app.description}`.slice(0, 200));
  return { label: 'Share', onClick: [{ do: 'share', text }], what: 'shares a summary' };
}

function lastButtonChanging(spec: AppSpec, v: StateVar): string | undefined {
  const buttons = allComponents(spec).filter((c) => c.type === 'button' && JSON.stringify(c.onClick).includes(`"var":"${v.name}"`));
  return buttons.filter((b) => b.type === 'button' && /^[+−-]/.test(b.label)).at(-1)?.id ?? buttons.at(-1)?.id;
}

function place(spec: AppSpec, button: Component, near: string | undefined): void {
  if (near && insertAfter(spec, near, button)) return;
  spec.screens[0]!.children.push(button);
}

