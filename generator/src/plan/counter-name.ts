import { RESERVED_WORDS } from '@droidforge/contracts';
import { FUNCTION_NAMES } from '../spec/expr/functions';
import { sentenceCase } from '../understand/words';

/**
 * A counter's number named for what it counts: "glasses" → glasses, "push ups" → pushUps, "blue jay" →
 * blueJay. "times", a name the counter uses for something else, an expression function (days) or a
 * Kotlin word gives `fallback` instead.
 */
export function counterName(unit: string, fallback = 'count'): string {
  const words = unit.toLowerCase().split(/[\s-]+/);
  const name = words.map((w, i) => (i === 0 ? w : sentenceCase(w))).join('');
  return /^[a-z]+(?:[A-Z][a-z]+)?$/.test(name) && !FUNCTION_NAMES.includes(name) && !RESERVED_WORDS.has(name) && !/^(times|goal|history|periodKey|lastDate|allowance|count|it|value|field|state|context|intent|view|item|index)$/.test(name) ? name : fallback;
}
