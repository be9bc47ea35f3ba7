import type { FieldKind, UnbuiltRequest } from '@droidforge/contracts';
import type { SettingKind } from '../plan/settings';
import type { UnitSwitchPlan } from '../plan/unit-switch';
import type { FormulaPlan } from './formulas';
import type { StudyPlan } from './deck';

/**
 * What a prompt asks for, as typed capabilities rather than one app kind (see ARCHITECTURE.md,
 * "Life of a generation"). The composer turns a plan into one AppSpec; every clause of the prompt
 * ends up in the plan or in `unbuilt` with a reason.
 */
export interface Attribute {
  /** camelCase field name. */
  name: string;
  /** As shown on screen: "Last watered". */
  label: string;
  kind: FieldKind;
  options?: string[];
  unit?: string;
  /** "from 1 to 5", "on a scale of 1 to 10": the range a number is given in. */
  scale?: [number, number];
}

export interface Subject {
  /** Singular, lower case: "expense", "house plant". */
  noun: string;
  plural: string;
  attributes: Attribute[];
  /** Items the list starts with ("tent", "sleeping bag"). */
  prefilled: string[];
  /** Whole starting rows, keyed by attribute name (a phrase list the user adds to). */
  prefilledRows?: Record<string, string>[];
  /** The word naming the app around the subject: log, tracker, list, diary … */
  container?: string;
  /** Words before the subject in the prompt's own name for the app ("car maintenance"). */
  title?: string;
}

export type AggregateFn = 'sum' | 'avg' | 'count' | 'max' | 'min' | 'ratio' | 'difference';

export interface Computation {
  fn: AggregateFn;
  /** Field aggregated (not for count). */
  field?: string;
  /** Group field: per category, for each exercise. */
  per?: string;
  /** Count only records whose yes/no field has this value ("how many are unpaid"). */
  where?: { field: string; value: boolean };
  /** For a ratio: the field the sum of `field` is a percentage of ("shots made" of "shots attempted"). */
  /** For a difference: the field whose sum is taken from the sum of `field` ("how many over par": strokes less par). */
  over?: string;
  /** What a difference (or a figure the prompt names itself) is called, in the prompt's words: "Over par", "Best time". */
  said?: string;
  /** A goal the sum works towards ("save 2000"): also shows what is left. */
  target?: number;
  /** "the total collected at £25 each": each record counted is worth this much (shown as money, called as `said`). */
  each?: number;
  /** "total per month and what that is per year": the total times `factor`, shown as "Per year". */
  alsoPer?: { unit: string; factor: number };
}

export interface ListBehaviour {
  search?: string;
  sort?: { field: string; descending: boolean };
  group?: string;
  toggle?: string;
  /** "the app randomly picks one": a button that picks one of the records. */
  pickRandom?: boolean;
  /** "split them into 2 random teams": the records dealt into that many teams by a button. */
  teams?: number;
  /** "a switch to hide the done ones": ticked-off records hidden while the switch is on. */
  hideTicked?: boolean;
  /** "each one gets + and - buttons for their score": buttons on every row that add to (or take from) this number field. */
  /** `typed`: the form asks for it too ("player name and score"); else each new row starts at 0 ("add players by name"). */
  /** `added`: the points typed in the form are added to a row's total by its own button ("type in points after each turn"). */
  steps?: { field: string; by: number[]; typed?: boolean; added?: boolean };
}

export interface TimerPlan {
  /** Work/rest phases in seconds; one phase for a plain countdown. */
  phases: { label: string; seconds: number }[];
  presets: { label: string; seconds: number }[];
  rounds?: number;
  /** "each person gets 90 seconds, there are 8 of us": who each round is for, shown as "Person 2 of 8". */
  turn?: string;
  signal: boolean;
  /** "count how many pomodoros I finished today": finished runs of the first phase, restarted daily when asked. */
  countsDone?: { daily: boolean; weekly?: boolean };
}

