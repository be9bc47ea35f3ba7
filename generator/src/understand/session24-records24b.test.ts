import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

/** What the user sees of the records: each list's fields (name:kind, with options) and the report. */
function seen(prompt: string) {
  const result = composeApp(prompt);
  const lists = result.spec ? result.spec.state.filter((v) => v.type === 'list') : [];
  return {
    lists: lists.map((l) => l.name),
    fields: lists.flatMap((l) => (l.fields ?? []).map((f) => `${f.name}:${f.kind ?? f.type}${f.options ? `[${f.options.join('|')}]` : ''}`)),
    built: result.report?.built ?? [],
    notBuilt: (result.report?.notBuilt ?? []).map((n) => n.request),
  };
}

describe('per-person figures said as "each of us" (session 24)', () => {
  test('"total paid by each of us" adds the amounts up per the one who paid', () => {
    const app = seen('we share a house. each bill: what it was, the amount, and who paid (me, Ana or Raj). show the total paid by each of us');
    expect(app.built).toContain('Total amount per paid by');
  });

  test('"the total price for each of us" over "who bought it" is per buyer', () => {
    const app = seen('track lunches we buy: what, price and who bought it (Al or Bea). the total price for each of us');
    expect(app.built).toContain('Total price per bought by');
  });

  test('"how much was spent by each of us", said of no one, is still a total per payer', () => {
    const app = seen('log what we spend on the holiday: item, cost, who paid (me, Sam or Kit). show how much was spent by each of us');
    expect(app.built).toContain('Total cost per paid by');
  });
});
