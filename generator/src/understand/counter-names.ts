import type { Reader } from './reader';

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
const NAME = "[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}?";
const LIST = `${NAME}(?:(?:,| ?\\/|,? and|,? or) ${NAME}){1,7}`;

/**
 * Several counts side by side, each named by the prompt: "3 counters: pushups, situps, squats",
 * "water / coffee / tea tap counters", "a star counter each for Emma and Noah", "robin, sparrow,
 * blue jay, crow each with a + button". The names, in the prompt's order (2 to 8), or none. Counts
 * side by side, never records with those names as fields.
 */
export function counterNames(reader: Reader): string[] {
  const shapes = [
    // "3 counters: a, b, c", "counters for a, b and c", "separate counters for a and b"
    new RegExp(`\\b(?:(\\d|two|three|four|five|six|seven|eight) )?(?:separate |different |tap |tally )?(?:counters|tallies|clickers)(?: (?:for|of))?:? (${LIST})(?=[.;!?]|$| -| each| with| that| which| goal| resets?| and (?:a|the|it)\\b)`),
    // "water / coffee / tea tap counters", "pushup, situp and squat counters"
    new RegExp(`(?:^|[.;:!?] |\\b(?:a|an|my|some|with) )(${LIST}) (?:tap |tally |separate )?(?:counters|tallies|clickers)\\b`),
    // "a star counter each for emma and noah", "a counter for each of a, b and c"
    new RegExp(`\\b(?:[a-z]+ )?(?:counter|tally|clicker)s? (?:each for|for each of) (?:my |the )?(${LIST})\\b`),
    // "robin, sparrow, blue jay, crow each with a + button", "a, b and c each with its own counter"
    new RegExp(`(?:^|[.;:!?] )(${LIST}),? each (?:with|has|gets|having) (?:a|an|its|their) (?:own )?(?:(?:\\+|and|plus) ?(?:1 )?button|counter|tally|tap button|button)\\b`),
  ];
  for (const re of shapes) {
    const m = re.exec(reader.text);
    if (!m) continue;
    const list = m[m.length - 1]!;
    const names = list.split(/,? and |,? or |, ?| ?\/ ?/).map((n) => n.trim().replace(/^(?:the|my|a|an) /, '')).filter(Boolean);
    const count = m.length === 3 && m[1] ? (NUMBER_WORDS[m[1]] ?? Number(m[1])) : undefined;
    if (names.length < 2 || names.length > 8 || (count !== undefined && count !== names.length)) continue;
    if (names.some((n) => /^(?:\d+|goal|reset|daily|weekly|history|undo|plus|minus|tap|press|click)$|^(?:our|my|your|his|her|their|i|we|you|it) /.test(n))) continue;
    reader.mark(m.index, m.index + m[0].length);
    return names;
  }
  return [];
}

/** "water goal 8", "a goal of 8 for water": the one name a goal is said for, if any. */
export function goalFor(text: string, names: readonly string[]): string | undefined {
  return names.find((n) => new RegExp(`\\b${n} (?:goal|target)\\b|\\b(?:goal|target) (?:of |is )?\\d+ (?:[a-z]+ )?for (?:the )?${n}\\b`).test(text));
}
