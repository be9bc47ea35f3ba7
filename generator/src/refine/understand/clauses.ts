import nlp from 'compromise';
import pluralize from 'pluralize';
import { own } from '../../understand/own';

/**
 * One instruction of a change request ("count up in twos", "stop at 20"), read with compromise for
 * parts of speech and numbers so the edits below work on meaning, not on fixed phrasings.
 */
export interface Clause {
  /** The user's words for this instruction. */
  text: string;
  lower: string;
  /** Infinitive of the first verb ("show", "add", "count"); '' when the clause has none. */
  verb: string;
  /** Text the user put in quotes, the words they want shown verbatim. */
  quoted?: string;
  /** Numbers written as digits, words ("ten") or multiples ("in twos" → 2), in order. */
  numbers: number[];
  /** Singular nouns, lower case, in order ("expenses" → "expense"). */
  nouns: string[];
  /** Superlative adjectives ("biggest", "newest"). */
  superlatives: string[];
  /** What the user told before asking ("i keep tapping wrong, add …"): why they ask, no instruction itself. */
  why?: string;
}

// Verbs of app requests the general lexicon reads as nouns ("sync the count", "log my runs").
nlp.addWords({ sync: 'Infinitive', resync: 'Infinitive', backup: 'Infinitive', upload: 'Infinitive', export: 'Infinitive', email: 'Infinitive', rename: 'Infinitive', relabel: 'Infinitive', reorder: 'Infinitive', untick: 'Infinitive' });

