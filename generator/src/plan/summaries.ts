import type { Component } from '@droidforge/contracts';
import { quote } from '../compose/build/actions';
import { card, text } from '../compose/build/components';
import type { Attribute, Computation, Plan } from '../understand/plan';
import { sentenceCase } from '../understand/words';

/**
 * Totals, averages, maxima and counts over the records, per group when asked: fixed options get
 * one line each; free-text groups become the list's group headers.
 */
export interface Summary {
  components: Component[];
  features: string[];
  /** Group field → header template for the list's groupBy. */
  groupHeader: Record<string, string>;
}

const FN_WORD: Record<Computation['fn'], string> = { sum: 'Total', avg: 'Average', max: 'Highest', min: 'Lowest', count: 'Count', ratio: 'Percentage', difference: 'Difference' };

function valueExpr(c: Computation, L: string, keyExpr?: string): string {
  const f = quote(c.field ?? '');
  const per = quote(c.per ?? '');
  if (c.fn === 'count' && c.where) return `countIf(${L}, ${quote(c.where.field)}, ${c.where.value})`;
  if (c.fn === 'sum' && c.where) return `sumIf(${L}, ${f}, ${quote(c.where.field)}, ${c.where.value})`;
  if (c.fn === 'count') return keyExpr ? `countIf(${L}, ${per}, ${keyExpr})` : `len(${L})`;
  const fn = ({ sum: 'sum', avg: 'avg', max: 'maxIn', min: 'minIn' } as Record<string, string>)[c.fn];
  if (!keyExpr) return `${fn}(${L}, ${f})`;
  return `${({ sum: 'sumIf', avg: 'avgIf', max: 'maxIf', min: 'minIf' } as Record<string, string>)[c.fn]}(${L}, ${f}, ${per}, ${keyExpr})`;
}

function format(c: Computation, attr: Attribute | undefined, expr: string): string {
  if (c.fn === 'count') return `{${expr}}`;
  if (attr?.kind === 'money') return `{fixed(${expr}, 2)}`;
  const shown = c.fn === 'avg' ? `fixed(${expr}, 1)` : expr;
  return attr?.unit ? `{${shown}} ${attr.unit}` : `{${shown}}`;
}

const attrOf = (attrs: readonly Attribute[], name?: string) => attrs.find((a) => a.name === name);

export function summaryFor(plan: Plan, L: string, attrs: Attribute[]): Summary {
  const lines: Component[] = [];
  const features: string[] = [];
  const groupHeader: Record<string, string> = {};
  plan.computations.forEach((c, i) => {
    const attr = attrOf(attrs, c.field);
    const worked = workedOut(c, attrs, L, i);
    if (worked) {
      lines.push(worked.line);
      features.push(worked.feature);
      return;
    }
    const group = attrOf(attrs, c.per);
    const ticked = c.where ? tickedLine(plan, c, attrs, L, i) : undefined;
    if (ticked) {
      lines.push(ticked.line);
      features.push(ticked.feature);
      return;
    }
    // "How rested" reads as "average of how rested", not "average how rested".
    // ("Total cost" for a field already called "Total cost", not "Total total cost".)
    const said = c.fn === 'sum' && attr ? attr.label.toLowerCase().replace(/^total /, '') : attr?.label.toLowerCase();
    const what = c.said ? c.said.toLowerCase() : attr ? `${FN_WORD[c.fn].toLowerCase()} ${/^how /i.test(attr.label) ? 'of ' : ''}${said}` : 'count';
    if (!group) {
      lines.push(text(`summary_${i}`, `${sentenceCase(what)}: ${format(c, attr, valueExpr(c, L))}`, { bold: true }));
      features.push(`${sentenceCase(what)} of all ${plan.subject!.plural}`);
      if (c.target !== undefined) goalLines(plan, c, attr, L, i, lines, features);
      if (c.alsoPer) {
        lines.push(text(`summary_${i}_per_${c.alsoPer.unit}`, `Per ${c.alsoPer.unit}: ${format(c, attr, `${valueExpr(c, L)} * ${c.alsoPer.factor}`)}`, { bold: true, color: 'accent' }));
        features.push(`${sentenceCase(what)} per ${c.alsoPer.unit}`);
      }
      return;
    }
    const groupLabel = group.label.toLowerCase();
    // Records counted per person are theirs ("Chores per kid"); moods and kinds come up more or less often.
    const counted = /^(kid|who|person|player|member|child|owner|assignee)$/.test(group.name) ? `${sentenceCase(plan.subject!.plural)} per ${groupLabel}` : `How often each ${groupLabel} came up`;
    if (group.kind === 'choice' && group.options) {
      const parts = group.options.map((o) => `${o}: ${format(c, attr, valueExpr(c, L, quote(o)))}`);
      lines.push(text(`summary_${i}_title`, c.fn === 'count' ? counted : `${sentenceCase(what)} per ${groupLabel}`, { bold: true }));
      lines.push(text(`summary_${i}`, parts.join('\n')));
    }
    const figure = `${c.fn === 'count' ? '' : `${what}: `}${format(c, attr, valueExpr(c, L, `item.${group.name}`))}${c.fn === 'count' ? ` ${c.per === group.name ? 'times' : ''}` : ''}`.replace(/\s+$/, '');
    // A second figure per group ("total hours" and "highest hours" per subject) joins the first in the header.
    groupHeader[group.name] = groupHeader[group.name] ? `${groupHeader[group.name]} · ${figure}` : `{item.${group.name}} · ${figure}`;
    features.push(c.fn === 'count' ? counted : `${sentenceCase(what)} per ${groupLabel}`);
  });
  const dated = dateSummaries(plan, L);
  lines.push(...dated.lines);
  features.push(...dated.features);
  return { components: lines.length ? [card(`${L}_summary`, lines)] : [], features, groupHeader };
}

