import { isFragmentName, repairedName } from '../compose/name-quality';
import { APPSPEC_VERSION, type AppSpec, type Component, type Screen, type StateVar } from '@droidforge/contracts';
import { packageNameFor } from '../compose/analyze/app-name';
import type { PromptAnalysis } from '../compose/analyze/analyze-prompt';
import type { Plan } from '../understand/plan';
import { button, checkbox, heading, input, list, literal, row, text } from '../compose/build/components';
import { append, clear, navigate, removeItem, when } from '../compose/build/actions';
import { listVar, textVar } from '../compose/build/state';
import { buildBalance } from './balance';
import { buildCounter } from './counter';
import { buildForm } from './forms';
import { buildGame } from './games';
import { isMeaningfulName, nameFor } from './names';
import { titleCase } from '../understand/words';
import { buildRecords } from './records';
import { buildScores } from './scores';
import { buildContent, buildCountdown, buildPairs, buildRandomPick } from './simple';
import { buildTimer } from './timer';
import { CONTENT } from './content-library';
import { partSections, type Section } from './parts';
import { buildStudy } from './study';

/**
 * The composition step: each capability of the plan contributes state, components, timers and
 * start actions (a Section); records bring their own screens, the others stack on the main screen,
 * and each separate part the prompt asks for gets a screen of its own.
 */
function sections(plan: Plan): Section[] {
  const out: Section[] = [];
  if (plan.formula) out.push(buildForm(plan.formula));
  if (plan.game) out.push(buildGame(plan.game));
  if (plan.content) {
    const c = buildContent(plan);
    if (c) out.push(plan.content.onPage ? { ...c, page: CONTENT[plan.content.topic]?.title ?? 'Tips' } : c);
  }
  if (plan.pairs) out.push(buildPairs(plan));
  if (plan.timer) out.push(buildTimer(plan.timer));
  if (plan.scores) out.push(buildScores(plan.scores));
  const subjectHasData = !!plan.subject && plan.subject.attributes.some((a) => a.name !== 'date');
  if (plan.counter && !(subjectHasData && !plan.counter.goal && !plan.counter.limit)) out.push(buildCounter(plan.counter));
  if (plan.balance) out.push(buildBalance(plan.balance));
  if (plan.random) out.push(buildRandomPick(plan));
  // A countdown to a day the prompt names stands beside any list ("… plus a checklist of things to do").
  // ("… also show days since his last flea treatment", "days since I last turned it": a count beside the records, not of each.)
  // ("days until I leave" with no day said stands beside a list only: alone, the event-countdown recipe asks the day.)
  const picked = plan.dates.countdown?.date === '' && !plan.dates.countdown.since;
  if (plan.dates.countdown && (picked ? !!plan.subject : !plan.subject || !plan.dates.countdown.since || (!plan.dates.daysSince && subjectHasData))) out.push(buildCountdown(plan));
  // A counter of glasses stands beside a log of breaks; a counter of the records themselves replaces them.
  const unit = plan.counter?.unit;
  const other = !!unit && !!plan.subject && unit !== 'times' && ![plan.subject.noun, plan.subject.plural].includes(unit) && !unit.startsWith(plan.subject.noun);
  const counted = !other && out.some((s) => s.features.some((f) => f.startsWith('Count ')));
  // A checklist of tasks or items is a list of its own, beside a countdown or a timer.
  // "a checklist of topics … check off: contracts, torts": any checklist, or a ticked list that starts full.
  const checklist = !!plan.subject && (/^(item|task)$/.test(plan.subject.noun) || plan.subject.container === 'checklist' || (plan.subject.prefilled.length > 0 && !!plan.list.toggle));
  // "count the bags … and keep a list of volunteers": a list the prompt names beside a counter of something else.
  const namedList = !!plan.subject && plan.subject.container === 'list' && other;
  if (plan.subject && (out.length === 0 || ((subjectHasData || checklist || namedList) && !counted))) out.push(buildRecords(plan, plan.subject));
  // "a study screen where I flip through the cards": the records, one at a time, on a screen of their own.
  const study = out.some((s) => s.screens) ? buildStudy(plan) : undefined;
  if (study) out.push(study);
  return out;
}

