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
    // "tally cars, vans and buses separately", "count robins, wrens and tits each on its own": counts kept apart, said by the verb.
    new RegExp(`\\b(?:tally|count|keep (?:a )?(?:count|tally) of)(?: up)? (?:the |my |how many )?(${LIST}),? (?:separately|individually|each on (?:its|their) own|one by one)\\b`),
  ];
  for (const re of shapes) {
    const m = re.exec(reader.text);
    if (!m) continue;
    const names = namesOf(m[m.length - 1]!);
    const count = m.length === 3 && m[1] ? (NUMBER_WORDS[m[1]] ?? Number(m[1])) : undefined;
    if (names.length < 2 || names.length > 8 || (count !== undefined && count !== names.length)) continue;
    if (names.some((n) => /^(?:\d+|goal|reset|daily|weekly|history|undo|plus|minus|tap|press|click)$|^(?:our|my|your|his|her|their|i|we|you|it) /.test(n))) continue;
    reader.mark(m.index, m.index + m[0].length);
    return names;
  }
  return [];
}

const namesOf = (list: string) => list.split(/,? and |,? or |, ?| ?\/ ?/).map((n) => n.trim().replace(/^(?:the|my|a|an) /, '')).filter(Boolean);

/** What a button does in an app rather than what it counts ("a Start button and a Stop button"). */
const DOING = /^(?:start|stop|pause|resume|reset|restart|save|cancel|add|delete|remove|edit|undo|redo|clear|next|back|prev|previous|submit|share|send|done|ok|okay|plus|minus|up|down|home|settings?|menu|call|email|text|lap|split|play|shuffle|random|roll|flip|spin|search|sort|filter|new|increase|decrease|increment|decrement|big|small|large|huge|giant|little|tap|press|click|log|enter|open|close|show|hide|set|timer|sound|mute)$/;

/**
 * Outcomes tapped on buttons of their own, counted and set against each other: "a Made button and a
 * Missed button", "hit / miss buttons", "correct and wrong buttons", "yes/no votes". Said only where
 * the prompt also asks for a figure of them (a percentage, an accuracy, a total, how many), so
 * "a Save button and a Cancel button" stays what it is.
 */
export function tallyButtons(reader: Reader): string[] {
  if (!/\b(?:percent(?:age)?s?|accuracy|[a-z]+ rate|total|how many|counts?|counters?|tall(?:y|ies)|score|ratio|votes?)\b|%/.test(reader.text)) return [];
  // ("made/missed": a slash needs no spaces; the shortest list that ends where the buttons do.)
  const list = `${NAME}(?:(?:,| ?\\/ ?|,? and|,? or) ?${NAME}){1,7}?`;
  const one = (capture: boolean) => `(?:an?|one|the) ${capture ? '(' : '(?:'}${NAME}) button`;
  const shapes = [
    // "a made button and a missed button", "a hit button, a miss button and a foul button"
    new RegExp(`\\b${one(false)}(?:(?:,| and|,? and|,? or) ${one(false)}){1,7}`),
    // "made and missed buttons", "hit / miss buttons", "yes/no votes"
    new RegExp(`(?:^|[.;:!?] |\\b(?:a|an|my|some|with|two|three|four|the|just|separate|big) )(${list}) (?:tap )?(?:buttons|votes)\\b`),
    // "buttons for made and missed", "two buttons: correct and wrong"
    new RegExp(`\\b(?:(?:\\d|two|three|four) )?(?:big |tap |separate )?buttons(?: for)?:? (${list})(?=[.;!?]|$| -|,? (?:and )?(?:shows?|shows|with|that|which|to)\\b)`),
    // "count my wins and losses and show my win rate": outcomes counted for a share of them.
    ...(/\b(?:percent(?:age)?|accuracy|[a-z]+ rate)\b|%/.test(reader.text) ? [new RegExp(`\\b(?:count|tally|track|keep (?:track|count) of) (?:my |the |all )?(${list})(?=,? (?:and )?(?:show|give|tell|work|see|with|that|which)s?\\b|[.;!?]|$)`)] : []),
  ];
  for (const re of shapes) {
    const m = re.exec(reader.text);
    if (!m) continue;
    const names = re === shapes[0] ? [...m[0].matchAll(new RegExp(one(true), 'g'))].map((b) => b[1]!) : namesOf(m[1]!);
    if (names.length < 2 || names.length > 8 || new Set(names).size < names.length) continue;
    if (names.some((n) => DOING.test(n) || /^\d/.test(n) || /^(?:our|my|your|his|her|their|i|we|you|it) /.test(n) || n.split(' ').length > 2)) continue;
    reader.mark(m.index, m.index + m[0].length);
    return names;
  }
  return [];
}

/** "water goal 8", "a goal of 8 for water": the one name a goal is said for, if any. */
export function goalFor(text: string, names: readonly string[]): string | undefined {
  return names.find((n) => new RegExp(`\\b${n} (?:goal|target)\\b|\\b(?:goal|target) (?:of |is )?\\d+ (?:[a-z]+ )?for (?:the )?${n}\\b`).test(text));
}
