import nlp from 'compromise';
import { Reader } from './reader';
import { packingListFor } from '../compose/content/packing-lists';
import { fieldName, parseAttributes, scaleIn, typeItem, whetherField } from './attributes';
import type { Attribute, Subject } from './plan';
import { splitList } from './reader';
import { plural, singular, STOP_WORDS } from './words';
import { own } from './own';
import { doesJobs } from '../plan/occasion';
import { LEXICON } from './typos';

/**
 * The thing the user keeps: found from "each X has …", "X with a, b and c", "X log/tracker/list",
 * or the object of log/track/record/save/add. Its attributes come from the phrase list after it.
 */
const CONTAINERS = 'log|tracker|diary|journal|list|planner|book|(?<=(?:recipe|idea|memory|treasure|gift|keepsake|toy|tool|craft|sewing|tackle|jewel(?:le)?ry|shoe|music|card|quote|prayer|spice|tea|wine|letter|photo) )box|binder|organi[sz]er|manager|catalog(?:ue)?|inventory|collection|stash|keeper|register|records?|chart|roster|rota|schedule|checklist|watchlist|wishlist|app|splitter|ledger|notebook|spreadsheet|(?<=(?:task|job|chore|todo|to-do|kanban|project|work|assignment|ticket|issue|bug|errand) )board';
const KEEP_VERBS = 'log|track|record|list|save|store|add|keep track of|keep|note down|write down|collect|manage|organi[sz]e|catalog(?:ue)?|rate|review|rank|plan|schedule|remember(?! (?:when|to|what|where|how|if|whether|that|which|it|them|the last))';
/** Gerunds and mass nouns name an activity, not the records: their records are entries or items. */
const ITEM_ACTIVITIES = /^(shopping|packing|grocery|groceries|to-?do|todo|wish|bucket|gift|checklist)$/;
const ENTRY_ACTIVITIES = /^(maintenance|reading|feeding|sleeping|sleep|training|spending|watering|cleaning|cooking|studying|study|running|walking|cycling|swimming|writing|work|homework|practice|practise|health|fitness|gym|gratitude|wellbeing|wellness|mindfulness)$/;
/** What a log of measurements keeps are readings: "blood pressure log" → readings, and so does a log of what an instrument shows ("thermometer log"). */
const MEASURES = /^(pressure|glucose|sugar|temperature|pulse|oxygen|cholesterol|rate|weight|bmi|thermometer|hygrometer|barometer|gauge)$/;
const NOT_SUBJECTS = /^(ones?|track|tracks|stuff|timer|counter|calculator|converter|game|quiz|clock|stopwatch|countdown|generator|picker|roller|screen|screens|setting|settings|mode|switch|button|buttons|checkbox(?:es)?|theme|colou?r|way|time|day|days|dates|week|month|year|morning|evening|night|afternoon|weekend|savings|phone|goal|total|average|sum|name|title|date|amount|note|notes|event name|number|list|entries|entry)$/;

/** "a random name picker", "a dice roller", "a 2 minute timer": a tool named among the fields is a part of the app, never what a record holds. */
const TOOL_NAMED = /^(?:[a-z0-9'-]+ ){0,3}(?:picker|chooser|roller|spinner|decider|generator|timer|stopwatch|button|scoreboard|quiz)$/i;

/** A bracketed list holds fields, not options, when an item names a field ("name", "table number", "rsvp yes or no"). */
const FIELD_ITEM = /(?:^|, ?|\band )(?:name|title|date|time|amount|price|cost|note|notes)(?:,|\)|$| and )|\b(?:number|yes or no|yes\/no|date|time)(?:,|\)|$)/;

/** Places whose records are the things in them: a garden's plants, a pantry's foods. */
const PLACES = /^(garden|yard|allotment|greenhouse|balcony|fridge|freezer|pantry|kitchen|closet|wardrobe|cellar|garage|shed|aquarium|tank|farm|orchard|patch|vocab|vocabulary)$/;
/** "seed packet tracker" keeps seed packets; "book club list: book title, …" keeps books, never "book books". */
function compoundKept(compound: string | undefined, recordNoun: string): string | undefined {
  return compound && singular(compound) !== recordNoun ? compound : undefined;
}

/** What the dictionary knows only as a function word ("whether", "were", "they", "lol") never names a record. */
const FUNCTION_TAGS = /^(?:Conjunction|Pronoun|Copula|Possessive|Reflexive|Determiner|Modal|Condition|Negative|QuestionWord|Preposition|Adverb|Expression)$/;
const functionWord = (w: string) => [LEXICON[w] ?? []].flat().some((t) => FUNCTION_TAGS.test(t)) || /^(?:has|had|did|does|do|been|being|am|whos|whats|hows|wheres|thats|theres)$/.test(w);
const noun = (w: string) => (!STOP_WORDS.has(w) || /^applications?$/.test(w)) && !NOT_SUBJECTS.test(w) && !/^(?:my|your|him|her|it|our|them)sel(?:f|ves)$/.test(w) && /^[a-z][a-z-]+$/.test(w) && !functionWord(w);

export function findSubject(reader: Reader): Subject | undefined {
  const text = reader.text;
  const week = timetable(reader) ?? weekPlanner(reader);
  if (week) return week;
  let found = firstSubject(text) ?? kindOfStartingItems(reader);
  if (!found) return listedFields(reader);
  reader.mark(found.start, found.end);
  const prefilled = findPrefilled(reader);
  // "a packing list for a ski trip" that names no items starts with what people usually pack
  // (not when it sorts them into categories of its own, which the usual things would not fit).
  if (prefilled.items.length === 0 && found.noun === 'item' && /\bpack(?:ing)?\b/.test(text) && !/\b(with|including):? [a-z]+,/.test(text) && !/\bcategor(?:y|ies)\b/.test(text)) prefilled.items = packingListFor(text);
  const kind = kindNamed(found, prefilled, text);
  found = kind.found;
  const attributes = bestAttributes(reader, found, prefilled.range).filter((a) => (!kind.title || a.label.toLowerCase() !== kind.title) && !TOOL_NAMED.test(a.label));
  // ("the steps already in: bath, story": named steps to tick are things, not a count of steps.)
  const quantity = prefilled.items.length > 0 ? undefined : asQuantity(found, attributes, text);
  if (quantity) return quantity;
  // "rate the restaurants i go to from 1 to 5 stars": each gets a rating on that scale.
  // (A measure rated each day, "rate my mood 1 to 5", is that rating already.)
  if (/\b(?:rate|review|score)\b/.test(text) && !found.measure && !attributes.some((a) => /rating|score|stars?/i.test(a.name) || a.scale)) {
    const scale = scaleIn(text.replace(/(\d+) stars?\b/, '$1'));
    if (scale.scale) attributes.push({ name: 'rating', label: 'Rating', kind: 'number', ...scale });
  }
  found = activityEntry(namedByFirstField(found, attributes, text), attributes);
  found = { ...found, noun: RECORD_OF[found.noun] ?? found.noun };
  found = namedInPlace(found, attributes);
  found = namedByThingDone(found, attributes, text);
  // "a homework planner with my assignments, subject and due date": "my assignments" are the records, not a field.
  const mine = new RegExp(`\\bmy ${escapeRe(plural(found.noun))}\\b`).test(text);
  if (mine) attributes.splice(0, attributes.length, ...attributes.filter((a) => a.unit || a.label.toLowerCase() !== plural(found.noun)));
  // "caffeine tracker: … the caffeine in mg": the subject is measured, so each record is an entry of it.
  // ("gas meter readings (date, reading)": records said in the plural are those, each with its value.)
  const measuredSubject = found.noun !== 'reading' && attributes.some((a) => a.kind === 'number' && singular(a.name.toLowerCase()) === found.noun) && !new RegExp(`\\b${escapeRe(plural(found.noun))}\\b`).test(text);
  // Readings of a measure hold its value, even when the prompt lists only the date ("log my weight with the date").
  if (found.measure && !/^(pressure)$/.test(found.measure) && !attributes.some((a) => a.kind === 'number')) {
    // "weight log in kg": the unit the measure is kept in.
    const unit = /\b(?:in|as) (kg|kgs|kilos|lbs?|pounds|stone|mmhg|mg\/dl|mmol\/l|°?[cf]|celsius|fahrenheit|bpm|%)(?=[\s.,;]|$)/.exec(text)?.[1];
    attributes.unshift({ name: found.measure, label: found.measure.charAt(0).toUpperCase() + found.measure.slice(1), kind: 'number', ...(unit ? { unit } : {}), ...(found.rated ? scaleIn(text) : {}) });
  }
  if (found.kinds) attributes.unshift(kindsChoice(found.noun, found.kinds));
  impliedAttributes(found, attributes);
  askedWhether(reader, attributes);
  firstOfTheFields(text, found, attributes);
  namedForTheJournal(found, attributes, text);
  choicesFromText(reader, attributes);
  const people = assignedPeople(reader, found.noun, attributes);
  if (people) attributes.push(people);
  kidsByName(reader.text, attributes);
  const recordNoun = measuredSubject ? 'entry' : found.noun;
  const compound = measuredSubject ? undefined : compoundKept(found.compound, recordNoun);
  return {
    noun: recordNoun,
    plural: compound ? `${compound} ${plural(recordNoun)}` : plural(recordNoun),
    attributes: withName(withDate(withoutSubjectPrefix(withoutOptionFields(attributes), recordNoun), found.dated ? 'diary' : found.container, recordNoun, text), recordNoun, found.container, thingField(recordNoun, compound, text)).map(unreserved),
    prefilled: prefilled.items,
    ...(found.container ? { container: found.container } : {}),
    ...(found.title ? { title: found.title } : {}),
  };
}

/** "Garden planner. What I planted, where …", "what's in my pantry": a place's records are named by the thing each one is. */
function namedInPlace<T extends { noun: string; title?: string }>(found: T, attributes: Attribute[]): T {
  // "Garden planner. What I planted, where …": a place's records are named by the thing each one is.
  const thing = attributes.find((a) => a.kind === 'text');
  if (PLACES.test(found.noun) && thing && /^[a-z]+$/.test(thing.name) && noun(thing.name) && !/^(name|title|note|location|place|who|type|kind)$/.test(thing.name)) return { ...found, noun: singular(thing.name) };
  // ("what's in my pantry" that names no thing keeps the pantry's items.)
  if (PLACES.test(found.noun) && found.title === found.noun) return { ...found, noun: 'item' };
  return found;
}

/** "a list of what I've sown: crop, bed …": a doing kept ("sowings") is named by the thing it was done to, when the user names it first. */
function namedByThingDone(found: Found, attributes: Attribute[], text: string): Found {
  // ("what I've planted: plant name, …": the thing the name is of.)
  const first = attributes[0]?.kind === 'text' ? /^([a-z]+)(?: name| title)?$/.exec(attributes[0].label.toLowerCase())?.[1] : undefined;
  if (!found.said || !/ing$/.test(found.noun) || !first || !noun(first) || KNOWN_FIELD_WORDS.test(first) || !new RegExp(`\\b${first}\\b`).test(text)) return found;
  return { ...found, noun: singular(first), title: plural(singular(first)) };
}

/** "each vaccination/flea/worming": which kind each treatment is, a choice named for the records ("Treatment"), or its Type. */
function kindsChoice(recordNoun: string, kinds: string[]): Attribute {
  const name = recordNoun === 'entry' ? 'type' : recordNoun;
  return { name, label: name.charAt(0).toUpperCase() + name.slice(1), kind: 'choice', options: kinds.map((k) => k.charAt(0).toUpperCase() + k.slice(1)) };
}

/** ("pick great, ok or bad": "great" is an option of the mood, never a field of its own beside it.) */
function withoutOptionFields(attributes: Attribute[]): Attribute[] {
  const options = new Set(attributes.flatMap((a) => (a.kind === 'choice' ? (a.options ?? []).map((o) => o.toLowerCase()) : [])));
  return attributes.filter((a) => a.kind !== 'text' || !options.has(a.label.toLowerCase()));
}

/** "mood journal … pick great / ok / bad": a choice the prompt gives no name is what the journal keeps ("Mood"). */
function namedForTheJournal(found: Found, attributes: Attribute[], text: string): void {
  const word = found.title?.split(' ').pop();
  const nameless = attributes.find((a) => a.name === 'type' && a.kind === 'choice');
  // (Only a state the journal rates: a "bike upkeep log - chain cleanings, tyre changes" keeps a Type of job.)
  if (!nameless || !word || /\btype\b/.test(text) || !/^(journal|diary|log|tracker)$/.test(found.container ?? '') || !/^(mood|energy|feeling|weather|sleep|pain|stress|anxiety|motivation|focus|vibe|health|appetite)$/.test(word) || attributes.some((a) => a.name === word)) return;
  nameless.name = word;
  nameless.label = word.charAt(0).toUpperCase() + word.slice(1);
}

/** "a bedtime routine with the steps already in: bath, story, lights off": the starting items say what is kept (read without marking). */
function kindOfStartingItems(reader: Reader): Found | undefined {
  const peek = findPrefilled(new Reader(reader.typed));
  return peek.kind && peek.items.length >= 2 ? { noun: peek.kind, start: peek.range[0], end: peek.range[0] } : undefined;
}

/** The starting items say what the list holds: "the common garden birds already in it", "a task list that starts with …". */
function kindNamed(found: Found, prefilled: { items: string[]; kind?: string }, text: string): { found: Found; title?: string } {
  // "a checklist with the common garden birds already in it": the items are birds.
  const kind = found.noun === 'item' && prefilled.items.length > 0 ? /\bwith (?:the |some |all the |our |my )?((?:[a-z]+ ){0,3}([a-z]+s)) already (?:in|on)(?: it| there)?\b/.exec(text) : null;
  if (kind && noun(kind[2]!)) found = { ...found, noun: singular(kind[2]!), title: kind[1]! };
  // "a task list that starts with …", "start with these habits: …", "the steps already in: …": the
  // list is named for what it holds, not for the event or the app around it ("Halloween party planner").
  // ("pill tracker … her tablets are …": the records already said as that kind keep their word.)
  else if (prefilled.kind && prefilled.items.length > 0 && prefilled.kind !== found.noun && prefilled.kind !== kindOf(found.noun)) {
    // A title that only said the word first read as the records ("she takes …") goes with it.
    const said = !found.container && [found.noun, plural(found.noun)].includes(found.title?.split(' ').at(-1) ?? '');
    found = { ...found, noun: prefilled.kind, ...(said ? { title: plural(prefilled.kind) } : {}) };
  }
  // "a watering checklist … add new plants when I put them in": what is added names the items.
  else if (found.noun === 'item' && prefilled.items.length > 0) {
    const added = kindOf(/\badd (?:new|more|my own|our own|other|extra|any new) ([a-z]+s)\b/.exec(text)?.[1]);
    if (added) found = { ...found, noun: added };
  }
  return { found, ...(kind ? { title: kind[1]! } : {}) };
}

/** "keep track of the game, who won and the date": "the game" opens the list of fields, so which game it was is one of them. */
function firstOfTheFields(text: string, found: Found, attributes: Attribute[]): void {
  const said = new RegExp(`\\bthe ${escapeRe(found.noun)}$`).test(text.slice(found.start, found.end)) && /^, (?!and\b)[a-z]/.test(text.slice(found.end));
  if (!said || attributes.some((a) => (a.kind === 'text' || a.kind === 'choice') && singular(a.name.toLowerCase()) === found.noun)) return;
  attributes.unshift({ name: found.noun, label: found.noun.charAt(0).toUpperCase() + found.noun.slice(1), kind: 'text' });
}

const DAY_PARTS = String.raw`(?:morning|afternoon|evening|night|lunchtime|bedtime)`;

/**
 * "so we can see if the cat has been fed this morning and evening": what the user wants to see answered
 * is a yes/no of each record ("Fed"), and the times of day it is asked for are a When choice.
 */
function askedWhether(reader: Reader, attributes: Attribute[]): void {
  if (attributes.some((a) => a.kind === 'yesno')) return;
  const m = new RegExp(String.raw`\b(?:see|know|check|tell|show)s? (?:[a-z']+ ){0,4}?(?:if|whether) ((?:the |my |our |his |her |their )?[a-z]+ (?:has|have|had|is|was|were|are)(?: been)? [a-z]+(?: (?!(?:this|in|each|every|today|at|on)\b)[a-z]+)?)((?: (?:this|each|every|in the))? ${DAY_PARTS}(?:,? (?:and|or) (?:the |in the )?${DAY_PARTS})*)?\b`).exec(reader.text);
  const asked = m ? whetherField(`whether ${m[1]!.replace(/ (?:this|today|yet|now|each|every|in)$/, '')}`) : null;
  if (!m || !asked || STOP_WORDS.has(asked.name)) return;
  const parts = m[2]?.match(new RegExp(DAY_PARTS, 'g')) ?? [];
  // (Asked of each part of a day, each record is dated: one feed this morning, one this evening.)
  if (parts.length >= 2 && !attributes.some((a) => a.kind === 'choice' || a.kind === 'time')) {
    attributes.push({ name: 'timeOfDay', label: 'Time of day', kind: 'choice', options: parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)) });
    if (!attributes.some((a) => a.kind === 'date')) attributes.unshift({ name: 'date', label: 'Date', kind: 'date' });
  }
  attributes.push(asked);
  reader.mark(m.index, m.index + m[0].length);
}

/** What a record of its kind always holds, even when the prompt does not list it. */
function impliedAttributes(found: Found, attributes: Attribute[]): void {
  // An expense, a payment, a donation is an amount of money, even when the prompt only names its category.
  if (/^(expense|bill|payment|purchase|donation|income|transaction|deposit|withdrawal|spending|cost)$/.test(found.noun) && !attributes.some((a) => a.kind === 'money')) {
    attributes.unshift({ name: 'amount', label: 'Amount', kind: 'money' });
  }
  // Birthdays, appointments and exams happen on a date, even when the prompt names no date field.
  if (/^(birthday|anniversary|appointment|event|deadline|exam|trip|holiday|wedding|party)$/.test(found.noun) && !attributes.some((a) => a.kind === 'date')) attributes.push({ name: 'date', label: 'Date', kind: 'date' });
  // "what I wore each day": each record says what it was ("Outfit"), beside its date.
  // ("what I lent": a loan is of a thing, which the field says in the user's words, "What I lent".)
  if (found.said && found.what && !attributes.some((a) => a.name === 'what')) attributes.unshift({ name: 'what', label: found.what, kind: 'text' });
  else if (found.said && !attributes.some((a) => a.kind === 'text' || a.kind === 'choice')) attributes.unshift({ name: found.noun, label: found.noun.charAt(0).toUpperCase() + found.noun.slice(1), kind: 'text' });
}