type Page = NonNullable<Plan['pages']>[number];

function pageBody(page: Page, id: string): Component[] {
  if (page.editable) return editablePage(page, id).children;
  return [heading(`${id}_heading`, literal(page.title)), ...page.lines.map((l, i) => text(`${id}_line_${i}`, literal(`• ${l}`)))];
}

/** A part's sections; a part that is only pages ("…, a page with the knots i'm learning (…)") is those pages. */
function partOwn(plan: Plan): Section[] {
  const own = sections(plan);
  if (own.length > 0 || !plan.pages?.length) return own;
  return plan.pages.map((page, i) => {
    const id = `page${i + 1}_${page.title.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 20)}`;
    const body = page.editable ? editablePage(page, id) : { state: [], children: pageBody(page, id) };
    // (The part's screen is titled already: the page's own heading would say it twice.)
    return { state: body.state, children: body.children.filter((c) => c.id !== `${id}_heading`), features: [page.editable ? `${page.title}: lines you write, starting with ${page.lines.length}` : `${page.title}: ${page.lines.length} lines`] };
  });
}

/** A page the user writes: its lines, kept on the phone, each removable (and ticked off, when asked), and a box to add one. */
function editablePage(page: Page, id: string): { state: StateVar[]; children: Component[] } {
  // ("How to find us": a list is named for the page's words, never for a fragment of its clause.)
  const base = isFragmentName(camel(id)) ? repairedName(camel(id), page.title, 'text') : camel(id);
  const lines = `${base}Lines`;
  const draft = `new${base.replace(/^./, (c) => c.toUpperCase())}Line`;
  const tick = page.checks ? [checkbox(`${id}_check`, 'item.done', '')] : [];
  return {
    // Lines the prompt wrote for the page start it; the user adds and removes the rest.
    state: [listVar(lines, [{ name: 'text', type: 'text', kind: 'text', label: page.title.slice(0, 40) }, ...(page.checks ? [{ name: 'done', type: 'bool' as const, label: 'Done' }] : [])], page.lines.map((l) => ({ text: l }))), textVar(draft)],
    children: [
      heading(`${id}_heading`, literal(page.title)),
      list(`${id}_list`, lines, [row(`${id}_row`, [...tick, text(`${id}_line`, page.checks ? '{item.text}' : '• {item.text}'), button(`${id}_remove`, 'Remove', [removeItem(lines)], { style: 'text' })])], `Nothing on ${page.title} yet: write the first line below`),
      row(`${id}_add_row`, [input(`${id}_input`, draft, 'text', 'New line'), button(`${id}_add`, 'Add', [when(`len(${draft}) > 0`, [append(lines, { text: draft, ...(page.checks ? { done: 'false' } : {}) }), clear(draft)])], { style: 'outlined' })]),
    ],
  };
}

const camel = (id: string) => id.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Each page, opened by a button on the main screen and closed by Back; answers the pages' features and state. */
function addPages(screens: Screen[], pages: Page[]): { features: string[]; state: StateVar[] } {
  const used = new Set(screens.map((s) => s.id));
  const state: StateVar[] = [];
  const features = pages.map((page, i) => {
    let id = page.title.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').replace(/^(?=\d)/, 'page_').slice(0, 30) || `page_${i + 1}`;
    if (id === 'main' || used.has(id)) id = `page_${i + 1}`;
    used.add(id);
    const body = page.editable ? editablePage(page, id) : { state: [], children: pageBody(page, id) };
    state.push(...body.state);
    screens.push({ id, title: page.title.slice(0, 60), children: [...body.children, button(`${id}_back`, 'Back', [{ do: 'back' }], { style: 'text' })], onStart: [] });
    screens[0]!.children.push(button(`open_${id}`, page.title.slice(0, 40), [navigate(id)], { style: 'outlined' }));
    return page.editable ? `${page.title} page: lines you write, kept on the phone` : `${page.title} screen (${page.lines.length} ${page.lines.length === 1 ? 'line' : 'lines'})`;
  });
  return { features, state };
}

