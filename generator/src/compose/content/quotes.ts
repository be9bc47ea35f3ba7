import entries from './quotes.json';

/** A line the quote app shows, with who said it (or what kind of line it is). */
export interface QuoteEntry {
  text: string;
  author: string;
}

/** Well-known short quotes for the random quote app's starter set (quotes.json). */
export const QUOTES: QuoteEntry[] = entries.quotes;

/** Positive affirmations, for the affirmation variant of the quote app. */
export const AFFIRMATIONS: QuoteEntry[] = entries.affirmations.map((text) => ({ text, author: 'Affirmation' }));

/** Clean, short jokes for the random joke variant of the quote app. */
export const JOKES: QuoteEntry[] = entries.jokes;