export interface CounterPlan {
  /** What is counted, plural: "glasses", "cups". */
  unit: string;
  /** The prompt says what it counts ("counts glasses"): a recipe counting something else will not do. */
  named?: boolean;
  goal?: number;
  /** "how many are left to go", "how many remaining": what the count still short of the goal is called (else "to go"). */
  toGo?: string;
  limit?: number;
  step: number;
  reset?: 'daily' | 'weekly';
  historyDays?: number;
  /** "vibrate when I reach 108": a beep or buzz when the count reaches the goal or limit. */
  signal?: boolean;
  /** "20 vacation days a year, tap when I use one": counts down from `start` (0 until set) to zero. */
  /** `typed`: "subtract each throw": what is taken off is typed in (called so: "score"), not one at a time; `left`: "show remaining", what is left is called. */
  down?: { start: number; typed?: string; left?: string };
  /** "3 counters: pushups, situps, squats": one count per name, side by side, as the prompt spells them. */
  names?: string[];
  /** "water / coffee / tea counters, water goal 8": the one name the goal is for (else every count has it). */
  goalFor?: string;
  /** "a Made button and a Missed button": each name is a button of its own, tapped when that outcome happens. */
  buttons?: boolean;
  /** "show my shooting percentage", "accuracy %", "success rate": the first name's share of all taps, named as the prompt says it. */
  share?: string;
  /** "show total shots": the counts add up to one total, shown; a limit ("100 shots max") caps the total. */
  total?: boolean;
  /** "reset button for a new session", "save each session": what one round of counting is called. */
  session?: string;
  /** "save each session with the date": a button keeps the date and the figures of each session in a history and starts the next. */
  saveSessions?: boolean;
}

export interface DatePlan {
  /** Each record is due again a number of days after its date: the days come from a field of it, or are the same for all ("every 365 days"). */
  /** `overdue`: a record past its day says so ("see clearly if one is overdue"), and one never done says that. */
  /** `settled`: "anything unpaid after 30 days is overdue": a record ticked in this yes/no is no longer due. */
  due?: { intervalField?: string; everyDays?: number; lastField: string; overdue?: boolean; settled?: string };
  /** A date field that is itself the due date ("next due date", "deadline"): overdue, due today or due in N days. */
  dueOn?: string;
  averageInterval?: string;
  predictNext?: boolean;
  /** Per record: days until this date field. */
  daysUntil?: string;
  /** Days since the latest record, from this date field ("days since the last test at the top"). */
  sinceLatest?: string;
  /** Per record: days since this date field ("show days since planted"). */
  daysSince?: string;
  /** Per record: a date that many days after another ("date planted and days to harvest … the harvest date"). */
  dateAfter?: { label: string; from: string; days: string };
  /** The dates come round every year (birthdays, anniversaries): days until the next one. */
  yearly?: boolean;
  /** A fixed date to count down to or from (`YYYY-MM-DD`), with what it is. */
  /** A countdown to (or count since) a date; with no date ("days since I last smoked") the start is today, kept and reset by a button. */
  /** `weeks`: the days left also said in weeks, or as the week of a 40-week pregnancy due that day. */
  countdown?: { date: string; label: string; since: boolean; perDay?: number; counts?: { label: string; perDay: number }[]; button?: string; weeks?: 'left' | 'pregnant' };
  /** "every 10000 km": the next value due after the latest record. */
  nextDue?: { field: string; every: number; label: string; unit?: string };
}

export interface ScorePlan {
  players: number;
  noun: 'player' | 'team';
  /** Points that win the game. */
  target?: number;
  /** Point buttons: +1, or "+1, +2 and +3". */
  steps: number[];
  /** The sides as the prompt names them ("home and away"), else numbered. */
  names?: string[];
}

/** "piggy bank: buttons to put money in or take it out": a running balance, each move kept. */
export interface BalancePlan {
  /** What holds the money, as shown: "Piggy bank", "Swear jar", "Balance". */
  label: string;
  initial: number;
  inLabel: string;
  outLabel: string;
  /** "goal $500": what the balance is saved up to. */
  goal?: number;
  /** "a +$5 button": one tap puts this much in. */
  quick?: number;
}

