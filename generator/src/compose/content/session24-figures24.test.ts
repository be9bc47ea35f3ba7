import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose-app';
import { missingTags as missing } from '../testing/missing-tags';
import { deckFor } from './flashcard-decks';
import { questionBankFor } from './quiz-questions';
import { calendarWordsFor } from './word-lists';

/** Language quizzes and cards whose content the prompt names (dev103, dev105 misses), said here in words of our own. */
describe('words of a language, asked as a quiz or cards (session 24)', () => {
  test('"french days of the week" are the seven days, Monday first, with their English', () => {
    expect(calendarWordsFor('french days of the week flashcards')?.words).toEqual([['lundi', 'Monday'], ['mardi', 'Tuesday'], ['mercredi', 'Wednesday'], ['jeudi', 'Thursday'], ['vendredi', 'Friday'], ['samedi', 'Saturday'], ['dimanche', 'Sunday']]);
    expect(calendarWordsFor('german months and days')?.words).toHaveLength(19);
    expect(calendarWordsFor('spanish words')).toBeUndefined();
  });

  test('"italian months" cards are the twelve months', () => {
    expect(deckFor('italian months flashcards').map((c) => c.front)).toEqual(['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre']);
  });

  test('a vocab quiz asks each word by its English, the answer among three other words of the language', () => {
    const [first, second] = questionBankFor('german vocab quiz');
    expect(first).toEqual({ question: 'What is "hello" in German?', options: expect.arrayContaining(['hallo']), answer: 'hallo' });
    expect(second!.options.indexOf(second!.answer)).toBe(1);
    expect(new Set(first!.options).size).toBe(4);
  });

  test.each<[string, string, string[]]>([
    ['"a quiz on the portuguese days and months" asks all nineteen', 'a quiz on the portuguese days and months', ['content:min 19', 'content:has segunda-feira,janeiro']],
    ['"a spanish vocab quiz, 15 words" asks fifteen spanish words', 'spanish vocab quiz for my son, 15 words, keep score', ['content:min 15', 'content:has hola']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('a quiz with no language keeps its own questions', () => {
    const { spec } = composeApp('general knowledge quiz with 10 questions');
    expect(JSON.stringify(spec!.state)).not.toMatch(/What is "[a-z ]+" in/);
  });
});
