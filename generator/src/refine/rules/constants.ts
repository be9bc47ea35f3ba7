import type { AppSpec, Component } from '@droidforge/contracts';
import pluralize from 'pluralize';
import { extractNumbers } from '../../compose/analyze/numbers';
import { parseNumberWord } from '../../compose/analyze/words';
import type { RefineRule, RuleOutcome } from '../rule';
import { allActions, allComponents, clearsResetTo, findVar, freshId, insertAfter, mainList } from '../spec-edit';
import { draftName } from './fields';

/** "change the goal to 3 liters", "set the goal to 10000 steps", "make the goal 2500". */
export const goalRule: RefineRule = {
  name: 'goal',
  pattern: /\b(?:change|set|make|update|raise|lower|bump|put|push|move|increase|decrease|drop)(?: the| my| our)?(?: daily| weekly)? (goal|target|budget|limit)(?: up| down)?(?: to| =| at)? ([\d.,]+\s*[a-z]*|[a-z]+ [a-z]+)/i,
  apply(spec, match) {
    const name = match[1]!.toLowerCase() === 'target' ? 'goal' : match[1]!.toLowerCase();
    const facts = extractNumbers(`goal ${match[2]}`);
    const value = facts.goal ?? parseNumberWord(match[2]!.trim().split(/\s+/)[0] ?? '');
    const target = findVar(spec, name) ?? findVar(spec, 'goal');
    if (!target || target.type !== 'number') return value === undefined ? `This app has no ${name} to change.` : goalInForm(spec, name, value);
    if (value === undefined) return `I did not understand the new ${name} "${match[2]}".`;
    const old = target.initial;
    target.initial = value;
    spec.app.features = spec.app.features.map((f) => (old !== undefined ? f.replace(String(old), String(value)) : f));
    return { summary: `Changed the ${name} from ${String(old)} to ${value}${facts.goalUnit ? ` ${facts.goalUnit}` : ''}.` };
  },
};

/**
 * An app whose records each hold the goal ("a daily goal" read as a number of each entry): the new
 * value is what the form starts with for the next record (the form goes back to it after each save).
 */
function goalInForm(spec: AppSpec, name: string, value: number): RuleOutcome | string {
  const list = mainList(spec);
  const field = list?.fields?.find((f) => f.type === 'number' && f.name.toLowerCase().includes(name));
  const draft = field && findVar(spec, draftName(field.name));
  if (!list || !field || draft?.type !== 'number') return `This app has no ${name} to change.`;
  const old = draft.initial;
  draft.initial = value;
  clearsResetTo(spec, draft.name, value);
  const label = (field.label ?? field.name).toLowerCase();
  return { summary: `Each new ${pluralize.singular(list.name)} now starts with a ${label} of ${value} (was ${String(old ?? 0)}); you can still change it in the form.` };
}

/** "add a step setting so I can count by 5": a saved step the +/− buttons use. */
export const stepRule: RefineRule = {
  name: 'step',
  pattern: /\b(?:step|increment) (?:setting|size|input|option)|\bcount by (\d+)/i,
  apply(spec, match) {
    const counting = allActions(spec).filter((a) => a.do === 'increment' && /^-?\d+(\.\d+)?$/.test(a.by.trim()));
    if (counting.length === 0) return 'This app has no counting buttons to give a step.';
    const step = Number(match[1] ?? /\bby (\d+)/i.exec(match.input)?.[1] ?? 1);
    const name = findVar(spec, 'step') ? 'countStep' : 'step';
    spec.state.push({ name, type: 'number', initial: step, persist: true });
    for (const a of counting) if (a.do === 'increment') a.by = Number(a.by) < 0 ? `-${name}` : name;
    const plus = allComponents(spec).find((c) => c.type === 'button' && c.onClick.some((a) => a.do === 'increment'));
    for (const c of allComponents(spec)) if (c.type === 'button' && /^[+−-]$/.test(c.label)) c.label = `${c.label}{${name}}`;
    const input: Component = { type: 'input', id: freshId(spec, 'step_input'), bind: name, inputType: 'number', hint: 'Step' };
    const anchor = allComponents(spec).find((c) => c.type === 'row' && c.children.some((x) => x === plus));
    if (!insertAfter(spec, anchor?.id ?? plus?.id ?? '', input)) spec.screens[0]!.children.push(input);
    return { summary: `Added a step setting (starting at ${step}); the counting buttons now use it.` };
  },
};

/** "round the total up to the nearest whole number". */
export const roundingRule: RefineRule = {
  name: 'rounding',
  pattern: /\bround(?:ed)?(?: the)? ([a-z ]+?)(?: (up|down))?(?: to (?:the )?(?:nearest )?(?:whole number|integer|dollar|unit))?(?=\s+and\b|[.,;!]|$)/i,
  apply(spec, match) {
    const target = match[1]!.replace(/\b(up|down|off)\b/g, '').trim().toLowerCase();
    const fn = match[2]?.toLowerCase() === 'up' || /\bround(?:ed)? (?:the )?[a-z ]+ up\b/i.test(match[0]) ? 'ceil' : match[2]?.toLowerCase() === 'down' ? 'floor' : 'round';
    const texts = allComponents(spec).filter((c) => c.type === 'text' && (c.id.includes(target.replace(/\s+/g, '_')) || c.text.toLowerCase().startsWith(target)));
    let changed = 0;
    for (const c of texts) {
      if (c.type !== 'text') continue;
      const next = c.text.replace(/fixed\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*), \d+\)/g, (_m, inner: string) => `${fn}(${inner})`);
      if (next === c.text) continue;
      c.text = next;
      changed++;
    }
    return changed > 0 ? { summary: `The ${target} is now rounded ${fn === 'ceil' ? 'up ' : fn === 'floor' ? 'down ' : ''}to a whole number.` } : `I could not find a ${target} value to round.`;
  },
};

