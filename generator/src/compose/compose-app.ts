import { AppSpecSchema, type AppSpec, type Component, type GenerationRefusal, type GenerationReport } from '@droidforge/contracts';
import { checkFeatures } from '../eval/check-features';
import { builtCount, composePlan } from '../plan/compose-plan';
import { refine } from '../refine/refine';
import { callNumber } from '../refine/edits/rename-var';
import { isMeaningfulName } from '../plan/names';
import { notUnderstood, reportFor, unsupportedLanguage } from '../plan/report';
import { withSettings } from '../plan/settings';
import { withUnitSwitch } from '../plan/unit-switch';
import { withSoundSwitch } from '../plan/sound-switch';
import { planTags } from '../plan/tags';
import { walkComponents } from '../spec/env';
import { validateSpec } from '../spec/validate';
import { detectLanguage } from '../understand/language';
import type { Plan } from '../understand/plan';
import { UNITS } from '../understand/formulas';
import { GAME_REASON } from '../understand/limits';
import { understand, understandInParts } from '../understand/understand';
import { splitParts } from '../understand/parts';
import { camel, plural, singular } from '../understand/words';
import { analyzePrompt, type PromptAnalysis } from './analyze/analyze-prompt';
import type { AppKind } from './analyze/kinds';
import { joinBulletLines } from '../understand/bullets';
import type { KindBuilder } from './kinds/builder';
import { buildGeneric } from './kinds/generic';
import { KIND_BUILDERS } from './kinds/registry';

export type PreviewType = 'counter' | 'list' | 'todo' | 'calculator' | 'generic';

export interface ComposeResult {
  spec: AppSpec;
  kind: string;
  previewType: PreviewType;
  /** What was built and each part of the request that was not, with the reason. */
  report: GenerationReport;
  /**
   * Set when nothing useful could be built (too little understood, or a language the composer does
   * not write): build nothing and charge nothing. `spec` is then only a starter for old callers.
   */
  refusal?: GenerationRefusal;
}

const PREVIEW_TYPES: Partial<Record<AppKind, PreviewType>> = {
  counter: 'counter', 'tracker-counter': 'counter', todo: 'todo', notes: 'list', 'tracker-list': 'list', catalog: 'list',
  info: 'list', calculator: 'calculator', 'calculator-form': 'calculator', converter: 'calculator',
};

/**
 * Turns a plain-English prompt into a working AppSpec without any model or network. Understands
 * the prompt into a plan of capabilities, composes them, and uses a tested kind recipe instead when
 * the recipe has every feature the plan asks for. Never throws.
 */
export function composeApp(typed: string): ComposeResult {
  const prompt = joinBulletLines(typed);
  const analysis = analyzePrompt(prompt);
  const lang = detectLanguage(prompt);
  if (lang !== 'en') return refused(analysis, unsupportedLanguage(lang));
  const plan = readPrompt(prompt);
  // A game the composer cannot make is refused, never swapped for another game's recipe.
  const otherGame = !plan.game && plan.unbuilt.some((u) => u.reason === GAME_REASON);
  // No recipe has the separate parts a prompt asks beside its main thing, nor studies cards whose sides the user names.
  const recipe = otherGame || plan.parts || plan.balance || plan.study ? undefined : recipeFor(analysis);
  const planned = valid(() => composePlan(plan, analysis)?.spec) ?? (plan.parts ? valid(() => composePlan({ ...plan, parts: undefined }, analysis)?.spec) : undefined);
  // Field names are the plan's guesses: a recipe must keep each asked-for field under some word of
  // its label (any type), and everything else that was asked of it.
  const tags = planTags(plan, 'names');
  // The several-screens recipe is only a frame of placeholder screens: anything composed says more.
  const frameOnly = analysis.kind === 'multi-screen';
  if (recipe && (!planned || (!frameOnly && covers(recipe, tags, plan)))) {
    const spec = settled(named(recipe, planned, plan), plan);
    return { spec, kind: analysis.kind, previewType: PREVIEW_TYPES[analysis.kind] ?? 'generic', report: reportFor(spec, recipeView(plan)) };
  }
  if (planned) {
    const { spec, plan: rest } = withLeftovers(settled(planned, plan), plan);
    return { spec, kind: 'composed', previewType: previewOf(spec), report: reportFor(spec, rest) };
  }
  // Nothing useful to build: charge nothing, but still say why the parts we know we cannot build are out.
  const refusal = refused(analysis, notUnderstood(plan.unbuilt));
  return { ...refusal, report: { built: [], notBuilt: plan.unbuilt } };
}

