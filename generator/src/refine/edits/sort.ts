import type { AppSpec, Field, StateVar } from '@droidforge/contracts';
import pluralize from 'pluralize';
import { addField, type NewField } from '../rules/fields';
import { addForm } from './add-form';
import { forEachActionList, listsShowing } from '../spec-edit';
import { has } from '../understand/clauses';
import { targetField, targetList } from '../understand/targets';
import { spaced, type Edit } from './edit';

const NEWEST = /\b(newest|latest|most recent|recent|last added|oldest|earliest|first added)\b/i;
const EXPLICIT_DOWN = /\b(z to a|z-a|descending|reverse)\b/i;
const EXPLICIT_UP = /\b(a to z|a-z|ascending|alphabetical(?:ly)?)\b/i;
const DOWN = /\b(newest|latest|most recent|recent|last added|highest|biggest|largest|most|priciest|heaviest|longest|greatest|best|fattest|thickest|tallest)\b/i;
/** Size words the language library may not tag as superlatives ("the fattest books at the top"). */
const SIZE = /\b(biggest|largest|fattest|thickest|thinnest|longest|shortest|heaviest|lightest|smallest|tallest)\b/i;

/**
 * "been gone longest", "I've had the longest", "waiting the longest": a time that has lasted since the
 * record's date (a perfect or ongoing verb before "longest"/"shortest"), never a length the record holds.
 */
