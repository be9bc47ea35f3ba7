import type { ScorePlan } from './plan';
import type { Reader } from './reader';

/** Keeping score in a game: "keep score between 2 players, first to 11 wins", "scoreboard for 4 teams". */
export function scorePlan(reader: Reader): ScorePlan | undefined {
  // "log each round with player name and points": rounds kept as records (with totals per player), not live counters.
  if (reader.has(/\b(?:log|record|add|enter|write down|save)s? (?:each|every|the) (?:round|game|hand|match)e?s? (?:with|:)/)) return undefined;
  // "keep score entries … - player, points and game date -": the fields of scored records.
  if (reader.has(/\b(?:player|name|team|kid)(?: name)?,? (?:and )?(?:the )?(?:points|score|goals)\b[^.;]*\b(?:date|game|match|round)\b|\bscore (?:entries|log|history)\b/)) return undefined;
  // "add players with their points": players kept as records, each with a score.
  if (reader.has(/\b(?:add|enter|list|log|type in)s? (?:the |my |our |all )?(?:players|people|teams|kids|friends|members) (?:with|and) (?:their |each one's |a )?(?:points|scores?|totals?)\b/)) return undefined;
  // ("football score app for home and away": a match's score, kept for its two sides.)
  const sides = reader.find(/\bhome (?:team )?(?:and|vs\.?|v|versus|&) away(?: teams?)?\b/);
  if (!reader.find(/\b(?:keep(?:s|ing)? (?:the )?scores?|score ?keep(?:er|ing)|score ?board|points? (?:tracker|counter|keeper)|track (?:the )?(?:scores?|points))\b/) && !(sides && reader.has(/\bscores?\b/))) return undefined;
  const who = reader.find(/\b(\d+) (players?|teams?|people|sides|kids|friends)\b/);
  const players = Math.min(6, Math.max(2, Number(who?.[1] ?? 2)));
  const target = reader.find(/\b(?:first to|play(?:ing)? to|race to|wins? at|up to|(?:the )?(?:game|match|set) (?:ends|is over|finishes) (?:at|on)|ends at) (\d+)(?: points?)?(?: wins?)?\b|\b(\d+) points? wins?\b/);
  const steps = reader.find(/\bbuttons? (?:for |of )?\+?(\d+)(?:(?:, ?| and | or )\+?(\d+))?(?:(?:, ?| and | or )\+?(\d+))?/);
  reader.find(/\b(?:reset|new game|start over)\b(?: button)?/);
  return {
    players,
    noun: /team/.test(who?.[2] ?? '') || sides ? 'team' : 'player',
    ...(sides ? { names: ['Home', 'Away'] } : {}),
    ...(target ? { target: Number(target[1] ?? target[2]) } : {}),
    steps: steps ? [steps[1], steps[2], steps[3]].filter((s): s is string => !!s).map(Number) : [1],
  };
}