/**
 * Capabilities asked as screens of their own ("a second screen with 10 study tips"), each opened by a
 * button on the main screen; with nothing else to show, the first one stays the main screen.
 */
function ownScreens(parts: Section[]): { main: Section[]; screens: Screen[] } {
  const paged = parts.filter((p) => p.page && !p.screens);
  const main = parts.filter((p) => !paged.includes(p));
  if (main.length === 0) return { main: parts, screens: [] };
  const screens = paged.map((p, i): Screen => {
    const id = `${p.page!.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'section'}_${i + 1}`;
    return { id, title: p.page!, children: [heading(`${id}_heading`, literal(p.page!)), ...(p.children ?? []), button(`${id}_back`, 'Back', [{ do: 'back' }], { style: 'text' })], onStart: p.pageStart ?? [] };
  });
  return { main: [...main, ...paged.map((p, i) => ({ ...p, children: [button(`open_${screens[i]!.id}`, p.page!.slice(0, 40), [navigate(screens[i]!.id)], { style: 'outlined' })] }))], screens };
}

/**
 * "3 screens" asks the records for a second, summary screen; when the prompt names pages, those are its
 * other screens, so a summary screen with nothing on it (only its title and Back) is left out.
 */
function withoutEmptySummary(screens: Screen[], pages: boolean): Screen[] {
  const second = screens.find((s) => s.id === 'second');
  if (!pages || !second || second.children.some((c) => c.id !== 'second_title' && c.id !== 'second_back')) return screens;
  return screens.filter((s) => s !== second).map((s) => ({ ...s, children: s.children.filter((c) => c.id !== 'open_second') }));
}

