import { extractAppName } from '../compose/analyze/app-name';
import { computations, datePlan, listBehaviour } from './behaviours';
import { contentPlan, countdownPlan, gamePlan, randomPlan, screensPlan, settingsPlan } from './extras';
import { formulaPlan } from './formulas';
import { findLimits } from './limits';
import type { Plan, Subject } from './plan';
import { Reader } from './reader';
import { userSpelling } from './words';
import { findSubject } from './subject';
import { scorePlan } from './scores';
import { counterPlan, timerPlan } from './time';

/**
 * The understanding step: every capability a prompt asks for, as a typed plan. It reads the whole
 * prompt with each capability finder; what none of them used is kept as `unrecognised` clauses so
 * the report can name them instead of dropping them silently.
 */
export function understand(prompt: string): Plan {
  const reader = new Reader(prompt);
  const appName = extractAppName(prompt.trim().replace(/\s+/g, ' '));
  if (appName) reader.find(/\b(?:called|named|name it|titled)\b\s*\S+/);
  const unbuilt = findLimits(reader);
  const formula = formulaPlan(reader);
  const game = gamePlan(reader);
  const content = contentPlan(reader);
  const timer = game ? undefined : timerPlan(reader);
  const scores = game ? undefined : scorePlan(reader);
  const random = randomPlan(reader, prompt);
  const countdown = countdownPlan(reader);
  const subject = game || content || random || formula || scores ? undefined : findSubject(reader);
  const counter = game || timer || scores ? undefined : counterPlan(reader);
  const dates = datePlan(reader, subject);
  if (countdown) dates.countdown = countdown;
  const plan: Plan = {
    prompt,
    text: reader.text,
    ...(appName ? { appName } : {}),
    ...(subject ? { subject } : {}),
    ...(formula ? { formula } : {}),
    ...(subject ? rowsFormula(reader, subject) : {}),
    computations: subject ? computations(reader, subject) : [],
    list: subject ? listBehaviour(reader, subject) : {},
    ...(timer ? { timer } : {}),
    ...(counter ? { counter } : {}),
    ...(scores ? { scores } : {}),
    dates,
    ...(random ? { random } : {}),
    ...(content ? { content } : {}),
    ...(game ? { game } : {}),
    ...(screensPlan(reader) !== undefined ? { screens: screensPlan(reader)! } : {}),
    settings: settingsPlan(reader),
    unbuilt,
    unrecognised: [],
  };
  reader.find(/\b(dark mode|dark theme|night mode|(?:red|green|blue|purple|orange|pink|yellow|teal|black|grey|gray|brown) (?:theme|colou?rs?))\b/);
  if (plan.list.toggle) unticked(plan, plan.list.toggle);
  plan.unrecognised = reader.unusedClauses();
  return withUserSpelling(plan);
}

/** "the total still unpaid": the overall sum counts only rows whose tick is off. */
function unticked(plan: Plan, toggle: string): void {
  if (!new RegExp(`\\btotal (?:of )?(?:the )?(?:still |not yet )?(?:un${toggle}|not ${toggle})\\b`).test(plan.text)) return;
  const sum = plan.computations.find((c) => c.fn === 'sum' && !c.per && !c.where);
  if (sum) sum.where = { field: toggle, value: false };
}

/** Options and starting items keep the prompt's accents ("Rosé"), which reading set aside. */
function withUserSpelling(plan: Plan): Plan {
  const spell = (s: string) => userSpelling(plan.prompt, s);
  if (plan.subject) {
    plan.subject.attributes = plan.subject.attributes.map((a) => (a.options ? { ...a, options: a.options.map(spell) } : a));
    plan.subject.prefilled = plan.subject.prefilled.map(spell);
  }
  if (plan.random) plan.random = { options: plan.random.options.map(spell) };
  return plan;
}

/** "recalculates every quantity for the servings I want"; "my weighted GPA". */
function rowsFormula(reader: Reader, subject: Subject): Pick<Plan, 'rowsFormula'> {
  const numbers = subject.attributes.filter((a) => a.kind === 'number');
  if (numbers.some((a) => /quantit|amount/i.test(a.name)) && reader.find(/\b(scal\w*|servings?|portions?|recalculat\w*)\b[^.]*/)) return { rowsFormula: 'scale' };
  if (numbers.some((a) => /credit|weight/i.test(a.name)) && numbers.length >= 2 && reader.find(/\b(weighted|gpa|grade point average)\b[^.]*/)) return { rowsFormula: 'weighted' };
  // "hours with the rate … what each client owes": each row is worth quantity × rate.
  const rate = subject.attributes.find((a) => a.kind === 'money' && /rate|price|per/i.test(a.name));
  const qty = numbers.find((a) => a.kind === 'number' && /hour|quantit|qty|unit|piece|item|day|session|lesson/i.test(a.name));
  if (rate && qty && reader.find(/\b(owe[sd]?|earn\w*|worth|to pay|pays?|bill\w*|invoice\w*|charge\w*|total|how much)\b[^.;]*/)) return { rowsFormula: 'product' };
  return {};
}
