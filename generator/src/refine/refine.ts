import { AppSpecSchema, type AppSpec } from '@droidforge/contracts';
import { validateSpec } from '../spec/validate';
import type { RefineRule } from './rule';
import { darkModeRule, renameRule, textColorRule, textSizeRule, themeColorRule } from './rules/appearance';
import { moreQuestionsRule, favouritesRule } from './rules/content';
import { constantRule, goalRule, roundingRule, stepRule } from './rules/constants';
import { addFieldRule, removeFieldRule } from './rules/fields';
import { searchRule, sortRule } from './rules/list-view';
import { addButtonRule, addScreenRule, removeButtonRule, removeScreenRule } from './rules/structure';

export interface RefineResult {
  spec: AppSpec;
  summary: string;
  changed: boolean;
}

/** Order matters only where phrases overlap: specific edits before the broad colour and size rules. */
const RULES: RefineRule[] = [
  renameRule, removeFieldRule, addFieldRule, addScreenRule, removeScreenRule, addButtonRule, removeButtonRule,
  sortRule, searchRule, moreQuestionsRule, favouritesRule,
  goalRule, constantRule, stepRule, roundingRule, themeColorRule, textColorRule, textSizeRule, darkModeRule,
];

const HELP =
  'I can rename the app, change the theme colour, switch dark mode, make text bigger or smaller, colour a text, ' +
  'add or remove a field, a button or a screen, sort or search the list, change the goal, add a step setting, round a result, add quiz questions or favourites.';

/**
 * Applies a plain-English change request to a spec by rules, offline. Only what was asked changes; each
 * understood phrase is applied to a copy and kept only if the result is still a valid app. Never throws.
 */
export function refine(spec: AppSpec, request: string): RefineResult {
  let current = structuredClone(spec);
  const done: string[] = [];
  const refused: string[] = [];
  for (const rule of RULES) {
    const match = rule.pattern.exec(request);
    if (!match) continue;
    const attempt = structuredClone(current);
    const outcome = safeApply(rule, attempt, match, request);
    if (typeof outcome === 'string') refused.push(outcome);
    else if (isValid(attempt)) {
      current = attempt;
      done.push(outcome.summary);
    } else refused.push(`I could not apply "${match[0].trim()}" without breaking the app.`);
  }
  if (done.length === 0) {
    const why = refused.length > 0 ? refused.join(' ') : `I did not understand "${request.trim().slice(0, 120)}".`;
    return { spec, summary: `${why} ${HELP}`, changed: false };
  }
  return { spec: current, summary: [...done, ...refused].join(' '), changed: true };
}

function safeApply(rule: RefineRule, spec: AppSpec, match: RegExpExecArray, request: string) {
  try {
    return rule.apply(spec, match, request);
  } catch {
    return `Something went wrong applying "${match[0].trim()}".`;
  }
}

function isValid(spec: AppSpec): boolean {
  return AppSpecSchema.safeParse(spec).success && validateSpec(spec).length === 0;
}
