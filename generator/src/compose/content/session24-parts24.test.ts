import { describe, expect, test } from 'vitest';
import { deckFor } from './flashcard-decks';

/** Cards the prompt gives inline start the deck (session 24). */
describe('flashcards said in the prompt (session 24)', () => {
  test.each<[string, string, string[]]>([
    ['"word meaning" pairs after a colon are the cards, in order', 'flashcards for my german: hund dog, katze cat, haus house, wasser water. tap to flip', ['hund:dog', 'katze:cat', 'haus:house', 'wasser:water']],
    ['"word = meaning" pairs, a side of two words kept whole', 'french flashcards: chat = cat, pomme de terre = potato, maison = house', ['chat:cat', 'pomme de terre:potato', 'maison:house']],
    ['"term - answer" pairs', 'chemistry flashcards: h2o - water, nacl - salt, co2 - carbon dioxide', ['h2o:water', 'nacl:salt', 'co2:carbon dioxide']],
  ])('%s', (_says, prompt, cards) => {
    expect(deckFor(prompt).map((c) => `${c.front}:${c.back}`)).toEqual(cards);
  });

  test('topics listed one word each are no cards', () => {
    expect(deckFor('spanish flashcards for animals, colours and food').map((c) => c.front)).not.toContain('animals');
  });
});
