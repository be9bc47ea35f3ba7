import { singular } from '../understand/words';

/*
 * The business, occasion or activity a prompt is about, read from how people say it, so that an app
 * whose records are only "entries" or "a sale" is named for what it serves ("Nail Salon", "Bake Sale
 * Inventory", "Babysitting Hours") rather than for a bare word.
 */

const PLACE = 'salon|stall|shop|store|cafe|café|bakery|business|cart|truck|stand|studio|club|team|class|farm|kennel|restaurant|bar|booth|kitchen|practice|food bank|bank|charity|shelter|church|group|choir|troop';
const EVENT = 'sale|fair|fundraiser|party|market|drive|tournament|night|show|raffle|auction|cleanup|camp|reunion|picnic|festival';

/** "babysit" → "babysitting", "tutor" → "tutoring": a job done for others, named as the activity. */
const JOB_VERBS = /\b(?:i|we) (babysit|dog ?sit|pet ?sit|house ?sit|tutor|coach|nanny|dog ?walk|mow lawns|clean houses|cater|teach)\b/;

/** "I babysit for a few families", "we tutor kids": the prompt is about a job done for others. */
export const doesJobs = (text: string): boolean => JOB_VERBS.test(text);

function gerund(verb: string): string {
  const ing = (w: string) => (/sit$/.test(w) ? `${w}ting` : /e$/.test(w) ? `${w.slice(0, -1)}ing` : `${w}ing`);
  const words = verb.split(' ');
  // ("pet sit" → "pet sitting", "dog walk" → "dog walking"; "mow lawns" → "mowing lawns".)
  if (words.length > 1 && /^(?:sit|walk)$/.test(words.at(-1)!)) return [...words.slice(0, -1), ing(words.at(-1)!)].join(' ');
  return [ing(words[0]!), ...words.slice(1)].join(' ');
}

const OCCASIONS: RegExp[] = [
  // "I own a nail salon", "I run a little flower stall", "we have a small candle business".
  new RegExp(`\\b(?:i|we) (?:own|run|have|manage|started|opened) (?:a|an|my|our) (?:(?:little|small|tiny|new|local) )*((?:[a-z-]+ ){0,2}(?:${PLACE}))\\b`),
  // "our drama club is doing a bake sale", "we're having a garage sale".
  new RegExp(`\\b(?:is|are|we're|i'm|am) (?:doing|having|holding|running|hosting|organi[sz]ing|throwing) (?:a|an|our|my) ((?:[a-z-]+ ){0,2}?(?:${EVENT}))\\b`),
  // "we do board game night every friday", "we have board game nights".
  /\bwe (?:do|have|host|hold|play) (?:a |an |our )?((?:[a-z-]+ ){1,2}nights?)\b/,
  // "hours for my school's community service requirement".
  /\bfor (?:my|our|the) (?:[a-z]+'s )?([a-z-]+ [a-z-]+) (?:requirement|program|programme|project|course|award|badge)\b/,
  // "I coordinate volunteers for our church food bank".
  new RegExp(`\\b(?:i|we) (?:coordinate|organi[sz]e|manage|run|lead) [a-z]+ (?:for|at) (?:my|our|the) ((?:[a-z-]+ ){0,2}(?:${PLACE}))\\b`),
  // "guide for my Lisbon trip".
  /\b(?:for|on) (?:my|our|the|a) ((?:[a-z-]+ )?(?:trip|holiday|vacation|visit|getaway))\b/,
];

/** "nail salon", "bake sale", "board game night", "babysitting": what the app is for, if the prompt says. */
export function occasionOf(text: string): string | undefined {
  const job = JOB_VERBS.exec(text)?.[1];
  if (job) return gerund(job);
  for (const pattern of OCCASIONS) {
    const found = pattern.exec(text)?.[1]?.trim();
    if (!found) continue;
    const words = found.split(' ');
    // ("board game nights": one occasion, said as it recurs.)
    words[words.length - 1] = /nights$/.test(words[words.length - 1]!) ? singular(words[words.length - 1]!) : words[words.length - 1]!;
    return words.join(' ');
  }
  return undefined;
}

/** Words that say nothing of what an app keeps: "Entries", "Items", "Times Counter", "Game Played". */
const EMPTY_WORDS = /^(?:entry|entries|item|items|jobs|history|histories|record|records|times|things?|stuff|data|info|customers?|clients?|users?|visitors?|played|done|taken|given|used|made|counter|log|list|tracker|planner|app|week|weekly|day|daily)$/i;

/** A name of only such words, or the records' noun alone in the singular ("Sale", "Dose"), is weak. */
export function isWeakName(name: string, noun: string | undefined): boolean {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.every((w) => EMPTY_WORDS.test(w))) return true;
  // ("record each game played": a participle ends a phrase of the prompt, never a name.)
  if (words.length > 1 && /^(?:played|done|taken|given|used|made|won|eaten|watched|read|seen)$/.test(words[words.length - 1]!)) return true;
  // ("Timesheet", "Scrapbook": a noun that is itself the container names the app.)
  return noun !== undefined && words.length === 1 && words[0] === noun && singular(noun) === noun && !/(?:sheet|book|diary|journal|list|log|planner|schedule|inventory|calendar)$/.test(noun);
}

/**
 * "Offline guide for my Lisbon trip. Home screen …": an app of screens is named by its occasion and the
 * kind of thing the prompt opens with ("Lisbon Trip Guide"), never "My App".
 */
export function occasionTitle(prompt: string): string | undefined {
  const text = prompt.toLowerCase();
  const occasion = occasionOf(text);
  if (!occasion) return undefined;
  const head = /^(?:an? |my |our |the )?(?:[a-z-]+ ){0,2}?(guide|planner|handbook|helper|organi[sz]er|checklist|app)\b/.exec(text)?.[1];
  const words = `${occasion} ${head && head !== 'app' ? head : ''}`.trim().split(' ');
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** Words that say what kind of thing the app is, or how it is, never what it is about. */
const NOT_TOPIC = /^(?:app|apps|application|screens?|pages?|menu|tabs?|simple|little|small|basic|quick|new|one|two|three|four|five|six|each|every|some|few|different|separate|main|home|my|our|the|a|an|with|and|for|of|about)$/;

/**
 * "App for my son's under-10 football team: a fixtures screen, …" → "Football Team"; "an app with 5 screens
 * about planets - …" → "Planets": what an app of screens is for or about, when no occasion names it.
 */
export function topicTitle(prompt: string): string | undefined {
  const text = prompt.toLowerCase();
  const m = /\b(?:about|on the topic of|all about)\s+((?:[a-z][a-z'-]* ?){1,3}?)(?=\s*(?:[-–—:,.;!?(]|\bwith\b|\band\b|\bthat\b|\bwhere\b|$))/.exec(text)
    ?? /\bapp (?:for|to help) ((?:[a-z0-9][a-z0-9'-]* ?){1,5}?)(?=\s*(?:[-–—:,.;!?(]|\bwith\b|\bthat\b|\bwhere\b|\bwho\b|$))/.exec(text);
  if (!m) return undefined;
  // ("my son's under-10 football team": whose it is and the age group say less than what it is.)
  const words = m[1]!.trim().split(' ').filter((w) => !/['’]s$|\d/.test(w) && !NOT_TOPIC.test(w)).slice(-2);
  return words.length > 0 ? words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') : undefined;
}
