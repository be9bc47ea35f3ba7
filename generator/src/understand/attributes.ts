import { RESERVED_WORDS, type FieldKind } from '@droidforge/contracts';
import nlp from 'compromise';
import type { Attribute } from './plan';
import { splitList } from './reader';
import { camel, sentenceCase, singular, STOP_WORDS } from './words';
import { own } from './own';
import { LEXICON } from './typos';
import { LANGUAGE_NAMES } from './language';

/**
 * Typed attributes from a phrase list such as "amount, date, and a category like food, transport or
 * bills": each item becomes a field with a kind (money, date, time, number, yes/no, choice, text).
 */
const MONEY = /\b(amount|cost|price|(?<!heart |interest |tax |exchange |birth |success )rate|paid|spent|spend|budget|salary|fee|bill|expense|income|balance|deposit|money|value|rent|wage|tip|worth|earnings|earned|takings|profit|winnings)s?\b/;
const DATE = /\b(date|day|birthday|deadline|due date|next due|when|start|started|anniversary|expiry|expires)\b/;
const TIME = /\b(time|bedtime|at what time|hour of)\b/;
const NUMBER = /\b(year|vintage|pulse|roll|initiative|heart rate|systolic|diastolic|glucose|blood sugar|oxygen|cholesterol|odometer|reading|shares|units|bpm|number|mileage|miles|distance|sets|reps?|hp|xp|weight|height|credits?|grade|points?|quantity|qty|pages?|calories|score|age|duration|minutes?|hours?|km|steps|servings?|rating|count|level|pace|speed|temperature|percent|volume|ml|litres?|liters?|kg|lbs?|grams?|length|width|depth|days|weeks|years|interval|often|frequency|goals?|target|total|stock|par|strokes?|holes?|balance|og|fg|abv|ibu|ph|rpm|psi|mpg|kwh)\b/;
const UNITS = /\b(ml|l|litres?|liters?|kg|g|grams?|mg|mcg|oz|ounces?|lbs?|pounds?|km|miles?|m|metres?|meters?|cm|mm|inch(?:es)?|ft|feet|minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|cups?|glasses|steps|pages|calories|kcal|bpm|mmhg|mmol|mg\/dl|percent|%|degrees?|euros?|dollars?|pounds?|kwh)\b/;
const YESNO_WORDS = /^(done|finished|completed|read|paid|packed|bought|watched|visited|returned|checked|favourite|favorite|important|urgent|active)$/;

export interface AttributeSource {
  attributes: Attribute[];
  /** The items nothing could type (kept out; the caller may report them). */
  rejected: string[];
}

