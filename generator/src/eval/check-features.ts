import type { AppSpec, Field, GenerationRefusal, GenerationReport, StateVar } from '@droidforge/contracts';
import { collectFacts, nameMatches, type SpecFacts } from './spec-facts';

/**
 * Checks a generation result against the feature tags of a prompt set (see
 * generator/fixtures/prompts/README.md for the vocabulary). Pure: it reads the AppSpec, the report
 * and the refusal only, so any generator (offline composer or a model) is judged the same way.
 */
export interface GenerationOutcome {
  spec?: AppSpec;
  report?: GenerationReport;
  refusal?: GenerationRefusal;
}

export interface FeatureCheck {
  tag: string;
  present: boolean;
}

type Checker = (arg: string, facts: SpecFacts | null, out: GenerationOutcome) => boolean;

const need = (facts: SpecFacts | null, test: (f: SpecFacts) => boolean) => (facts ? test(facts) : false);
const splitList = (s: string) => s.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean);
/** "hola/gracias": either word will do (the tag vocabulary's `a/b`). */
const includesAny = (text: string, word: string) => word.split('/').some((w) => text.includes(w));
const anySource = (f: SpecFacts, re: RegExp) => f.sources.some((s) => re.test(s));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Seconds in `30s`, `2m`, `1h`. */
function seconds(token: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*([smh]?)$/.exec(token.trim());
  if (!m) return NaN;
  return Number(m[1]) * (m[2] === 'm' ? 60 : m[2] === 'h' ? 3600 : 1);
}

function findList(f: SpecFacts, subject: string | undefined): StateVar[] {
  if (!subject || subject === '*') return f.lists;
  return f.lists.filter((l) => nameMatches(l.name, subject));
}

function fieldHasKind(field: Field, kind: string, f: SpecFacts, list: StateVar): boolean {
  switch (kind) {
    case 'text': return field.type === 'text' && (!field.kind || field.kind === 'text');
    case 'number': return field.type === 'number';
    case 'money': return field.type === 'number' && (field.kind === 'money' || /amount|price|cost|paid|spent|total|money/i.test(field.name));
    case 'date': return field.type === 'date' || field.kind === 'date';
    case 'time': return field.kind === 'time';
    case 'yesno': return field.type === 'bool';
    case 'choice': return (field.kind === 'choice' && (field.options?.length ?? 0) > 1) || choiceInputFeeds(f, list, field);
    default: return true;
  }
}

/** A select or radio whose variable is appended into the field. */
function choiceInputFeeds(f: SpecFacts, list: StateVar, field: Field): boolean {
  const choiceVars = new Set(f.components.flatMap(({ c }) => (c.type === 'select' || c.type === 'radio' ? [c.bind] : [])));
  return f.actions.some((a) => a.do === 'append' && a.list === list.name && [...choiceVars].some((v) => a.item[field.name]?.trim() === v));
}

