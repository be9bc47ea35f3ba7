import { rowsOf } from '../compose/content/tuples';
import library from './content-library.json';
import tips from '../compose/content/tips.json';

/** Content the generator ships (content-library.json), written for the subject: never placeholders. */
export interface ContentEntry {
  title: string;
  plural: string;
  front: string;
  back: string;
  rows: [string, string][];
}

export const CONTENT: Record<string, ContentEntry> = Object.fromEntries([
  ...Object.entries(library).map(([topic, entry]) => [topic, { ...entry, rows: rowsOf(entry.rows, 2, `content-library.json ${topic}`) }]),
  ...Object.entries(tips).map(([topic, entry]) => [topic, { title: entry.title, plural: entry.plural, front: entry.front, back: entry.back, rows: rowsOf(entry.rows, 2, `tips.json ${topic}`) }]),
]);

/** Topic → the words a prompt uses for it (compose/content/tips.json): tips on studying, first aid … */
export const TOPIC_WORDS: Record<string, readonly string[]> = Object.fromEntries(Object.entries(tips).map(([topic, entry]) => [topic, entry.words]));
