import { AFFIRMATIONS, JOKES, QUOTES } from '../content/quotes';
import { contentCount } from '../content/word-lists';
import { set, share } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, row, text } from '../build/components';
import { listVar, numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

export const QUOTE_TEXT = "get(quotes, current, 'text')";
export const QUOTE_AUTHOR = "get(quotes, current, 'author')";

/** Random quote: a quote with its author, "New quote" picks a different one, "Share" sends it. */
export const buildQuote: KindBuilder = (analysis) => {
  const jokes = /\bjokes?\b/.test(analysis.lower);
  const affirmations = !jokes && /\baffirmations?\b/.test(analysis.lower);
  const bank = jokes ? JOKES : affirmations ? AFFIRMATIONS : QUOTES;
  // As many as the prompt asks for, when the bank has them.
  const entries = bank.slice(0, Math.min(bank.length, contentCount(analysis.lower) ?? (affirmations ? 20 : 10)));
  const noun = jokes ? 'joke' : affirmations ? 'affirmation' : 'quote';
  return assembleSpec(analysis, 'random', {
    defaultName: jokes ? 'Joke of the Day' : affirmations ? 'Daily Affirmations' : 'Quote of the Day',
    description: describe(analysis, `A random ${noun} to start the day.`),
    features: [`${entries.length} ${jokes ? 'jokes' : affirmations ? 'positive affirmations' : 'inspiring quotes'}`, `New ${noun} button`, `Share a ${noun}`],
    state: [listVar('quotes', [{ name: 'text', type: 'text' }, { name: 'author', type: 'text' }], entries.map((q) => ({ ...q })), false), numberVar('current')],
    screens: [
      screen('main', 'Quote', [
        card('quote_card', [
          display('quote_text', `“{${QUOTE_TEXT}}”`, { size: 'headline', bold: false }),
          text('author_text', `— {${QUOTE_AUTHOR}}`, { align: 'end', color: 'muted' }),
        ]),
        row('quote_buttons', [
          // Adding 1..n-1 and wrapping never lands on the same quote twice in a row.
          button('new_quote_button', `New ${noun}`, [set('current', '(current + random(1, max(1, count(quotes) - 1))) % count(quotes)')]),
          button('share_button', 'Share', [share(`“{${QUOTE_TEXT}}” — {${QUOTE_AUTHOR}}`)], { style: 'outlined' }),
        ]),
      ]),
    ],
  });
};
