import type { AppSpec, Component, StateVar } from '@droidforge/contracts';
import { allComponents, findVar, freshId, insertAfter, mainList, mentions } from '../spec-edit';
import type { Clause } from '../understand/clauses';
import { targetNumber } from '../understand/targets';
import { spaced, type Edit } from './edit';

/** "a daily goal of 50", "make the goal start at 50", "goal should be 20": the goal and the number said for it. */
const GOAL_OF = /\b(?:(daily|weekly|monthly) )?(goal|target)\b(?: (?:of|to|at|is|be|should|will|can|start(?:s|ing)?|begin(?:s|ning)?|from|with|now|instead|off))* (\d+(?:\.\d+)?)\b/i;
/** Phrasings the goal recipe reads itself, with units ("change the goal to 3 liters"). */
const RECIPE = /\b(?:change|set|update|raise|lower|bump|put|push|move|increase|decrease|drop)(?: the| my| our)?(?: daily| weekly)? (?:goal|target)\b/i;

/**
 * A goal for the app's count: when the app keeps one, the number said becomes where it starts; when it
 * keeps none ("add a daily goal of 50" to a push-up counter), the count gets one, shown as a progress
 * bar and how many are left to go under the count.
 */
export const goalEdit: Edit = {
  name: 'goal',
  apply(spec, clause) {
    const m = GOAL_OF.exec(clause.text);
    if (!m) return undefined;
    const value = Number(m[3]);
    const goal = findVar(spec, 'goal');
    if (goal?.type === 'number') {
      if (RECIPE.test(clause.text)) return undefined;
      const old = goal.initial;
      goal.initial = value;
      return { summary: `The goal now starts at ${value} (was ${String(old ?? 0)}).` };
    }
    // Records that each hold a goal are the goal recipe's ("a daily goal" read as a number of each entry).
    if (mainList(spec)?.fields?.some((f) => f.type === 'number' && /goal|target/i.test(f.name))) return undefined;
    const counted = countedNumber(spec, clause);
    if (!counted) return undefined;
    return addGoal(spec, counted, value, m[1]?.toLowerCase());
  },
};

/** The number the app's buttons count (a goal is for it), never a setting or a stamp. */
function countedNumber(spec: AppSpec, clause: Clause): StateVar | undefined {
  const v = targetNumber(spec, { ...clause, nouns: clause.nouns.filter((n) => !/^(goal|target|daily|weekly|monthly)$/.test(n)) });
  return v?.type === 'number' ? v : undefined;
}

function addGoal(spec: AppSpec, v: StateVar, value: number, period: string | undefined) {
  spec.state.push({ name: 'goal', type: 'number', initial: value, persist: false });
  const shows = allComponents({ ...spec, screens: spec.screens.slice(0, 1) }).filter((c) => c.type === 'text' && mentions(c.text.replace(/[{}]/g, ' '), v.name));
  const display = shows.find((c) => c.type === 'text' && c.size === 'display') ?? shows[0];
  const under = display ? shows.filter((c) => c !== display).find((c) => c.type === 'text' && c.size === 'body') ?? display : undefined;
  const progress: Component = { type: 'progress', id: freshId(spec, 'goal_progress'), value: v.name, max: 'goal' };
  const left: Component = { type: 'text', id: freshId(spec, 'goal_text'), text: `{${v.name} >= goal ? 'Goal reached!' : str(goal - ${v.name}) + ' to go'}`, size: 'body', bold: true, color: 'accent', align: 'center' };
  if (!under || !insertAfter(spec, under.id, progress)) spec.screens[0]!.children.unshift(progress);
  insertAfter(spec, progress.id, left);
  const each = period ? `${period} ` : '';
  return { summary: `Added a ${each}goal of ${value} for the ${spaced(v.name)}, with a progress bar and how many are left to go.` };
}
