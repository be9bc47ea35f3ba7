import type { AppSpec, Component, Field, StateVar } from '@droidforge/contracts';
import pluralize from 'pluralize';
import { allComponents, freshId, freshVar, listsShowing } from '../spec-edit';
import { has, type Clause } from '../understand/clauses';
import { targetField, targetList, targetTexts } from '../understand/targets';
import { capitalise, spaced, type Edit } from './edit';

type SwitchComponent = Extract<Component, { type: 'switch' }>;

const SWITCH_NOUNS = /\b(settings?|switch|toggle|option|checkbox|preference)\b|\bon\/off (?:thing|button|control)\b/i;
const CANNOT = /\b(sound|sounds|vibrat\w*|notifications?|language|font|dark mode|night mode|theme)\b/i;

/**
 * "add a setting to hide the items I've already bought", "a switch to show only unfinished tasks",
 * "a toggle to hide the total": a saved switch that really changes what the app shows.
 */
export const addToggleEdit: Edit = {
  name: 'add toggle',
  apply(spec, clause) {
    if (!SWITCH_NOUNS.test(clause.text) || !/^(add|put|give|include|create|make|want|need|let|have|hide|show)$/.test(clause.verb)) return undefined;
    if (!narrows(clause) && CANNOT.test(clause.text)) {
      return `A switch for ${CANNOT.exec(clause.text)![0]} would not change anything in a generated app, so I did not add one; settings can hide or show parts of the app and its list.`;
    }
    if (/\bround/i.test(clause.text) && !narrows(clause)) {
      const sw = roundingToggle(spec, clause);
      if (typeof sw === 'string') return sw;
      placeSwitch(spec, sw, has(clause, 'settings?'));
      return { summary: `Added ${/^[aeiou]/i.test(sw.label) ? 'an' : 'a'} "${sw.label}" switch${has(clause, 'settings?') ? ' on a Settings screen' : ''}; when it is on, the result is rounded.` };
    }
    if (!narrows(clause)) return 'Tell me what the switch should hide or show, for example "add a setting to hide finished tasks".';
    const list = targetList(spec, clause);
    const flag = list && boolFieldNamed(list, clause);
    const sw = flag && list ? filterToggle(spec, list, flag, clause) : (list && (onlyTheTicked(spec, list, clause) ?? thresholdToggle(spec, list, clause))) ?? kindOrPartToggle(spec, list, clause);
    if (typeof sw === 'string') return sw;
    placeSwitch(spec, sw, has(clause, 'settings?'));
    return { summary: `Added ${/^[aeiou]/i.test(sw.label) ? 'an' : 'a'} "${sw.label}" switch${has(clause, 'settings?') ? ' on a Settings screen' : ''}; it is remembered after closing.` };
  },
};

/** What a switch that changes the view says: it hides, shows, or lets the user "just see" some. */
function narrows(clause: Clause): boolean {
  return has(clause, 'hides?', 'shows?', 'only', 'hiding', 'showing', 'just (?:see|show|look at|list|keep|get)');
}

/** "8 or more", "at least 4", "over 20", "10+": a lower bound; [number, operator]. */
const AT_LEAST = /(?<![\w.])(\d+(?:\.\d+)?)\s*(?:\+|or (?:more|higher|above|over|better|up)\b|and (?:up|above|over|higher)\b)|\b(at least|no less than|(?:more|higher|greater|better) than|over|above)\s+(?:a\s+)?(\d+(?:\.\d+)?)(?![\w.])/i;
/** "5 or less", "under 20", "at most 3": an upper bound. */
const AT_MOST = /(?<![\w.])(\d+(?:\.\d+)?)\s*(?:or (?:less|lower|below|under|fewer|cheaper)\b|and (?:under|below|lower|less)\b)|\b(at most|no more than|(?:less|lower|fewer|cheaper) than|under|below)\s+(?:a\s+)?(\d+(?:\.\d+)?)(?![\w.])/i;

/**
 * "a switch so I can just see the ones I gave 8 or more", "only show bills over 100": a saved switch
 * that keeps the records whose number (the one the clause names, else the list's only number) is
 * past the bound the user gives.
 */
