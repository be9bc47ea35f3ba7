import type { Attribute, ListBehaviour, Subject } from './plan';
import type { Reader } from './reader';
import { camel, plural, sentenceCase, singular } from './words';

/**
 * A scorekeeper whose players are records rather than a fixed number of sides:
 * - a roster ("add players by name, each one gets + and - buttons for their score, leader on top",
 *   "add the teams, give them points as we go", "player name and score, sorted highest first"):
 *   one record per player with a score the row's own buttons change;
 * - a log ("each turn I enter the player and the points for their word, a running total for each
 *   player"): one record per turn, totalled per player by the usual summaries.
 * Two teams or sides the prompt counts ("two players, +1 for each", "home and away") stay the
 * fixed scoreboard (see scores.ts).
 */
export interface PlayerRecords {
  subject: Subject;
  /** The roster's row buttons and its order; the log has none of its own. */
  list: Pick<ListBehaviour, 'steps' | 'sort'>;
}

/** Who is scored, as people write it. */
const WHO = String.raw`(players?|teams?|people|persons?|kids?|children|students?|friends?|members?|contestants?|guests?|family members?)`;
/** What they score. */
/** Who is added, many at once ("add the players") or one by one ("add each player", "enter each person's name"). */
const PEOPLE = String.raw`(?:players|teams|people|kids|children|students|friends|members|contestants|guests|family members)`;
const ONE = String.raw`(?:player|team|person|kid|child|student|friend|member|contestant|guest)`;
const ADDED = new RegExp([
  String.raw`\b(?:add|enter|type in|put in|list)s? (?:in )?(?:the |my |our |all (?:the )?|new |as many |any number of |however many )?${PEOPLE}\b(?: (?:by|with their) names?)?`,
  String.raw`\b(?:add|enter|type in|put in)s? (?:in )?(?:each|every|a new|one) ${ONE}\b(?!'s (?:points|score))`,
  String.raw`\b(?:add|enter|type in|put in)s? (?:in )?(?:the |each |every |all )?(?:${ONE}'s|${PEOPLE}'?) names?\b`,
  String.raw`\b(?:list|roster) of (?:the |my |our |all )?${PEOPLE}\b`,
  String.raw`\b(?:any number of|as many|however many|unlimited) ${PEOPLE}\b`,
].join('|'));
const SCORED = String.raw`(points?|scores?|stars?)`;

export function playerRecords(reader: Reader): PlayerRecords | undefined {
  const t = reader.text;
  if (!/\b(?:points?|scores?|scorekeep(?:er|ing)|score keep(?:er|ing)|scoreboard|leader(?:board)?|stars?)\b/.test(t)) return undefined;
  const typed = typedTotals(reader);
  if (typed) return kept(reader, typed);
  // "two players, +1 for each", "home and away", "me and my wife": sides counted by the prompt.
  if (/\b(?:two|2|three|3|four|4|both) (?:players|teams|sides|people|kids)\b|\bhome and away\b|\bme and my\b|\bx and o\b/.test(t)) return undefined;
  const log = turnLog(reader);
  if (log) return kept(reader, log);
  const players = roster(reader);
  return players && kept(reader, players);
}

/** The words naming the app a scorekeeper ("scoreboard for our card games") are read with it. */
function kept(reader: Reader, players: PlayerRecords): PlayerRecords {
  reader.find(/\b(?:score ?keep(?:er|ing)|score ?board|scorer|(?:score|points?) (?:tracker|counter|keeper)|keep(?:s|ing)? (?:the )?scores?)\b/);
  return players;
}

/** "each turn I enter the player and the points": one record per turn, with who scored and how much. */
function turnLog(reader: Reader): PlayerRecords | undefined {
  const entry = new RegExp(String.raw`\b(?:enter|log|add|record|type(?: in)?|put in|write(?: down)?|save|note)s? (?:in )?(?:the |their |a )?(player|name|who|person|team)(?:'s name| name)?,? (?:and|with|plus) (?:the |their |his |her |its |how many )?${SCORED}\b`);
  const m = reader.has(entry) ? reader.find(entry) : null;
  if (!m) return undefined;
  const sentence = sentenceAround(reader.text, m.index);
  const per = /\b(?:each|every|per|after (?:each|every|the)|for (?:each|every)) (turn|go|move|word|play|round|game|hand|match|leg|frame|set|inning)s?\b/.exec(sentence);
  if (!per) return undefined;
  reader.find(new RegExp(per[0]));
  // A turn, a go or a word is when a score is entered: the records are the scores. A round or a game is a thing kept.
  const noun = /^(turn|go|move|word|play)$/.test(per[1]!) ? 'score' : per[1]!;
  const who = m[1] === 'name' || m[1] === 'who' ? 'player' : m[1]!;
  const points = singular(m[2]!) === 'star' ? 'stars' : m[2]!.startsWith('point') ? 'points' : 'score';
  return {
    subject: {
      noun,
      plural: plural(noun),
      attributes: [{ name: camel(who), label: sentenceCase(who), kind: 'text' }, numberField(points)],
      prefilled: [],
    },
    list: {},
  };
}

