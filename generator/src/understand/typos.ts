import nlp from 'compromise';

/**
 * Everyday misspellings of the words the reader looks for ("evry day", "calroies", "priorty",
 * "colection"): a word the dictionary does not know that is one missing, extra or swapped letter
 * away from one of these words is read as that word. Only those three slips (never a changed
 * letter: "dairy" is no "daily"), only unknown words, so real words stay as written.
 */
const WORDS = `every daily weekly monthly yearly reset resets counter counters calories priority priorities collection roommates
roommate people bill bills total totals average minutes seconds hours timer timers tracker expense expenses budget schedule
reminder reminders birthday birthdays medicine medicines medication medications workout workouts exercise exercises category
categories amount quantity favorite favourite favorites favourites grocery groceries recipe recipes ingredient ingredients
appointment appointments vaccine vaccines deadline deadlines homework assignment assignments subscription subscriptions
separate history calculator converter countdown checklist checkbox checkboxes delete search sorted newest oldest highest lowest
random weight height distance journal diary students teacher allowance savings payment payments interest mortgage percentage
person players points question questions answer answers vocabulary phrases password passwords inventory supplies cleaning
chores plants watering coffee habit habits streak practice session sessions meditation breathing rounds repeats interval
intervals vibrate pregnant tomorrow yesterday calendar maintenance mileage receipt receipts vegetables temperature pressure
glucose cholesterol collection library restaurant restaurants vacation weekend weekends birthday anniversary tuesday wednesday
thursday saturday february separately definitely necessary received occasion tournament leaderboard scoreboard multiplication
division addition subtraction flashcards dinosaurs planets visit visits`.split(/\s+/);

/** Shorthand people type ("ppl", "pls"), written out. */
const SHORTHAND: Record<string, string> = { calc: 'calculator', ppl: 'people', pls: 'please', plz: 'please', thru: 'through', nite: 'night', tmrw: 'tomorrow', bday: 'birthday', bdays: 'birthdays', mins: 'minutes', secs: 'seconds', hrs: 'hours', qty: 'quantity' };

/** compromise's dictionary: each word it knows and its part of speech ("private": Adjective). */
export const LEXICON = (nlp.world() as unknown as { model: { one: { lexicon: Record<string, string | string[]> } } }).model.one.lexicon;
const KNOWN = new Set(Object.keys(LEXICON));
const WORD_SET = new Set(WORDS);
/** Each word with one letter left out, the way a slip of the finger loses one: "evry" → every. */
const BY_DELETION = new Map<string, string>();
for (const w of WORDS) for (let i = 0; i < w.length; i++) {
  const k = w.slice(0, i) + w.slice(i + 1);
  if (!BY_DELETION.has(k)) BY_DELETION.set(k, w);
}

/** Real words one slip away from a word above that the dictionary lacks. */
const REAL = new Set(['dairy', 'steak', 'stake', 'diet', 'tried', 'trial', 'waterings', 'categor']);
/** "chore" and "chores", "amount" and "amounts": another form of the same word, not a slip. */
const inflected = (a: string, b: string) => [a, b].some((x) => [a, b].some((y) => x !== y && (x === `${y}s` || x === `${y}es` || x === `${y}d` || x === `${y}ed`)));

function corrected(word: string): string | undefined {
  if (SHORTHAND[word]) return SHORTHAND[word];
  if (word.length < 4 || WORD_SET.has(word) || KNOWN.has(word) || REAL.has(word) || /\d/.test(word)) return undefined;
  const fixed = slip(word);
  return fixed && !inflected(word, fixed) ? fixed : undefined;
}

function slip(word: string): string | undefined {
  // A letter missing ("priorty").
  const missing = BY_DELETION.get(word);
  if (missing && missing[0] === word[0]) return missing;
  for (let i = 0; i < word.length; i++) {
    // A letter too many ("calloories"), or two swapped ("calroies").
    const extra = word.slice(0, i) + word.slice(i + 1);
    if (WORD_SET.has(extra) && extra[0] === word[0]) return extra;
    if (i < word.length - 1) {
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      if (WORD_SET.has(swapped) && swapped[0] === word[0]) return swapped;
    }
  }
  return undefined;
}

/** The lowercased prompt with its everyday misspellings of the reader's words put right. */
export function fixTypos(text: string): string {
  return text.replace(/[a-z]+/g, (w) => corrected(w) ?? w);
}
