import type { AppSpec, Component, StateVar } from '@droidforge/contracts';
import nlp from 'compromise';
import { freshId, freshVar, mainList } from '../spec-edit';
import { topicFor } from '../content/topics';
import { usageSteps } from '../content/usage';
import { adviceFor } from '../content/advice';
import TIPS_LIBRARY from '../../compose/content/tips.json';
import { tipsTopicFor } from '../../compose/content/tips';
import { own } from '../../understand/own';
import { toPascalCase } from '../../compose/analyze/words';
import { capitalise, literal, type Edit, type EditOutcome } from './edit';

const SCREEN = /\b(screen|page|tab|section)\b/i;
const INFO = /^(about|info|information|help|instructions?|guide|how to|tips?|faq|why)$/;
const RULES = /^(rules|how to play)$/;
/** "how to use it", "how the app works": a request for the app's own instructions. */
const HOW_TO_USE = /\bhow (?:to use|(?:it|this|the app) works|(?:do|does|should|can) (?:i|we|you|people|they|he|she) use)\b|\binstructions\b/i;
/** "says what the app is for", "tells you how to …": a question the page answers (lower case, unquoted, no colon). */
const SAYS_WHAT = /^(?:says?|saying|tells?|telling|reads)\s+(?:(?:me|you|us|people|users|them)\s+)?(?=(?:what|how|why|when|where|who|which|whether)\b[^:"“]*$)/;
const STATS = /^(stats|statistics|summary|totals?|report|overview|insights?)$/;

/** A short id stem from a screen's title: ids are cut at 36 characters, so a long title must not eat the part telling its texts apart. */
const screenKey = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 20);

const text = (id: string, body: string, size: 'body' | 'title' | 'small' = 'body', bold = false): Component =>
  ({ type: 'text', id, text: literal(body), size, bold, align: 'start' });

/**
 * "add an About page that explains why drinking water matters", "add a statistics screen": a new
 * screen with real content (subject explanations from the content library, the app's own features,
 * figures over its records), opened from a button on the main screen.
 */
export const addScreenEdit: Edit = {
  name: 'add screen',
  apply(spec, clause) {
    const at = SCREEN.exec(clause.text);
    if (!at || !/^(add|create|make|include|want|need|put|give|build)$/.test(clause.verb)) return undefined;
    const before = clause.text.slice(0, at.index).replace(/^.*?\b(?:add|create|make|include|want|need|put|give|build)\b\s*(?:(?:in|on|up|together)\s+)?/i, '');
    const after = clause.text.slice(at.index + at[0].length);
    // "another page called Tips with some real advice on …": the name said after the screen.
    const called = /^\s*(?:called|named|titled)\s+["'“]?([a-z][a-z' ]{0,30}?)["'”]?(?=\s+(?:with|that|which|where|for|of|to|about|on)\b|\s*[,.;]|$)/i.exec(after);
    const name = called ? called[1]!.trim().toLowerCase() : before.replace(/^(?:(?:an?|the|new|separate|extra|second|another)\s+)+/i, '').trim().toLowerCase();
    // ("… that says what the app is for and how to water plants": what it explains, not words to show.)
    const purpose = (called ? after.slice(called[0].length) : after).replace(/^\s*(?:that|which|to|with|where|for|(?:full )?of)?\s*/i, '').trim().replace(SAYS_WHAT, 'explains ');
    const key = name.split(/\s+/)[0] ?? '';
    // "a Tips screen that says: Always read …": the user's own words are the screen's text.
    // "… with a few pointers: reward good behaviour, keep sessions short": the lines after the colon.
    const dictated = /^(?:says?|saying|reads|with the (?:text|words))\s*:?\s*(.+)$/i.exec(purpose)?.[1]?.trim()
      ?? /^(?:(?:a few|some|these|the following|my|our|\d+)\s+)?(?:[a-z]+\s+)?(?:pointers|tips|points|rules|lines|notes|steps|reminders|things|ideas|facts|instructions)\s*:\s*(.+)$/i.exec(purpose)?.[1]?.trim()
      ?? (/^(?:says?|saying)\b/i.test(purpose) ? clause.quoted : undefined);
    // The title as the user wrote it ("House Rules"), found again in their own words.
    const asWritten = new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i').exec(clause.text)?.[0] ?? name;
    if (dictated && name !== '') return dictatedScreen(spec, asWritten, dictated.replace(/^["“']|["”']$/g, ''));
    // "a page with a checklist of what to look for: queen, eggs, stores": the things to tick, as the user listed them.
    // ("a Hive checklist page: queen, eggs, brood": the page named as the checklist, its items after.)
    const listed = checklistOf(/\b(?:check ?list|tick ?list|to-?do list)$/i.test(name) ? `${name} ${purpose.replace(/^\s*[:\-–—]\s*/, ': ')}` : purpose);
    if (listed) return checklistScreen(spec, name === '' ? undefined : asWritten, listed);
    // "a Warm-up page with a few stretches …, explained a bit": written tips on what the page is about.
    // ("an About screen with some feeding tips for cats": the tips asked for, on the page as named.)
    const tips = TIPS.exec(name) ?? (name === '' ? TIPS_FIRST.exec(purpose) : null) ?? (INFO.test(key) && TIPS.test(purpose) ? [name, name] as unknown as RegExpExecArray : null) ?? (name !== '' && !INFO.test(name) && !STATS.test(key) && tipsTopicFor(`${name} ${purpose}`.toLowerCase()) ? [name, name] as unknown as RegExpExecArray : null);
    const shipped = tips ? tipsScreen(spec, { title: name === '' ? tips[1]! : asWritten, purpose, count: clause.numbers[0] }) : undefined;
    if (shipped) return shipped;
    // "a page with the rules of Uno": the rules, titled by what they are of.
    const rules = name === '' ? /^(?:the\s+)?(rules|instructions)\s+(?:of|for)\s+([a-z0-9][\w' -]*?)(?=\s+(?:so|because|since|as|for|that|which)\b|[,.;!?]|$)/i.exec(purpose) : null;
    // ("instructions for my grandad": whom they are for, not what they are of.)
    if (rules) return infoScreen(spec, /^(?:my|our|his|her|their|me|us|him|them|the kids|people|a [a-z]+ person)\b/i.test(rules[2]!) ? rules[1]!.toLowerCase() : `${rules[1]!.toLowerCase()} of ${rules[2]!.trim()}`, purpose);
    if (INFO.test(name) || INFO.test(key) || RULES.test(key) || (name === '' && (/\b(explain|tell|describe|why|how)\b/i.test(purpose) || topicFor(purpose)))) return infoScreen(spec, name, purpose);
    if (STATS.test(key)) return statsScreen(spec, name);
    if (/^settings?$/.test(key)) return 'Tell me which switch the settings screen should have, for example "add a setting to hide finished tasks".';
    return `I can add an About or Help screen, a Statistics screen over your records, or Settings with switches; I could not build a "${name || 'new'}" screen.`;
  },
};

const TIPS = /\b(tips|advice|pointers|hints|suggestions|dos and don'?ts)\b/i;
/** "a page with tips for …", "a screen of advice on …": what the screen holds, said after it. */
// ("some care tips for …": a word before the tips says what kind, and names the page with them.)
const TIPS_FIRST = /^(?:(?:a few|some|basic|useful|simple|good|helpful|handy|quick)\s+)*((?:[a-z]+\s+)?(?:tips|advice|pointers|hints|suggestions))\b/i;
/** Words of a request that name no subject: "some basic advice about …", "tips for looking after …". */
const NO_SUBJECT = /^(?:tips?|advice|pointers?|hints?|suggestions?|about|some|basic|useful|simple|good|helpful|handy|quick|few|with|for|on|the|and|how|to|looking|after|taking|care|caring|keeping|getting|better|more|less|my|our|your|them|their|each|every|things?|please|thanks|too|also)$/;

/**
 * "add a page with tips for looking after succulents", "a Care Tips screen with advice about watering
 * and light": the written tips the generator ships for the subject asked about (or, when the request
 * names none, for the app's own subject), those about the words asked first. Undefined when the
 * library has nothing on it, so the About-style screen can say so.
 */
function tipsScreen(spec: AppSpec, asked: { title: string; purpose: string; count: number | undefined }): EditOutcome | undefined {
  // ("… before and after a workout, not just one line": the words that name things, not when, how much or how long.)
  const said = nlp(asked.purpose.toLowerCase()).not('(#Preposition|#Value|#Determiner|#Conjunction|#Pronoun|#Negative)').out('text') as string;
  const subject = said.split(/[^a-z']+/).filter((w) => w.length > 2 && !NO_SUBJECT.test(w));
  const stems = subject.map((w) => w.replace(/(?:ing|ed|es|s)$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1')).filter((w) => w.length > 2);
  const score = (row: readonly string[]) => stems.filter((w) => new RegExp(`\\b${w}`, 'i').test(row.join(' '))).length;
  // "tips for warming up my fingers" in a guitar app: the app's subject, when its tips speak of most of what was asked.
  const appTopic = tipsTopicFor(`${spec.app.name} ${spec.app.description}`.toLowerCase());
  const appEntry = appTopic ? own(TIPS_LIBRARY, appTopic) : undefined;
  const appFits = appEntry !== undefined && (stems.length === 0 || score([appEntry.rows.flat().join(' ')]) * 2 > stems.length);
  // The app's own subject first when its tips answer the request ("stretching my fingers" in a piano app is practice, not gym stretching).
  const topic = (appFits && stems.length > 0 ? appTopic : undefined) ?? askedTopic(asked.purpose.toLowerCase(), appFits ? undefined : appTopic, `${spec.app.name} ${spec.app.description}`.toLowerCase()) ?? tipsTopicFor(asked.title.toLowerCase()) ?? (appFits ? appTopic : undefined);
  const entry = topic ? own(TIPS_LIBRARY, topic) : undefined;
  if (!entry) return undefined;
  const rows = entry.rows.map((row, i) => ({ row, i, score: score(row) })).sort((a, b) => b.score - a.score || a.i - b.i);
  const picked = rows.slice(0, Math.min(12, Math.max(3, asked.count ?? 6))).map((r) => r.row);
  const title = capitalise(asked.title).slice(0, 40);
  const id = screenKey(title);
  const children: Component[] = [text(freshId(spec, `${id}_topic_title`), entry.title, 'title', true)];
  picked.forEach(([tip = '', why = ''], i) => {
    children.push(text(freshId(spec, `${id}_tip_${i + 1}`), tip, 'body', true), text(freshId(spec, `${id}_why_${i + 1}`), why, 'small'));
  });
  addScreen(spec, title, children);
  return { summary: `Added ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title} screen with ${picked.length} ${entry.title.toLowerCase()}, opened from a button on the main screen.` };
}

/**
 * The tips topic a request names. When the app's own subject does not answer it ("advice about
 * stretching before and after a workout" in a workout timer), another subject it names is the one meant.
 */
function askedTopic(purpose: string, notTheApp: string | undefined, appText: string): string | undefined {
  const found = tipsTopicFor(purpose);
  const word = (w: string) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
  const named = (topic: string, text: string) => (own(TIPS_LIBRARY, topic)?.words ?? []).filter((w) => word(w).test(text)).length;
  // "advice about stretching before and after a workout": what the advice is about comes first, named as often as the rest.
  const head = /\b(?:about|on|for|regarding)\s+(?:(?:the|my|some|how to|doing)\s+)?([a-z-]+)/.exec(purpose)?.[1];
  const headTopic = head ? tipsTopicFor(head) : undefined;
  if (found && headTopic && headTopic !== found && named(headTopic, purpose) >= named(found, purpose)) return headTopic;
  if (!found || found !== notTheApp) return found;
  const rest = (own(TIPS_LIBRARY, found)?.words ?? []).reduce((text, w) => text.replace(word(w), ' '), purpose);
  const other = tipsTopicFor(rest);
  // ("stretching … a workout" in a workout timer: "workout" only names the app back; stretching is asked about.)
  const itself = (own(TIPS_LIBRARY, found)?.words ?? []).filter((w) => word(w).test(purpose) && !word(w).test(appText)).length;
  return other && named(other, purpose) > itself ? other : found;
}

/** "a checklist of what to look for …, queen, eggs", "a list of things to pack: …": a list asked for with its items. */
const CHECKLIST = /^(?:(?:an?|the|my|our|little|short|quick|simple|handy|[a-z]+(?=\s+(?:check ?list|tick ?list)\b))\s+)*(check ?list|tick ?list|to-?do list|list)\b\s*(?:of\s+|for\s+|with\s+)?(.*)$/i;

/**
 * What a checklist holds: the words that say what it is for ("what to look for when I open the hive")
 * and its items, after a colon or a dash, else the comma-separated short phrases after the first
 * (a longer first phrase says what the list is for). Undefined without two items or more.
 */
function checklistOf(purpose: string): { heading: string; items: string[]; kind: string } | undefined {
  const m = CHECKLIST.exec(purpose.replace(/[.!?]+$/, ''));
  if (!m) return undefined;
  const body = m[2]!.trim();
  const split = (list: string) => list.split(/\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+(?=[^,]*$)/i).map((x) => x.trim().replace(/^(?:the|a|an|any|some)\s+/i, '')).filter((x) => x !== '');
  const colon = /^(.*?)\s*(?::|\s[-–—]\s)\s*(.+)$/.exec(body);
  let heading = colon ? colon[1]! : '';
  const items = colon ? split(colon[2]!) : split(body);
  if (!colon && items.length > 0 && (items[0]!.split(/\s+/).length > 3 || /^(?:what|which|how|things|stuff|everything|items?)\b/i.test(items[0]!))) heading = items.shift()!;
  // (Items are short things, never sentences: "… when I open the hive, queen, eggs".)
  if (items.length < 2 || items.length > 20 || items.some((x) => x.split(/\s+/).length > 5)) return undefined;
  return { heading, items, kind: m[1]!.toLowerCase() };
}

/**
 * A page of the user's checklist: what it is for, then each item with a box to tick (kept on the
 * phone until "Clear ticks"), opened from a button on the main screen.
 */
function checklistScreen(spec: AppSpec, name: string | undefined, listed: { heading: string; items: string[]; kind: string }): EditOutcome {
  const heading = capitalise(listed.heading.replace(/\bi\b/g, 'I'));
  const short = heading !== '' && heading.split(/\s+/).length <= 6 && heading.length <= 40;
  const title = capitalise(name ?? (short ? heading : /check|tick/.test(listed.kind) ? 'Checklist' : 'List')).slice(0, 40);
  // (Short, so each row's ids stay apart within the id length.)
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '_').slice(0, 16).replace(/^_+|_+$/g, '') || 'checklist';
  const rows: Component[] = [];
  const ticks: string[] = [];
  listed.items.forEach((item, i) => {
    const word = toPascalCase(item).replace(/^[^A-Z]+/, '') || `Item${i + 1}`;
    const bind = freshVar(spec, `checked${word}`.slice(0, 40));
    ticks.push(bind);
    spec.state.push({ name: bind, type: 'bool', initial: false, persist: true });
    rows.push({ type: 'row', id: freshId(spec, `${id}_item_${i + 1}`), children: [
      { type: 'checkbox', id: freshId(spec, `${id}_tick_${i + 1}`), bind, label: '' },
      text(freshId(spec, `${id}_text_${i + 1}`), capitalise(item)),
    ] });
  });
  const children: Component[] = [
    // (What the list is for heads it, unless it is the page's title already.)
    ...(heading !== '' && heading.toLowerCase() !== title.toLowerCase() ? [text(freshId(spec, `${id}_heading`), heading, 'title', true)] : []),
    ...rows,
    { type: 'button', id: freshId(spec, `${id}_clear_ticks`), label: 'Clear ticks', style: 'text', onClick: ticks.map((t) => ({ do: 'set' as const, var: t, value: 'false' })) },
  ];
  addScreen(spec, title, children);
  return { summary: `Added ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title} screen with ${listed.items.length} things to tick (${listed.items.join(', ')}), opened from a button on the main screen.` };
}

function dictatedScreen(spec: AppSpec, name: string, words: string): EditOutcome {
  const title = capitalise(name).slice(0, 40);
  const body = capitalise(words).slice(0, 600);
  addScreen(spec, title, [{ type: 'text', id: freshId(spec, `${title}_text`), text: literal(body), size: 'body', bold: false, align: 'start' }]);
  return { summary: `Added ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title} screen with your text, opened from a button on the main screen.` };
}

function addScreen(spec: AppSpec, title: string, children: Component[]): string {
  const base = title.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'more';
  const id = /^[a-z]/.test(base) && base !== 'main' ? base : `screen_${base}`;
  let unique = id;
  for (let i = 2; spec.screens.some((s) => s.id === unique); i++) unique = `${id}_${i}`;
  spec.screens.push({ id: unique, title, children: [...children, { type: 'button', id: freshId(spec, `${unique}_back`), label: 'Back', style: 'text', onClick: [{ do: 'back' }] }], onStart: [] });
  spec.screens[0]!.children.push({ type: 'button', id: freshId(spec, `open_${unique}_button`), label: literal(title), style: 'outlined', onClick: [{ do: 'navigate', screen: unique }] });
  return unique;
}

/** "explaining how to play", "the rules": how a game is played, which its own screens show. */
const HOW_TO_PLAY = /\bhow (?:to|do (?:i|you|we)|you) play\b|^(?:the )?rules$|\brules of (?:the|this) game\b/i;

/**
 * The title of a page the user did not name ("add a page explaining how to play"): what it holds,
 * How to play, the subject's own title (Egg boiling times), Help for how to use the app, else About.
 */
function untitled(content: { playing: boolean; topic?: string; advice?: string; howTo: boolean }): string {
  if (content.playing) return 'how to play';
  return content.advice ?? content.topic ?? (content.howTo ? 'help' : 'about');
}

function infoScreen(spec: AppSpec, name: string, purpose: string): EditOutcome {
  // ("a page with cooking times for eggs": a subject the content library has is asked about, too.)
  const asked = /\b(explain\w*|tell\w*|describ\w*|why|how|tips?|about|matters?|benefits?|rules?)\b/i.test(purpose) || topicFor(purpose) ? purpose : '';
  // "how to water plants" in a plant app: the shipped tips on it, rather than a subject the words also name.
  const advice = asked ? adviceFor(spec, asked) : undefined;
  // ("a rules page explaining the basic 5-a-side rules": the rules of a game the content library has, not how to use the app.)
  const ruled = RULES.test(name) && asked ? topicFor(asked) : undefined;
  const playing = !ruled && (name === '' || RULES.test(name)) && HOW_TO_PLAY.test(name === '' ? purpose : name);
  const topic = advice || playing ? undefined : ruled ?? topicFor(`${name || 'about'} ${asked}`, asked ? '' : `${spec.app.name} ${spec.app.description}`);
  const children: Component[] = [];
  // "a help page that explains how to use it", "a page explaining how to play": the steps this app's own screens take.
  const howTo = (HOW_TO_USE.test(purpose) || playing || (/^(help|instructions?|guide|how to)$/.test(name) && !asked)) && !topic ? usageSteps(spec) : [];
  const title = capitalise(name || untitled({ playing, ...(topic ? { topic: topic.title } : {}), ...(advice ? { advice: advice.title } : {}), howTo: howTo.length > 0 })).slice(0, 40);
  const id = screenKey(title);
  if (howTo.length > 0) {
    children.push(text(freshId(spec, `${id}_how_title`), `How to ${playing ? 'play' : 'use'} ${spec.app.name}`, 'title', true));
    howTo.slice(0, 10).forEach((step, i) => children.push(text(freshId(spec, `${id}_step_${i + 1}`), `${i + 1}. ${step}`)));
  }
  if (topic && (asked || !/^(help|instructions?|guide|how to)$/.test(name))) {
    children.push(text(freshId(spec, `${id}_topic_title`), topic.title, 'title', true));
    topic.paragraphs.forEach((p, i) => children.push(text(freshId(spec, `${id}_topic_${i + 1}`), p)));
  }
  if (advice) {
    children.push(text(freshId(spec, `${id}_advice_title`), advice.title, 'title', true));
    advice.rows.forEach(([tip, why], i) => children.push(text(freshId(spec, `${id}_advice_${i + 1}`), tip, 'body', true), text(freshId(spec, `${id}_advice_why_${i + 1}`), why, 'small')));
  }
  const features = spec.app.features.slice(0, 8);
  const does = [
    text(freshId(spec, `${id}_features_title`), `What ${spec.app.name} does`, 'title', true),
    text(freshId(spec, `${id}_text`), features.length > 0 ? features.map((f) => `• ${f}`).join('\n') : spec.app.description || spec.app.name),
  ];
  // ("says what the app is for and how to …": what the app does first, as asked.)
  if (/\bwhat (?:the app|this app|it)(?: is for| does)\b/i.test(asked) && /\bwhat\b.*\band\b/i.test(asked)) children.unshift(...does);
  else children.push(...does);
  addScreen(spec, title, children);
  const explained = advice ? ` with tips on ${advice.title.toLowerCase()}` : topic && asked ? ` explaining ${topic.title.toLowerCase()}` : howTo.length > 0 ? ` with step-by-step instructions for ${playing ? 'playing' : 'using the app'}` : '';
  const summary = `Added ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title} screen${explained}, opened from a button on the main screen.`;
  if (asked && !topic && !advice && howTo.length === 0) {
    return { summary, notBuilt: [{ request: purpose.slice(0, 300), reason: `I have no written content about that, so the ${title} screen describes what the app does instead.` }] };
  }
  return { summary };
}

function statsScreen(spec: AppSpec, name: string): EditOutcome {
  const list: StateVar | undefined = mainList(spec);
  if (!list?.fields) return 'This app keeps no records to make statistics from.';
  const noun = list.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  const rows: Component[] = [{ type: 'text', id: freshId(spec, 'stats_count'), text: `${capitalise(literal(noun))}: {count(${list.name})}`, size: 'title', bold: true, align: 'start' }];
  for (const f of list.fields) {
    const label = capitalise(f.name.replace(/_/g, ' '));
    if (f.type === 'number') {
      rows.push({ type: 'text', id: freshId(spec, `stats_${f.name}_total`), text: `${literal(label)} total: {fixed(sum(${list.name}, '${f.name}'), 2)}`, size: 'body', bold: false, align: 'start' });
      rows.push({ type: 'text', id: freshId(spec, `stats_${f.name}_average`), text: `${literal(label)} average: {fixed(sum(${list.name}, '${f.name}') / max(1, count(${list.name})), 2)}`, size: 'body', bold: false, align: 'start' });
    }
    if (f.type === 'bool') rows.push({ type: 'text', id: freshId(spec, `stats_${f.name}`), text: `${literal(label)}: {count(${list.name}, '${f.name}')} of {count(${list.name})}`, size: 'body', bold: false, align: 'start' });
  }
  const title = capitalise(name || 'statistics').slice(0, 40);
  addScreen(spec, title, rows);
  return { summary: `Added ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title} screen with the number of ${noun}${rows.length > 1 ? ' and totals and averages of their numbers' : ''}.` };
}