/** A figure over the records ticked (or not) in a yes/no field: their total, their count, or their count times what each is worth. */
function tickedLine(plan: Plan, c: Computation, attrs: readonly Attribute[], L: string, i: number): { line: Component; feature: string } | undefined {
  const attr = attrOf(attrs, c.field);
  const where = c.where!;
  if (c.fn === 'sum') {
    const flag = attrOf(attrs, where.field)?.label.toLowerCase() ?? where.field;
    const line = `${sentenceCase(FN_WORD.sum.toLowerCase())} ${attr?.label.toLowerCase() ?? ''} ${where.value ? '' : 'not '}${flag}`.replace(/\s+/g, ' ');
    return { line: text(`summary_${i}`, `${line}: ${format(c, attr, valueExpr(c, L))}`, { bold: true }), feature: `Total ${attr?.label.toLowerCase() ?? ''} of the ${plan.subject!.plural} ${where.value ? '' : 'not yet '}${flag}`.replace(/\s+/g, ' ') };
  }
  // ("the total collected at £25 each": the ticked records counted, times what each brings in.)
  if (c.each !== undefined) return { line: text(`summary_${i}`, `${c.said ?? 'Total'}: {fixed(${valueExpr(c, L)} * ${c.each}, 2)}`, { bold: true }), feature: `${c.said ?? 'Total'}: ${c.each} for each ${plan.subject!.noun} ${attrOf(attrs, where.field)?.label.toLowerCase() ?? where.field}` };
  const flag = attrOf(attrs, where.field);
  const label = `${plan.subject!.plural} ${where.value ? '' : 'not '}${flag?.label.toLowerCase() ?? where.field}`;
  return { line: text(`summary_${i}`, `${sentenceCase(label)}: {${valueExpr(c, L)}}`, { bold: true }), feature: `Counts ${label}` };
}

/** A figure worked out of two totals: a percentage ("shots made" of "shots attempted") or a difference ("over par"). */
function workedOut(c: Computation, attrs: readonly Attribute[], L: string, i: number): { line: Component; feature: string } | undefined {
  const attr = attrOf(attrs, c.field);
  const over = attrOf(attrs, c.over);
  const [part, whole] = [`sum(${L}, ${quote(c.field ?? '')})`, `sum(${L}, ${quote(c.over ?? '')})`];
  if (c.fn === 'ratio') {
    return {
      line: text(`summary_${i}`, `Percentage: {${whole} > 0 ? fixed(${part} * 100 / ${whole}, 1) + '%' : '–'}`, { bold: true, color: 'accent' }),
      feature: `Percentage: total ${attr?.label.toLowerCase() ?? ''} out of total ${over?.label.toLowerCase() ?? ''}`,
    };
  }
  // "how many over par I am": the total strokes less the total par.
  if (c.fn !== 'difference') return undefined;
  return {
    line: text(`summary_${i}`, `${c.said ?? 'Difference'}: ${format(c, attr, `${part} - ${whole}`)}`, { bold: true, color: 'accent' }),
    feature: `${c.said ?? 'Difference'}: total ${attr?.label.toLowerCase() ?? ''} less total ${over?.label.toLowerCase() ?? ''}`,
  };
}