/** The first reading of the records that names a thing, the finders tried from the most specific. */
function firstSubject(text: string): Found | undefined {
  // "garden planner - list of plants: name, planted date": a list whose fields follow it is what is kept.
  if (/\blist of (?:my |the |all )?[a-z-]+s ?:/.test(text)) {
    const listed = listOf(text);
    if (listed && isThing(listed.noun)) return listed;
  }
  const finders = [peopleWho, whatIsIn, ratedEachDay, notesApp, spentOn, eachHas, doneWhen, examplesLike, pluralWith, pluralFields, dashedFields, container, listOf, recurringDose, datesOf, whatIDid, howMany, meterRead, slashedKinds, verbObject, titled, leadingPlural, relativePlural, bareContainer, activityApp];
  for (const find of finders) {
    const found = find(text);
    // "a quiz app for kids about the planets": who the app is for, not what it keeps (a later reading may be).
    if (found && isThing(found.noun) && !describes(text, found.noun) && !forAudience(text, found.noun)) return found;
  }
  return undefined;
}

/** "a pet feeding app": the activity done to the thing named before it, logged. */
const activityApp = (text: string) => container(text, true);

/** A word that can name what a record is: not a pronoun ("audiobooks he can add"), an adjective, nor a verb said in passing ("keep forgetting", "should include"). */
function isThing(word: string): boolean {
  return !/^(he|she|it|they|them|we|you|i|me|us|his|her|their|our|your|my|this|that|these|those|one|ones|if|when|because|unless|while|someone|something|everything|anything|nothing|everyone|anyone|already|first|last|next|top|bottom|most|least|forgetting|include|includes|struggle|need|want|love|like|help|keep|make|use|try|get|go|see|remember|think|lose|losing|fight|fighting)$/.test(word);
}

/**
 * "seed packet tracker", "job application log": a noun before the records' own names which ones they are, so
 * the list keeps it ("seed packets"); an adjective, a doing word or a plural ("daily", "reading", "kids") does not.
 */
function compoundOf(word: string | undefined, head: string): string | undefined {
  if (!word || !noun(word) || singular(word) !== word || /ly$/.test(word) || PLACES.test(word)) return undefined;
  // (A change, a check or a sowing is named for what it is of already: "water_changes", "seed_sowings".)
  if (/^(?:change|check|refill|top-up|replacement|swap|planting|sowing|cutting|session|night|reading|entry|item|record|thing)$/.test(head) || /ing$/.test(head)) return undefined;
  const tags = [LEXICON[word] ?? []].flat();
  const unknown = tags.length === 0 ? String((nlp(word).json() as { terms?: { tags?: string[] }[] }[])[0]?.terms?.[0]?.tags ?? '') : '';
  return /Adjective|Adverb|Comparative|Superlative|Gerund|PastTense|Participle|Determiner|Possessive|Value|Cardinal|Ordinal|Name|Place|Organization|Month|WeekDay|Date|Demonym/.test(`${tags.join(',')},${unknown}`) ? undefined : word;
}

/** "a journal list with a private yes/no": an adjective (the dictionary says which) before another word only describes it. */
function describes(text: string, word: string): boolean {
  // ("xmas present list": after a noun and before the list, the word is what the list keeps.)
  const compound = new RegExp(`\\b([a-z]+) ${word} (?:${CONTAINERS})\\b`).exec(text)?.[1];
  if (compound && noun(compound) && !LEXICON[compound]?.toString().match(/Adjective|Adverb|Determiner|Possessive|Verb|Tense/) && !/ly$/.test(compound)) return false;
  return LEXICON[word] === 'Adjective' && new RegExp(`\\b${word} (?!(?:with|and|or|of|for|in|on|to|that|which|where|from|by|at|i|we)\\b)[a-z]`).test(text);
}

/** The items in brackets are fields: a field word among them, or all read as fields with one kept as a date, time, money or tick. */
function bracketedFields(items: string): boolean {
  if (FIELD_ITEM.test(items)) return true;
  const parsed = parseAttributes(items.replace(/\)$/, ''));
  // (Not a bare number: "(oil, tires, brakes)" are options, though a plural reads as a count.)
  return parsed.rejected.length === 0 && parsed.attributes.length >= 2 && parsed.attributes.some((a) => /^(date|time|money|yesno)$/.test(a.kind));
}

/** The subject names people the app is for ("for kids", "for my son") every time it is said. */
function forAudience(text: string, noun: string): boolean {
  if (!/^(kid|child|son|daughter|student|beginner|toddler|teen|teenager|senior|family|parent|adult|grandparent|boy|girl)$/.test(noun)) return false;
  const said = [...text.matchAll(new RegExp(`\\b(${noun}s?|${plural(noun)})\\b`, 'g'))];
  return said.length > 0 && said.every((m) => /\bfor (?:my |our |the |little |young )?(?:\d+ )?$/.test(text.slice(0, m.index)));
}

/**
 * Attributes may follow any mention of the subject ("books with title, author", "log: amount,
 * date") or be the objects of verbs in its sentences ("pick a mood from …", "write a note"): the
 * richest reading wins, plus any "log for a, b and c" type list.
 */