function thresholdToggle(spec: AppSpec, list: StateVar, clause: Clause): SwitchComponent | undefined {
  const low = AT_LEAST.exec(clause.text);
  const high = low ? undefined : AT_MOST.exec(clause.text);
  const m = low ?? high;
  const numbers = (list.fields ?? []).filter((f) => f.type === 'number' && f.name !== 'added');
  const field = targetField(list, clause.text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2), 'number') ?? (numbers.length === 1 ? numbers[0] : undefined);
  const views = listsShowing(spec, list.name);
  if (!m || !field || views.length === 0) return undefined;
  const value = m[1] ?? m[3]!;
  const strict = m[2] !== undefined && !/^(?:at least|no less than|at most|no more than)$/i.test(m[2]);
  const op = low ? (strict ? '>' : '>=') : strict ? '<' : '<=';
  // ("a setting that hides anything under 5": the ones past the bound go, the rest stay.)
  const hides = /\bhid(?:e|es|ing)\b/i.test(clause.text) && !/\b(?:only|show|shows|see|just)\b/i.test(clause.text);
  const name = freshVar(spec, `${hides ? 'hide' : 'only'}${capitalise(field.name)}${low ? 'Above' : 'Below'}`);
  spec.state.push({ name, type: 'bool', initial: false, persist: true });
  const condition = `(!${name} || ${hides ? '!' : ''}(item.${field.name} ${op} ${value}))`;
  for (const view of views) view.filter = view.filter ? `(${view.filter}) && ${condition}` : condition;
  const said = m[2] ? `${m[2].toLowerCase()} ${value}` : `${value} or ${low ? 'more' : 'less'}`;
  const label = givenName(clause) ?? `${hides ? 'Hide' : 'Only'} ${(field.label ?? spaced(field.name)).toLowerCase()} ${said}`;
  return { type: 'switch', id: freshId(spec, `${name.toLowerCase()}_switch`), bind: name, label: capitalise(label).slice(0, 80) };
}

/**
 * "a setting to round each person's share up to a whole dollar": a saved switch; while it is on, the
 * results it names (else the last result) show a whole number, rounded up, down or to the nearest.
 */
function roundingToggle(spec: AppSpec, clause: Clause): Extract<Component, { type: 'switch' }> | string {
  const results = allComponents(spec).filter((c): c is Extract<Component, { type: 'text' }> => c.type === 'text' && /\bfixed\(/.test(c.text));
  if (results.length === 0) return 'This app shows no calculated number to round.';
  const named = results.filter((c) => clause.nouns.some((n) => n.length > 2 && c.text.toLowerCase().includes(n)));
  const targets = named.length > 0 ? named : [results[results.length - 1]!];
  const dir = /\bup\b/i.test(clause.text) ? 'up' : /\bdown\b/i.test(clause.text) ? 'down' : '';
  const fn = dir === 'up' ? 'ceil' : dir === 'down' ? 'floor' : 'round';
  const name = freshVar(spec, `round${capitalise(dir || 'off')}`);
  spec.state.push({ name, type: 'bool', initial: false, persist: true });
  for (const c of targets) {
    c.text = c.text.replace(/fixed\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*), (\d+)\)/g, (_m, inner: string, places: string) => `(${name} ? fixed(${fn}(${inner}), 0) : fixed(${inner}, ${places}))`);
  }
  const unit = /\bwhole ([a-z]+)/i.exec(clause.text)?.[1] ?? 'number';
  return { type: 'switch', id: freshId(spec, `${name.toLowerCase()}_switch`), bind: name, label: `Round ${dir ? `${dir} ` : ''}to a whole ${unit}` };
}

/** The yes/no field the clause means ("bought", "finished"), by name or synonym. */
function boolFieldNamed(list: StateVar, clause: Clause): Field | undefined {
  const words = clause.text.toLowerCase().split(/[^a-z]+/);
  const named = targetField(list, words, 'bool');
  if (named) return named;
  // ("the stuff I haven't got yet": on a shopping list, got is bought.)
  const marks = /\b(done|bought|got|gotten|finished|completed|complete|checked|ticked|packed|learned|read|purchased|unfinished|undone|open|watched|paid)\b/i;
  return marks.test(clause.text) ? list.fields?.find((f) => f.type === 'bool') : undefined;
}

