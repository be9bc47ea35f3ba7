import { UNITS } from '../understand/formulas';
import type { Plan } from '../understand/plan';

/**
 * The plan as feature tags (the eval vocabulary, fixtures/prompts/README.md), so a kind recipe can
 * be checked against what the prompt asked: a recipe is used only when it has every one.
 */
export function planTags(plan: Plan, fields: 'typed' | 'names' | 'none' = 'typed'): string[] {
  return [...recordTags(plan, fields), ...computationTags(plan), ...listAndDateTags(plan), ...timeTags(plan), ...formTags(plan)];
}

/** Whether a counter, not the records, is what the prompt is about (so the records bind nothing). */
function counterWins(plan: Plan): boolean {
  const dataAttrs = plan.subject ? plan.subject.attributes.filter((a) => a.name !== 'date') : [];
  return !!plan.counter && (dataAttrs.length === 0 || plan.counter.goal !== undefined || plan.counter.limit !== undefined);
}

/** The records and their fields; the options a choice names. */
function recordTags(plan: Plan, fields: 'typed' | 'names' | 'none'): string[] {
  const tags: string[] = [];
  const s = plan.subject;
  const counted = counterWins(plan);
  // Things the prompt keeps, even with no fields named ("a list of my favourite quotes"), are added to.
  if (s && s.container && s.attributes.length === 0 && !counted && !plan.counter) tags.push('op:add');
  if (s && s.attributes.length > 0 && !counted) {
    const listed = s.attributes.filter((a) => a.name !== 'date' || plan.text.includes('date'));
    // 'names': a recipe must keep each asked-for field under some word of its label, whatever its type.
    // Only fields the prompt typed clearly (a date, money, a choice, yes/no, a measured number) bind a recipe.
    // Free-text fields the prompt spelled out as questions ("what I'm grateful for") bind a recipe too.
    const asked = (a: { label: string; kind: string }) => a.kind === 'text' && /^(grateful|learned|learnt|suggested|who it|trigger|cause|how )/i.test(a.label);
    const clear = listed.filter((a) => a.label.split(' ').length <= 3 && (['date', 'money', 'choice', 'yesno'].includes(a.kind) || !!a.unit || !!a.scale || asked(a)));
    // A number on a scale ("mood from 1 to 10") must stay a number: an emoji mood will not do.
    const named = clear.map((a) => `${a.label.toLowerCase().split(' ').filter((w) => w.length > 2).join('/') || a.name}${a.scale ? '(number)' : ''}`);
    const typed = listed.map((a) => `${a.name}(${a.kind === 'time' ? 'text' : a.kind})`);
    if (fields === 'none' || (fields === 'names' && named.length === 0)) tags.push('op:add');
    else {
      const list = fields === 'typed' ? typed : named;
      tags.push(`records:${fields === 'typed' ? s.noun : ''}${list.length ? ` fields ${list.join(',')}` : ''}`.replace('records: fields', 'records:* fields'));
    }
  }
  // Options the prompt named ("rent, food, transport, fun") are part of what it asked for.
  for (const a of s && !counted ? s.attributes : []) {
    if (a.kind === 'choice' && a.options?.length) tags.push(`choice:${a.label.toLowerCase().split(' ').pop()} ${a.options.map((o) => o.toLowerCase().replace(/,/g, ' ')).join(',')}`);
  }
  if (s?.prefilled.length) tags.push(`prefilled:${s.noun} ${s.prefilled.join(',')}`);
  // "go back and edit an entry if I wrote something wrong": a recipe must let records be changed.
  if (s && !counted && /\b(?:edit|change|fix|correct|update)(?:ing)? (?:an? |the |my |any )?(?:old |past |earlier )?(?:entry|entries|item|items|record|records|one|ones|it|them|[a-z]+s)\b/.test(plan.text)) tags.push('op:edit');
  return tags;
}

/** Totals, averages, percentages, and what is left of a goal or an income. */
function computationTags(plan: Plan): string[] {
  const tags: string[] = [];
  if (plan.allowance) tags.push(...(plan.allowance.signed ? [] : [`input:${plan.allowance.label.toLowerCase().split(' ').pop()}`]), `formula:${(plan.allowance.word ?? 'left').toLowerCase()}`);
  if (plan.list.pickRandom) tags.push('random:any');
  if (plan.list.hideTicked) tags.push('setting:hide');
  // ("pay for each one … total earned": each record's pay, and the total said in its own word.)
  if (plan.unitRate?.each) tags.push(`formula:${plan.unitRate.each.toLowerCase()}`, `aggregate:sum ${plan.unitRate.word.toLowerCase().split(' ').pop()}`);
  else if (plan.unitRate) tags.push(`formula:${plan.unitRate.word.toLowerCase().split(' ').pop()}`);
  if (plan.dates.countdown?.perDay) tags.push('formula:saved');
  for (const c of plan.computations) {
    if (c.fn === 'ratio') {
      tags.push('formula:percent');
      continue;
    }
    if (c.fn === 'difference') {
      tags.push(`formula:${(c.said ?? 'difference').toLowerCase().split(' ')[0]}`);
      continue;
    }
    tags.push(`aggregate:${c.fn}${c.field ? ` ${c.field}` : ''}${c.per ? ` per ${c.per}` : ''}`);
    if (c.target !== undefined) tags.push('formula:left');
    if (c.alsoPer) tags.push(`formula:${c.alsoPer.unit}`);
  }
  return tags;
}