/** "Book club app. Screens: …", "app for our chess club with 3 screens", "seed starting guide with …": what the prompt calls the app, for a home of pages. */
function appCalled(text: string): string | undefined {
  const m = /^(?:an? |my |our |the )?((?:[a-z']+ ){1,3}?)app\b/.exec(text) ?? /^(?:an? |my |our |the )?((?:[a-z']+ ){1,3}?(?:guide|handbook|helper|chart|planner|organi[sz]er))\b/.exec(text)
    ?? /\bapp for (?:my |our |the )?([a-z' ]{3,30}?)(?: with\b|[.:,;]|$)/.exec(text);
  const words = m?.[1]!.trim();
  return words && isMeaningfulName(words) ? titleCase(words) : undefined;
}

/**
 * "a home menu and three pages: …" beside records (or a timer …): a home screen comes first and opens
 * the capability's screen as it opens each page (their buttons are added to the home after this).
 */
function homeInFront(screens: Screen[], name: string, title: string, moved: string[]): string[] {
  const used = new Set(screens.map((s) => s.id));
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 30);
  const id = slug && slug !== 'main' && !used.has(slug) ? slug : 'app_main';
  const first = screens[0]!;
  // The buttons that open the parts' screens move to the home, beside the one that opens the capability.
  const opens = first.children.filter((c) => moved.includes(c.id));
  screens[0] = { ...first, id, title, children: [...first.children.filter((c) => !opens.includes(c)), button(`${id}_home`, 'Home', [{ do: 'back' }], { style: 'text' })] };
  screens.unshift({ id: 'main', title: name, children: [heading('home_heading', literal('Pick a page')), button(`open_${id}`, title.slice(0, 40), [navigate(id)], { style: 'outlined' }), ...opens], onStart: [] });
  return [`A home screen with a button for ${title} and each page`];
}

/** How many things the plan builds: its capabilities, its written-out pages, and its parts. */
export function builtCount(plan: Plan): number {
  const mine = sections(plan);
  return mine.length + (plan.pages?.length ?? 0) + partSections(plan, mine, partOwn).length;
}

export interface PlannedApp {
  spec: AppSpec;
}

export function composePlan(plan: Plan, analysis: PromptAnalysis): PlannedApp | undefined {
  const mine = sections(plan);
  const own = ownScreens([...mine, ...partSections(plan, mine, partOwn)]);
  const pages = plan.pages ?? [];
  const parts = own.main.map((p) => (p.screens ? { ...p, screens: withoutEmptySummary(p.screens, pages.length > 0 || own.screens.length > 0) } : p));
  // A prompt of only written-out screens: the first is the main screen, the others open from it;
  // several pages and "a home page" (or rules of several games): a home screen opens each of them.
  const allRules = pages.length >= 2 && pages.every((p) => / rules$/.test(p.title));
  const home = parts.length === 0 && pages.length >= (plan.home ? 1 : 2) && (plan.home || /\b(?:home|main) (?:page|screen)\b|\bmenu\b/.test(plan.text) || allRules || pages.every((p) => p.editable));
  if (home) parts.push({ state: [], children: [heading('home_heading', literal(allRules ? 'Pick a game' : 'Pick a page'))], features: [`A home screen with a button for each of the ${pages.length} pages`] });
  const firstIsPage = !home && parts.length === 0 && pages.length > 0;
  if (firstIsPage) parts.push({ state: [], children: pageBody(pages[0]!, 'main'), features: [`${pages[0]!.title}: ${pages[0]!.lines.length} lines`] });
  if (parts.length === 0) return undefined;
  // "Cat care app. Three screens: …": an app of several screens of its own is what the prompt calls it, not its first list.
  const screensApp = !plan.appName && plan.parts?.some((p) => p.ownScreen) ? appCalled(plan.text) : undefined;
  const name = screensApp ?? nameFor(plan) ?? (home && allRules ? 'Game Rules' : (home ? appCalled(plan.text) : undefined) ?? (parts.length === 1 && pages.length > 0 ? pages[0]!.title : undefined));
  if (!name) return undefined;
  const withScreens = parts.find((p) => p.screens);
  const flat = parts.filter((p) => !p.screens);
  let screens: Screen[];
  if (withScreens) {
    screens = withScreens.screens!.map((s) => ({ ...s }));
    screens[0] = { ...screens[0]!, title: name, children: [...flat.flatMap((p) => p.children ?? []), ...screens[0]!.children] };
  } else {
    screens = [{ id: 'main', title: name, children: flat.flatMap((p) => p.children ?? []), onStart: [] }];
  }
  screens[0] = { ...screens[0]!, onStart: [...screens[0]!.onStart, ...parts.flatMap((p) => p.onStart ?? [])] };
  screens.push(...own.screens);
  // "3 screens: a home screen, a feeding log (…) and a vet visits list (…)": the home opens the records and each part's screen.
  const homeFeature = !home && ((pages.length > 0 && (plan.home || /\b(?:home|main) (?:page|screen|menu)\b/.test(plan.text))) || (own.screens.length > 0 && plan.home))
    ? homeInFront(screens, name, withScreens?.screens![0]!.title ?? name, own.screens.map((s) => `open_${s.id}`))
    : [];
  // Only a prompt of nothing but written-out pages shows the first of them as its main screen.
  const extra = home || !firstIsPage ? pages : pages.slice(1);
  const added = addPages(screens, extra);
  const features = [...new Set([...homeFeature, ...parts.flatMap((p) => p.features), ...added.features])].slice(0, 20);
  const spec: AppSpec = {
    version: APPSPEC_VERSION,
    app: { name, packageName: packageNameFor(name), description: analysis.text.slice(0, 500), features, kind: 'composed' },
    theme: { primary: analysis.theme.primary, accent: analysis.theme.accent, dark: analysis.theme.dark, textScale: 1 },
    state: [...parts.flatMap((p) => p.state), ...added.state],
    screens,
    timers: parts.flatMap((p) => p.timers ?? []),
  };
  return { spec };
}