/** The prompt as one thing, or as a main thing and separate parts beside it when that reading builds more. */
function readPrompt(prompt: string): Plan {
  const whole = understand(prompt);
  const inParts = understandInParts(prompt);
  if (!inParts) return whole;
  // "plus a screen with a timer": a part asked as a screen of its own is one, even when one screen could hold both.
  const more = builtCount(inParts) - builtCount(whole);
  // "3 screens: …, and a 25 min pomodoro timer": screens the prompt lists are each their own, when that builds as much.
  const listed = inParts.parts!.every((p) => p.ownScreen) && !!splitParts(prompt)?.ownScreens;
  return more > 0 || (more === 0 && ((!whole.pages && !whole.content?.onPage && inParts.parts!.some((p) => p.ownScreen)) || listed)) ? inParts : whole;
}

/** A kind recipe, unless the prompt only reached the generic starter. */
function recipeFor(analysis: PromptAnalysis): AppSpec | undefined {
  if (analysis.kind === 'generic') return undefined;
  const builder = KIND_BUILDERS[analysis.variant];
  return builder ? tryBuild(builder, analysis) : undefined;
}

function covers(spec: AppSpec, tags: string[], plan: Plan): boolean {
  // No recipe counts an allowance down ("vacation days left"): the timer's countdown is another app.
  if (plan.counter?.down) return false;
  // A formula the prompt states is its own form; a keypad or another calculator is a different app.
  if (plan.formula?.domain === 'stated') return false;
  // "cups to grams for flour": a weight per ingredient, which no unit recipe knows.
  if (plan.formula?.domain === 'baking') return false;
  // "a random board game picker": a game recipe is not a picker, whatever its description repeats.
  if (plan.random && !plan.game && spec.app.kind === 'game') return false;
  // "3 counters: pushups, situps, squats": no recipe keeps several named counts.
  if (plan.counter?.names) return false;
  // "a lap counter for swimming": a counter that nobody asked to time is no stopwatch.
  if (plan.counter && !plan.timer && spec.timers.length > 0 && !/\b(?:stopwatch|timers?|tim(?:e|ed|ing)|clock)\b/.test(plan.text)) return false;
  if (offersEveryUnit(spec, plan)) return true;
  return checkFeatures({ spec }, tags).every((c) => c.present) && countsTheUnit(spec, plan) && keepsTheSubject(spec, plan) && listsTheSubject(spec, plan) && offersTheOptions(spec, plan);
}

/**
 * "mood (great/ok/bad)": the options the prompt lists are the choice, exactly; a recipe's own five
 * moods with emoji are another app's, even when they contain the words.
 */
function offersTheOptions(spec: AppSpec, plan: Plan): boolean {
  const bare = (o: string) => o.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '').trim();
  const selects = componentsOf(spec).flatMap((c) => (c.type === 'select' || c.type === 'radio' ? [new Set(c.options.map(bare))] : []));
  const asked = (plan.subject?.attributes ?? []).filter((a) => a.kind === 'choice' && (a.options?.length ?? 0) >= 2);
  return asked.every((a) => selects.some((s) => s.size === a.options!.length && a.options!.every((o) => s.has(bare(o)))));
}

/**
 * "etsy shop inventory: product, stock qty, price": a recipe keeping "items" where the prompt keeps
 * products is a near miss; the composed list is named for what the user keeps.
 */
function listsTheSubject(spec: AppSpec, plan: Plan): boolean {
  const noun = plan.subject?.noun;
  const lists = spec.state.filter((v) => v.type === 'list' && v.persist);
  // A recipe that ships its content ("20 common Spanish words" as flashcards) is more than a list.
  if (lists.some((v) => Array.isArray(v.initial) && v.initial.length > 0)) return true;
  if (!noun || lists.length === 0 || (plan.subject?.attributes.length ?? 0) < 2 || /^(entry|item|reading|day|session|record|thing|note)$/.test(noun)) return true;
  // Only a recipe's generic "items" list is a near miss; its named lists (a journal's entries) are its design.
  return lists.some((v) => v.name !== 'items' || v.name.toLowerCase().includes(noun.toLowerCase()));
}

/**
 * A recipe that keeps something else (a mood journal for "my dreams") is another app: the thing the
 * prompt keeps must show somewhere people see it (the app's name, a screen, a list, a label), not
 * only in the description that repeats the prompt.
 */
