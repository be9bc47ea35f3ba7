import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { misspellings } from '../compose/content/spelling';

const lists = (prompt: string) => composeApp(prompt).spec.state.filter((v) => v.type === 'list');
const listNamed = (prompt: string, name: string) => lists(prompt).find((v) => v.name === name);
const initial = (prompt: string, name: string) => (listNamed(prompt, name)?.initial ?? []) as Record<string, string>[];

describe('random picks said in everyday words (session 23)', () => {
  test('"a button that chooses which one out of dune, alien, heat and up" picks among the four films', () => {
    const prompt = 'we argue every night about which film to watch. just want something that chooses which one out of Dune, Alien, Heat and Up';
    expect(initial(prompt, 'options').map((o) => o.name)).toEqual(['Dune', 'Alien', 'Heat', 'Up']);
    expect(JSON.stringify(composeApp(prompt).spec)).toContain('random(');
  });

  test('options said as a sentence of their own after "at random" are the options, long ones too', () => {
    const prompt = 'need to choose the pudding at random so nobody moans. sticky toffee pudding, apple crumble, eton mess, ice cream with chocolate sauce';
    const { report } = composeApp(prompt);
    expect(initial(prompt, 'options').map((o) => o.name)).toEqual(['sticky toffee pudding', 'apple crumble', 'eton mess', 'ice cream with chocolate sauce']);
    expect(report?.notBuilt ?? []).toEqual([]);
  });

  test('"we take turns … a button that picks who\'s cooking tonight out of Tom, Ana and me" picks one of the three', () => {
    const prompt = "3 of us take turns cooking. a button that picks who's cooking tonight out of Tom, Ana and me";
    expect(initial(prompt, 'options').map((o) => o.name)).toEqual(['Tom', 'Ana', 'me']);
    expect(composeApp(prompt).report?.notBuilt ?? []).toEqual([]);
  });
});

describe('quizzes as big as asked (session 23)', () => {
  test('"at least 20 countries, like Hungary and Sweden" asks 20 European capitals, the named ones first', () => {
    const prompt = 'quiz me on european capitals, at least 20 countries, like Hungary, Sweden and Belgium';
    const questions = initial(prompt, 'questions');
    expect(questions).toHaveLength(20);
    expect(questions.slice(0, 3).map((q) => q.answer).sort()).toEqual(['Brussels', 'Budapest', 'Stockholm']);
  });

  test('a spelling quiz of "12 of the year 4 words like separate, necessary" asks 12 words, the named ones first, each among misspellings', () => {
    const prompt = 'spelling quiz for my son with 12 of the tricky year 4 words like separate, necessary, rhythm, and a score at the end';
    const { spec } = composeApp(prompt);
    expect(spec.app.name).toBe('Spelling Quiz');
    const questions = initial(prompt, 'questions');
    expect(questions).toHaveLength(12);
    expect(questions.slice(0, 3).map((q) => q.answer)).toEqual(['separate', 'necessary', 'rhythm']);
    for (const q of questions) {
      const options = [q.a, q.b, q.c, q.d];
      expect(new Set(options).size).toBe(4);
      expect(options.filter((o) => o === q.answer)).toHaveLength(1);
    }
  });

  test('misspellings are words a child might write, never the word itself', () => {
    expect(misspellings('believe')).toContain('beleive');
    expect(misspellings('different')).not.toContain('different');
    expect(misspellings('February')[0]).toMatch(/^F/);
  });
});

describe('counters said as what the child does (session 23)', () => {
  test('"tap when she takes her inhaler, should be 3 a day, back to zero every day, keep the previous days" counts to 3 daily with a history', () => {
    const { spec, report } = composeApp('Inhaler chart for Maya. Tap when she takes her inhaler, should be 3 a day, goes back to zero every day and keeps a record of the previous days for the nurse');
    expect(spec.state.find((v) => v.name === 'goal')?.initial).toBe(3);
    expect(report?.built).toEqual(expect.arrayContaining(['Starts again from zero every day', 'History of past days']));
    expect(spec.state.find((v) => v.name === 'history')).toBeDefined();
  });

  test('"I tap when I water them … average days between" stays a dated log, not a counter', () => {
    const { spec } = composeApp('Watering log for my chillies. I tap when I water them and it shows the average days between waterings');
    expect(spec.state.find((v) => v.name === 'count')).toBeUndefined();
  });
});

describe('dates of things done again and again (session 23)', () => {
  test('"put in the date each time the vet comes and what it cost … average gap … total spent" keeps visits with date and cost', () => {
    const prompt = 'the dog goes to the vet every few months. i want to put in the date every time and what it cost, and work out the average gap between visits and when the next one should be, plus total spent';
    const visits = listNamed(prompt, 'visits');
    expect(visits?.fields?.map((f) => `${f.name}:${f.kind ?? f.type}`)).toEqual(['date:date', 'cost:money']);
    const json = JSON.stringify(composeApp(prompt).spec);
    expect(json).toContain('avgGap(');
    expect(json).toContain('addDays(');
  });

  test('"log the date i open a new tube, due for replacing (90 days), show if overdue" keeps when each was opened and when the next is due', () => {
    const prompt = 'my toothbrush heads need changing. log the date i start a new head and show when its due for replacing (90 days) and if im overdue';
    const heads = listNamed(prompt, 'heads');
    expect(heads?.fields?.map((f) => `${f.name}:${f.label}`)).toEqual(['started:Started']);
    const { spec } = composeApp(prompt);
    expect(JSON.stringify(spec)).toContain("addDays(lastDate(heads, 'started'), 90)");
  });

  test('"house stuff: boiler service, TV licence and chimney sweep. put the date each one is due" starts with those things, each with its due date, soonest first', () => {
    const prompt = 'house stuff i forget: boiler service, TV licence and the chimney sweep. i want to put the date each one is due and see how many days left for each one, soonest first';
    const renewals = listNamed(prompt, 'renewals');
    expect(renewals?.fields?.map((f) => f.name)).toEqual(['name', 'dueDate']);
    expect(initial(prompt, 'renewals').map((r) => r.name)).toEqual(['Boiler service', 'TV licence', 'Chimney sweep']);
    expect(composeApp(prompt).report?.built).toEqual(expect.arrayContaining(['Sorted by due date (oldest first)']));
  });

  test('"birthday list: name, birthday, gift idea … days until each one" still reads its colon as fields', () => {
    const prompt = 'Gift list: name, birthday, gift idea. Sort by birthday and show days until each one';
    expect(lists(prompt)[0]?.fields?.map((f) => f.name)).toEqual(expect.arrayContaining(['birthday']));
    expect(lists(prompt)[0]?.initial ?? []).toEqual([]);
  });
});
