import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';

const nameOf = (prompt: string) => composeApp(prompt).spec.app.name;

/** What the countdown's sentence reads once the app runs. */
function daysWords(prompt: string): string {
  const { spec } = composeApp(prompt);
  expect(validateSpec(spec)).toEqual([]);
  return new SpecRunner(spec, fixedClock()).text('days_words');
}

describe('a countdown is named for the day it counts to, never "the day"', () => {
  test('what follows "countdown to" names it, up to the date or a new sentence', () => {
    expect(nameOf('Countdown to our Lisbon trip!! We fly on July 14 2027. Just want a big number of days left.')).toBe('Lisbon Trip Countdown');
    expect(nameOf('days till vacation. we leave july 1 2027')).toBe('Vacation Countdown');
    expect(nameOf('how many days until christmas 2027-12-25 please')).toBe('Christmas Countdown');
  });

  test('a day said before "on" names it, even at the start of the prompt or after a colon', () => {
    expect(nameOf('halloween party on 2027-10-31! big countdown please')).toBe('Halloween Party Countdown');
    expect(nameOf('Chess club: tournament is on March 14 2027. I want a countdown to it.')).toBe('Tournament Countdown');
  });

  test('a person\'s day keeps its apostrophe, and the app stays valid and reads it', () => {
    expect(nameOf('countdown to my brother\'s graduation on June 3 2027')).toBe('Brother\'s Graduation Countdown');
    expect(daysWords('countdown to my brother\'s graduation on June 3 2027')).toMatch(/ until brother's graduation$/);
  });

  test('new year\'s eve is one name, never "Years Eve"', () => {
    expect(nameOf('countdown to new years eve party dec 31 2027')).toBe('New Year\'s Eve Party Countdown');
  });
});

describe('an app of screens is named for what it is for or about, never "My App"', () => {
  test('"app for my son\'s under-10 football team" is the Football Team, whoever\'s it is', () => {
    expect(nameOf('App for my son\'s under-10 rugby team: a fixtures screen, a roster screen with the players, and a rules screen, with a menu to get between them.')).toBe('Rugby Team');
  });

  test('"an app with 4 screens about volcanoes" is Volcanoes', () => {
    expect(nameOf('an app with 4 screens about volcanoes - Etna, Fuji, Vesuvius, Krakatoa - facts on each, menu to get to them')).toBe('Volcanoes');
  });

  test('with nothing said of what it is for, the first screen names it rather than a stop word', () => {
    expect(nameOf('make an app with three screens: home, settings and about')).not.toMatch(/^(?:My|The|A)\b/);
  });
});

describe('a quit date said in its own sentence still counts days since quitting', () => {
  test('"days since I quit smoking? quit on …" counts since you quit smoking', () => {
    const { spec } = composeApp('how many days since I quit vaping? quit on 2026-01-05. and how much I saved at $6 a day');
    expect(spec.app.name).toBe('Quit Vaping Counter');
    expect(new SpecRunner(spec, fixedClock()).text('days_words')).toMatch(/since you quit vaping$/);
  });

  test('"quit date was …" or "quit date: …" is the day you quit, never "the day"', () => {
    const { spec } = composeApp('how long since I quit drinking — quit date was 2026-01-10. show the days');
    expect(spec.app.name).toBe('Quit Drinking Counter');
    expect(new SpecRunner(spec, fixedClock()).text('days_words')).toMatch(/since you quit drinking$/);
    expect(nameOf('days since i quit vaping, quit date: 2026-02-01')).toBe('Quit Vaping Counter');
  });
});
