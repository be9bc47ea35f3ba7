import type { AppSpec } from '@droidforge/contracts';
import TIPS_LIBRARY from '../../compose/content/tips.json';
import { tipsTopicFor } from '../../compose/content/tips';
import { own } from '../../understand/own';

/** "how to water plants", "how do I look after it": a practical question, not how to use the app. */
const HOW_TO_DO = /\bhow (?:to|do (?:i|you|we)|should (?:i|we)|you should|best to) (?!use\b|work\b)([a-z][a-z' ]{2,60}?)(?=\s+(?:and|so|because|since|or)\b|[,.;!?]|$)/i;
const FILLER = /^(?:the|a|an|and|to|my|our|your|them|it|each|every|one|ones|properly|well|right|correctly|best|look|after|take|care|of|for|keep|get)$/;

export interface Advice {
  title: string;
  rows: [tip: string, why: string][];
}

/**
 * The shipped tips that answer a "how to …" question asked of an About or Help page: the tips topic
 * the question and the app's own subject point to (watering in a plant app is plant care, not
 * drinking water), its tips about the asked words first. Undefined when no tip speaks of them.
 */
export function adviceFor(spec: AppSpec, asked: string, count = 5): Advice | undefined {
  const question = HOW_TO_DO.exec(asked)?.[1];
  if (!question) return undefined;
  const words = question.toLowerCase().split(/[^a-z']+/).filter((w) => w.length > 2 && !FILLER.test(w));
  const stems = words.map((w) => w.replace(/(?:ing|ed|es|s)$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1')).filter((w) => w.length > 2);
  if (stems.length === 0) return undefined;
  const topic = tipsTopicFor(`${question} ${spec.app.name} ${spec.app.description}`.toLowerCase());
  const entry = topic ? own(TIPS_LIBRARY, topic) : undefined;
  if (!entry) return undefined;
  const score = (row: readonly string[]) => stems.filter((w) => new RegExp(`\\b${w}`, 'i').test(row.join(' '))).length;
  const rows = entry.rows.map((row, i) => ({ row, i, score: score(row) })).filter((r) => r.score > 0).sort((a, b) => b.score - a.score || a.i - b.i);
  if (rows.length === 0) return undefined;
  const picked = rows.slice(0, count).map((r) => [r.row[0] ?? '', r.row[1] ?? ''] as [string, string]);
  return { title: `How to ${question.trim()}`.replace(/^./, (c) => c.toUpperCase()), rows: picked };
}
