import { describe, expect, test } from 'vitest';
import type { AppSpec, Component } from '@droidforge/contracts';
import { composeApp } from '../compose/compose-app';
import { refine } from '../refine/refine';
import { walkComponents } from '../spec/env';

const components = (spec: AppSpec): Component[] => {
  const out: Component[] = [];
  for (const s of spec.screens) walkComponents(s.children, (c) => out.push(c));
  return out;
};
const buttons = (prompt: string) => components(composeApp(prompt).spec).flatMap((c) => (c.type === 'button' ? [c.label] : []));
const texts = (prompt: string) => components(composeApp(prompt).spec).flatMap((c) => (c.type === 'text' ? [c.text] : []));
const lists = (spec: AppSpec) => spec.state.filter((v) => v.type === 'list');

describe('timer lengths with a describing word or listed after the name (session 23)', () => {
  test('"45 min deep work, 10 min quick break and 20 min long break buttons" gives three named preset buttons', () => {
    const labels = buttons('study timer: 45 min deep work, 10 min quick break and 20 min long break buttons');
    expect(labels).toEqual(expect.arrayContaining(['Deep work (45 min)', 'Quick break (10 min)', 'Long break (20 min)']));
  });

  test('"rice timer: 12 min white rice, 25 min brown rice, 40 min wild buttons" names each button without the word buttons', () => {
    const labels = buttons('rice timer: 12 min white rice, 25 min brown rice, 40 min wild buttons');
    expect(labels).toEqual(expect.arrayContaining(['White rice (12 min)', 'Brown rice (25 min)', 'Wild (40 min)']));
  });

  test('a breathing timer\'s steps after its colon stay steps in turn, with no preset buttons', () => {
    const labels = buttons('calm breathing timer: 5 sec in, 5 sec hold, 6 sec out');
    expect(labels.some((l) => /\(\d+ s\)/.test(l))).toBe(false);
    expect(texts('calm breathing timer: 5 sec in, 5 sec hold, 6 sec out').join(' ')).toContain('Hold');
  });

  test('"Focus timer: 50 min focus, 10 min short break" keeps no record list of lengths', () => {
    const { spec } = composeApp('Focus timer: 50 min focus, 10 min short break, 30 min long break');
    expect(lists(spec)).toEqual([]);
    expect(spec.timers.length).toBeGreaterThan(0);
  });

  test('"a list of the players, 45 seconds each" lists the players by name, with no "45 seconds" field', () => {
    const { spec } = composeApp('quiz night timer. a list of the players, 45 seconds each, buzz when time is up');
    const fields = lists(spec).flatMap((l) => (l.fields ?? []).map((f) => f.name));
    expect(fields).toEqual(['name']);
  });
});

describe('app names in letters of any alphabet (session 23)', () => {
  test('"Call it Crêpe Stand." keeps the accent in the name', () => {
    expect(composeApp('orders for my market stall with customer and flavour. Call it Crêpe Stand.').spec.app.name).toBe('Crêpe Stand');
  });

  test('"named Zoë\'s Plants" keeps the name whole', () => {
    expect(composeApp('a plant watering log with plant and date, named Zoë\'s Plants').spec.app.name).toBe("Zoë's Plants");
  });
});

describe('what a second phone or a bank would need is said plainly (session 23)', () => {
  test('"so my partner and I both check on our phones whether the bins went out" reports syncing, and not the rest', () => {
    const { report } = composeApp('a bin day checklist so my partner and I both check on our phones whether the bins went out');
    const sync = (report?.notBuilt ?? []).find((n) => /sync/.test(n.reason));
    expect(sync?.request).toBe('check on our phones');
  });

  test('a bank link is explained as needing the internet', () => {
    const { report } = composeApp('spending log with amount and shop. connect to my bank account so it imports everything');
    expect((report?.notBuilt ?? []).some((n) => /internet/.test(n.reason))).toBe(true);
  });
});

describe('a rate per thing times how many things (session 23)', () => {
  const prompt = 'piano pupils: pupil name, lessons per month and fee per lesson. Show my monthly income overall.';

  test('"fee per lesson" and "lessons per month" make each pupil worth their monthly income, totalled', () => {
    const all = texts(prompt);
    expect(all).toContain("Monthly income: {fixed(item.amount, 2)}");
    expect(all.some((t) => t.startsWith('Total monthly income: {fixed(sum(') && t.includes("'amount'"))).toBe(true);
  });

  test('the fees per lesson are never added up on their own', () => {
    expect(texts(prompt).some((t) => /Total fee/.test(t))).toBe(false);
  });
});

describe('times tables quizzes on the tables asked (session 23)', () => {
  const setsOfA = (prompt: string) => JSON.stringify(composeApp(prompt).spec).match(/"var":"a","value":"[^"]*"/g) ?? [];

  test('"practise the 4 and 6 times tables" asks only 4× and 6× questions', () => {
    const sets = setsOfA('my son needs to practise the 4 and 6 times tables');
    expect(sets[0]).toBe('"var":"a","value":"swap == 0 ? 4 : 6"');
  });

  test('"the 3 to 6 times tables" asks from 3 to 6', () => {
    expect(setsOfA('times tables quiz for the 3 to 6 times tables')[0]).toBe('"var":"a","value":"random(3, 6)"');
  });

  test('a times tables quiz that names none asks any table up to 12', () => {
    expect(setsOfA('a times tables quiz for year 4')[0]).toBe('"var":"a","value":"random(1, 12)"');
  });
});

describe('refining: a yes or no said last, and a reset that is no field (session 23)', () => {
  test('"add a field for whether it\'s been fixed, yes or no" adds a Fixed tick to each record', () => {
    const before = composeApp('bike repairs log: bike, problem, date in').spec;
    const after = refine(before, "add a field for whether it's been fixed, yes or no").spec;
    expect(lists(after)[0]!.fields).toContainEqual(expect.objectContaining({ name: 'fixed', type: 'bool' }));
  });

  test('"mugs of tea counter with a reset every day" counts mugs, and a limit can then be set', () => {
    const before = composeApp('mugs of tea counter with a reset every day').spec;
    expect(lists(before).some((l) => (l.fields ?? []).some((f) => /reset/i.test(f.name)))).toBe(false);
    const after = refine(before, 'stop it at 5');
    expect(after.summary).not.toMatch(/no number to limit/);
  });
});