/** Choice groups first: "X like a, b or c", "X (a, b, c)", "X from a, b or c", "X: a/b/c". */
// ("t-shirt size (s, m, l)": a hyphen inside a word belongs to the name; "what they're having (…)": an apostrophe too.)
const CHOICE_GROUP = /\b(?:an?\s+|the\s+)?([a-z](?:[a-z ]|['-](?=[a-z])){1,30}?)\s*(?:like|such as|e\.g\.|from|either|\()\s*((?:[a-z0-9'& -]+,\s*)+(?:(?:and|or)\s+)?[a-z0-9'& -]+|[a-z0-9'& -]+\s+(?:or)\s+[a-z0-9'& -]+)\)?/g;

const KNOWN_TEXT = /^(name|title|note|notes|author|description|comment|place|location|subject|phone|email|address|category|type|brand|model|colou?r|genre|size|exercise|item|course|ingredient|unit|reason|person|who|where|what)$/;

/** Words that name a field on their own ("title author rating 1-5" is three fields, typed without commas). */
const FIELD_WORDS = new Set(['title', 'author', 'rating', 'name', 'date', 'amount', 'price', 'cost', 'notes', 'note', 'genre', 'pages', 'year', 'artist', 'album',
  'category', 'type', 'time', 'location', 'place', 'score', 'weight', 'reps', 'sets', 'distance', 'duration', 'quantity', 'qty', 'brand', 'size', 'colour',
  'color', 'status', 'priority', 'phone', 'email', 'address', 'description', 'store', 'reason', 'dose', 'mood', 'minutes', 'hours', 'miles', 'km', 'calories']);

function bareFieldWords(region: string): string {
  const words = region.trim().split(/\s+/);
  const scale = words.length > 2 && /^\d+ ?[-–] ?\d+$|^\d+-\d+$/.test(words.at(-1)!) ? words.pop()! : undefined;
  if (words.length < 2 || words.length > 6 || !words.every((w) => FIELD_WORDS.has(w))) return region;
  return [...words.slice(0, -1), `${words.at(-1)}${scale ? ` ${scale}` : ''}`].join(', ');
}

/** Everyday ways of writing fields, rewritten into the one shape the field reader knows. */
const UNIT_WORDS = /^(minutes|mins|hours|hrs|seconds|secs|days|weeks|kg|kgs|lbs|lb|km|miles|grams|g|mg|mcg|oz|ml|litres|liters|cm|kcal|bpm|cups|pages|reps|optional|yes|no)$/;

function everydayShapes(region: string): string {
  return region
    // "…, plus 'water change done?' yes/no": "plus" joins one more field, and quotes only name it.
    .replace(/(,|^) ?(?:plus|and also|also) (?=[a-z'"‘“])/g, '$1 ')
    .replace(/['"‘“]([a-z][a-z ]*[a-z])\??['"’”](?= ?(?:\(?yes\/no\)?|\(?y\/n\)?|,|$| (?:check ?box|tick ?box|box)\b))/g, '$1')
    // "pick great / ok / bad": what is picked is one of those, a choice (named by the records later).
    .replace(/(^|, )(?:pick|choose|select|tap)(?: one of| from| between| either)? ((?:[a-z]+, )+)([a-z]+)(?=,|$)/, (_, lead: string, first: string, last: string) => `${lead}${first.replace(/, $/, '')} or ${last}`)
    // "whether it's a vegetable, herb or flower", "if it was a good, ok or bad night": one of a few, a choice.
    .replace(WHETHER_ONE_OF, (_, options: string) => `${whichOneName(options)} (${options.replace(/\bor an? /, 'or ')})`)
    // "pH, ammonia, nitrite, nitrate (all numbers)": the bracket types every item of the run before it (a date stays a date).
    .replace(/((?:[a-z][a-z -]*, )+(?:and )?[a-z][a-z -]*) \((?:all |both |each )?(?:numbers?|numeric|numerical)(?: values| fields)?\)/g, (_, run: string) => run.split(/, (?:and )?/).map((x) => (/\b(?:date|day|time|name|notes?)$/.test(x.trim()) ? x : `${x} __number`)).join(', '))
    // "RSVP (yes / no / maybe)": options with spaced slashes read as "(yes/no/maybe)".
    .replace(/\(([a-z ]+(?: ?\/ ?[a-z ]+)+)\)/g, (_, o: string) => `(${o.split('/').map((x) => x.trim()).join('/')})`)
    // "type breakfast/lunch/dinner": a field, then its options with slashes.
    // ("which side left/right": the same, asked as a question; "(name, phone, size s/m/l/xl)": last in brackets.)
    .replace(/\b(?:which )?(type|kind|category|status|day|meal|size|level|priority|mood|colou?r|side|genre|shift|room) ([a-z]+(?:\/[a-z]+){1,})(?=$|[,.;)]| and\b)/g, (_, f: string, o: string) => `${f} (${o.split('/').join(', ')})`)
    // "meal (breakfast lunch dinner snack)": options in brackets written without commas.
    // ("voice part (soprano alto tenor bass)": any field's three or more one-word options, when none is a field or a gloss.)
    .replace(/\b([a-z]+) \(((?:[a-z]+ ){2,}[a-z]+)\)/g, (whole: string, f: string, o: string) => (o.split(' ').some((w) => STOP_WORDS.has(w) || FIELD_WORDS.has(w) || KNOWN_TEXT.test(w) || UNIT_WORDS.test(w) || /^(?:just|only|optional|typed|written|free|text|any|etc|each|per|numbers?|all|both)$/.test(w)) ? whole : `${f} (${o.split(' ').join(', ')})`))
    // "day (Mon-Sun)": the days of the week.
    // ("(mon–fri)": the working days.)
    .replace(/\(mon(?:day)?\s*[-–]\s*(sun|fri)(?:day)?\)/g, (_, to: string) => `(${WEEKDAYS.slice(0, to === 'fri' ? 5 : 7).join(', ')})`)
    // "categories clothes, toiletries, electronics": one category field and its options.
    .replace(/(^|, |with )(categories|types|kinds|sections|groups)(?::| like| such as)? ((?:[a-z]+(?: [a-z]+)?, )+(?:(?:and|or) )?[a-z]+(?: [a-z]+)?)(?=$|[.;])/, (_, at: string, word: string, options: string) => `${at}${word.replace(/ies$/, 'y').replace(/s$/, '')} (${options})`)
    // "paid yes/no (tick box)": the box only says how the yes/no is ticked.
    .replace(/((?:\(yes\/no\)|\byes\/no|\by\/n)) \(?(?:tick ?box|check ?box|checkbox|tick)\)?(?=,|$| and\b)/g, '$1')
    // "(yes/no lol)": a yes/no with a remark after it.
    .replace(/\((?:yes\/no|y\/n)\s[^)]*\)/g, '(yes/no)')
    // "did he poo (yes/no)", "was it sunny?": a question answered yes or no, a field named by what it asks.
    .replace(/(^|, |,? and )(?:did|does|do|is|was|were|are|has|had) (?:he|she|it|they|i|we|you|(?:the|my) [a-z]+) ([a-z]+(?: (?:my|the|his|her|its|their))?(?: [a-z]+)?)\??(?: \((?:yes\/no|y\/n)\)| yes\/no| y\/n)?(?=,|$| and\b)/g, '$1$2 (yes/no)')
    // "whether it allows pets": the field is the thing allowed.
    .replace(/\bwhether (?:it |they |the [a-z]+ )?(?:allows?|takes?|accepts?|permits?) ([a-z]+)\b/g, '$1 allowed')
    // "mark paid", "done checkbox": a yes/no field, ticked in the list.
    .replace(/(^|, |,? and )mark(?:ed)? (?:as |it |them |each )?([a-z]+)(?=,|$| and\b)/g, '$1$2 (yes/no)')
    .replace(/\b([a-z]+) (?:checkbox|check ?box|tick ?box)(?=,|$| and\b)/g, '$1 (yes/no)')
    // "a tick box for parent signed", "a tickbox for paid": a yes/no named by what the tick says ("for whether …" is read later).
    .replace(/\b(?:an? )?(?:check ?box|tick ?box|tick) for (?!(?:whether|if|each|every|when|all|the|them|it)\b)([a-z]+(?: [a-z]+)?)(?=,|$| and\b)/g, '$1 (yes/no)')
    // "each one worth some points", "every task is worth a few stars": the field is what it is worth.
    .replace(/\b(?:each|every) (?:one|[a-z]+)(?: is)? worth (?:some |a few |a number of |so many |a set number of |x |n |its own |their own )?([a-z]+)(?=,|$| and\b)/g, '$1')
    // "who's doing it (Emma, Jake or Lily)", "who does each one": the person, a field named "who".
    .replace(/\bwho(?:'s| is| does| will do| has)(?: (?:doing|responsible for|assigned to|in charge of|got))?(?: (?:it|each one|them|this))?(?= \(|,|$| and\b)/g, 'who')
    // "what I lent, who to, the date": who it went to (or came from), a field named "who" too.
    .replace(/(^|, |,? and )who (?:to|from|with|by)(?=,|$| and\b)/g, '$1who')
    // "who it's for (Emma, Jack or Lily)": the person it is for, a field named "who" too.
    .replace(/\bwho (?:it'?s|it is|they'?re|they are|each one is) for(?= \()/g, 'who')
    // "and category - breakfast, lunch, dinner or dessert": the options after a dash, as in brackets.
    // ("goes in an aisle: produce, dairy or frozen": after a colon too, when the options name no field.)
    // ("what set it off: stress, food or screens": a verb's particle before the colon closes a question that names the options.)
    .replace(/\b([a-z]+)(?: [-–:]|:) ((?:[a-z]+(?: [a-z]+)?, )+[a-z]+(?: [a-z]+)?,? or [a-z]+(?: [a-z]+)?)(?=$|[.;]| -)/, (whole: string, name: string, options: string, at: number, all: string) => (
      /:$/.test(whole.slice(0, name.length + 1)) && ((STOP_WORDS.has(name) && !/\b(?:it|them) $/.test(all.slice(0, at))) || /\b(?:name|title|date|time|amount|price|cost|notes?|number)\b/.test(options)) ? whole : `${name} (${options})`))
    // "RSVP (yes/no/maybe)": options with slashes, as a list; "location (just typed)": a gloss, dropped.
    .replace(/ \(([a-z]+(?:\/[a-z]+){2,})\)/g, (_, o: string) => ` (${o.split('/').slice(0, -1).join(', ')} or ${o.split('/').at(-1)})`)
    .replace(/ \((?:just|only|optional|if any|not required|typed|written|free text)[^)]*\)/g, '')
    // "the top number (systolic)", "the bottom one (diastolic)": a vague phrase named by the word in brackets.
    .replace(/\b(?:(?:the|my|a) )?(?:[a-z]+ )?(?:number|one|value|figure|reading|bit|part)s? \(([a-z]+)\)/g, (whole: string, word: string) => (UNIT_WORDS.test(word) ? whole : word))
    // "cook time (minutes)": the unit in brackets, as "in minutes".
    .replace(/ \((minutes|mins|hours|hrs|seconds|secs|days|weeks|kg|kgs|lbs|lb|km|miles|grams|g|mg|mcg|oz|ml|litres|liters|cm|kcal|bpm|cups|pages|reps)\)/g, ' in $1');
}

/** "whether it's a vegetable, herb or flower": three or more one-word options after "whether"/"if" (a noun the options describe may follow). */
const WHETHER_ONE_OF = /\b(?:whether|if) (?:it'?s|it is|it was|its|they'?re|they are|they were|that was) (?:an? )?((?:[a-z]+, )+[a-z]+,? or (?:an? )?[a-z]+)(?: [a-z]+)?(?=$|[,.;]| and\b)/g;

/** Options that say how good a record was are its Quality; meals are its Meal; other options its Type. */
function whichOneName(options: string): string {
  if (splitList(options.replace(/\bor an? /, 'or ')).every((o) => /^(?:breakfast|brunch|lunch|dinner|supper|tea|snack|dessert|elevenses)$/.test(o))) return 'meal';
  return splitList(options).every((o) => /^(good|ok|okay|fine|bad|great|poor|fair|excellent|terrible|awful|amazing|average|so-so|meh|rough|perfect)$/.test(o)) ? 'quality' : 'type';
}

export function parseAttributes(region: string): AttributeSource {
  // "netflix, spotify, gym etc": examples of the records (or their kinds), never their fields; "title, author etc" lists fields.
  if (isExamples(splitList(/^(.*?),? etc\.?$/.exec(region.trim())?.[1] ?? ''))) return { attributes: [], rejected: [region.trim()] };
  region = bareFieldWords(region.trim().replace(/,? etc\.?$/, ''));
  const kinds = kindsThenFields(region);
  if (kinds) return kinds;
  region = everydayShapes(region);
  region = namedChoices(slashedOptions(region));
  const { rest, choices } = choiceGroups(region);
  const items = splitItems(rest);
  const attributes: Attribute[] = [];
  const rejected: string[] = [];
  for (let i = 0; i < items.length; i++) {
    // "mood log - mood (…), note": a dash or bullet before an item only opens the list.
    // ("invoices: client, amount": a plural before a colon only says whose fields follow.)
    const raw = items[i]!.replace(/^[-–—•*]+\s*/, '').replace(/^[a-z]+s: (?=[a-z])/, '');
    if (!/[\p{L}\p{N}]/u.test(raw)) continue;
    const placeholder = /__choice(\d+)/.exec(raw);
    if (placeholder) {
      attributes.push(choices[Number(placeholder[1])]!);
      continue;
    }
    if (/\s+or\s+/.test(raw)) {
      // "each coffee or tea with the caffeine in mg": the choice, then more fields after "with".
      const [choicePart, withPart] = raw.replace(/^(?:each|every|any) /, '').split(/\s+with\s+/);
      if (withPart) items.splice(i + 1, 0, ...splitItems(withPart));
      // "left, right or bottle": a choice whose name the prompt does not give; bare words before it join it.
      const options = choicePart!.split(/\s+or\s+/).map((o) => o.trim()).filter(Boolean);
      const whole = wholeOrField(raw, choicePart!, options);
      if (whole) {
        attributes.push(whole);
        continue;
      }
      while (attributes.length > 0) {
        const prev = attributes[attributes.length - 1]!;
        const word = prev.label.toLowerCase();
        // ("clothes, gear or food": "clothes" reads as a count only for being plural.)
        const pluralOnly = prev.kind === 'number' && !prev.unit && !NUMBER.test(word) && !UNITS.test(word);
        if ((prev.kind !== 'text' && !pluralOnly) || word.includes(' ') || KNOWN_TEXT.test(word)) break;
        attributes.pop();
        options.unshift(word);
      }
      if (options.length >= 2) attributes.push(choice(options.some((o) => /^(left|right)$/.test(o)) ? 'side' : 'type', options));
      continue;
    }
    const withTail = comesWith(raw);
    if (withTail) items.splice(i + 1, 0, withTail[1]);
    if (withTail) continue;
    // ("Names, which day they do, shift": a list that opens with "names" gives each record its Name.)
    const item = attributes.length === 0 && /^(?:the )?names$/.test(raw.trim()) ? 'name' : fieldWords(raw);
    // "nitrate (all numbers)": typed by its bracket (marked by everydayShapes), whatever the word would be alone.
    // ("what it's worth", "checkbox when taken": a question or a tick reads as a clause, and is still a field.)
    const attr = / __number$/.test(item) ? asNumber(typeItem(item.replace(/ __number$/, ''))) : looksLikeClause(item) ? clauseField(item) : typeItem(item);
    if (attr) attributes.push(attr);
    else rejected.push(raw);
  }
  return { attributes: dedupe(timeTaken(attributes)), rejected };
}

/** Two or more things mostly named by no field word ("netflix", "rent, wifi, phone"): examples, as an "etc" after them says. */
function isExamples(items: string[]): boolean {
  const fieldWords = items.filter((o) => FIELD_WORDS.has(o) || KNOWN_TEXT.test(o)).length;
  return items.length >= 2 && fieldWords * 2 < items.length && items.every((o) => /^(?:text|money|number)$/.test(typeItem(o)?.kind ?? ''));
}

/** "shared expenses with the amount", "it with the time": what comes with a thing that is no field is the field ([thing, field]). */
function comesWith(raw: string): [string, string] | undefined {
  const m = /^(.+?) with (?:the |a |an |its |their |his |her )?([a-z].*)$/.exec(raw);
  if (!m || /^(?:tick|check|mark)/.test(raw) || !typeItem(m[2]!)) return undefined;
  const [thing, field] = [m[1]!, m[2]!];
  // (The records themselves: a pronoun, a plural no field is named by, or a phrase that types as no field.)
  const records = /^(?:it|them|each one)$/.test(thing) || (/[^s]s$/.test(thing) && !FIELD_WORDS.has(thing) && !PLURAL_TEXT.test(thing));
  return records || looksLikeClause(thing) || !typeItem(thing) ? [thing, field] : undefined;
}

/** An item that reads as a clause, and is a field all the same: a question ("what it's worth") or a tick ("checkbox when taken"). */
function clauseField(item: string): Attribute | null {
  const phrase = withoutHedge(item).replace(/^(?:an?|the) /, '');
  return questionField(phrase) ?? tickField(phrase) ?? (/^whose /.test(phrase) ? whoField(phrase) : null);
}

/** "roughly how much i saved", "about when we bought it": a guess said before the field is not part of it. */
function withoutHedge(item: string): string {
  return item.replace(/^(?:roughly|about|around|approx|approximately|estimated|rough|est) (?=[a-z])/, '');
}

/** What an item says beyond its field: when, how often or for which record it is made. */
function fieldWords(raw: string): string {
  // "the mileage each time i change the oil": when the record is made is not part of the field.
  // "sleep quality 1-5 every night": how often a record is made is not part of the field either.
  return raw.replace(/ (?:each|every) time .*$| whenever .*$/, '').replace(/ (?:each|every|per|a) (?:day|night|morning|evening|week|month|session|visit|time)$| (?:daily|nightly|weekly|monthly)$/, '')
      // "miles since last fill": what the number counts from is not part of its name.
      .replace(/ since (?:the |my )?last (?:[a-z]+ ){0,2}[a-z]+$/, '')
      // "a rating from 1 to 5 of how well i can play it": what the scale rates is not part of the field.
      .replace(/(\b(?:out of \d+|(?:from )?\d+ ?(?:-|to) ?\d+)) (?:of|for|on) how .*$/, '$1')
      // ("the score out of 10 the": an article left where the list was cut is not part of it.)
      .replace(/ (?:the|a|an|my|our)$/, '')
      // "a private yes/no on each entry": which record has it is not part of the field.
      .replace(/ (?:on|for|in|to) (?:each|every) (?:one|entry|item|record|row|[a-z]+)$/, '')
      // "the score out of 5 we gave it": who gave the score is not part of it.
      .replace(/(\b(?:out of \d+|\d+ ?(?:-|to) ?\d+)) (?:that )?(?:i|we|you|they|he|she) [a-z]+(?: (?:it|them|one|each))?$/, '$1')
      // "amount in ml if its a bottle": when it is filled in is not part of the field (a tick's "when" is: "tick when it's done").
      .replace(/^(?!(?:tick|check|mark|flag|whether|cross)(?: ?box)?\b)(.+?) (?:if|when|unless|only if) (?:it'?s|its|it is|it was|they'?re|they are|there'?s) [a-z ]+$/, '$1');
}

/**
 * "distance, time, date": beside a distance, the time is how long it took (a number), not a clock time.
 * (The date says when; without one, "distance and time" may still mean when it was done.)
 */
function timeTaken(attributes: Attribute[]): Attribute[] {
  if (!attributes.some((a) => a.kind === 'date') || !attributes.some((a) => a.kind === 'number' && /^(distance|km|miles|metres|meters|laps|length)$/.test(a.name))) return attributes;
  return attributes.map((a) => (a.name === 'time' && a.kind === 'time' ? { ...a, kind: 'number' } : a));
}

/** An "or" item that is one whole field: a yes/no, a before-or-after choice, options written without commas. */
function wholeOrField(raw: string, choicePart: string, options: string[]): Attribute | null {
  // "whether it was before or after a meal": a Meal choice of Before and After.
  // ("indoors or outdoors" said bare is the same Where.)
  const relative = /^(?:(?:whether|if) (?:(?:it|they|i|we|you|he|she)(?:'s|'re| [a-z]+) )?)?(before|after|above|below|inside|indoors|outside|outdoors|home|away) or (before|after|above|below|inside|indoors|outside|outdoors|home|away)(?: (?:a |the |my )?([a-z]+))?$/.exec(choicePart.trim());
  if (relative) return choice(relative[3] ?? (/^(?:before|after)$/.test(relative[1]!) ? 'when' : 'where'), [relative[1]!, relative[2]!]);
  // "whether it's breakfast lunch dinner or dessert": options written without commas.
  // ("whether it was a walk or a feed": one of two things, each said with its article; "whether its finished or not" is a yes/no, read below.)
  const bare = /^(?:whether|if) (?:(?:it|they|this|that)(?:'s|'re| is| was| are| were) |its )?(?:an? |the )?([a-z]+(?: [a-z]+){0,5})$/.exec(options[0] ?? '');
  const last = options[1]?.replace(/^(?:an?|the) /, '') ?? '';
  const words = bare?.[1]!.split(' ') ?? [];
  if (bare && options.length === 2 && !/\s/.test(last) && !/^(?:not|no)$/.test(last) && !words.some((w) => STOP_WORDS.has(w))) {
    return choice('type', [...words, last]);
  }
  // ("whether they're coming yes or no": the question, answered yes or no.)
  if (options.length === 2 && last === 'no' && /^(?:whether|if) .* yes$/.test(options[0]!)) return whetherField(options[0]!.replace(/^if /, 'whether ').replace(/ yes$/, ''));
  // "rsvp yes or no": a yes/no field.
  const yesNo = /^([a-z]+(?: [a-z]+)?) \(?yes or no\)?$/.exec(raw.trim());
  if (yesNo) return make(own(PARTICIPLES, yesNo[1]!) ?? yesNo[1]!, 'yesno');
  // "paid or not": a yes/no field.
  if (options.length === 2 && /^not(?: yet)?$/.test(options[1]!)) {
    // "if it's vegetarian or not": the field is what is said of it.
    // "whether they've RSVP'd yes or not": the field is what was done ("Rsvp"), without the answer.
    const said = options[0]!.replace(/^(?:whether|if) /, '').replace(/^(?:(?:it|he|she|they|this|that|i|we|you)(?:'s|'re|'ve|'d| is| was| are| were| have| has| had)|its|theyre|hes|shes) /, '')
      .replace(/^([a-z]+)'d\b/, '$1').replace(/ yes$/, '');
    // ("whether she has taken her tablets or not": Tablets taken, as without the "or not".)
    return (/^(?:whether|if) /.test(options[0]!) ? whetherField(`whether ${said}`) : null) ?? make(said, 'yesno');
  }
  return twoOutcomes(options);
}

/**
 * "whether she took it or refused", "whether we won or lost", "whether they answered or hung up": one of two things
 * done, a yes/no named by the first (Taken, Won); the other is its "no" (yesNoCounts counts it by its own word).
 */
function twoOutcomes(options: string[]): Attribute | null {
  if (options.length !== 2 || !/^(?:whether|if) (?:i|we|you|he|she|they|it) [a-z]+(?: (?:it|them|one))?$/.test(options[0]!)) return null;
  const other = /^([a-z]+)(?: (?:up|off|out|down|it|them))?$/.exec(options[1]!)?.[1];
  // (Said after a subject, "lost" and "failed" read as the verbs they are, not adjectives.)
  const past = (w: string) => nlp(`they ${w}`).has('#PastTense');
  const first = /^(?:whether|if) [a-z]+ ([a-z]+)/.exec(options[0]!)![1]!;
  return other && past(other) && past(first) ? whetherField(options[0]!.replace(/^if /, 'whether ')) : null;
}

/** The bracketed or "like" choices of a region, each replaced by a placeholder the item reader keeps in place. */
function choiceGroups(region: string): { rest: string; choices: Attribute[] } {
  const choices: Attribute[] = [];
  let rest = region;
  for (const found of region.matchAll(CHOICE_GROUP)) {
    const m = lastOptionEnds(found);
    // "cooking time in minutes and a category (…)": the name is the phrase after the last separator.
    const parts = m[1]!.split(/(,|\b(?:and|with|plus)\b)/);
    const own = parts.pop()!;
    // "where i parked (level, spot, note)": the parts of a place or time, not options to pick from;
    // "where (front, back or pots)": one place of a few, a Location choice.
    // "a score from 1 to 10 and a note": a scale, not options.
    if (/^\d+\s*(?:to|-)\s*\d+\b/.test(m[2]!.trim())) continue;
    const oneOf = /\bor\b/.test(m[2]!);
    const options = splitList(m[2]!).filter((o) => o.split(' ').length <= 3);
    // "when to take it (morning, noon, night)": a time of day picked from a few is a When choice.
    const timesOfDay = options.length >= 2 && options.every((o) => TIMES_OF_DAY.test(o));
    // ("and where (greenhouse, raised bed, pots)": a bare "where" asks which place, so its brackets are the places, with or without "or".)
    const bareWhere = /^(?:and )?where$/.test(own.trim());
    if ((/\bwhen\b/.test(own) && !timesOfDay) || (/\bwhere\b/.test(own) && !oneOf && !bareWhere)) continue;
    // ("who they are (family, doctor, other)": a question names the choice, labelled as the user asked it.)
    const question = askedChoice(own);
    const name = question?.name ?? (/\bwhen\b/.test(own) ? 'when' : /^(?:and |, )?where\b/.test(own.trim()) ? 'location' : choiceName(own));
    // ("how i felt (great, ok, rubbish)": a Feeling, labelled with the question the user asked.)
    // ("the type of service (…)": the Service type, labelled "Type of service" as the writer said it.)
    const asked = question?.label ?? /\bhow (?:i|we) (?:felt|slept)\s*$/.exec(own)?.[0] ?? (/ type$| kind$| sort$| style$/.test(name) ? /\b(?:type|kind|sort|style) of [a-z]+\s*$/.exec(own.replace(/\bof (?:the|a) /, 'of '))?.[0].trim() : undefined);
    // "a guest list page (name, rsvp yes or no, table number)": fields in brackets, not options.
    if (options.some((o) => /^(name|title|date|time|amount|price|note|notes)$|\b(number|yes or no|date|time)$/.test(o))) continue;
    // "who does it (mom, dad or sam)": "who" names a person field here.
    if (!name || (STOP_WORDS.has(name) && name !== 'who' && !(name === 'when' && timesOfDay)) || options.length < 2) continue;
    // What came before the choice's own name ("cooking time in minutes and") stays an item.
    rest = rest.replace(m[0], `${parts.join('').replace(/\s*(?:\b(?:and|with|plus)|,)\s*$/, '')} , __choice${choices.length} , `);
    // ("they sing (…)": a pronoun and its verb never name a field; the options are still one of a few.)
    const named = fragment(name) ? 'type' : name;
    choices.push(asked ? { ...choice(named, options), label: sentenceCase(asked.replace(/\bi\b/, 'I')) } : choice(named, options));
  }
  return { rest, choices };
}

/**
 * "cake type like sponge, chocolate or carrot, and price": without brackets, the "or" before the last
 * option closes the options, and what follows its comma is the next field.
 */
function lastOptionEnds(m: RegExpMatchArray): RegExpMatchArray {
  const options = m[2]!;
  const closed = /^(?:[a-z0-9'& -]+,\s*)*[a-z0-9'& -]*?\bor [a-z0-9'& -]+?(?=,)/.exec(options);
  if (m[0].includes('(') || !closed) return m;
  const whole = m[0].slice(0, m[0].length - options.length) + closed[0];
  return Object.assign([whole, m[1], closed[0]], { index: m.index, input: m.input }) as RegExpMatchArray;
}

const TIMES_OF_DAY = /^(?:(?:early |late )?(?:morning|noon|midday|afternoon|evening|night|bedtime|breakfast|lunch|dinner|tea ?time)|am|pm)$/;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * Choices said without "like": "categories work, personal and errands", "a day of the week (monday to
 * sunday)", "before and after meals". Rewritten as "X (a, b or c)" for the choice reader below.
 */
function namedChoices(region: string): string {
  return region
    // "a tick box for whether he's taken it": the field is the "whether".
    .replace(/\b(?:an? )?(?:check ?box|tick ?box|tick) (?:for|to (?:show|mark|say)) (whether|if)\b/g, 'whether')
    .replace(/\b(categor(?:y|ies)|types?|kinds?|priorit(?:y|ies)|status(?:es)?|levels?|tags?|genres?|sizes?)\s*:?\s+((?:[a-z-]+, )+[a-z-]+,? (?:and|or) [a-z-]+)/g, (_, name: string, list: string) => `${singular(name)} (${list})`)
    // "which day they do (mon to sat)", "which room it's in (kitchen, hall or attic)": the options name the field.
    .replace(/\bwhich ([a-z]+) (?:they|we|i|you|he|she|it)(?:'re|'s|'m)?(?: [a-z]+){0,2}(?= \()/g, '$1')
    // ("day (mon to sat)", "weekday (tue - fri)": the days from one to the other.)
    .replace(/\b(?:a |the )?(?:day of the week|weekday|day)(?: \(([a-z]+) ?(?:to|-|–|till|until) ?([a-z]+)\))/g, (whole, from: string, to: string) => {
      const at = (d: string) => WEEKDAYS.findIndex((w) => d.length >= 3 && w.startsWith(d));
      const [i, j] = [at(from), at(to)];
      return i >= 0 && j > i ? `day (${WEEKDAYS.slice(i, j + 1).join(', ')})` : whole;
    })
    // (Unless the days follow in brackets already: "day of the week (mon–sun)".)
    .replace(/\b(?:a |the )?day of the week\b(?! \()/g, `day (${WEEKDAYS.join(', ')})`)
    .replace(/\bbefore (?:and|or) after (meals?|food|eating|exercise|workouts?|bed|sleep)\b/g, (_, what: string) => `when (before ${singular(what)} or after ${singular(what)})`);
}

/**
 * "(great / ok / bad)": options written with slashes, read as the list they are ("(great, ok or
 * bad)"); a yes/no pair ("(y/n)") stays as it is.
 */
function slashedOptions(region: string): string {
  return region
    // "the systolic and diastolic (top and bottom)": another name for the same two, not options.
    .replace(/\s*\((?:top|upper|high|first) and (?:bottom|lower|low|second)(?: numbers?)?\)/g, '')
    // "(the) two numbers, the systolic and diastolic": a count of the fields named next.
    .replace(/\b(?:the )?(?:two|2|three|3|both) (?:numbers|values|readings)(?:,| -|:)\s*/g, '')
    // "left/right/bottle" (three or more, no brackets): one of a few, as in "left, right or bottle".
    .replace(/(^|[\s,])([a-z]+(?:\/[a-z]+){2,})(?=$|[\s,])/g, (_, pre: string, list: string) => {
      const options = list.split('/');
      return `${pre}${options.join(' or ')}`;
    })
    .replace(/\(([^()/]+(?:\/[^()/]+)+)\)/g, (whole, inner: string) => {
    const options = inner.split('/').map((o) => o.trim()).filter(Boolean);
    if (options.length < 2 || /^(?:yes|y|true)$/.test(options[0]!)) return whole;
    return `(${options.slice(0, -1).join(', ')} or ${options[options.length - 1]})`;
  });
}

/** Doers English says in one word for a past it does not just add "-er" to: "who won" → Winner. */
const DOERS: Record<string, string> = { paid: 'payer', drove: 'driver', made: 'maker', cooked: 'cook', won: 'winner', took: 'taker', bought: 'buyer', ran: 'runner', sang: 'singer', wrote: 'writer', taught: 'teacher', led: 'leader' };

/**
 * "who won" → Won by, "who walked him" → Walked by, "who went" → Who went: the person, labelled with the
 * writer's own verb; its name is the everyday noun for who did it where English has one (Winner, Walker).
 */
function doer(verb: string): { name: string; label: string } {
  const done = own(PARTICIPLES, verb) ?? verb;
  const past = /ed$/.test(verb) || !!own(PARTICIPLES, verb) || !!own(DOERS, verb) || nlp(`someone ${verb}`).has('#PastTense');
  if (!past || /^(?:went|came|is|was|were|did|does|had|got)$/.test(verb)) return { name: 'who', label: sentenceCase(`who ${verb}`) };
  // walked → walk-er, stopped → stopp-er, saved → sav-er, carried → carri-er: a noun when the dictionary knows it.
  const derived = own(DOERS, verb) ?? `${verb.replace(/ied$/, 'i').replace(/ed$/, '')}er`;
  const label = sentenceCase(`${done} by`);
  return { name: LEXICON[derived] ? derived : `${done} by`, label };
}

/**
 * A choice asked as a question, read by its question word: "which part they sing" → Part, "who they
 * are" → Who (labelled "Who they are"), "what they're having" → Having (labelled as asked), "what i
 * think set it off" → Cause (labelled "What set it off").
 */
function askedChoice(phrase: string): { name: string; label?: string } | null {
  const q = /(?:^|\s)(which|who|what) ([a-z' ]+?)\s*$/.exec(phrase.replace(/\bwho(?:'s|s)\b/, 'who is'));
  if (!q) return null;
  const [, word, rest] = q as unknown as [string, string, string];
  const asked = sentenceCase(`${word} ${rest}`.replace(/\bi\b/g, 'I'));
  // "what it was for (food, rent, fun)": what money went on, one of a few, is its Category.
  if (word === 'what' && /^(?:it|they|this|that)(?:'s| is| was| were|s) for$/.test(rest)) return { name: 'category', label: asked };
  // "which part they sing", "which shelf it lives on": the noun after "which" is the field.
  const which = /^([a-z]+)(?: (?:it|they|i|we|you|he|she|this|that|each one)\b.*)?$/.exec(rest);
  if (word === 'which' && which && !/^(?:one|ones|is|was|are|were)$/.test(which[1]!) && nlp(`the ${which[1]!}`).has('#Noun$')) return { name: which[1]! };
  // "who they are", "who it belongs to": the person, labelled as the user asked.
  if (word === 'who' && /^(?:it|they|he|she|this|that|each one)(?:'s|'re| is| are| was| were|s)?\b/.test(rest)) return { name: 'who', label: asked };
  // "who picked it", "who walked him": the one who did it, labelled with the writer's verb (Picked by).
  const did = /^([a-z]+)(?: (?:him|her|it|them|us|the [a-z]+))?$/.exec(rest);
  if (word === 'who' && did && nlp(`someone ${did[1]!}`).has('#PastTense')) return doer(did[1]!);
  // "what they're having", "what we're playing": the thing done, named by the verb and labelled as asked.
  // ("what was done (…)", "what got fixed (…)": a passive names the work by its participle, labelled as asked.)
  const passive = /^(?:was|were|is|are|got|gets|needs) ([a-z]+(?:ed|en|ne|wn))$/.exec(rest);
  if (word === 'what' && passive && (/ed$/.test(passive[1]!) || Object.values(PARTICIPLES).includes(passive[1]!))) return { name: passive[1] === 'done' ? 'work done' : passive[1]!, label: asked };
  // ("who's cooking (me or dave)", "whos driving": the one doing it, named by the verb and labelled as asked.)
  const whoDoing = /^is ([a-z]+ing)$/.exec(rest);
  if (word === 'who' && whoDoing) return { name: whoDoing[1]!, label: `Who's ${whoDoing[1]}` };
  // ("what they ordered (…)": the thing done, named as a noun where English has one, labelled as asked.)
  const thing = /^(?:i|we|they|he|she|you) ([a-z]+ed|ate|drank|wore|bought|read|made|chose|took)$/.exec(rest);
  if (word === 'what' && thing) return { name: own(DONE_THINGS, thing[1]!) ?? thing[1]!, label: asked };
  const doing = /^(?:i|we|they|he|she|you)(?:'re|'m|'s| are| am| is| was| were) ([a-z]+ing)$/.exec(rest);
  if (word === 'what' && doing) return { name: doing[1]!, label: asked };
  // "what i think set it off", "what caused it": what made it happen, its Cause (a verb that is a noun too names it: Trigger).
  const cause = /^(?:i think |i reckon |might have |probably )?([a-z]+) (?:it|them|me)(?: (off|on|up))?$/.exec(rest);
  if (word === 'what' && cause && nlp(cause[1]!).has('#Verb')) {
    const stem = cause[1]!.replace(/ed$/, '');
    const name = !cause[2] && /ed$/.test(cause[1]!) && stem !== 'caus' && nlp(`a ${stem}`).has('#Noun$') ? stem : 'cause';
    return { name, label: sentenceCase(`what ${rest.replace(/^(?:i think|i reckon|might have|probably) /, '')}`) };
  }
  return null;
}

/** Closed-class words no field name opens with: a pronoun, a conjunction, a form of "be", the tail of a contraction. */
const FUNCTION_START = /^(?:was|were|is|are|am|been|i|me|you|he|him|she|it|we|us|they|them|nothing|something|anything|everything|nobody|somebody|anybody|everybody|someone|anyone|everyone|if|whether|because|unless|though|although|than|then|so|but|or|and|nor|re|s|ve|ll|d|m|t)$/;

/** A clause's fragment, never a field name: "they sing", "nothing fancy", "if", "re having". */
function fragment(phrase: string): boolean {
  const words = phrase.trim().toLowerCase().split(/\s+/);
  if (FUNCTION_START.test(words[0]!)) return true;
  // ("they sing": a pronoun and its verb is a clause.)
  return words.length >= 2 && nlp(words.slice(0, 2).join(' ')).has('^#Pronoun #Verb') && !nlp(words[0]!).has('#Possessive');
}

/** "how bad it was" → Severity, "how hard" → Difficulty: the noun a question of degree asks for. */
const QUALITIES: Record<string, string> = { bad: 'severity', severe: 'severity', serious: 'severity', strong: 'strength', good: 'rating', hard: 'difficulty', difficult: 'difficulty', tough: 'difficulty', painful: 'pain', sore: 'pain', tired: 'tiredness', happy: 'mood', busy: 'busyness', hungry: 'hunger', stressed: 'stress', spicy: 'spice', sweet: 'sweetness', long: 'length', big: 'size' };

/** How a feeling question reads as a field: "how i felt" → Feeling, "how i slept" → Sleep. */
const FELT: Record<string, string> = { felt: 'feeling', feel: 'feeling', feeling: 'feeling', slept: 'sleep', sleep: 'sleep', went: 'result', did: 'result' };

/** The name before a bracketed list: "a category" → category; "the part of the service" → part. */
function choiceName(phrase: string): string {
  const how = /\bhow (?:i|we|you|they|he|she|it) (?:was |were )?([a-z]+)\s*$/.exec(phrase);
  if (how && FELT[how[1]!]) return FELT[how[1]!]!;
  // "how bad it was (mild, moderate or severe)": Severity.
  const quality = /\bhow ([a-z]+) (?:it|they|i|the [a-z]+) (?:was|were|is|are|felt|feels|got)\s*$/.exec(phrase);
  if (quality) return own(QUALITIES, quality[1]!) ?? quality[1]!;
  // "who walked him (me, sam or dad)": the one who did it, a Walker.
  const who = /\bwho ([a-z]+) ?(?:him|her|it|them|us|the [a-z]+)?\s*$/.exec(phrase);
  if (who) return doer(who[1]!).name;
  // "which room it goes to (kitchen, …)": the room.
  const which = /\bwhich ([a-z]+)(?: (?:it|they|this|that|each one)(?:'s|'re| is| are| was| were| goes?| belongs?| lives?)(?: to| in| on| into)?)?\s*$/.exec(phrase);
  if (which && !/^(one|ones)$/.test(which[1]!)) return which[1]!;
  // "a priority for each task": the field is the priority; whose it is comes after.
  const named = phrase.replace(/\s+(?:for|of|per|on) (?:each|every|a|the|my) [a-z]+\s*$/, '');
  const partOf = /\b([a-z]+) of (?:the |a |each |every )?[a-z]+\s*$/.exec(named);
  // "expenses by category (food, fun)": what the records are sorted by names the choice.
  const by = /\b(?:by|per) ([a-z]+)\s*$/.exec(named);
  if (by && !STOP_WORDS.has(by[1]!)) return by[1]!;
  // ("time of day (morning, evening)": one name, said in three words.)
  if (/\btime of day\s*$/.test(named)) return 'time of day';
  if (partOf && !/^(type|kind|sort)$/.test(partOf[1]!)) return partOf[1]!;
  // ("the type of service (…)": a type keeps the noun it sorts, the Service type.)
  const sorted = /\b(type|kind|sort|style) of (?:the |a )?([a-z]+)\s*$/.exec(named);
  if (sorted && !STOP_WORDS.has(sorted[2]!) && !/^(?:each|every)$/.test(sorted[2]!)) return `${singular(sorted[2]!)} ${sorted[1]}`;
  return lastWords(named.replace(/\b(?:each|every|per|a) day\b/g, ' ').replace(/\b(?:put|fill|type|write|note|jot) (?:in|down)\b/g, ' ').replace(/\b(pick|choose|select|write|add|enter|with|and|a|an|the|each|i|which|what|how|we|you|my|does|do|is|it|them|gets|get)\b/g, ' ').replace(/\b(?:goes|go|belongs|belong|sits|falls) (?:in|into|on|under)\b/g, ' ').trim(), 2);
}

/**
 * "fuel, insurance, repairs and parking, with the amount and date of each": the bare list names the
 * kinds of record (a Type choice) and the fields follow "with".
 */
function kindsThenFields(region: string): AttributeSource | undefined {
  // ("oil changes, tire rotations etc with date, mileage and cost": an "etc" closes the kinds as an "and" would.)
  const m = /^(?:(?:of|for) )?([a-z' -]+(?:, [a-z' -]+)*?(?:,? (?:and|or) [a-z' -]+|,? etc\.?)),? with (?:the |a |an |their |its )?(.+)$/.exec(region.trim());
  if (!m) return undefined;
  const options = splitList(m[1]!.replace(/,? etc\.?$/, ''));
  const bare = options.every((o) => o.split(' ').length <= 2 && !KNOWN_TEXT.test(o) && typeItem(o)?.kind === 'text' || /^[a-z]+s$/.test(o) && !NUMBER.test(o) && !UNITS.test(o) && !KNOWN_TEXT.test(o));
  if (options.length < 2 || !bare) return undefined;
  const fields = parseAttributes(m[2]!.replace(/\s+(?:of|for) (?:each|every) ?(?:one)?$/, ''));
  if (fields.attributes.length === 0) return undefined;
  return { attributes: [choice('type', options), ...fields.attributes.filter((a) => a.name !== 'type')], rejected: fields.rejected };
}

/** A clause ("tick them off", "tap one to see") rather than a noun phrase. */
function looksLikeClause(item: string): boolean {
  // ("price in £": a currency after the field says nothing of whether it is a clause.)
  const priced = CURRENCY.exec(item);
  if (priced) return looksLikeClause(priced[1]!.trim());
  if (/\bevery (?:x|n|\?|how many|so many) days\b/.test(item) || /^(?:which [a-z]+|what (?:number|position|order|rank)) (?:it|they|this|that)(?:'s|'re| is| are| was| were)\b/.test(item) || /^(?:date|day) (?:it|they) (?:was|were|got|next needs|needs|is due|are due|'s due|'re due)\b/.test(item)) return false;
  // "the bpm i've reached": a measure, how far it has come.
  if (/^(?:the |my |our )?[a-z]+ (?:i've|i have|we've|we have|i|we) (?:reached|got to|hit|achieved|managed)$/.test(item)) return false;
  // "expected days to germinate": a number of days said with a guess before it.
  if (/^(?:expected|estimated|typical|usual|average|approx(?:imate)?) (?:days|weeks|months|hours|minutes) (?:to|until|till|before) [a-z]+$/.test(item)) return false;
  if (/^(?:what time (?:i|we|he|she|they|you) (?:[a-z]+ed|went|woke|got|left|ate|took|came|began|fell)\b|how (?:i|we) (?:felt|slept)$)/.test(item)) return false;
  // "if i flashed it", "if we won": whether it was done, a yes/no; "how it went 1-10": a rating asked as a question.
  if (/^if (?:i|we|you|they|he|she)(?:'ve|'d)? (?:[a-z]+ed|took|ate|did|went|saw|gave|wrote|ran|drank|rode|swam|got|made|paid|fed|won|lost|sold|bought|caught|sent)(?: (?:it|them))?$/.test(item)) return false;
  if (/^how (?:it|they|i|we|he|she) [a-z]+ \(?(?:\d+ ?(?:-|to) ?\d+|out of \d+)\)?$/.test(item)) return false;
  if (/^(?:date|day|time) (?:that |when )?(?:it|they) [a-z]+(?: (?:in|out|off|up|on|back))?$/.test(item) || inLanguage(item) || percentOf(item)) return false;
  if (/^whose [a-z]+\b|^what (?:it|they|this|that)(?:'s| is| was| were|s) for$/.test(item)) return false;
  if (/^(whether|how many|how much|how long|number of|when (?:i|we|you|it) (?:last|first)|where (?:it'?s|it is|it was|they'?re|they are|they were|we'?re|we are|we were|i|we|you) (?:[a-z]+ ){0,2}[a-z]+$|who|how [a-z]+ (?:it|they|i) (?:was|were|am|felt|feel|feels)|what (?:i|we|i'm|i am|i think|they|he|she)|what [a-z]+ed (?:it|them|me))\b/.test(item)) return false;
  if (MEASURED.test(item) || RANGED.test(item) || /^[a-z]+(?: [a-z]+)? (?:time|date|day)$/.test(item)) return false;
  // "date last done", "day last watered": the date of the last time it was done.
  if (/^(?:date|day) (?:last|first|next) [a-z]+$/.test(item)) return false;
  if (/^(?:an? )?(?:check ?box|tick ?box|tick)\b/.test(item)) return false;
  // "start date of each period": a field of each record, though "start" reads as a verb.
  if (/^[a-z]+ (?:date|time|day|name|title|price|cost|amount|weight|length|size) of (?:each|every|the|a|my) [a-z]+$/.test(item)) return false;
  // "what it was", "what they were called": the thing itself; "what's in it": its contents.
  if (/^what (?:it|they|this|that) (?:was|were|is|are)(?: called)?$|^what(?:'s| is| was| goes|s) in (?:it|them|each one|there)$/.test(item)) return false;
  // "signed off yes/no": a yes/no field, however verb-like its name.
  if (/\b(?:yes ?\/ ?no|y ?\/ ?n|yes or no)\)?$/.test(item)) return false;
  // "time to take it", "member who picked it": a field noun with a clause after it.
  if (/^(?:time|date|day|place|member|person|friend|player|kid|child) (?:to|who|that|which|when) [a-z]+(?: (?:it|them|one|him|her))?$/.test(item)) return false;
  // "price per item": a measure of each record ("price" reads as a verb on its own).
  if (/^[a-z]+ (?:per|for each|of each|each) [a-z]+$/.test(item) && (MONEY.test(item) || NUMBER.test(item))) return false;
  // "date i saw it": a field noun with a relative clause after it.
  const first = item.split(' ')[0]!;
  // ("time of day she takes it": the field noun may carry an "of" phrase before the clause.)
  if (FIELD_NOUN.test(first) && /^[a-z]+(?: of (?:the )?[a-z]+)? (?:that |when |where )?(?:i|we|you|they|he|she)\b/.test(item)) return false;
  // "tricks i landed": a plural noun with a short relative clause after it.
  if (/^[a-z]+s (?:that )?(?:i|we|you|they) [a-z]+ed$/.test(item) && nlp(`the ${first}`).has('#Plural')) return false;
  // "grade points i got", "the price we paid": a two-word noun with a short relative clause after it.
  if (/^[a-z]+ [a-z]+ (?:that )?(?:i|we|you|they) [a-z]+$/.test(item) && !/^(filter|sort|search|group|mark|tick|delete|remove|edit|show|see|tap|click|press|swipe|check|cross|add|let|make|keep|tell)\b/.test(item) && nlp(item.split(' ').slice(0, 2).join(' ')).has('#Noun$')) return false;
  // "how often each one needs water (every n days)": how often is a number of days.
  if (/^how often\b/.test(item)) return false;
  if (/^(filter|sort|search|group|mark|tick|delete|remove|edit|show|see|tap|click|press|swipe|check|cross)\b/.test(item)) return true;
  if (/\b(them|it|me|one|i|you|we|they)\b/.test(item)) return true;
  const words = item.split(' ');
  return words.length >= 3 && nlp(item).has('^#Verb');
}

/** "from 1 to 5", "out of 10", "1-5": the range of a score. */
export function scaleIn(text: string): { scale?: [number, number] } {
  const m = /\b(?:from|between|of) (\d+) (?:to|and) (\d+)\b|\bout of (\d+)\b|\b(\d+) ?(?:-|to) ?(\d+)\b/.exec(text);
  if (!m) return {};
  return { scale: m[3] ? [1, Number(m[3])] : [Number(m[1] ?? m[4]), Number(m[2] ?? m[5])] };
}

/** "time in minutes", "dose in mg": a quantity and its unit. */
const MEASURED = new RegExp(`^[a-z]+(?: [a-z]+)? (?:in|as) (?:${UNITS.source.slice(3, -3)})$`);
/** "rating from 1 to 5", "score out of 10", "mood (1-5)". */
// "(1 to 10)": how a range reads once spelled-out numbers elsewhere made the reader rewrite "1-10".
const RANGED = /^([a-z]+(?: [a-z]+)??)\s*(?:(?:from|between) \d+ (?:to|and) \d+|out of \d+|\(?\d+\s*-\s*\d+\)?|\d+\s*-\s*\d+|\(?\d+ to \d+\)?)$/;
/** Past tenses whose yes/no field reads better as the participle: "whether I took it" → Taken. */
const PARTICIPLES: Record<string, string> = { drove: 'driven', chose: 'chosen', sang: 'sung', drew: 'drawn', took: 'taken', ate: 'eaten', did: 'done', went: 'gone', saw: 'seen', gave: 'given', wrote: 'written', ran: 'run', drank: 'drunk', rode: 'ridden', swam: 'swum', got: 'got', made: 'made', paid: 'paid', fed: 'fed', began: 'begun', grew: 'grown', know: 'known', understand: 'understood' };

const FIELD_NOUN = /^(date|day|time|year|month|week|place|price|cost|amount|name|title|person|reason|location|score|rating|weight)$/;

const UI_WORDS = /\b(checkbox(?:es)?|buttons?|resets?|switch(?:es)?|toggles?|sliders?|screens?|tabs?|menus?|settings?|mode|theme|colou?rs?|progress bar|chart|graph|list|lists)\b/;

function splitItems(s: string): string[] {
  // "my score, his score": two people's values of one thing are two fields, so whose stays in the name.
  const contrasted = contrastedByOwner(s);
  return s
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+plus\s+|\s+\+\s+/)
    .map((x) => x.trim().replace(/\s+(?:each|every|per|a) (?:session|day|week|time|game|match|month|workout|visit)$/, '').replace(/^(?:each with|record|enter|add|write|pick|choose|with|storing|store|keep|log|track)\s+/, '').replace(/\s+for\s+.*$/, (tail: string, at: number, item: string) => (/^what [a-z' ]+ing$/.test(item.slice(0, at)) ? tail : '')).replace(/^(?:an?|the|some|my|our|your|its|their|his|her)\s+/, (det, at: number, item: string) => (contrasted.has(item.slice(det.length).split(' ')[0]!) ? det : '')).replace(/[.!?:]+$/, '').replace(/[()]/g, '').trim())
    .filter((x) => x.length > 0);
}

/** The nouns said with two different owners ("my rating … his rating"). */
function contrastedByOwner(s: string): Set<string> {
  const owners = new Map<string, Set<string>>();
  for (const m of s.matchAll(/\b(my|our|your|their|his|her)\s+([a-z]+)\b/g)) owners.set(m[2]!, (owners.get(m[2]!) ?? new Set()).add(m[1]!));
  return new Set([...owners].filter(([, who]) => who.size > 1).map(([what]) => what));
}

function choice(name: string, options: string[]): Attribute {
  const label = sentenceCase(name);
  // ("who's cooking": the name drops the "'s" as a text field's does, "whoCooking".)
  return { name: camel(name.replace(/'s?\b/g, '')), label, kind: 'choice', options: options.map(sentenceCase) };
}

function lastWords(s: string, n: number): string {
  return s.trim().split(/\s+/).slice(-n).join(' ');
}

/**
 * Fields written as questions or short clauses: "how long", "shots made", "when i last watered it",
 * "who suggested it", "how bad it was from 1 to 10", "what i'm grateful for", "who, when and where".
 */
function questionField(text: string): Attribute | null {
  // "how long (minutes)", "how long in minutes": the unit the user wrote names the field.
  const unitSaid = /^how long\s*(?:\(|in )(minutes|mins|hours|hrs|seconds|secs)\)?$/.exec(text);
  const said = unitSaid?.[1]!.replace(/^mins$/, 'minutes').replace(/^hrs$/, 'hours').replace(/^secs$/, 'seconds');
  if (said) return { ...make(said, 'number'), unit: said };
  const degree = degreeField(text);
  if (degree) return degree;
  if (/^how long\b/.test(text)) return { ...make('duration', 'number'), unit: /\bin (seconds|secs|hours|hrs)\b/.exec(text)?.[1]?.replace(/^secs$/, 'seconds').replace(/^hrs$/, 'hours') ?? 'minutes' };
  // "shots made", "pages read", "calories burned": a count of things done.
  const done = /^([a-z]+s) (made|read|run|done|taken|eaten|drunk|won|lost|scored|missed|[a-z]+ed)$/.exec(text);
  if (done && !/ss$/.test(done[1]!) && !KNOWN_TEXT.test(done[1]!)) return make(`${done[1]} ${done[2]}`, 'number');
  // "lessons paid for", "classes left", "sessions booked": how many of those things, not money or a tick.
  const counted = /^([a-z]+s) (?:paid for|prepaid|bought|booked|left|remaining|used|attended)$/.exec(text);
  if (counted && singular(counted[1]!) !== counted[1] && !MONEY.test(counted[1]!)) return make(text, 'number');
  // "when i last fertilised it": the date it was last done.
  const last = /^when (?:i|we|you|it) (last|first)? ?([a-z]+?)(?:ed|d)?\b/.exec(text);
  if (last && last[2] && !/^(was|is|am|are|have|had|do|did|want|need|can|should|will)$/.test(last[2])) {
    const verb = /^when (?:i|we|you|it) (?:last |first )?([a-z]+)/.exec(text)![1]!;
    return { ...make(`${last[1] ?? 'date'} ${verb}`.replace(/^date /, 'date '), 'date'), label: sentenceCase(`${last[1] ?? 'date'} ${verb}`) };
  }
  // "when it's next due", "when they're due": the date the next one is due.
  if (/^when (?:it|they|the next one)(?:'s|'re| is| are) (?:next )?due(?: next| again)?$/.test(text)) return make('next due', 'date');
  // "the last time i watered it", "last day we fed them": the date it was last done.
  const lastTime = /^(?:the )?(last|first) (?:time|day|date) (?:i|we|you|they|he|she) ([a-z]+)(?: (?:it|them|him|her|one))?$/.exec(text);
  if (lastTime) return make(`${lastTime[1]} ${own(PARTICIPLES, lastTime[2]!) ?? lastTime[2]}`, 'date');
  const who = whoField(text);
  if (who) return who;
  const atOrFelt = timeOfEvent(text);
  if (atOrFelt) return atOrFelt;
  if (/^what (?:was|got|were|i|we) done$/.test(text)) return make('work done', 'text');
  // "how bad it was from 1 to 10": a score named by the question.
  const how = /^how ([a-z]+) (?:it|they|i|the [a-z]+) (?:was|were|am|felt|feel|feels|is|are)\b(.*)$/.exec(text);
  if (how && !/^(many|much|long|often)$/.test(how[1]!)) return { ...make(`how ${how[1]}`, 'number'), ...scaleIn(how[2]!) };
  const whatClause = whatClauseField(text);
  if (whatClause) return whatClause;
  // "where it's stored", "where we're sleeping", "where I saw it": a place, labelled as the user asked it.
  if (/^where (?:it'?s|it is|it was|they'?re|they are|they were|we'?re|we are|we were|i|we|you) (?:[a-z]+ ){0,2}[a-z]+$/.test(text) && !/\b(?:want|need|like|can|should)\b/.test(text)) return { ...make('place', 'text'), label: sentenceCase(text.replace(/\bi\b/g, 'I')) };
  // "what i was doing", "what we were eating": what was going on, labelled as asked.
  // ("what we're having", "what they're reading now": what is going on, named by its verb and labelled as asked.)
  const going = /^what (?:i|we|they|he|she|you)(?:'re|'m|'s| are| am| is) ([a-z]+ing)$/.exec(text);
  if (going) return { ...make(going[1]!, 'text'), label: sentenceCase(text.replace(/\bi\b/g, 'I')) };
  if (/^what (?:i|we|they|he|she) (?:was|were) [a-z]+ing$/.test(text)) return { ...make('activity', 'text'), label: sentenceCase(text.replace(/\bi\b/g, 'I')) };
  // Question words as fields: "who, how much, when and where".
  const wh = own(WH_FIELDS, text.replace(/^and /, ''));
  if (wh) return { ...make(wh[0], wh[1]), label: wh[2] };
  return null;
}

/** "what i think triggered it", "what we're having for dinner", "what i worked on": a field asked with "what" and a clause. */
function whatClauseField(text: string): Attribute | null {
  // "what i think triggered it" → Trigger; "what i'm grateful for" → Grateful for; "what i learned today" → Learned.
  const cause = /^what (?:i think |might have |probably |has )?([a-z]+?)e?d (?:it|them|me)$/.exec(text);
  if (cause) return make(cause[1]!.replace(/^(caus|trigger|start|bother|upset)$/, (w) => (w === 'caus' ? 'cause' : w)), 'text');
  // ("what im grateful for": typed without the apostrophe too.)
  const feeling = /^what (?:i'?m|i am|i was|we'?re|we are) ([a-z]+) (for|about)$/.exec(text);
  if (feeling) return make(`${feeling[1]} ${feeling[2]}`, 'text');
  const which = whichField(text);
  if (which) return which;
  // "what we're having for dinner", "what i'm cooking for lunch": the meal (or whatever it is for) names the field.
  const forWhat = /^what (?:(?:we|i|they|you|he|she)(?:'re|'m| are| am| is|'s)?) [a-z]+ing for ([a-z]+)$/.exec(text);
  if (forWhat && !STOP_WORDS.has(forWhat[1]!)) return make(forWhat[1]!, 'text');
  // "what it was for (food, rent, transport)", "what it's for": the category it falls under.
  // ("what it was for" without options is what the money went on, in the writer's words, its Description.)
  if (/^what (?:it|they|this|that)(?:'s| is| was| were|s) for$/.test(text)) return { ...make('description', 'text'), label: sentenceCase(text) };
  if (/^what for$/.test(text)) return make('category', 'text');
  // "what it was + price": the thing itself, an Item; "what's inside", "what's in it": the Contents.
  if (/^what (?:it|they|this|that) (?:was|were|is|are)$|^what (?:it|they) (?:was|were) called$/.test(text)) return make('item', 'text');
  if (/^what(?:'s| is| was| goes|s) (?:inside|in (?:it|them|each one|there))$|^what (?:it|they) contains?$/.test(text)) return make('contents', 'text');
  const what = whatField(text);
  if (what) return what;
  // ("what i worked on", "what we talked about": the verb with its particle names the field, "Worked on".)
  const did = /^what (i|we|they|he|she|you) ([a-z]+ed|learnt|ate|did|saw|read|made|drank|wore|bought|found|caught|grew|sowed|sewed)( on| at| with| about| through)?(?: today| this week| yet)?$/.exec(text);
  if (!did) return null;
  const field = make(did[3] ? `${did[2]}${did[3]}` : own(DONE_THINGS, did[2]!) ?? did[2]!, 'text');
  // ("what they ordered", "what she bought": someone else's doing, labelled as the user asked it.)
  return /^(?:i|we)$/.test(did[1]!) ? field : { ...field, label: sentenceCase(text) };
}

/** "how bad (1-10)" → How bad, "how it went 1-10" → a Rating labelled How it went: a question of degree, in the writer's words. */
function degreeField(text: string): Attribute | null {
  // "how bad (1-10)": a question of degree without its verb is the quality it asks for.
  const degree = /^how ([a-z]+)\s*(\(.*\)|(?:from |on a )?(?:scale (?:of )?)?\d.*)?$/.exec(text);
  // ("how windy 1-5", "how far": any quality asked by degree is a number of it.)
  const quality = degree && (own(QUALITIES, degree[1]!) || nlp(degree[1]!).has('#Adjective') || /^(?:far|old)$/.test(degree[1]!));
  // (Named by the noun of the quality where there is one, "severity", and labelled as asked, "How bad".)
  if (degree && quality && !/^(long|big|many|much|often|come)$/.test(degree[1]!)) return { ...make(own(QUALITIES, degree[1]!) ?? `how ${degree[1]}`, 'number'), label: sentenceCase(`how ${degree[1]}`), ...scaleIn(degree[2] ?? '') };
  // "how it went 1-10", "how i slept out of 5": a rating of what happened, labelled as asked.
  // ("how well i slept out of 5": an adverb of how good it was asks the same.)
  const rated = /^how (well |badly |good )?(it|they|i|we|he|she) ([a-z]+) \(?(\d+ ?(?:-|to) ?\d+|out of \d+)\)?$/.exec(text);
  if (rated && nlp(`${rated[2]} ${rated[3]}`).has('#Pronoun #Verb')) {
    const felt = own(FELT, rated[3]!);
    return { ...make(felt && felt !== 'result' ? felt : 'rating', 'number'), label: sentenceCase(`how ${rated[1] ?? ''}${rated[2]} ${rated[3]}`.replace(/\bi\b/, 'I')), ...scaleIn(rated[4]!) };
  }
  return null;
}

/**
 * "how much it's worth" → Worth (money), "what the chore was" → Chore, "what cake" → Cake,
 * "what they usually have done" → Usual: a question named by the noun it asks for.
 */
function whatField(text: string): Attribute | null {
  // "what i paid", "what it cost": money, named by the verb.
  // ("how much they paid me", "how much he charged": the verb names the money too.)
  // ("what i charge per walk", "how much i saved": said in the present, or per what, it is the same money.)
  const paid = /^(?:what|how much) (?:i|we|it|they|he|she|you|the [a-z]+) (paid|spent|cost|costs|owe|earned|charged|made|saved|charge|charges|pay|pays|spend|earn|save)(?: (?:me|us|him|her|them|you))?(?: for (?:it|them))?(?: (?:per|a|an|each|for each) [a-z]+)?$/.exec(text);
  // ("how much i spent": the Amount spent, the money the totals add up.)
  if (paid) return make(paid[1] === 'made' ? 'earned' : /^(?:spent|paid)$/.test(paid[1]!) && /^how much/.test(text) ? `amount ${paid[1]}` : own(PRESENT_MONEY, paid[1]!) ?? paid[1]!, 'money');
  if (/^(?:what|how much) (?:it|they|each one|this|that|each)(?:'s|s| is| are|'re| was| were| would be)? worth(?: in [£$€a-z]+)?$/.test(text)) return make('worth', 'money');
  // ("what the chore was": the thing itself, named by its noun.)
  const thing = /^what (?:the |each |this )?([a-z]+) (?:was|is|were|are)$/.exec(text) ?? /^what ([a-z]+)$/.exec(text);
  if (thing && !STOP_WORDS.has(thing[1]!) && !/^(?:for|time|day|else|kind|sort|happened|now|next|about)$/.test(thing[1]!) && nlp(`the ${thing[1]!}`).has('#Noun')) return make(thing[1]!, kindOf(thing[1]!));
  if (/^what (?:they|i|we|he|she|you) (?:usually|normally|always|typically) (?:have|has|get|gets|order|orders|want|wants|book|books)(?: done)?$/.test(text)) return { ...make('usual', 'text'), label: sentenceCase(text.replace(/\bi\b/g, 'I')) };
  return null;
}

/** The money a verb in the present names: "what i charge" → Charge, "what we pay" → Cost. */
const PRESENT_MONEY: Record<string, string> = { costs: 'cost', charges: 'charge', pay: 'cost', pays: 'cost', spend: 'spent', earn: 'earned', save: 'saved' };

/** "which cat", "which kid": the one it was about, a field of its own; "which month it's for", "which room it was in": the month, the room. */
function whichField(text: string): Attribute | null {
  // ("what number it is in the set", "what position it is in the queue": a place in an order, a number.)
  // ("which bed its in": typed without the apostrophe too.)
  // ("which kid does it", "which one of us did it": the one who does it, named by the noun asked.)
  const doesIt = /^which ([a-z]+) (?:does|did|do|has|will do|is doing) (?:it|them|this|each one)$/.exec(text);
  if (doesIt && doesIt[1] !== 'one') return make(doesIt[1]!, 'text');
  const which = /^(which|what) ([a-z]+)(?: (?:it|they|this|that)(?:'s|'re|s| is| are| was| were)(?: for| (in)| on| from| about)?(?: (?:the|my|our) ([a-z]+))?)?$/.exec(text);
  const place = /^(number|position|order|rank)$/.test(which?.[2] ?? '');
  if (!which || (which[1] !== 'which' && !place) || /^(one|ones|day|time)$/.test(which[2]!)) return null;
  // (Named with the order it is in, "Number in set", as a bare "number" says nothing.)
  return place ? make(which[3] && which[4] ? `${which[2]} in ${which[4]}` : which[2]!, 'number') : make(which[2]!, 'text');
}

/** "what time i went to bed" → Went to bed (a time); "how i felt" → a Feeling labelled as asked. */
function timeOfEvent(text: string): Attribute | null {
  // "what time i went to bed", "what time she woke up": a time of day, labelled by what happened then.
  const at = /^(?:what time|when) (?:i|we|he|she|they|you) (went to bed|woke up|got up|got home|left|arrived|fell asleep|ate|got in)$/.exec(text)
    // ("what time i finished", "what time we landed": a past tense says when it happened.)
    ?? /^what time (?:i|we|he|she|they|you) ((?:[a-z]+ed|went|woke|got|left|ate|took|came|began|fell)(?: [a-z]+){0,2}?)(?: (?:it|them))?$/.exec(text);
  if (at) return { ...make(at[1]!, 'time'), label: sentenceCase(at[1]!) };
  // ("what time he takes it", "when she has it": a time it is done each day, the Time.)
  if (/^what time (?:i|we|he|she|they|you) [a-z]+s?(?: (?:it|them|one|each one))?$/.test(text)) return make('time', 'time');
  // "how i felt", "how we slept": the feeling, labelled with the question asked.
  const felt = /^how (i|we) (felt|slept)$/.exec(text);
  return felt ? { ...make(FELT[felt[2]!]!, 'text'), label: sentenceCase(text.replace(/\bi\b/, 'I')) } : null;
}

/** "who suggested it" → Suggested by, "who won" → Winner, "who it's for" → Who it's for: the person a question names. */
function whoField(text: string): Attribute | null {
  // "whose turn it is", "whose job it is this week": the person, labelled with what is theirs.
  const whose = /^whose ([a-z]+)(?: (?:it|this|that) (?:is|was)| (?:it'?s|its|that'?s))?(?: [a-z]+ [a-z]+)?$/.exec(text);
  if (whose && !STOP_WORDS.has(whose[1]!)) return { ...make('person', 'text'), label: sentenceCase(`whose ${whose[1]}`) };
  // "who suggested it" → Suggested by; "who it's for" → Who it's for.
  // "who i lent money to", "who i owe": the person, a field of its own.
  if (/^(?:who|whom) (?:i|we) (?:lent|lend|loaned|owe|borrowed from|gave|sold|paid)\b/.test(text)) return make('who', 'text');
  const whoDid = /^who ([a-z]+ed|made|gave|wrote|sent|paid|bought|brought|took|won|drove|chose|ran|led|sang|drew|taught|caught)\b/.exec(text);
  // ("who won": Won by; "who paid": Paid by; "who took it": Taken by: the writer's verb stays in the name.)
  if (whoDid) {
    const person = doer(whoDid[1]!);
    return { ...make(person.name, 'text'), label: person.label };
  }
  // "who it's assigned to", "who it was given to": the person, named by what was done.
  const whoTo = /^who (?:it|they|this|that|each one)(?:'s|'re| is| are| was| were|s)? ([a-z]+ed|given|lent|sent|sold) (to|by|with)$/.exec(text);
  if (whoTo) return make(`${whoTo[1]} ${whoTo[2]}`, 'text');
  // ("who its for": the Person it is for, labelled as asked.)
  if (/^who (?:it'?s|its|it is|they'?re|this is|that'?s) for$/.test(text)) return { ...make('person', 'text'), label: "Who it's for" };
  // "who did it", "who does it": the person, named as asked.
  if (/^who (?:did|does|do|done|has done) (?:it|them|this|that|each one)$/.test(text)) return make('who', 'text');
  // ("who it was", "who that is": the person, labelled as asked.)
  if (/^who (?:it|this|that) (?:was|is)$/.test(text)) return { ...make('who', 'text'), label: sentenceCase(text) };
  return null;
}

/** "any triggers i noticed", "any symptoms i had": the things themselves. */
function withoutAside(raw: string): string {
  return raw.replace(/^any ([a-z]+s) (?:i|we) (?:noticed|saw|had|felt|spotted|got)$/, '$1')
    // ("the bpm i've reached", "the grade we got to": the measure itself, how far it has come.)
    .replace(/^((?:the |my |our )?[a-z]+) (?:i've|i have|we've|we have|i|we) (?:reached|got to|hit|achieved|managed)$/, '$1')
    // ("expected days to germinate": the guess does not name the field, the days to it do.)
    .replace(/^(?:expected|estimated|typical|usual|approx(?:imate)?) (?=(?:days|weeks|months|hours|minutes) (?:to|until|till|before) [a-z]+$)/, '');
}

/** "word in spanish", "the meaning in english": a word written in a language, named by the language. */
function inLanguage(phrase: string): Attribute | null {
  const m = /^(?:(?:the )?(?:[a-z]+ )?[a-z]+ )?in ([a-z]+)$/.exec(phrase);
  const language = m && Object.values(LANGUAGE_NAMES).find((l) => l.toLowerCase() === m[1]);
  return language ? { ...make(m[1]!, 'text'), label: language } : null;
}

/** "mark %", "discount (%)", "battery in %": a percentage, a number kept in per cent. */
function percentOf(phrase: string): Attribute | null {
  const m = /^([a-z]+(?: [a-z]+)?) (?:in |as )?\(?(?:%|percent|per cent)\)?$/.exec(phrase);
  return m && !STOP_WORDS.has(m[1]!) ? { ...make(m[1]!, 'number'), unit: '%', label: `${sentenceCase(m[1]!)} (%)` } : null;
}

/** A trip's "from" and "to": the places it starts and ends. */
function tripEnd(word: string): Attribute | null {
  // ("where to", "where from": the same ends, labelled as asked.)
  const end = /^(?:where )?(from|to)$/.exec(word);
  return end ? { ...make(`${end[1]} place`, 'text'), label: sentenceCase(word) } : null;
}

/** A currency after a field, "in £", "(€)", "in usd": the field keeps money in it. */
const CURRENCY = /^(.*?[a-z])(?:\s*\(?(?:(?:in|as) )?[£$€]s?\)?|\s+\(?(?:(?:in|as) )?(?:gbp|usd|eur|aud|cad)\)?)$/;

/** One attribute phrase → a typed field, or null when it does not read as one. */
/** "pomodoro: 25 min focus, 5 min break": a length of time said as a number is a timer's, never a field to fill in. */
const TIME_LENGTH = /^\d+(?:\.\d+)? ?(?:seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h)\b/;

/** A field said with more around it: a currency, how often, a second word for it, or a value said instead of one (undefined: none of these). */
function saidAround(raw: string): Attribute | null | undefined {
  // "price in £", "value ($)", "what i charged in €": a currency says the field is money, whatever else it is called.
  const priced = CURRENCY.exec(raw);
  if (priced) {
    const field = typeItem(priced[1]!);
    return field && field.kind !== 'yesno' && field.kind !== 'date' && field.kind !== 'time' ? { name: field.name, label: field.label, kind: 'money' } : field;
  }
  // "how often each one needs water (every n days)": the days between waterings.
  // ("how often" keeps the user's question as its label, "How often (days)".)
  if (/^how often\b|\bevery (?:x|n|\?|how many|so many) days\b/.test(raw)) return { ...make('every', 'number'), label: /^how often\b/.test(raw) ? 'How often (days)' : 'Every (days)', unit: 'days' };
  // ("which field/farm", "town/city": two words for one field, read by the first and labelled with both.)
  const either = /^(.*?)([a-z]+)\/([a-z]+)$/.exec(withoutHedge(raw));
  if (either && !/^(?:yes|y|true)$/.test(either[2]!)) {
    const field = typeItem(`${either[1]}${either[2]}`);
    return field ? { ...field, label: `${field.label}/${either[3]}` } : null;
  }
  // ("remind her at 8am and 8pm": a clock time or a bare number is a value said, never a field's name.)
  return /^\d+(?:[:.]\d+)? ?(?:am|pm)?$/.test(raw) ? null : undefined;
}

export function typeItem(raw: string): Attribute | null {
  const around = saidAround(raw.trim());
  if (around !== undefined) return around;
  raw = withoutHedge(raw.trim());
  const asked = questionField(raw.trim()) ?? tripEnd(raw.trim()) ?? inLanguage(raw.trim()) ?? percentOf(raw.trim());
  if (asked || TIME_LENGTH.test(raw.trim())) return asked;
  // "each run's distance in km": the possessor only says whose.
  // "character names": each record has one name.
  // ("members' names": whose the names are is every record's own, so the field is the Name.)
  let phrase = withoutAside(raw).replace(/^(?:each|every) [a-z]+'s /, '').replace(/^[a-z]+s' ([a-z]+)$/, (_, n: string) => singular(n)).replace(/ (name|title)s$/, ' $1').replace(/\b(a|an|the|short|long|little|optional|each|every|its|their)\b/g, ' ').replace(/\s+/g, ' ').trim();
  let m: RegExpExecArray | null;
  const ticked = tickField(phrase);
  if (ticked) return ticked;
  // ("whether they have paid their subs this year": a question may run long, and still be one tick.)
  // ("if i flashed it y/n": an "if" asked of something done is a "whether".)
  const asks = whetherField(phrase.replace(/^if (?=(?:i|we|you|they|he|she|it)(?:'ve|'d)? [a-z]+(?:ed|en)\b|(?:i|we|you|they|he|she|it) (?:took|ate|did|went|saw|gave|wrote|ran|drank|rode|swam|got|made|paid|fed|won|lost|sold|bought|caught|sent)\b)/, 'whether '));
  if (asks) return asks;
  // "colour" is a field of yarn or a car, though "colours" of the app are not; "with tick boxes" ticks each record off.
  if (!phrase || phrase.split(' ').length > 6 || (UI_WORDS.test(phrase) && !KNOWN_TEXT.test(phrase)) || /^(?:tick|check) ?box(?:es)?$/.test(phrase)) return null;
  // "done yes/no", "paid (y/n)": a yes/no field named by the words before it.
  const marked = yesNoOrNounWithClause(phrase);
  if (marked) return marked;
  if ((m = RANGED.exec(phrase))) return { ...make(m[1]!, 'number'), ...scaleIn(phrase) };
  // "date i saw it", "place we met": the field is the noun before the relative clause.
  // "date i finished (it)": a date named by what happened on it, so two such dates stay apart.
  const dated = dateOfDoing(phrase);
  if (dated) return dated;
  // "tricks i landed", "songs we learned": the things themselves, written down (a count would be "how many").
  const things = /^([a-z]+s) (?:that )?(?:i|we|you|they|he|she) [a-z]+$/.exec(phrase)?.[1];
  if (things && singular(things) !== things && !NUMBER.test(things) && !UNITS.test(things) && !/^(?:laps|lengths|rounds|goals|wins|shots)$/.test(things)) return make(things, 'text');
  if ((m = /^([a-z]+(?: of [a-z]+| [a-z]+)?) (?:that |when |where )?(?:i|we|you|they|he|she|it)\b/.exec(phrase)) && !/^(whether|how|number)\b/.test(phrase)) {
    phrase = m[1]!;
  }
  // "how many days until each one": a countdown the app works out from a date, not a field to fill in.
  if (/^how many days (?:until|till|to|left|since|ago)\b/.test(phrase)) return null;
  if (/^how many (?:i|we|you|they) (?:have|own|got|bought|keep)\b/.test(phrase)) return make('quantity', 'number');
  if (/^how many (?:i|we|you|they|there) [a-z]+$/.test(phrase)) return make('count', 'number');
  const counted = howMany(phrase);
  if (counted) return counted;
  // "the number of shifts they've done": the thing counted, without the clause after it.
  if ((m = /^number of ([a-z]+(?: (?!(?:i|we|you|they|he|she|it)\b)[a-z]+)?)/.exec(phrase))) return make(m[1]!, 'number');
  const measured = measuredIn(phrase);
  if (measured) return measured;
  // ("date of birth", "dob": labelled as the writer says it, the Date of birth.)
  if (BIRTHDAY.test(phrase)) return { ...make('birthday', 'date'), label: /^birth ?date$/.test(phrase) ? 'Birth date' : 'Date of birth' };
  const ofWhat = dateOfEvent(phrase);
  if (ofWhat) return ofWhat;
  // ("birthday of each friend": of each record is only whose it is, read below.)
  const kindOfThing = /\bof (?:each|every)\b/.test(raw) ? null : ofThing(phrase, raw);
  if (kindOfThing) return kindOfThing;
  phrase = withoutOwner(phrase);
  if (/\b(i|you|we|it|show|let|see|want|can|will|should|tell|which|that|so)\b/.test(phrase)) return null;
  // ("nothing fancy", "they sing": a clause's fragment is never a field.)
  if (fragment(phrase)) return null;
  if (phrase.split(' ').length > 3) return null;
  const words = phrase.split(' ');
  if (words.every((w) => STOP_WORDS.has(w))) return null;
  if (YESNO_WORDS.test(phrase)) return make(phrase, 'yesno');
  return make(phrase, kindOf(phrase));
}

/** "how many calories", "how much ml", "how many players each supports": the thing counted or measured. */
function howMany(phrase: string): Attribute | null {
  // "how many ml if bottle": the condition says when it is filled in, not what it is.
  const m = /^how (?:many|much) ([a-z]+(?: [a-z]+){0,2})/.exec(phrase.replace(/ (?:if|when|unless) [a-z ]+$/, ''));
  if (!m) return null;
  // "how much it was", "how much they cost": the money it came to, labelled as asked.
  if (/^how much (?:it|they|this|that|each one)(?:'s|s| is| was| were| are| came to| costs?)$/.test(phrase)) return { ...make('amount', 'money'), label: sentenceCase(phrase) };
  // "how many are coming", "how many were left": what the count is of goes unsaid, so the question is its label.
  const being = /^how many (?:are|were|is|was) ([a-z]+)$/.exec(phrase);
  if (being && !STOP_WORDS.has(being[1]!)) return { ...make(being[1]!, 'number'), label: sentenceCase(phrase) };
  // "how many players each supports": the thing counted is the first word.
  const what = m[1]!.replace(/^([a-z]+) (?:each|it|its|it's|worth|they|per|does|do|can|supports?|holds?|takes?|needs?|has|have|seats?|fits?|i|we|you)\b.*$/, '$1');
  const first = what.split(' ')[0]!;
  // "how many minutes we walked": the unit names the field.
  if (what !== first && UNITS.test(first) && /^(?:i|we|you|they|it|he|she)$/.test(what.split(' ')[1] ?? '')) return { ...make(first, 'number'), unit: first };
  const unit = UNITS.exec(what.split(' ')[0]!)?.[0];
  if (MONEY.test(what) || /\b(money|spent|paid)\b/.test(what)) return make('amount', 'money');
  // "how many minutes": a length of time is named by its unit ("Minutes"); other units measure an amount.
  if (unit && unit === what && /^(minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?)$/.test(unit)) return { ...make(unit, 'number'), unit };
  // ("how many calories", "how many steps": things counted, named by what they are.)
  if (unit && unit === what && /^(?:calories|kcal|steps|pages|reps|cups|glasses)$/.test(unit)) return make(unit, 'number');
  // ("how many ml": an Amount, labelled with the unit asked, "Amount (ml)".)
  return unit && unit === what ? { ...make('amount', 'number'), unit, label: `Amount (${unit})` } : make(what, 'number');
}

/** "time in minutes", "amount in euros": a quantity and the unit it is kept in. */
function measuredIn(phrase: string): Attribute | null {
  const m = /^([a-z]+(?: [a-z]+)?) (?:in|as) ([a-z]+)$/.exec(phrase);
  if (!m || !UNITS.test(m[2]!)) return null;
  // "amount in ml" is a quantity; "amount in euros" money.
  const currency = /^(euros?|dollars?|pounds?)$/.test(m[2]!) && !/weight|mass/.test(m[1]!);
  const kind = kindOf(m[1]!) === 'money' && (currency || !UNITS.test(m[2]!)) ? 'money' : 'number';
  // ("time in minutes": the label says the unit the user gave, "Time (minutes)".)
  return { ...make(m[1]!, kind), unit: m[2]!, ...(kind === 'number' ? { label: `${sentenceCase(m[1]!)} (${m[2]})` } : {}) };
}

/**
 * "date of their last appointment" → Last appointment, "date last done" → Last done, "time of feed" →
 * Feed time: a date or time named by the event it marks, as the writer named it.
 */
function dateOfEvent(phrase: string): Attribute | null {
  const m = /^(date|day|time) (?:of )?(?:my |his |her |our |your )?((?:last|next|first|latest|most recent) [a-z]+|(?<!day )(?<!time )[a-z]+)$/.exec(phrase);
  if (!m || (!/^(?:last|next|first|latest|most recent) /.test(m[2]!) && !/ of /.test(phrase)) || /^(?:day|week|month|year|birth|each|every|one|it)$/.test(m[2]!)) return null;
  const kind = m[1] === 'time' ? 'time' : 'date';
  // ("time of feed": a time of the event, "Feed time"; "date of the last visit": the event says which date.)
  return /^(?:last|next|first|latest|most recent) /.test(m[2]!) ? make(m[2]!, kind) : make(`${m[2]} ${kind === 'time' ? 'time' : 'date'}`, kind);
}

/** "date of birth", "birth date", "dob": the Birthday, as people say it. */
const BIRTHDAY = /^(?:date of birth|birth ?date|dob|d\.o\.b)$/;

/**
 * "type of cake" → Cake type, "colour of car" → Car colour: a word that only sorts things (a type, a
 * kind, a name) keeps the noun it sorts, labelled as the writer said it.
 */
function ofThing(phrase: string, raw = phrase): Attribute | null {
  const m = /^([a-z]+) of ([a-z]+)$/.exec(phrase);
  if (!m || /^(?:each|every|one|it|them|day|week|month|year|birth|time|people|times)$/.test(m[2]!) || STOP_WORDS.has(m[2]!)) return null;
  // (Only a noun of a noun: "number of pieces", "time of day" are read elsewhere; "out of stock" is no field.)
  if (/^(?:number|amount|date|day|time|out|lots|bit|part|most|all|none|rest|end|start)$/.test(m[1]!) || !nlp(`the ${m[1]!} of the ${m[2]!}`).has('^the #Noun of the #Noun$')) return null;
  const thing = singular(m[2]!);
  const named = `${thing} ${m[1]}`;
  // ("price of a latte": labelled with the writer's own article, "Price of a latte".)
  const said = raw.trim().replace(/^(?:the|a|an) /, '');
  const words = /^[a-z]+ of (?:(?:a|an|the) )?[a-z]+$/.test(said) && said.replace(/ (?:a|an|the) /, ' ') === phrase ? said : phrase;
  return { ...make(named, kindOf(m[1]!)), label: sentenceCase(words) };
}

/** "price per item", "type of plant", "start date of period": the field, without whose it is. */
function withoutOwner(phrase: string): string {
  // ("the start date of each period": a two-word field of the record it belongs to.)
  const m = /^([a-z]+ (?:date|time|day|name|title|price|cost|amount|weight|length|size)) of [a-z]+$/.exec(phrase)
    ?? /^([a-z]+) of(?: [a-z ]+)?$/.exec(phrase) ?? /^([a-z]+) (?:per|for each|of each) [a-z]+$/.exec(phrase);
  return m ? m[1]! : phrase;
}

/** Done to something, so the tick is named by the thing: "paid" → Deposit paid; "needs", "sunny" stay as they are. */
const PARTICIPLE = /(?:ed|en|paid|done|bought|sent|got|made|seen|read|run|fed|won|lost|sold|kept|left|brought|caught|drunk|swum|gone|understood)$/;

/** Whose or when is not part of a yes/no's name: "their subs this year" → subs. */
function doneTo(words: string): string {
  return words.replace(/\b(?:this|last|next) (?:year|month|week|term|season|time)\b.*$|\b(?:today|tonight|yet|already|on time|or not|in full|each [a-z]+|every [a-z]+)\b.*$/, '')
    .replace(/\b(?:my|his|her|our|your|their|its|the|a|an|some|any|it|them|him|me|us|you|up|off|out|back|over|away|down|in)\b/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * "whether they've paid the deposit" → Deposit paid, "whether I took my meds" → Meds taken,
 * "whether it's finished" → Finished: a yes/no named by what was done, and to what when the writer says.
 */
export function whetherField(said: string): Attribute | null {
  // ("whether they RSVP'd": the verb without its written-on past.)
  // ("whether i flashed it y/n": the answers said after it are not part of what it asks.)
  const phrase = said.replace(/\b([a-z]{3,})'d\b/g, '$1').replace(/ \(?(?:yes ?\/ ?no|y ?\/ ?n|yes or no)\)?$/, '');
  // ("whether the cat has been fed or not": the one it is asked of may come with its article.)
  const m = /^whether (?:(?:i|it|they|you|he|she|we)(?:'s|'re|'ve|'m|'d)?\s|(?:this |that |the |my |our |his |her |their )?[a-z]+ (?=(?:is|was|were|are|has|have|had|been|got)\b|(?:[a-z]+ed|ate|took|did|went|gave|wrote|drank|saw|bought|sent|won|lost|paid|fed)\b))?(?:have |has |had |am |is |was |were |are |been |got )*([a-z]+)(?: (.*))?$/.exec(phrase);
  if (!m) return null;
  const done = own(PARTICIPLES, m[1]!) ?? m[1]!;
  const object = PARTICIPLE.test(done) ? doneTo(m[2] ?? '') : '';
  if (!object || object.split(' ').length > 2 || object.split(' ').some((w) => STOP_WORDS.has(w))) return make(done, 'yesno');
  return make(`${object} ${done}`, 'yesno');
}

/** A tick box of the record, named by what the tick says. */
function tickField(phrase: string): Attribute | null {
  // "a done box", "a paid tick": a yes/no field named by the word before the box.
  // "tick when paid", "check it off once done": named by the state the tick marks.
  // "tick box for whether he's taken it today": named by what the tick says.
  const m = /^([a-z]+) (?:check ?box|tick ?box|box|tick)(?:$| (?:i|we|you|to)\b)/.exec(phrase)
    // ("tick when she's taken it": whoever does it, the tick says it is done.)
    ?? /^(?:tick|check|mark)(?: (?:it|them|box|off))? (?:when|once|if) (?:(?:it|its|they|he|she|i|we|you)(?:'s|'re|'ve| is| are| has| have)? )?(?:been )?([a-z]+)(?: (?:it|them|one))?$/.exec(phrase)
    ?? /^(?:check ?box|tick ?box|tick|box) (?:for|to (?:show|mark|say)) (?:whether|if) (?:[a-z]+(?:'s|'ve|'re| has| have| is| was| are))? ?(?:been )?([a-z]+)/.exec(phrase)
    // ("a checkbox when taken", "checkbox when it's done", "tick box if i took it": named by what the tick says.)
    ?? /^(?:check ?box|tick ?box|checkbox|box) (?:when|once|if) (?:(?:it|they|he|she|i|we|you)(?:'s|'re|'ve| is| are| has| have)? )?(?:been )?([a-z]+)/.exec(phrase);
  return m ? make(own(PARTICIPLES, m[1]!) ?? doneForm(m[1]!), 'yesno') : null;
}

/** "tick when she takes them": a tick says it is done, so a verb in the present reads as its participle (Taken). */
function doneForm(word: string): string {
  if (!/s$/.test(word) || !nlp(`she ${word} it`).has('#PresentTense')) return word;
  const forms = nlp(`she ${word} it`).verbs().conjugate()[0] as { Participle?: string; PastTense?: string } | undefined;
  return forms?.Participle ?? forms?.PastTense ?? word;
}

/** "what i planted" → Plant, "what i ate" → Food: the thing done, named as a noun where English has one. */
const DONE_THINGS: Record<string, string> = { planted: 'plant', ate: 'food', drank: 'drink', cooked: 'dish', baked: 'bake', bought: 'item', wore: 'outfit', watched: 'title', read: 'title', sowed: 'seed', ordered: 'item', caught: 'catch', grew: 'plant', played: 'game', visited: 'place', found: 'find' };

/** "signed off yes/no" is a yes/no field; "time to take it", "the member who picked it" are the noun, its clause only says which. */
function yesNoOrNounWithClause(phrase: string): Attribute | null {
  let m = /^([a-z]+(?: [a-z]+){0,2}) \(?(?:yes ?\/ ?no|y ?\/ ?n|true ?\/ ?false|yes or no)\)?$/.exec(phrase);
  if (m) return make(own(PARTICIPLES, m[1]!) ?? m[1]!, 'yesno');
  m = /^(time|date|day|place|member|person|friend|player|kid|child) (?:to|who|that|which|when) [a-z]+(?: (?:it|them|one|him|her))?$/.exec(phrase);
  return m ? make(m[1]!, kindOf(m[1]!)) : null;
}

function asNumber(a: Attribute | null): Attribute | null {
  return a ? { name: a.name, label: a.label, kind: 'number', ...(a.unit ? { unit: a.unit } : {}) } : null;
}

/** "date i finished", "the date i bought each one" (irregular pasts too): a date named by what happened on it. */
function dateOfDoing(phrase: string): Attribute | null {
  // "date it was paid", "day they were planted": the date named by what happened to it.
  const passive = /^(date|day) (?:that |when )?(?:it|they) (?:was|were|got) ([a-z]+)$/.exec(phrase);
  if (passive) return make(`date ${passive[2]}`, 'date');
  // "date it went in", "time it started", "day they arrived": when the thing itself did something, labelled as said.
  const itDid = /^(date|day|time) (?:that |when )?(?:it|they) ([a-z]+ed|went|came|began|left|got|fell|broke|ran|arrived)( in| out| off| up| on| back)?$/.exec(phrase);
  if (itDid && (/ed$/.test(itDid[2]!) || nlp(`it ${itDid[2]!}`).has('#PastTense'))) return { ...make(`${itDid[1] === 'time' ? 'time' : 'date'} ${itDid[2]}${itDid[3] ?? ''}`, itDid[1] === 'time' ? 'time' : 'date'), label: sentenceCase(phrase) };
  // "date it next needs watering", "day they're due a feed": the date the next one is due, named by it.
  const due = /^(?:date|day) (?:that |when )?(?:it|they)(?:'s|'re| is| are)? (?:next )?(?:needs?|due(?: for| a| an)?) (?:next )?([a-z]+)(?: next| again)?$/.exec(phrase);
  if (due) return make(`next ${due[1]}`, 'date');
  const m = /^(date|day) (?:that |when )?(?:i|we|you|they|he|she) (last |first )?([a-z]+ed|bought|got|met|took|sold|found|made|began|left|won|lost|ran|swam|rode|gave|brought|caught|grew|built|wrote|sent|paid)(?: (?:each|every) one| it| them| [a-z0-9]+)?$/.exec(phrase);
  if (!m) return null;
  const done = own(PARTICIPLES, m[3]!) ?? m[3]!;
  return make(m[2] ? `${m[2]}${done}` : `date ${done}`, 'date');
}

const WH_FIELDS: Record<string, [string, FieldKind, string]> = {
  who: ['who', 'text', 'Who'], when: ['date', 'date', 'Date'], where: ['place', 'text', 'Place'], 'how much': ['amount', 'money', 'Amount'],
  'how many': ['quantity', 'number', 'How many'], 'what for': ['reason', 'text', 'What for'], 'for what': ['reason', 'text', 'What for'], why: ['reason', 'text', 'Why'], 'what time': ['time', 'time', 'What time'],
};

/** A plural single word names a count ("attempts", "laps"), unless it is text by nature. */
const PLURAL_TEXT = /^(notes|attendees|participants|speakers|authors|actors|teammates|tags|comments|ingredients|steps|details|instructions|directions|links|photos|names|lyrics|thoughts|ideas|symptoms|reasons|feelings|goals|allergies|medications|meds|toppings|side effects|triggers|ingredients used|materials|tools|supplies|skills|hobbies|interests|favorites|favourites|likes|dislikes|contacts|emails|websites|genres|languages|keywords|topics|highlights|takeaways)$/;

function kindOf(phrase: string): FieldKind {
  // A phone, card or id "number" is text you read, not an amount.
  if (/\b(?:phone|mobile|cell|telephone|contact|card|account|id|reference|tracking|order|house|flat|room|seat|table|licen[cs]e|plate|passport|policy|serial|model|part|invoice) (?:number|no)$/.test(phrase) && !/^(?:table|room|seat|house|flat) number$/.test(phrase)) return 'text';
  // "bill name", "client name": a name is text, whatever it names.
  if (/ (?:name|title|notes?|description|comment|address|email)$/.test(phrase)) return 'text';
  if (MONEY.test(phrase)) return 'money';
  // "needle size", "ring size": a size read off a numbered gauge, unlike a shirt's S, M or L.
  if (/\b(?:needle|hook|ring|shoe|screen|wheel|drill|nib|brush|frame) size$/.test(phrase)) return 'number';
  // "week", "round", "hole": which one of a numbered series, a number.
  if (/^(?:week|round|lap|hole|episode|chapter)$/.test(phrase)) return 'number';
  // "due dates", "start times": a plural of a date or time field is still one per record.
  if (/ (?:dates|times)$/.test(phrase)) return kindOf(phrase.slice(0, -1));
  // The last word decides: "start mileage" is a number, "start date" a date.
  const head = phrase.split(' ').pop()!;
  if (phrase.includes(' ') && NUMBER.test(head) && !DATE.test(head) && !TIME.test(head)) return 'number';
  // "kwh added", "litres used": an amount of a unit, named by what was done with it.
  const [unit, done] = phrase.toLowerCase().split(' ');
  if (done && /^[a-z]+ed$/.test(done) && phrase.split(' ').length === 2 && UNITS.test(unit!) && !/^(?:m|g|l)$/.test(unit!)) return 'number';
  if (/^[a-z]+s$/.test(phrase) && !/ss$/.test(phrase) && !PLURAL_TEXT.test(phrase) && singular(phrase) !== phrase && !DATE.test(phrase) && !TIME.test(phrase)) return 'number';
  if (/\b(time of day|time|bedtime)\b/.test(phrase) && !/\btimes\b/.test(phrase)) return TIME.test(phrase) ? 'time' : 'text';
  if (DATE.test(phrase)) return 'date';
  if (NUMBER.test(phrase)) return 'number';
  return 'text';
}

function make(phrase: string, kind: FieldKind): Attribute {
  // Each record has one "due date", though the prompt speaks of "due dates".
  const clean = kind === 'date' || kind === 'time' ? phrase.trim().replace(/ (date|time)s$/, ' $1') : phrase.trim();
  const label = sentenceCase(kind === 'yesno' || kind === 'number' ? clean : clean.split(' ').map((w, i, a) => (i === a.length - 1 && kind === 'text' ? w : w)).join(' '));
  const raw = camel(clean === 'number' ? 'count' : clean.replace(/'s?\b/g, ''));
  return { name: fieldName(raw), label, kind };
}

/** Some names belong to the AppSpec itself ("item" in a row template): the field keeps its label under another name. */
export function fieldName(raw: string): string {
  return /^(item|index|load|save|isLoaded|PREFS)$/.test(raw) || RESERVED_WORDS.has(raw) ? `${raw}Name` : raw;
}

function dedupe(list: Attribute[]): Attribute[] {
  const seen = new Set<string>();
  return list.filter((a) => {
    const key = singular(a.name.toLowerCase());
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
