import { describe, expect, test } from 'vitest';
import { fixTypos } from './typos';

describe('everyday misspellings of the words the reader looks for', () => {
  test.each([
    ['reset evry day pls', 'reset every day please'],
    ['food name, calroies, meal', 'food name, calories, meal'],
    ['todo list with priorty high/med/low', 'todo list with priority high/med/low'],
    ['track my nail polish colection', 'track my nail polish collection'],
    ['split the bill between ppl', 'split the bill between people'],
  ])('"%s" reads as "%s"', (typed, read) => {
    expect(fixTypos(typed)).toBe(read);
  });

  test.each([
    ['a grocery list grouped by aisle (produce, dairy, bakery)'],
    ['steak dinner'],
    ['a chore list and the amounts'],
    ['a correction log'],
  ])('real words stay as written: "%s"', (typed) => {
    expect(fixTypos(typed)).toBe(typed);
  });
});