function filterToggle(spec: AppSpec, list: StateVar, field: Field, clause: Clause): Extract<Component, { type: 'switch' }> | string {
  const views = listsShowing(spec, list.name);
  if (views.length === 0) return `The ${list.name} are not shown in a list, so there is nothing to hide.`;
  const mark = /\b(bought|got|gotten|finished|completed|checked|ticked|packed|learned|purchased|watched|paid|done|read)\b/i.exec(clause.text)?.[1]?.toLowerCase() ?? field.name;
  // "only shows what I haven't got yet": the ones not marked, said by what is not done yet.
  const notYet = /\b(?:haven'?t|have not|hasn'?t|has not|not|never)\b[^,.;]*\byet\b/i.test(clause.text);
  const onlyOpen = notYet || has(clause, 'unfinished', 'undone', 'open', 'remaining', 'not done', 'left');
  const name = freshVar(spec, `hide${capitalise(field.name.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()))}`);
  spec.state.push({ name, type: 'bool', initial: false, persist: true });
  const condition = `(!${name} || !item.${field.name})`;
  for (const view of views) view.filter = view.filter ? `(${view.filter}) && ${condition}` : condition;
  const noun = list.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  // "only the unpaid bills": the switch says it in the user's word.
  const negated = new RegExp(`\\b(un${mark})\\b`, 'i').exec(clause.text)?.[1]?.toLowerCase();
  const label = negated ? `Show only ${negated} ${noun}` : onlyOpen ? `Show only ${noun} not ${mark}${notYet ? ' yet' : ''}` : `Hide ${mark} ${noun}`;
  // "a 'Hide done' switch", "a switch called Hide done": the label the user gives it.
  return { type: 'switch', id: freshId(spec, `${name.toLowerCase()}_switch`), bind: name, label: capitalise(givenName(clause) ?? label).slice(0, 80) };
}

/** The name the user gives a new switch: in quotes, or after "called" up to where the sentence goes on ("… so I only see …"). */
function givenName(clause: Clause): string | undefined {
  return clause.quoted ?? /\b(?:called|named|labell?ed|titled)\s+(.+?)(?=\s+(?:so|that|which|to|for|where|when|because|and|with|on|in|at)\b|[,.;!?:]|$)/i.exec(clause.text)?.[1]?.trim();
}