function keepsTheSubject(spec: AppSpec, plan: Plan): boolean {
  const noun = plan.subject?.noun;
  // Only a subject the prompt describes (its own fields) is a promise; "an address book" may be contacts.
  if (!noun || (plan.subject?.attributes.length ?? 0) < 2) return true;
  // The prompt's own name for it counts too ("birthday reminder list": a birthday list will do);
  // "entries" and "readings" say nothing, so only the name does ("electricity meter readings").
  const generic = /^(entry|item|reading|day|session|record|thing|note)$/.test(noun);
  const titleWords = (plan.subject?.title ?? '').split(' ').filter((w) => w.length > 3 && !/^(entry|entries|item|items|reading|readings|daily|journal|diary|list|notes?)$/.test(w));
  const words = [...(generic ? [] : [noun]), ...titleWords].map(singular);
  if (words.length === 0) return true;
  const shown = [spec.app.name, ...spec.screens.map((s) => s.title), ...spec.state.map((v) => v.name),
    ...shownTexts(spec)].join(' ').toLowerCase();
  return words.some((w) => new RegExp(`\\b(?:${w}|${plural(w)})`).test(shown));
}

/** Every component of every screen, list item templates included. */
function componentsOf(spec: AppSpec): Component[] {
  const out: Component[] = [];
  for (const screen of spec.screens) walkComponents(screen.children, (c) => out.push(c));
  return out;
}

/** The words the app's texts, buttons and input hints show. */
function shownTexts(spec: AppSpec): string[] {
  return componentsOf(spec).flatMap((c) => [c.type === 'text' ? c.text : '', c.type === 'button' ? c.label : '', c.type === 'input' ? c.hint : '']);
}

/** A converter recipe whose unit choices hold every unit asked for converts between all of them, any way round. */
function offersEveryUnit(spec: AppSpec, plan: Plan): boolean {
  const pairs = plan.formula?.domain === 'units' ? plan.formula.pairs : [];
  if (pairs.length === 0) return false;
  const choices = componentsOf(spec).flatMap((c) => (c.type === 'select' || c.type === 'radio' ? c.options : [])).map((o) => o.toLowerCase());
  return pairs.flat().every((u) => choices.some((o) => o.includes(UNITS[u]!.label.toLowerCase())));
}

/** A recipe counting another unit (ml for "8 glasses a day") is not what was asked. */
function countsTheUnit(spec: AppSpec, plan: Plan): boolean {
  const c = plan.counter;
  // "water counter with a + button": a button that counts one at a time, not a recipe's +250 ml.
  if (c && c.step === 1 && /(?:^|\s)(?:\+ ?1?|plus) (?:button|btn)\b|\+1\b/.test(plan.text)
    && !componentsOf(spec).some((b) => b.type === 'button' && b.onClick.some((a) => a.do === 'increment' && String(a.by ?? '1').trim() === '1'))) return false;
  // Only a unit the prompt counts towards ("8 glasses a day", "at most 4 cups") is a promise.
  if (!c || c.unit === 'times' || (c.goal === undefined && c.limit === undefined && !c.named)) return true;
  const unit = singular(c.unit);
  // "a counter for laps swum": a button must count them (a stopwatch's laps are not counted by a tap).
  const tapCounts = componentsOf(spec).some((b) => b.type === 'button' && b.onClick.some((a) => a.do === 'increment' && !String(a.by ?? '1').trim().startsWith('-')));
  return (tapCounts || c.goal !== undefined || c.limit !== undefined) && shownTexts(spec).some((t) => t.toLowerCase().includes(unit));
}

/** A recipe keeps its own features; the plan only adds what nobody could build. */
function recipeView(plan: Plan): Plan {
  return { ...plan, unrecognised: [] };
}

/** Recipes named after a filler word take the plan's name. */
function named(recipe: AppSpec, planned: AppSpec | undefined, plan: Plan): AppSpec {
  countNamed(recipe, plan);
  // A recipe's bare kind ("Counter") says less than the composed name that ends with it ("Pushup Counter").
  const bare = !!planned && !recipe.app.name.includes(' ') && planned.app.name.endsWith(` ${recipe.app.name}`);
  if ((isMeaningfulName(recipe.app.name) && !bare) || !planned) return recipe;
  return { ...recipe, app: { ...recipe.app, name: planned.app.name, packageName: planned.app.packageName } };
}

/** "pushup counter": a recipe's bare "count" is named for what it counts, so code and refinements say which. */
function countNamed(recipe: AppSpec, plan: Plan): void {
  const unit = plan.counter?.unit;
  if (!unit || unit === 'times' || plan.counter?.names) return;
  // ("life counter": a life total is one amount, which people call life or lives; the refiner names it by their word.)
  if (/^(life|lives|health|hp|score|points?|mana|energy|money|gold|balance|karma)$/.test(unit)) return;
  const name = camel(plural(unit));
  if (!/^[a-z][a-zA-Z]{2,30}$/.test(name) || recipe.state.some((v) => v.name === name)) return;
  const count = recipe.state.find((v) => v.name === 'count' && v.type === 'number');
  if (count) callNumber(recipe, count, name);
}

