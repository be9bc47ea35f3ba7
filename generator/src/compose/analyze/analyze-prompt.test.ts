import { describe, expect, test } from 'vitest';
import { analyzePrompt } from './analyze-prompt';
import { extractAppName, packageNameFor } from './app-name';
import { findThemeColor, wantsDarkMode } from './colors';
import { extractFields } from './fields';
import { detectKind } from './kinds';
import { extractNumbers } from './numbers';

describe('kind recognition', () => {
  test.each([
    ['A simple counter app with plus and minus buttons', 'counter'],
    ['Mood journal: pick an emoji mood each day', 'tracker-list'],
    ['Grocery budget app with a monthly budget', 'tracker-list'],
    ['Parking reminder with a timer since parking', 'tracker-counter'],
    ['Simple calculator with digits, + - * / and equals', 'calculator'],
    ['BMI calculator app', 'calculator-form'],
    ['Coin flip app with history', 'random'],
    ['Flashcards to learn Spanish words. Tap the card to flip it', 'flashcards'],
    ['Rock paper scissors against the phone', 'game'],
    ['An app with a home screen, a settings screen and an about screen', 'multi-screen'],
    ['Make an app', 'generic'],
  ])('recognises "%s" as %s', (prompt, kind) => {
    expect(detectKind(prompt).kind).toBe(kind);
  });
});

describe('app names', () => {
  test('takes the name after "called", "named" or in quotes', () => {
    expect(extractAppName('BMI calculator app called FitCheck. Height in cm')).toBe('FitCheck');
    expect(extractAppName('a todo list named "Get It Done" with dates')).toBe('Get It Done');
    expect(extractAppName('a notes app called pocket notes with tags')).toBe('Pocket Notes');
  });

  test('takes a CamelCase word before "app" and ignores prompts without a name', () => {
    expect(extractAppName('Build the MoneyBee app for my budget')).toBe('MoneyBee');
    expect(extractAppName('Make an app')).toBeUndefined();
  });

  test('derives a valid package name even from digits and keywords', () => {
    expect(packageNameFor('FitCheck')).toBe('com.droidforge.fitcheck');
    expect(packageNameFor('2048!')).toBe('com.droidforge.app2048');
    expect(packageNameFor('Class')).toBe('com.droidforge.classapp');
  });
});

describe('colours and dark mode', () => {
  test('finds the theme colour but not a colour used for a warning', () => {
    expect(findThemeColor('Make me a notes app. Green theme.')?.name).toBe('green');
    expect(findThemeColor('quote app with a share button, purple colors')?.name).toBe('purple');
    expect(findThemeColor('rename it and use an orange theme')?.name).toBe('orange');
    expect(findThemeColor('remaining amount shown in red when below 10%')).toBeUndefined();
  });

  test('detects dark mode requests', () => {
    expect(wantsDarkMode('Shopping list with quantities. Dark mode.')).toBe(true);
    expect(wantsDarkMode('a night theme please')).toBe(true);
    expect(wantsDarkMode('a dark blue counter')).toBe(false);
  });
});

describe('fields', () => {
  test('reads field lists introduced by "with", "storing", "have" or a colon', () => {
    const names = (prompt: string) => extractFields(prompt).map((f) => f.name);
    expect(names('add expenses with amount, category and note, show the total')).toEqual(['amount', 'category', 'note']);
    expect(names('A contacts book app storing name, phone and email with a search bar')).toEqual(['name', 'phone', 'email']);
    expect(names('Notes have a title and a body.')).toEqual(['title', 'body']);
    expect(names('Workout log: record exercise name, sets, reps and weight; list')).toEqual(['exercise_name', 'sets', 'reps', 'weight']);
    expect(names('save where I parked (level, spot, note) and when')).toEqual(['level', 'spot', 'note']);
  });

  test('guesses field types from their names', () => {
    const types = extractFields('track purchases with title, amount, due date and paid').map((f) => f.type);
    expect(types).toEqual(['text', 'number', 'date', 'bool']);
  });
});

describe('numbers', () => {
  test('reads goals, presets, durations, ranges and question counts', () => {
    expect(extractNumbers('Goal 2000 ml, buttons for +250ml and +500ml')).toMatchObject({ goal: 2000, presets: [250, 500] });
    expect(extractNumbers('change the goal to 3 liters')).toMatchObject({ goal: 3000, goalUnit: 'ml' });
    expect(extractNumbers('25 minutes work, 5 minutes break').durations).toEqual([
      { seconds: 1500, label: 'work' },
      { seconds: 300, label: 'break' },
    ]);
    expect(extractNumbers('BPM slider from 40 to 200').range).toEqual({ min: 40, max: 200 });
    expect(extractNumbers('a quiz with 5 multiple choice questions').questionCount).toBe(5);
    expect(extractNumbers('add five more questions').questionCount).toBe(5);
  });
});

test('a vague prompt still gets a full analysis with defaults', () => {
  const analysis = analyzePrompt('   Make an app   ');
  expect(analysis).toMatchObject({ kind: 'generic', text: 'Make an app', fields: [], theme: { dark: false } });
  expect(analysis.theme.primary).toMatch(/^#[0-9A-F]{6}$/);
});
