import { rowsOf } from '../compose/content/tuples';
import library from './content-library.json';

/** Content the generator ships (content-library.json), written for the subject: never placeholders. */
export interface ContentEntry {
  title: string;
  plural: string;
  front: string;
  back: string;
  rows: [string, string][];
}

export const CONTENT: Record<string, ContentEntry> = Object.fromEntries(
  Object.entries(library).map(([topic, entry]) => [topic, { ...entry, rows: rowsOf(entry.rows, 2, `content-library.json ${topic}`) }]),
);