const SINCE = /\b(?:(?:have|has|'ve|had|been)\s+(?:been\s+)?(?:[a-z]+\s+){0,2}|(?:waiting|waited|sitting|sat|out|gone|owed|overdue|borrowed|lent)\s+)(?:(?:for\s+)?the\s+)?(longest|shortest)\b/i;

/** Explicit words win ("Z to A", "ascending"); then the adjective ("biggest first" is high to low). */
function isDescending(text: string): boolean {
  if (EXPLICIT_DOWN.test(text)) return true;
  if (EXPLICIT_UP.test(text)) return false;
  return DOWN.test(text);
}
const NEW_AT = /\bnew(?:ly added)? [a-z]+(?: [a-z]+)? (?:(?:should |to |will |can |could )?(?:show(?: up)?|appear|go|come|be|get added|land|end up|pop up)(?: up)? )?(?:at|on|to) (?:the )?(top|bottom)\b/i;
/**
 * "show the ones I added most recently at the top", "put what I logged last first", "the last ones we
 * entered on top", "show the last feed at the top": the order records
 * were added in, said of the adding; at the top (or first) is newest first.
 */
const RECENT_AT = /\b(?:(?:added|entered|logged|saved|created|made|put in|typed in|wrote)\s+(?:most\s+)?(?:recently|last|latest)|(?:most\s+)?recently\s+(?:added|entered|logged|saved|created|made)|(?:last|latest|newest|most recent)\s+(?:ones?|[a-z]+s)\s+(?:(?:that|which)\s+)?(?:i|we|you)(?:'ve| have)?\s+(?:added|entered|logged|saved|created|made|put in|typed in|wrote)|^(?:show|put|have|keep)\s+(?:the\s+|my\s+)?last\s+(?:ones?|[a-z]+)(?=\s+(?:at|on)\s+(?:the\s+)?top\b))\b.*?(?:\b(?:at|on|to)\s+(?:the\s+)?(top|bottom)\b|\b(first|last)\s*$)/i;
const ORDER_WORDS = /\b(sort|sorted|order|ordered|arrange|alphabetical(?:ly)?|a to z|z to a|ascending|descending)\b/i;

/** "show the biggest expenses first", "alphabetically by author", "newest at the top", "sort by amount descending". */
export const sortEdit: Edit = {
  name: 'sort',
  apply(spec, clause) {
    // ("the most expensive fill-ups": a superlative said with "most", its adjective naming the field.)
    const most = /\b(?:most|least) ([a-z]+)/i.exec(clause.text)?.[1];
    const superlatives = clause.superlatives.length > 0 ? clause.superlatives : SIZE.test(clause.text) ? [SIZE.exec(clause.text)![1]!] : most && !/^(recent|recently)$/i.test(most) ? [most] : [];
    const ranked = superlatives.length > 0 && /\b(first|at the top|on top|top)\b/i.test(clause.text);
    const byField = /\bby\s+(?:the\s+)?([a-z][a-z ]*)/i.exec(clause.text)?.[1];
    // "can new tasks show up at the top instead of the bottom?": the order they were added in.
    const added = NEW_AT.exec(clause.text);
    const recent = added ? undefined : RECENT_AT.exec(clause.text);
    if (added || recent) {
      const list = targetList(spec, clause);
      const top = added ? added[1]!.toLowerCase() === 'top' : /^(top|first)$/i.test(recent![1] ?? recent![2] ?? '');
      return list?.fields && listsShowing(spec, list.name).length > 0 ? sortByAdded(spec, list, top) : 'There is no list in this app to order.';
    }
    // "show the most recent at the top", "oldest first": the order they were added in.
    const ageFirst = NEWEST.test(clause.text) && !byField && /\b(?:first|(?:at|on) (?:the )?top|on top)\b/i.test(clause.text);
    const soon = !byField && SOON.test(clause.text) && /\b(first|at the top|on top|top)\b/i.test(clause.text);
    if (!ORDER_WORDS.test(clause.text) && !ranked && !ageFirst && !soon && !(byField && has(clause, 'list', 'show'))) return undefined;
    const list = targetList(spec, clause);
    if (!list?.fields || listsShowing(spec, list.name).length === 0) return 'There is no list in this app to sort.';
    if (soon) return soonestFirst(spec, list, clause.nouns);
    const descending = isDescending(clause.text);
    // "so the newest year is first": an age word before a field the records have (or one they should have).
    const ofField = /\b(?:newest|latest|oldest|earliest|most recent) ([a-z]+)\b/i.exec(clause.text)?.[1];
    const dated = ofField && !byField ? datedField(spec, list, ofField) : undefined;
    if (dated) {
      for (const view of listsShowing(spec, list.name)) view.sortBy = { field: dated.field.name, descending };
      return { summary: `${dated.added}The ${spaced(list.name)} are now sorted by ${spaced(dated.field.name)}, ${descending ? 'newest' : 'oldest'} first.` };
    }
    if (NEWEST.test(clause.text) && !byField) return sortByAdded(spec, list, descending);
    // "the ones that have been gone longest at the top": how long since a date, the earliest first.
    const since = !byField && SINCE.exec(clause.text);
    const dateField = since && !targetField(list, [since[1]!, ...clause.nouns], 'number') ? list.fields.find((f) => f.type === 'date') : undefined;
    if (since && dateField) {
      const earliest = /^long/i.test(since[1]!) === !EXPLICIT_DOWN.test(clause.text);
      for (const view of listsShowing(spec, list.name)) view.sortBy = { field: dateField.name, descending: !earliest };
      return { summary: `The ${spaced(list.name)} are now sorted by ${spaced(dateField.name)}, ${earliest ? 'oldest' : 'newest'} first.` };
    }
    const words = [...(byField ? byField.split(/\s+/) : []), ...superlatives, ...clause.nouns];
    const alphabetical = /\b(alphabetical(?:ly)?|a to z|z to a)\b/i.test(clause.text);
    const wantNumber = !alphabetical && (superlatives.length > 0 || /\b(highest|lowest|most|least)\b/i.test(clause.text));
    const field = targetField(list, byField ? [byField, ...byField.split(/\s+/)] : words)
      ?? (alphabetical ? targetField(list, ['title', 'name'], 'text') ?? list.fields.find((f) => f.type === 'text')
        : wantNumber ? list.fields.find((f) => f.type === 'number') : undefined);
    if (!field) return `The ${list.name} have no ${byField ?? 'field'} to sort by.`;
    for (const view of listsShowing(spec, list.name)) view.sortBy = { field: field.name, descending };
    const way = descending ? (field.type === 'text' ? 'Z to A' : 'highest first') : field.type === 'text' ? 'A to Z' : field.type === 'date' ? 'earliest first' : 'lowest first';
    return { summary: `The ${spaced(list.name)} are now sorted by ${spaced(field.name)}, ${way}.` };
  },
};

/** "due soonest", "coming up next", "the nearest deadline": what happens next, by the records' date. */
const SOON = /\b(?:soonest|nearest|closest|(?:due|coming up|happening) (?:next|first)|next (?:due|up))\b/i;

/** "show the tasks due soonest at the top": the records' date (the one named, else their first), earliest first. */
function soonestFirst(spec: AppSpec, list: StateVar, nouns: readonly string[]) {
  const field = targetField(list, nouns, 'date') ?? list.fields!.find((f) => f.type === 'date');
  if (!field) return `The ${spaced(list.name)} have no date to tell which comes first.`;
  for (const view of listsShowing(spec, list.name)) view.sortBy = { field: field.name, descending: false };
  return { summary: `The ${spaced(list.name)} are now sorted by ${spaced(field.name)}, soonest first.` };
}

/** Words for when a record was made or happened, the field an age word can sort by. */
const TIME_WORDS = /^(year|date|day|month|time|release|released|published|made|built)$/;

/**
 * The field an age word names ("the newest year"): one the records have, or a year or date the user
 * takes for granted that the records lack, added to them (a year is a number, anything else a date).
 */
function datedField(spec: AppSpec, list: StateVar, word: string): { field: Field; added: string } | undefined {
  const singular = pluralize.singular(word.toLowerCase());
  if (!TIME_WORDS.test(singular)) return undefined;
  const fields = list.fields ?? [];
  const found = fields.find((f) => f.name.toLowerCase() === singular) ?? fields.find((f) => f.name.toLowerCase().includes(singular) && (f.type === 'date' || f.type === 'number'))
    ?? (singular === 'year' ? undefined : fields.find((f) => f.type === 'date'));
  if (found) return { field: found, added: '' };
  const field: NewField = singular === 'year' ? { name: 'year', label: 'Year', type: 'number' } : { name: 'date', label: 'Date', type: 'date' };
  if (addField(spec, field) !== '') return undefined;
  const added = list.fields!.find((f) => f.name === field.name);
  return added ? { field: added, added: `Added a ${field.name} to each ${pluralize.singular(spaced(list.name))}. ` } : undefined;
}

/**
 * "Newest first" means most recently added: records get a hidden `added` stamp (the clock, plus the
 * count so two records added in the same millisecond still keep their order).
 */
function sortByAdded(spec: AppSpec, list: StateVar, descending: boolean) {
  const fields = list.fields!;
  let made = '';
  if (!fields.some((f) => f.name === 'added')) {
    fields.push({ name: 'added', type: 'number' });
    if (Array.isArray(list.initial)) list.initial = list.initial.map((item, i) => ({ ...item, added: i }));
    let appends = 0;
    forEachActionList(spec, (actions) => {
      for (const a of actions) {
        if (a.do !== 'append' || a.list !== list.name) continue;
        a.item.added = `now() + count(${list.name})`;
        appends++;
      }
    });
    // "newest words at the top" of a list the app only shows: the user means to add to it, so it gets a form.
    if (appends === 0) {
      made = `${addForm(spec, list)} `;
      forEachActionList(spec, (actions) => actions.forEach((a) => a.do === 'append' && a.list === list.name && (a.item.added = `now() + count(${list.name})`)));
    }
  }
  for (const view of listsShowing(spec, list.name)) view.sortBy = { field: 'added', descending };
  return { summary: `${made}The ${spaced(list.name)} now show the ${descending ? 'newest' : 'oldest'} first.` };
}
