import words from './word-lists.json';
import calendar from './calendar-words.json';
import { rowsOf } from './tuples';

/**
 * Everyday words the generator ships for language and vocabulary apps, so "15 basic German words"
 * or "30 vocabulary words" come with real content (generation-design.md, "content is written for
 * the subject"), never placeholders. The lists live in word-lists.json; each foreign list holds 30
 * entries, most common first.
 */
export type WordPair = [word: string, meaning: string];

type Language = keyof typeof words.foreign;

export const FOREIGN_WORDS = Object.fromEntries(
  Object.entries(words.foreign).map(([language, pairs]) => [language, rowsOf(pairs, 2, `word-lists.json ${language}`)]),
) as Record<Language, WordPair[]>;

/** English words worth learning, with a plain definition and an example sentence. */
export const ENGLISH_VOCABULARY: [word: string, meaning: string, example: string][] = rowsOf(words.englishVocabulary, 3, 'word-lists.json englishVocabulary');

/** "learn 15 basic German words": the language asked for, if the generator has its words. */
export function foreignWordsFor(lower: string): { language: string; words: WordPair[] } | undefined {
  const language = (Object.keys(FOREIGN_WORDS) as (keyof typeof FOREIGN_WORDS)[]).find((l) => new RegExp(`\\b${l}\\b`).test(lower));
  return language ? { language: language.charAt(0).toUpperCase() + language.slice(1), words: FOREIGN_WORDS[language] } : undefined;
}

/** "15 words", "30 cards", "a deck of 20": how many items of content the prompt asks for. */
export function contentCount(lower: string): number | undefined {
  const m = /\b(\d+) (?:[a-z-]+ ){0,3}?(?:words|cards|flashcards|phrases|terms|questions|entries|items|facts|quotes|affirmations|jokes)\b|\bdeck of (\d+)\b/.exec(lower);
  const n = Number(m?.[1] ?? m?.[2]);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 100) : undefined;
}

/**
 * "Spanish days of the week and months": the days (Monday first) and the months in the language asked, with their
 * English (calendar-words.json), when the prompt asks for either.
 */
export function calendarWordsFor(lower: string): { language: string; words: WordPair[] } | undefined {
  const foreign = foreignWordsFor(lower);
  const days = /\bdays(?: of the week)?\b|\bweekdays\b/.test(lower);
  const months = /\bmonths\b/.test(lower);
  const lists = foreign ? (calendar.languages as Record<string, { days: string[][]; months: string[][] }>)[foreign.language.toLowerCase()] : undefined;
  if (!foreign || !lists || (!days && !months)) return undefined;
  const words = [...(days ? lists.days : []), ...(months ? lists.months : [])];
  return { language: foreign.language, words: rowsOf(words, 2, 'calendar-words.json') };
}
