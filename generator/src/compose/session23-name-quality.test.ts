import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { composeApp } from './compose-app';
import { fragmentReason, isFragmentName, labelFragmentReason, nameProblems, repairedName, titleFragmentReason } from './name-quality';

const PROMPTS_DIR = resolve(import.meta.dirname, '../../fixtures/prompts');

/** The blind measurement sets are never read here (HELPER.md). */
const BLIND = /^(?:(?:refinements-)?final\d*|dev103|refinements-dev47)\.jsonl$/;
const FILES = readdirSync(PROMPTS_DIR).filter((f) => f.endsWith('.jsonl') && !BLIND.test(f)).sort();

function promptsOf(file: string): string[] {
  const out = new Set<string>();
  for (const line of readFileSync(resolve(PROMPTS_DIR, file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { prompt?: string; base?: string };
    if (row.prompt) out.add(row.prompt);
    if (row.base && row.base.length > 4) out.add(row.base);
  }
  return [...out];
}

/** Every name of the app a prompt gets that is a fragment of a clause, as "where: name (why)". */
function fragmentsOf(prompt: string): string[] {
  const result = composeApp(prompt);
  return result.refusal ? [] : nameProblems(result.spec).map((p) => `${prompt.slice(0, 60)} → ${p.where}: ${p.name} (${p.reason})`);
}

describe('the name checker', () => {
  test.each(['theySing', 'ifName', 'reHaving', 'whethers', 'were', 'nothingFancy', 'whosCooking', 'whatHappened', 'whoWasThere', 'it', 'every', 'llBring', 'shouldGo', 'didExercise'])('flags "%s" as a fragment of a clause', (name) => {
    expect(isFragmentName(name)).toBe(true);
  });

  test.each(['Part', 'name', 'dueDate', 'Due date', 'To-Do List', 'toDo', 'tShirtSize', 'from', 'To', 'About', 'who', 'what', 'a', 'd', 'done', 'My Recipes', 'cooking', 'severity'])('accepts "%s" as a name', (name) => {
    expect(fragmentReason(name)).toBeUndefined();
  });

  test('says why a name is a fragment: its opening word\'s part of speech, or only function words', () => {
    expect(fragmentReason('theySing')).toBe('opens with a pronoun ("they")');
    expect(fragmentReason('ifName')).toBe('opens with a conjunction ("if")');
    expect(fragmentReason('reHaving')).toBe('opens with a contraction leftover ("re")');
    expect(fragmentReason('were')).toBe('opens with an auxiliary ("were")');
    expect(fragmentReason('whosCooking')).toBe('opens with a question word ("whos")');
    expect(fragmentReason('of the')).toBe('only function words');
  });

  test('a label the user wrote as a question reads whole, but a label that is only a stand-in does not', () => {
    for (const label of ['Who they are', 'What set it off', 'How bad', "Who's cooking", 'Where to', 'Did you stretch?', "Everyone's score"]) expect(labelFragmentReason(label)).toBeUndefined();
    for (const label of ['It', 'They sing', 'Here', "Re having"]) expect(labelFragmentReason(label)).toBeDefined();
  });

  test('a screen title or app name may be a question with content words ("How to play"), never a clause\'s opening ("You can get", "Do Gratitude Journal")', () => {
    expect(titleFragmentReason('How to play')).toBeUndefined();
    expect(titleFragmentReason('How to find us')).toBeUndefined();
    expect(titleFragmentReason('You can get')).toBeDefined();
    expect(titleFragmentReason('I can list')).toBeDefined();
    expect(titleFragmentReason('Do Gratitude Journal')).toBeDefined();
  });

  test('a fragment takes its label\'s head noun, the words after its opening, what its question asks for, or its kind', () => {
    expect(repairedName('whereGreenhouse', 'Where in the greenhouse', 'text')).toBe('greenhouse');
    expect(repairedName('whosCooking', "Who's cooking", 'choice')).toBe('cooking');
    expect(repairedName('whoWasThere', 'Who was there', 'text')).toBe('person');
    expect(repairedName('every', 'Every (days)', 'number')).toBe('everyDays');
    expect(repairedName('it', 'It', 'text')).toBe('note');
    expect(repairedName('theySing', 'What they sing', 'text', new Set(['sing']))).toBe('note');
    expect(repairedName('dueDate', 'Due date', 'date')).toBe('dueDate');
  });

  test('lists every fragment of a spec with where it shows', () => {
    const spec = composeApp('book log: title, author, rating 1-5').spec;
    const broken = { ...spec, state: spec.state.map((v) => (v.fields ? { ...v, fields: [...v.fields, { name: 'theySing', type: 'text' as const, label: 'They sing' }] } : v)) };
    expect(nameProblems(spec)).toEqual([]);
    expect(nameProblems(broken).map((p) => p.where)).toEqual(expect.arrayContaining([expect.stringMatching(/^field .*\.theySing$/), expect.stringMatching(/^label .*\.theySing$/)]));
  });
});

describe('names the composer makes from clauses', () => {
  test.each([
    ['band practice log: date, what they sing, how long', []],
    ["dinner rota: day, who's cooking (me, Sam or Alex), what we're eating", ['cooking']],
    ["guest list with name, whether they're coming and what they're having (fish, chicken or veg)", ['coming']],
    ['migraine diary: date, how bad (1-10), what set it off', ['severity']],
    ['garden log: plant, where in the greenhouse, when to sow', ['greenhouse', 'sow']],
    ['meeting notes: date, who was there, what we decided', ['person', 'decided']],
    ['party planner: guest name, if they RSVPed, plus-ones number', ['guestName']],
    ["hair appointments: client name, date, what they're having (cut, colour)", ['clientName']],
  ] as const)('"%s" gets clean names (%j among its fields), the labels in the user\'s words', (prompt, fields) => {
    const spec = composeApp(prompt).spec;
    expect(nameProblems(spec)).toEqual([]);
    const names = spec.state.flatMap((v) => (v.fields ?? []).map((f) => f.name));
    expect(names).toEqual(expect.arrayContaining([...fields]));
  });

  test('"who\'s cooking" keeps the user\'s words as the label over the name "cooking"', () => {
    const field = composeApp("dinner rota: day, who's cooking (me, Sam or Alex)").spec.state.flatMap((v) => v.fields ?? []).find((f) => f.name === 'cooking');
    expect(field?.label).toBe("Who's cooking");
  });

  test.each([
    'countdown to my first exam on 12 May and a second screen where I can list my subjects and tick them off',
    'App for our hiking club with 4 screens: Home, Upcoming Hikes, Safety Tips, Contact, and you can get to all of them from home',
    'Can you do a gratitude journal? Each entry has the date and what I\'m grateful for',
    'how many days till my vacation on 2025-12-20, plus a packing list i can check off',
    'a guest list where I mark who\'s here',
    'chore chart: chore, who does it (Mia or Jack), and a done box',
    'a log of what I lent, who to, the date, and tick when returned',
    'I\'d like an app for my plants: name, water every X days, last watered',
    'my phone\'s clock app is annoying: a timer with 25 and 5 minute buttons',
  ])('"%s" shows no name built from a fragment of a clause', (prompt) => {
    expect(fragmentsOf(prompt)).toEqual([]);
  });
});

describe.each(FILES)('every app composed for %s', (file) => {
  test('shows no field, label, list, screen or app name built from a fragment of a clause', () => {
    expect(promptsOf(file).flatMap(fragmentsOf)).toEqual([]);
  });
});
