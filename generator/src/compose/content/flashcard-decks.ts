/** Starter decks so a flashcard app has cards to study right away. */
export interface Flashcard {
  front: string;
  back: string;
}

const deck = (pairs: [string, string][]): Flashcard[] => pairs.map(([front, back]) => ({ front, back }));

const DECKS: { words: RegExp; cards: Flashcard[] }[] = [
  { words: /\bspanish\b/, cards: deck([['hola', 'hello'], ['gracias', 'thank you'], ['perro', 'dog'], ['gato', 'cat'], ['casa', 'house'], ['agua', 'water'], ['libro', 'book'], ['amigo', 'friend']]) },
  { words: /\bfrench\b/, cards: deck([['bonjour', 'hello'], ['merci', 'thank you'], ['chien', 'dog'], ['chat', 'cat'], ['maison', 'house'], ['eau', 'water'], ['livre', 'book'], ['ami', 'friend']]) },
  { words: /\bgerman\b/, cards: deck([['hallo', 'hello'], ['danke', 'thank you'], ['Hund', 'dog'], ['Katze', 'cat'], ['Haus', 'house'], ['Wasser', 'water'], ['Buch', 'book'], ['Freund', 'friend']]) },
  { words: /\bitalian\b/, cards: deck([['ciao', 'hello'], ['grazie', 'thank you'], ['cane', 'dog'], ['gatto', 'cat'], ['casa', 'house'], ['acqua', 'water'], ['libro', 'book'], ['amico', 'friend']]) },
  { words: /\bcapitals?\b/, cards: deck([['France', 'Paris'], ['Japan', 'Tokyo'], ['Kenya', 'Nairobi'], ['Canada', 'Ottawa'], ['Australia', 'Canberra'], ['Brazil', 'Brasília']]) },
];

const GENERAL = deck([['2 × 7', '14'], ['H2O', 'Water'], ['Largest planet', 'Jupiter'], ['Author of Hamlet', 'Shakespeare'], ['Speed of light', '300,000 km/s']]);

export function deckFor(lower: string): Flashcard[] {
  return DECKS.find((d) => d.words.test(lower))?.cards ?? GENERAL;
}
