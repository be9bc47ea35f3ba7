import type { Action, Component, StateVar, Timer } from '@droidforge/contracts';
import { set, startTimer, stopTimer } from './actions';
import { input } from './components';
import { numberVar, textVar } from './state';

/**
 * Dates for age, countdown and birthday apps. AppSpec keeps a date as `YYYY-MM-DD` text, typed into a
 * date input; the expression functions `days`, `year`, `month` and `day` read it and give 0 for text
 * that is not a real date, so `month(date) > 0` tells whether one was entered.
 */

/** Today's local calendar date as days since 1970-01-01 (like `today()`, unlike the UTC `now()`). */
export const TODAY_DAYS = 'days(today())';

/** Days since 1970-01-01 for a calendar date given as three number expressions (Hinnant's days-from-civil). */
export function civilDays(year: string, month: string, day: string): string {
  const y = `(${year} - (${month} <= 2 ? 1 : 0))`;
  const mp = `(${month} > 2 ? ${month} - 3 : ${month} + 9)`;
  return `365 * ${y} + floor(${y} / 4) - floor(${y} / 100) + floor(${y} / 400) + floor((153 * ${mp} + 2) / 5) + ${day} - 719469`;
}

export interface DateEntry {
  state: StateVar[];
  components: Component[];
  /** Name of the text variable holding the entered `YYYY-MM-DD` date. */
  text: string;
  /** Expression: the entered date as days since 1970-01-01. */
  days: string;
  /** Expression: true when a real date has been entered. */
  isSet: string;
}

/** The date input for one date, named after `prefix` (birth → `birthDate`, input `birth_date_input`). */
export function dateEntry(prefix: string, label: string, persist = false): DateEntry {
  const name = `${prefix}Date`;
  return {
    state: [textVar(name, '', persist)],
    components: [input(`${prefix}_date_input`, name, 'date', `${label} (YYYY-MM-DD)`)],
    text: name,
    days: `days(${name})`,
    isSet: `month(${name}) > 0`,
  };
}

/**
 * A clock for apps that show time passing (a countdown, the time since parking): the number variable
 * `clock` holds `now()`, and the timer `clock_timer` reads it again every second while it runs.
 */
export interface WallClock {
  state: StateVar;
  timer: Timer;
  /** An action that reads the time at once, so the display is right before the first tick. */
  read(): Action;
  start(): Action;
  stop(): Action;
}

export function wallClock(): WallClock {
  return {
    state: numberVar('clock'),
    timer: { id: 'clock_timer', intervalMs: 1000, onTick: [set('clock', 'now()')] },
    read: () => set('clock', 'now()'),
    start: () => startTimer('clock_timer'),
    stop: () => stopTimer('clock_timer'),
  };
}
