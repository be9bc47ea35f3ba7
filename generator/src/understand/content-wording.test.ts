import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { understand } from './understand';

const texts = (prompt: string) => JSON.stringify(composeApp(prompt).spec.screens);

describe('content the app shows: tips it ships, and lists the prompt writes out', () => {
  test('"6 tips for sleeping better" shows six written sleep tips, searchable, and charges for a real app', () => {
    const { spec, refusal, report } = composeApp('give me 6 tips for sleeping better');
    expect(refusal).toBeUndefined();
    const rows = spec.state.find((s) => s.type === 'list')?.initial as { front: string; back: string }[];
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.front.length > 5 && r.back.endsWith('.'))).toBe(true);
    expect(spec.app.name).toBe('Better Sleep Tips');
    expect(report?.built).toContain('6 tips with why it works');
  });

  test('first aid shows the situations the prompt names first, then the rest', () => {
    const rows = composeApp('first aid app: what to do for sprains and sunburn').spec.state[0]!.initial as { front: string }[];
    expect(rows.slice(0, 2).map((r) => r.front)).toEqual([expect.stringMatching(/^Sprain/), expect.stringMatching(/^Sunburn/)]);
  });

  test('a tracker that mentions tips stays a tracker of records', () => {
    expect(understand('log my runs with date and distance, and give me tips on pacing').subject?.plural).toBe('runs');
  });

  test('"our club rules: …" written out is a screen of those lines, not records with a field per rule', () => {
    const plan = understand('chess club rules: phones off, touch move, shake hands after each game');
    expect(plan.subject).toBeUndefined();
    expect(plan.pages).toEqual([{ title: 'Chess club rules', lines: ['Phones off', 'Touch move', 'Shake hands after each game'], written: true }]);
    expect(texts('chess club rules: phones off, touch move, shake hands after each game')).toContain('• Touch move');
  });

  test('times and weekday schedules written out are shown; a schedule of field names stays records', () => {
    expect(understand('train times to work: 7:12, 7:42 and 8:12').pages?.[0]?.lines).toEqual(['7:12', '7:42', '8:12']);
    expect(understand('bin schedule: monday recycling, thursday general waste').pages?.[0]?.lines).toHaveLength(2);
    expect(understand('Feeding schedule: food, amount and time').subject?.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['food', 'amount', 'time']));
  });
});
