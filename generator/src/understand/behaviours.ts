import nlp from 'compromise';
import type { Attribute, Computation, DatePlan, ListBehaviour, Plan, Subject } from './plan';
import type { Reader } from './reader';
import { camel, plural, sentenceCase, singular, STOP_WORDS } from './words';
import { teamsAsked } from './teams';
import { typeItem, whetherField } from './attributes';

/** An attribute named by a word of the prompt ("by author", "per category"). */
export function attributeFor(attrs: readonly Attribute[], word: string | undefined): Attribute | undefined {
  if (!word) return undefined;
  const w = singular(word.toLowerCase());
  // "group them by where they are", "sort by when": the place or the date field.
  if (w === 'where') return attrs.find((a) => /^(location|place|room|spot|where|area|shelf)$/i.test(a.name));
  if (w === 'when') return attrs.find((a) => a.kind === 'date') ?? attrs.find((a) => a.kind === 'time');
  // ("count points each kid earned" with a Points field: the field named the word wins over one only labelled so,
  // as the "Point" of each point record is.)
  const named = attrs.find((a) => a.name.toLowerCase() === camel(w).toLowerCase()) ?? attrs.find((a) => singular(a.name.toLowerCase()) === w) ?? attrs.find((a) => a.label.toLowerCase().split(' ').some((x) => singular(x) === w))
    // "total km", "the average ml per feed": a unit names the one field kept in it.
    ?? unitOf(attrs, word.toLowerCase());
  // "how many wins each person has": the field that holds who it was (the winner, the player).
  // ("total minutes per person" over "who walked": the one who did it, named for the doing.)
  // ("total pages per reader" over "who read it": one who does something is the field that holds who.)
  // ("the average rating for each person" over "who picked it": Picked by holds who too.)
  if (!named && (/^(person|people|player|who)$/.test(w) || agentNoun(w))) return attrs.find((a) => (a.kind === 'text' || a.kind === 'choice') && /^(winner|who|player|person|loser|walker|driver|payer|buyer|seller|cook|giver|runner|helper|doer|who[A-Z][a-z]+|[a-z]+By)$/.test(a.name));
  // "the average temp" of a temperature, "avg qty": a word cut short names the one field it begins.
  const short = named || w.length < 4 ? [] : attrs.filter((a) => a.label.toLowerCase().split(' ').some((x) => x.length > w.length && x.startsWith(w)));
  return named ?? (short.length === 1 ? short[0] : undefined);
}

