import { calendarWordsFor, contentCount, ENGLISH_VOCABULARY, foreignWordsFor } from './word-lists';

/** Starter decks so a flashcard app has cards to study right away. */
export interface Flashcard {
  front: string;
  back: string;
}

const deck = (pairs: [string, string][]): Flashcard[] => pairs.map(([front, back]) => ({ front, back }));

const DECKS: { words: RegExp; cards: Flashcard[] }[] = [
  // "the first 20 elements of the periodic table, symbol on one side and name on the other".
  { words: /\b(?:periodic table|chemical elements|elements)\b/, cards: deck([['H', 'Hydrogen'], ['He', 'Helium'], ['Li', 'Lithium'], ['Be', 'Beryllium'], ['B', 'Boron'], ['C', 'Carbon'], ['N', 'Nitrogen'], ['O', 'Oxygen'], ['F', 'Fluorine'], ['Ne', 'Neon'], ['Na', 'Sodium'], ['Mg', 'Magnesium'], ['Al', 'Aluminium'], ['Si', 'Silicon'], ['P', 'Phosphorus'], ['S', 'Sulfur'], ['Cl', 'Chlorine'], ['Ar', 'Argon'], ['K', 'Potassium'], ['Ca', 'Calcium']]) },
  { words: /\bcapitals?\b/, cards: deck([['France', 'Paris'], ['Japan', 'Tokyo'], ['Kenya', 'Nairobi'], ['Canada', 'Ottawa'], ['Australia', 'Canberra'], ['Brazil', 'Brasília']]) },
];

const GENERAL = deck([['2 × 7', '14'], ['H2O', 'Water'], ['Largest planet', 'Jupiter'], ['Author of Hamlet', 'Shakespeare'], ['Speed of light', '300,000 km/s']]);

/** One card said inline: "perro dog", "gato = cat", "house - casa", "h2o: water". */
const PAIR = /^([^\s,=:–-]+(?: [^\s,=:–-]+)*?) ?(?:=|:|–|-|\s) ?([^\s,=:–-]+(?: [^\s,=:–-]+)*)$/;

/**
 * "flashcards for my spanish: perro dog, gato cat, casa house": the cards the prompt gives start the deck,
 * each item of a run of three or more a front and its back (two words, or two sides around "=", ":" or "-").
 */
function saidCards(lower: string): Flashcard[] | undefined {
  for (const clause of lower.split(/[.;!?\n]|: /)) {
    const items = clause.split(/, ?(?:and )?| and /).map((x) => x.trim()).filter(Boolean);
    const pairs = items.map((item) => (/[=:–-]/.test(item) || item.split(' ').length === 2 ? PAIR.exec(item) : null));
    if (items.length >= 3 && pairs.every(Boolean)) return pairs.map((m) => ({ front: m![1]!, back: m![2]! }));
  }
  return undefined;
}

/** The deck for the prompt's topic: as many cards as it asks for (8 when it does not say), from the shipped word lists. */
export function deckFor(lower: string): Flashcard[] {
  const said = saidCards(lower);
  if (said) return said;
  // ("spanish days of the week and months": every day and month, in the language asked.)
  const calendar = calendarWordsFor(lower);
  const foreign = calendar ?? foreignWordsFor(lower);
  const wanted = contentCount(lower);
  if (foreign) return deck(foreign.words.slice(0, wanted ?? (calendar ? calendar.words.length : 8)));
  if (/\b(vocabulary|english words|definitions?)\b/.test(lower)) return deck(ENGLISH_VOCABULARY.slice(0, wanted ?? 8).map(([w, m]) => [w, m]));
  const cards = DECKS.find((d) => d.words.test(lower))?.cards ?? GENERAL;
  return wanted ? cards.slice(0, wanted) : cards;
}
