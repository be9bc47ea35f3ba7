import type { Attribute, Subject } from './plan';
import type { Reader } from './reader';
import { camel, sentenceCase, singular } from './words';

/**
 * "flashcards … I add a term + definition", "add cards (question + answer)", "I add the word and its
 * translation": cards the user writes, each with the two sides the prompt names. A deck is studied on a
 * screen of its own: one card at a time, its answer revealed on a tap, Next, and (when asked) a count
 * of the cards the user knew ("press 'Got it' to count how many I knew").
 */
export interface StudyPlan {
  /** The field shown first (the question side) and the one revealed (the answer side). */
  front: string;
  back: string;
  /** The button that counts a card as known, as the prompt names it ("Got it"). */
  known?: string;
}

const DECK = /\bflash[\s-]?cards?\b|\bstudy cards\b/;
/** A side: one word ("term", "definition"), never a pronoun or a word of the app. */
const SIDE = String.raw`(?!(?:it|them|one|ones|more|new|own|card|cards|flashcards?|screen|page|button|delete|remove|edit|mark|tick|check|search|see|view|study|flip|review|test|quiz|then|also|i|we)\b)([a-z]+)`;
const SIDES = [
  // "add cards (question + answer)", "flashcards (word / meaning)".
  new RegExp(String.raw`\b((?:flash ?)?cards?) \(${SIDE} ?(?:\+|&|\/|,|and) ?(?:(?:its|their|the|an?) )?${SIDE}\)`),
  // "I add a term + definition", "i add the word and its translation", "write a question with its answer".
  new RegExp(String.raw`\b(?:add|write|enter|type|make|create|put in)(?: (?:in|down))? (?:an? |the |each |my )?${SIDE} ?(?:\+|&|\/|and(?: (?:its|their|the|an?))?|with (?:its|their|the|an?)) ?${SIDE}(?: (meaning|translation|definition|answer))?\b`),
];

/** A study screen asked in words: "a study screen", "quiz myself", "flip through the cards", "go through them". */
const STUDY = /\b(?:study|quiz|practi[cs]e|review|test) (?:screen|page|mode|tab)\b|\b(?:quiz|test) myself\b|\b(?:flip|go|cycle|swipe) through (?:them|the cards|my cards|the deck)\b/;

/** The deck's cards and how they are studied, when the prompt is flashcards whose sides the user writes. */
export function deckPlan(reader: Reader, found: Subject | undefined): { subject: Subject; name?: string; study: StudyPlan } | undefined {
  if (!DECK.test(reader.text) && !(/\bcards\b/.test(reader.text) && STUDY.test(reader.text))) return undefined;
  const bracket = SIDES[0]!.exec(reader.text);
  const m = bracket ?? SIDES[1]!.exec(reader.text);
  if (!m) return described(reader, found);
  // "add words with their english meaning": the words are the records, each a word and its meaning.
  const [front, back] = bracket ? [m[2]!, m[3]!] : [singular(m[1]!), m[3] ? `${m[2]} ${m[3]}` : m[2]!];
  const records = !bracket && singular(m[1]!) !== m[1] ? front : undefined;
  if (front === back) return undefined;
  reader.mark(m.index, m.index + m[0].length);
  reader.find(STUDY);
  // "flashcards for my bio final": what the deck is for names nothing else; deleting cards is the records' own.
  reader.find(/^(?:[a-z]+ ){0,3}flash[\s-]?cards?(?: app)?(?: (?:for|to (?:study|learn|help me (?:study|learn))) [^.;,?!]+)?/);
  reader.find(/\b(?:delete|remove)s? (?:the )?(?:cards|flashcards|ones)\b[^.;,]*/);
  const sides: Attribute[] = [front, back].map((w) => ({ name: camel(w), label: sentenceCase(w), kind: 'text' }));
  // What else the prompt asks of each card ("tick the ones i know") stays with it.
  const more = (found?.attributes ?? []).filter((a) => a.kind === 'yesno' && !sides.some((s) => s.name === a.name));
  const noun = records ?? (/\bflash[\s-]?cards?\b/.test(reader.text) && !/\b(?:add|delete|remove|the|my) cards\b/.test(reader.text) ? 'flashcard' : 'card');
  const subject: Subject = { noun, plural: `${noun}s`, attributes: [...sides, ...more], prefilled: [] };
  const said = reader.find(/\b(?:press|tap|hit|click)(?: on)? (?:a |the )?['"‘“]([^'"’”]{2,20})['"’”](?: button)?/) ?? reader.find(/\b(?:count|counts|counting|keep track of|score) (?:how many|the (?:ones|cards)) (?:i|we) (?:knew|know|got right|got)\b/);
  const known = said ? (said[1] ? sentenceCase(said[1]) : 'Got it') : undefined;
  return { subject, name: /\bflash[\s-]?cards?\b/.test(reader.text) ? 'Flashcards' : undefined, study: { front: sides[0]!.name, back: sides[1]!.name, ...(known ? { known } : {}) } };
}

/** "each flashcard has the spanish word and the english translation": the cards' sides are the fields the prompt gives them. */
function described(reader: Reader, found: Subject | undefined): { subject: Subject; name?: string; study: StudyPlan } | undefined {
  if (!found || !/^(?:flash)?card$/.test(found.noun)) return undefined;
  const sides = found.attributes.filter((a) => a.kind === 'text' && a.name !== 'name');
  if (sides.length !== 2) return undefined;
  reader.find(STUDY);
  const subject: Subject = { ...found, attributes: found.attributes.filter((a) => a.name !== 'name') };
  return { subject, name: 'Flashcards', study: { front: sides[0]!.name, back: sides[1]!.name } };
}
