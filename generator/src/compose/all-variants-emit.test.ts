import { beforeAll, expect, test } from 'vitest';
import { checkProject } from '../check/index';
import { initNodeChecks } from '../check/node';
import { emitProject } from '../emit/index';
import { analyzePrompt } from './analyze/analyze-prompt';
import { KIND_RULES } from './analyze/kinds';
import { composeApp } from './compose-app';

/** One everyday prompt per variant the composer knows, beyond the public set. */
const SAMPLES: Record<string, string> = {
  'tic-tac-toe': 'noughts and crosses', 'rock-paper-scissors': 'rock paper scissors', memory: 'memory game with pairs of cards',
  hangman: 'hangman', 'number-guess': 'guess the number', 'math-practice': 'times tables practice for kids', quiz: 'science trivia quiz',
  flashcards: 'French flash cards', parking: 'where did I park', pomodoro: 'pomodoro focus timer', metronome: 'metronome 60 to 180 bpm',
  'event-countdown': 'countdown to my wedding', stopwatch: 'stopwatch', water: 'drink water reminder with a 2.5 l goal',
  steps: 'pedometer with a 10000 step goal', calories: 'calorie counter with a 1800 kcal goal', budget: 'monthly budget planner', expenses: 'spending log', savings: 'savings goal tracker',
  habits: 'habit streaks', workouts: 'gym workout log', reading: 'reading log', mood: 'mood diary', tip: 'bill splitter with tip',
  bmi: 'body mass index', loan: 'mortgage calculator', fuel: 'fuel cost calculator for trips', gpa: 'GPA calculator',
  age: 'how old am I calculator', discount: 'discount calculator', temperature: 'celsius to fahrenheit', currency: 'currency converter for EUR and GBP',
  units: 'weight unit converter', password: 'password maker', dice: 'roll a d20 dice', coin: 'heads or tails', quote: 'daily affirmations',
  'team-shuffler': 'team picker for five-a-side', decision: 'magic 8 ball decision maker', 'random-number': 'lottery number picker',
  countdown: 'kitchen timer', recipes: 'cookbook', contacts: 'address book', vocabulary: 'vocab list for German', birthdays: 'anniversaries list',
  business: 'app for our pizzeria with the menu and opening hours', collection: 'catalogue of my vinyl records', 'score-keeper': 'scoreboard for two players',
  counter: 'tally counter', shopping: 'grocery list', todo: 'chores checklist', notes: 'notepad', keypad: 'calculator',
  'multi-screen': 'an app with a profile screen and a settings screen',
};

beforeAll(async () => {
  await initNodeChecks();
});

test('every recognised variant has a sample prompt here', () => {
  expect(KIND_RULES.map((r) => r.variant).filter((v) => !SAMPLES[v])).toEqual([]);
});

test.each(Object.entries(SAMPLES))('the %s builder makes a project with no error findings', (variant, prompt) => {
  expect(analyzePrompt(prompt).variant).toBe(variant);
  const { spec, kind } = composeApp(prompt);
  expect(kind).toBe(KIND_RULES.find((r) => r.variant === variant)?.kind);
  const { files } = emitProject(spec);
  expect(checkProject(files).filter((f) => f.severity === 'error')).toEqual([]);
});