/** Search, sort, groups and ticks; countdowns, due states and intervals. */
function listAndDateTags(plan: Plan): string[] {
  const tags: string[] = [];
  const countdown = plan.dates.countdown;
  if (countdown) tags.push(countdown.date.startsWith('--') || (countdown.date === '' && !countdown.since) ? 'date:days-until' : `date:${countdown.since ? 'days-since' : 'countdown'} ${countdown.date}`);
  if (plan.list.search) tags.push('op:search');
  if (plan.list.sort) tags.push(`sort:${plan.list.sort.field} ${plan.list.sort.descending ? 'desc' : 'asc'}`);
  if (plan.list.group) tags.push(`group:${plan.list.group}`);
  if (plan.list.toggle) tags.push('op:toggle');
  if (plan.dates.due || plan.dates.dueOn) tags.push('date:due');
  if (plan.dates.averageInterval) tags.push('date:average-interval');
  if (plan.dates.predictNext) tags.push('date:predict-next');
  if (plan.dates.daysUntil) tags.push('date:days-until');
  if (plan.dates.daysSince) tags.push('date:days-since');
  return tags;
}

/** Timers, counters and scoreboards. */
function timeTags(plan: Plan): string[] {
  const tags: string[] = [];
  if (plan.timer) {
    tags.push('timer');
    if (plan.timer.presets.length) tags.push(`timer:presets ${plan.timer.presets.map((p) => `${p.seconds}s`).join(',')}`);
    for (const p of plan.timer.phases) tags.push(`timer:duration ${p.seconds}s`);
    if (plan.timer.rounds) tags.push(`timer:rounds ${plan.timer.rounds}`);
    if (plan.timer.signal) tags.push('timer:signal');
    if (plan.timer.countsDone) tags.push('counter', ...(plan.timer.countsDone.daily ? ['counter:reset daily'] : plan.timer.countsDone.weekly ? ['counter:reset weekly'] : []));
  }
  if (plan.counter) {
    tags.push('counter');
    if (plan.counter.goal !== undefined) tags.push(`counter:goal ${plan.counter.goal}`);
    if (plan.counter.limit !== undefined) tags.push(`counter:limit ${plan.counter.limit}`);
    if (plan.counter.reset) tags.push(`counter:reset ${plan.counter.reset}`);
    if (plan.counter.historyDays) tags.push('counter:history');
  }
  if (plan.scores) tags.push('counter', ...(plan.scores.target !== undefined ? [`counter:limit ${plan.scores.target}`] : []));
  return tags;
}

/** Forms from the domain library, random picks, content, screens and games. */
function formTags(plan: Plan): string[] {
  const tags: string[] = [];
  if (plan.random) tags.push(`random:options ${plan.random.options.join(',')}`);
  if (plan.content) tags.push(`content:min ${plan.content.count}`);
  if (plan.formula?.domain === 'paint') tags.push('input:width(number)', 'input:height(number)', 'formula:litre');
  if (plan.formula?.domain === 'baking') tags.push(plan.formula.pairs[0]![0] === 'cup' ? 'input:cups(number)' : 'input:grams(number)', ...(plan.formula.ingredients!.length > 1 ? [`choice:ingredient ${plan.formula.ingredients!.join(',')}`] : []));
  if (plan.formula?.domain === 'units' || plan.formula?.domain === 'baking') for (const [from, to] of plan.formula.pairs.slice(plan.formula.domain === 'baking' ? 1 : 0)) tags.push(`input:${from}(number)`, `formula:${UNITS[to]?.label.toLowerCase() ?? to}`);
  if (plan.rowsFormula === 'weighted') tags.push('formula:average');
  if (plan.rowRatio && !plan.rowsFormula) tags.push(`formula:${plan.rowRatio.name}`);
  if (plan.rowsFormula === 'scale') tags.push('input:serving(number)');
  if (plan.screens && plan.screens > 1) tags.push(`screens:min ${plan.screens}`);
  if (plan.pairs?.length) tags.push(`content:min ${plan.pairs.length}`);
  // A home screen the prompt names is one more screen than its pages (and the capability's own).
  const home = plan.home || /\b(?:home|main) (?:page|screen|menu)\b/.test(plan.text) ? 1 : 0;
  if (plan.pages?.length) tags.push(`screens:min ${Math.max(plan.screens ?? 0, plan.pages.length + (plan.subject || plan.counter || plan.timer ? 1 : 0) + home)}`, 'nav');
  if (plan.game?.type === 'memory' && plan.game.size) tags.push(`game:memory pairs ${plan.game.size}`);
  if (plan.game?.type === 'grid' && plan.game.size) tags.push(`game:grid size ${plan.game.size}`);
  if (plan.game?.type === 'guess' && plan.game.range) tags.push(`game:guess range ${plan.game.range[0]}-${plan.game.range[1]}`);
  if (plan.game?.type === 'taps') tags.push('timer', `timer:duration ${plan.game.seconds ?? 10}s`, 'counter');
  if (plan.game?.tries) tags.push(`counter:limit ${plan.game.tries}`);
  return tags;
}
