import type { Action, AppSpec, Component, StateVar } from '@droidforge/contracts';
import pluralize from 'pluralize';
import { walkComponents } from '../spec/env';

/** A flat view of an AppSpec that feature checks read: lists, actions, expressions and texts. */
export interface SpecFacts {
  spec: AppSpec;
  lists: StateVar[];
  components: { c: Component; screen: string; inList: string | null }[];
  actions: Action[];
  /** Every expression and template source in the spec. */
  sources: string[];
  /** Every visible text, label, hint, option and initial value, lower-cased. */
  text: string;
  /** Number literals in expressions, set values and initial state. */
  numbers: Set<number>;
}

function flattenActions(list: readonly Action[], out: Action[]): void {
  for (const a of list) {
    out.push(a);
    if (a.do === 'if') {
      flattenActions(a.then, out);
      flattenActions(a.else, out);
    }
  }
}

function actionSources(a: Action): string[] {
  switch (a.do) {
    case 'set': return [a.value];
    case 'increment': return [a.by];
    case 'append': return Object.values(a.item);
    case 'removeItem': return [a.index];
    case 'updateItem': return [a.index, a.value];
    case 'toast': case 'share': case 'copy': return [a.text];
    case 'if': return [a.cond];
    default: return [];
  }
}

function componentSources(c: Component): string[] {
  const out: string[] = [];
  if (c.visible) out.push(c.visible);
  if (c.type === 'text') out.push(c.text);
  if (c.type === 'button') out.push(c.label);
  if (c.type === 'progress') out.push(c.value, c.max);
  if (c.type === 'list') {
    out.push(c.empty);
    if (c.filter) out.push(c.filter);
    const g = (c as { groupBy?: { header?: string } }).groupBy;
    if (g?.header) out.push(g.header);
  }
  return out;
}

function componentTexts(c: Component): string[] {
  switch (c.type) {
    case 'text': return [c.text];
    case 'button': return [c.label];
    case 'input': return [c.hint];
    case 'switch': case 'checkbox': return [c.label];
    case 'radio': case 'select': return c.options;
    case 'list': return [c.empty];
    default: return [];
  }
}

function componentActions(c: Component): Action[] {
  if (c.type === 'button') return c.onClick;
  if (c.type === 'list') return [...c.onItemClick, ...c.onItemLongClick];
  return [];
}

export function collectFacts(spec: AppSpec): SpecFacts {
  const components: SpecFacts['components'] = [];
  const actions: Action[] = [];
  const sources: string[] = [];
  const texts: string[] = [spec.app.name, spec.app.description, ...spec.app.features];
  for (const screen of spec.screens) {
    texts.push(screen.title);
    flattenActions(screen.onStart, actions);
    walkComponents(screen.children, (c, _p, list) => {
      components.push({ c, screen: screen.id, inList: list ? list.source : null });
      flattenActions(componentActions(c), actions);
      sources.push(...componentSources(c));
      texts.push(...componentTexts(c));
    });
  }
  for (const t of spec.timers) flattenActions(t.onTick, actions);
  for (const a of actions) sources.push(...actionSources(a));
  const numbers = new Set<number>();
  for (const v of spec.state) {
    if (typeof v.initial === 'number') numbers.add(v.initial);
    if (typeof v.initial === 'string') texts.push(v.initial);
    if (Array.isArray(v.initial)) for (const item of v.initial) for (const x of Object.values(item)) if (typeof x === 'string') texts.push(x);
    for (const f of v.fields ?? []) texts.push(f.label ?? '', ...(f.options ?? []));
  }
  for (const s of sources) for (const m of s.matchAll(/(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])/g)) numbers.add(Number(m[1]));
  return {
    spec,
    lists: spec.state.filter((v) => v.type === 'list'),
    components,
    actions,
    sources,
    text: texts.join('\n').toLowerCase(),
    numbers,
  };
}

/** Lower-case words of a name: `lastWatered` → last watered; singular forms. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => pluralize.singular(w));
}

/** True when a name (or label) matches one of `a/b/c`: a word of the name starts with the stem of an alternative. */
export function nameMatches(name: string | undefined, alternatives: string): boolean {
  if (!name) return false;
  const have = words(name);
  const joined = have.join(' ');
  return alternatives.split('/').some((alt) => {
    const want = words(alt).join(' ');
    // "name:whopays" for an app called WhoPays, "records:fill-up" for a list of fillups: words written as one.
    return want.length > 0 && (have.some((w) => w.startsWith(want)) || joined.includes(want) || name.toLowerCase().replace(/[^a-z0-9]/g, '').includes(want.replace(/ /g, '')) || have.join('').includes(want.replace(/ /g, '')));
  });
}
