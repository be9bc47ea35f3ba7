import { pastTense } from './behaviours';
import type { Reader } from './reader';
import { singular } from './words';

const TIME = /^(?:days?|weeks?|months?|years?|hours?|minutes?|times?)$/;

/**
 * "how many cigarettes I haven't smoked (I was on 15 a day)", "how many drinks I've skipped, I had 4 a day": a
 * count asked with "how many <things>" and so many a day said (a number, not money), each day since worth that many.
 */
export function countsPerDay(reader: Reader): { label: string; perDay: number }[] {
  const t = reader.text;
  // ("how many days it's been … and how many cigarettes": the days are the countdown's own.)
  const asked = [...t.matchAll(/\bhow many ([a-z]+) (?:(?:have|did) (?:i|we) (not|never) |(?:i|we)(?:'ve| have)? (?:(haven't|have not|didn't|did not|not|never|no longer) )?)?([a-z]+)?/g)]
    .find((m) => !TIME.test(m[1]!));
  if (!asked) return [];
  const thing = asked[1]!;
  // ("£12 a day", "$8 per day", "3 a day at £3 each": money is what was saved, not a count.)
  const daily = [...t.matchAll(/(?<![$€£\d.])\b(\d+(?:\.\d+)?) (?:([a-z]+) )?(?:a|per|each) day\b/g)].find((m) => !m[2] || singular(m[2]) === singular(thing));
  if (!daily) return [];
  reader.mark(asked.index, asked.index + asked[0].length);
  reader.mark(daily.index, daily.index + daily[0].length);
  const verb = asked[4];
  const label = (asked[2] ?? asked[3]) && verb ? `not ${pastTense(verb)}` : verb && /ed$/.test(verb) ? verb : 'avoided';
  return [{ label: `${thing.charAt(0).toUpperCase()}${thing.slice(1)} ${label}`, perDay: Number(daily[1]) }];
}