function recordsCheck(arg: string, f: SpecFacts): boolean {
  const [subject, fieldsPart] = arg.split(/\s+fields\s+/);
  const appended = new Set(f.actions.flatMap((a) => (a.do === 'append' ? [a.list] : [])));
  return findList(f, subject).some((list) => {
    if (!appended.has(list.name)) return false;
    return splitList(fieldsPart ?? '').every((spec) => {
      const m = /^([^(]+)(?:\((\w+)\))?$/.exec(spec);
      if (!m) return false;
      return (list.fields ?? []).some((fd) => (nameMatches(fd.name, m[1]!) || nameMatches(fd.label, m[1]!)) && fieldHasKind(fd, m[2] ?? '', f, list));
    });
  });
}

function opCheck(arg: string, f: SpecFacts): boolean {
  const [op, subject] = arg.split(/\s+/);
  const names = new Set(findList(f, subject).map((l) => l.name));
  const listComponents = f.components.flatMap(({ c }) => (c.type === 'list' && names.has(c.source) ? [c] : []));
  switch (op) {
    case 'add': return f.actions.some((a) => a.do === 'append' && names.has(a.list));
    case 'delete': return f.actions.some((a) => a.do === 'removeItem' && names.has(a.list));
    case 'edit': return f.actions.some((a) => a.do === 'updateItem' && names.has(a.list) && !a.value.trim().startsWith('!'));
    case 'toggle':
      return f.components.some(({ c, inList }) => (c.type === 'checkbox' || c.type === 'switch') && c.bind.startsWith('item.') && inList !== null && names.has(inList))
        || f.actions.some((a) => a.do === 'updateItem' && names.has(a.list) && a.value.trim().startsWith('!'));
    case 'search': return listComponents.some((c) => /contains\(/.test(c.filter ?? ''));
    default: return false;
  }
}

function sortCheck(arg: string, f: SpecFacts): boolean {
  const [field, dir] = arg.split(/\s+/);
  return f.components.some(({ c }) => c.type === 'list' && !!c.sortBy && nameMatches(c.sortBy.field, field!)
    && (dir === undefined || c.sortBy.descending === (dir === 'desc')));
}

function groupCheck(arg: string, f: SpecFacts): boolean {
  return f.components.some(({ c }) => c.type === 'list' && nameMatches((c as { groupBy?: { field: string } }).groupBy?.field, arg));
}

const AGGREGATE_FUNCTIONS: Record<string, string[]> = {
  sum: ['sum', 'sumIf'], avg: ['avg', 'avgIf'], count: ['count', 'countIf', 'len'], max: ['maxIn', 'maxIf'], min: ['minIn', 'minIf'],
};

/** `sum amount`, `sum amount per category`, `count per mood`. */
function aggregateCheck(arg: string, f: SpecFacts): boolean {
  const m = /^(\w+)(?:\s+(?!per\b)(\S+))?(?:\s+per\s+(\S+))?$/.exec(arg.trim());
  if (!m) return false;
  const fns = AGGREGATE_FUNCTIONS[m[1]!] ?? [];
  const [field, per] = [m[2], m[3]];
  const calls = f.sources.flatMap((s) => [...s.matchAll(/\b(\w+)\(\s*\w+\s*((?:,\s*(?:'[^']*'|[\w.]+)\s*)*)\)/g)]);
  return calls.some((call) => {
    const fn = call[1]!;
    if (!fns.includes(fn)) return false;
    const quoted = [...call[2]!.matchAll(/'([^']*)'/g)].map((q) => q[1]!);
    if (field && !nameMatches(quoted[0], field)) return false;
    if (per) return fn.endsWith('If') && quoted.some((q) => nameMatches(q, per));
    return true;
  });
}

function formulaCheck(arg: string, f: SpecFacts): boolean {
  return f.components.some(({ c, inList }) => {
    if (c.type !== 'text' || !c.text.includes('{')) return false;
    const literal = c.text.replace(/\{[^}]*\}/g, ' ');
    return nameMatches(literal, arg) || (inList === null && nameMatches(c.text.replace(/[{}()',]/g, ' '), arg));
  });
}

function inputCheck(arg: string, f: SpecFacts): boolean {
  const m = /^([^(]+)(?:\((\w+)\))?$/.exec(arg.trim());
  if (!m) return false;
  return f.components.some(({ c, inList }) => {
    if (inList !== null) return false;
    if (c.type === 'input') {
      const numeric = c.inputType === 'number' || c.inputType === 'decimal';
      return (nameMatches(c.bind, m[1]!) || nameMatches(c.hint, m[1]!)) && (!m[2] || m[2] === 'text' || numeric);
    }
    if (c.type === 'slider') return nameMatches(c.bind, m[1]!) && m[2] !== 'text';
    return false;
  });
}

function timerPresets(arg: string, f: SpecFacts): boolean {
  const setValues = new Set<number>();
  for (const a of f.actions) if (a.do === 'set' && /^\s*\d+(\.\d+)?\s*$/.test(a.value)) setValues.add(Number(a.value));
  return splitList(arg).every((p) => {
    const s = seconds(p);
    return setValues.has(s) || setValues.has(s * 1000) || setValues.has(s * 10);
  });
}

/** A dated restart: an `if` on today's date (on start, or before counting) that zeroes a number. */
function counterReset(arg: string, f: SpecFacts): boolean {
  const ifs = f.actions.filter((a): a is Extract<typeof a, { do: 'if' }> => a.do === 'if' && a.then.some((t) => (t.do === 'set' && t.value.trim() === '0') || t.do === 'clear'));
  return ifs.some((a) => /today\(\)|days\(|\bday\b|week/.test(a.cond + JSON.stringify(a.then)) && (arg !== 'weekly' || /\b7\b|week/.test(a.cond)));
}

function counterHistory(f: SpecFacts): boolean {
  const shown = new Set(f.components.flatMap(({ c }) => (c.type === 'list' ? [c.source] : [])));
  return f.lists.some((l) => shown.has(l.name) && (l.fields ?? []).some((fd) => fd.type === 'date')
    && f.actions.some((a) => a.do === 'append' && a.list === l.name && Object.values(a.item).some((v) => /today\(\)|\bday\b|date/i.test(v))));
}

function contentMin(n: number, f: SpecFacts): boolean {
  const longest = Math.max(0, ...f.lists.map((l) => (Array.isArray(l.initial) ? l.initial.length : 0)));
  const staticTexts = f.components.filter(({ c, inList }) => inList === null && c.type === 'text' && !c.text.includes('{')).length;
  return longest >= n || staticTexts >= n + 1;
}

function gameGrid(size: number, f: SpecFacts): boolean {
  return f.components.some(({ c }) => c.type === 'grid' && c.columns === size && c.children.length === size * size)
    || f.lists.some((l) => Array.isArray(l.initial) && l.initial.length === size * size && f.components.some(({ c }) => c.type === 'grid' && c.columns === size));
}

function gameMemory(pairs: number, f: SpecFacts): boolean {
  return f.lists.some((l) => Array.isArray(l.initial) && l.initial.length === pairs * 2)
    || f.components.some(({ c }) => c.type === 'grid' && c.children.length === pairs * 2);
}

function choiceCheck(arg: string, f: SpecFacts): boolean {
  const [field, opts] = arg.split(/\s+/);
  const want = splitList(opts ?? '');
  const fieldOptions = f.lists.flatMap((l) => (l.fields ?? []).filter((fd) => nameMatches(fd.name, field!)).map((fd) => fd.options ?? []));
  const inputOptions = f.components.flatMap(({ c }) => (c.type === 'select' || c.type === 'radio' ? [c.options] : []));
  return [...fieldOptions, ...inputOptions].some((o) => want.every((w) => o.some((x) => includesAny(x.toLowerCase(), w))));
}

function settingCheck(arg: string, f: SpecFacts): boolean {
  return f.components.some(({ c, inList }) => {
    if (inList !== null || c.type !== 'switch' || !nameMatches(c.label, arg)) return false;
    const token = new RegExp(`\\b${escape(c.bind)}\\b`);
    const theme = f.spec.theme as Record<string, unknown>;
    return Object.values(theme).includes(c.bind) || f.sources.some((s) => token.test(s));
  });
}

function navCheck(f: SpecFacts): boolean {
  const targets = new Set(f.actions.flatMap((a) => (a.do === 'navigate' ? [a.screen] : [])));
  return f.spec.screens.length > 1 && f.spec.screens.slice(1).every((s) => targets.has(s.id));
}

const CHECKS: Record<string, Checker> = {
  records: (a, f) => need(f, (x) => recordsCheck(a, x)),
  prefilled: (a, f) => need(f, (x) => {
    const [subject, ...rest] = a.split(/\s+/);
    const items = findList(x, subject).flatMap((l) => (Array.isArray(l.initial) ? l.initial : []));
    const text = items.map((i) => Object.values(i).join(' ')).join('\n').toLowerCase();
    return items.length > 0 && splitList(rest.join(' ')).every((w) => includesAny(text, w));
  }),
  op: (a, f) => need(f, (x) => opCheck(a, x)),
  sort: (a, f) => need(f, (x) => sortCheck(a, x)),
  group: (a, f) => need(f, (x) => groupCheck(a, x)),
  aggregate: (a, f) => need(f, (x) => aggregateCheck(a, x)),
  formula: (a, f) => need(f, (x) => formulaCheck(a, x)),
  input: (a, f) => need(f, (x) => inputCheck(a, x)),
  choice: (a, f) => need(f, (x) => choiceCheck(a, x)),
  timer: (a, f) => need(f, (x) => {
    if (!a) return x.spec.timers.length > 0 && x.actions.some((y) => y.do === 'startTimer');
    const [what, value] = [a.split(/\s+/)[0], a.split(/\s+/).slice(1).join(' ')];
    if (what === 'presets') return timerPresets(value, x);
    // "60s/1m": the vocabulary's a/b, either spelling of the same length.
    if (what === 'duration') return value.split('/').some((v) => x.numbers.has(seconds(v)) || x.numbers.has(seconds(v) * 1000));
    if (what === 'rounds') return x.numbers.has(Number(value)) && x.spec.state.some((v) => v.type === 'number' && /round|set|rep|cycle|lap/i.test(v.name));
    if (what === 'signal') return x.actions.some((y) => (y as { do: string }).do === 'signal');
    return false;
  }),
  counter: (a, f) => need(f, (x) => {
    const incremented = x.actions.some((y) => y.do === 'increment' || (y.do === 'set' && new RegExp(`^\\s*${y.var}\\s*[+-]`).test(y.value)));
    if (!a) return incremented;
    const [what, value] = a.split(/\s+/);
    if (what === 'goal' || what === 'limit' || what === 'step') return incremented && x.numbers.has(Number(value));
    if (what === 'reset') return counterReset(value ?? 'daily', x);
    if (what === 'history') return counterHistory(x);
    return false;
  }),
  date: (a, f) => need(f, (x) => {
    const [what, value] = a.split(/\s+/);
    const dated = (v?: string) => !v || x.sources.some((s) => s.includes(v)) || x.text.includes(v);
    if (what === 'countdown' || what === 'days-until' || what === 'days-since') return anySource(x, /days\(/) && anySource(x, /today\(\)/) && dated(value);
    if (what === 'due') return x.sources.some((s) => /(days|addDays)\(/.test(s) && /today\(\)/.test(s) && /[<>]=?/.test(s));
    if (what === 'average-interval') return anySource(x, /\bavgGap\(/);
    if (what === 'predict-next') return anySource(x, /\baddDays\(/) && anySource(x, /\bavgGap\(/);
    return false;
  }),
  random: (a, f) => need(f, (x) => {
    if (!anySource(x, /\brandom\(/)) return false;
    const [what, ...rest] = a.split(/\s+/);
    if (what === 'options') return splitList(rest.join(' ')).every((w) => includesAny(x.text, w));
    if (what === 'teams') return x.text.includes('team');
    return true;
  }),
  content: (a, f) => need(f, (x) => {
    const [what, ...rest] = a.split(/\s+/);
    if (what === 'min') return contentMin(Number(rest[0]), x);
    if (what === 'has') return splitList(rest.join(' ')).every((w) => includesAny(x.text, w));
    return false;
  }),
  game: (a, f) => need(f, (x) => {
    const parts = a.split(/\s+/);
    if (parts[0] === 'memory') return gameMemory(Number(parts[2]), x);
    if (parts[0] === 'grid') return gameGrid(Number(parts[2]), x);
    if (parts[0] === 'guess') {
      const [lo, hi] = (parts[2] ?? '').split('-');
      return anySource(x, new RegExp(`random\\(\\s*${lo}\\s*,\\s*${hi}\\s*\\)`));
    }
    return false;
  }),
  screens: (a, f) => need(f, (x) => x.spec.screens.length >= Number(a.split(/\s+/)[1])),
  nav: (_a, f) => need(f, navCheck),
  setting: (a, f) => need(f, (x) => settingCheck(a, x)),
  name: (a, f) => need(f, (x) => nameMatches(x.spec.app.name, a)),
  // A refusal names what cannot be built in its message.
  notbuilt: (a, _f, out) => [...(out.report?.notBuilt ?? []).map((n) => `${n.request} ${n.reason}`), out.refusal?.message ?? ''].some((t) => includesAny(t.toLowerCase(), a.toLowerCase())),
  refuse: (a, _f, out) => out.refusal?.reason === (a === 'language' ? 'unsupported_language' : 'not_understood') && out.refusal.suggestions.length >= (a === 'language' ? 1 : 2),
};

/** The tags' family names, for validating a prompt set. */
export const FEATURE_FAMILIES = Object.keys(CHECKS);

export function checkFeatures(outcome: GenerationOutcome, tags: readonly string[]): FeatureCheck[] {
  const facts = outcome.spec ? collectFacts(outcome.spec) : null;
  return tags.map((tag) => {
    const colon = tag.indexOf(':');
    const family = colon < 0 ? tag : tag.slice(0, colon);
    const arg = colon < 0 ? '' : tag.slice(colon + 1).trim();
    const check = CHECKS[family];
    return { tag, present: check ? check(arg, facts, outcome) : false };
  });
}
