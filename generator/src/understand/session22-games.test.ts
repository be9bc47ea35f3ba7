import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

/** Games named with their pictures, or side by side (session 22). */
describe('games said in everyday words (session 22)', () => {
  test('"animal pairs - cat, dog, cow, pig, duck, sheep" deals a pair of each animal named', () => {
    const { spec, report } = composeApp('memory game for my 4 year old, animal pairs - cat, dog, cow, pig, duck, sheep');
    expect(report?.built[0]).toBe('12 cards, 6 pairs of animals (cat, dog, cow, pig, duck, sheep)');
    const faces = new Set(spec.state.filter((v) => /^v\d+$/.test(v.name)).map((v) => v.initial));
    expect([...faces].sort()).toEqual(['🐮 Cow', '🐱 Cat', '🐶 Dog', '🐷 Pig', '🐑 Sheep', '🦆 Duck'].sort());
  });

  test('"a guess the number game 1 to 100 and noughts and crosses, on separate screens" is both games, each on its own screen', () => {
    const { spec } = composeApp('could you do a guess the number game 1 to 100 and noughts and crosses, on separate screens');
    expect(spec.screens.map((s) => s.title)).toEqual(['Guess the Number', 'Noughts and crosses']);
    expect(JSON.stringify(spec.screens[0])).toContain('random(1, 100)');
    expect(JSON.stringify(spec.screens[0])).toContain(`"screen":"${spec.screens[1]!.id}"`);
  });

  test('"a number guessing game with a tries counter" keeps its tries in the game, on one screen', () => {
    expect(composeApp('Number guessing game between 1 and 50 with a tries counter').spec.screens).toHaveLength(1);
  });
});

describe('quizzes sized by what they ask (session 22)', () => {
  test('"quiz me on the symbols of the first 20 elements" asks 20 questions, hydrogen to calcium in order', () => {
    const { spec, report } = composeApp('chem test on friday, quiz me on the symbols of the first 20 elements (hydrogen to calcium) pls');
    expect(report?.built[0]).toBe('20 multiple-choice questions');
    const questions = spec.state.find((v) => v.name === 'questions')?.initial as Record<string, string>[];
    expect(questions.map((q) => q.answer)).toEqual(expect.arrayContaining(['Hydrogen', 'Calcium']));
    expect(questions[0]!.answer).toBe('Hydrogen');
    expect(questions.at(-1)!.answer).toBe('Calcium');
  });
});
