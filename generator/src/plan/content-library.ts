import { rowsOf } from '../compose/content/tuples';
import library from './content-library.json';
import tips from '../compose/content/tips.json';
import { FOREIGN_WORDS } from '../compose/content/word-lists';

/** Content the generator ships (content-library.json), written for the subject: never placeholders. */
export interface ContentEntry {
  title: string;
  plural: string;
  front: string;
  back: string;
  rows: [string, string][];
}

/**
 * "a list of 30 basic Spanish words": a language's phrases run on into the everyday words the
 * generator ships for it, so a count beyond the phrase list is still met with real content.
 */
function withWords(topic: string, rows: [string, string][]): [string, string][] {
  const words = (FOREIGN_WORDS as Record<string, [string, string][]>)[topic.replace(/^phrases-/, '')];
  if (!topic.startsWith('phrases-') || !words) return rows;
  const seen = new Set(rows.map(([front]) => front.toLowerCase()));
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return [...rows, ...words.filter(([front]) => !seen.has(front.toLowerCase())).map(([front, back]): [string, string] => [capital(front), capital(back)])];
}

export const CONTENT: Record<string, ContentEntry> = Object.fromEntries([
  ...Object.entries(library).map(([topic, entry]) => [topic, { ...entry, rows: withWords(topic, rowsOf(entry.rows, 2, `content-library.json ${topic}`)) }]),
  ...Object.entries(tips).map(([topic, entry]) => [topic, { title: entry.title, plural: entry.plural, front: entry.front, back: entry.back, rows: rowsOf(entry.rows, 2, `tips.json ${topic}`) }]),
]);

/** Topic → the words a prompt uses for it (compose/content/tips.json): tips on studying, first aid … */
export const TOPIC_WORDS: Record<string, readonly string[]> = Object.fromEntries(Object.entries(tips).map(([topic, entry]) => [topic, entry.words]));
