import type { Subject } from './plan';
import type { Reader } from './reader';
import { plural, singular } from './words';

const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
const TEAMS = /\b(?:split|divide|sort|shuffle|put|break|mix|separate|deal)s?(?:ting|ing)?\b(?: [a-z'-]+){0,4}? (?:up )?into (\d|two|three|four|five|six) (?:random |even |equal |fair |mixed )?(?:teams|groups|sides)\b|\b(?:make|makes|pick|picks|create|creates|random) (\d|two|three|four|five|six) (?:random |even |equal |fair )?teams\b|\b(?:random )?team (?:picker|maker|generator|shuffler|splitter)\b/;

/** "randomly split the kids into 2 teams", "make 3 random teams", "a team picker": how many teams the records are dealt into (2 unless said). */
export function teamsAsked(reader: Reader): number | undefined {
  const m = reader.find(TEAMS);
  if (!m) return undefined;
  const n = m[1] ?? m[2];
  return Math.min(6, Math.max(2, n ? (COUNT[n] ?? Number(n)) : 2));
}

/**
 * "type in the names of whoever shows up, then split everyone into 2 random teams": people kept by
 * name, to be dealt into teams, called what the prompt calls them (players unless it says).
 */
export function teamRoster(reader: Reader): Subject | undefined {
  if (!TEAMS.test(reader.text)) return undefined;
  const who = /\b(kids|children|players|students|pupils|friends|members|guests|people|runners|swimmers|volunteers)\b/.exec(reader.text)?.[1];
  const noun = who ? (who === 'people' ? 'person' : who === 'children' ? 'child' : singular(who)) : 'player';
  reader.find(/\b(?:type|put|add|enter|write)s?(?: in)? (?:the )?names?\b(?: of [a-z' ]+?(?=,|\.|;| then| and|$))?/);
  return { noun, plural: who ?? plural(noun), attributes: [{ name: 'name', label: 'Name', kind: 'text' }], prefilled: [] };
}
