import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

const nameOf = (prompt: string) => composeApp(prompt).spec.app.name;

describe('a counter is named for what it counts, never "Times Counter"', () => {
  test('"count my gym visits" is a Gym Visit Counter, a noun before a noun said in the singular', () => {
    expect(nameOf('count my library visits this month, goal is 6, starts over every month')).toBe('Library Visit Counter');
  });

  test('"a counter for sit-ups" keeps the hyphen and says it once', () => {
    expect(nameOf('a counter for sit-ups with a daily goal of 40')).toBe('Sit-Up Counter');
  });

  test('"count each nappy change" counts nappy changes, not the "counts from previous days" said later', () => {
    expect(nameOf('a button to count each nappy for the baby, starts over every day, and I want to see the counts from previous days')).toBe('Nappy Counter');
  });

  test('"cutting down on sweets, max 2 times a week" counts the sweets', () => {
    const { spec } = composeApp("I'm cutting down on sweets, max 2 times a week. Let me tap each time I have some and reset every week.");
    expect(spec.app.name).toBe('Sweet Counter');
    expect(JSON.stringify(spec)).not.toMatch(/Times Counter/);
  });

  test('a counter with nothing said of what it counts is a Tally Counter', () => {
    expect(nameOf('Counter with a settings page where I can switch to bigger text')).toBe('Tally Counter');
  });
});

describe('records the prompt never names get the name of what it keeps, never "Entries"', () => {
  test('"log my volunteer hours … each entry: date, organization, hours" is Volunteer Hours', () => {
    expect(nameOf('I need to log my volunteer hours for my club (need 30 total). Each entry: date, organization, and hours. Show the total hours at the top')).toBe('Volunteer Hours');
  });

  test('a timesheet opened by its name is the Timesheet', () => {
    expect(nameOf('Simple timesheet for my cleaning jobs. Date, client, hours. I need total hours per client.')).toBe('Timesheet');
  });

  test('a list named in the opening words is named so, with its "list"', () => {
    expect(nameOf('Birthday present list: who its for, gift, price, bought yes/no. total spent')).toBe('Birthday Present List');
  });
});
