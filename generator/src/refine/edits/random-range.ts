import type { Edit } from './edit';

/** "make the numbers go up to 50", "pick a number between 1 and 20", "change the range to 1-10". */
const RANGE_WORDS = /\b(?:numbers?|range|secret|guess(?:es|ing)?|picks?|rolls?|dice|die)\b/i;
const BOUNDS = /\b(?:up to|to|between|from|max(?:imum)?|at most|no (?:more|higher|bigger) than|highest|biggest)\b|\d\s*-\s*\d/i;

/**
 * A game or picker whose numbers come from random(low, high): the range the user names replaces it
 * everywhere it is said (the draw, the hint "from 1 to 100", the features), rather than a limit on
 * some other number the app counts (its tries).
 */
export const randomRangeEdit: Edit = {
  name: 'random range',
  apply(spec, clause) {
    if (!RANGE_WORDS.test(clause.text) || !BOUNDS.test(clause.text) || clause.numbers.length === 0) return undefined;
    const json = JSON.stringify(spec);
    const draws = [...new Set([...json.matchAll(/random\((-?\d+), (-?\d+)\)/g)].map((m) => `${m[1]},${m[2]}`))];
    if (draws.length !== 1) return undefined;
    const [low, high] = draws[0]!.split(',').map(Number) as [number, number];
    // ("1-10" is a range, never 1 and minus 10.)
    const pair = /\b(\d+)\s*(?:-|–|to|and)\s*(\d+)\b/.exec(clause.text);
    const [a, b] = pair ? [Number(pair[1]), Number(pair[2])] : clause.numbers.length >= 2 ? [clause.numbers[0]!, clause.numbers[1]!] : [low, clause.numbers[0]!];
    const [from, to] = [Math.min(a, b), Math.max(a, b)];
    if (!Number.isInteger(from) || !Number.isInteger(to) || to === from || (from === low && to === high)) return undefined;
    const next = json
      .replace(/random\(-?\d+, -?\d+\)/g, `random(${from}, ${to})`)
      .replace(new RegExp(`\\b${low} (to|and|-|–) ${high}\\b`, 'g'), `${from} $1 ${to}`)
      .replace(new RegExp(`\\b${low}-${high}\\b`, 'g'), `${from}-${to}`);
    Object.assign(spec, JSON.parse(next));
    return { summary: `The numbers now go from ${from} to ${to} (were ${low} to ${high}).` };
  },
};
