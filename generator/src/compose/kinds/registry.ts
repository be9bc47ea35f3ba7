import type { KindBuilder } from './builder';
import { buildAge } from './age';
import { buildBirthdays } from './birthdays';
import { buildBudget } from './budget';
import { buildCatalog } from './catalog';
import { buildCalculatorFormApp } from './calculator-forms';
import { buildKeypadCalculator } from './calculator-keypad';
import { buildConverter } from './converter';
import { buildCoin } from './coin';
import { buildCountdown } from './countdown';
import { buildDailyGoal } from './daily-goal';
import { buildDice } from './dice';
import { buildEventCountdown } from './event-countdown';
import { buildMetronome } from './metronome';
import { buildParking } from './parking';
import { buildPassword } from './password';
import { buildPomodoro } from './pomodoro';
import { buildQuiz } from './quiz';
import { buildQuote } from './quote';
import { buildDecision, buildRandomNumber, buildTeamShuffler } from './random-picks';
import { buildReading } from './reading';
import { buildRockPaperScissors } from './rock-paper-scissors';
import { buildStopwatch } from './stopwatch';
import { buildTicTacToe } from './tic-tac-toe';
import { buildTrackerList } from './tracker-list';
import { buildCounter } from './counter';
import { buildFlashcards } from './flashcards';
import { buildGeneric } from './generic';
import { buildHabits } from './habits';
import { buildHangman } from './hangman';
import { buildInfo } from './info';
import { buildMathPractice } from './math-practice';
import { buildMemory } from './memory';
import { buildMultiScreen } from './multi-screen';
import { buildNotes } from './notes';
import { buildNumberGuess } from './number-guess';
import { buildScoreKeeper } from './score-keeper';
import { buildTodo } from './todo';

/** One builder per variant recognised in analyze/kinds.ts. */
export const KIND_BUILDERS: Readonly<Record<string, KindBuilder>> = {
  counter: buildCounter,
  'score-keeper': buildScoreKeeper,
  todo: buildTodo,
  shopping: buildTodo,
  notes: buildNotes,
  tip: buildCalculatorFormApp,
  bmi: buildCalculatorFormApp,
  loan: buildCalculatorFormApp,
  fuel: buildCalculatorFormApp,
  gpa: buildCalculatorFormApp,
  discount: buildCalculatorFormApp,
  keypad: buildKeypadCalculator,
  temperature: buildConverter,
  currency: buildConverter,
  units: buildConverter,
  stopwatch: buildStopwatch,
  pomodoro: buildPomodoro,
  countdown: buildCountdown,
  metronome: buildMetronome,
  quiz: buildQuiz,
  'math-practice': buildMathPractice,
  flashcards: buildFlashcards,
  expenses: buildTrackerList,
  workouts: buildTrackerList,
  mood: buildTrackerList,
  habits: buildHabits,
  reading: buildReading,
  budget: buildBudget,
  savings: buildBudget,
  water: buildDailyGoal,
  steps: buildDailyGoal,
  calories: buildDailyGoal,
  parking: buildParking,
  recipes: buildCatalog,
  contacts: buildCatalog,
  vocabulary: buildCatalog,
  collection: buildCatalog,
  dice: buildDice,
  coin: buildCoin,
  quote: buildQuote,
  password: buildPassword,
  'tic-tac-toe': buildTicTacToe,
  business: buildInfo,
  age: buildAge,
  'event-countdown': buildEventCountdown,
  birthdays: buildBirthdays,
  'rock-paper-scissors': buildRockPaperScissors,
  hangman: buildHangman,
  'number-guess': buildNumberGuess,
  memory: buildMemory,
  'team-shuffler': buildTeamShuffler,
  decision: buildDecision,
  'random-number': buildRandomNumber,
  'multi-screen': buildMultiScreen,
  generic: buildGeneric,
};
