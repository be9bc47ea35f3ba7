import tips from './tips.json';

/**
 * Which tips topic a prompt asks about (tips.json): the topic whose words the prompt uses most,
 * longer phrases counting for more ("job interview" over "job"); whole words only, so "car" is
 * not found in "care".
 */
export function tipsTopicFor(text: string): string | undefined {
  let best: { topic: string; score: number } | undefined;
  for (const [topic, entry] of Object.entries(tips)) {
    const score = entry.words.reduce((sum, word) => sum + (new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text) ? word.split(/[ -]/).length : 0), 0);
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best?.topic;
}
