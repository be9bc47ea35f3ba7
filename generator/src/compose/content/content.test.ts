import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose-app';
import { contentCount, FOREIGN_WORDS, foreignWordsFor } from './word-lists';

const initialOf = (prompt: string, list: string) => composeApp(prompt).spec.state.find((v) => v.name === list)!.initial as Record<string, unknown>[];

describe('content written for the subject, as much as asked', () => {
  test('flashcards in the language named, as many cards as the prompt asks for', () => {
    const cards = initialOf('Flashcards to learn 15 basic German words, each with its English meaning', 'cards');
    expect(cards).toHaveLength(15);
    expect(cards[0]).toEqual({ front: 'hallo', back: 'hello' });
    expect(new Set(cards.map((c) => c.front)).size).toBe(15);
  });

  test('a planets quiz asks about the planets, with the number of questions asked', () => {
    const questions = initialOf('A quiz about the planets of the solar system with 8 questions', 'questions');
    expect(questions).toHaveLength(8);
    expect(questions.map((q) => q.answer)).toContain('Mars');
    for (const q of questions) expect([q.a, q.b, q.c, q.d]).toContain(q.answer);
  });

  test('a vocabulary app starts with the number of words asked for, each with a definition', () => {
    const words = initialOf('Word of the day app with 30 English vocabulary words and their definitions', 'words');
    expect(words).toHaveLength(30);
    expect(words.every((w) => Object.values(w).filter((v) => typeof v === 'string' && v.length > 2).length >= 2)).toBe(true);
  });

  test('every language list has 30 distinct words with an English meaning', () => {
    for (const words of Object.values(FOREIGN_WORDS)) {
      expect(words).toHaveLength(30);
      expect(new Set(words.map(([, m]) => m)).size).toBe(30);
    }
    expect(foreignWordsFor('learn some italian')?.language).toBe('Italian');
    expect(contentCount('a deck of 12 cards')).toBe(12);
    expect(contentCount('a flashcard app')).toBeUndefined();
  });
});