/**
 * "4 players, type in points after each turn and it adds to their total": points typed in (not tapped)
 * onto each player's total, so the players are a roster (named Player 1 … as they start, renamed by
 * the user) with a box for the points.
 */
function typedTotals(reader: Reader): PlayerRecords | undefined {
  const t = reader.text;
  const how = new RegExp(String.raw`\b(?:type|enter|put|key|punch)(?: in)? (?:the |their |my |our )?${SCORED}\b`).exec(t);
  if (!how || !/\badds? (?:it |them |those )?(?:on)?to (?:their|the|his|her|each (?:player|person|team)'s) (?:running )?(?:total|score)s?\b|\brunning totals?\b/.test(t)) return undefined;
  const many = /\b(\d|two|three|four|five|six) (players|people|teams|kids|friends)\b/.exec(t);
  if (!many) return undefined;
  const count = Math.min(6, Math.max(2, Number(many[1]) || WORD_NUMBERS.indexOf(many[1]!) + 2));
  const who = singular(many[2]!).replace(/^people$/, 'person');
  reader.mark(how.index, how.index + how[0].length);
  reader.mark(many.index, many.index + many[0].length);
  const scoreField = numberField(how[1]!.startsWith('point') ? 'points' : singular(how[1]!) === 'star' ? 'stars' : 'score');
  const names = Array.from({ length: count }, (_, i) => `${sentenceCase(who)} ${i + 1}`);
  const leader = /\bwho(?:'s| is) (?:winning|ahead|in the lead|leading)\b|\bleader\b/.test(t);
  return {
    subject: { noun: who, plural: plural(who), attributes: [{ name: 'name', label: 'Name', kind: 'text' }, scoreField], prefilled: names, container: 'scorekeeper', ...withDefined('title', gameOf(t)) },
    list: { steps: { field: scoreField.name, by: [1], typed: true, added: true }, ...(leader ? { sort: { field: scoreField.name, descending: true } } : {}) },
  };
}

const WORD_NUMBERS = ['two', 'three', 'four', 'five', 'six'];

/** "add players by name", "list of players with their scores", "player name and score": one record per player. */
function roster(reader: Reader): PlayerRecords | undefined {
  const t = reader.text;
  const added = ADDED.exec(t);
  // ("teams, points for each round": the plural is who the records are, listed beside what they score.)
  const listed = new RegExp(String.raw`\b(player|team|kid|student|person|contestant)(s)?('s)?( name)?(?: and| with|,) (?:their |a |the |his |her )?(scores?|points)\b(?!,? (?:and )?(?:the |a )?(?:date|game|round|turn|match|week))`).exec(t);
  const given = new RegExp(String.raw`\b(?:give|award|add) (?:each (?:one|of them|${WHO})|them|every ${WHO}|${WHO}) (?:a |some )?${SCORED}\b|\b(?:each|every) (?:one|${WHO}) (?:gets|has) (?:a |their own |its own )?(?:\+|plus|score|points|buttons?)`).exec(t);
  if (!added && !listed) return undefined;
  // "log each round with player name and points": rounds kept as records, read as any other log.
  // ("add points with + buttons": points tapped onto each row's total are a roster's, however many rounds.)
  const tapped = /(?<![\w-])\+ ?(?:\d+ )?buttons?\b|\bplus buttons?\b/.test(t);
  if (!added && !tapped && /\b(?:log|record|enter|add|write down|save|keep)s? (?:each|every|the|a) (?:round|game|hand|match|turn|play|go)s?\b|\b(?:each|every|per|after (?:each|every)) (?:turn|round|game|hand|match|play|go)\b/.test(t)) return undefined;
  // "darts scores with player and points": the scores are the records, each naming its player.
  if (!added && /\bscores? (?:log |tracker |entries |history )?(?:with|:|-|—) (?:the |a )?(?:player|team)/.test(t)) return undefined;
  // A roster is scored: points given, buttons for them, or a name beside a score.
  if (!listed && !given && !new RegExp(String.raw`\b${WHO} (?:with|and) (?:their |a )?${SCORED}\b|\bscore ?keep(?:er|ing)\b|\bkeep(?:s|ing)? (?:the )?scores?\b|\bscore ?board\b|\bleader(?:board)?\b|\b(?:team|player) scores\b`).test(t)) return undefined;
  for (const m of [added, listed, given]) if (m) reader.mark(m.index, m.index + m[0].length);
  const who = singular(listed?.[1] ?? new RegExp(`${PEOPLE}|${ONE}`).exec(added?.[0] ?? '')?.[0] ?? 'player').replace(/^people$/, 'person');
  // "points" when the prompt says points anywhere, else the score.
  const givenWord = given?.[4];
  const said = givenWord && /^(?:points?|scores?|stars?)$/.test(givenWord) ? (singular(givenWord) === 'score' ? 'score' : plural(singular(givenWord)))
    : /\bpoints\b/.test(t) ? 'points' : /\bstars\b/.test(t) && !/\bscores?\b/.test(t) ? 'stars' : 'score';
  // "player and score": the records are named by the player field; "player name", "add players": a name.
  const nameField: Attribute = listed && !listed[2] && !listed[4] ? { name: camel(listed[1]!), label: sentenceCase(listed[1]!), kind: 'text' } : { name: 'name', label: 'Name', kind: 'text' };
  const scoreField = numberField(said);
  const steps = stepsAsked(reader);
  const leader = reader.find(/\b(?:(?:the )?leader|whoever(?:'s| is) (?:winning|ahead)|who(?:'s| is) (?:winning|ahead))(?: (?:is )?(?:always|stays|kept|shown))? (?:on|at) (?:the )?top\b|\bleader ?board\b|\bhighest (?:score |points )?(?:at the top|on top|first)\b|\branked\b|\brank(?:ing)? (?:them|the \w+)\b|\b(?:show|see|shows) (?:me )?who(?:'s| is) (?:winning|ahead|in the lead|leading)\b/);
  return {
    subject: { noun: who, plural: plural(who), attributes: [nameField, scoreField], prefilled: [], container: 'scorekeeper', ...withDefined('title', gameOf(t)) },
    // A score the prompt lists beside the name ("player name and score", "players with their points") is typed in too.
    list: { steps: { field: scoreField.name, by: steps, ...(listed || new RegExp(String.raw`\b${WHO} (?:with|and) (?:their |a )?${SCORED}`).test(t) ? { typed: true } : {}) }, ...(leader ? { sort: { field: scoreField.name, descending: true } } : {}) },
  };
}

/** "scorekeeper for board game night", "Uno score keeper": the game the scores are kept for, which names the app. */
function gameOf(t: string): string | undefined {
  const KEEPER = String.raw`(?:score ?keeper|score ?board|score tracker|points tracker|scores)`;
  const before = new RegExp(String.raw`(?:^|[.:;!—-] ?)((?:[a-z0-9]+ ){1,3}?)${KEEPER}\b`).exec(t)?.[1];
  const after = new RegExp(String.raw`\b${KEEPER} for (?:our |the |a |my )?((?:[a-z0-9]+ ){0,2}[a-z0-9]+)(?=[:,.;—]| -|$)`).exec(t)?.[1];
  // "keep score in Scrabble", "keeping score for darts".
  const kept = /\bkeep(?:ing)? (?:the )?scores? (?:in|for|at|of) (?:our |a |the |my )?([a-z0-9]+)\b/.exec(t)?.[1];
  const game = (before ?? after ?? kept)?.trim().replace(/^(?:a|an|the|my|our|simple|little|keep)\b ?/, '');
  return game && !/\b(?:players?|teams?|people|kids?|points?|scores?|app|me|i)\b/.test(game) ? game : undefined;
}

const withDefined = <K extends string>(key: K, value: string | undefined) => (value ? ({ [key]: value } as Record<K, string>) : {});

function numberField(word: string): Attribute {
  return { name: word, label: sentenceCase(word), kind: 'number' };
}

/** "+1, +2 and +3 buttons", "+5 and -5": the points a row's buttons add; +1 and −1 when not said. */
function stepsAsked(reader: Reader): number[] {
  const m = reader.find(/(?<![\w-])\+ ?(\d+)(?:(?:, ?| and | or | )\+ ?(\d+))?(?:(?:, ?| and | or | )\+ ?(\d+))?/);
  reader.find(/(?:\+|plus) (?:and|or|&|\/) (?:-|−|minus)(?: buttons?)?|\bup and down buttons\b/);
  const by = m ? [m[1], m[2], m[3]].filter((s): s is string => !!s).map(Number).filter((n) => n > 0 && n <= 1000) : [];
  return by.length > 0 ? by : [1];
}

function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('.', at), text.lastIndexOf(';', at)) + 1;
  const end = text.slice(at).search(/[.;]/);
  return text.slice(start, end < 0 ? text.length : at + end);
}