/** "group them by who picked it": the field that question was asked as ("Picked by"), read the same way as the field itself. */
function askedAttribute(attrs: readonly Attribute[], text: string, by: RegExpExecArray | null): Attribute | undefined {
  if (!by || !/^(?:who|what|which)$/.test(by[1]!)) return undefined;
  const question = /^[a-z' ]+?(?=$|[.,;!?]| (?:and|so|then|to|with|in|on) )/.exec(text.slice(by.index + by[0].length - by[1]!.length))?.[0];
  const field = question && question.includes(' ') ? typeItem(question) : null;
  return field ? attrs.find((a) => a.name === field.name) : undefined;
}

/** "reader", "driver", "runner": a noun for one who does a verb (the word less -er, -r or a doubled letter is a verb). */
function agentNoun(word: string): boolean {
  if (!/^[a-z]{3,}er$/.test(word)) return false;
  const stems = [word.slice(0, -2), word.slice(0, -1), ...(/(.)\1er$/.test(word) ? [word.slice(0, -3)] : [])];
  return stems.some((stem) => stem.length >= 3 && nlp(stem).has('#Verb'));
}

function unitOf(attrs: readonly Attribute[], word: string): Attribute | undefined {
  const inUnit = attrs.filter((a) => (a.kind === 'number' || a.kind === 'money') && !!a.unit && (a.unit.toLowerCase() === word || singular(a.unit.toLowerCase()) === singular(word)));
  return inUnit.length === 1 ? inUnit[0] : undefined;
}

const titleAttr = (s: Subject) => s.attributes.find((a) => a.kind === 'text') ?? s.attributes.find((a) => a.kind === 'choice');

/** "grouped by aisle (produce, dairy, bakery)": a choice the records did not have yet, with those options. */
function groupNamedWithOptions(reader: Reader, attrs: Attribute[], group: RegExpExecArray | null): Attribute | undefined {
  if (!group) return undefined;
  // "(produce, dairy, bakery)", "like clothes, food, gear", "such as a, b and c".
  const options = /^ ?\(([a-z ]+(?:, ?[a-z ]+)+)\)/.exec(reader.text.slice(group.index + group[0].length))
    ?? /^,? (?:like|such as|e\.?g\.?|:) ?((?:[a-z]+(?: [a-z]+)?, )+(?:and |or )?[a-z]+(?: [a-z]+)?)(?=$|[.;!?]| (?:and|so|then|with)\b)/.exec(reader.text.slice(group.index + group[0].length));
  if (!options) return undefined;
  reader.mark(group.index, group.index + group[0].length + options[0].length);
  const name = group[1]!;
  const attr: Attribute = { name, label: name.charAt(0).toUpperCase() + name.slice(1), kind: 'choice', options: options[1]!.split(/, ?(?:and |or )?/).map((o) => o.trim()).map((o) => o.charAt(0).toUpperCase() + o.slice(1)) };
  attrs.push(attr);
  return attr;
}

/**
 * "let me edit entries, and delete them", "I need to be able to delete mistakes": every list of records
 * can be edited and deleted already, so these asks are read as built (never reported as not understood).
 */
function editAndDelete(reader: Reader): void {
  reader.findAll(/\b(?:(?:let me|be able to|so i can|i can|can i|i need to|need to|want to|option to|a way to|and) )?(?:edit|delete|remove|change|update|fix|correct)(?: (?:or|and|&) (?:edit|delete|remove|change|update|fix))?(?: (?:them|it|entries|an entry|mistakes|typos|things|items|ones|(?:the |my |an? )?(?:[a-z]+ )?[a-z]+s|the [a-z]+))?(?: (?:if|when|once|after) (?:i|we|they)(?:'ve| have)? [a-z' ]+?)?(?=[.;,!?]|$| and )/g);
}

export function listBehaviour(reader: Reader, subject: Subject): ListBehaviour {
  const out: ListBehaviour = {};
  editAndDelete(reader);
  const attrs = subject.attributes;
  const search = reader.find(/\b(?:search|find|look up)(?:es|ing)?(?: (?:them|it|items|\w+s))?(?: (?:by|for|on) (?:the |their |its )?([a-z]+))?/);
  if (search) {
    const a = attributeFor(attrs, search[1]) ?? titleAttr(subject);
    if (a && (a.kind === 'text' || a.kind === 'choice')) out.search = a.name;
  }
  const sort = listSort(reader, subject);
  if (sort) out.sort = sort;
  // "a filter by category": a list grouped by that choice shows each category together.
  // ("group the trays by seed type": the records named with their article.)
  const group = reader.find(/\b(?:group(?:ed|s)?|filter(?:ed|s)?)(?: (?:them|it|items|the list|everyone|everybody|everything|all|(?:the |my |our |all (?:the |my )?)?\w+s|(?:the |my )?[a-z]+ (?:list|log)))? (?:by|per|into|on) (?:the |their |its )?([a-z]+)/);
  const grouped = askedAttribute(attrs, reader.text, group) ?? attributeFor(attrs, group?.[1]) ?? groupNamedWithOptions(reader, attrs, group);
  if (grouped) out.group = grouped.name;
  // "filter by exercise" over a typed-in field: a search box narrows the list to what is typed there.
  if (grouped && grouped.kind === 'text' && /^filter/.test(group?.[0].trim() ?? '') && !out.search) out.search = grouped.name;
  // "mark it when it comes back": ticked off once it is returned (or paid, done …).
  const back = reader.find(/\b(?:mark|tick) (?:it|them|each one|one)(?: off)? (?:as \w+ )?(?:when|once|after) (?:it|they|each one) (?:(?:comes?|gets?|is|are) |(pays?|paid) (?:me |us )?)(back|returned|paid|done|finished|repaid)\b/);
  if (back) out.toggle = back[1] ? 'repaid' : back[2] === 'back' ? 'returned' : back[2]!;
  // ("we tick each one as we go", "they tick a chore when it's done", "a checklist … that I can tick": ticking a row is its checkbox.)
  const toggle = back ? null : reader.find(/\b((?:tick|check)s? (?:off )?(?:each one|each|every one|an? [a-z]+|each [a-z]+|every [a-z]+)(?: off)? (?=as (?:i|we|they|you) go\b|when\b|once\b)|(?<=\b(?:i|we|they|you) can )(?:tick|check)(?= *(?:[.;!?]|$))|(?:tick|check)(?: (?:them|it|each one|each|every one))?(?: off)? (?=(?:each|every) (?:day|morning|evening|night|week)\b(?!.*\bstreaks?\b)|daily\b(?!.*\bstreaks?\b))|checkbox(?:es)?|(?:tick|check) box(?:es)?|tickbox(?:es)?|(?:tick|check)(?: (?:it|them|each one))? (?:when|once) (?:it'?s |they'?re )?(?:done|finished|complete)|(?:tick|check|cross)(?:ed)? (?:them |it |items |things |each one |[a-z]+s )?off|mark(?:ed)? (?:them |it |items |each one )?(?:as )?((?<=as )[a-z]+|done|complete|completed|finished|sold|paid|bought|read|seen|[a-z]{3,}ed(?= when| once| after| if|[.,;]|$))|([a-z]+ed) or not|mark (?:the )?(?:ones|[a-z]+s) (?:i|i've|i have) (?:already )?(know|learned|learnt|mastered|finished|read|watched|seen|visited|tried|done|played))\b/);
  // "a paid checkbox": the word before it names what the tick means.
  const named = /\b(?:an? |the )?([a-z]+) (?:checkbox|tick ?box)\b/.exec(reader.text)?.[1];
  const tickWord = named && /(?:ed|en|done|paid|read|sent|seen)$/.test(named) ? named : undefined;
  // A yes/no field of the records ("whether it's paid", "a done box") is ticked off in the list.
  const yesNo = attrs.find((a) => a.kind === 'yesno')?.name;
  if (!toggle && yesNo) out.toggle = yesNo;
  // Packing and shopping lists are ticked off as a matter of course.
  if (!toggle && !out.toggle && subject.noun === 'item' && reader.has(/\b(packing|pack|shopping|grocery|groceries|checklist)\b/)) out.toggle = reader.has(/\bpacking\b|\bpack (?:list|for)\b|\bto pack\b/) ? 'packed' : reader.has(/\b(shopping|grocery|groceries|buy)\b/) ? 'bought' : 'done';
  const teams = teamsAsked(reader);
  if (teams) out.teams = teams;
  if (reader.find(/\b(?:randomly (?:picks?|chooses?|selects?)|picks? (?:one )?(?:at random|randomly)|random (?:pick|choice)|spin to pick|decides? for (?:me|us))\b/) ||
    // ("a class list …, a random name picker": a picker beside the records picks one of them.)
    reader.find(/\b(?:an? )?random (?:[a-z]+ )?(?:picker|chooser|selector)\b/)) out.pickRandom = true;
  // "tick who came this week", "mark who's here": a register, ticked as present (a field "present", never the stand-in "here").
  const present = toggle ? null : reader.find(/\b(?:tick|check|mark)(?: off)? (?:who|whoever|the ones who|those who|which (?:ones|kids|people|members|players) (?:came|are here)|(?:the |each )?(?:kids|people|members|players|students) who) ?(came|showed up|turned up|attended|(?:is|'s|are) (?:here|present))?\b/);
  if (present) out.toggle = /here|present/.test(present[1] ?? 'here') ? 'present' : /attended/.test(present[1]!) ? 'attended' : 'came';
  // "tick them off when I spot one": ticked as spotted.
  const when = /\b(?:tick|check|cross|mark)\w* (?:them |it |each one )?off (?:when|once|after) (?:i|we) (spot|see|finish|read|watch|buy|pack|visit|try|complete|do|hear|catch|find|learn)\b/.exec(reader.text)?.[1];
  const DONE: Record<string, string> = { spot: 'spotted', see: 'seen', finish: 'finished', read: 'read', watch: 'watched', buy: 'bought', pack: 'packed', visit: 'visited', try: 'tried', complete: 'completed', do: 'done', hear: 'heard', catch: 'caught', find: 'found', learn: 'learned' };
  // "a switch to hide the done ones", "a toggle that hides bought items": a switch over the ticked-off records.
  // ("a 'hide completed' switch": the switch named by what it does.)
  if (reader.find(/\b(?:switch|toggle|option|setting|checkbox)(?: in (?:the )?settings)?(?: (?:to|that|which) (?:hides?|hiding)| for hiding) (?:the |all |my )?(?:done|ticked(?: off)?|checked|completed|finished|bought|packed|read|watched|known|learned|paid|visited|[a-z]{3,}ed)(?: ones| items| tasks| things| notes| books| films| words)?\b|['"“‘]?hide (?:the )?(?:done|ticked|checked|completed|finished|bought|packed|read|watched|paid)(?: ones| items| tasks)?['"”’]? (?:switch|toggle|option|setting|checkbox)\b/)) {
    out.hideTicked = true;
    if (!toggle) out.toggle ??= 'done';
  }
  // "mark the ones I know": ticked as known.
  const PAST: Record<string, string> = { know: 'known', learnt: 'learned' };
  if (toggle) out.toggle = toggle[2] ?? toggle[3] ?? (toggle[4] ? PAST[toggle[4]] ?? toggle[4] : undefined) ?? tickWord ?? (when ? DONE[when] : undefined) ?? yesNo ?? (reader.has(/\bpacking\b|\bpack (?:list|for)\b|\bto pack\b/) ? 'packed' : reader.has(/\bbought|buy\b|\bgrocer|\bshopping\b/) ? 'bought' : 'done');
  return out;
}

/** "a count of who's here", "how many came": the records ticked as present, counted (not taps of a counter). */
export const COUNT_OF_TICKED = /\b(?:count|number|total) of (?:who|whoever|those|the ones|people|kids|members|players|students)(?:'s| is| are| who)? ?(?:here|came|present|showed up|turned up|attended)\b|\bhow many (?:came|showed up|turned up|are here|attended|are present)\b/;

/** The field a superlative measures: the heaviest by weight, the cheapest by money, the longest by length or time. */
function measureFor(attrs: readonly Attribute[], word: string): Subject['attributes'][number] | undefined {
  const numeric = attrs.filter((a) => a.kind === 'number' || a.kind === 'money');
  const by = (re: RegExp) => numeric.find((a) => re.test(a.name) || re.test(a.label) || re.test(a.unit ?? ''));
  if (/heaviest|lightest/.test(word)) return by(/weight|kg|lbs?|pounds|grams?/i);
  if (/cheapest|dearest|expensive/.test(word)) return attrs.find((a) => a.kind === 'money') ?? by(/price|cost/i);
  if (/longest|shortest/.test(word)) return by(/length|long|duration|time|minutes?|hours?|distance|km|miles?/i);
  if (/tallest/.test(word)) return by(/height|tall|cm|inch/i);
  if (/fastest|slowest/.test(word)) return by(/time|seconds?|minutes?|speed|pace/i);
  return numeric.length === 1 ? numeric[0] : by(/size|amount|weight|score|points/i);
}

/** "the most recently finished at the top": the date field named (or the one date), newest first. */
function recentOnTop(text: string, attrs: readonly Attribute[]): Attribute | undefined {
  const m = /\b(?:the )?(?:most recent(?:ly)?|newest|latest|last) ([a-z]+)(?: ones?)? (?:at (?:the )?top|on top|first)\b/.exec(text);
  if (!m) return undefined;
  const named = attributeFor(attrs, m[1]);
  return named?.kind === 'date' || named?.kind === 'time' ? named : attrs.find((a) => a.kind === 'date');
}

/** "show them in date order", "in order of price", "alphabetical order": that field, first to last. */
function inOrder(reader: Reader, subject: Subject): ListBehaviour['sort'] {
  const m = reader.find(/\b(?:in|by) (?:(reverse) )?(?:([a-z]+) order|order of (?:the |their )?([a-z]+))\b/);
  if (!m) return undefined;
  const word = (m[2] ?? m[3])!;
  const attrs = subject.attributes;
  const a = /^alphabetic/.test(word) ? titleAttr(subject) : attributeFor(attrs, word) ?? (/^(?:date|day|time|when)$/.test(word) ? attrs.find((x) => x.kind === 'date') ?? attrs.find((x) => x.kind === 'time') : undefined);
  return a ? { field: a.name, descending: !!m[1] } : undefined;
}

/** How the records are ordered: "sort by rating", "cheapest first", "newest on top". */
function listSort(reader: Reader, subject: Subject): ListBehaviour['sort'] {
  const attrs = subject.attributes;
  let sorted: ListBehaviour['sort'];
  // ("sortable by vintage": a list that can be sorted is shown sorted by it.)
  const sort = reader.find(/\b(?:sort(?:ed|s|ing|able)?|order(?:ed)?(?= (?:by|them|it|the|items|alphabetical))|rank(?:ed|s)?)(?: (?:them|it|items|the list|\w+s\b))?(?: (?:by|on) (?:the |their |its |that |this )?(?:(?:number|amount|count) of (?=[a-z]+s\b))?([a-z]+)(?: date)?)?(?:,? (?:with (?:the )?)?(alphabetical(?:ly)?|a-z|z-a|newest first|(?:high|big|large|low|small)(?:est)? to (?:high|big|large|low|small)(?:est)?|oldest first|latest first|most recent first|descending|ascending|highest first|lowest first|biggest first|smallest first|soonest first|earliest first|closest first|(?:best|highest|top)[- ]rated (?:first|on top|at (?:the )?top)))?|\b(alphabetical(?:ly)?|a-z|newest first|most recent first|highest first)\b|\b(?:best|highest|top)[- ]rated (first|on top|at (?:the )?top)\b/);
  const ranking = sort ? rankedBy(reader.text.slice(sort.index + sort[0].length), sort[1], attrs) : undefined;
  if (ranking) sorted = ranking;
  else if (sort) {
    // "sort by most recent", "sorted by newest": the direction said where a field would be.
    const byAge = /^(most|newest|latest|oldest|recent)$/.test(sort[1] ?? '') ? (sort[1] === 'oldest' ? 'oldest first' : 'newest first') : undefined;
    if (byAge) sort[1] = undefined as unknown as string;
    // "sort the list highest rated first": by the rating, best first.
    const rated = /rated/.test(sort[2] ?? '');
    const how = sort[4] || rated ? 'highest first' : byAge ?? sort[2] ?? sort[3] ?? '';
    if (sort[4] || (rated && !sort[1])) sort[1] = 'rating';
    const alpha = /alpha|a-z/.test(how);
    const dated = /newest|latest|recent|oldest|soonest|earliest|closest/.test(how) || / date$/.test(sort[0]);
    const named = attrs.find((x) => x.kind === 'text') ?? { name: 'name', label: 'Name', kind: 'text' as const };
    // "sort high to low": a size, so the records' number.
    const ranged = / to /.test(how) ? measureFor(attrs, '') : undefined;
    // "Sort with the most recently finished at the top": the direction and its date said apart from "sort".
    const apart = how || sort[1] ? undefined : recentOnTop(reader.text, attrs);
    const a = attributeFor(attrs, sort[1]) ?? ranged ?? apart ?? (alpha ? named : dated ? attrs.find((x) => x.kind === 'date') : titleAttr(subject));
    // Without a direction, ratings and scores read best highest first; everything else ascending.
    const ranked = !how && (a?.kind === 'number' || a?.kind === 'money') && /rating|score|points|stars|votes/i.test(a.name);
    // "Newest at the top sorted by time", "… by date, newest on top": the direction said apart from "sort".
    const newestOnTop = !how && (!!apart || /\b(?:newest|latest|most recent)(?: ones?| entries| first)? (?:at (?:the )?top|on top)\b/.test(reader.text));
    if (a) sorted = { field: a.name, descending: ranked || newestOnTop || /z-a|newest|latest|recent|descending|highest|biggest|^(?:high|big|large)/.test(how) };
  }
  // "lowest quantity at the top", "cheapest first": the list ordered by that field.
  // "sorted highest roll first": the superlative names the field even after "sorted".
  const top = sorted && !/\bsort(?:ed|s)? (?:lowest|smallest|least|fewest|cheapest|earliest|soonest|oldest|highest|biggest|largest|most|dearest|latest|newest|best) [a-z]+ (?:at the top|on top|first)\b/.test(reader.text) ? null : reader.find(/\b(lowest|smallest|least|fewest|cheapest|earliest|soonest|oldest|highest|biggest|largest|most|dearest|latest|newest|best|low|high|fattest|thickest|longest|shortest|heaviest|lightest|thinnest) ([a-z]+)(?: date)? (?:at the top|on top|first)\b/);
  const topField = top && topOrdered(attrs, top[1]!, top[2]!, subject);
  if (top && topField) sorted = { field: topField.name, descending: /^(highest|biggest|largest|most|dearest|latest|newest|best|high|fattest|thickest|longest|heaviest)$/.test(top[1]!) };
  // "sort heaviest first", "cheapest on top": a superlative alone names its measure.
  const alone = sorted && !/\bsort(?:ed|s|ing)? (?:heaviest|lightest|cheapest|dearest|most expensive|longest|shortest|tallest|fastest|slowest|biggest|smallest) /.test(reader.text) ? null : /\b(heaviest|lightest|cheapest|dearest|most expensive|longest|shortest|tallest|fastest|slowest|biggest|smallest)(?: ones?)? (?:at the top|on top|first)\b/.exec(reader.text);
  const measure = alone && measureFor(attrs, alone[1]!);
  if (alone && measure) {
    reader.find(new RegExp(alone[0]));
    // ("fastest first" over lap times: the lowest time; over a speed: the highest.)
    const overTime = /^(fastest|slowest)$/.test(alone[1]!) && !SPEED_FIELD.test(`${measure.name} ${measure.label} ${measure.unit ?? ''}`);
    sorted = { field: measure.name, descending: /^(heaviest|dearest|most expensive|longest|tallest|fastest|biggest)$/.test(alone[1]!) !== overTime };
  }
  // "hardest grade first", "the deepest dives at the top": any superlative before a measured field orders by it.
  sorted ??= superlativeOrder(reader, attrs);
  // "newest on top", "oldest first" on their own: by the records' date.
  // ("… days until each one, soonest at the top": the nearest date first.)
  const byAge = sorted ? null : reader.find(/\b(newest|latest|most recent|oldest|soonest|earliest)(?: ones?| entries)? (?:at (?:the )?top|on top|first)\b/);
  // ("stamps: country, year, value. oldest first": without a date, the year says how old.)
  // ("log baby feeds: time, side … newest first": timed entries are dated too, so the newest day comes first.)
  if (byAge && !attrs.some((a) => a.kind === 'date') && attrs.some((a) => a.kind === 'time')) attrs.push({ name: 'date', label: 'Date', kind: 'date' });
  const dateField = byAge && (attrs.find((a) => a.kind === 'date') ?? attrs.find((a) => a.kind === 'number' && /^year$/i.test(a.name)));
  if (byAge && dateField) sorted = { field: dateField.name, descending: /^(newest|latest|most recent)$/.test(byAge[1]!) };
  return sorted ?? inOrder(reader, subject);
}

/** The field "lowest quantity at the top", "soonest pickup first", "biggest expense first" orders by. */
function topOrdered(attrs: Attribute[], adjective: string, word: string, subject: Subject): Attribute | undefined {
  // "soonest pickup on top", "newest reading at the top": a word in time that names no field orders by the date.
  const temporal = /^(earliest|soonest|oldest|latest|newest)$/.test(adjective);
  // ("biggest expense first" over an expense's name: a superlative orders by a measure, never by a written field.)
  const named = attributeFor(attrs, word);
  return (named && !/^(?:text|choice|yesno)$/.test(named.kind) ? named : undefined)
    ?? (/^(cheapest|dearest)$/.test(adjective) ? attrs.find((a) => a.kind === 'money') : temporal ? attrs.find((a) => a.kind === 'date') ?? attrs.find((a) => a.kind === 'time') : sizeOf(attrs, adjective, word, subject))
    // ("a leaderboard with the highest score at the top" over points kept under another name: the records' one number.)
    ?? (/^(highest|lowest|best|high|low|biggest|largest|smallest)$/.test(adjective) ? measureFor(attrs, '') : undefined);
}

/** The number (or money) field a word names; a written field is never read as a measure here. */
function numberNamed(attrs: readonly Attribute[], word: string | undefined): Attribute | undefined {
  const a = attributeFor(attrs, word);
  return a && (a.kind === 'number' || a.kind === 'money') ? a : undefined;
}

const BEST = /^(best|highest|top|most|greatest|biggest|largest|lowest|worst|least|smallest|fewest)$/;

/**
 * "sort by best rated", "sort by highest score", "rank them by most points": the superlative said where the
 * field would be orders by the measure it names (the rating when it says "rated"), best first.
 */
function rankedBy(after: string, word: string | undefined, attrs: readonly Attribute[]): ListBehaviour['sort'] {
  const best = BEST.exec(word ?? '');
  const next = /^[- ]([a-z]+)/.exec(after)?.[1];
  if (!best || (best[1] === 'most' && /^recent/.test(next ?? ''))) return undefined;
  const numbers = attrs.filter((a) => a.kind === 'number' || a.kind === 'money');
  const rating = numbers.find((a) => a.scale || /rating|score|stars|points|votes/i.test(a.name));
  const field = next === 'rated' || !next ? rating ?? measureFor(attrs, '') : numberNamed(attrs, next) ?? (/^(rating|score|mark)s?$/.test(next) ? rating : undefined);
  return field ? { field: field.name, descending: !/^(lowest|worst|least|smallest|fewest)$/.test(best[1]!) } : undefined;
}

/** The measured field a superlative names ("hardest grade", as the part-of-speech library tags it); never a recency ("latest"). */
function superlativeField(adjective: string, word: string, attrs: readonly Attribute[]): Attribute | undefined {
  if (/^(?:latest|earliest|newest|oldest|soonest)$/.test(adjective)) return undefined;
  const field = numberNamed(attrs, word);
  return field && nlp(`the ${adjective} ${word}`).has('#Superlative') ? field : undefined;
}

/** "hardest grade first", "warmest days on top": a superlative (as the part-of-speech library tags it) and the measured field it names. */
function superlativeOrder(reader: Reader, attrs: readonly Attribute[]): ListBehaviour['sort'] {
  for (const m of reader.text.matchAll(/\b([a-z]{3,}est) ([a-z]+)(?: ones?)? (?:at (?:the )?top|on top|first)\b/g)) {
    const field = superlativeField(m[1]!, m[2]!, attrs);
    if (!field) continue;
    reader.mark(m.index, m.index + m[0].length);
    return { field: field.name, descending: !LOW_END.test(m[1]!) };
  }
  return undefined;
}

/** "the biggest books at the top", "longest walks first": the records' own size (pages, length, weight), or their one number. */
function sizeOf(attrs: readonly Attribute[], adjective: string, noun: string, subject: Subject): Attribute | undefined {
  // "biggest books" in a reading log: the noun names the things, whatever the log calls them.
  if (!/^(biggest|largest|smallest|fattest|thickest|thinnest|longest|shortest|heaviest|lightest)$/.test(adjective) || subject.attributes.some((a) => a.kind === 'text' && a.name === noun)) return undefined;
  const numbers = attrs.filter((a) => a.kind === 'number');
  const SIZE: Record<string, RegExp> = { heaviest: /weight|kg|lbs?|grams?/i, lightest: /weight|kg|lbs?|grams?/i, longest: /length|pages|minutes|duration|distance|km|miles/i, shortest: /length|pages|minutes|duration|distance|km|miles/i };
  return numbers.find((a) => (SIZE[adjective] ?? /pages|size|length|weight|count/i).test(a.name)) ?? (numbers.length === 1 ? numbers[0] : undefined);
}

// ("how much money i've made": the money said between is the same total; "how much was spent": said of no one.)
const SUM_CUE = /\b(totals?|sum|how much (?:money )?each (?:of (?:them|us|the [a-z]+)|[a-z]+) (?:has|have|owes?|is owed|spent|has spent|earned|has earned|saved|has saved|gets?|got|paid|has left)|how much (?:money )?(?:i|we|you|they)?(?:'m|'re| am| are| have|'ve)? ?(?:still |was |were |has been |have been )?(?:spent|spend|paid|pay|earned|saved|owed?|due|made|make|took in|take in|sold)|spent in total|add(?:s|ed)? up)\b/;
const PER = /\b(?:per|for each|for every|in each|by|of each|at each) (?:the )?([a-z]+)/;

/** "each student's average": per student; "per shift type": the subject's own name only says whose type. */
function perWord(sentence: string, subject: Subject): RegExpExecArray | null {
  const per = /\beach ([a-z]+)'s\b/.exec(sentence) ?? eachOfUs(sentence, subject) ?? PER.exec(sentence) ?? eachOfThem(sentence, subject);
  if (per) per[1] = fieldAfterSubject(sentence.slice(per.index), subject, per[1]) ?? per[1]!;
  return per;
}

/**
 * "how much each of them has", "how much each kid has spent": the money is added up for each of the people the
 * records are kept for (the choice that names them), since "them" names no field.
 */
function eachOfThem(sentence: string, subject: Subject): RegExpExecArray | null {
  const m = /\bhow much (?:money )?each (?:of (?:them|us|the [a-z]+)|([a-z]+)) (?:has|have|owes?|is owed|spent|has spent|earned|has earned|saved|has saved|gets?|got|paid|has left)\b/.exec(sentence);
  if (!m) return null;
  const people = (m[1] && attributeFor(subject.attributes, m[1])) || subject.attributes.find((a) => a.kind === 'choice' && (a.options?.length ?? 0) > 1);
  if (!people) return null;
  m[1] = people.name;
  return m;
}

/**
 * "total paid by each of us", "the average for each of them": "us" and "them" name no field, so the total is per the
 * people the records are kept for (the field that holds who, else the choice that names them).
 */
function eachOfUs(sentence: string, subject: Subject): RegExpExecArray | null {
  const m = /\b(?:by|for|of|per) each (?:one )?of (us|them|you)\b/.exec(sentence);
  if (!m) return null;
  const people = attributeFor(subject.attributes, 'who') ?? subject.attributes.find((a) => a.kind === 'choice' && (a.options?.length ?? 0) > 1);
  if (!people) return null;
  m[1] = people.name;
  return m;
}

/** "shift type" after the subject "shift": the field named next, when there is one. */
function fieldAfterSubject(sentence: string, subject: Subject, word: string | undefined): string | undefined {
  if (!word || singular(word) !== subject.noun) return word;
  const next = new RegExp(`\\b${word} ([a-z]+)`).exec(sentence)?.[1];
  return next && attributeFor(subject.attributes, next) ? next : word;
}

/** "the total cost", "the total number of items in stock": the field a total names. */
function totalled(sentence: string, attrs: readonly Attribute[]): Attribute | undefined {
  const named = /\btotal (?:of )?(?:the )?([a-z]+)/.exec(sentence);
  // "the total number of items in stock": the field is named after the count ("in stock").
  const counted = /\btotal number of (?:[a-z]+ )?(?:in |on )?([a-z]+)(?: ([a-z]+))?/.exec(sentence);
  // "total units in stock", "total bottles on hand": the field is named by where they are ("Qty in stock").
  const held = /\btotal [a-z]+ (?:in|on) ([a-z]+)/.exec(sentence);
  // "total set length", "the total trip distance": the head of the words after total names the field.
  // (Only a field kept as a number: "total per person" names whose total, not what is added.)
  const head = /\btotal (?:of )?(?:the )?(?!per\b|number\b)([a-z]+) ([a-z]+)/.exec(sentence);
  const headField = head && !STOP_WORDS.has(head[1]!) && !attributeFor(attrs, head[1]) ? numberNamed(attrs, head[2]) : undefined;
  return measured(attributeFor(attrs, named?.[1])) ?? measured(attributeFor(attrs, counted?.[2])) ?? measured(attributeFor(attrs, counted?.[1])) ?? measured(attributeFor(attrs, held?.[1])) ?? moneyDone(attrs, named?.[1]) ?? headField;
}

/** What a money verb totals: "total earned" the earnings, "total spent" the amount spent. */
const MONEY_DONE: [RegExp, RegExp][] = [
  [/^(?:earned|made|took)$/, /earn|pay|income|wage|tips?|made|amount|money|total/i],
  [/^(?:spent|paid|spend|spending|outlay)$/, /spen[td]|paid|amount|cost|price|total/i],
  [/^(?:raised|donated|given)$/, /raised|donat|given|amount/i],
  [/^(?:saved)$/, /saved|saving|amount|deposit/i],
];

function moneyDone(attrs: readonly Attribute[], word: string | undefined): Attribute | undefined {
  const fields = MONEY_DONE.find(([verb]) => verb.test(word ?? ''))?.[1];
  if (!fields) return undefined;
  const numbers = attrs.filter((a) => a.kind === 'money' || a.kind === 'number');
  const field = numbers.find((a) => fields.test(a.name)) ?? attrs.find((a) => a.kind === 'money');
  // (What was earned or spent is money, whatever its name left it as.)
  if (field) field.kind = 'money';
  return field;
}

/** Where figures are asked for, up to the end of the clause ("… average mood and a switch to hide the notes" asks for a switch too). */
const FIGURES_SAID = /\b(total|sum|averages?|heaviest|highest|lowest|smallest|longest|shortest|biggest|largest|fastest|slowest|cheapest|best|most|least|percentage|how often|how much|per [a-z]+|for each [a-z]+)\b[^.;]*?(?=,? (?:and |also |plus )+(?:an? (?:switch|toggle|button|setting|screen|page|tab|option|checkbox|dark|reminder)|let me|make|add|give)\b|[.;]|$)/g;

export function computations(reader: Reader, subject: Subject): Computation[] {
  const out: Computation[] = [];
  const attrs = subject.attributes;
  const money = attrs.find((a) => a.kind === 'money');
  const numeric = money ?? attrs.find((a) => a.kind === 'number');
  const asked: [number, number][] = [];
  let at = 0;
  for (const sentence of reader.text.split(/[.;!?]/)) {
    const before = out.length;
    const per = perWord(sentence, subject);
    const perAttr = per ? groupNamed(per[1]!, attrs) : undefined;
    const group = perAttr && (perAttr.kind === 'choice' || perAttr.kind === 'text') ? perAttr.name : undefined;
    out.push(...totalsIn(sentence, subject, group, numeric));
    for (const field of averaged(sentence, attrs, numeric)) out.push({ fn: 'avg', field: field.name, ...(group ? { per: group } : {}) });
    const speed = speedExtreme(sentence, attrs);
    if (speed) out.push(speed);
    out.push(...extremesIn(sentence, attrs, numeric, per, group, speed));
    const past = differenceOf(sentence, attrs, out.slice(before));
    if (past) out.push(past);
    const shown = shownPerGroup(sentence, attrs);
    if (shown && !out.some((c) => c.fn === 'sum' && c.per === shown.per)) out.push(shown);
    out.push(...countsIn(sentence, subject));
    if (out.length > before) asked.push([at, at + sentence.length]);
    at += sentence.length + 1;
  }
  out.push(...yesNoCounts(reader, attrs));
  const fees = feesTicked(reader, attrs);
  if (fees) out.push(fees);
  const owed = owedSum(reader, attrs, money ?? numeric);
  if (owed) out.push(owed);
  const ratio = ratioOf(reader, attrs);
  if (ratio) out.push(ratio);
  withTarget(reader, out, money);
  alsoPerPeriod(reader, out, attrs);
  if (out.length > 0) reader.find(FIGURES_SAID);
  markFiguresAsked(reader, asked);
  return out;
}

/** The totals a sentence asks: of the field it names, of each field it lists, per a group when it says so. */
function totalsIn(sentence: string, subject: Subject, group: string | undefined, numeric: Attribute | undefined): Computation[] {
  const found: Computation[] = [];
  const attrs = subject.attributes;
  // "my total sales and total fees": a total of each field named, the records' own name meaning their main amount.
  // ("the totals for cash and card", "total sales, fees and tips": one total said over a list of fields.)
  const listed = group ? undefined : /\btotals? (?:for |of )?(?:the |my |our )?([a-z]+)((?:, (?:the |my )?[a-z]+)*),? (?:and|&) (?:the |my )?([a-z]+)\b/.exec(sentence);
  const words = listed ? [listed[1]!, ...listed[2]!.split(',').map((w) => w.trim().replace(/^(?:the|my) /, '')).filter(Boolean), listed[3]!] : [];
  const fromList = words.map((w) => measured(attributeFor(attrs, w)));
  const several = group ? [] : fromList.length >= 2 && fromList.every(Boolean) ? fromList : [...sentence.matchAll(/\btotal (?:of )?(?:the |my )?([a-z]+)/g)].map((m) => measured(attributeFor(attrs, m[1])) ?? (singular(m[1]!) === subject.noun ? numeric : undefined));
  if (several.length >= 2 && several.every(Boolean) && new Set(several).size === several.length) for (const f of several) found.push({ fn: 'sum', field: f!.name });
  else if (SUM_CUE.test(sentence)) {
    // ("how many books we've done total": a rating is never added up unless the total names it.)
    // ("the totals for cash and card" naming no field here: not some other number's total.)
    const elsewhere = !!listed && /^totals|^total (?:for|of)\b/.test(listed[0]) && fromList.every((f) => !f) && numeric?.kind !== 'money';
    const field = totalled(sentence, attrs) ?? (numeric && !elsewhere && !numeric.scale && !/^(rating|score|stars)$/i.test(numeric.name) ? numeric : undefined);
    if (field && (field.kind === 'money' || field.kind === 'number')) {
      if (group) found.push({ fn: 'sum', field: field.name, per: group });
      if (!group || /\b(and|plus) (?:the |a )?(?:overall |grand )?total\b|\btotal\b/.test(sentence.replace(PER, ''))) found.push({ fn: 'sum', field: field.name });
    }
  }
  return found;
}

const isOption = (attrs: readonly Attribute[], word: string | undefined) => !!word && attrs.some((a) => a.options?.some((o) => o.toLowerCase() === word));

/** "total hours per subject and my longest session": a figure of its own after "and my", over every record. */
function ownFigure(sentence: string, per: RegExpExecArray | null, at: number): boolean {
  return !!per && at > (per.index ?? 0) && /\band (?:my|the|our|a|also) /.test(sentence.slice(per.index ?? 0, at));
}

/** The highest and lowest a sentence asks ("my longest run", "the cheapest", "my hardest grade"), per a group when it says so. */
function extremesIn(sentence: string, attrs: readonly Attribute[], numeric: Attribute | undefined, per: RegExpExecArray | null, group: string | undefined, speed: Computation | undefined): Computation[] {
  const found: Computation[] = [];
  const max = /(?<!\b(?:sort(?:ed|s|ing|able)?|order(?:ed)?|rank(?:ed|s)?)(?: [a-z]+)? (?:by|on) )\b(heaviest|highest|max(?:imum)?|best|longest|biggest|largest|most expensive|fastest|most)\b(?![- ]rated)(?! recent\b)(?!(?: [a-z]+)? (?:at the top|on top|first))(?: ([a-z]+))?/.exec(sentence)
    // "show the best rated": the highest rating; "shows who's winning": the highest score.
    // ("… total pages read and my highest rated": the figure said as mine, not an order.)
    ?? /(?:\b(?:show|see|find) (?:the |my |our )?|(?<!\b(?:by|on) )\b(?:my|our) )(?:best|top|highest)[- ]rated\b(?!(?: [a-z]+)? (?:first|on top|at (?:the )?top))()(rating)?/.exec(sentence) ?? /\bwho(?:'s| is) (?:winning|ahead|in the lead|leading)\b(x)?(x)?/.exec(sentence);
  // ("player (Sam, Leo, Max)": a word inside a list of options is one of them, not a figure asked.)
  if (max && !(speed && max[1] === 'fastest') && !isOption(attrs, max[1])) {
    const byWord: Record<string, string> = { heaviest: 'weight', longest: 'distance', fastest: 'speed', 'most expensive': 'price', '': 'rating' };
    const field = measured(attributeFor(attrs, max[2])) ?? measured(attributeFor(attrs, byWord[max[1]!])) ?? numeric;
    // "my best time for each puzzle": over times (not a speed), the best is the lowest.
    const lowest = max[1] === 'best' && !!field && TIME_FIELD.test(`${field.name} ${field.label} ${field.unit ?? ''}`) && !SPEED_FIELD.test(`${field.name} ${field.unit ?? ''}`);
    if (field && (field.kind === 'number' || field.kind === 'money')) found.push({ fn: lowest ? 'min' : 'max', field: field.name, ...(lowest ? { said: `Best ${max[2] && !attributeFor(attrs, max[2]) ? max[2] : field.label.toLowerCase()}` } : {}), ...(group && !ownFigure(sentence, per, max.index) ? { per: group } : {}) });
  }
  const min = /(?<!\b(?:sort(?:ed|s|ing|able)?|order(?:ed)?|rank(?:ed|s)?)(?: [a-z]+)? (?:by|on) )\b(lowest|smallest|(?<!\d ?)min(?:imum)?|least|shortest|cheapest|lightest|slowest)\b(?![- ]rated)(?!(?: [a-z]+)? (?:at the top|on top|first))(?: ([a-z]+))?/.exec(sentence);
  if (min && !(speed && min[1] === 'slowest') && !isOption(attrs, min[1])) {
    const byWord: Record<string, string> = { lightest: 'weight', shortest: 'distance', cheapest: 'price' };
    const field = measured(attributeFor(attrs, min[2])) ?? measured(attributeFor(attrs, byWord[min[1]!])) ?? numeric;
    if (field && (field.kind === 'number' || field.kind === 'money')) found.push({ fn: 'min', field: field.name, ...(group && !ownFigure(sentence, per, min.index) ? { per: group } : {}) });
  }
  // "my hardest grade so far", "the deepest dive": any other superlative before a measured field is its highest (or lowest).
  const other = max || min || speed ? undefined : superlativeOf(sentence, attrs);
  if (other) found.push({ ...other, ...(group && other.fn === 'max' ? { per: group } : {}) });
  return found;
}

const PER_YEAR: Record<string, number> = { day: 365, week: 52, month: 12, year: 1 };

/**
 * "monthly cost … total per month and what that is per year", "weekly pay, and per year": a total of amounts
 * kept per one period, also shown over a longer one.
 */
function alsoPerPeriod(reader: Reader, out: Computation[], attrs: readonly Attribute[]): void {
  const sum = out.find((c) => c.fn === 'sum' && !c.per && !c.where);
  const field = sum && attrs.find((a) => a.name === sum.field);
  if (!sum || !field) return;
  const periodOf = (w: string | undefined) => (w ? /^(?:dai|day)/.test(w) ? 'day' : /^week/.test(w) ? 'week' : /^month/.test(w) ? 'month' : /^(?:year|annual)/.test(w) ? 'year' : undefined : undefined);
  const base = periodOf(/\b(daily|weekly|monthly|yearly)\b/.exec(field.label.toLowerCase())?.[1]) ?? periodOf(/\b(?:total|sum) (?:per|a|each|every) (day|week|month)\b/.exec(reader.text)?.[1]);
  const asked = base && reader.find(new RegExp(`\\b(?:(?:what|how much) (?:that|it|this) (?:is|comes to|works out(?: as)?) )?(?:per|a|each|every|in a|over a) (${Object.keys(PER_YEAR).filter((p) => PER_YEAR[p]! < PER_YEAR[base]!).join('|')})\\b|\\b(yearly|annual(?:ly)?) (?:total|cost|amount|figure)\\b`));
  const unit = asked ? periodOf(asked[1] ?? asked[2]) : undefined;
  if (!base || !unit) return;
  sum.alsoPer = { unit, factor: PER_YEAR[base]! / PER_YEAR[unit]! };
}

/** "save 2000 for a holiday": the total (of the money, when nothing else is totalled) has that goal. */
function withTarget(reader: Reader, out: Computation[], money: Attribute | undefined): void {
  const target = targetOf(reader);
  if (target === undefined) return;
  const sum = out.find((c) => c.fn === 'sum' && !c.per) ?? (money ? { fn: 'sum' as const, field: money.name } : undefined);
  if (sum && !out.includes(sum)) out.push(sum);
  if (sum) sum.target = target;
}

/**
 * "… date, litres, total cost. I'd like to see how much I've spent": a total or average asked in a later sentence
 * is read too. (Not superlatives: "the nearest cheapest gas station" may still be something that cannot be built.)
 */
function markFiguresAsked(reader: Reader, asked: readonly [number, number][]): void {
  for (const m of reader.text.matchAll(FIGURES_SAID)) {
    if (/^(?:total|sum|average|how much)/.test(m[0]) && asked.some(([from, to]) => m.index >= from && m.index < to)) reader.mark(m.index, m.index + m[0].length);
  }
}

/** A field the prompt averages or totals holds numbers, whatever its name suggested ("systolic"). */
/** "show points per kid": the points added up for each kid. (Superlatives "at the top" order the list instead: listBehaviour.) */
function shownPerGroup(sentence: string, attrs: readonly Attribute[]): Computation | undefined {
  const m = /\b(?:show|see|display|shows)\b (?:the |my |our |total )?([a-z]+) (?:per|for each|of each|by) ([a-z]+)\b/.exec(sentence);
  const field = measured(attributeFor(attrs, m?.[1]));
  const group = attributeFor(attrs, m?.[2]);
  return field && group && (group.kind === 'choice' || group.kind === 'text') ? { fn: 'sum', field: field.name, per: group.name } : undefined;
}

function measured(attr: Attribute | undefined): Attribute | undefined {
  // ("average mood and notes": notes, names and comments are written, never measured.)
  // ("total bottles" in a collection of "bottle name, …": a name is never added up.)
  if (!attr || (attr.kind === 'text' && (/^(?:notes?|name|title|comments?|description|details|entry|text|thoughts|reason)$/i.test(attr.name) || /[a-z](?:Name|Title|Notes?|Description)$/.test(attr.name)))) return undefined;
  if (attr.kind === 'text') attr.kind = 'number';
  return attr.kind === 'number' || attr.kind === 'money' ? attr : undefined;
}

/** "shooting percentage", "success rate": what was made as a share of what was tried. */
function ratioOf(reader: Reader, attrs: readonly Attribute[]): Computation | undefined {
  if (!reader.has(/\b(percentage|percent|success rate|accuracy|hit rate|win rate|ratio|completion rate)\b/)) return undefined;
  const numbers = attrs.filter((a) => a.kind === 'number');
  const part = numbers.find((a) => /made|scored|correct|won|hit|success|complet|passed|sold|right/i.test(a.name));
  const whole = numbers.find((a) => a !== part && /attempt|taken|total|played|tried|shot|asked|question|made up|stock/i.test(a.name));
  if (!part || !whole) return undefined;
  reader.find(/\b(?:[a-z]+ )?(percentage|percent|success rate|accuracy|hit rate|win rate|ratio|completion rate)\b/);
  return { fn: 'ratio', field: part.name, over: whole.name };
}

/** "how many are unpaid", "how many I've read": counts over a yes/no field. */
function yesNoCounts(reader: Reader, attrs: readonly Attribute[]): Computation[] {
  const out: Computation[] = [];
  for (const m of reader.findAll(/\bhow many (?:of them |times )?(?:are |were |have been |i(?:'ve| have)? |is |(?:she|he|they|we|you)(?: have| has|'ve)? )?(not |un|still not )?([a-z]+)/g)) {
    const word = m[2]!;
    const attr = attrs.find((a) => a.kind === 'yesno' && (a.name.toLowerCase() === word || a.name.toLowerCase() === word.replace(/^un/, '')));
    // ("whether she took it or refused … how many she refused": the other outcome is the yes/no's "no".)
    const other = attr ? undefined : otherOutcome(reader.text, word, attrs);
    if (other) out.push({ fn: 'count', where: { field: other.name, value: false } });
    if (!attr) continue;
    const negated = !!m[1] || (word.startsWith('un') && attr.name.toLowerCase() !== word);
    out.push({ fn: 'count', where: { field: attr.name, value: !negated } });
  }
  return out;
}

/** "whether we won or lost" … "lost": the yes/no the first outcome named (Won), whose "no" is the word. */
function otherOutcome(text: string, word: string, attrs: readonly Attribute[]): Attribute | undefined {
  const m = new RegExp(`\\b((?:whether|if) (?:i|we|you|he|she|they|it) [a-z]+(?: (?:it|them|one))?) or ${word}\\b`).exec(text);
  const field = m ? whetherField(m[1]!.replace(/^if /, 'whether ')) : null;
  return field ? attrs.find((a) => a.kind === 'yesno' && a.name === field.name) : undefined;
}

/**
 * "show the total collected at £25 each", "how much we've raised at $10 a head": the records ticked (as paid) counted,
 * each worth the amount said, called by what was done with the money.
 */
function feesTicked(reader: Reader, attrs: readonly Attribute[]): Computation | undefined {
  const paid = attrs.find((a) => a.kind === 'yesno' && /^(paid|settled|received|collected|booked|attended|signedUp|joined|done)$/i.test(a.name)) ?? attrs.find((a) => a.kind === 'yesno');
  if (!paid) return undefined;
  const m = reader.find(/\b(?:(?:the )?total |how much (?:money )?(?:we'?ve |i'?ve |we have |i have |has been |is |we |i )?)?(collected|raised|taken|received|made|paid in)\b[^.;]*?\bat (?:[£$€])?(\d+(?:\.\d+)?) ?(?:[£$€]|pounds|dollars|euros)? (?:each|a head|per (?:person|member|head|player|child|kid))\b/);
  if (!m) return undefined;
  return { fn: 'count', where: { field: paid.name, value: true }, each: Number(m[2]), said: `Total ${m[1]}` };
}

/** "how often each mood comes up", "how many of each genre", "the number of books": counts of the records, per group or in all. */
function countsIn(sentence: string, subject: Subject): Computation[] {
  // "how often each mood comes up", "a count per type", "how many days I had each mood", "how many of each genre".
  // "count volunteers per shift", "count of entries per mood": the records counted in each group.
  const often = /\bhow (?:often|many times) (?:each |every )?([a-z]+)|\bcount (?:of )?(?:the |my )?[a-z]+ (?:per|for each|in each|by|each) ([a-z]+)|\bcount (?:of |per |for each )([a-z]+)|\bhow many(?: [a-z']+){0,4}? (?:each|every|per) ([a-z]+)|\bhow many of each ([a-z]+)/.exec(sentence);
  const word = fieldAfterSubject(sentence, subject, often?.slice(1).find(Boolean));
  const countAttr = [attributeFor(subject.attributes, word) ?? winsOf(sentence, subject.attributes) ?? soleChoice(word, subject)].find((a) => a?.kind !== 'date' && a?.kind !== 'time');
  // ("how many days until each birthday" counts days to a date, not records per date.)
  // ("how many goals each player scored", "count goals each person got": the goals kept as a number are added up per player.)
  const kept = countAttr ? /\b(?:how many|count)(?: of)? (?:the |my )?([a-z]+)\b/.exec(sentence)?.[1] : undefined;
  // ("how many boxes per room" counts the boxes, whatever "box number" each has: only a field whose head noun is the word is added up.)
  const summed = [numberNamed(subject.attributes, kept)].find((a) => a && singular(a.label.toLowerCase().split(' ').pop()!) === singular(kept!));
  if (countAttr && summed && (countAttr.kind === 'choice' || countAttr.kind === 'text')) return [{ fn: 'sum', field: summed.name, per: countAttr.name }];
  if (countAttr) return [{ fn: 'count', per: countAttr.name }];
  // "show how many customers I have", "the number of books": a count of the records themselves.
  const all = `(?:${subject.plural}|${subject.noun}s|of them|entries|records)`;
  return new RegExp(`\\bhow many ${all}(?: (?:i|we|you|there)(?: have| are|'ve got| got| own)?)?\\b(?! (?:each|per|every) )|\\b(?:total )?number of ${all}\\b`).test(sentence) ? [{ fn: 'count' }] : [];
}

/**
 * "how many I get from each trigger" over "what set it off: stress, food or sleep": a group word naming no field
 * (nor a stretch of time, nor the records themselves) is the records' one choice, the kinds the user listed.
 */
function soleChoice(word: string | undefined, subject: Subject): Attribute | undefined {
  if (!word || STOP_WORDS.has(word) || singular(word) === subject.noun || /^(?:day|week|month|year|time|session|night|morning|evening|hour|minute|one|entry|record|of|other|them)s?$/.test(word)) return undefined;
  const choices = subject.attributes.filter((a) => a.kind === 'choice' && (a.options?.length ?? 0) > 1);
  return choices.length === 1 ? choices[0] : undefined;
}

/** "number of wins per person", "how many wins each player has": the records counted for each winner. */
function winsOf(sentence: string, attrs: readonly Attribute[]): Attribute | undefined {
  if (!/\bwins?\b(?: [a-z']+){0,3}? (?:per|for each|each|by|of each) (?:person|player|people|kid|child|one|of us)\b|\bwho (?:wins|has won|won) (?:the )?most\b/.test(sentence)) return undefined;
  return attrs.find((a) => (a.kind === 'text' || a.kind === 'choice') && /^(winner|wonBy|won|who|whoWon|player|person)$/i.test(a.name));
}

/** "show how much I'm still owed", "the total unpaid": the amounts of the records not yet ticked as paid. */
function owedSum(reader: Reader, attrs: readonly Attribute[], amount: Attribute | undefined): Computation | undefined {
  const paid = attrs.find((a) => a.kind === 'yesno' && /^(paid|settled|received|collected|invoiced|repaid|paidBack)$/i.test(a.name));
  if (!paid || !amount) return undefined;
  const asked = reader.find(/\bhow much (?:money )?(?:i'm|i am|we're|we are|is|i'm still|is still|am i|are we)? ?(?:still )?(?:owed|outstanding|unpaid|due to me|left to collect)\b|\b(?:total|sum) (?:of )?(?:the )?(?:unpaid|outstanding|owed)\b|\b(?:unpaid|outstanding) (?:total|amount|balance)\b|\bhow much (?:is |are )?(?:still )?(?:owed|unpaid|outstanding)\b/);
  return asked ? { fn: 'sum', field: amount.name, where: { field: paid.name, value: false } } : undefined;
}

const ORDERED_BY = /\b(?:sort(?:ed|s|ing|able)?|order(?:ed)?|rank(?:ed|s)?)(?: [a-z]+)? (?:by|on) $/;

/**
 * "total strokes and how many over par I am", "how far under target": the total of one field less the total of the
 * field named after over (or the other way round for under), called as the prompt says it.
 */
function differenceOf(sentence: string, attrs: readonly Attribute[], said: readonly Computation[]): Computation | undefined {
  const m = /\bhow (?:many|much|far)(?: [a-z]+)? (over|under|above|below) (?:the |my |our )?([a-z]+)\b/.exec(sentence);
  const ref = measured(attributeFor(attrs, m?.[2]));
  if (!m || !ref) return undefined;
  const others = attrs.filter((a) => (a.kind === 'number' || a.kind === 'money') && a !== ref && !a.scale);
  const summed = said.find((c) => c.fn === 'sum' && !c.per && !c.where && c.field !== ref.name)?.field;
  const total = others.find((a) => a.name === summed) ?? (others.length === 1 ? others[0] : undefined);
  if (!total) return undefined;
  const up = /^(over|above)$/.test(m[1]!);
  return { fn: 'difference', field: up ? total.name : ref.name, over: up ? ref.name : total.name, said: `${sentenceCase(m[1]!)} ${ref.label.toLowerCase()}` };
}

/** Superlatives whose measure is at its lowest ("the easiest climb", "the coldest night"). */
const LOW_END = /^(?:easiest|weakest|coldest|shallowest|narrowest|thinnest|quietest|softest|poorest|smallest|lowest|least|fewest|shortest|cheapest|lightest|slowest|worst)$/;

/**
 * "my hardest grade so far", "the deepest dive", "the warmest day's temperature": a superlative (as the part-of-speech
 * library tags it) before a word naming a measured field asks for that field's highest value, or its lowest for the low end.
 */
function superlativeOf(sentence: string, attrs: readonly Attribute[]): Computation | undefined {
  for (const m of sentence.matchAll(/\b([a-z]{3,}est) ([a-z]+)\b/g)) {
    // ("sort by highest rating", "hardest ones first" order the list: listBehaviour.)
    if (ORDERED_BY.test(sentence.slice(0, m.index)) || /^(?: [a-z]+)? (?:at the top|on top|first)\b/.test(sentence.slice(m.index + m[0].length))) continue;
    const field = superlativeField(m[1]!, m[2]!, attrs);
    if (!field) continue;
    return { fn: LOW_END.test(m[1]!) ? 'min' : 'max', field: field.name };
  }
  return undefined;
}

/** A speed field (mph, km/h): the higher, the faster. A time or pace is the other way round. */
const SPEED_FIELD = /speed|mph|kph|km\/h|kmh/i;
const TIME_FIELD = /time|seconds?|secs?|minutes?|mins?|duration|pace/i;

/**
 * "show my fastest", "my quickest lap": over lap times the fastest is the lowest time (the slowest the highest);
 * only a speed field is fastest at its highest. (A superlative "first" or "on top" orders the list instead.)
 */
function speedExtreme(sentence: string, attrs: readonly Attribute[]): Computation | undefined {
  const m = /\b(fastest|quickest|slowest)\b(?!(?: [a-z]+)? (?:at the top|on top|first))/.exec(sentence);
  if (!m) return undefined;
  const numeric = attrs.filter((a) => a.kind === 'number');
  const named = (re: RegExp) => numeric.find((a) => re.test(a.name) || re.test(a.label) || re.test(a.unit ?? ''));
  const speed = named(SPEED_FIELD);
  if (speed) return { fn: m[1] === 'slowest' ? 'min' : 'max', field: speed.name };
  const time = named(TIME_FIELD);
  return time ? { fn: m[1] === 'slowest' ? 'max' : 'min', field: time.name } : undefined;
}

/** "save 2000 for a holiday", "a goal of 500", "budget of 300". */
function targetOf(reader: Reader): number | undefined {
  const m = reader.find(/\b(?:save|saving|goal(?: is| of)?|target(?: is| of)?|budget(?: is| of)?|raise)\s+(?:up |at least )?(?:[$€£])?(\d[\d,]*(?:\.\d+)?)(?!\s*(?:%|percent|days?|weeks?|times|minutes|km|steps))/)
    // "save for a new bike that costs 600 dollars": the price is the goal.
    ?? (reader.has(/\bsav(?:e|ing)\b/) ? reader.find(/\b(?:costs?|priced at|price is)\s+(?:about |around )?[$€£]?(\d[\d,]*(?:\.\d+)?)/) : null)
    // "savings toward a 5000 dollar emergency fund".
    ?? reader.find(/\bsavings? (?:toward|towards|for|to reach) (?:a |an |my |the |our )?[$€£]?(\d[\d,]*(?:\.\d+)?)/)
    // "saving up for a new bike, $450", "a $300 goal".
    ?? reader.find(/\bsav(?:e|ing)(?: up)? for [a-z0-9 ]{2,30}?[,:(-]?\s*[$€£](\d[\d,]*(?:\.\d+)?)|[$€£](\d[\d,]*(?:\.\d+)?) (?:goal|target)\b/)
    // "how many hours I have left to reach 40", "a requirement, which is 40 hours", "30 hours required".
    ?? reader.find(/\b(?:left|remaining|to go|still need(?:ed)?|needed|more) (?:to|until|till|before) (?:reach(?:ing)?|hit(?:ting)?|get(?:ting)? to|mak(?:e|ing)|complet(?:e|ing)) (?:the |my |a |our )?[$€£]?(\d[\d,]*(?:\.\d+)?)(?!\s*(?:%|percent))|\b(?:requirement|quota)(?:,? (?:which|that) is| is| of|:)? (?:at least )?[$€£]?(\d[\d,]*(?:\.\d+)?)(?!\s*(?:%|percent))|\b(\d[\d,]*(?:\.\d+)?) (?:hours|points|miles|km|pages) (?:are )?(?:required|needed)\b/);
  const value = m?.slice(1).find(Boolean);
  return value ? Number(value.replace(/,/g, '')) : undefined;
}

export function datePlan(reader: Reader, subject: Subject | undefined): DatePlan {
  const plan: DatePlan = {};
  if (!subject) return plan;
  const after = dateAfter(reader, subject.attributes);
  if (after) plan.dateAfter = after;
  const attrs = subject.attributes;
  const date = attrs.find((a) => a.kind === 'date');
  // Every mention is this one state ("each with a due date. Show me which ones are overdue").
  // ("the ones whose renewal date has passed", "past their date": overdue said by the date itself.)
  if (reader.findAll(/\b(?:due|overdue|late|expired|need(?:s)? (?:water|watering|doing|to be done|a service)|which ones need|(?:date|day)s? (?:has|have|is|are) (?:already )?(?:passed|past|gone by)|past (?:its|their|the) (?:[a-z]+ )?date)\b[^.;]*/).length > 0) {
    let interval = attrs.find((a) => a.kind === 'number' && /between|often|every|interval|frequency|days/i.test(a.label));
    // "when i last watered each one … the ones due for watering": each record says how often, in days.
    const last = attrs.find((a) => a.kind === 'date' && /^last\b/i.test(a.label));
    const oneForAll = reader.has(/\bevery \d+(?:[.,]\d+)? ?(?:days?|weeks?|months?)\b|\b(?:yearly|every year|annual(?:ly)?|once a (?:year|week|month)|weekly|monthly)\b/);
    if (!interval && last && !oneForAll && !attrs.some((a) => a.kind === 'date' && /due|deadline|expir|next|renew/i.test(a.label))) {
      interval = { name: 'everyDays', label: 'Every (days)', kind: 'number' };
      attrs.push(interval);
    }
    if (interval) plan.due = { intervalField: interval.name, lastField: (last ?? date)?.name ?? 'lastDone' };
    const dueDate = interval ? undefined : attrs.find((a) => a.kind === 'date' && /due|deadline|expir|next|renew|return by/i.test(a.label));
    if (dueDate) plan.dueOn = dueDate.name;
  }
  // ("average length of feeds" with a minutes field is how long they last: computations'.)
  const lasting = attrs.some((a) => a.kind === 'number' && /^(minutes?|mins?|hours?|duration|length|time)$/i.test(a.unit ?? a.name));
  const gap = reader.find(/\baverage (?:time|length|gap|interval|number of days|days) (?:between|of)(?: (?:my |the )?(?:past |last |previous )?([a-z]+))?|\b(?:based on|from|using) (?:the |my )?average (?:gap|interval)\b|\bhow long between\b|\b(?:on )?average how (?:many days|long|much time) (?:go(?:es)? by |pass(?:es)? |there (?:is|are) |it is |i wait )?between\b|\bhow many days (?:on average )?(?:go by|pass) between\b|\bhow often (?:on average|usually|typically)\b|\bon average how often\b/, (m) => !(lasting && /^average length of\b/.test(m[0])));
  if (gap) plan.averageInterval = date?.name ?? 'date';
  // "… and a guess for when next", "guess when the next one is", "estimate the next date", "guess when it next needs doing".
  // ("when the next one's due": the 's is the is.)
  if (reader.find(/\bpredict\w*|\bwhen (?:my |the )?next [a-z0-9]+'s (?:due|likely|probably)\b|\bwhen (?:my |the )?next [a-z0-9]+ (?:starts?|is due|will|should (?:be|happen|come)|would be|is likely|might (?:come|be|happen|start)|may (?:come|be|happen)|could (?:come|be)|(?:is )?(?:probably|likely) (?:coming|due))|\bnext expected\b|\b(?:guess|estimate|forecast)(?:es)?(?: roughly| approximately)?(?: for)? (?:when|at) (?:the |my )?next\b|\bwhen (?:i'll|i will|we'll|we will|i'd|it'll) (?:probably |likely )?(?:need|want|get|have|do) (?:the |my |a )?next\b|\bwhen (?:i|we) should (?:do it|[a-z]+(?: it| them)?) (?:again|next)\b|\b(?:guess|estimate)(?: for)? (?:of )?(?:the )?next (?:date|one|time)\b|\b(?:guess|estimate|forecast)(?:es)? (?:of|for|at) when\b[^.;]*?\bnext\b|\b(?:guess|estimate|forecast|work out)(?:es)?(?: roughly)? when (?:it|they|each(?: one)?|each [a-z]+) (?:will )?next\b/)) {
    plan.predictNext = true;
    plan.averageInterval ??= date?.name ?? 'date';
  }
  // ("days to germinate", "days to harvest" name a field: how long something takes, not a countdown.)
  // "expected harvest date … days until harvest for each": the date field that word names is counted down to.
  const toWord = /\bdays (?:are )?(?:left )?(?:until|till|to|before) (?:the |its |their |each )?([a-z]+)\b/.exec(reader.text)?.[1];
  const namedDate = toWord ? attrs.find((a) => a.kind === 'date' && a.label.toLowerCase().split(' ').some((x) => singular(x) === singular(toWord))) : undefined;
  if (namedDate && reader.find(/\b(?:how many )?days (?:are )?(?:left )?(?:until|till|to|before) [a-z ]*/)) plan.daysUntil = namedDate.name;
  else if (reader.find(/\b(?:how many )?days (?:are )?(?:left )?(?:until|till|to|before|for) (?!germinat|harvest|grow|sprout|bloom|ripen|heal|recover|ship|deliver|complete|finish)(?:each|every|the|my)?\s*[a-z]*|\bcount ?down to each\b/) && date) plan.daysUntil = date.name;
  daysSincePlan(reader, plan, subject, date);
  // ("each with a due date … how many days left for each": the due line already says how many days are left.)
  if (plan.dueOn && plan.daysUntil === plan.dueOn) delete plan.daysUntil;
  if (plan.daysUntil && (/^(birthday|anniversary)$/.test(subject.noun) || /birthday|anniversary/i.test(date?.label ?? '') || reader.has(/\b(?:every year|yearly|annual(?:ly)?)\b/))) plan.yearly = true;
  // "their vaccines are yearly so tell me when each one is due again": due a year after each date.
  if (!plan.due && !plan.dueOn && date && reader.has(/\b(?:yearly|every year|annual(?:ly)?|once a year)\b/) && reader.has(/\bdue\b|\boverdue\b/)) plan.due = { everyDays: 365, lastField: date.name };
  recurring(reader, plan, subject, date, !!gap);
  return plan;
}

/** "days since planted", "how long since my last fill-up", "how many days it's been": days since a record's date. */
function daysSincePlan(reader: Reader, plan: DatePlan, subject: Subject, date: Attribute | undefined): void {
  const attrs = subject.attributes;
  // "show days since planted", "how many days since each was bought": per record, from its date field.
  const since = /\b(?:how many )?days (?:since|from) (?:each (?:(?!was\b|were\b)[a-z]+ )?(?:one |1 )?(?:was |were )?|it was |they were |i |the |its |their )?([a-z]+)\b/.exec(reader.text);
  // ("since each one got water": the word after "got" says what was done.)
  const sinceWords = since ? [since[1]!, ...(/^(?:got|had|was|were|last)$/.test(since[1]!) ? [/^ ([a-z]+)/.exec(reader.text.slice(since.index + since[0].length))?.[1] ?? ''] : [])].filter(Boolean) : [];
  const sinceField = since && !plan.daysUntil ? attrs.find((a) => a.kind === 'date' && sinceWords.some((w) => new RegExp(`\\b${w.replace(/(?:ed|ing|s)$/, '')}`, 'i').test(a.label))) : undefined;
  // "days since the last test at the top", "how long since my last fill-up": since the latest record's date.
  const latest = reader.find(new RegExp(`\\b(?:how many days|how long|days?) (?:it'?s been |has it been )?since (?:the |my |our |his |her |their )?(?:last|latest|most recent|previous) (?:${subject.noun}|${subject.plural}|one|entry|record)\\b`));
  if (latest && date) plan.sinceLatest = date.name;
  // "it tells me how many days it's been": since the one date each record keeps (the last time it was done).
  const been = sinceField || plan.daysUntil ? null : reader.find(/\bhow (?:many days|long) (?:it'?s|its|it has|has it|they'?ve|they have|have they) been\b/);
  const lastDone = been ? attrs.find((a) => a.kind === 'date' && /^last\b/i.test(a.label)) ?? (attrs.filter((a) => a.kind === 'date').length === 1 ? date : undefined) : undefined;
  if (lastDone) plan.daysSince = lastDone.name;
  if (sinceField) {
    plan.daysSince = sinceField.name;
    reader.find(/\b(?:show )?(?:how many )?days (?:since|from) [a-z ]*/);
  }
}

/**
 * "every 30 days", "every 10000 km", "anything unpaid after 30 days is overdue": each record due that long after its
 * date, or the next one after the latest.
 */
function recurring(reader: Reader, plan: DatePlan, subject: Subject, date: Attribute | undefined, gap: boolean): void {
  const every = reader.find(/\bevery (\d+(?:[.,]\d+)?) ?(km|kilometres?|kilometers?|miles?|days?|weeks?|months?)\b/) ?? dueAfter(reader);
  if (!every) return;
  const next = reader.find(/\bnext (?!ones?\b)([a-z]+(?: (?!is\b|are\b)[a-z]+)?) (?:is |are )?(?:due|needed|should)/);
  const [n, unit] = [Number(every[1]!.replace(',', '.')), every[2]!];
  const timed = /^(days?|weeks?|months?)$/.test(unit);
  const days = /week/.test(unit) ? n * 7 : /month/.test(unit) ? n * 30 : n;
  // A log of the doses themselves ("flea treatment every 30 days", only their dates) has one next date: the latest's plus the interval.
  const doses = !subject.attributes.some((a) => a.kind === 'text' || a.kind === 'choice' || (a.kind === 'date' && /^last\b/i.test(a.label)));
  // "booster due every 365 days, show which ones are overdue": each record is due that long after its date.
  if (!doses && !plan.due && !plan.dueOn && date && timed && reader.has(/\b(?:overdue|which (?:ones|of them) (?:are|is) due|due (?:soon|today)|late)\b/)) {
    // ("anything unpaid after 30 days": one ticked as paid is done with.)
    const settled = /\b(?:unpaid|not (?:yet )?paid|outstanding|unreturned|not (?:yet )?(?:returned|back))\b/.test(every[0]) ? subject.attributes.find((a) => a.kind === 'yesno') : undefined;
    plan.due = { everyDays: days, lastField: date.name, ...(settled ? { settled: settled.name } : {}) };
  } else {
    const field = /km|kilomet|mile/.test(unit) ? subject.attributes.find((a) => a.kind === 'number' && /mile|km|distance|odometer/i.test(a.label)) : date;
    if (!field) return;
    plan.nextDue = { field: field.name, every: timed ? days : n, label: next ? `Next ${next[1]}` : 'Next due', unit: /km|kilomet/.test(unit) ? 'km' : /mile/.test(unit) ? 'miles' : 'days' };
  }
  // "when the next one is due (every 30 days)": the interval is given, so nothing is predicted from an average.
  if (timed && !gap) {
    delete plan.predictNext;
    delete plan.averageInterval;
  }
}

/**
 * "see when it's due for changing (30 days)", "due again after 6 weeks", "they need replacing 3 months
 * after opening": how long after its date a thing is due, said with the due (never "due within 7 days",
 * which says how soon to warn).
 */
function dueAfter(reader: Reader): RegExpExecArray | null {
  const m = reader.find(/\bdue\b(?: (?:for|to be) [a-z]+)?,? \((?:after |every )?(\d+) ?(days?|weeks?|months?)\)|\bdue (?:again )?after (\d+) ?(days?|weeks?|months?)\b|\b(?:due|replac\w*|chang\w*|renew\w*) (\d+) ?(days?|weeks?|months?) (?:after|from|since) (?:i |we |it |they |each |the |opening|starting)|\b(?:unpaid|not (?:yet )?paid|outstanding|unreturned|not (?:yet )?(?:returned|back)) (?:after|for(?: more than| over)?|past|longer than|beyond) (\d+) ?(days?|weeks?|months?)\b/);
  if (!m) return null;
  const out = [m[0], m[1] ?? m[3] ?? m[5] ?? m[7], m[2] ?? m[4] ?? m[6] ?? m[8]] as unknown as RegExpExecArray;
  out.index = m.index;
  return out;
}

/** "my monthly income, then expenses … and how much is left": what the records are taken from. */
/** "date planted and days to harvest … show the expected harvest date for each": the date plus the days, per record. */
function dateAfter(reader: Reader, attrs: readonly Attribute[]): DatePlan['dateAfter'] {
  const days = attrs.find((a) => a.kind === 'number' && (/^days?\b/i.test(a.label) || a.unit === 'days'));
  const from = attrs.find((a) => a.kind === 'date');
  if (!days || !from) return undefined;
  const m = reader.find(/\b(?:(?:expected|estimated|projected|predicted|likely) ([a-z]+) (?:date|day)|([a-z]+) (?:date|day) (?:for|of) (?:each|every)(?: one)?|when (?:each|it|they)(?: one)? (?:will be|should be|is|are) (ready|done|due))\b/);
  if (!m) return undefined;
  const word = m[1] ?? m[2] ?? m[3]!;
  return { label: `${sentenceCase(word)}${m[3] ? '' : ' date'}`, from: from.name, days: days.name };
}

export function allowancePlan(reader: Reader, subject: Subject): Plan['allowance'] {
  if (!subject.attributes.some((a) => a.kind === 'money')) return undefined;
  const left = /\b(?:how much (?:is |i have |money is |i've got )?(?:left|remaining)|left over|what(?:'s| is) left|remaining (?:money|budget|balance)|balance)\b/;
  if (!reader.has(left)) return undefined;
  const signed = signedByChoice(subject.attributes);
  if (signed) {
    reader.find(/\b(?:my |the |a )?(?:running )?balance\b/);
    return { name: 'balance', label: 'Balance', word: 'Balance', signed };
  }
  const amount = (words: string) => new RegExp(`\\b(?:my |the |a )?((?:monthly |weekly |yearly |annual )?(?:${words}))\\b(?! (?:of |is )?[$€£]?\\d)`);
  const m = reader.find(amount('income|salary|allowance|pocket money|wages?|pay')) ?? reader.find(amount('budget'));
  if (!m) return undefined;
  // "remaining from my 2000 budget", "left out of my $900", "budget is 1500": the amount starts filled in.
  const given = /\b(?:budget|income|salary|allowance)(?: is| of)? [$€£]?(\d[\d,]*(?:\.\d+)?)\b|[$€£]?(\d[\d,]*(?:\.\d+)?) (?:[a-z]+ )?(?:budget|income|salary|allowance)\b|\b(?:out of|from) (?:my |the |a )?[$€£](\d[\d,]*(?:\.\d+)?)\b/.exec(reader.text);
  const start = given ? Number((given[1] ?? given[2] ?? given[3])!.replace(/,/g, '')) : undefined;
  const word = /\bremaining\b/.test(reader.text) ? 'Remaining' : undefined;
  reader.find(left);
  const label = m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1);
  return { name: camel(m[1]!), label, ...(start ? { initial: start } : {}), ...(word ? { word } : {}) };
}

const MONEY_IN = /^(?:income|in|money in|deposits?|earned|earnings|credit|received|top ?up|added|paid in|salary|wages?|allowance|pocket money|gift)$/i;
const MONEY_OUT = /^(?:expenses?|out|money out|withdrawals?|spent|spending|debit|paid out|purchases?|bills?|costs?)$/i;

/** "type (income or expense)": a choice whose options say which way the money went, so the balance is the ins less the outs. */
function signedByChoice(attrs: readonly Attribute[]): NonNullable<Plan['allowance']>['signed'] {
  for (const a of attrs) {
    if (a.kind !== 'choice' || !a.options) continue;
    const plus = a.options.filter((o) => MONEY_IN.test(o.trim()));
    const minus = a.options.filter((o) => MONEY_OUT.test(o.trim()));
    if (plus.length > 0 && minus.length > 0) return { field: a.name, plus, minus };
  }
  return undefined;
}

/** "help me save for a bike that costs 600: I add what I put aside": a savings goal kept as dated deposits. */
export function savingsSubject(reader: Reader): Subject | undefined {
  if (!reader.has(/\bsav(?:e|ing|ings)\b/) || !reader.has(/\b(?:costs?|save|saving|savings|goal|target)\b[^.;]*?\d/)) return undefined;
  if (!reader.find(/\b(?:what|how much) (?:i|we) (?:put aside|put away|save|add|set aside|deposit)\b|\bdeposits?\b|\bsav(?:e|ing|ings)\b/)) return undefined;
  // Called deposits when the prompt says so; otherwise what is put in is the savings ("log each amount he puts in").
  const deposits = reader.has(/\bdeposit(?:s|ed)?\b/);
  return {
    noun: deposits ? 'deposit' : 'saving', plural: deposits ? 'deposits' : 'savings', prefilled: [], title: 'savings',
    attributes: [{ name: 'amount', label: 'Amount', kind: 'money' }, { name: 'date', label: 'Date', kind: 'date' }],
  };
}

/**
 * "log each date I treat him, see on average how many days there are between treatments": records that
 * are nothing but their dates, named by what the days fall between.
 */
export function datedEventsSubject(reader: Reader): Subject | undefined {
  // ("put in the date every time he comes", "write down the day each one happens": entering a date is logging it.)
  if (!reader.has(/\b(?:(?:log|record|note|keep|save|enter|add)s?|(?:put|puts|write|writes|type|types|jot|jots) (?:in|down)) (?:down )?(?:each|every|the|all the) (?:date|day)s?\b/)) return undefined;
  // ("i get haircuts whenever. log the dates": the things the user gets or has are what is dated.)
  const m = /\bbetween (?:my |the |his |her |their |our |each |two )?([a-z]+s)\b/.exec(reader.text) ?? /\b(?:i|we) (?:get|have|go for|book|take) (?:my |a |the |our )?([a-z]+s)\b/.exec(reader.text)
    // ("my cat needs flea treatment roughly every month": what is needed that often is what is dated.)
    ?? /\b(?:needs?|gets?|has|have) (?:a |an |his |her |their |its |my )?(?:[a-z]+ )?([a-z]+) (?:(?:roughly|about|around|approximately) )?(?:every|once a|each) (?:\d+ )?(?:day|week|month|year|fortnight)s?\b/.exec(reader.text)
    // ("log the date i open a new pair": what the dated thing is done to is what is dated, and the doing names the date.)
    ?? dateDoneTo(reader.text);
  if (!m || /^(days|weeks|months|times|dates|ones|them|things|kids|children|friends|people)$/.test(m[1]!) || STOP_WORDS.has(m[1]!)) return undefined;
  const done = m[2] && !/^(?:get|got|have|had|do|did|go|went|make|made|am|was|is|are|were|need|want|see|saw|take|took|give|gave|eat|ate|put|feed|fed)$/.test(m[2]) ? pastTense(m[2]) : undefined;
  const noun = singular(m[1]!);
  const nouns = plural(noun);
  // "his flea treatment … between treatments": the word said before it names the log ("Flea treatment log").
  const title = new RegExp(`\\b([a-z]+) ${noun}s?\\b`).exec(reader.text)?.[1];
  // ("the date every time he comes and what it cost": what each one cost is kept with its date.)
  const cost = /\bdates?\b[^.;]*?\band (?:what (?:it|they|each one|that) cost|how much (?:it|they|each one|that) (?:cost|was|were)|how much (?:i|we) (?:paid|spent)|the (?:cost|price|amount paid))\b/.test(reader.text);
  return { noun, plural: nouns, prefilled: [], attributes: [done ? { name: camel(done), label: sentenceCase(done), kind: 'date' } : { name: 'date', label: 'Date', kind: 'date' }, ...(cost ? [{ name: 'cost', label: 'Cost', kind: 'money' as const }] : [])], container: 'log', ...(title && !STOP_WORDS.has(title) && !/^(between|each|every|next|last|his|her|their|our|my|your|current|new|old|fresh|same|other|first|another)$/.test(title) ? { title: `${title} ${noun}` } : {}) };
}

/** "the date i open a new pair", "the day we start a fresh bottle": what is done (group 1) to the thing (group 2). */
const DATE_DONE_TO = /\b(?:date|day)s? (?:that |when )?(?:i|we|he|she|they|you) (?!(?:get|got|have|had|do|did|go|went|am|was|were|need|want)\b)([a-z]+) (?:a |an |the |my |our |his |her |their |each )?(?:new |fresh |next |another )?([a-z]+)\b/;

function dateDoneTo(text: string): string[] | null {
  const m = DATE_DONE_TO.exec(text);
  return m ? [m[0], m[2]!, m[1]!] : null;
}

/** "open" → "opened", "buy" → "bought": the verb in the past, or as it was when compromise gives more than one word. */
export function pastTense(verb: string): string {
  const past = (nlp(`i ${verb} it`).verbs() as unknown as { toPastTense: () => { text: () => string } }).toPastTense().text();
  return /^[a-z]+$/.test(past) ? past : verb;
}

/**
 * The two fields a row's worth is the product of: a price or rate (never a total already) and how many
 * there are (hours, days, a quantity, or what the prompt says the "number of": "price paid, number of bottles").
 */
export function productFields(attrs: readonly Attribute[], text: string): { rate?: Attribute; qty?: Attribute } {
  const numbers = attrs.filter((a) => a.kind === 'number');
  // "fee per lesson … lessons per month": money said per a thing the records count is its rate.
  const perThing = (a: Attribute) => {
    const per = new RegExp(`\\b${a.label.toLowerCase().split(' ')[0]}s? (?:per|a|an|each|for each) ([a-z]+)\\b`).exec(text)?.[1];
    return per ? numbers.find((n) => !n.scale && singular(n.name.toLowerCase()) === singular(per)) : undefined;
  };
  const money = attrs.filter((a) => a.kind === 'money' && !/^total\b/i.test(a.label));
  const rate = money.find((a) => /rate|price|per/i.test(a.name)) ?? money.find((a) => perThing(a));
  const counted = (a: Attribute) => new RegExp(`\\b(?:number|no\\.?|quantity|count) of ${a.label.toLowerCase()}\\b|\\bhow many ${a.label.toLowerCase()}\\b`).test(text);
  const qty = (rate && perThing(rate)) ?? numbers.find((a) => /hour|quantit|qty|unit|piece|item|day|session|lesson/i.test(a.name)) ?? numbers.find((a) => !a.scale && counted(a));
  return { ...(rate ? { rate } : {}), ...(qty ? { qty } : {}) };
}

/** "at 0.45 per mile", "£12 an hour", "claim 45p a mile": each record is worth its quantity of that unit at this rate. */
export function unitRatePlan(reader: Reader, subject: Subject): Plan['unitRate'] {
  // ("I babysit for $15 an hour", "they pay 0.67 per mile", "I claim 45p a mile": the rate said with its verb; pence and cents are hundredths.)
  const m = reader.find(/\b(?:at|for|pays?|paid|gets?|get paid|charges?|claims?|earns?|makes?|rate (?:is |of )?|is) [$€£]?(\d+(?:\.\d+)?)(p|c|cents?|pence)? (?:[$€£a-z]+ )?(?:per|a|an|each) (mile|km|kilometre|kilometer|hour|item|unit|day|session|lesson|visit|class)\b/);
  if (!m) return undefined;
  const per = m[3]!;
  const field = subject.attributes.find((a) => a.kind === 'number' && new RegExp(`^${per.slice(0, 3)}`, 'i').test(a.name));
  if (!field) return undefined;
  reader.find(/\b(?:what|how much) (?:i|we) can (?:claim|charge|bill)\b|\b(?:claim|reimburse)\w*\b/);
  const value = Number(m[1]) / (m[2] ? 100 : 1);
  const extra = premiumOn(reader, subject);
  const each = eachWorth(reader, subject);
  return { value, per, field: field.name, word: rateWord(reader), ...(extra ? { extra } : {}), ...(each ? { each } : {}) };
}

/** "work out pay for each one", "the earnings on every job", "each shift's pay": one record's worth, asked in the prompt's word. */
function eachWorth(reader: Reader, subject: Subject): string | undefined {
  const noun = `(?:one|${subject.noun}|${subject.plural})`;
  const m = reader.find(new RegExp(`\\b(pay|earnings|wages?|cost|charge|fee|amount|worth|value)s? (?:for|of|on) (?:each|every) ${noun}\\b|\\beach ${noun}'s (pay|earnings|wages?|cost|charge|fee|amount|worth|value)\\b`));
  const word = m?.[1] ?? m?.[2];
  return word ? sentenceCase(word) : undefined;
}

/** What the worked-out amount is called, in the prompt's own word ("my total pay", "what I can claim"). */
function rateWord(reader: Reader): string {
  // ("mileage log for work reimbursement … the amount i'm owed": the figure asked for names it.)
  if (reader.has(/\b(?:amount|how much|what) (?:i'm|i am|we're|we are|i get|is) (?:owed|reimbursed)\b/)) return 'Owed';
  if (reader.has(/\breimbursement\b/)) return 'Reimbursement';
  if (reader.has(/\b(claim|reimburs\w*)\b/)) return 'To claim';
  if (reader.has(/\b(?:my|total|the|how much|weekly|monthly) (?:take[- ]home )?pay\b/)) return 'Pay';
  if (reader.has(/\bearn/)) return 'Earned';
  if (reader.has(/\binvoic/)) return 'To invoice';
  return reader.has(/\b(owe|bill|charge)/) ? 'To charge' : 'Worth';
}

/** "time and a half on sundays", "double time on holidays": records ticked with that yes/no field pay more. */
function premiumOn(reader: Reader, subject: Subject): { field: string; factor: number } | undefined {
  const m = reader.find(/\b(time and a half|double time|(?:paid |pay )?(?:double|triple))(?: pay)? (?:on|for|at) (?:the )?([a-z]+)/);
  if (!m) return undefined;
  const word = singular(m[2]!);
  const field = subject.attributes.find((a) => a.kind === 'yesno' && (singular(a.name.toLowerCase()) === word || a.label.toLowerCase().split(' ').some((x) => singular(x) === word)));
  return field ? { field: field.name, factor: /half/.test(m[1]!) ? 1.5 : /triple/.test(m[1]!) ? 3 : 2 } : undefined;
}

/** The number that says how long each record lasted (minutes, hours, a duration). */
function durationOf(attrs: readonly Attribute[]): Attribute | undefined {
  return attrs.find((a) => a.kind === 'number' && /^(minutes?|mins?|hours?|duration|length|time)$/i.test(a.unit ?? a.name));
}

/** The fields a sentence asks the average of: "average weight", "my average rating", "show averages" (each measure). */
function averaged(said: string, attrs: readonly Attribute[], numeric: Attribute | undefined): Attribute[] {
  // "avg rating", "the mean score", "the average number of plants": the same average of that field.
  const sentence = said.replace(/\bavg\b\.?/g, 'average').replace(/\b(the|my|a|and|our) mean\b(?! (?:that|it|to)\b)/g, '$1 average').replace(/\baverage (?:number|amount|count) of\b/g, 'average');
  // "Show averages" over blood pressure readings: each of the numbers measured.
  // ("average of each", "an average for both": the same.)
  if ((/\baverages\b/.test(sentence) && !/\baverages? (?:of|for) /.test(sentence)) || /\baverages? (?:of|for) (?:each|both|all|every)(?: one| of them)?\b/.test(sentence)) return attrs.filter((a) => (a.kind === 'number' || a.kind === 'money') && measured(a));
  // ("show lowest and average, newest first": the average said last in its list.)
  // "average length of feeds": how long each lasted, the minutes (not the time between them).
  const lasted = /\baverage (?:length|duration) of\b/.test(sentence) ? durationOf(attrs) : undefined;
  if (lasted) return [lasted];
  const avg = /\baverage(?: (?!time between|length|gap|interval|days between)(?:of )?(?:my |the )?([a-z]+)|(?=\s*(?:$|,)))/.exec(sentence);
  if (!avg) return [];
  // "average for the week" averages the main number ("average pace" names something else; "average feed length" the minutes).
  const lengthOf = /^[a-z]+ (?:length|duration|time)\b/.test(sentence.slice(avg.index + avg[0].length - (avg[1]?.length ?? 0))) ? durationOf(attrs) : undefined;
  // "my average rating" over a log whose one score is "how rested i feel (1-5)": that score.
  // ("average sleep score": the score of the sleep, said after the word that qualifies it.)
  const after = /^ ([a-z]+)/.exec(sentence.slice(avg.index + avg[0].length))?.[1] ?? '';
  // ("the average how bad": a question said as the field is a judgement on a scale, its score.)
  const rated = /^(rating|score|how)s?$/.test(avg[1] ?? '') || /^(rating|score)s?$/.test(after) ? attrs.filter((a) => a.kind === 'number' && (a.scale || /^(rating|score)$/i.test(a.name))) : [];
  // ("log his weight (grams + date) and see average weight": a measure kept in its unit is the one number.)
  const numbers = attrs.filter((a) => a.kind === 'number' || a.kind === 'money');
  const measure = /^(weight|height|temperature|temp|length|distance|time|duration|speed|pace|pressure|sugar|glucose|pulse|level|size)$/.test(avg[1] ?? '') && numbers.length === 1 ? numbers[0] : undefined;
  const field = lengthOf ?? measured(attributeFor(attrs, avg[1])) ?? (rated.length === 1 ? rated[0] : undefined) ?? moneyDone(attrs, avg[1]) ?? measure ?? (!avg[1] || /^(for|per|over|of|this|last|each|every|in|on|a|an|day|week|month|so|and)$/.test(avg[1]) ? numeric : undefined);
  if (!field || (field.kind !== 'number' && field.kind !== 'money')) return [];
  // "my average systolic and diastolic", "average weight, waist and hips": every number named in the list.
  const more = /^((?:,? (?:and )?(?:my |the )?[a-z]+)+)/.exec(sentence.slice(avg.index + avg[0].length))?.[1] ?? '';
  // ("… systolic and diastolic so i can tell her": the list ends at the first word that names no number.)
  const others: Attribute[] = [];
  for (const w of [...more.matchAll(/([a-z]+)/g)].map((m) => m[1]!).filter((x) => !/^(and|my|the)$/.test(x))) {
    const a = measured(attributeFor(attrs, w));
    if (!a || (a.kind !== 'number' && a.kind !== 'money')) break;
    others.push(a);
  }
  const listed = others;
  return [field, ...listed.filter((a) => a !== field)];
}

/**
 * The field a "per …" groups by: "the total for each product" over a list of kinds the prompt named is the
 * Type choice; "total minutes per type" where the one choice is "what I worked on (chords, scales …)", that choice.
 */
function groupNamed(word: string, attrs: readonly Attribute[]): Attribute | undefined {
  const named = attributeFor(attrs, word);
  if (named || !/^(product|kind|sort|item|type|category|thing)$/.test(word)) return named;
  const choices = attrs.filter((a) => a.kind === 'choice');
  return attrs.find((a) => a.name === 'type' && a.kind === 'choice') ?? (choices.length === 1 && !/^(item|product)$/.test(word) ? choices[0] : undefined);
}