/** A total with a goal: the goal and what is left to reach it ("Remaining to save: …"). */
function goalLines(plan: Plan, c: Plan['computations'][number], attr: Attribute | undefined, L: string, i: number, lines: Component[], features: string[]): void {
  const saving = /\bsav(?:e|ing|ings)\b/.test(plan.text);
  const left = `${c.target} - ${valueExpr(c, L)}`;
  lines.push(text(`summary_${i}_goal`, `Goal: ${c.target}`));
  // "the remaining amount": said in the user's word.
  const word = /\bremaining\b/.test(plan.text) ? 'Remaining' : 'Left';
  lines.push(text(`summary_${i}_left`, `${word} ${saving ? 'to save' : 'to reach the goal'}: ${format(c, attr, left)}`, { bold: true, color: 'accent' }));
  features.push(`Shows what is left ${saving ? 'to save' : 'to reach the goal'} towards ${c.target}`);
}

/** The intervals between dated records, the next one expected, and the next one due. */
function dateSummaries(plan: Plan, L: string): { lines: Component[]; features: string[] } {
  const lines: Component[] = [];
  const features: string[] = [];
  const d = plan.dates;
  const date = d.averageInterval;
  if (date) {
    const gap = `avgGap(${L}, ${quote(date)})`;
    lines.push(text('summary_gap', `Average time between ${plan.subject!.plural}: {len(${L}) > 1 ? fixed(${gap}, 1) + ' days' : 'add two ${plan.subject!.plural} first'}`, { bold: true }));
    features.push(`Average time between ${plan.subject!.plural}`);
    if (d.predictNext) {
      lines.push(text('summary_next', `Next ${plan.subject!.noun} expected: {len(${L}) > 1 ? addDays(lastDate(${L}, ${quote(date)}), round(${gap})) : 'add two dates first'}`, { bold: true, color: 'accent' }));
      features.push(`Predicts the next ${plan.subject!.noun} from the average interval`);
    }
  }
  if (d.sinceLatest) {
    // "Days since the last test: 3", counted from the latest date among the records.
    const n = `(days(today()) - days(lastDate(${L}, ${quote(d.sinceLatest)})))`;
    lines.push(text('summary_since_latest', `Days since the last ${plan.subject!.noun}: {len(${L}) > 0 ? str(${n}) : 'none yet'}`, { bold: true, color: 'accent' }));
    features.push(`Days since the last ${plan.subject!.noun}`);
  }
  if (d.nextDue) {
    const n = d.nextDue;
    const value = n.unit === 'days' ? `addDays(lastDate(${L}, ${quote(n.field)}), ${n.every})` : `maxIn(${L}, ${quote(n.field)}) + ${n.every}`;
    // "Next due: 2026-12-01 (in 6 days)", or "(overdue)" once the day has passed.
    const status = n.unit === 'days' ? ` + (days(${value}) < days(today()) ? ' (overdue)' : ' (in ' + str(days(${value}) - days(today())) + ' days)')` : ` + ' ${n.unit}'`;
    const label = /\bdue$/i.test(n.label) ? sentenceCase(n.label) : `${sentenceCase(n.label)} due`;
    lines.push(text('summary_next_due', `${label}: {len(${L}) > 0 ? str(${value})${status} : 'add a ${plan.subject!.noun} first'}`, { bold: true, color: 'accent' }));
    features.push(`${label} every ${n.every} ${n.unit}${n.unit === 'days' ? ', and whether it is overdue' : ''}`);
  }
  return { lines, features };
}
