/**
 * Prompts typed as lists ("knitting projects list\n- project name\n- yarn\n- status (idea, done)")
 * read as the sentences they stand for. Short items (a few words each) are the fields of the line
 * above them: "knitting projects list: project name, yarn, status (idea, done)." Longer items are
 * sentences of their own ("- track workouts\n- show total minutes per type").
 */
export function joinBulletLines(prompt: string): string {
  const lines = prompt.split(/\r?\n/);
  if (!lines.some((l) => BULLET.test(l))) return numberedScreens(lines.filter((l) => l.trim() !== '').length > 1 ? asSentences(lines) : prompt);
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    if (!BULLET.test(lines[i]!)) {
      out.push(lines[i]!.trim());
      i++;
      continue;
    }
    const items: string[] = [];
    while (i < lines.length && BULLET.test(lines[i]!)) items.push(optionsInBrackets(lines[i++]!.replace(BULLET, '').trim().replace(/[.,;]+$/, '')));
    out.push(joined(out, items));
  }
  return numberedScreens(out.filter((l) => l !== '').join(' ').replace(/\s+/g, ' ').trim());
}

const ORDER = '(?:\\d{1,2}|one|two|three|four|five|six|first|second|third|fourth|fifth|sixth|next|last|final)';
/** "screen 1: …", "page two - …", "first screen: …", "2nd tab: …": the heading of one screen in a run of them. */
const SCREEN_HEAD = new RegExp(`(?:^|(?<=[.;!?,]\\s))(?:the |then (?:a |the )?|and (?:a |the )?)?(?:(?:screen|page|tab) ${ORDER}|(?:${ORDER}|\\d(?:st|nd|rd|th)) (?:screen|page|tab))\\s*(?::|[-–—=]|is|has|shows?|with)\\s+`, 'gi');

/**
 * "screen 1: my dogs (…). screen 2: log of walks (…). screen 3: total owed": screens numbered one by
 * one are the list of screens that "3 screens: my dogs (…), log of walks (…), total owed" says, each
 * screen read from its own words. Each screen's words end where the next heading starts, or at the
 * end of the sentence after the last heading.
 */
export function numberedScreens(text: string): string {
  const heads = [...text.matchAll(SCREEN_HEAD)];
  if (heads.length < 2 || heads.length > 8) return text;
  const bodies: string[] = [];
  for (let k = 0; k < heads.length; k++) {
    const from = heads[k]!.index + heads[k]![0].length;
    const to = k + 1 < heads.length ? heads[k + 1]!.index : sentenceEnd(text, from);
    bodies.push(text.slice(from, to).trim().replace(/[.,;!?]+$/, '').replace(/,\s*(?:and|then)$/i, ''));
  }
  if (bodies.some((b) => b === '' || /[.;!?]\s/.test(b.replace(/\([^)]*\)/g, '')))) return text;
  const end = sentenceEnd(text, heads[heads.length - 1]!.index + heads[heads.length - 1]![0].length);
  const list = `${bodies.length} screens: ${bodies.join(', ')}.`;
  return `${text.slice(0, heads[0]!.index)}${list}${text.slice(end).replace(/^[.;!?]/, '')}`.replace(/\s+/g, ' ').trim();
}

/** Where the sentence that goes on at `from` ends: its stop outside brackets, or the end of the text. */
function sentenceEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[.;!?]/.test(c) && (i + 1 === text.length || /\s/.test(text[i + 1]!))) return i;
  }
  return text.length;
}

/**
 * "- subject: math, english, science" is a field and its options, as "subject (math, english, science)"
 * says; an item naming a list of its own ("list of plants: basil, mint") or asking something stays.
 */
function optionsInBrackets(item: string): string {
  const m = /^([a-z][a-z ]{0,24}):\s*([^,:()]{1,24}(?:,\s*[^,:()]{1,24})+)$/i.exec(item);
  if (!m || ASKS.test(item) || /\b(?:list|lists|of)\b/i.test(m[1]!) || m[1]!.trim().split(/\s+/).length > 3) return item;
  return `${m[1]!.trim()} (${m[2]!.trim()})`;
}

const BULLET = /^\s*(?:[-*•·]|\d{1,2}[.)])\s+/;

/**
 * "fuel log\ndate / liters / price\ntotal spent on gas": lines without bullets are sentences, each
 * ended where the user ended the line (unless it stops mid-phrase, "a tracker for\nmy runs").
 */
function asSentences(lines: string[]): string {
  const kept = lines.map((l) => l.trim()).filter((l) => l !== '');
  // ("price, years\n=> loan amount": a line the next one continues with an arrow is not ended.)
  return kept
    .map((l, i) => (/[.!?:;,]$/.test(l) || /\b(?:for|of|and|or|with|to|the|a|an|my|in|on|at|by|from)$/i.test(l) || /^(?:=>|->|→)/.test(kept[i + 1] ?? '') ? l : `${l}.`))
    .join(' ');
}

/** An item that asks the app to do something ("group by room", "setting: hide done"), not a field. */
const ASKS = /^(?:group|sort|show|count|total|search|filter|setting|settings|add|track|log|flag|highlight|reset|mark|tick|let|make|calculate|remind|average|keep|display|see|notify|alert)\b/i;
const outsideBrackets = (item: string) => item.replace(/\([^)]*\)/g, '');

function joined(out: string[], items: string[]): string {
  const fieldLike = (item: string) => !ASKS.test(item) && !outsideBrackets(item).includes(',') && outsideBrackets(item).trim().split(/\s+/).length <= 4;
  // The fields: a first item that is a list itself ("item, room (…), priority"), or the leading short items.
  let fields = 0;
  if (!ASKS.test(items[0]!) && outsideBrackets(items[0]!).includes(',')) fields = 1;
  else while (fields < items.length && fieldLike(items[fields]!)) fields++;
  // The heading line introduces the fields: "…list:" (unless it already ends a sentence or a colon);
  // before sentences, or an item that names its own list ("list of plants: …"), it is a sentence of its own.
  const last = out.length - 1;
  if (last >= 0 && out[last] !== '' && !/[:.!?]$/.test(out[last]!)) out[last] = `${out[last]}${fields === 0 || items[0]!.includes(':') ? '.' : ':'}`;
  if (fields === 0) return `${items.join('. ')}.`;
  const rest = items.slice(fields);
  return `${items.slice(0, fields).join(', ')}.${rest.length > 0 ? ` ${rest.join('. ')}.` : ''}`;
}