function bestAttributes(reader: Reader, found: Found, skip: [number, number]): Attribute[] {
  const text = reader.text;
  const starts = new Set<number>([found.end]);
  const words = [found.noun, plural(found.noun), found.container, found.title].filter((w): w is string => !!w);
  for (const w of words) for (const m of text.matchAll(new RegExp(`\\b${escapeRe(w)}\\b`, 'g'))) starts.add(m.index + m[0].length);
  // "list each plant and the date i last watered it": what each one holds, joined on by "and the".
  const joined = words.flatMap((w) => [...text.matchAll(new RegExp(`\\b(?:each|every) ${escapeRe(w)} and (?=(?:the|its|their) [a-z])`, 'g'))].map((m) => regionFrom(text, m.index + m[0].length)));
  // "mileage log for work trips at 0.45 per mile: date, miles and purpose", "… meals with the time":
  // fields also follow the first colon, or a "with", of the subject's sentence.
  const sentenceEnd = text.slice(found.start).search(/[.;!?](?:\s|$)/);
  const sentence = text.slice(found.start, sentenceEnd < 0 ? undefined : found.start + sentenceEnd);
  // "keep score entries - player, goals and match date -": a dash opens the fields like a colon.
  // ("meal planner — day of the week (mon–sun), meal …": the first field may run longer and carry its options.)
  const colon = sentence.search(/: | [-–—] (?=[a-z]+(?: [a-z]+)?, |[a-z]+(?: [a-z]+){0,3} \([^)]*\), )/);
  const colonRegion = colon >= 0 && !optionsAside(sentence, colon) ? regionFrom(text, found.start + colon + (sentence[colon] === ':' ? 2 : 3)) : undefined;
  // "each item goes in an aisle: produce, dairy or frozen": the word before the colon names the options after it.
  const named = colon >= 0 && sentence[colon] === ':' ? /\b([a-z]+)$/.exec(sentence.slice(0, colon)) : null;
  // (Only when that reads as a choice: "at 0.45 per mile: date, miles and purpose" lists fields.)
  const namedAt = named && !words.includes(named[1]!) && !STOP_WORDS.has(named[1]!) ? regionFrom(text, found.start + named.index) : undefined;
  const namedRegion = namedAt && parseAttributes(namedAt.text).attributes[0]?.kind === 'choice' ? namedAt : undefined;
  // "… with the date and …", "keeps a list with store and amount": fields follow "with".
  for (const m of sentence.matchAll(/ with (?=(?:the|a|an|my) |[a-z]+(?: [a-z]+)?(?:,| and) )/g)) starts.add(found.start + m.index);
  // "… brakes etc. each with date, mileage and cost": "each with" always lists what every record holds.
  const each = new Set<number>();
  for (const m of text.matchAll(/\b(?:each|every) (?:one )?(?:with|has|having) (?=(?:the|a|an|its|their) |[a-z]+(?: [a-z]+)?(?:,| and) )/g)) each.add(m.index + m[0].length);
  // "each time i pick something i log the crop, weight in kg, and date": the fields follow a logging verb.
  // "freelance hours log. client (…), hours, date": the fields are the next sentence.
  // ("yarn stash organizer. color, weight, …": a word or two may close the name first.)
  const next = /^(?: [a-z]+){0,2}[.!?]+\s+(?=[a-z])/.exec(text.slice(found.end));
  // "bills tracker with electricity, water … already in it. amount, due date, mark paid.": the sentence
  // after the subject's own, when it is only a list.
  const after = sentenceEnd < 0 ? undefined : /^[.;!?]+\s+(?=[a-z]+(?: [a-z]+)?(?: \([^)]*\))?, [a-z]+(?: [a-z']+){0,3}(?: \([^)]*\))?(?:, | and |\.|$))/.exec(text.slice(found.start + sentenceEnd));
  const following = [...(next ? [regionFrom(text, afterHeading(text, found.end + next[0].length))] : []), ...(after ? [regionFrom(text, found.start + sentenceEnd + after[0].length)] : []), ...listSentencesAfter(text, found.start)];
  // ("each day write what im grateful for, with the date": a question written down is a field; "a log where i write …" opens none.)
  // ("where i put each guest's name and whether they've rsvp'd": a field, then a question that is one too.)
  const listed = [...following, ...[...text.matchAll(/\b(?:logs?|records?|enter|note down|write down|(?:i |we )write|write(?= what\b)|type in|put in|(?:i |we )put|fill in|input|add|track|save|pick) (?!(?:my |our |your )?own\b|of\b|where (?:i|we|you) (?:write|put|enter|type|note|log|record|add|fill)\b)(?:the |my |a |an |(?:each |every )(?![a-z]+'s\b))?(?=(?:(?:each|every) )?[a-z'-]+(?: [a-z']+){0,4}(?: \([^)]*\))?(?:, | and [a-z]+ in | and (?:their|its|his|her) [a-z]+| and (?:whether|if|how (?:many|much|long)|when|where|who|what)\b)|[a-z]+ (?:date|time|day)\b|[a-z]+ (?:from|out of) \d|[a-z]+ in [a-z]+(?:,| and) |[a-z]+ and [a-z]+(?: \([^)]*\))?(?=[.;,]|$))/g)]
    // ("log each sale (…)": the records themselves are no field; "each guest's name" is one.)
    .filter((m) => !words.includes(/^[a-z]+(?!'s\b)/.exec(text.slice(m.index + m[0].length))?.[0] ?? ''))
    .map((m) => regionFrom(text, afterHeading(text, m.index + m[0].length, /\b(?:each|every) $/.test(m[0]))))];
  let best: { attrs: Attribute[]; start: number; end: number; rejected: string[] } = { attrs: [], start: 0, end: 0, rejected: [] };
  const regions = [...[...each].map((from) => attributeRegion(text, from)), ...[...starts].map((from) => attributeRegion(text, from)), namedRegion, colonRegion, ...listed, ...joined, ...addedWith(text)];
  for (const region of regions.map((r) => afterStartingItems(text, r, skip))) {
    // "scan my receipts with the camera …": nothing is read from a request that cannot be built.
    // ("… . plus current weather and tides": the words after a leading "plus" or "and" are the request.)
    const lead = region ? /^(?:\s*(?:plus|and|also|then|with)\b)*\s*/.exec(region.text)![0].length : 0;
    if (!region || (region.start < skip[1] && region.end > skip[0]) || reader.isExcluded(region.start) || reader.isExcluded(region.start + lead)) continue;
    // A field list never starts inside brackets: "(great, good, bad)" are the options of the word before them.
    // (A list that opens with the bracket itself, "guest list (name, rsvp, table)", "each dose (which med, time taken)", is the fields.)
    if (/^[^(]*\)/.test(region.text) && !(/\(\s*$/.test(text.slice(0, region.start)) && bracketedFields(region.text.slice(0, region.text.indexOf(')') + 1)))) continue;
    const { attributes: attrs, rejected } = parseAttributes(region.text);
    if (attrs.length > best.attrs.length) best = { attrs, start: region.start, end: region.end, rejected };
  }
  if (best.attrs.length > 0) reader.mark(best.start, best.end);
  const own = new Set([found.noun, plural(found.noun)]);
  const extra = [...typeList(reader, skip), ...verbAttributes(reader, skip).filter((a) => a.kind === 'choice' || !own.has(a.label.toLowerCase()))];
  // "add character names": the verb's object is the Character name field already read, not a second field.
  const have = new Set(best.attrs.flatMap((a) => [a.name, a.name.replace(/(?:Name|Title)$/, '')]));
  return [...extra.filter((a) => a.kind === 'choice' && !have.has(a.name)), ...best.attrs, ...extra.filter((a) => a.kind !== 'choice' && !have.has(a.name))]
    .filter((a, i, all) => all.findIndex((b) => b.name === a.name) === i);
}

/** "We keep bees. Log each week: date, …": a heading of what each record is opens the fields like a colon, and is none of them. */
function afterHeading(text: string, at: number, afterEach = false): number {
  // (After "log each " already read, only the word and its colon are left.)
  const heading = afterEach ? /^[a-z]+\s*:\s*(?=[a-z])/ : /^(?:[a-z]+ ){0,2}(?:each|every) [a-z]+\s*:\s*(?=[a-z])/;
  return at + (heading.exec(text.slice(at))?.[0].length ?? 0);
}

/** "my houseplants (monstera, basil, fern to start) and for each one …": the fields go on after the starting items. */
function afterStartingItems<R extends { text: string; start: number; end: number }>(text: string, region: R | undefined, skip: [number, number]): R | { text: string; start: number; end: number } | undefined {
  return region && region.start >= skip[0] && region.start < skip[1] && region.end > skip[1] + 2 ? { text: text.slice(skip[1], region.end), start: skip[1], end: region.end } : region;
}

/** "each chore done gets added with who did it, what the chore was …": what each record is added with are its fields. */
function addedWith(text: string): ({ text: string; start: number; end: number } | undefined)[] {
  return [...text.matchAll(/\b(?:gets?|is|are|be|been) (?:added|logged|saved|recorded|entered|written down|put in) with (?:the |a |an |its |their )?/g)].map((m) => regionFrom(text, m.index + m[0].length));
}

/** "a category — groceries, rent or fun — and …": after a word that takes options, a dash opens its options, not the fields. */
function optionsAside(sentence: string, dash: number): boolean {
  return sentence[dash] !== ':' && /^(?:category|type|kind|mood|status|size|colou?r)$/.test(/\b([a-z]+)$/.exec(sentence.slice(0, dash))?.[1] ?? '');
}

/**
 * "Trip expenses app. Category (food, transport) and amount in euros.": a later sentence that is
 * wholly a list of fields (two or more, nothing else in it) says what each record holds.
 */
function listSentencesAfter(text: string, from: number): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  for (const m of text.slice(from).matchAll(/[.;!?]\s+(?=[a-z])/g)) {
    const at = from + m.index + m[0].length;
    const end = text.slice(at).search(/[.;!?](?:\s|$)/);
    const sentence = text.slice(at, end < 0 ? undefined : at + end);
    // ("Want an app version: date, book, pages read": the list after a sentence's colon.)
    // ("I collect jigsaws. List with name, brand …": after a list, or each one, "with" or "has" opens them too.)
    const colon = (/^[a-z ]{3,40}: (?=[a-z])/.exec(sentence) ?? new RegExp(`^(?:(?:an?|the|my|our) )?(?:[a-z]+ )?(?:${CONTAINERS}|(?:each|every) [a-z]+) (?:with|has|having|showing|should have|needs) (?=[a-z])`).exec(sentence))?.[0].length ?? 0;
    const region = regionFrom(text, at + colon);
    // ("name of the tablet, dose, and the time she takes it, and she can tick each one off": a clause of its own may close the list.)
    const closed = region && /^,? and (?:i|we|you|he|she|they) (?:can|could|will|would|should|must|(?:want|need|'d like|would like) to)\b/.test(text.slice(region.end));
    if (!region || (region.end - region.start < sentence.length - colon - 1 && !closed)) continue;
    const parsed = parseAttributes(region.text);
    if (parsed.attributes.length >= 2 && parsed.rejected.length === 0) out.push(region);
  }
  return out;
}

/** "log for oil changes, tyres and services": the kinds of record, as a choice. */
function typeList(reader: Reader, skip: [number, number]): Attribute[] {
  // "car maintenance tracker - oil changes, tire rotations, brakes etc.": the kinds after a dash too.
  const m = new RegExp(`\\b(?:${CONTAINERS})(?: (?:for|of)| [-–:]) ((?:[a-z -]+, )+(?:and |or )?[a-z -]+?)(?:,? etc)?(?=[:.,]|$| with)`).exec(reader.text);
  // ("subscriptions tracker - netflix, spotify, gym etc.": the starting items are no kinds.)
  if (!m || (m.index < skip[1] && m.index + m[0].length > skip[0])) return [];
  const options = splitList(m[1]!);
  // After a dash, only things done ("oil changes, tire rotations, brakes etc."), never the fields ("- artist, album, year").
  if (/^\S+ [-–:]/.test(m[0]) && !(/\betc\b/.test(m[0]) || options.every((o) => /s$/.test(o) && !FIELD_WORD.test(o)))) return [];
  reader.mark(m.index, m.index + m[0].length);
  // "weight log for my dog biscuit, date and weight in lbs, newest on top": whose log, then its fields and order, not kinds.
  if (options.some((o) => o.split(' ').length > 3 || /\b(with|already|checkbox|filled|my|our|date|newest|oldest|on top|first|average|total)\b|\bin [a-z]+$/.test(o))) return [];
  return options.length >= 2 ? [{ name: 'type', label: 'Type', kind: 'choice', options: options.map((o) => o.charAt(0).toUpperCase() + o.slice(1)) }] : [];
}

/** "I pick a mood from great, good or bad", "write a short note", "rate it from 1 to 5". */
function verbAttributes(reader: Reader, skip: [number, number]): Attribute[] {
  const out: Attribute[] = [];
  // (Parts of the app, "add a switch …", are no field and are left for what builds them.)
  for (const m of reader.findAll(/\b(?:pick|choose|select|enter|write|type|note down|add|give|set) (?:a |an |the |my |its )?(?:short |quick |daily )?(?!(?:switch|toggle|button|screen|page|settings?|tab|option|checkbox|dark|night)\b)([a-z]+)(?: (?:from|out of|like|such as|\(|: ?) ?((?:[a-z0-9'-]+(?: [a-z0-9'-]+)?, ?)*[a-z0-9'-]+(?: [a-z0-9'-]+)?(?:,? (?:or|and) |, ?)[a-z0-9'-]+(?: [a-z0-9'-]+)?)\)?)?/g)) {
    const name = m[1]!;
    // ("chores like make bed, set table": an example item, not a field.)
    if (m.index >= skip[0] && m.index < skip[1]) continue;
    // "the treatment i give my dog": whom it is given to, not a field.
    if (/^give (?:my|our) /.test(m[0])) continue;
    if (STOP_WORDS.has(name) || /^(it|them|one|number|time|button|new|item|items|more|another|others|one|down|up|out|off|about|in|on|own|own's|favou?rites?|ones?|stuff|things?)$/.test(name)) continue;
    // "add a dark mode switch", "add a settings page": part of the app, not a field.
    if (/^ (?:mode|theme|switch|toggle|button|screen|page|setting|settings|tab)\b/.test(reader.text.slice(m.index + m[0].length))) continue;
    // "add tasks": a plural object is the records themselves, not a field of them.
    if (!m[2] && singular(name) !== name) continue;
    const options = m[2]?.replace(/ (?:and|or)$/, '').replace(/, ?([a-z0-9'-]+(?: [a-z0-9'-]+)?)$/, ' or $1');
    const attr = options ? parseAttributes(`${name} like ${options}`).attributes[0] : parseAttributes(name).attributes[0];
    if (attr) out.push(attr);
  }
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Found {
  noun: string;
  /** For readings: what is measured ("weight"). */
  measure?: string;
  start: number;
  end: number;
  container?: string;
  title?: string;
  /** The records are dated even when no field says so ("what I wore each day"). */
  dated?: boolean;
  /** Each record says what it was ("Outfit"), even when the prompt names no field. */
  said?: boolean;
  /** A noun before the records' own ("seed" of "seed packet tracker"): the list keeps both words ("seed packets"). */
  compound?: string;
  /** The label of the field that says what a record was of, when the record is not the thing ("What I lent" of a loan). */
  what?: string;
  /** The measure is a rating on the prompt's scale ("rate my mood 1 to 5"). */
  rated?: boolean;
  /** Each record holds how many of the noun there were ("write down how many eggs each day"). */
  counted?: boolean;
  /** The kinds of record said with slashes ("vaccination/flea/worming"): a choice of which one each is. */
  kinds?: string[];
}

/** "rate my mood 1 to 5 each day", "score my sleep out of 10 every morning": dated entries of a rating. */
function ratedEachDay(text: string): Found | undefined {
  const m = /\b(?:rate|score|grade) (?:(?:my|our|the|how (?:good|well) (?:my|i)) )?([a-z]+)(?: (?:from|on a scale of|out of|between))? \d+ ?(?:to|-|and) ?\d+\b|\b(?:rate|score) (?:my|our) ([a-z]+) out of \d+\b/.exec(text);
  const measure = m?.[1] ?? m?.[2];
  if (!m || !measure || !noun(measure) || !/\b(?:each|every|per|a) (?:day|night|morning|evening)\b|\bdaily\b|\b(?:journal|diary|log|tracker)\b/.test(text)) return undefined;
  return { noun: 'entry', measure, start: m.index, end: m.index + m[0].length, title: `${measure} ${/\b(journal|diary|log|tracker)\b/.exec(text)?.[1] ?? 'log'}`, dated: true, rated: true };
}

/**
 * "we fill in a reading record: date, book, pages read, minutes": when a field is the thing an activity's
 * records would be named for (the book), each record is an entry of the activity ("reading entries").
 */
function activityEntry(found: Found, attributes: Attribute[]): Found {
  const activity = found.title?.split(' ').find((w) => own(ACTIVITY_RECORDS, w) === found.noun);
  const fieldIsIt = attributes.some((a) => (a.kind === 'text' || a.kind === 'choice') && singular(a.name.toLowerCase()) === found.noun);
  return activity && fieldIsIt && attributes.some((a) => a.kind === 'date') ? { ...found, noun: 'entry', title: activity } : found;
}

/**
 * "a setlist: song title, key, length": the records are songs, named by their first field; "film club
 * list: film title": a club's records are its films; "budget app: expense name": a budget keeps expenses.
 */
function namedByFirstField(found: Found, attributes: Attribute[], text: string): Found {
  const collection = /^(setlist|playlist|menu|library|collection|catalog|catalogue|inventory|portfolio|wardrobe|pantry|cellar|closet|archive|repertoire|shelf|bookshelf|club|group|society|circle|night|team|roster|squad|crew|band|choir|class)$/.test(found.noun)
    // "small etsy shop inventory: product, …": the shop is whose; the inventory holds products.
    || (/^(inventory|catalog|catalogue|collection|roster|stash)$/.test(found.container ?? '') && /^(shop|store|business|bakery|stall|studio|cafe|boutique|salon|bar|pub|restaurant|company|farm|office|warehouse)$/.test(found.noun));
  // "inventory for my shop: item, quantity, price": a collection keeps the things its first field names.
  const first = attributes[0]?.kind === 'text' ? attributes[0].label.toLowerCase() : '';
  const lead = /^([a-z]+) (?:title|name)$/.exec(first)?.[1] ?? (collection && !KNOWN_FIELD_WORDS.test(first) ? /^([a-z]+)$/.exec(first)?.[1] : undefined);
  // "cat vet records: vaccine name, date given": the vet is where they come from; the records are vaccines.
  const whose = /^(records?|log|tracker|list|history)$/.test(found.container ?? '') && /^(vet|doctor|dentist|mechanic|garage|clinic|hospital|school|medical|health)$/.test(found.noun);
  const generic = (/^(thing|record|budget|plan|planner)$/.test(found.noun) || whose) && !found.measure;
  // ("inventory for my candle business: scent, …": the candles, which the business is named after.)
  // ("stock list for my candle stall": the stock's items are the candles the stall sells;
  // "…: item name, quantity" says the writer calls them items, so they stay items.)
  const stock = found.noun === 'item' && /\bstock\b/.test(found.title ?? '') && !attributes.some((a) => /^(item|product)\b/i.test(a.label));
  const sold = /^(inventory|catalog|catalogue|stock|shop|store|business|stall|company)$/.test(found.noun) || /^(inventory|catalog|catalogue)$/.test(found.container ?? '') || stock ? soldBy(text) : undefined;
  if (sold && (collection || stock)) return { ...found, noun: sold };
  if (!lead || !(collection || generic) || lead === found.noun || !noun(lead) || /^(first|last|full|nick|user|file|display|pet|brand)$/.test(lead)) return found;
  // ("vet records for my 3 cats: cat name, vaccine, …": the first field says whose; the next thing named is the record.)
  const whom = new RegExp(`\\bfor (?:my|our|the) (?:[a-z0-9]+ )?${escapeRe(plural(singular(lead)))}\\b`).test(text);
  const next = whom ? attributes.slice(1).find((a) => a.kind === 'text' && /^[a-z]+$/.test(a.name) && noun(a.name) && !KNOWN_FIELD_WORDS.test(a.name)) : undefined;
  return { ...found, noun: singular(next?.name ?? lead) };
}

const KNOWN_FIELD_WORDS = /^(name|title|note|notes|description|comment|place|location|category|type|brand|colou?r|size|who|where|what|date|status|reason|purpose|problem|details)$/;

/** "a notes app where I write quick notes": each record is a note (a word that is otherwise a field). */
function notesApp(text: string): Found | undefined {
  const m = /\b(?:notes? (?:app|list)|(?:write|jot|take|keep|add) (?:down )?(?:quick |short |little |my )?notes)\b/.exec(text);
  // "meeting notes app": notes kept one per meeting.
  const per = /\b(meeting|lecture|class|call|interview|sermon|session|lesson|therapy) notes\b/.exec(text);
  if (per && !/\b(?:each|every|a|new|one) note\b|\bmy notes\b/.test(text)) return { noun: per[1]!, start: per.index, end: per.index + per[0].length, container: 'notes', title: per[0] };
  if (!m || /\bnotes? (?:field|box)\b|\b(?:and|with|,) (?:a |some )?(?:quick |short )?notes\b/.test(text)) return undefined;
  return { noun: 'note', start: m.index, end: m.index + m[0].length, container: 'app', said: true };
}

function eachHas(text: string): Found | undefined {
  // "Each shift: date, type, hours" lists its fields after a colon.
  // ("each plant should have …": the thing is the word before the modal verb, never the verb.)
  // ("how many each kid has done": a count asked per person, not the kid's fields.)
  const m = /\b(?<!how many (?:[a-z]+ )?)(?:each|every) ([a-z-]+(?: (?!(?:should|must|will|can|would)\b)[a-z-]+)?)(?: (?:has|have|with|gets|needs|is|should have|should say|should show|says|shows|earns|gives|scores|is worth|costs|takes)\b(?! (?:done|finished|completed|made|had|got)\b)|:|(?<=\bfor (?:each|every) [a-z- ]+) (?:i|we) (?:want|need|would like|'d like)(?= (?:the|its|their|a|an|to (?:log|record|note|keep|save|enter|put in|write down|track)) )|(?<=(?:^|[.;!?] )(?:each|every) [a-z-]+) (?:i|we) (?:put(?: in| down)?|log|enter|write(?: down)?|note(?: down)?|record|type(?: in)?|fill in)(?= (?:the|its|their|a|an|how|what|which|who|when) ))/.exec(text)
    // "Weekly water test: date, pH, …": how often one is made, then what each holds.
    ?? oftenMade(text);
  if (!m) return undefined;
  // ("i have loads of houseplants. each one has …": "one" stands for the plural said before it.)
  // (Not "each one is due": what is said of one record is no list of its fields.)
  const said = m[1] === 'one' && !/ (?:is|says|shows|should say|should show|costs|takes|is worth|earns|gives|scores)$/.test(m[0]) ? antecedent(text, m.index) : undefined;
  if (said) return { noun: singular(said), start: m.index, end: m.index + m[0].length, ...containerNear(text) };
  const head = m[1]!.split(' ').pop()!;
  // "each entry has the date and …": entries, named by the container.
  // ("I collect vinyl … for each record: artist, album": a record of music is the thing collected.)
  const music = head === 'record' && /\b(?:vinyls?|lps?|albums?|records? collection|music)\b/.test(text);
  if (/^(entry|record)$/.test(head) && !music) {
    // ("Monthly spending tracker. Each entry: …": the container's own word for one record, an expense, names the entries.)
    // (A "mood journal" or a "book log" is named by its head, whose entries stay entries.)
    const kept = container(text);
    // ("I get migraines and my doctor wants me to keep a diary. each entry: …": the diary's entries are the migraines.)
    const suffered = kept?.container ? undefined : sufferedThing(text);
    const own = kept && !/^(entry|item|reading|record|task)$/.test(kept.noun) && !kept.measure && kept.noun !== singular(kept.title?.split(' ').pop() ?? '') ? { noun: kept.noun, ...(kept.compound ? { compound: kept.compound } : {}) } : { noun: suffered ?? 'entry' };
    return { ...own, start: m.index, end: m.index + m[0].length, ...(kept ? { container: kept.container!, title: kept.title! } : loggedAmount(text)) };
  }
  // "log each game with the date and the winner": games played, kept as records (not a game to play).
  // "scrabble night log. every game: date, winner, score": the fields of a log's games.
  const logged = head === 'game' && (/\b(?:log|record|track|save|keep|add|write down)\s+$/.test(text.slice(Math.max(0, m.index - 12), m.index))
    || (m[0].endsWith(':') && /\b(?:log|tracker|records?|history|journal)\b/.test(text)));
  if (!noun(head) && !logged) return undefined;
  // "customer list where each person has stamps": "person" stands for what the list is named after.
  const named = /^(person|one|thing)$/.test(head) ? container(text) : undefined;
  if (named && noun(named.noun) && !/^(item|entry|task|reading)$/.test(named.noun)) return { ...named, start: m.index, end: m.index + m[0].length };
  // ("log each oil change with …": the two words are its title when no log or list names one.)
  const near = containerNear(text);
  const modifier = m[1]!.includes(' ') && noun(m[1]!.split(' ')[0]!) && LEXICON[m[1]!.split(' ')[0]!] !== 'Adjective';
  return { noun: singular(head), start: m.index, end: m.index + m[0].length, ...(near.container || !modifier ? near : { title: m[1]! }) };
}

/** "log my volunteer hours … each entry: date, …": entries of an amount the prompt keeps, named for it ("volunteer hours"). */
function loggedAmount(text: string): { title?: string } {
  const amount = QUANTITIES.source.replace(/^\^|\$$/g, '');
  const m = new RegExp(`\\b(?:log|track|record|keep track of|count|add up|tally) (?:all )?(?:(?:my|our|the) )?((?:[a-z-]+ ){0,2}?${amount})\\b`).exec(text);
  // (Bare "hours" say no more than "entries": the app keeps its name from what they are for.)
  return m && m[1]!.includes(' ') && m[1]!.split(' ').every((w) => noun(w) || QUANTITIES.test(w)) ? { title: m[1]! } : {};
}

/** "Weekly water test: date, pH, …" (not "daily mood journal: …", which names the app, not one record). */
function oftenMade(text: string): RegExpExecArray | null {
  const m = /(?:^|[.;!?] )(?:(?:a|my|our|the) )?(?:daily|weekly|monthly|nightly|yearly|morning|evening) ([a-z-]+(?: [a-z-]+)?):/.exec(text);
  // ("monthly budget: bills with …": a budget or a plan is the app, not one record.)
  return m && !new RegExp(`(?:^| )(?:${CONTAINERS}|budget|plan|routine|schedule|report|challenge)$`).test(m[1]!) ? m : null;
}

function pluralWith(text: string): Found | undefined {
  for (const m of text.matchAll(/\b([a-z-]+) (?:with|having|that have|including) (?!my |presets?|checkboxes|[0-9])/g)) {
    const head = m[1]!;
    if (!noun(head) || singular(head) === head) continue;
    // "packing list for trips with items i can check off": the items are what the list keeps.
    if (/^(?:items|things|stuff|tasks|entries)\b/.test(text.slice(m.index + m[0].length))) continue;
    // "sales of bread, cakes and cookies with …": the last of a list, not the thing kept.
    // ("setlist maker for my band, songs with key and length": after a comma that ends a phrase, a new start.)
    const upTo = text.slice(0, m.index);
    if (/\b(?:and|or) $/.test(upTo) || /(?:^|[,.;:] ?)[a-z-]+, $/.test(upTo)) continue;
    // "my grandpa … but struggles with his phone": after "but", "he" or "who" the word is a verb.
    if (/\b(?:but|he|she|it|who|which|that|also|just|really|still|never|always|often|sometimes|usually) $/.test(upTo)) continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 80);
    if (!/,| and /.test(after)) continue;
    // "glasses with plus and minus buttons": the screen's controls, not fields of the records.
    if (/\bbuttons?\b/.test(after.split(/[.;]/)[0]!.split(/ (?:and|that|which) (?!minus|reset)/).slice(0, 2).join(' '))) continue;
    // "with a goal of 8": one setting, not fields; "with an amount and a category": fields.
    if (/^an? /.test(after) && parseAttributes(after.split(/[.;]/)[0]!).attributes.length < 2) continue;
    const before = /([a-z-]+) $/.exec(text.slice(Math.max(0, m.index - 20), m.index))?.[1];
    const near = containerNear(text);
    // "save recipes with …": a verb before the plural is what to do with them, not a kind of them.
    const verb = before && /^(save|saves|keep|keeps|track|log|logs|add|adds|store|record|list|see|show|manage|organi[sz]e|collect|enter|put)$/.test(before);
    const title = near.title ?? (before && !verb && noun(before) && !/ly$/.test(before) ? `${before} ${head}` : undefined);
    return { noun: singular(head), start: m.index, end: m.index + m[0].length, ...near, ...(title ? { title } : {}) };
  }
  return undefined;
}

/**
 * "gas meter readings (date, reading)": a plural followed by a bracketed list of fields is what each
 * record is. ("supplies (wax, wicks, oils)" lists examples instead: no field word among them.)
 */
function pluralFields(text: string): Found | undefined {
  for (const m of text.matchAll(/\b((?:[a-z-]+ ){0,2}?)([a-z-]+) (\([^()]*,[^()]*\))/g)) {
    const head = m[2]!;
    if (!noun(head) || singular(head) === head || !FIELD_ITEM.test(m[3]!.slice(1))) continue;
    const start = m.index + m[1]!.length;
    const lead = m[1]!.trim();
    return { noun: singular(head), start, end: start + head.length, ...(lead && noun(lead.split(' ').pop()!) ? { title: `${lead} ${head}` } : {}) };
  }
  return undefined;
}

/**
 * "electric meter readings — date and reading": a plural heading whose colon or dash opens the fields is what
 * each record is, when the fields are too few for commas. (Only when they read wholly as fields,
 * one of them more than text: "ideas - big and small" lists no fields.)
 */
function dashedFields(text: string): Found | undefined {
  const m = /(?<=^|[.;!?] )(?:an? |my |our |the )?((?:[a-z-]+ ){0,2}?)([a-z-]+)(:| [-–—]) ([a-z /]+)(?=[.;!?]|$)/.exec(text);
  const head = m?.[2];
  // (A list with commas is read by the finders after; "hours: date and hours" are amounts, not records.)
  if (!m || !head || !noun(head) || singular(head) === head || QUANTITIES.test(head)) return undefined;
  const fields = parseAttributes(m[4]!);
  if (fields.rejected.length > 0 || fields.attributes.length < 2 || !fields.attributes.some((a) => a.kind !== 'text')) return undefined;
  const end = m.index + m[0].length - m[4]!.length - m[3]!.length - 1;
  const lead = m[1]!.trim();
  return { noun: singular(head), start: end - head.length - m[1]!.length, end, ...(lead && noun(lead.split(' ').pop()!) ? { title: `${lead} ${head}` } : {}) };
}

function container(text: string, activityApps = false): Found | undefined {
  // ("car service history": a history after its head keeps those, though "a history of past weeks" is no log of weeks.)
  const re = new RegExp(`\\b((?:[a-z-]+ ){0,2}?)([a-z-]+) (${CONTAINERS}|history)\\b`, 'g');
  // "a party planner with a guest list (name, rsvp …)": the list its fields follow is the one kept.
  const all = [...text.matchAll(re)];
  // ("a birthday party planner for my daughter: guest list with name, rsvp …": so is a list "with" its fields.)
  // ("Subs tracker for our chess club. Members list with name and whether they've paid": two fields are fields too.)
  const withFields = all.filter((m) => /^\s*\((?:[^()]*,){1,}[^()]*\)|^ with (?:(?:a|an|the) )?[a-z]+(?: [a-z]+)?(?:, [a-z]| and (?:whether|if|when|how|what|which|who|(?:a|an|the|their|its) [a-z]))/.test(text.slice(m.index + m[0].length)));
  // ("a checklist of gear (rod, reel, tackle box, bait)": a thing named among the items in brackets is one of them.)
  const bracketed = (at: number) => (text.slice(0, at).match(/\(/g)?.length ?? 0) > (text.slice(0, at).match(/\)/g)?.length ?? 0);
  for (const m of [...withFields, ...all].filter((x) => !bracketed(x.index))) {
    const head = m[2]!;
    // ("a spending app": an activity whose records have a name of their own is kept too.)
    // ("a pet feeding app", "a plant watering app": an activity done to the thing named before it is logged.)
    // (Tried last, when nothing else the prompt says names the records.)
    const doneTo = activityApps && ENTRY_ACTIVITIES.test(head) && /ing$/.test(head) && noun(m[1]!.trim().split(' ').pop() ?? '');
    // ("dog walking business app": a word that only ends in s is no plural, unless it names an activity, "fitness".)
    const singularHead = !/s$/.test(head) || (singular(head) === head && !ENTRY_ACTIVITIES.test(head));
    if (m[3] === 'app' && singularHead && !/^(spending|shopping)$/.test(head) && !doneTo) continue;
    // "vinyl record collection": "record" is the thing, the container comes after it.
    const after = new RegExp(`^ (${CONTAINERS})\\b`).exec(text.slice(m.index + m[0].length));
    // "my vinyl records: artist, album …": records of music are the things kept, not a container.
    if (m[3] === 'records' && /^(vinyl|lp|music|jazz|rock|old|gramophone)$/.test(head)) return { noun: 'record', start: m.index, end: m.index + m[0].length, title: `${head} records` };
    if (/^records?$/.test(m[3]!) && after) {
      const words = [...m[1]!.trim().split(' '), head].filter((w) => w && !STOP_WORDS.has(w));
      return { noun: 'record', start: m.index, end: m.index + m[0].length + after[0].length, container: after[1]!, title: [...words, 'record'].join(' ') };
    }
    if (!noun(head) && !ITEM_ACTIVITIES.test(head)) continue;
    const modifiers = m[1]!.trim().split(' ').filter((w) => w && !STOP_WORDS.has(w));
    // "weight loss tracker", "fitness progress journal": what changes is the thing measured.
    const changed = /^(loss|gain|progress|journey)$/.test(head) ? modifiers[modifiers.length - 1] : undefined;
    if (changed && MEASURES.test(changed)) return { noun: 'reading', measure: changed, start: m.index, end: m.index + m[0].length, container: m[3]!, title: [...modifiers, head].join(' ') };
    const title = [...modifiers, head].join(' ');
    // ("bird sighting log", "booking book": things that can be counted are the records themselves.)
    const activity = ENTRY_ACTIVITIES.test(head) || (/ing$/.test(head) && !/^(thing|building|painting|ring|string|king|wedding|ceiling|clothing|pudding|sighting|booking|meeting|recording|drawing|tasting|screening|viewing|outing|listing|offering|earring|seedling|duckling|planting|sowing|cutting|filling|piercing)$/.test(head));
    // A to-do list keeps tasks; "a checklist … a priority for each task": the prompt names its items.
    const items = ITEM_ACTIVITIES.test(head) || m[3] === 'checklist' ? (/^to-?do$/.test(head) || (m[3] === 'checklist' && /\btasks?\b/.test(text)) ? 'task' : 'item') : undefined;
    const subjectNoun = items ?? (MEASURES.test(head) ? 'reading' : activity ? gerundNoun(text, head) : addedTo(text.slice(m.index + m[0].length)) ?? massRecord(head, text) ?? singular(head));
    const compound = subjectNoun === singular(head) ? compoundOf(modifiers.at(-1), subjectNoun) : undefined;
    return { noun: subjectNoun, ...(compound ? { compound } : {}), ...(subjectNoun === 'reading' ? { measure: head } : {}), start: m.index, end: m.index + m[0].length, container: m[3]!, title };
  }
  return undefined;
}

/** "a class list I can add pupils to": what is added to the list is what it keeps, the word before it only says whose list. */
function addedTo(after: string): string | undefined {
  const added = /^ (?:that |which )?(?:i|we|you) (?:can |could |will )?add (?:the |my |our )?([a-z-]+s) (?:to|into|onto)\b/.exec(after)?.[1];
  return added && noun(singular(added)) && singular(added) !== added ? singular(added) : undefined;
}

const SPORT_OUTINGS: Record<string, string> = { climbing: 'climb', bouldering: 'climb', running: 'run', jogging: 'run', swimming: 'swim', cycling: 'ride', biking: 'ride', walking: 'walk', hiking: 'hike', rowing: 'row', skiing: 'run' };

/** What one record of an activity is called: a practice log keeps sessions, a sleep log nights. */
const ACTIVITY_RECORDS: Record<string, string> = {
  practice: 'session', practise: 'session', practicing: 'session', practising: 'session', training: 'session', study: 'session', studying: 'session', meditation: 'session', yoga: 'session', revision: 'session',
  sleep: 'night', sleeping: 'night', reading: 'book', feeding: 'feeding', spending: 'expense', gym: 'workout', fitness: 'workout', cooking: 'meal', baking: 'bake',
  fishing: 'catch', birding: 'sighting', birdwatching: 'sighting', shopping: 'purchase', charging: 'charge',
};

/** "feeding" names entries called "feed" when the prompt says "each feed"; otherwise "entry". */
function gerundNoun(text: string, head: string): string {
  // A watering tracker keeps the plants watered, not waterings.
  if (head === 'watering') return 'plant';
  const stem = head.replace(/ing$/, '');
  // "each feed", "log my runs": the stem said as a thing; "pages read" is a verb.
  if (stem !== head && new RegExp(`\\b${stem}s\\b|\\b(?:an?|each|every|my|the|one|per|new|last|latest) ${stem}\\b`).test(text)) return stem;
  // A car's maintenance is done in services.
  if (head === 'maintenance' && /\b(?:car|vehicle|truck|van|bike|motorcycle|motorbike|scooter)(?:'s)? maintenance\b/.test(text)) return 'service';
  // Homework is kept as homework, unless the prompt counts it in assignments ("each assignment", "my assignments").
  if (head === 'homework') return /\bassignments\b|\b(?:each|every|an|one|new) assignment\b/.test(text) ? 'assignment' : 'homework';
  // "garage gym log … show my heaviest lift": the prompt names one record itself, said with a superlative.
  const most = /\b(?:each|every|my|the) ([a-z]+est) ([a-z]+)\b/.exec(text);
  if (most && [LEXICON[most[1]!] ?? []].flat().includes('Superlative') && noun(most[2]!) && singular(most[2]!) === most[2] && !MEASURES.test(most[2]!) && !/^(?:time|day|week|month|year|one|score|weight|distance|speed|pace)$/.test(most[2]!) && /^(?:session|workout)$/.test(own(ACTIVITY_RECORDS, head) ?? '')) return most[2]!;
  const named = own(ACTIVITY_RECORDS, head);
  if (named) return named;
  // A running log keeps runs, a cycling log rides: the sport's own word for one outing.
  const outing = own(SPORT_OUTINGS, head);
  if (outing) return outing;
  // "fishing log … show me my biggest catch": the prompt names one record elsewhere.
  const biggest = /\b(?:each|every|my|the) (?:biggest|best|longest|last|latest|heaviest|fastest|first|top|largest|worst) ([a-z]+)\b/.exec(text)?.[1];
  return biggest && noun(biggest) && singular(biggest) === biggest && !MEASURES.test(biggest) ? biggest : 'entry';
}

/** "a list of the films i watch", "a log for my runs". */
/** "a list of who owes me and how much", "a log of who came": the records are people, whatever they did. */
function peopleWho(text: string): Found | undefined {
  const m = new RegExp(`\\b(${CONTAINERS}) of (?:who|whoever|(?:the )?people who|everyone who)\\b`).exec(text);
  if (!m) return undefined;
  // "a list of who's bringing what (name and dish)": one record for each thing brought, named by its field.
  const what = /^(?:'s| is| are| will be)? [a-z]+ (?:what|which ([a-z]+))\b(?: \(([^()]*)\))?/.exec(text.slice(m.index + m[0].length));
  const thing = what?.[1] ?? (what?.[2] ? splitList(what[2]).find((f) => /^[a-z]+$/.test(f) && !/^(?:name|names|who|person|people)$/.test(f) && noun(f)) : undefined);
  if (what && thing && noun(thing)) return { noun: singular(thing), start: m.index, end: m.index + m[0].length + what[0].length - (what[2] ? what[2].length + 3 : 0), container: m[1]! };
  return { noun: 'person', start: m.index, end: m.index + m[0].length, container: m[1]! };
}

/** "what's in my freezer - food and the date": a place's contents are kept, named by the thing each one is (see PLACES). */
function whatIsIn(text: string): Found | undefined {
  // ("what's in my chest freezer": a word before the place only says which one.)
  const m = /\bwhat(?:'s| is| i have| we have| i've got| we've got)? in (?:my|our|the) (?:[a-z]+ )?([a-z]+)\b/.exec(text);
  return m && PLACES.test(m[1]!) ? { noun: m[1]!, start: m.index, end: m.index + m[0].length, title: m[1]! } : undefined;
}

function listOf(text: string): Found | undefined {
  const re = new RegExp(`\\b(${CONTAINERS}) (?:of|for) (?:all )?(?:(?:the|my|our|your|his|her|their) )?([a-z-]+)(?: ([a-z-]+))?`, 'g');
  const isPlural = (w: string | undefined) => !!w && noun(w) && singular(w) !== w;
  // "a checklist of things left to do", "a list of stuff to buy": tasks, or items.
  // ("a checklist of wedding stuff": an event's stuff is things to do.)
  const things = /\b(checklist|list) of (?:the |all the )?(?:([a-z]+) )?(?:things|stuff|bits)\b(?: (?:i |we )?(?:still )?(?:left |need |have )?(?:to )?([a-z]+))?/.exec(text);
  const event = /^(?:wedding|party|moving|move|baby|christmas|event|birthday)$/.test(things?.[2] ?? '');
  if (things && (!things[2] || event)) return { noun: event || /^(do|finish|sort|organi[sz]e|book|arrange|plan|prepare)$/.test(things[3] ?? '') ? 'task' : 'item', start: things.index, end: things.index + things[0].length, container: things[1]! };
  for (const m of text.matchAll(re)) {
    const [first, second] = [m[2]!, m[3]];
    // "board games": a noun modifier and a plural head; "films i watch": the plural head alone.
    // ("a list of the lads names": the names are of the lads, who are the records.)
    const head = second === 'names' && isPlural(first) ? first : isPlural(second) && noun(first) ? second! : isPlural(first) ? first : undefined;
    // "a checklist of gear", "a list of camping equipment": a mass of things, each record one item of it.
    const mass = /^(?:gear|equipment|kit|clothing|luggage|supplies|stuff)$/;
    if (!head && (mass.test(first) || (mass.test(second ?? '') && noun(first)))) return { noun: 'item', start: m.index, end: m.index + m[0].length, container: m[1]!, title: mass.test(first) ? first : `${first} ${second}` };
    // "a record of my blood sugar": readings of what is measured.
    const measure = [second, first].find((w) => !!w && MEASURES.test(w));
    if (!head && measure) return { noun: 'reading', measure, start: m.index, end: m.index + m[0].length, container: m[1]!, title: second && measure === second ? `${first} ${second}` : first };
    // "a log of my business mileage": what a mass is kept in (trips, fill-ups) names the records.
    const kept = second && noun(first) ? massRecord(second, text) : massRecord(first, text);
    if (!head && kept && kept !== 'entry') return { noun: kept, start: m.index, end: m.index + m[0].length, container: m[1]!, title: kept === massRecord(first, text) ? first : `${first} ${second}` };
    if (!head) continue;
    const title = head === second ? `${first} ${second}` : head;
    return { noun: singular(head), start: m.index, end: m.index + m[0].length - (head === first && second ? second.length + 1 : 0), container: m[1]!, title };
  }
  return undefined;
}

/** "babysitting hours: date, hours worked and …": a title, a colon and the fields. */
function titled(text: string): Found | undefined {
  // At the start of any sentence: "I run a car wash. Customers: name, plate, plan …".
  const m = /(?<=^|[.;!?] )(?:an? |my |the )?((?:[a-z'-]+ ){0,3}[a-z-]+|[a-z-]+ (?:i|i've|we|we've|you) (?:[a-z'-]+ ){0,3}[a-z-]+)(?:(?: app| list| tracker)? (?:for|to help with) (?:my |our |the )?(?:[a-z-]+ ){0,2}([a-z-]+))?(?::| [-–—]) ([^.;]*,[^.;]*)/.exec(text);
  if (!m) return undefined;
  // "freelance designer here - invoices: client, amount …": a heading after the dash, before its colon, names the records.
  if (m[0].length > m[3]!.length && !m[0].slice(0, -m[3]!.length).includes(':') && /^(?:[a-z'-]+ ){0,3}[a-z-]+: /.test(m[3]!)) {
    const offset = m.index + m[0].length - m[3]!.length;
    const inner = titled(m[3]!);
    if (inner) return { ...inner, start: inner.start + offset, end: inner.end + offset };
  }
  // A dash opens fields only after a record keeper's name ("job application tracker - company, …"), not "Tip Split - bill, …".
  if (!m[0].includes(':') && !new RegExp(`\\b(?:${CONTAINERS})$`).test(m[1]!) && !/^[a-z]+s (?:i|we|i've|we've) /.test(m[1]!)) return undefined;
  // Only when what follows reads wholly as fields ("date, hours worked and whether i was paid").
  const fields = parseAttributes(m[3]!);
  if (fields.rejected.length > 0 || fields.attributes.length < 2) return undefined;
  // "vocabulary app for my gre prep: word, meaning, …": a mass noun's records are named by the first field.
  const first = fields.attributes[0]!;
  if (/^(vocabulary|homework|music|clothing|equipment|gear|jewel(?:le)?ry|furniture|stuff|food|makeup|skincare)$/.test(m[1]!.split(' ').pop()!) && first.kind === 'text' && noun(first.name) && first.name !== 'name') {
    return { noun: singular(first.name), start: m.index, end: m.index + m[0].length - m[3]!.length, title: m[1]! };
  }
  // "Books I've read: title, author …": the things, before the clause about them.
  const words = m[1]!.replace(/ (?:i|i've|i'd|we|we've|you|they) .*$/, '').split(' ').filter((w) => !STOP_WORDS.has(w));
  // ("Timesheet for my cleaning jobs: client, …": a singular heading for a plural keeps that plural.)
  const forWhat = m[2] && noun(m[2]) && isThing(m[2]) && singular(m[2]) !== m[2] && !QUANTITIES.test(m[2]) && !forAudience(text, singular(m[2])) ? m[2] : undefined;
  const alone = words.filter((w) => !/ly$/.test(w));
  const head = alone.length === 1 && singular(alone[0]!) === alone[0] && forWhat ? forWhat : words[words.length - 1];
  // "Gym lifting log. Entry: exercise, weight, reps": entries, named by the log they are in.
  if (head && /^(entry|entries|record|records|row|rows)$/.test(m[1]!)) return { noun: 'entry', start: m.index, end: m.index + m[1]!.length + 1, ...containerNear(text) };
  if (!head || !noun(head)) return undefined;
  const activity = words.some((w) => ENTRY_ACTIVITIES.test(w) || (/ing$/.test(w) && w.length > 5));
  return { noun: activity ? 'entry' : singular(head), start: m.index, end: m.index + m[1]!.length + 1, title: words.join(' ') };
}

/** "my daily steps", "calories I eat": the subject is an amount, so each record is a dated entry of it. */
const QUANTITIES = /^(steps|calories|pages|hours|minutes|miles|kilometres|kilometers|km|glasses|cups|litres|liters|push-?ups|sit-?ups|squats|reps|kilos|pounds|dollars|euros)$/;

function asQuantity(found: Found, attributes: Attribute[], text: string): Subject | undefined {
  // "my mood every day on a scale of 1 to 10": the subject is a score, kept day by day.
  const scaled = new RegExp(`\\b${found.noun}\\b[^.;]{0,30}?\\b(?:on a scale|scale of|from \\d+ to \\d+|out of \\d+)`).test(text) && attributes.every((a) => a.kind === 'date');
  // ("how much water": the amount as the prompt says it, never "waters".)
  const word = scaled ? found.noun : found.counted && found.title ? found.title : plural(found.noun);
  if ((!QUANTITIES.test(word) && !scaled && !found.counted) || (!found.counted && attributes.some((a) => a.name === word))) return undefined;
  const label = word.charAt(0).toUpperCase() + word.slice(1);
  const name = word.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const daily = /\b(daily|each day|every day|per day|a day)\b/.test(text);
  // "hours per client": who or what each amount is for is a field of its own.
  const per = new RegExp(`\\b${word} (?:per|for each|for every|by) ([a-z]+)\\b`).exec(text)?.[1];
  const perAttr: Attribute[] = per && noun(per) && !/^(day|week|month|year)$/.test(per) && !attributes.some((a) => a.name === per) ? [{ name: per, label: per.charAt(0).toUpperCase() + per.slice(1), kind: 'text' }] : [];
  // ("hours log … date, which house and hours worked": the Hours worked are the hours, not a second field.)
  const said = attributes.find((a) => a.kind === 'number' && new RegExp(`^${name}[A-Z]`).test(a.name));
  const others = attributes.filter((a) => a.kind !== 'date' && a.name !== name && a !== said);
  return {
    noun: daily ? 'day' : 'entry',
    plural: daily ? 'days' : 'entries',
    attributes: [...perAttr, said ?? { name, label, kind: 'number', ...(scaled ? scaleIn(text.slice(text.indexOf(found.noun))) : {}) }, ...others, { name: 'date', label: 'Date', kind: 'date' }],
    prefilled: [],
    title: found.title ?? word,
  };
}

/** Things (games, countries, restaurants) are known by a name; entries, readings and dated events are not. */
function withName(given: Attribute[], subjectNoun: string, container?: string, thing: Attribute = { name: 'name', label: 'Name', kind: 'text' }): Attribute[] {
  // "each chore has a name and …": a chore's name is the chore itself, so its field reads "Chore".
  // ("who's bringing what (name and dish)": a Dish field of its own leaves the name to say who.)
  const attributes = SAID_BY_ITSELF.test(subjectNoun) && !given.some((a) => a.name === subjectNoun) ? given.map((a) => (a.name === 'name' && a.label === 'Name' ? { ...a, label: subjectNoun.charAt(0).toUpperCase() + subjectNoun.slice(1) } : a)) : given;
  // "a journal with a private yes/no on each entry": a journal entry is something written.
  if (/^(journal|diary)$/.test(container ?? '') && attributes.length > 0 && !attributes.some((a) => a.kind === 'text')) return [{ name: 'entry', label: 'Entry', kind: 'text' }, ...attributes];
  // ("list of team members, 2 minutes each": a list of people whose only other words were no fields is a list of their names.)
  if (attributes.length === 0 && container === 'list' && NAMED_BEINGS.test(subjectNoun) && given.length === 0) return [thing];
  if (/^(entry|reading|day|item|session)$/.test(subjectNoun) || attributes.length === 0) return attributes;
  // Dated or timed records are events (runs, visits): they need no name.
  // ("last watered", "next due" describe a thing, not an event).
  // ("for each day mon to sun": a record placed on a weekday is one too.)
  if (attributes.some((a) => (a.kind === 'date' && !/^(last|next|due)\b/i.test(a.label)) || a.kind === 'time' || (a.name === 'day' && a.kind === 'choice'))) return attributes;
  // "artist, album, year": the album says what each record is.
  const named = attributes.some((a) => (a.kind === 'text' || a.kind === 'choice') && new RegExp(`^(name|title|idea|what|item|gift|present|word|task|model|album|song|track|book|film|movie|show|game|product|dish|recipe|plant|drink|wine|beer|restaurant|place|city|client|customer|student|player|person|contact|store|shop|vendor|merchant|${subjectNoun})\\b|\\b(?:name|title|${subjectNoun})$`, 'i').test(a.label));
  // "sales of bread, cakes and cookies": the kind says what each one is.
  // ("each sale - what cake (brownie, flapjack …) and the price": a first choice of things, with no text beside it, is what each one is;
  // "who did it" of "my 2 boys (Sam, Joe)" is a choice of a person, a boy, an actor, who is never what each chore is.)
  const kinded = attributes[0]?.kind === 'choice' && (attributes[0].name === 'type' || (!attributes.some((a) => a.kind === 'text') && /^[a-z]+$/.test(attributes[0].name) && noun(attributes[0].name) && !NAMED_BEINGS.test(attributes[0].name) && !nlp(attributes[0].name).has('#Actor') && !/^(?:category|genre|status|priority|size|colou?r|mood|rating|level|condition|stage|day|who|where|when|side|shift|meal|kind|quality|result|feeling|grade|difficulty|method|format|platform|location|room)$/.test(attributes[0].name)));
  if (named || kinded) return attributes;
  // A task, a chore, a plant is said by what it is ("Task: buy milk"); people and things have a name.
  const said = SAID_BY_ITSELF.test(subjectNoun);
  return [said ? { name: subjectNoun, label: subjectNoun.charAt(0).toUpperCase() + subjectNoun.slice(1), kind: 'text' } : thing, ...attributes];
}

/** Who or what has a name of its own: people, animals, places and groups ("Name" of a client, a dog, a café). */
const NAMED_BEINGS = /^(?:client|customer|member|student|pupil|contact|volunteer|patient|kid|child|son|daughter|person|people|friend|guest|player|family|team|club|band|group|company|business|shop|store|restaurant|cafe|bar|pub|venue|hotel|place|city|town|country|park|school|dog|cat|pet|horse|pony|hen|chicken|rabbit|hamster|fish|bird|cow|goat|sheep|pig|lamb|tortoise|snake|lizard|puppy|kitten|contact|recipient|owner|tutor|teacher|coach|doctor|vendor|supplier|seller|buyer|landlord|tenant|employee|staff|worker|cleaner|babysitter|character)$/;

/**
 * The field that says which thing a record is, when the prompt names none: a plant is "Plant: fern", a
 * subject "Subject: maths"; people, animals and places have a "Name" (so does anything when the prompt says "name").
 */
export function thingField(subjectNoun: string, compound?: string, text = ''): Attribute {
  const beings = [LEXICON[subjectNoun] ?? []].flat().some((t) => /^(?:Actor|Person|FirstName|MaleName|FemaleName|Place|Organization|City|Country|Region)$/.test(t));
  if (beings || NAMED_BEINGS.test(subjectNoun) || !noun(subjectNoun) || /^(?:entry|item|record|reading|day|session|thing)$/.test(subjectNoun) || /\bnames?\b/.test(text)) return { name: 'name', label: 'Name', kind: 'text' };
  const words = compound ? `${compound} ${subjectNoun}` : subjectNoun;
  // (Kept under the name "name" that sorting, searching and the item's heading look for.)
  return { name: 'name', label: words.charAt(0).toUpperCase() + words.slice(1), kind: 'text' };
}
const SAID_BY_ITSELF = /^(note|task|chore|errand|job|idea|goal|habit|question|word|phrase|exercise|skill|dish|meal|snack|gift|present|reminder|assignment|project|topic|chapter|lesson|step)$/;

/** "Bills to pay each month with the amount, …": the prompt opens with the things it keeps. */
function leadingPlural(text: string): Found | undefined {
  // "my friends' birthdays with …": the possessor only says whose.
  // ("birthdays: name and date": the plural that opens the prompt, its fields after a colon, perhaps after whom they are for.)
  const m = /^(?:my |the |all |our )?(?:([a-z-]+)(?:'s?)? )?([a-z-]+s)\b[^.;]{0,40}? (?:with|having|including|by)(?= )/.exec(text)
    ?? /^(?:my |the |all |our )?(?:([a-z-]+)(?:'s?)? )?([a-z-]+s)(?: for (?:me and )?(?:my|our|the) [a-z-]+)?(?=: [a-z]+(?: [a-z]+)?(?:,| and) )/.exec(text)
    // "Cake orders for my home bakery. Customer, cake, pickup date": a heading of the records, then a sentence of their fields.
    // ("vet bills for bella and max (our 2 cats). date, which cat, …": whose they are, by name, before the fields.)
    ?? /^(?:my |the |all |our )?(?:([a-z-]+)(?:'s?)? )?([a-z-]+s)(?: (?:for|at|in|from|of) (?:(?:my|our|the|a|an) (?:[a-z-]+ ){0,3}[a-z-]+|[a-z]+(?:, [a-z]+)*,? and [a-z]+(?: \([^()]*\))?))?(?=\. [a-z]+(?: [a-z]+)?(?: \([^)]*\))?, )/.exec(text);
  if (!m) return undefined;
  const head = m[2]!;
  if (!noun(head) || singular(head) === head) return undefined;
  const modifier = m[1] && noun(m[1]) ? m[1] : undefined;
  // The fields follow the "with": the subject's span ends there, so the attribute reader starts after it.
  return { noun: singular(head), start: m.index, end: m.index + m[0].length, title: modifier ? `${modifier} ${head}` : head };
}

const DONE_THINGS: Record<string, string> = { wore: 'outfit', ate: 'meal', cooked: 'meal', drank: 'drink', read: 'book', watched: 'show', bought: 'purchase', played: 'game', did: 'entry', learned: 'entry', learnt: 'entry', made: 'entry', lent: 'loan', loaned: 'loan', borrowed: 'loan', sold: 'sale', planted: 'planting', sowed: 'sowing', sown: 'sowing' };

/** Mass nouns: what is spent on them is expenses ("what I spend on petrol"); countable ones name the records ("coffees"). */
const MASS_SPENDING = /^(petrol|gas|fuel|food|groceries|clothes|clothing|rent|electricity|transport|shopping|stuff|things|fun|hobbies|entertainment|travel|parking|diesel)$/;
const OWN_NOUN_VERBS = /^(walk|run|ride|swim|hike|feed|drive|climb|row|skate|jog)$/;

/** "log what I spend on coffee": each purchase. */
function spentOn(text: string): Found | undefined {
  const spent = /\b(?:log|track|record|note|keep track of|see|write down) (?:what|how much) (?:i|we) (?:spend|spent|pay|paid) on ([a-z]+)/.exec(text);
  if (spent && noun(spent[1]!)) {
    const thing = spent[1]!;
    return { noun: MASS_SPENDING.test(thing) ? 'expense' : singular(thing), start: spent.index, end: spent.index + spent[0].length, title: `${thing} spending`, dated: true };
  }
  // "i want to track what i spend. amount, what it was for …": every purchase is an expense.
  // ("every time i spend money i want to put in the amount …": each spending is an expense too.)
  // ("a list of what we spent each day": a list of it too.)
  const any = /\b(?:log|track|record|note|keep track of|write down|(?:list|log|record) of) (?:what|how much|everything|all) (?:i|we)(?:'ve| have)? (?:spend|spent)\b(?! on)|\b(?:every ?time|each time|whenever) (?:i|we) (?:spend|spent|pay for|buy) (?:money|something|anything|cash)\b/.exec(text);
  return any ? { noun: 'expense', start: any.index, end: any.index + any[0].length, title: 'spending', dated: true } : undefined;
}

/** "Tasks like change furnace filter, clean gutters …", "chores that repeat, like …": the records, by their examples. */
function examplesLike(text: string): Found | undefined {
  const m = /\b([a-z]+s) (?:that (?:repeat|recur|come up|need doing)s?,? |(?:i|we) (?:do|have) (?:regularly|often),? )?(?:like|such as|e\.?g\.?,?) (?=[a-z]+(?: [a-z]+){0,3}, [a-z])/.exec(text);
  if (!m || /^(things|stuff|apps|ones|items|bits|others|lots|options|features|words)$/.test(m[1]!) || !noun(m[1]!) || singular(m[1]!) === m[1]) return undefined;
  return { noun: singular(m[1]!), start: m.index, end: m.index + m[1]!.length, ...containerNear(text) };
}

/** "log when I water the tomatoes": each watering. */
function doneWhen(text: string): Found | undefined {
  // "when they do a job i add it with who did it": each one done is added, so each is a record.
  const added = /\b(?:when|whenever|each time|every time) (?:i|we|they|he|she|you|the kids|someone|anyone) (?:do|does|did|finish(?:es)?|complete[sd]?|make[sd]?|have|has) (?:a|an) ([a-z-]+),? (?:i|we|they|he|she|you) (?:add|log|record|enter|note|put in|write down|type in) (?:it|them)\b/.exec(text);
  if (added && noun(added[1]!) && isThing(added[1]!)) return { noun: singular(added[1]!), start: added.index, end: added.index + added[0].length, title: plural(singular(added[1]!)), ...containerNear(text) };
  // "log the date my period starts each month": each period, dated.
  const starts = /\b(?:log|track|record|note|keep track of|write down|put in|enter|add) (?:the (?:date|day)s?|when) (?:my|our|the|each) ([a-z]+) (?:starts|started|begins|began|ends|happens|arrives|comes)\b/.exec(text)
    // "log the start date of each period": each period, dated by its start.
    ?? /\b(?:log|track|record|note|keep track of|write down|put in) (?:the )?(?:(?:start(?:ing)?|first) (?:date|day)s? (?:of|for) (?:each|every|my|the)|(?:date|day)s? (?:of|for) (?:each|every)) ([a-z]+)\b/.exec(text);
  // ("my labrador's seasons … the date each one starts": "one" stands for the plural said before it.)
  const what = starts?.[1] === 'one' ? [...text.slice(0, starts.index).matchAll(/\b([a-z-]+s)\b/g)].map((x) => x[1]!).reverse().find((w) => noun(w) && isThing(w) && singular(w) !== w) : starts?.[1];
  if (starts && what && noun(what)) return { noun: singular(what), start: starts.index, end: starts.index + starts[0].length, title: plural(singular(what)), dated: true };
  // "log when my cat gets her flea treatment", "when i have a headache": the thing someone gets is the record.
  const got = /\b(?:log|track|record|note|keep track of|write down) (?:when|each time|every time|whenever) (?:i|we|he|she|they|(?:my|our|the) [a-z]+) (?:gets?|got|has|have|had) (?:(?:a|an|the|my|our|his|her|their|its) )?([a-z]+(?: [a-z]+)?)/.exec(text);
  // ("when i get paid": a state got into names no thing.)
  const gotWhat = got?.[1]!.split(' ').filter((w) => noun(w) && isThing(w) && !/PastTense|Participle|Adjective/.test(String(LEXICON[w] ?? '')));
  const thingGot = gotWhat?.at(-1) && gotWhat.join(' ') === got![1]!.split(' ').slice(0, gotWhat.length).join(' ') ? gotWhat : undefined;
  if (got && thingGot) return { noun: singular(thingGot.at(-1)!), start: got.index, end: got.index + got[0].length, title: [...thingGot.slice(0, -1), plural(singular(thingGot.at(-1)!))].join(' '), dated: true };
  const when = /\b(?:log|track|record|note|keep track of|write down) (?:when|each time|every time) (?:i|we) ([a-z]+) (?:the |my |our )?([a-z]+)?/.exec(text);
  if (!when || STOP_WORDS.has(when[1]!)) return undefined;
  // "track when i get migraines", "when we have a power cut": the thing that happens is the record.
  if (/^(?:get|got|have|had|feel|felt)$/.test(when[1]!)) {
    const thing = when[2] && noun(when[2]) && !/PastTense|Participle|Adjective/.test(String(LEXICON[when[2]] ?? '')) ? singular(when[2]) : undefined;
    return thing ? { noun: thing, start: when.index, end: when.index + when[0].length, title: plural(thing), dated: true } : undefined;
  }
  // "needs his flea treatment every few weeks … log each time i give it": "it" is the treatment said before.
  if (/^(?:it|them)$/.test(when[2] ?? '')) {
    const dose = recurringDose(text);
    if (dose) return dose;
  }
  // "when i watered it": the record is the watering.
  const verb = when[1] === 'fed' ? 'feed' : when[1]!.replace(/(?<=[^e])ed$/, '');
  const record = OWN_NOUN_VERBS.test(verb) ? verb : `${verb.replace(/e$/, '')}ing`;
  const object = when[2] && noun(when[2]) ? when[2] : undefined;
  return { noun: record, start: when.index, end: when.index + when[0].length, title: object ? `${singular(object)} ${plural(record)}` : plural(record), dated: true };
}

/** "jot down what I wore each day": dated records of the thing done (outfits, meals …). */
function whatIDid(text: string): Found | undefined {
  // ("a list of what I've sown", "allotment app. what i sowed, which bed …": what was done, said by a list or a heading too.)
  const m = /\b(?:jot(?:s)? down|write(?:s)? down|note(?:s)?(?: down)?|record(?:s)?|log(?:s)?|keep track of|track(?:s)?|remember|save(?:s)?|(?:list|log|record|diary|journal) of|(?:^|[.;!?:] )) ?what (?:i|we)(?:'ve| have)? (wore|ate|cooked|drank|read|watched|bought|played|did|learned|learnt|made|lent|loaned|borrowed|sold|planted|sowed|sown)\b/.exec(text);
  if (!m) return undefined;
  // (A loan or a sale is not the thing lent or sold: each says what it was of.)
  const what = /^(?:loan|sale)$/.test(DONE_THINGS[m[1]!]!) ? `What ${text.slice(m.index, m.index + m[0].length).split(' ').slice(-2).join(' ').replace(/^i\b/, 'I')}` : undefined;
  return { noun: DONE_THINGS[m[1]!]!, start: m.index, end: m.index + m[0].length, title: `${DONE_THINGS[m[1]!]!}s`, dated: true, said: true, ...(what ? { what } : {}) };
}

/**
 * "my two cats, mochi and pixel … which cat": a text field whose values the prompt names elsewhere
 * becomes a choice of them.
 */
/**
 * "a chore chart for my two kids Emma and Leo": each record belongs to one of them, so it has a Kid
 * choice offering their names (unless the records already say who).
 */
function ownersChoice(reader: Reader, attributes: Attribute[]): void {
  // ("for my 3 kids (mia, leo, ava)": the names in brackets too.)
  const GROUP = 'kids|children|sons|daughters|boys|girls|roommates|flatmates|housemates|players|students|dogs|cats|pets|horses';
  const m = reader.find(new RegExp(`\\bfor (?:my|our|the) (?:\\d+ )?(${GROUP})[,:]? (?:\\(([a-z]+(?:, [a-z]+)+)\\)|([a-z]+(?:, [a-z]+)*,? and [a-z]+)\\b)`))
    // ("vet bills for bella and max (our 2 cats)": the names first, then who they are.)
    ?? reader.find(new RegExp(`\\bfor ()()([a-z]+(?:, [a-z]+)*,? and [a-z]+) \\((?:my|our|the) (?:\\d+ )?(${GROUP})\\)`));
  if (!m) return;
  const field = singular(m[1] || m[4]!);
  const names = splitList(m[2] || m[3]!);
  // (A text field the prompt already calls by them, "which cat", becomes the choice of them.)
  const said = attributes.findIndex((a) => a.name === field && a.kind === 'text');
  if (names.some((n) => STOP_WORDS.has(n)) || (said < 0 && attributes.some((a) => a.name === field)) || attributes.some((a) => a.kind === 'choice' && /^(who|kid|child|person|owner)$/.test(a.name))) return;
  const choice: Attribute = { name: field, label: field.charAt(0).toUpperCase() + field.slice(1), kind: 'choice', options: names.map((n) => n.charAt(0).toUpperCase() + n.slice(1)) };
  if (said >= 0) {
    attributes[said] = { ...choice, label: attributes[said]!.label };
    return;
  }
  // "… with who did it": the one who did it is one of those named, still called as the writer asked ("Who"),
  // unless the prompt counts them by their own word ("total stars for each boy").
  const who = attributes.findIndex((a) => a.kind === 'text' && /^who(?:[A-Z]|$)/.test(a.name));
  const byOwner = new RegExp(`\\b(?:each|every|per|by) ${field}\\b`).test(reader.text);
  if (who >= 0) attributes[who] = byOwner ? choice : { ...choice, name: attributes[who]!.name, label: attributes[who]!.label };
  else attributes.push(choice);
}

/** "Categories: food, hotel, transport, fun.": the records' Category choice offers those. */
function listedCategories(reader: Reader, attributes: Attribute[]): void {
  const m = reader.find(/\b(categories|types|kinds|tags|labels|groups)(?: (?:are|would be|could be|like|such as))?\s*[:=-]\s*([a-z]+(?: [a-z]+)?(?:, [a-z]+(?: [a-z]+)?)+(?:,? (?:and|or) [a-z]+(?: [a-z]+)?)?)(?=[.;!?]|$)/);
  if (!m) return;
  const name = { categories: 'category', types: 'type', kinds: 'kind', tags: 'tag', labels: 'label', groups: 'group' }[m[1]!]!;
  const options = splitList(m[2]!).map((o) => o.charAt(0).toUpperCase() + o.slice(1));
  const existing = attributes.find((a) => a.name === name || a.name === 'category' || a.name === 'type');
  if (existing) Object.assign(existing, { kind: 'choice', options });
  else attributes.push({ name, label: name.charAt(0).toUpperCase() + name.slice(1), kind: 'choice', options });
}

/** "item (bread, cookies, cake)": a field may not take a name the AppSpec keeps for itself ("item" is the row). */
function unreserved(a: Attribute): Attribute {
  return { ...a, name: fieldName(a.name) };
}

/** "car maintenance tracker" keeps services; a "spanish vocab list" keeps words. */
const RECORD_OF: Record<string, string> = { maintenance: 'service', maintanance: 'service', maintenence: 'service', maintanence: 'service', vocab: 'word', vocabulary: 'word' };

/** Fields whose options the prompt names apart from the field list. */
function choicesFromText(reader: Reader, attributes: Attribute[]): void {
  weekdayOfEach(reader, attributes);
  namedChoicesFromText(reader, attributes);
  eachOfOptions(reader, attributes);
  ownersChoice(reader, attributes);
  listedCategories(reader, attributes);
}

/** "for each day mon to sun i put …": each record is for a day of the week, a Day choice of those days. */
function weekdayOfEach(reader: Reader, attributes: Attribute[]): void {
  if (attributes.some((a) => a.name === 'day' || a.kind === 'date')) return;
  const m = reader.find(/\b(?:for |on )?(?:each|every) day(?: of the week)?,? \(?(?:from )?mon(?:day)? ?(?:to|-|through|thru|till|until) ?(sun|fri)(?:day)?\b\)?/);
  if (!m) return;
  attributes.unshift({ name: 'day', label: 'Day', kind: 'choice', options: WEEKDAYS_LIST.slice(0, m[1] === 'fri' ? 5 : 7) });
}

/** "log watering dates for each plant (fern, basil, monstera)": which one each record is about, a choice. */
function eachOfOptions(reader: Reader, attributes: Attribute[]): void {
  const m = /\b(?:for|of|on) (?:each|every) ([a-z]+) \(([a-z ]+(?:, [a-z ]+)+)\)/.exec(reader.text);
  // ("a priority for each task (high, low)": the options are the priority's.)
  if (!m || !noun(m[1]!) || attributes.some((a) => a.name === m[1]) || /\b(?:a|an|the|with) [a-z]+ $/.test(reader.text.slice(0, m.index))) return;
  reader.mark(m.index, m.index + m[0].length);
  const options = splitList(m[2]!).map((o) => o.charAt(0).toUpperCase() + o.slice(1));
  attributes.unshift({ name: m[1]!, label: m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1), kind: 'choice', options });
}

function namedChoicesFromText(reader: Reader, attributes: Attribute[]): void {
  const text = reader.text;
  for (const a of attributes) {
    if (a.kind !== 'text' || !/^[a-z]+$/.test(a.name)) continue;
    // "3 units in a duplex: 1a, 1b and 2a": a short place between the name and its list.
    // "Subjects are maths, biology, chemistry, english.": a sentence of its own, the last without "and".
    const m = new RegExp(`(?:\\b(?:my|our|the|\\d+) |(?:^|[.;!?]\\s*))(?:\\d+ )?${a.name}s?(?: (?:in|at|of|on) (?:a |an |the |my |our )?[a-z-]+)?[,:]? (?:called |named |are |: ?)?([a-z0-9]+(?:, [a-z0-9]+)*,? and [a-z0-9]+\\b|[a-z0-9]+(?:, [a-z0-9]+){2,}(?=\\s*(?:[.;!?]|$)))`).exec(text);
    // "… and category - breakfast, lunch, dinner or dessert": the options after a dash or colon.
    const dashed = m ? null : new RegExp(`\\b${a.name} [-–:] ((?:[a-z]+, )+[a-z]+,? (?:or|and) [a-z]+|(?:[a-z]+ ?/ ?){2,}[a-z]+)\\b`).exec(text);
    const options = m ? splitList(m[1]!) : dashed ? splitList(dashed[1]!) : [];
    // "the store, amount and date": the other fields, not the stores.
    const fieldWords = new Set(attributes.flatMap((b) => [b.name.toLowerCase(), b.label.toLowerCase()]));
    if (options.length >= 2 && options.every((o) => !STOP_WORDS.has(o) && !fieldWords.has(o))) {
      Object.assign(a, { kind: 'choice', options: options.map((o) => o.charAt(0).toUpperCase() + o.slice(1)) });
      const used = m ?? dashed!;
      reader.mark(used.index, used.index + used[0].length);
    }
  }
}

/**
 * "… the doctor wants a record. Systolic, diastolic, pulse, and the time she took it.": a sentence
 * (or the part after a colon) that is wholly a list of fields is what each record holds. The records
 * are the plural "tracked" or "logged" ("vet visits tracked"), readings of a measure, or entries.
 */
/** "inventory for my candle business": what a business is named after is what its inventory holds. */
function soldBy(text: string): string | undefined {
  const word = /\b([a-z]+) (?:business|shop|store|stall|company)\b/.exec(text)?.[1];
  // ("market stall": where the stall stands, not what it sells.)
  if (!word || !noun(word) || LEXICON[word] === 'Adjective' || /^(small|online|etsy|little|side|home|local|family|own|new|online|craft|corner|coffee|market|farmers)$/.test(word)) return undefined;
  return singular(word);
}

function listedFields(reader: Reader): Subject | undefined {
  const text = reader.text;
  // "a stopwatch with start, stop, lap and reset": buttons of a tool, not fields of records
  // ("… my total score for the game": a game said in passing keeps its records).
  if (/\b(stopwatch|timer|counter|clock|quiz|calculator|converter|picker)\b|\b(?<!(?:the|each|every|per|a|this) )game\b/.test(text)) return undefined;
  // A sentence, or its part after a colon or "with" ("add an entry with which kid, what chore, …").
  // After a colon, "with" or "keep track of" first: the sentence's own opening often names the app ("inventory for my shop: …").
  // ("I would like to enter the date, the top number …", "put in the hole number, par and my strokes": after a verb of entering.)
  const inner = [...text.matchAll(/:\s*|\bwith |\bkeep track of |\btrack |\b(?:enters?|puts? in|types? in|fills? in|notes?(?: down)?|writes? down|i put|i note|i write|(?:want|need|like) to (?:log|record)) (?:in )?|\beach one ?(?:-|:|with) ?/g)].map((x) => x.index + x[0].length);
  const starts = [...inner, 0, ...[...text.matchAll(/[.;!?]\s*/g)].map((x) => x.index + x[0].length)];
  // Up to where the fields end ("…, and the total value of the stock" is a summary, not a field).
  // ("item, category (…), date it went in, number of portions": one phrase nothing could type among
  // three or more fields still leaves a clear list of them, when no list reads wholly as fields.
  // Only fields some of which are more than words: "yes, no, maybe, ask again later" are answers, not fields.)
  const read = starts.map((at) => {
    const region = regionFrom(text, at)?.text ?? '';
    return { at, region, parsed: parseAttributes(region.trim()) };
  });
  const clear = read.filter(({ parsed }) => parsed.attributes.length >= 3 && parsed.rejected.length === 0);
  const nearly = read.filter(({ parsed }) => parsed.attributes.length >= 3 && parsed.rejected.length === 1 && parsed.rejected[0]!.split(' ').length <= 5 && parsed.attributes.some((a) => a.kind !== 'text'));
  for (const { at, region, parsed } of clear.length > 0 ? clear : nearly) {
    reader.mark(at, at + region.length);
    const kept = /\b(?:[a-z]+ )?([a-z]+s) (?:tracked|logged|recorded|kept|listed|noted)\b/.exec(text)?.[1];
    const measured = /\b(blood pressure|blood sugar|glucose|temperature|weight|heart rate)\b/.exec(text)?.[1];
    const lent = /\b(?:lent|lend|loaned|borrowed)\b/.test(text);
    // An inventory or catalogue keeps the things its first field names ("product, stock quantity and price").
    const first = parsed.attributes[0]!;
    const stock = /\b(inventory|catalog(?:ue)?|stock list|collection)\b/.test(text) && first.kind === 'text' && noun(first.name) && first.name !== 'name' ? soldBy(text) ?? first.name : undefined;
    // "expense name, amount, category", "song title, key, length": the first field names what each record is.
    const lead = /^([a-z]+)(?:Name|Title)$/.exec(first.name)?.[1];
    const named = lead && noun(lead) && !/^(first|last|full|nick|user|file|display|pet|brand)$/.test(lead) ? lead : undefined;
    // "golf scorecard for 18 holes … the hole number, par and my strokes": numbered things the prompt counts are the records.
    const numbered = /^([a-z]+)Number$/.exec(first.name)?.[1];
    const counted = numbered && noun(numbered) && new RegExp(`\\b${escapeRe(plural(numbered))}\\b`).test(text) ? numbered : undefined;
    // "i get migraines and want to log each one - date, …": what the user gets is what each record is.
    const suffered = sufferedThing(text);
    // "horse riding lessons for my 2 girls: which girl, date …": the plural heading the colon closes.
    // ("timesheet for my cleaning jobs: client, date …": a heading that only names the sheet keeps the plural it is for.)
    const heading = /(?:^|[.;!?]\s*)(?:[a-z-]+ ){0,2}([a-z-]+s)(?: for (?:my|our|the) (?:\d+ )?[a-z-]+)?:\s*$/.exec(text.slice(0, at))?.[1] ?? headingFor(text.slice(0, at));
    // ("babysitting hours: date, hours worked …": an amount is no record, each is an entry of it.)
    const headed = heading && noun(heading) && singular(heading) !== heading && !QUANTITIES.test(heading) && !ENTRY_ACTIVITIES.test(singular(heading)) ? singular(heading) : undefined;
    // ("I babysit for a few families. Need to log date, family name, hours …": each record is a job done.)
    // "Log each day: date, eggs collected …": what each record is, said just before its fields.
    // ("swimming lessons … log each one - date, …": "one" stands for the plural said before it.)
    const eachSaid = /\b(?:log|record|track|note|enter|add|save|write down|put in)s? (?:each|every) ([a-z]+)\s*[:-]\s*$/.exec(text.slice(0, at));
    const each = eachSaid?.[1] === 'one' ? singularOf(antecedent(text, eachSaid.index)) : eachSaid?.[1];
    const eachOne = each && isThing(each) && (noun(each) || /^(?:day|week|month|night|session|visit|trip|game|match)$/.test(each)) && singular(each) === each ? each : undefined;
    // ("also let me type in runs myself: date, distance …": the plural entered, just before its fields.)
    const entered = /\b(?:log|record|track|note|enter|add|save|write down|put in|type in)s? (?:my |our |the |all )?([a-z-]+s)(?: (?:myself|ourselves|manually|by hand|too))?\s*[:-]\s*$/.exec(text.slice(0, at))?.[1];
    const typedIn = entered && noun(entered) && isThing(entered) && singular(entered) !== entered && !QUANTITIES.test(entered) ? singular(entered) : undefined;
    const record = kept && noun(kept) ? singular(kept) : measured ? 'reading' : lent ? 'loan' : stock ?? named ?? counted ?? suffered ?? headed ?? eachOne ?? typedIn ?? (doesJobs(text) ? 'job' : 'entry');
    if (kept) reader.find(new RegExp(`\\b(?:[a-z]+ )?${kept} (?:tracked|logged|recorded|kept|listed|noted)\\b`));
    namedChoicesFromText(reader, parsed.attributes);
    return { noun: record, plural: plural(record), attributes: withDate(parsed.attributes, 'log', record), prefilled: [], ...(kept ? { title: kept } : measured ? { title: measured } : {}) };
  }
  return undefined;
}

/** "i get migraines and want to log each one": what the user gets is what each record is. */
function sufferedThing(text: string): string | undefined {
  const had = /\b(?:i|we) (?:get|have|suffer from|keep getting) ([a-z]+s)\b/.exec(text)?.[1];
  return had && noun(had) && singular(had) !== had && !/^(kids|children|friends|people|things|days|times)$/.test(had) ? singular(had) : undefined;
}

/** "timesheet for my cleaning jobs:": the plural a sheet, app or log is for, said just before its colon. */
function headingFor(before: string): string | undefined {
  return /(?:^|[.;!?]\s*)(?:[a-z-]+ ){0,2}[a-z-]+ for (?:my|our|the) (?:\d+ )?(?:[a-z-]+ )?([a-z-]+s):\s*$/.exec(before)?.[1];
}

/** "my daughter has swimming lessons and i want to log each one": the last plural thing said before (compromise knows the plurals). */
function antecedent(text: string, at: number): string | undefined {
  const before = text.slice(0, at);
  const plurals = (nlp(before).match('#Plural').out('array') as string[]).map((p) => p.toLowerCase().split(' ').pop()!.replace(/[^a-z-]/g, ''));
  // ("loads of hikes": a plural of how many is not the thing itself; "jobs like hoovering, changing beds, oven":
  // nor is one of the examples listed with commas.)
  const listed = (w: string) => new RegExp(`(?:, ?(?:[a-z-]+ )?${escapeRe(w)}\\b|\\b${escapeRe(w)},)`).test(before);
  return plurals.reverse().find((w) => noun(w) && isThing(w) && singular(w) !== w && !QUANTITIES.test(w) && !NO_KIND.test(w) && !forAudience(text, singular(w)) && !new RegExp(`\\b${escapeRe(w)} of\\b`).test(before) && !listed(w));
}

const singularOf = (word: string | undefined) => (word ? singular(word) : undefined);

/** "Milo gets his flea treatment every 30 days. let me log the dates": the records are the treatments given. */
function recurringDose(text: string): Found | undefined {
  // ("they all need flea treatment and worming every 4 weeks": the first of two, said bare, is one too.)
  const m = /\b(?:gets?|needs?|has|have|takes?|is due|are due)(?: for)? (?:(his|her|its|their|a|an|the|my|our) )?(?:([a-z]+) )?([a-z]+)(?: and [a-z]+)? (?:every|once every|each) (?:\d+ |other |few |couple of )?(?:days?|weeks?|months?)\b/.exec(text);
  // (Said bare, only a kind of thing, "flea treatment", never a mass: "they need water every 7 days".)
  const bare = !!m && !m[1] && (/ing$/.test(m[3]!) || !m[2] || !noun(m[2]));
  if (!m || bare || !noun(m[3]!) || singular(m[3]!) !== m[3] || !/\b(?:log|track|record|note|keep|write down)\b/.test(text)) return undefined;
  return { noun: m[3]!, start: m.index, end: m.index + m[0].length, title: [m[2], m[3]].filter(Boolean).join(' '), container: 'log', dated: true };
}

/** "the dates of my past haircuts": the records are the haircuts, each with its date. */
function datesOf(text: string): Found | undefined {
  const m = /\b(?:the )?(?:dates?|days?) (?:of|for|i had|i got) (?:my |the |our |all )?(?:past |previous |last |recent )?([a-z-]+s)\b/.exec(text);
  if (!m || !noun(m[1]!) || singular(m[1]!) === m[1]) return undefined;
  return { noun: singular(m[1]!), start: m.index, end: m.index + m[0].length, title: m[1]!, dated: true };
}

/** "book club: the books we read, who suggested each one, …": a plural the prompt's people act on. */
function relativePlural(text: string): Found | undefined {
  // "books i read this year": a sentence may open with the plural itself.
  const m = /(?:^|[.!?] |\b(?:the|my|our|all the|which|what) )(?:[a-z]+ )?([a-z-]+s) (?:that )?(?:i|we|you|they|my [a-z]+|our [a-z]+) (?:have |'ve )?[a-z]+\b/.exec(text);
  if (!m || !noun(m[1]!) || singular(m[1]!) === m[1]) return undefined;
  return { noun: singular(m[1]!), start: m.index, end: m.index + m[0].length, title: m[1]! };
}

/**
 * "meal planner for the week with breakfast, lunch and dinner for each day": one row per weekday,
 * already there, whose fields the user fills in by tapping the day.
 */
/** "my kid's school timetable for the week": lessons, each on a weekday and in a period, grouped by day. */
function timetable(reader: Reader): Subject | undefined {
  const m = reader.find(/\b(?:school |class |lesson |uni |college )?(?:timetable|class schedule|lesson schedule|school schedule)\b/);
  if (!m) return undefined;
  const text = reader.text;
  const days = WEEKDAYS_LIST.slice(0, /\b(saturday|sunday|weekend)\b/.test(text) ? 7 : 5);
  reader.find(/\b(?:for the week|weekly|of the week|monday to (?:friday|sunday))\b/);
  reader.find(/\b(?:which|what) (?:lesson|class|subject)s? (?:is |are |i have |we have )?(?:in|on|at) (?:each|every) (?:period|slot|hour|lesson)\b/);
  const what = /\bsubjects?\b/.test(text) && !/\blessons?\b/.test(text) ? 'subject' : 'lesson';
  return {
    noun: 'lesson', plural: 'lessons', container: 'timetable', title: 'timetable',
    attributes: [
      { name: 'day', label: 'Day', kind: 'choice', options: days },
      { name: 'period', label: 'Period', kind: 'number' },
      { name: what, label: what === 'subject' ? 'Subject' : 'Lesson', kind: 'text' },
      ...(/\broom\b/.test(text) ? [{ name: 'room', label: 'Room', kind: 'text' as const }] : []),
      ...(/\bteacher\b/.test(text) ? [{ name: 'teacher', label: 'Teacher', kind: 'text' as const }] : []),
    ],
    prefilled: [],
  };
}
const WEEKDAYS_LIST = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function weekPlanner(reader: Reader): Subject | undefined {
  const text = reader.text;
  if (!/\b(planner|plan|schedule|timetable|rota)\b/.test(text) || !/\b(for the week|weekly|each day|every day|per day|of the week|monday)\b/.test(text)) return undefined;
  const m = /\b(?:with|:|for) (?:the |a |an )?([a-z]+(?: [a-z]+)?(?:, [a-z]+(?: [a-z]+)?)*,? and [a-z]+(?: [a-z]+)?)(?= (?:for|on) (?:each|every) day| (?:per|a|each) day|$|[.;,])/.exec(text);
  if (!m) return undefined;
  // "a screen to add volunteers with name and phone number": the fields of those records, not of each day.
  const owner = /([a-z-]+) $/.exec(text.slice(0, m.index))?.[1];
  if (m[0].startsWith('with') && owner && noun(owner) && singular(owner) !== owner && !/^(meals|plans)$/.test(owner)) return undefined;
  const fields = splitList(m[1]!).map((f) => f.replace(/ (?:for|on|per|in)$/, '')).filter((f) => !/\b(day|week|days)\b/.test(f));
  if (fields.length < 2) return undefined;
  reader.mark(m.index, m.index + m[0].length);
  reader.find(/\b(?:for the week|weekly|for each day|each day|every day|of the week)\b/);
  return {
    noun: 'day', plural: 'days', container: 'planner', title: /\bmeal/.test(text) ? 'meal' : 'week',
    attributes: [{ name: 'day', label: 'Day', kind: 'text' }, ...fields.map((f) => ({ name: f.replace(/ ([a-z])/g, (_, c: string) => c.toUpperCase()), label: f.charAt(0).toUpperCase() + f.slice(1), kind: 'text' as const }))],
    prefilled: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  };
}

/** "a diary with …", "my journal: …": the app is the container itself, and it keeps entries. */
function bareContainer(text: string): Found | undefined {
  const m = /^(?:an? |my |the |simple |daily |personal |private |little |gratitude |dream |food |travel )*(diary|journal|logbook|notebook|log|tracker|planner)\b/.exec(text);
  return m ? { noun: 'entry', start: m.index, end: m.index + m[0].length, container: m[1]!, title: m[1]! } : undefined;
}

/** "medicine name" of a medicine is its name. */
function withoutSubjectPrefix(attributes: Attribute[], subjectNoun: string): Attribute[] {
  return attributes.map((a) => {
    const words = a.label.toLowerCase().split(' ');
    if (words.length < 2 || singular(words[0]!) !== subjectNoun) return a;
    const rest = words.slice(1).join(' ');
    // ("invoice #": what is left must still be a word to name the field by.)
    if (attributes.some((b) => b.label.toLowerCase() === rest) || !/^[a-z][a-z ]*$/.test(rest)) return a;
    // ("project name": the field is the name, but its label keeps the words the user wrote.)
    return { ...a, name: rest.replace(/ ([a-z])/g, (_, c: string) => c.toUpperCase()) };
  });
}

/** "I read the electricity meter every month … log the date and the reading": what is read off an instrument are readings. */
function meterRead(text: string): Found | undefined {
  const m = /\b(?:read|reads|check|checks|take|takes) (?:the |my |our )?((?:[a-z]+ )?(?:meter|gauge|thermometer|hygrometer|barometer|rain gauge))\b/.exec(text);
  if (!m || !/\b(?:log|record|write down|note down|keep track of|track|put in|enter)\b/.test(text)) return undefined;
  return { noun: 'reading', measure: 'reading', start: m.index, end: m.index + m[0].length, title: m[1]!, dated: true };
}

/** Units an amount is measured in: "how many ml" says how much of something, never what the records are. */
const AMOUNT_UNITS = /^(?:ml|mls|millilit(?:re|er)s|cl|l|mg|mgs|g|grams|kg|kgs|kilos|lbs?|pounds|oz|ounces|km|kms|miles|metres|meters|units|hours|hrs|minutes|mins)$/;

/**
 * "write down how many eggs each day", "log how much water I drink": each record holds that amount (with
 * its date). "the time and how many ml each time … how many doses she's had": an amount in a unit is of
 * the things the prompt counts elsewhere (doses).
 */
function howMany(text: string): Found | undefined {
  const m = new RegExp(`\\b(?:${KEEP_VERBS}|puts? in|enters?|types? in|fills? in)(?: down)? (?:(?:the|a|an) [a-z]+(?: [a-z]+)? (?:and|,) )?how (many|much) ([a-z-]+)\\b`).exec(text);
  const thing = m?.[2];
  if (!m || !thing) return undefined;
  const end = m.index + m[0].length;
  if (AMOUNT_UNITS.test(thing)) {
    const counted = [...text.matchAll(/\bhow many ([a-z-]+s)\b/g)].map((x) => x[1]!).find((w) => !AMOUNT_UNITS.test(w) && noun(w) && isThing(w));
    return counted ? { noun: singular(counted), start: m.index, end, title: counted, dated: true } : undefined;
  }
  // ("how many times", "how much money": no thing of their own.)
  if (!noun(thing) || !isThing(thing) || (m[1] === 'many' && singular(thing) === thing) || /^(?:times|money|cash|people)$/.test(thing)) return undefined;
  return { noun: singular(thing), start: m.index, end, title: thing, dated: true, counted: true };
}

function verbObject(text: string): Found | undefined {
  // "I want to put in each plant, …": entering one record at a time names it too.
  const re = new RegExp(`\\b(?:(?:${KEEP_VERBS}) (?:of )?(?:all )?(?:(?:my|our|the|your|some) )?|(?:put in|enter|type in|fill in|tap in|key in|punch in) (?:each|every|a|an) )((?:[a-z'-]+)(?: [a-z-]+){0,2}(?:'s(?: [a-z-]+){1,2})?)`, 'g');
  for (const m of text.matchAll(re)) {
    // ("start the list with Tom, Sam …": what a list starts with are its first items, not what each one is.)
    // ("a list with cat, which treatment, date last done": a list with its fields, whose first is no record either.)
    if (/^with /.test(m[1]!) && (/\b(?:start|begin|fill|load|seed|populate)\w* (?:the |my |our |a )?$/.test(text.slice(0, m.index)) || firstOfFieldList(text, m.index + m[0].length - m[1]!.length + 5, 1))) continue;
    // ("using a rate i can change": after a determiner and before a clause of its own, the word is a noun, no verb.)
    if (/\b(?:a|an|the|my|our|your|his|her|their|its|this|that|each|every|per)\s+$/.test(text.slice(0, m.index)) && /^(?:i|we|you|they|he|she)\b/.test(m[1]!)) continue;
    // "people keep borrowing my tools": "keep" before a doing word only says it goes on, nothing is kept.
    if (/^keep(?: |$)/.test(m[0]) && /^(?:Gerund|PresentTense)$/.test(String(LEXICON[m[1]!.split(' ')[0]!])) && /ing$/.test(m[1]!.split(' ')[0]!)) continue;
    // "my dog's walks": the possessor only describes the thing kept.
    // "my dog biscuit's vet visits": everything up to the last possessive only says whose.
    if (/^(?:[a-z]+ )*[a-z]+'s [a-z]/.test(m[1]!)) m[1] = m[1]!.replace(/^(?:[a-z]+ )*[a-z]+'s /, '').replace(/[?!.,]+$/, '');
    // "the books my kids read": a possessive after the noun opens a relative clause.
    const phrase = m[1]!.split(/ (?:with|for|and|that|where|in|on|by|to|from|i|so|which|when|per|my|our|your|their|his|her|we|you|they|each|every|daily|twice|once|of|toward|towards|until|into|about|if|when|because|unless|while|whenever)\b/)[0]!.split(' ');
    // "each week's takings split into cash and card": after a plural, a singular word the sentence uses as a verb is not the thing kept.
    const [before, last] = phrase.slice(-2);
    if (phrase.length >= 2 && noun(before!) && singular(before!) !== before && singular(last!) === last && nlp(text.slice(m.index, m.index + m[0].length + 40)).match(`${before} #Verb`).text() === `${before} ${last}`) phrase.pop();
    // "list everything with a price" (a yard sale): the things for sale, as items.
    if (/^(?:everything|all (?:the|my|our) (?:stuff|things))$/.test(phrase.join(' '))) return { noun: 'item', start: m.index, end: m.index + m[0].length, title: 'items' };
    // "find dog parks … save my favorite ones": "ones" stands for the plural said before it.
    const antecedent = phrase.at(-1) === 'ones' ? [...text.slice(0, m.index).matchAll(/\b([a-z-]+s)\b/g)].map((x) => x[1]!).reverse().find((w) => noun(w) && singular(w) !== w) : undefined;
    if (antecedent) phrase.splice(phrase.length - 1, 1, antecedent);
    // "log who paid for what": what was paid for is an expense; other questions ("who came") name no record.
    if (/^(?:who|what|when|where|how)$/.test(phrase[0] ?? '')) {
      // (The question ends with what it was for: the fields follow "who paid for what".)
      const from = m.index + m[0].length - m[1]!.length;
      const end = from + (/^[a-z]+ [a-z]+(?: (?:for|on) (?:what|which|it)\b)?/.exec(text.slice(from))?.[0].length ?? 0);
      if (/^(?:paid|spent|bought|pays|spends|owes|owed)$/.test(phrase[1] ?? '')) return { noun: 'expense', start: m.index, end, title: 'expenses' };
      continue;
    }
    // ("keep track of the game, who won": games played are kept, though "game" alone names an app to play.)
    // ("track hours worked for clients": a past tense after the noun says what was done, the hours are kept.)
    // "add a photo of each box": one part of every record is named first; the records are what "each" names.
    const from = m.index + m[0].length - m[1]!.length;
    if (firstOfFieldList(text, from)) continue;
    const each = /^(?:(?:an?|the) )?([a-z-]+) (?:of|for|on) (?:each|every) ([a-z-]+)\b/.exec(text.slice(from));
    // ("record times for each swimmer": a bare plural kept for each one is many records per swimmer, the times themselves.)
    const many = each && !/^(?:an?|the) /.test(text.slice(from)) && singular(each[1]!) !== each[1] && noun(each[1]!) && !QUANTITIES.test(each[1]!) && !MEASURES.test(singular(each[1]!));
    if (each && !many && noun(each[2]!) && isThing(each[2]!)) return { noun: singular(each[2]!), start: m.index, end: from + text.slice(from).indexOf(each[2]!) + each[2]!.length, title: plural(each[2]!) };
    const head = [...phrase].reverse().find((w) => (noun(w) || /^games?$/.test(w)) && !w.endsWith('ly') && !/^(PastTense|Participle)$/.test(String(LEXICON[w])));
    // "keep a log of …", "keep a record": what holds the records is never one of them.
    if (!head || !isThing(head) || (/^(?:log|tracker|diary|journal|list|spreadsheet|notebook|register|ledger|chart|record|logbook)$/.test(head) && /^(?:an? )/.test(m[1]!))) continue;
    const modifiers = phrase.slice(0, phrase.indexOf(head)).filter((w) => !STOP_WORDS.has(w));
    const subjectNoun = ENTRY_ACTIVITIES.test(head) ? 'entry' : MEASURES.test(head) ? 'reading' : massRecord(head, text) ?? singular(head);
    const done = phrase.slice(phrase.indexOf(head) + 1).filter((w) => /^(PastTense|Participle)$/.test(String(LEXICON[w])));
    return { noun: subjectNoun, ...(subjectNoun === 'reading' ? { measure: head } : {}), start: m.index, end: m.index + m[0].length, title: [...modifiers, head, ...done].join(' ') };
  }
  return undefined;
}

/**
 * "want to log systolic, diastolic, pulse and time": a singular object that opens a list reading wholly as
 * fields (one of them more than text) is the first field, not what each record is.
 */
function firstOfFieldList(text: string, from: number, rejects = 0): boolean {
  // (A plural object, "track runs, distance and time", is the records themselves.)
  // ("put in each plant, how many days …": one record, said with "each", is no field; nor "the list with algebra, …".)
  const said = /^(?:([a-z-]+) )?([a-z-]+), /.exec(text.slice(from));
  const first = said?.[2];
  if (!first || singular(first) !== first || (said[1] && !noun(said[1])) || /\b(?:each|every|an?)\s+$/.test(text.slice(0, from))) return false;
  const parsed = parseAttributes(regionFrom(text, from)?.text ?? '');
  return parsed.rejected.length <= rejects && parsed.attributes.length >= 3 && parsed.attributes.some((a) => a.kind !== 'text');
}

/**
 * "needs loads of treatments … log each vaccination/flea/worming with the date": kinds said with slashes are
 * which one each record is, a choice; the records are the plural the prompt named them by before ("treatments").
 */
function slashedKinds(text: string): Found | undefined {
  const m = new RegExp(`\\b(?:${KEEP_VERBS}) (?:each|every|a|an|my|the|our) ([a-z-]+(?:/[a-z-]+){1,5})\\b(?!/)`).exec(text);
  if (!m) return undefined;
  const named = antecedent(text, m.index);
  return { noun: named ? singular(named) : 'entry', start: m.index, end: m.index + m[0].length, ...(named ? { title: named } : {}), kinds: m[1]!.split('/') };
}

/** "the money i lend": money is not counted in units; what each record is follows from the verb. */
function massRecord(head: string, text: string): string | undefined {
  // A fuel log keeps fill-ups, a mileage log trips.
  if (/^(fuel|petrol|diesel|gas)$/.test(head) && !/\bgas (?:meter|bill|usage)\b/.test(text)) return 'fill-up';
  if (head === 'mileage') return 'trip';
  // A stock list keeps items: "stock" is all of them, never one.
  if (/^(stock|merch|merchandise|produce)$/.test(head)) return 'item';
  if (!/^(money|cash)$/.test(head)) return undefined;
  const verb = new RegExp(`\\b${head} (?:that )?(?:i|we) ([a-z]+)`).exec(text)?.[1] ?? '';
  if (/^(lend|lent|loan|borrow|borrowed|owe|owed)$/.test(verb)) return 'loan';
  if (/^(spend|spent|pay|paid)$/.test(verb)) return 'expense';
  if (/^(earn|earned|make|made|get|receive|received)$/.test(verb)) return 'payment';
  return 'entry';
}

function containerNear(text: string): { container?: string; title?: string } {
  const c = container(text);
  return c ? { container: c.container!, title: c.title! } : {};
}

/** Where the attribute list sits: after the subject up to the end of its sentence (or the next verb). */
function attributeRegion(text: string, from: number): { text: string; start: number; end: number } | undefined {
  const rest = text.slice(from);
  // "sales of bread, cakes and cookies with the quantity sold": the kinds, then the fields.
  const kinds = /^\s*(?:of|for) (?=[a-z' -]+(?:, [a-z' -]+)*,? (?:and|or) [a-z' -]+,? with )/.exec(rest);
  if (kinds) return regionFrom(text, from + kinds[0].length);
  const before = text.slice(Math.max(0, from - 8), from);
  // ("for each one i want the date, …": what the writer wants of each record are its fields.)
  const lead = /\b(with|has|have|having|including|storing|earns|gives|gets|scores|costs|takes|worth|by|say|says|show|shows|(?:i|we) (?:want|need))\s*$/.test(before)
    ? /^\s*/.exec(rest)!
    : /^\s*(?:(?:in|at|on|from) (?:my|the|our|your) [a-z]+ (?=and (?:when|where|who|how|what|whether)))?(?:(?:for|of|per) (?:(?:[a-z]|-(?=[a-z])| (?!- ))+, )*(?:[a-z]|-(?=[a-z])| (?!- ))+?)?\s*(?:(?:that |which )?(?:i|we|you|they|(?:my|our|the) [a-z]+)(?:'ve|'d| have| had)? [a-z]+(?: [a-z]+){0,2}\s?)?(?:,|:|-|with|has|have|having|including|storing|(?:should|must|will|would|can|needs? to) (?:have|has|hold|show|list)|\(|where each [a-z]+ has|(?:is )?worth (?:some|a few|a number of|so many|its own|their own|x|n)(?= [a-z])|and(?= (?:when|where|who|how|what|whether)\b)|(?:that |which )?(?:asks?|prompts?) (?:me|us)(?= what| how)|(?:\?|\.) (?:like|e\.?g\.?|such as|things like))\s*/.exec(rest);
  if (!lead) return undefined;
  return regionFrom(text, from + lead[0].length);
}

/** From a start to the end of its sentence, or to the first words that stop describing fields. */
function regionFrom(text: string, start: number): { text: string; start: number; end: number } | undefined {
  // "a category - clothes, toiletries or documents - and …": options between dashes are said in brackets
  // (the same length, so positions still point into the prompt).
  // ("and meal choice - chicken, fish or vegetarian.": so are "or" options after a dash at the end of the sentence.)
  const tail = text.slice(start).replace(/ - ((?:[a-z]+(?: [a-z]+)?, )+[a-z]+(?: [a-z]+)?,? (?:or|and) [a-z]+(?: [a-z]+)?) - /, (_, list: string) => `  (${list})  `)
    .replace(/^([^.;!?]*?\b[a-z]+) - ((?:[a-z]+(?: [a-z]+)?, )+[a-z]+(?: [a-z]+)?,? or [a-z]+(?: [a-z]+)?)(?=[.;!?]|$)/, (_, before: string, list: string) => `${before} (${list})`);
  // "store, date and total, …": a bare "total" at the end of the list is a field; "and the total" a summary.
  // ("date, litres, total cost.": so is a bare "total cost" last in the list.)
  // ("(mon - sun)": a dash inside brackets is a range, not the end of the fields.)
  const stop = /[.;!?](?:\s|$)|\s[-–—](?:\s|$)(?![^()]*\))|\b(?:(?:with|and|plus) )?(?:(?:the |a |my )(?:total|average|sum|running total)|average|sum|running total|total(?!\s*(?:,|\.|$)|\s(?:cost|price|amount|paid|spent|weight|time|distance)\s*(?:[,.]|$)))\b|\b(?:best|highest|top)[- ]rated\b|,? and (?:i|we|you|he|she|they) (?:can|could|will|would|should|must|(?:want|need|'d like|would like) to)\b|\b(?:searchable|sortable|filterable)\b|\b(?:newest|oldest|latest|cheapest|biggest) (?:first|on top|at the top)\b|\bhow much (?:is |i have |money is )?(?:left|remaining)\b|\b(?:show|shows|showing|let me|sort(?:ed|ing)?|group(?:ed|ing)?|search(?:ed|ing)?|order(?:ed)? by|display|see|calculate|add(?:s)? (?:up|together)|works? out|figures? out|predict|tell|so i|so that|which (?:is|are|shows?|lets?|i|we|can|will|tells?)|then|that tells|and it|it should|i want|i'd like|with checkboxes|already|pre-?filled|(?:and )?(?:(?:the|my|our) [a-z]+ )?(?:tick|mark|check|cross) (?:it|them|each one) off)\b/.exec(tail);
  const end = start + (stop ? stop.index : tail.length);
  const region = tail.slice(0, end - start).replace(/\s+/g, ' ').trim().replace(/(?:,|\s+(?:and|or|then))+$/, '');
  return region ? { text: region, start, end } : undefined;
}

/** Records of a log, diary or journal are dated, even when the prompt does not list a date. */
function withDate(attributes: Attribute[], container: string | undefined, noun?: string, text = ''): Attribute[] {
  // Logs, diaries and meter readings are dated, even when the prompt lists no date.
  if ((noun !== 'reading' && (!container || !/^(log|diary|journal|tracker)$/.test(container))) || attributes.some((a) => a.kind === 'date')) return attributes;
  // "I log the start date of each period": the date is called what the user calls it.
  const which = /\b(?:the )?(start|starting|end|finish|due|pickup|delivery|expiry) date (?:of|for) (?:each|every|the|my|a)\b/.exec(text)?.[1]?.replace('starting', 'start');
  return [...attributes, which ? { name: `${which}Date`, label: `${which.charAt(0).toUpperCase()}${which.slice(1)} date`, kind: 'date' } : { name: 'date', label: 'Date', kind: 'date' }];
}

/** "already filled with …: tent, sleeping bag, torch": the list's starting items. */
const FIELD_WORD = /^(?:name|title|date|time|day|amount|price|cost|quantity|qty|how many|priority|due(?: date)?|deadline|notes?|category|type|status|who|where|when|description|details|link|url|phone|email|address)$/;

function checklistWith(reader: Reader): RegExpExecArray | null {
  // ("morning routine checklist for my kids: brush teeth, make bed, …": the things to tick, after a colon too.)
  const m = /\bcheck ?list(?: (?:of|for) [a-z' ]+?)?(?: with:?|:) ([a-z][a-z ]*(?:, [a-z][a-z ]*)+(?:,? (?:and|&) [a-z][a-z ]*)?)(?=[.;!?]|$)/.exec(reader.text);
  if (!m || splitList(m[1]!).some((x) => FIELD_WORD.test(x) || x.split(' ').length > 3)) return null;
  reader.mark(m.index, m.index + m[0].length);
  return m;
}

/** Words that say nothing of what a list holds ("items", "things", "the list"). */
const NO_KIND = /^(?:items?|things?|bits?|stuff|ones?|entr(?:y|ies)|lists?|usual|basics?|defaults?|following|some|few)$/;

/** What the starting items are called, from a word the prompt uses for them ("habits", "task", "jobs"). */
function kindOf(word: string | undefined): string | undefined {
  if (!word || !noun(word) || NO_KIND.test(word) || ITEM_ACTIVITIES.test(word) || /ing$/.test(word)) return undefined;
  const one = singular(word);
  // The jobs on a checklist are its tasks; tablets and pills someone takes are medications.
  return one === 'job' ? 'task' : /^(?:tablet|pill|medicine)$/.test(one) ? 'medication' : one;
}

/** A list of what someone takes or does, trimmed of when ("metformin morning and evening" → metformin). */
const WHEN_SAID = /\s+(?:(?:in|on|at|before|after) (?:the )?(?:morning|evening|night|bedtime|breakfast|lunch|dinner|weekends?)|morning|evening|once|twice|every|each|daily|weekly|a day|a week|per)\b.*$/;

/** "I take metformin, lisinopril and vitamin d … a checklist with those on it": the items said before, and what they are called. */
function itemsSaidBefore(text: string, at: number): { items: string[]; start: number; kind?: string } | undefined {
  const before = text.slice(0, at);
  const bracket = [...before.matchAll(/\b([a-z]+) \(([^()]*,[^()]*)\)/g)].at(-1);
  const series = [...before.matchAll(/\b([a-z][a-z0-9 ]*(?:, [a-z][a-z0-9 ]*)+,? (?:and|&) [a-z][a-z0-9 ]*|[a-z][a-z0-9 ]*,? (?:and|&) [a-z][a-z0-9 ]*)(?=[.;!?]|$)/g)].at(-1);
  const listed = bracket && (!series || bracket.index > series.index) ? bracket[2]! : series?.[1];
  if (!listed) return undefined;
  // "she takes a, b and c": the verb's object list starts after it.
  // Each comma part loses when it is taken first, so "morning and evening" is no item of its own.
  const items = listed.split(/\s*,\s*(?:and\s+)?/)
    .flatMap((x) => x.trim().replace(/^(?:[a-z]+ )*(?:takes?|has|have|needs?|uses?|does|do|are|is)\s+/, '').replace(WHEN_SAID, '').split(/ (?:and|&) /))
    .map((x) => x.trim().replace(/^(?:an?|the|some|my)\s+/, ''))
    .filter((x) => x && x.split(' ').length <= 3);
  if (items.length < 2) return undefined;
  // "3 different meds (…)": the plural before the brackets; "my mum's tablets. she takes …": whose things they are.
  const at0 = bracket && listed === bracket[2] ? bracket.index : series!.index;
  const owned = [...before.slice(0, at0).matchAll(/\b(?:my|our|his|her|their|[a-z]+'s) ([a-z]+s)\b/g)].at(-1)?.[1];
  const kind = bracket && listed === bracket[2] && singular(bracket[1]!) !== bracket[1] ? kindOf(bracket[1]) : kindOf(owned);
  return { items, start: at0, ...(kind ? { kind } : {}) };
}

/**
 * "car stuff i always forget: mot, insurance, road tax and the service. put the date each one is due":
 * things listed after a heading, which the next sentence speaks of one by one, are the records to start
 * with. Named by no word of their own and each falling due on a date (group `dated`), they are renewals.
 */
function dueThingsListed(reader: Reader): RegExpExecArray | null {
  return reader.find(/(?:^|[.;!?] )(?:[a-z']+ ){0,5}?(?:(?<kind>[a-z]+s)|[a-z']+): (?<items>[a-z]+(?: [a-z]+){0,3}(?:(?:, (?:and )?| and )[a-z]+(?: [a-z]+){0,3}){2,})[.;] (?=[^.;!?]*\b(?:each one|each of them|every one|for each)\b)(?=[^.;!?]*\b(?<dated>due|expires?|renew\w*)\b|)/, (m) => !CONTAINER_HEADING.test(m[0]) && !splitList(m.groups!['items']!).some((x) => /^(?:name|title|notes?)$/.test(x) || /^(?:date|time|money|yesno|choice)$/.test(typeItem(x)?.kind ?? '')));
}

/** "Birthday list:", "workout log:": a heading naming the app, whose colon opens its fields. */
const CONTAINER_HEADING = /\b(?:list|log|tracker|diary|journal|app|planner|book|sheet|record|records|table|chart|form|entries|entry|fields?|columns?)s?: /;

function findPrefilled(reader: Reader): { items: string[]; range: [number, number]; kind?: string } {
  // "a list with those already in it", "a checklist with those on it": the items were named before.
  // ("put them on separate screens": where the lists go, not items of one.)
  const those = reader.find(/\b(?:with|has|have|put|add) (?:those|these|them|all (?:of )?(?:those|them|these))(?: ones| [a-z]+s)? (?:already )?(?:in|on)(?: it| there| the list)?\b(?! (?:[a-z]+ ){0,2}(?:screens?|pages?|tabs?)\b)/);
  const said = those ? itemsSaidBefore(reader.text, those.index) : undefined;
  if (those && said) {
    reader.mark(said.start, those.index);
    return { items: said.items, range: [said.start, those.index + those[0].length], ...(said.kind ? { kind: said.kind } : {}) };
  }
  const m =
    // "already has the usual jobs in it like change address, book a van": what they are, then the items.
    reader.find(/\balready (?:has|have|got|contains|holds) (?:the |some |a few |our |my )?(?:usual |common |basic |standard |main |regular )?(?<kind>[a-z]+s) (?:in|on) (?:it|there|the list),? (?:like|such as|e\.?g\.?,?|including|:|[-–—])\s*(?<items>[^.;]+)/) ??
    reader.find(/\b(?:already |pre-?)?(?:filled|populated|loaded|starts?|starting|comes?|seeded)(?: in| up)? (?:with|out with)(?: the usual(?: stuff| things| items)?)?:?\s*([^.;]+)|\bincluding:?\s+([^.;]+)/) ??
    // "Pre-fill it with sunscreen, swimsuit, towel": the verb said before what it fills.
    reader.find(/\bpre-?(?:fill|load|populate|seed)(?: it| the list| them)? with:?\s*([^.;]+)/) ??
    // "with the common garden birds already in it - robin, blue tit, … -": the items follow.
    // ("with the steps already in: bath, pajamas, story": what they are called comes before.)
    reader.find(/\b(?:(?:with (?:the |some |all the |our |my )?(?<kind>[a-z]+s) )?already|pre-?filled|pre-?loaded) (?:in it|on it|in there|listed|in|on)\s*(?:[-–—:]|,? like|,? such as)\s*(?<items>[^.;]+?)(?:\s[-–—]\s|[.;]|$)/) ??
    // "a checklist of stuff to do (venue, cake, dress etc)": examples in brackets start the list.
    // ("a list of upcoming meetings (date, book, host)": a date, a time or money among them makes them fields.)
    reader.find(/\b(?:checklist|list) of [a-z ]+? \(((?:[a-z][a-z ]*, )+[a-z][a-z ]*?)(?:,? etc\.?|,? and so on)?\)()/, (m) => !splitList(m[1]!).some((x) => /^(?:date|time|money)$/.test(typeItem(x)?.kind ?? ''))) ??
    listedToStart(reader) ??
    // "Put these in already: preheat ovens, proof dough", "start it with passport, rain jacket and boots".
    reader.find(/\b(?:put|add|have) (?:these|this|them|the following)(?: (?:in|on))?(?: it)?,? (?:already|to start|first)?\s*:\s*([^.;]+)/) ??
    reader.find(/\bstart (?:it|the list|them|off|it off|me off|us off|her off|him off) (?:with|out with)\s*:?\s*([^.;]+)/) ??
    // "a checklist of topics … that I can check off: contracts, torts, evidence".
    reader.find(/\b(?:check|tick|cross|mark) (?:it |them |things |each one |items )?off\s*:\s*([^.;]+)/) ??
    // "Tasks like change furnace filter, clean gutters, test smoke alarms, each with a due date".
    reader.find(/\b[a-z]+s (?:that (?:repeat|recur|come up|need doing)s?,? )?(?:like|such as|e\.?g\.?,?) ([a-z]+(?: [a-z]+){0,3}(?:, (?:and |or )?(?!each\b|every\b|with\b|all\b)[a-z]+(?: [a-z]+){0,3})+)/) ??
    // "with drink water, exercise and read already on it": the items come before "already".
    reader.find(/\bwith ([a-z][a-z ]*(?:, [a-z][a-z ]*)*(?:,? (?:and|&) |, )[a-z][a-z ]*?) (?:already|pre-?filled|pre-?loaded)(?: on it| in it| there| added| listed| in)?\b()/) ??
    // "put sunscreen, passport, swimsuit, charger on already", "already have milk eggs bread on it".
    reader.find(/\b(?:put|have|has|got|add) ([a-z][a-z ]*(?:, [a-z][a-z ]*)+|[a-z]+ (?:and|&) [a-z]+) (?:on|in)(?: it| there| the list)? already\b()/) ??
    // "already has vitamin d, iron tablet and allergy pill on it".
    reader.find(/\balready (?:has|have|got|contains|holds) ([a-z][a-z ]*(?:, [a-z][a-z ]*)*(?:,? (?:and|&) [a-z][a-z ]*)?) (?:on|in) (?:it|there|the list)\b()/) ??
    reader.find(/\balready (?:have|has|got|put|contains?|holds?) ((?:[a-z]+,? ){1,6}?)(?:on|in) (?:it|there|the list)\b()/) ??
    // "Rudiments: paradiddle, flam, drag. Each has the bpm …": things that each have fields of their own are records to start with, not fields.
    reader.find(/(?:^|[.;!?] )(?<kind>[a-z]+s): (?<items>[a-z]+(?: [a-z]+){0,3}(?:, (?:and )?[a-z]+(?: [a-z]+){0,3}){2,})[.;] (?:each|every one|each one) (?:has|have|with|gets)\b/) ??
    dueThingsListed(reader) ??
    // "Chores: make bed, feed cat, homework. They tick each one when done.": things to tick off are the records.
    reader.find(/(?:^|[.;!?] )(?<kind>chores|tasks|jobs|errands|habits|meds|medications|tablets|pills|steps|things)(?: to [a-z]+)?: (?<items>[a-z]+(?: [a-z]+){0,3}(?:, (?:and )?[a-z]+(?: [a-z]+){0,3}){1,})[.;] (?:(?:they|i|we|you|she|he) (?:can |will |should )?)?(?:tick|check|cross|mark)s?\b/) ??
    // "revision checklist with math, physics, chemistry, history": a checklist's things to tick, not fields.
    checklistWith(reader);
  if (!m) return { items: [], range: [0, 0] };
  // "start with these habits: drink water, stretch": a heading names what the items are.
  const captured = m.groups?.['items'] ?? m[1] ?? m[2] ?? '';
  const heading = /^(?:(?:these|the following|some|a few|my|our|the) )?(?:[a-z]+ )?([a-z]+)\s*:\s*/.exec(captured);
  // "a task list that starts with …", "chores list should start with": the word before "list" names them
  // when it is a kind of doing, or the prompt calls them so elsewhere ("guest list … more guests"); a
  // "christmas list" or a "holiday list" is named for the occasion instead.
  const before = /\b([a-z]+) (?:check ?list|list)(?: (?:that|which|should|will|can|to|it))*\s*$/.exec(reader.text.slice(0, m.index))?.[1];
  const named = before && (/^(?:tasks?|chores?|jobs?|errands?|steps?|habits?)$/.test(before) || new RegExp(`\\b${plural(singular(before))}\\b`).test(reader.text.slice(m.index))) ? before : undefined;
  const kind = kindOf(m.groups?.['kind']) ?? (heading ? kindOf(heading[1]) : undefined) ?? kindOf(named) ?? (m.groups?.['dated'] ? 'renewal' : undefined);
  // The items end where a clause about using the list starts ("… where i can add more").
  const listed = (heading ? captured.slice(heading[0].length) : captured).replace(/\s[-–—]\s.*$/, '').replace(/\s+(?:are |is )?already (?:in|on)(?: it| there| the list)?\b.*$/, '').replace(/\b(?:etc|and so on|and more)\b.*$/, '').replace(/,\s+(?:and )?(?:tick|check|cross|mark|add|show|sort|keep|each|every|for each|with)\b.*$/, '').replace(/\s+(?:where|so|that|which|to|for|and (?:i|we|you|let)|i|we|you|(?:and )?let me)\b.*$/, '');
  // "milk eggs bread" (no commas at all): a few bare words are the items one by one.
  const bare = !/[,&]| and | or /.test(listed) && /^[a-z]+(?: [a-z]+){2,5}$/.test(listed.trim());
  const items = (bare ? listed.trim().split(' ') : splitList(listed)).filter((x) => x.split(' ').length <= 3);
  return { items, range: [m.index, m.index + m[0].length], ...(kind ? { kind } : {}) };
}

/** Starting items said beside the list itself: in brackets, after a checklist's dash or colon, under a "starter" heading, or before "each with". */
function listedToStart(reader: Reader): RegExpExecArray | null {
  const notFields = (items: string) => !splitList(items).some((x) => /^(?:date|time|money)$/.test(typeItem(x)?.kind ?? '') || /^(?:name|title|notes?|amount|price|cost|phone|address)$/.test(x));
  return (
    // "a packing list (passport, charger, adapter)", "packing list with checkboxes (…)", "my houseplants (monstera, basil, fern to start)".
    reader.find(/\b(?:(?:packing|shopping|grocery|to-?do|check) ?list(?: with (?:check ?boxes|tick ?boxes|boxes))?|[a-z]+s) \(((?:[a-z][a-z ]*, )+[a-z][a-z ]*?)(?:,? etc\.?)?(?: to (?:start|begin)(?: with)?| for now| already)?\)()/, (m) => /\blist\b|to (?:start|begin)|for now|already\)$/.test(m[0]) && notFields(m[1]!)) ??
    // "a checklist of stuff to sort out - venue, flowers, dj, cake - that …", "Checklist for end of tenancy cleans: oven, fridge, …".
    reader.find(/\bcheck ?list(?: (?:of|for) [a-z ]+?)? ?[-–—:] ?((?:[a-z][a-z ]*, )+(?:and )?[a-z][a-z ]*?)(?: [-–—]|[.;]|$| already)()/, (m) => notFields(m[1]!)) ??
    // "Starter words: perro, gato, casa": the items the list starts with, under a heading.
    reader.find(/\b(?:starter|starting|initial|default) (?:[a-z]+s|list)\s*:\s*([^.;]+)/) ??
    // "an inventory with brownies, cupcakes and lemon bars, each with how many are left": things that each have fields.
    reader.find(/\b(?:inventory|list|checklist|menu|stock) (?:with|of) ((?:[a-z]+(?: [a-z]+)?, )+(?:and )?[a-z]+(?: [a-z]+)?)(?:,? each (?:with|has|having|showing))()/) ??
    // "subscriptions tracker - netflix, spotify, gym etc.", "a to-do checklist i can tick things off on (venue, flowers, cake etc)":
    // examples said with "etc" beside the list are what it starts with, not its fields. (Kinds said in the
    // plural, "oil changes, tire rotations, brakes etc.", happen again and again: a Type of each record.)
    reader.find(new RegExp(`\\b(?:${CONTAINERS}|to-?do)\\b(?: [-–—:] ?| [a-z' ]*?\\()((?:[a-z][a-z ]*, )+(?:and )?[a-z][a-z ]*?),? (?:etc\\.?|and so on)\\)?()`), (m) => notFields(m[1]!) && !splitList(m[1]!).every((x) => singular(x.split(' ').pop()!) !== x.split(' ').pop())) ??
    // "her tablets are amlodipine, metformin and simvastatin": the things someone has, named one by one.
    reader.find(/\b(?:my|our|his|her|their) (?<kind>[a-z]+s) are:? (?<items>[a-z]+(?: [a-z]+){0,2}(?:, [a-z]+(?: [a-z]+){0,2})*,? (?:and|&) [a-z]+(?: [a-z]+){0,2})(?=[.;!?,]|$)/, (m) => notFields(m.groups!['items']!))
  );
}

/** "who it's for (Emma, Jack or Lily) … group the chores by kid": a Who choice the prompt calls the kid is the Kid. */
function kidsByName(text: string, attributes: Attribute[]): void {
  const who = attributes.findIndex((a) => a.kind === 'choice' && a.name === 'who');
  // ("who does it (Emma or Noah)" stays Who, unless the prompt names the records by the kid: "group them by kid".)
  if (who < 0 || !/\b(?:by|per|each|every|for each) (?:kid|child)\b/.test(text) || attributes.some((a) => a.name === 'kid')) return;
  attributes[who] = { ...attributes[who]!, name: 'kid', label: 'Kid' };
}

/** Options that are the names said ("Kids sam", "Ali", "Jo" for Sam, Ali and Jo): each option ends in its name. */
function sameNames(options: readonly string[], names: readonly string[]): boolean {
  return options.length === names.length && options.every((o, i) => o.toLowerCase().split(' ').pop() === names[i]!.toLowerCase());
}

/** "kids chore chart for Emma and Leo", "chore chart for my two, Tom and Ella": whose each chore is, a choice of the people named. */
function assignedPeople(reader: Reader, noun: string, attributes: Attribute[]): Attribute | undefined {
  if (!/^(chore|task|job|errand)$/.test(noun)) return undefined;
  // ("for my two, Tom and Ella", "for my 3 kids: Sam, Ali and Jo": how many there are, said before their names.)
  const m = /\b(?:chores?|tasks?|jobs?|errands?)(?: (?:chart|list|app|tracker|rota|board|planner|wheel|schedule))? for (?:(?:my|our|the)(?: (?:two|three|four|five|[2-5]))?(?: (?:kids|children|family|boys|girls))?[,:]? )?((?:[a-z]+, )*[a-z]+,? (?:and|&) [a-z]+)\b/i.exec(reader.typed);
  if (!m) return undefined;
  const names = m[1]!.split(/,? (?:and|&) |, /);
  // Names are written with a capital, or the dictionary knows them as names.
  const isName = (n: string) => /^[A-Z]/.test(n) || /Name$/.test(String(LEXICON[n.toLowerCase()] ?? '')) || nlp(n).has('#FirstName');
  if (names.length < 2 || !names.every(isName)) return undefined;
  // ("task list for Dan and Mo": the names read as kinds of task are the people instead.)
  const misread = attributes.findIndex((a) => a.kind === 'choice' && a.name === 'type' && sameNames(a.options ?? [], names));
  if (misread >= 0) attributes.splice(misread, 1);
  if (attributes.some((a) => a.kind === 'choice' && sameNames(a.options ?? [], names))) return undefined;
  if (misread < 0 && attributes.some((a) => a.kind === 'choice')) return undefined;
  reader.find(new RegExp(`\\bfor (?:(?:my|our|the)(?: (?:two|three|four|five|[2-5]))?(?: (?:kids|children|family|boys|girls))?[,:]? )?${names.map((n) => n.toLowerCase()).join('.{1,6}')}\\b`));
  const kids = /\b(?:kids?|children|child|son|daughter)\b/.test(reader.text);
  const people: Attribute = { name: kids ? 'kid' : 'who', label: kids ? 'Kid' : 'Who', kind: 'choice', options: names.map((n) => n.charAt(0).toUpperCase() + n.slice(1).toLowerCase()) };
  // ("each chore has a name, which kid, and points": the field said for whose it is takes the names as its options.)
  const said = attributes.findIndex((a) => a.kind === 'text' && /^(kid|child|who|person|assignee|assignedTo|owner)$/.test(a.name));
  if (said < 0) return people;
  attributes[said] = { ...attributes[said]!, kind: 'choice', options: people.options };
  return undefined;
}