/**
 * Clauses the understanding step used for nothing, asked of the refiner as changes to the composed app
 * ("add a setting to show or hide the prices"): each is kept when the refiner applies all of it and the
 * app stays valid; otherwise it stays in the report as not built.
 */
/** "Added a \"Show prices\" switch …" said as a feature: "A \"Show prices\" switch …". */
const asFeature = (done: string) => done.replace(/^Added (\w)/, (_m, c: string) => c.toUpperCase());

const PURPOSE = /^(?:(?:i|we) (?:want|need|would like|'d like) to |help (?:me|us) )?(?:track|log|keep track of|record|manage|organi[sz]e|keep) (?:my|our|the|all (?:my|our|the)) [a-z]+(?: [a-z]+)?[.!]?$/i;

/** "hey, i need an exam revision tracker": the app itself, asked for by its name; nothing to add to it. */
function asksForTheApp(clause: string, spec: AppSpec): boolean {
  const name = spec.app.name.toLowerCase();
  const asked = clause.trim().toLowerCase().replace(/^(?:(?:hey|hi|hello|so|ok|okay|please)[,!]?\s+)+/, '').replace(/^(?:(?:i|we) (?:need|want|would like|'d like)|(?:can|could) (?:you|i) (?:make|build|get|have)|make me|build me|give me)\s+(?:an?|my|our|the|some)?\s*/, '').replace(/[.!?]+$/, '');
  // (A single word the name happens to contain, "track" in Budget Tracker, is no such ask: it stays reported.)
  return asked === name || (asked.split(' ').length >= 2 && name.includes(asked)) || (asked.endsWith(name) && asked.split(' ').length <= name.split(' ').length + 2);
}

const SWITCH_OVER_A_PART = /\b(?:setting|switch|toggle|option)s? (?:to|that|for|which) (?:show(?:s)?(?: or hides?)?|hides?(?: or shows?)?)\b/i;

function withLeftovers(spec: AppSpec, plan: Plan): { spec: AppSpec; plan: Plan } {
  let current = spec;
  const left: string[] = [];
  // "Add a setting to show or hide the prices": a switch over a part of the app, which only the refiner makes.
  const switches = plan.prompt.split(/(?<=[.!?;])\s+/).filter((x) => SWITCH_OVER_A_PART.test(x) && !plan.unrecognised.includes(x.trim().toLowerCase()));
  const hasSwitch = JSON.stringify(spec.screens).includes('"type":"switch"');
  for (const clause of [...plan.unrecognised, ...(hasSwitch ? [] : switches)]) {
    // "i want to track my spending" says what the app is for; it adds nothing to it.
    const theApp = asksForTheApp(clause, spec);
    const result = PURPOSE.test(clause.trim()) || theApp ? { changed: false, spec: current, report: { built: [], notBuilt: [] } } : refine(current, clause);
    if (result.changed && result.report.notBuilt.length === 0 && validateSpec(result.spec).length === 0) {
      current = { ...result.spec, app: { ...result.spec.app, features: [...result.spec.app.features, ...result.report.built.map(asFeature)].slice(0, 20) } };
    } else if (plan.unrecognised.includes(clause) && !theApp) left.push(clause);
  }
  return { spec: current, plan: { ...plan, unrecognised: left } };
}

/** The settings switches asked for, on a Settings screen; the app as it was if they do not fit. */
function settled(spec: AppSpec, plan: Plan): AppSpec {
  const units = plan.unitSwitch ? (valid(() => withUnitSwitch(spec, plan.unitSwitch!)) ?? spec) : spec;
  const switched = plan.soundSwitch ? (valid(() => withSoundSwitch(units, plan.soundLabel) ?? units) ?? units) : units;
  if (plan.settings.length === 0) return switched;
  return valid(() => withSettings(switched, plan.settings, plan.text)) ?? switched;
}

function previewOf(spec: AppSpec): PreviewType {
  if (spec.timers.length > 0) return 'generic';
  return spec.state.some((v) => v.type === 'list' && v.persist) ? 'list' : 'generic';
}

function refused(analysis: PromptAnalysis, refusal: GenerationRefusal): ComposeResult {
  const spec = buildGeneric({ ...analyzePrompt(''), prompt: analysis.prompt });
  return { spec, kind: 'generic', previewType: 'generic', report: { built: [], notBuilt: [] }, refusal };
}

function valid(make: () => AppSpec | undefined): AppSpec | undefined {
  try {
    const raw = make();
    if (!raw) return undefined;
    const parsed = AppSpecSchema.safeParse(raw);
    return parsed.success && validateSpec(parsed.data).length === 0 ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function tryBuild(builder: KindBuilder, analysis: Parameters<KindBuilder>[0]): AppSpec | undefined {
  return valid(() => builder(analysis));
}
