import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { isWeakName, occasionOf, occasionTitle } from './occasion';

const nameOf = (prompt: string) => composeApp(prompt).spec.app.name;

describe('an app is named for what the prompt is about, never a bare generic word', () => {
  test('a business the user owns names an app made for its customers', () => {
    expect(nameOf('I own a dog grooming salon and want a simple app for clients. One screen with our prices (wash, trim, full groom), one with opening hours and one with our address.')).toBe('Dog Grooming Salon');
  });

  test('sales logged at a stall the user runs are that stall\'s sales', () => {
    expect(nameOf('I run a small jam stall at the village fair. I want to log each sale (which jam and the price) and see the total taken today.')).toBe('Jam Stall Sales');
  });

  test('an event a group is holding, with its inventory, names the inventory', () => {
    expect(nameOf('Our scout troop is holding a plant sale. Make an inventory with tomatoes, basil and mint, each with how many are left and the price.')).toBe('Plant Sale Inventory');
  });

  test('a job done for other families names the log of jobs after the activity', () => {
    expect(nameOf('I tutor kids from a few families. I want to log the family, the date and the hours, and see the total hours for each family.')).toBe('Tutoring Jobs');
  });

  test('a weekly games night names the log of its games, not "Game"', () => {
    expect(nameOf('we hold card game nights every saturday. keep track of the game, who won and the date, and count how many wins each person has')).toBe('Card Game Night');
  });

  test('hours towards a programme are named for the programme', () => {
    expect(nameOf('I need to track hours for my first aid badge. each entry: date, activity, hours. show total hours.')).toBe('First Aid Hours');
  });

  test('a single record noun alone becomes the log of those records', () => {
    expect(nameOf('My knee is sore after the operation. Let me log each ice pack (time and minutes), newest at the top.')).not.toMatch(/^\w+$/);
  });

  test('a drill the prompt opens with names the app, not the counter it keeps', () => {
    expect(nameOf('ear-training drill for band: show a random interval name, tap next for another one. count how many i have done today')).toBe('Ear-Training Drill');
  });

  test('a guide for a trip is named for the trip', () => {
    expect(occasionTitle('Handy guide for our Rome holiday. Home screen with buttons to: 1. Sights - Colosseum, Pantheon 2. Food - carbonara')).toBe('Rome Holiday Guide');
  });
});

describe('reading the occasion and weak names', () => {
  test.each<[string, string | undefined]>([
    ['i run a little coffee cart outside the station', 'coffee cart'],
    ['we have board game nights every friday', 'board game night'],
    ['i babysit for two families', 'babysitting'],
    ['i coordinate helpers for our village food bank', 'village food bank'],
    ['a list of my plants and when i watered them', undefined],
  ])('"%s" is about %s', (text, occasion) => {
    expect(occasionOf(text)).toBe(occasion);
  });

  test.each<[string, string | undefined, boolean]>([
    ['Entries', 'entry', true],
    ['Times Counter', undefined, true],
    ['Game Played', 'played', true],
    ['Dose', 'dose', true],
    ['Timesheet', 'timesheet', false],
    ['Plants', 'plant', false],
    ['Fuel Log', 'fill-up', false],
  ])('"%s" (records: %s) is weak: %s', (name, noun, weak) => {
    expect(isWeakName(name, noun)).toBe(weak);
  });
});
