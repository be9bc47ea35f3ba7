import type { AppSpec, Component } from '@droidforge/contracts';
import { toggle } from '../compose/build/components';
import { onSettingsScreen } from './settings';
import { walkComponents } from '../spec/env';

/** "a switch to show miles instead": the unit the records are kept in, the unit to show, and the factor between them. */
export interface UnitSwitchPlan {
  from: string;
  to: string;
  factor: number;
  /** On a Settings screen ("a setting to …") or at the top of the main screen ("a switch to …"). */
  onSettings: boolean;
}

/** Units a switch can show instead, each with the words a field or label uses for the unit kept. */
/** `measure`: a field named for what it measures, with no unit of its own, kept in `from` ("weight" in kg when the switch says kg/lbs). */
export const UNIT_SWITCHES: { to: string; from: string; fromWords: RegExp; factor: number; measure?: RegExp }[] = [
  { to: 'miles', from: 'km', fromWords: /^(km|kms|kilomet(?:re|er)s?)$/, factor: 0.621371, measure: /^(distance|length)$/ },
  { to: 'km', from: 'miles', fromWords: /^(miles?|mi)$/, factor: 1.609344 },
  { to: 'lb', from: 'kg', fromWords: /^(kg|kgs|kilos?|kilograms?)$/, factor: 2.204623, measure: /^(weight|body ?weight|mass)$/ },
  { to: 'kg', from: 'lb', fromWords: /^(lbs?|pounds?)$/, factor: 0.453592 },
  { to: 'oz', from: 'g', fromWords: /^(g|grams?)$/, factor: 0.035274 },
  { to: 'gallons', from: 'litres', fromWords: /^(l|litres?|liters?)$/, factor: 0.264172 },
];

const AGGREGATE = /\b(sum|avg|maxIn|minIn)\((\w+), '(\w+)'\)/g;
const ITEM_FIELD = /\bitem\.(\w+)\b/g;

/**
 * Adds a persisted switch; while it is on, every shown value of a field kept in `from` (per row and
 * in totals, averages, highs and lows) is shown converted, with the unit word following. Returns the
 * app unchanged when no field is kept in that unit.
 */
export function withUnitSwitch(spec: AppSpec, plan: UnitSwitchPlan): AppSpec {
  const rule = UNIT_SWITCHES.find((u) => u.to === plan.to)!;
  const fields = new Set(spec.state.flatMap((v) => (v.fields ?? []).filter((f) => rule.fromWords.test(f.unit ?? '') || rule.fromWords.test(f.name.toLowerCase()) || rule.fromWords.test((f.label ?? '').toLowerCase()) || (!f.unit && !!rule.measure?.test(f.name.toLowerCase()))).map((f) => f.name)));
  if (fields.size === 0) return spec;
  const flag = `show${plan.to.charAt(0).toUpperCase()}${plan.to.slice(1)}`;
  const next: AppSpec = structuredClone(spec);
  let changed = 0;
  for (const screen of next.screens) {
    walkComponents(screen.children, (c: Component) => {
      if (c.type !== 'text') return;
      const converted = convertTemplate(c.text, fields, flag, rule.factor, plan.from, plan.to);
      if (converted !== c.text) {
        c.text = converted;
        changed++;
      }
    });
  }
  if (changed === 0) return spec;
  next.state.push({ name: flag, type: 'bool', initial: false, persist: true });
  const sw = toggle(`${flag.toLowerCase()}_switch`, flag, `Show ${plan.to} instead of ${plan.from}`);
  if (plan.onSettings) next.screens = onSettingsScreen(next.screens, [sw], 'unit_settings_button');
  else next.screens[0]!.children.unshift(sw);
  next.app.features = [...next.app.features, `A switch to show ${plan.to} instead of ${plan.from}`].slice(0, 20);
  return next;
}

/**
 * One text template: inside each `{…}`, a value of a converted field becomes `(flag ? v * factor : v)`;
 * outside, the unit word follows the switch.
 */
function convertTemplate(template: string, fields: Set<string>, flag: string, factor: number, from: string, to: string): string {
  let touched = false;
  const out = template.replace(/\{([^{}]*)\}/g, (whole, expr: string) => {
    // Converted values keep two decimals at most: 10 km shows as 6.21 miles.
    const convert = (m: string) => `(${flag} ? round(${m} * ${factor} * 100) / 100 : ${m})`;
    const next = expr
      .replace(AGGREGATE, (m, _fn: string, _list: string, field: string) => (fields.has(field) ? convert(m) : m))
      .replace(ITEM_FIELD, (m, field: string) => (fields.has(field) ? convert(m) : m));
    if (next === expr) return whole;
    touched = true;
    return `{${next}}`;
  });
  if (!touched) return template;
  const unitWord = new RegExp(`(?<![\\w{])${from}(?![\\w}])`, 'gi');
  return out.replace(/(^|\})([^{]*)/g, (m, brace: string, literal: string) => `${brace}${literal.replace(unitWord, `{${flag} ? '${to}' : '${from}'}`)}`);
}
