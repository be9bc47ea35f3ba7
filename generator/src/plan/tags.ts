import type { Plan } from '../understand/plan';

/**
 * The plan as feature tags (the eval vocabulary, fixtures/prompts/README.md), so a kind recipe can
 * be checked against what the prompt asked: a recipe is used only when it has every one.
 */
export function planTags(plan: Plan, withFields = true): string[] {
  const tags: string[] = [];
  const s = plan.subject;
  const dataAttrs = s ? s.attributes.filter((a) => a.name !== 'date') : [];
  const counterWins = !!plan.counter && (dataAttrs.length === 0 || plan.counter.goal !== undefined || plan.counter.limit !== undefined);
  if (s && s.attributes.length > 0 && !counterWins) {
    const fields = s.attributes.filter((a) => a.name !== 'date' || plan.text.includes('date')).map((a) => `${a.name}(${a.kind === 'time' ? 'text' : a.kind})`);
    tags.push(withFields ? `records:${s.noun}${fields.length ? ` fields ${fields.join(',')}` : ''}` : 'op:add');
  }
  for (const c of plan.computations) tags.push(`aggregate:${c.fn}${c.field ? ` ${c.field}` : ''}${c.per ? ` per ${c.per}` : ''}`);
  if (plan.list.search) tags.push('op:search');
  if (plan.list.sort) tags.push(`sort:${plan.list.sort.field} ${plan.list.sort.descending ? 'desc' : 'asc'}`);
  if (plan.list.group) tags.push(`group:${plan.list.group}`);
  if (plan.list.toggle) tags.push('op:toggle');
  if (s?.prefilled.length) tags.push(`prefilled:${s.noun} ${s.prefilled.join(',')}`);
  if (plan.dates.due) tags.push('date:due');
  if (plan.dates.averageInterval) tags.push('date:average-interval');
  if (plan.dates.predictNext) tags.push('date:predict-next');
  if (plan.dates.daysUntil) tags.push('date:days-until');
  if (plan.timer) {
    tags.push('timer');
    if (plan.timer.presets.length) tags.push(`timer:presets ${plan.timer.presets.map((p) => `${p.seconds}s`).join(',')}`);
    for (const p of plan.timer.phases) tags.push(`timer:duration ${p.seconds}s`);
    if (plan.timer.rounds) tags.push(`timer:rounds ${plan.timer.rounds}`);
    if (plan.timer.signal) tags.push('timer:signal');
  }
  if (plan.counter) {
    tags.push('counter');
    if (plan.counter.goal !== undefined) tags.push(`counter:goal ${plan.counter.goal}`);
    if (plan.counter.limit !== undefined) tags.push(`counter:limit ${plan.counter.limit}`);
    if (plan.counter.reset) tags.push(`counter:reset ${plan.counter.reset}`);
    if (plan.counter.historyDays) tags.push('counter:history');
  }
  if (plan.random) tags.push(`random:options ${plan.random.options.join(',')}`);
  if (plan.content) tags.push(`content:min ${plan.content.count}`);
  if (plan.formula?.domain === 'paint') tags.push('input:width(number)', 'input:height(number)', 'formula:litre');
  if (plan.formula?.domain === 'units') for (const [from, to] of plan.formula.pairs) tags.push(`input:${from}(number)`, `formula:${to}`);
  if (plan.rowsFormula === 'weighted') tags.push('formula:average');
  if (plan.rowsFormula === 'scale') tags.push('input:serving(number)');
  if (plan.screens && plan.screens > 1) tags.push(`screens:min ${plan.screens}`);
  if (plan.game?.type === 'memory' && plan.game.size) tags.push(`game:memory pairs ${plan.game.size}`);
  if (plan.game?.type === 'grid' && plan.game.size) tags.push(`game:grid size ${plan.game.size}`);
  if (plan.game?.type === 'guess' && plan.game.range) tags.push(`game:guess range ${plan.game.range[0]}-${plan.game.range[1]}`);
  if (plan.game?.tries) tags.push(`counter:limit ${plan.game.tries}`);
  return tags;
}