const STOP_WORDS = new Set(['the', 'an', 'my', 'all', 'of', 'each', 'every', 'this', 'that', 'some', 'any', 'our', 'your']);
const QUOTE = /["“”'‘’]([^"“”‘’]{1,80}?)["“”'‘’](?!\w)/;

/** Splits a request into clauses: sentences, then "and"/"then"/";" when a new instruction (a verb) follows. */
export function splitClauses(request: string): Clause[] {
  // "can u add …", "pls": shorthand written out before anything reads it.
  const clean = namesQuoted(request.replace(/\s+/g, ' ').trim().slice(0, 600).replace(/\bu\b(?!['’])/gi, 'you').replace(/\b(?:pls|plz)\b/gi, 'please').replace(LEAVE_ALONE, '$1'));
  if (clean === '') return [];
  const parts: { text: string; why?: string }[] = [];
  const sentences = withPlacesJoined(nlp(clean).sentences().out('array') as string[]);
  // 'a screen that says: Quiet hours after 10pm. Bins go out Tuesday night.': every sentence after
  // "says:" is the user's text, not an instruction of its own.
  const dictation = sentences.findIndex((x) => /\b(?:says?|saying|reads|with the (?:text|words))\s*:/i.test(x));
  if (dictation >= 0) sentences.splice(dictation, sentences.length - dictation, sentences.slice(dictation).join(' '));
  for (const sentence of sentences) {
    let told: string | undefined;
    // "I buy coffee every day, give me a Coffee button …": the request follows the comma.
    // "… at the bottom, and a dark mode switch in settings": a second thing asked for.
    // "… right away, and newest entries first": an order asked for beside it.
    // "make it stop at 8, one glass per tap": how much each tap counts, said after a comma, is a step of its own.
    for (const [at, piece] of sentence.split(/,\s+(?=(?:\d+(?:\.\d+)?|one|two|three|four|five|ten)(?: [a-z]+)? (?:per (?:tap|click|press)|at a time|each (?:tap|click|press))\s*(?:[,;.!]|$))|,\s+(?=(?:give me|add|make|put|let me|please|can you|could you|i(?:'d| would) like|i want)\b)|,?\s+and\s+(?=(?:a|an|another)\s[^,.]*?(?:\b(?:switch|toggle|button|screen|setting|field|column|checkbox)\b|\byes\/no\b)|(?:a|an)\s(?:line|note|footer|caption|message)\b)|,\s+and\s+(?=(?:(?:the|show|put)\s+)?(?:newest|oldest|latest|most recent|biggest|cheapest|highest|lowest)\s[^,.]*?\b(?:first|on top|at the top)\b)|,?\s+and\s+(?=(?:each|every|one|a) (?:tap|click|press)\b)|,?\s+and\s+(?=(?:a\s+)?(?:max(?:imum)?|min(?:imum)?|at most|at least|no more than|no less than|up to|cap(?:ped)? at|limit(?:ed)? (?:it )?(?:to|at)|stop(?:ping)? at)(?:\s+(?:of|is))?\s+\d)/i).entries()) {
      // "i keep tapping wrong, add a minus 1 button": what the user tells of themselves before the ask is why, not what.
      if (at === 0 && piece !== sentence && TOLD_FIRST.test(piece.trim())) {
        told = piece.trim();
        continue;
      }
      parts.push(...splitOnNewVerb(imperative(piece)).map((text) => ({ text, ...(told ? { why: told } : {}) })));
    }
  }
  const clauses = parts.map((p) => ({ ...p, text: p.text.trim().replace(/[.!;,]+$/, '') })).filter((p) => p.text !== '').map((p) => ({ ...readClause(p.text), ...(p.why ? { why: p.why } : {}) }));
  // "also a dark mode switch" has no verb of its own: it takes the one before ("add").
  // "… and a dark mode switch in settings", "also a 'Hide done' switch": a thing named on its own is added.
  return clauses.map((c, i) => {
    const before = clauses[i - 1];
    // ("button to clear the whole list please": the thing first, without an article.)
    // ("and something to wipe the whole list": a thing to tap, named by what it does.)
    const thing = /^(?:(?:also|and|plus),?\s+)*(?:(?:a|an)\s(?:line|note|footer|caption|message)\b|(?:a|an|another)\s[^.]*?(?:\b(?:switch|toggle|button|screen|field|setting|checkbox|page)\b|\byes\/no\b)|(?:[a-z]+ )?(?:switch|toggle|button|checkbox) (?:to|that|for|which)\b|(?:something|a way|a thing) (?:to|that|which)\b)/i.test(c.text);
    const why = c.why ? { why: c.why } : {};
    if (thing) return { ...readClause(`add ${c.text.replace(/^(?:(?:also|and|plus),?\s+)+/i, '')}`), ...why };
    if (i === 0 || c.verb !== '' || !before?.verb || !/^also\s/i.test(c.text)) return c;
    return { ...readClause(`${before.verb} ${c.text.replace(/^also\s+/i, '')}`), ...why };
  });
}

/** "on the screen", "at the top": a place said on its own, with nothing else after it. */
const PLACE_ONLY = /^(?:on|at|in|along|onto|under|above|below|near|next to|beside)\s+(?:the\s+)?(?:[a-z]+\s+)?(?:screen|page|app|top|bottom|middle|start|end|front)(?:\s+of (?:the )?(?:screen|page|app))?\s*[.!?]*$/;

/** "when it reaches 10", "once he gets a star": a condition, in lower case, going on from the words before. */
const CONDITION_GOES_ON = /^(?:when(?:ever)?|once|each time|every time|as soon as|until|if)\s/;

/**
 * "show Pack your bags! on the screen", "say Well done! when it reaches 10": the sentence reader ends
 * a sentence at the user's own "!", leaving a place or a condition on its own; it belongs to the
 * words before it.
 */
function withPlacesJoined(sentences: string[]): string[] {
  const out: string[] = [];
  for (const sentence of sentences) {
    const goesOn = PLACE_ONLY.test(sentence.trim()) || (CONDITION_GOES_ON.test(sentence.trim()) && /!\s*$/.test(out.at(-1) ?? ''));
    if (out.length > 0 && goesOn) out[out.length - 1] = `${out.at(-1)!.trimEnd()} ${sentence.trim()}`;
    else out.push(sentence);
  }
  return out;
}

/**
 * A name given without quotes reads as quoted, and stays with the thing it names: "… - call it Hide
 * completed", "one button, name it Start over", "a button for them called Add bananas", "labelled
 * Hide finished that hides …".
 */
/** Things a request adds or changes that a name can be given to. */
const NAMEABLE = /\b(?:buttons?|switch(?:es)?|toggles?|pages?|screens?|tabs?|fields?|columns?|settings?|check ?box(?:es)?|boxes|sections?|options?|lines?|notes?|labels?|headings?|inputs?|dropdowns?|lists?|timers?|counters?|yes\/no|ticks?)\b/i;

function namesQuoted(text: string): string {
  return text
    .replace(/(?:\s+[-–—]\s+|,\s*(?:and\s+)?|\s+and\s+|\s+)(?:call|name|label|title) (it|this|that|the button|the switch|the page|the screen)(?: as)?\s+["“']?([^"”'.,;!?]{1,40}?)["”']?(?=\s*(?:[.,;!?]|$))/gi, (all: string, what: string, name: string, at: number) =>
      // ("newest at the top, and call it Vocab Grind": with no thing named before it, "it" is the app.)
      /^(?:it|this|that)$/i.test(what) && !NAMEABLE.test(text.slice(0, at).split(/[.!?]\s/).pop() ?? '') ? all : ` called "${name}"`)
    .replace(/\b(called|named|labell?ed|titled)\s+(?!["“'])([A-Z+−\d][^,.;!?"]{0,40}?)(?=\s+(?:so|that|which|to|for|where|when|because|with|please|in|on|and)\b|\s*[,.;!?]|$)/g, '$1 "$2"');
}

/** "I also want to note the date", "could you please add …": the instruction, as an imperative. */
function imperative(sentence: string): string {
  return sentence
    .replace(FILLER, '')
    // "(I) also need to write down …": the subject is often left out in chat; what is wanted is the instruction.
    // ("I'd like to give each book a rating …": read as "give each book …" by the rules below.)
    .replace(/^(?:(?:and|also|please|now|ok|okay),?\s+)*(?:(?:i|we)(?: also| really| just)? |(?:i|we)(?='d))?(?:want|would like|'d like|'d love|need|wish)(?: you)?(?: also)? to\s+/i, '')
    .replace(/^(?:(?:and|also|please|now|ok|okay),?\s+)*(?:can|could|would|will) you(?: please| also)*\s+/i, '')
    // "my bottle is like 2 glasses so make the button add 2": the reason comes first, the instruction after "so".
    .replace(REASON_FIRST, '')
    // "can each homework also have a priority: low, medium or high?": a field for each record.
    .replace(/^(?:(?:and|also|please|now|ok|okay),?\s+)*(?:can|could) (?:each|every|the|my) [a-z]+ (?:also )?have\s+(.*?)\??$/i, 'add $1')
    // "each thing should have what I'm asking for it": a field for each record.
    .replace(/^(?:(?:and|also|please|now|ok|okay),?\s+)*(?:each|every) [a-z]+ (?:should|must|needs? to|could|would) (?:also )?have\s+(.*?)\??$/i, 'add $1')
    // "each bill should get a category - …", "every bill needs a category: …": a field each record gets (buttons and the like are given otherwise).
    .replace(/^(?:(?:and|also|please|now|ok|okay),?\s+)*(?:each|every) [a-z]+ (?:(?:should|must|could|would|will) (?:also )?)?(?:gets?|needs?|has|have)(?! to\b)\s+(?!(?:[a-z0-9+-]+ )*(?:buttons?|switch|toggle|screen|page|setting)\b)((?:a|an|its own|their own) .+?)\??$/i, 'add $1')
    // "tag each one as utilities, insurance or other": a choice of those, named by the verb.
    .replace(/^(?:(?:and|also|please|now|ok|okay),?\s+)*(tag|label|categori[sz]e|classify|group) (?:each|every|all|the|my) [a-z]+(?: [a-z]+)? (?:as|by|into|under) ((?:[a-z]+ ){0,2}[a-z]+(?:,\s*(?:[a-z]+ ){0,2}[a-z]+)*,? or (?:[a-z]+ ){0,2}[a-z]+)\??$/i, (_m: string, verb: string, options: string) => `add a ${/^(?:categori|classify)/i.test(verb) ? 'category' : verb.toLowerCase()}: ${options}`)
    // "give every bill a type: water, power or phone": a field for each record (buttons and the like are given otherwise).
    // ("… a rating out of 5 and write some notes": what follows "and" is asked on its own.)
    .replace(/^(?:(?:and|also|please|now|ok|okay),?\s+)*give (each|every|all(?: the| my)?|the|my) ([a-z]+) (?!(?:[a-z0-9+-]+ )*(?:buttons?|switch|toggle|screen|page|setting)\b)((?:a|an|its own|their own) .+?)((?: and (?:also )?(?!(?:a|an|the|its|their|some|my|one)\b)[a-z]+\b.*?)?)\??$/i, 'add $3 to $1 $2$4')
    // "can I also put the date I finished each one?": asking to add it.
    .replace(/^(?:(?:and|also|please|now|ok|okay),?\s+)*(?:can|could|may) (?:i|we) (?:also )?(?:put|add|note|record|store|keep|track|enter|save)\s+(.*?)\??$/i, 'add $1')
    // "can i also pick a category for each one": let me pick it.
    .replace(/^(?:(?:and|also|please|now|ok|okay),?\s+)*(?:can|could|may) (?:i|we) (?:also )?(pick|choose|rate|mark|tick)\s+(.*?)\??$/i, 'let me $1 $2');
}

function splitOnNewVerb(sentence: string): string[] {
  const terms = nlp(sentence).terms().json() as { terms: { text: string; pre: string; post: string; tags: string[]; normal: string }[] }[];
  const out: string[] = [];
  let current = '';
  terms.forEach((t, i) => {
    const word = t.terms[0]!;
    const joiner = /[;]\s*$/.test(word.post);
    const isVerb = (x?: { tags: string[] }) => x !== undefined && x.tags.includes('Verb') && !x.tags.includes('Gerund') && !x.tags.includes('Copula') && !x.tags.includes('Modal');
    const next = terms[i + 1]?.terms[0];
    // "and sort …", "and never go …", "and please make …": a new instruction starts. Read on its own,
    // the rest shows an imperative the sentence's tagging missed ("and sync the count …").
    const rest = () => terms.slice(i + 1).map((x) => `${x.terms[0]!.pre}${x.terms[0]!.text}${x.terms[0]!.post}`).join('');
    // One trailing word is a list item ("by name and date"), not an instruction.
    const startsInstruction = terms.length - i - 1 >= 2 && (isVerb(next)
      // "… and it stops at 300": a new instruction about the same thing.
      || (next !== undefined && /^(it|they)$/.test(next.normal) && (isVerb(terms[i + 2]?.terms[0]) || /^(should|must|shall|will|can't|cannot|won't|shouldn't|mustn't|never|always|needs)$/.test(terms[i + 2]?.terms[0]?.normal ?? '')))
      || (next !== undefined && /^(never|always|please|also|don't|do|not)$/.test(next.normal) && isVerb(terms[i + 2]?.terms[0]))
      || (next !== undefined && /^(and|then)$/.test(word.normal) && startsWithVerb(rest())));
    // ", and also a dark mode switch": a second thing for the same verb ("add …, and also …").
    const alsoThing = word.normal === 'and' && next?.normal === 'also' && terms.length - i - 1 >= 3 && /,\s*$/.test(terms[i - 1]?.terms[0]?.post ?? '');
    // After "that says:" the rest is the user's own text, never a new instruction.
    // ("a Help page explaining how to add and delete expenses": what the page explains, not something to do.)
    const dictating = /\b(?:says?|saying|reads|with the (?:text|words))\s*:/i.test(current) || /\b(?:page|screen|tab|section)\b[^.]*\b(?:explain(?:s|ing)?|describ(?:es|ing)|about|on how|showing how|telling (?:me|people|users) how|with (?:tips|instructions|steps))\b/i.test(current);
    // "can i also pick a category …", "please also let me …": the opening is part of the one instruction.
    const opening = /^\s*(?:(?:and|so|ok|okay|please)\s+)*(?:(?:can|could|may|would|will|should) (?:i|we|you))?\s*$/i.test(current);
    // "… but it should stop at 60": a rule about the same thing, after "but".
    const butRule = word.normal === 'but' && /^(it|they)$/.test(next?.normal ?? '') && startsInstruction;
    if (!dictating && !opening && ((/^(and|then|also|plus)$/.test(word.normal) && startsInstruction) || alsoThing || butRule)) {
      out.push(current);
      current = '';
      return;
    }
    current += `${word.pre}${word.text}${word.post}`;
    if (joiner) {
      out.push(current);
      current = '';
    }
  });
  out.push(current);
  return out;
}

/** Whether a phrase of two words or more, read on its own, opens with an instruction verb. */
function startsWithVerb(phrase: string): boolean {
  const terms = nlp(phrase).terms().json() as { terms: { tags: string[] }[] }[];
  const first = terms[0]?.terms[0];
  return terms.length >= 2 && first !== undefined && first.tags.includes('Verb') && !first.tags.includes('Gerund');
}

const MULTIPLES: Record<string, number> = { twos: 2, threes: 3, fours: 4, fives: 5, tens: 10, twenties: 20, fifties: 50, hundreds: 100 };

/** Words that open a chat message and ask for nothing: "actually, …", "oh and …", "hmm, …". */
/** "… since that's my daily target", "… so I can see when I did it": why, said after what; it changes nothing. */
const REASON = /,?\s+(?:(?:because|'cause|cos|bc|b\/c) |(?:since|because|cause|'cause|cos|as) (?:that'?s|that is|it'?s|i|i'm|i've|we|we're|my|our)|so (?:that )?(?:i|we) can (?:see|tell|know|check|remember)|(?:that'?s|that is|which is) (?:my|our|his|her|their)(?= [a-z]+(?: [a-z]+){0,3}\s*[.!]*$))\b.*$/i;
/**
 * "…, no new buttons", "don't change anything else", "don't add a second button though": what the
 * user wants left alone is no instruction (the edits change only what is asked anyway); so is "keep
 * the same inputs but …" before what is asked.
 */
const LEAVE_ALONE = /(^|[,.;!?])\s*(?:but |and |just |please )?(?:no|don'?t|do not|without)(?: (?:add|make|change|touch|put|need))?(?: (?:any|a|the))?(?: (?:new|other|extra|more|second|another))?(?: buttons?| screens?| fields?| switch(?:es)?| changes?| anything(?: else)?| else| other stuff)(?: though| tho| please| thanks)?\s*(?=[,.;!?]|$)|(^|[,.;!?])\s*(?:just |only )?(?:change|edit|use|keep) the (?:one|existing one|same one)(?: (?:there|that'?s there|we have|i have|already there))?(?: please| thanks)?\s*(?=[,.;!?]|$)|(^|[,.;!?])\s*(?:just |please )?keep (?:the same|all the|the) (?:inputs?|buttons?|fields?|boxes|screens?|layout)(?: (?:the same|as (?:they are|it is)))?,?\s+(?:but|and)\s+(?=\S)/gi;

/**
 * "i keep tapping wrong", "we buy milk literally every trip": a person telling what they do or have,
 * neither wishing ("I want …") nor saying how the app should be ("it should …").
 */
const TOLD_FIRST = /^(?:(?:oh|ok|okay|so|well|also|and),?\s+)*(?:i|we|she|he|they)(?:'m|'ve|'re)?\s+(?!(?:also |really |just |still )?(?:want|need|would|wish|like|love|prefer|'d|should|must|can|could|will|shall|may|might|think|wonder|hope)\b)[a-z]+\b[^,;:!?]*$/i;

/** A switch named just before: "… a toggle", "a setting". */
const SWITCH_BEFORE = /\b(?:switch|toggle|setting|option|checkbox)\s*$/i;

/** "my bottle holds 2 glasses so …", "she already has 20 so …": a reason told before the instruction it leads to. */
const REASON_FIRST = /^(?:i|i'm|i've|my|we|we're|our|she|he|her|his|it's|that's|there's|they|each|every|one|the|a|an|this)\b[^,.;]*?,?\s+so\s+(?=(?:please\s+)?(?:make|add|put|change|set|let|have|start|give|show|turn|begin)\b)/i;

const FILLER = /^(?:(?:actually|oh|hmm+|hey|so|well|um+|uh+|right|sorry|wait|oops|btw|yeah|yes|hi|hello|great|thanks|thank you|cool|nice)[,!.]?\s+)+/i;

/** Polite openings carry no instruction: "I'd like an option to …" asks for "an option to …". */
const PREAMBLE = /^(?:(?:please|pls|also|and|then|now|ok|okay)[,\s]+|(?:can|could|would|will) you(?: please)?\s+|i(?:'d| would) (?:like|love)(?: it)?(?: to)?\s+|i (?:want|need)(?: it)?(?: to)?\s+|(?:we|i) should\s+|let'?s\s+|it would be (?:nice|great|good) (?:to|if)(?: you)?\s+)+/i;

/** "I'd like a field for …", "I want a 'Coffee' button …", "can I have a …": a wish for a new thing asks to add it. */
const WISH_FOR_A_THING = /^(?:(?:please|pls|also|and|then|now|ok|okay)[,\s]+)*(?:i(?:'d| would) (?:like|love)|(?:i |we )?(?:also |really |just )?(?:want|need)|(?:can|could) (?:i|we) (?:have|get)|give me|there should be)\s+(?=(?:a|an|another|some)\s)|^(?:can|could|may) (?:i|we) (?:also )?(?:put|add|note|record|store|keep|track|enter|save)\s+(?=(?:the|a|an|my)\s)/i;

const MODAL = /^(?:can|could|will|would|shall|should|may|might|must)$/i;

export function readClause(said: string): Clause {
  // ("a switch so I can see only the best ones": after a switch, "so I can …" is what it does, not why.)
  const text = said.replace(FILLER, '').replace(WISH_FOR_A_THING, 'add ').replace(PREAMBLE, '').replace(REASON, (why: string, at: number, all: string) => (SWITCH_BEFORE.test(all.slice(0, at)) && /^,?\s+so\b/i.test(why) ? why : '')).trim() || said;
  const doc = nlp(text);
  const quoted = QUOTE.exec(text)?.[1]?.trim();
  const unquoted = quoted ? text.replace(QUOTE, ' ') : text;
  const verbs = nlp(unquoted).verbs().toInfinitive().out('array') as string[];
  return {
    text,
    lower: text.toLowerCase(),
    // ("can it go up in 5s": compromise reads the modal as a verb of its own; the instruction is the verb after it.)
    verb: (verbs.find((v) => !MODAL.test(v)) ?? verbs[0] ?? '').toLowerCase().split(' ')[0]!.replace(/[^a-z]/g, ''),
    ...(quoted ? { quoted } : {}),
    numbers: readNumbers(unquoted),
    nouns: (nlp(unquoted).nouns().not('#Pronoun').terms().out('array') as string[])
      .map((w) => w.toLowerCase().replace(/[^a-z]/g, ''))
      .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
      .map((w) => pluralize.singular(w)),
    superlatives: (doc.match('#Superlative').out('array') as string[]).map((w) => w.toLowerCase()),
  };
}

/** Cardinal numbers only: "first" in "biggest first" is an order, not a value. */
export function readNumbers(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/[+-]?\d+(?:[.,]\d+)?|\b[a-z]+\b/gi)) {
    const token = m[0].toLowerCase();
    if (/\d/.test(token)) out.push(Number(token.replace(',', '.')));
    else if (own(MULTIPLES, token) !== undefined) out.push(own(MULTIPLES, token)!);
    else if (/^(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)$/.test(token)) {
      const value = (nlp(token).numbers().get() as unknown[])[0];
      if (typeof value === 'number') out.push(value);
    }
  }
  return out;
}

/** Whether the clause has any of the words (whole words, case-insensitive). */
export function has(clause: Clause, ...words: string[]): boolean {
  return new RegExp(`\\b(?:${words.join('|')})\\b`, 'i').test(clause.text);
}
