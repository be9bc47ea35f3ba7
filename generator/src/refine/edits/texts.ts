import type { AppSpec, Component } from '@droidforge/contracts';
import { allComponents } from '../spec-edit';
import { targetButtons, targetTexts } from '../understand/targets';
import { capitalise, literal, type Edit } from './edit';

const CHANGE_VERBS = /^(change|rename|relabel|call|set|make|replace|update|edit|reword|retitle|have|let|use)$/;
const QUOTES = /["“”'‘’]([^"“”‘’]{1,80}?)["“”'‘’](?!\w)/g;

/**
 * "change the text of the add button to "Pack it"", "rename the Reset button to Start over",
 * "change 'Add item' to 'Pack it'", "the title should say My Trips": any visible text, found by
 * label, role or position.
 */
export const changeTextEdit: Edit = {
  name: 'change text',
  apply(spec, clause) {
    const quotes = [...clause.text.matchAll(QUOTES)].map((m) => m[1]!.trim());
    // ("to say Ella's Money": an apostrophe inside a word is part of the words, never a quote.)
    const says = /\b(?:to say|say|says|read|reads|to read|be called|to|as)\s+["“']?((?:[^"“”']|(?<=[a-z])'(?=[a-z]))+?)["”']?\s*$/i.exec(clause.text);
    const explicit = quotes.length > 0 || /\b(say|says|read|reads|label|text|title|heading|wording|called)\b/i.test(clause.text) || /\b(rename|relabel|call)\b.*\bbutton\b/i.test(clause.text);
    // "put the title 'Tipsy' at the top": a quoted title put up is the title changed.
    const putsTitle = /^(put|show|display|add|write)$/.test(clause.verb) && quotes.length === 1 && /\b(title|heading|header)\b/i.test(clause.text);
    // ("the title should say …", "can the heading read …", "I want the heading to read …": the text named, then what it says.)
    if (!CHANGE_VERBS.test(clause.verb) && !putsTitle && !/\b(?:should|could|can|would|will|must|to)\s+(?:(?:the|this|that|my|its|our)(?:\s+[a-z+-]+){1,3}\s+)?(?:say|read)\b/i.test(clause.text)) return undefined;
    const pairs = explicit ? undefined : shownPairs(spec, clause.text);
    if (pairs) return renamePairs(spec, pairs);
    if (!explicit || /\b(app|it)\s+(?:to|as)\b/i.test(clause.text.replace(/\bthe app name\b/i, 'app')) || /\bapp'?s? name\b/i.test(clause.text)) return undefined;
    if (quotes.length >= 2) return replaceEverywhere(spec, quotes[0]!, quotes[1]!);
    const next = quotes[0] ?? says?.[1]?.trim();
    if (!next) return undefined;
    const targetPhrase = clause.text.replace(QUOTES, ' ').replace(/\b(?:to say|say|says|read|reads|to read|be called|to|as)\s+["“']?(?:[^"“”']|(?<=[a-z])'(?=[a-z]))*$/i, '');
    const words = targetPhrase.toLowerCase().replace(/[^a-z0-9+ ]/g, ' ').split(/\s+/).filter((w) => w !== '' && !CHANGE_VERBS.test(w) && !/^(the|a|an|of|on|text|label|wording|should|could|can|would|will|must|please|so|it|that)$/.test(w));
    return retarget(spec, words, capitalise(next));
  },
};

/** Every text people can see: the screens' titles, texts, labels and hints. */
function shownTexts(spec: AppSpec): string[] {
  return [...spec.screens.map((x) => x.title), ...allComponents(spec).flatMap((c) => (c.type === 'text' ? [c.text] : c.type === 'button' || c.type === 'switch' || c.type === 'checkbox' ? [c.label] : c.type === 'input' ? [c.hint] : []))];
}

/**
 * "change Home to Rovers and Away to Visitors": words the app shows, each named as it reads, given new
 * words, without quotes. Only when every old text is one the app shows whole (so "change the count
 * to 5" stays a number's change).
 */
function shownPairs(spec: AppSpec, text: string): [string, string][] | undefined {
  const rest = /^(?:change|rename|relabel|replace|call)\s+(.+)$/i.exec(text)?.[1];
  if (!rest) return undefined;
  const shown = new Set(shownTexts(spec).map((t) => t.trim().toLowerCase()));
  const pairs = rest.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).map((part) => /^(?:the\s+)?(.+?)\s+(?:to|with|into|as)\s+(.+)$/i.exec(part.trim()));
  if (pairs.some((m) => !m || !shown.has(m[1]!.toLowerCase()))) return undefined;
  return pairs.map((m) => [m![1]!, m![2]!.replace(/[.!]+$/, '').trim()]);
}

function renamePairs(spec: AppSpec, pairs: [string, string][]) {
  const done: string[] = [];
  for (const [old, next] of pairs) {
    const outcome = replaceEverywhere(spec, old, next);
    if (typeof outcome === 'string') return outcome;
    done.push(outcome.summary);
  }
  return { summary: done.join(' ') };
}

function mainButton(spec: AppSpec): Extract<ReturnType<typeof allComponents>[number], { type: 'button' }>[] {
  const doing = allComponents(spec).filter((c): c is Extract<typeof c, { type: 'button' }> => c.type === 'button'
    && c.onClick.some((a) => a.do === 'append' || (a.do === 'increment' && !String(a.by ?? '1').trim().startsWith('-'))));
  return doing.length === 1 ? doing : [];
}

function retarget(spec: AppSpec, words: string[], next: string) {
  if (words.includes('button') || words.includes('buttons')) {
    const named = words.filter((w) => !/^buttons?$/.test(w));
    // "the button" with no other word: the app's one main button, the one that counts up or adds.
    const buttons = named.length > 0 ? targetButtons(spec, named) : mainButton(spec);
    if (buttons.length === 0) return `I could not find the ${words.join(' ')} to change.`;
    for (const b of buttons) b.label = relabel(b.label, next);
    return { summary: `The ${words.join(' ')} now says "${next}".` };
  }
  // ("make the top say Mia's Money": the top of the screen, its bar, is the title.)
  if (words.some((w) => /^(title|heading|header|headline)$/.test(w)) || words.join(' ') === 'top') {
    const screen = spec.screens[0]!;
    const old = screen.title;
    screen.title = next.slice(0, 80);
    // The first screen's bar shows the app's name (preview and APK alike): that is the title people see.
    if (screen.id === 'main') spec.app.name = next.slice(0, 50);
    for (const c of allComponents({ ...spec, screens: [screen] })) if (c.type === 'text' && (c.size === 'headline' || c.size === 'title') && c.text === old) c.text = literal(next);
    return { summary: `The title now says "${next}".` };
  }
  if (words.some((w) => /^(empty|nothing|placeholder|hint)$/.test(w))) return changeHints(spec, words, next);
  const texts = targetTexts(spec, words);
  if (texts.length === 0) return `I could not find the ${words.join(' ') || 'text'} to change.`;
  for (const t of texts) t.text = keepValues(t.text, next);
  return { summary: `The ${words.join(' ')} text now says "${next}".` };
}

/**
 * A label that is a template ("{editing >= 0 ? 'Save changes' : 'Add guest'}") keeps its other
 * state: only its resting text ("Add guest", the last choice) is renamed.
 */
function relabel(old: string, next: string): string {
  const texts = [...old.matchAll(/'([^']*)'/g)];
  if (!old.startsWith('{') || texts.length === 0) return literal(next);
  const last = texts[texts.length - 1]!;
  return `${old.slice(0, last.index)}'${next.replace(/'/g, '’')}'${old.slice(last.index + last[0].length)}`;
}

/** "Total: {sum}" renamed to "Spent" keeps its value: "Spent: {sum}". */
function keepValues(old: string, next: string): string {
  const m = /^([^{]*?)(:\s*)(\{.*)$/.exec(old);
  return m ? `${literal(next)}${m[2]}${m[3]}` : literal(next);
}

function changeHints(spec: AppSpec, words: string[], next: string) {
  const all = allComponents(spec);
  if (words.includes('empty') || words.includes('nothing')) {
    const lists = all.filter((c): c is Extract<Component, { type: 'list' }> => c.type === 'list');
    lists.forEach((l) => (l.empty = literal(next)));
    return lists.length > 0 ? { summary: `Empty lists now say "${next}".` } : 'There is no list to give an empty message.';
  }
  const inputs = all.filter((c): c is Extract<Component, { type: 'input' }> => c.type === 'input' && words.some((w) => c.hint.toLowerCase().includes(w) || c.bind.toLowerCase().includes(w)));
  inputs.forEach((i) => (i.hint = next.slice(0, 80)));
  return inputs.length > 0 ? { summary: `The ${words.join(' ')} now says "${next}".` } : `I could not find the ${words.join(' ')} to change.`;
}

function replaceEverywhere(spec: AppSpec, old: string, next: string) {
  const lower = old.toLowerCase();
  let changed = 0;
  for (const c of allComponents(spec)) {
    if (c.type === 'button' && c.label.toLowerCase() === lower) c.label = literal(next);
    else if (c.type === 'text' && c.text.toLowerCase().startsWith(lower)) c.text = literal(next) + c.text.slice(old.length);
    else if ((c.type === 'switch' || c.type === 'checkbox') && c.label.toLowerCase() === lower) c.label = next;
    else if (c.type === 'input' && c.hint.toLowerCase() === lower) c.hint = next;
    else continue;
    changed++;
  }
  for (const s of spec.screens) {
    if (s.title.toLowerCase() !== lower) continue;
    s.title = next;
    changed++;
  }
  return changed > 0 ? { summary: `"${old}" now reads "${next}".` } : `I could not find "${old}" in the app.`;
}