/** "only shows the plants that need water": the records the switch keeps, said by what they are. */
const ONLY_THOSE = /\bonly (?:(?:shows?|see|lists?|keeps?|displays?) )?(?:the |my )?([a-z]+) (?:that|which|who) ((?!(?:are|is|were|was)(?:n'?t| not)\b)[a-z' ]+?)\s*[.!?]*$/i;

/**
 * "a switch that only shows the plants that need water" on a list with one yes/no (however the app
 * named it, it is the one box ticked per record): while on, only the ticked records show, and the
 * switch says so in the user's words.
 */
function onlyTheTicked(spec: AppSpec, list: StateVar, clause: Clause): SwitchComponent | undefined {
  const m = ONLY_THOSE.exec(clause.text);
  const flags = (list.fields ?? []).filter((f) => f.type === 'bool');
  const views = listsShowing(spec, list.name);
  if (!m || flags.length !== 1 || views.length === 0 || /\bnot\b|n't\b/i.test(m[2]!)) return undefined;
  const field = flags[0]!;
  const name = freshVar(spec, `only${capitalise(field.name.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()))}`);
  spec.state.push({ name, type: 'bool', initial: false, persist: true });
  const condition = `(!${name} || item.${field.name})`;
  for (const view of views) view.filter = view.filter ? `(${view.filter}) && ${condition}` : condition;
  const label = givenName(clause) ?? `Only ${m[1]!.toLowerCase()} that ${m[2]!.trim()}`;
  return { type: 'switch', id: freshId(spec, `${name.toLowerCase()}_switch`), bind: name, label: capitalise(label).slice(0, 80) };
}

const ONLY = /\b(?:only|isn'?t|is not|aren'?t|are not|not|except|other than|apart from|anything but)\b/i;

/**
 * Without a yes/no field to go by: "hides everything that isn't food" keeps the records of one kind
 * (a choice or a category the records hold); "a toggle to hide the total" hides a part of the screen.
 * A kind is tried first when the user says "only" or "not", a part first otherwise.
 */
function kindOrPartToggle(spec: AppSpec, list: StateVar | undefined, clause: Clause): SwitchComponent | string {
  const kind = () => (list ? kindToggle(spec, list, clause) : undefined);
  if (ONLY.test(clause.text)) return kind() ?? componentToggle(spec, clause);
  const part = componentToggle(spec, clause);
  return typeof part === 'string' ? kind() ?? part : part;
}

/** Words that say "everything" or "the ones", never a kind of record. */
const NOT_A_KIND = /^(?:everything|anything|all|the|ones?|items?|entries|things?|stuff|that|this|it|them|done|finished|left|rest|others?)$/;

/**
 * The kind of record a clause names and the field that holds it: an option of a choice field the
 * clause names, else the word after "isn't"/"only"/"hide" in a category-like (or the only) text field.
 */
function kindNamed(list: StateVar, clause: Clause): { field: Field; value: string; choice: boolean } | undefined {
  const fields = list.fields ?? [];
  for (const field of fields) {
    const option = field.options?.find((o) => new RegExp(`\\b${o.replace(/[^a-z0-9 ]/gi, '.')}\\b`, 'i').test(clause.text));
    if (option) return { field, value: option, choice: true };
  }
  const noun = pluralize.singular(list.name.toLowerCase());
  const after = new RegExp(`\\b(?:isn'?t|is not|aren'?t|are not|not|except(?: for)?|other than|apart from|anything but|only(?: (?:shows?|see|keeps?|lists?))?|hides?|hiding)\\s+(?:(?:the|a|an|my|all|any)\\s+)?([a-z][a-z&-]*(?: [a-z&-]+){0,2}?)(?=\\s+(?:ones?|items?|entries|things|${noun}s?)\\b|\\s*[,.;!?"”']|$)`, 'gi');
  const value = [...clause.text.matchAll(after)].map((m) => m[1]!.toLowerCase()).find((v) => !NOT_A_KIND.test(v));
  const texts = fields.filter((f) => f.type === 'text');
  const field = texts.find((f) => /category|type|kind|tag|group|genre|label|store|shop|place|room|mood/i.test(f.name)) ?? (texts.length === 1 ? texts[0] : undefined);
  // ("hide the notes" names a field, never a kind of record.)
  const aField = !!value && fields.some((f) => f.name.toLowerCase() === pluralize.singular(value) || f.name.toLowerCase() === value);
  return value && field && !aField ? { field, value, choice: false } : undefined;
}

/** A saved switch that keeps only (or hides) the records of one kind. */
function kindToggle(spec: AppSpec, list: StateVar, clause: Clause): SwitchComponent | undefined {
  const kind = kindNamed(list, clause);
  const views = listsShowing(spec, list.name);
  if (!kind || views.length === 0) return undefined;
  const keep = ONLY.test(clause.text);
  const word = kind.value.replace(/[^a-z0-9]+(\w)?/gi, (_m, c: string | undefined) => (c ?? '').toUpperCase());
  const name = freshVar(spec, `${keep ? 'only' : 'hide'}${capitalise(word)}`);
  spec.state.push({ name, type: 'bool', initial: false, persist: true });
  const test = kind.choice ? `item.${kind.field.name} == '${kind.value}'` : `contains(lower(item.${kind.field.name}), '${kind.value.toLowerCase()}')`;
  const condition = `(!${name} || ${keep ? test : `!(${test})`})`;
  for (const view of views) view.filter = view.filter ? `(${view.filter}) && ${condition}` : condition;
  const label = givenName(clause) ?? `${keep ? 'Only' : 'Hide'} ${kind.value}`;
  return { type: 'switch', id: freshId(spec, `${name.toLowerCase()}_switch`), bind: name, label: capitalise(label).slice(0, 80) };
}

/** "a toggle to hide the total": a switch that shows or hides the named texts. */
function componentToggle(spec: AppSpec, clause: Clause): Extract<Component, { type: 'switch' }> | string {
  // "to show or hide the prices because I sometimes want the plain list": the part, without the reason.
  const asked = clause.text.replace(/\b(?:show or hide|hide or show|show\/hide|hide\/show)\b/i, 'show').replace(/\s+(?:because|since|as|so that|so|when|if|for when)\b.*$/i, '');
  const phrase = /\b(?:hide|show)\s+(?:the\s+)?([a-z ]+?)\s*$/i.exec(asked)?.[1] ?? '';
  const words = phrase.split(/\s+/).filter((w) => w.length > 2);
  // "the prices": a row shows "Price: 4.50".
  const named = targetTexts(spec, words);
  const singularNamed = named.length > 0 ? named : targetTexts(spec, words.map((w) => pluralize.singular(w)));
  const targets: Component[] = singularNamed.length > 0 ? singularNamed : fieldParts(spec, words);
  const progress = /\b(progress|bar)\b/i.test(phrase) ? allComponents(spec).filter((c) => c.type === 'progress') : [];
  const all = [...targets, ...progress];
  if (all.length === 0) return `I could not find "${phrase || 'that'}" to hide or show.`;
  const name = freshVar(spec, `show${capitalise(words[0] ?? 'part')}`);
  spec.state.push({ name, type: 'bool', initial: true, persist: true });
  for (const c of all) c.visible = c.visible ? `(${c.visible}) && ${name}` : name;
  return { type: 'switch', id: freshId(spec, `${name.toLowerCase()}_switch`), bind: name, label: capitalise(`Show ${phrase}`).slice(0, 80) };
}

/**
 * "hide the notes" on a list whose rows read "Mood: 3 · Note: tired": that part of each row becomes a
 * text of its own (so it can be hidden alone); a row text that is only that part is taken as it is.
 */
function fieldParts(spec: AppSpec, words: readonly string[]): Component[] {
  const wanted = words.map((w) => pluralize.singular(w.toLowerCase()));
  const isPart = (p: string) => {
    // ("Note: {item.note}", or the row's title "{item.note}".)
    const m = /^(?:([^:{}]+): )?\{item\.(\w+)\}$/.exec(p);
    return !!m && wanted.some((w) => (m[1] ?? '').toLowerCase().startsWith(w) || m[2]!.toLowerCase().startsWith(w));
  };
  const out: Component[] = [];
  const visit = (children: Component[]) => {
    for (let i = 0; i < children.length; i++) {
      const c = children[i]!;
      if (c.type === 'text') {
        const parts = c.text.split(' · ');
        const hit = parts.findIndex(isPart);
        if (hit >= 0 && parts.length === 1) out.push(c);
        else if (hit >= 0) {
          const part: Component = { ...c, id: freshId(spec, `${c.id}_${hit}`), text: parts[hit]! };
          c.text = parts.filter((_, j) => j !== hit).join(' · ');
          children.splice(i + 1, 0, part);
          out.push(part);
          i++;
        }
      }
      if ('children' in c) visit(c.children);
      if (c.type === 'list') visit(c.item);
    }
  };
  spec.screens.forEach((x) => visit(x.children));
  return out;
}

/** On a Settings screen when the user speaks of settings (made if missing), else above the first list. */
function placeSwitch(spec: AppSpec, sw: Component, settings: boolean): void {
  const existing = spec.screens.find((s) => s.id === 'settings');
  if (settings || existing) {
    if (!existing) {
      spec.screens.push({ id: 'settings', title: 'Settings', children: [{ type: 'button', id: freshId(spec, 'settings_back'), label: 'Back', style: 'text', onClick: [{ do: 'back' }] }], onStart: [] });
      spec.screens[0]!.children.push({ type: 'button', id: freshId(spec, 'open_settings_button'), label: 'Settings', style: 'text', onClick: [{ do: 'navigate', screen: 'settings' }] });
    }
    const screen = spec.screens.find((s) => s.id === 'settings')!;
    screen.children.splice(Math.max(0, screen.children.length - 1), 0, sw);
    return;
  }
  const main = spec.screens[0]!.children;
  const at = main.findIndex((c) => c.type === 'list');
  main.splice(at < 0 ? main.length : at, 0, sw);
}
