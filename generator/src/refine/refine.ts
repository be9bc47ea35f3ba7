import { AppSpecSchema, type AppSpec, type GenerationReport, type UnbuiltRequest } from '@droidforge/contracts';
import { validateSpec } from '../spec/validate';
import type { Edit } from './edits/edit';
import { addButtonEdit } from './edits/buttons';
import { addFieldEdit } from './edits/fields';
import { addFormEdit } from './edits/add-form';
import { goalEdit } from './edits/goal';
import { changeButtonEdit } from './edits/change-button';
import { signedButtonsEdit } from './edits/signed-buttons';
import { dropdownEdit } from './edits/dropdown';
import { moveEdit, removeEdit } from './edits/layout';
import { addTextEdit } from './edits/add-text';
import { alreadyShownEdit } from './edits/already-shown';
import { sayWhenEdit } from './edits/say-when';
import { soundSwitchEdit } from './edits/sound-switch';
import { defaultEdit, limitEdit, stepEdit } from './edits/numbers';
import { addScreenEdit } from './edits/screens';
import { removeSearchEdit } from './edits/search';
import { sortEdit } from './edits/sort';
import { randomRangeEdit } from './edits/random-range';
import { changeTextEdit } from './edits/texts';
import { addToggleEdit } from './edits/toggles';
import type { RefineRule } from './rule';
import { darkModeRule, renameRule, textColorRule, textSizeRule, themeColorRule } from './rules/appearance';
import { moreQuestionsRule, favouritesRule } from './rules/content';
import { goalRule, roundingRule, stepRule } from './rules/constants';
import { addFieldRule, removeFieldRule } from './rules/fields';
import { searchRule } from './rules/list-view';
import { removeButtonRule, removeScreenRule } from './rules/structure';
import { splitClauses, type Clause } from './understand/clauses';
import { offlineLimit } from './understand/offline-limits';

export interface RefineResult {
  spec: AppSpec;
  summary: string;
  changed: boolean;
  /** What this refinement changed, and each part of the request it did not apply, with the reason. */
  report: GenerationReport;
}

/** Edits by meaning, tried first; each reads the clause and the app and decides whether it is about it. */
const EDITS: Edit[] = [removeSearchEdit, sortEdit, soundSwitchEdit, addToggleEdit, addScreenEdit, changeButtonEdit, signedButtonsEdit, dropdownEdit, addButtonEdit, goalEdit, randomRangeEdit, limitEdit, stepEdit, defaultEdit, sayWhenEdit, addTextEdit, changeTextEdit, removeEdit, moveEdit, addFormEdit, addFieldEdit, alreadyShownEdit];

/** Tested recipes for requests with one established shape (colours, fields, quiz questions, favourites). */
const RECIPES: RefineRule[] = [
  renameRule, removeFieldRule, addFieldRule, removeScreenRule, removeButtonRule, searchRule, moreQuestionsRule, favouritesRule,
  goalRule, stepRule, roundingRule, themeColorRule, textColorRule, textSizeRule, darkModeRule,
];

const HELP =
  'I can change any text or button label, add a button that changes a number or clears a list, set limits, steps and starting values, ' +
  'sort a list by any field either way, add a setting that hides finished items, add About or Statistics screens, add, remove or move fields, buttons and screens, ' +
  'rename the app, change colours, dark mode and text size.';

/**
 * Applies a plain-English change request to a spec, offline. The request is split into clauses; each
 * is read by meaning into an edit of the spec (or matched by a recipe), applied to a copy and kept only
 * if the app is still valid. Parts not applied are reported with the reason. Never throws.
 */
export function refine(spec: AppSpec, request: string): RefineResult {
  let current = structuredClone(spec);
  const done: string[] = [];
  const notBuilt: UnbuiltRequest[] = [];
  for (const clause of safeSplit(request)) {
    const attempt = applyClause(current, clause);
    if (attempt.spec) current = attempt.spec;
    done.push(...attempt.done);
    notBuilt.push(...attempt.notBuilt);
  }
  const report = { built: done.map((d) => d.slice(0, 200)).slice(0, 60), notBuilt: notBuilt.slice(0, 30) };
  const missing = notBuilt.map((n) => `Not done: "${n.request}" (${n.reason})`);
  if (done.length === 0) {
    const why = missing.length > 0 ? missing.join(' ') : `I did not understand "${request.trim().slice(0, 120)}".`;
    return { spec, summary: `${why} ${HELP}`, changed: false, report };
  }
  return { spec: current, summary: [...done, ...missing].join(' '), changed: true, report };
}

function safeSplit(request: string): Clause[] {
  try {
    return splitClauses(request);
  } catch {
    return [];
  }
}

interface ClauseResult {
  spec?: AppSpec;
  done: string[];
  notBuilt: UnbuiltRequest[];
}

function applyClause(spec: AppSpec, clause: Clause): ClauseResult {
  const request = clause.text.slice(0, 300);
  let refusal: string | undefined;
  for (const edit of EDITS) {
    const attempt = structuredClone(spec);
    const outcome = safely(() => edit.apply(attempt, clause));
    if (outcome === undefined) continue;
    if (typeof outcome === 'string') {
      refusal ??= outcome;
      continue;
    }
    if (!isValid(attempt)) {
      refusal ??= `I could not apply "${request}" without breaking the app.`;
      continue;
    }
    return { spec: attempt, done: [outcome.summary], notBuilt: outcome.notBuilt ?? [] };
  }
  const recipes = applyRecipes(spec, clause.text);
  if (recipes.done.length > 0) return recipes;
  const reason = offlineLimit(clause.text) ?? refusal ?? recipes.refused[0] ?? 'I did not understand this part.';
  return { done: [], notBuilt: [{ request, reason: reason.slice(0, 500) }] };
}

function applyRecipes(spec: AppSpec, text: string): ClauseResult & { refused: string[] } {
  let current = spec;
  const done: string[] = [];
  const refused: string[] = [];
  for (const rule of RECIPES) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    const attempt = structuredClone(current);
    const outcome = safely(() => rule.apply(attempt, match, text));
    if (outcome === undefined || typeof outcome === 'string') refused.push(outcome ?? `Something went wrong applying "${match[0].trim()}".`);
    else if (isValid(attempt)) {
      current = attempt;
      done.push(outcome.summary);
    } else refused.push(`I could not apply "${match[0].trim()}" without breaking the app.`);
  }
  return { ...(done.length > 0 ? { spec: current } : {}), done, notBuilt: [], refused };
}

function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

function isValid(spec: AppSpec): boolean {
  return AppSpecSchema.safeParse(spec).success && validateSpec(spec).length === 0;
}