export interface GamePlan {
  /** `taps`: tap as many times as you can before the time runs out (`seconds`). */
  type: 'memory' | 'grid' | 'guess' | 'taps';
  size?: number;
  seconds?: number;
  range?: [number, number];
  tries?: number;
  theme?: string;
  /** "animal pairs - cat, dog, cow": what the memory cards show, as the prompt names them. */
  faces?: string[];
}

export interface Plan {
  prompt: string;
  /** "my monthly income … how much is left": an amount the user enters, less the records' total. */
  /** What the records are taken from; `initial` when the prompt gives the amount, `word` as the prompt says what is left. */
  /** `signed`: no amount typed; the records' choice says which way each went ("type (income or expense)"), so the balance is the ins less the outs. */
  allowance?: { name: string; label: string; initial?: number; word?: string; signed?: { field: string; plus: string[]; minus: string[] } };
  /** A form from the domain library (paint, unit conversions). */
  formula?: FormulaPlan;
  /**
   * "at 0.45 per mile": each record is worth its quantity times this rate; `extra`: "time and a half on sundays", ticked
   * records times that factor; `each`: "work out pay for each one", what one record's worth is called when it is asked.
   */
  unitRate?: { value: number; per: string; field: string; word: string; extra?: { field: string; factor: number }; each?: string };
  /** Forms whose rows the user adds: scale every row, or a weighted average over rows. */
  rowsFormula?: 'scale' | 'weighted' | 'product';
  /** "work out my pace per km", "cost per km": each record's one field over another, and the overall figure. */
  /** `label` names it where its one-word name would not ("Hourly rate"). */
  rowRatio?: { name: string; top: string; bottom: string; unit: string; overall: boolean; label?: string };
  /** The prompt's words, lower-cased, numbers written as digits. */
  text: string;
  appName?: string;
  subject?: Subject;
  computations: Computation[];
  list: ListBehaviour;
  /** "a study screen where I flip through the cards": the records studied one at a time on a screen of their own. */
  study?: StudyPlan;
  timer?: TimerPlan;
  counter?: CounterPlan;
  balance?: BalancePlan;
  scores?: ScorePlan;
  dates: DatePlan;
  /** `noun`: what the options are ("meal" when the user adds "my own meals"), when the prompt says. */
  random?: { options: string[]; noun?: string };
  /** `onPage`: asked as a screen of its own ("a second screen with 10 study tips"), beside the app's main capability. */
  content?: { topic: string; count: number; onPage?: boolean };
  game?: GamePlan;
  screens?: number;
  /** "a standings screen", "a stats page": the records' figures on a screen of their own, with that title. */
  summaryScreen?: string;
  /** Screens of fixed text the prompt writes out, each with its lines. */
  pages?: { title: string; lines: string[]; editable?: boolean; checks?: boolean; day?: boolean; source?: string }[];
  /** The prompt lists a home screen (or menu) among its screens: it opens every other one. */
  home?: boolean;
  /** Pairs the prompt writes out ("Bom dia = good morning"): a list to look through, each with its meaning. */
  pairs?: { front: string; back: string }[];
  settings: SettingKind[];
  /** "a switch to show miles instead": values of one unit shown in another while a switch is on. */
  unitSwitch?: UnitSwitchPlan;
  /** "a switch to turn the sound off": the app's signals follow a Sound switch. */
  soundSwitch?: boolean;
  /** What the Sound switch is called when the user names the sound ("Beep", "Alarm", "Bell"). */
  soundLabel?: string;
  /** Separate things asked beside the app's own ("… and a nappy counter"), each understood on its own words and shown on a screen of its own. */
  parts?: { title: string; plan: Plan; ownScreen?: boolean }[];
  unbuilt: UnbuiltRequest[];
  /** Clauses of the prompt nothing in the plan came from. */
  unrecognised: string[];
}
