import pluralize from 'pluralize';

/** Words that never name an app or a subject (the stop-word rule). */
export const STOP_WORDS = new Set([
  'a', 'an', 'the', 'my', 'our', 'your', 'their', 'his', 'her', 'its', 'me', 'i', "i'm", 'you', 'we', 'they', 'it', 'this',
  'that', 'these', 'those', 'some', 'any', 'all', 'each', 'every', 'one', 'app', 'application', 'thing', 'things', 'stuff',
  'something', 'make', 'build', 'create', 'want', 'need', 'like', 'please', 'hi', 'hello', 'can', 'could', 'would', 'should',
  'simple', 'basic', 'nice', 'cool', 'good', 'new', 'little', 'small', 'big', 'just', 'also', 'very', 'really', 'live',
  'with', 'for', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'by', 'from', 'up', 'so', 'let', 'how', 'what', 'when', 'where',
  'which', 'who', 'whose', 'show', 'list', 'too', 'more', 'again', 'else', 'anyway', 'instead', 'una', 'un', 'el', 'la', 'le', 'der', 'die', 'das', 'daily', 'today', 'way',
]);

// pluralize reads "-ies" as "-y" ("cookies" → "cooky"): these keep their -ie.
for (const w of ['cookie', 'calorie', 'brownie', 'smoothie', 'selfie', 'hoodie', 'rookie', 'zombie', 'veggie', 'pie', 'tie', 'lie', 'genie', 'prairie', 'movie', 'sortie', 'goalie', 'birdie', 'aussie', 'kiwie']) pluralize.addIrregularRule(w, `${w}s`);
for (const w of ['headache', 'ache', 'niche', 'cache', 'moustache', 'avalanche', 'earache', 'toothache', 'stomachache', 'backache']) pluralize.addIrregularRule(w, `${w}s`);

export const singular = (w: string): string => pluralize.singular(w);
export const plural = (w: string): string => pluralize.plural(w);

export function camel(words: string): string {
  const parts = words.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  const name = parts.map((p, i) => (i === 0 ? p : p[0]!.toUpperCase() + p.slice(1))).join('');
  const safe = /^[a-z]/.test(name) ? name : `field${name}`;
  return safe.slice(0, 30);
}

/** "cups to grams" → "Cups to Grams": small joining words stay lower case, except first. */
export function titleCase(words: string): string {
  return words.replace(/\b([a-z])([a-z']*)/g, (w, c: string, rest: string, at: number) => (at > 0 && /^(?:to|of|and|or|for|the|a|an|in|on|at|by|vs)$/.test(w) ? w : c.toUpperCase() + rest));
}

export function sentenceCase(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Recovers the user's own capitals for a phrase (names like "Anna"), else the phrase as is. */
export function userCase(prompt: string, phrase: string): string {
  // Accents are dropped while reading (NFD marks removed); NFC keeps one character per letter here.
  const flat = prompt.normalize('NFC');
  const plain = flat.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (plain.length !== flat.length) return phrase;
  const i = plain.toLowerCase().indexOf(phrase.toLowerCase());
  return i >= 0 ? flat.slice(i, i + phrase.length) : phrase;
}

/** A phrase as the prompt spelled it (accents back), keeping the phrase's own capitals. */
export function userSpelling(prompt: string, phrase: string): string {
  const original = userCase(prompt, phrase);
  return [...phrase].map((c, i) => (original[i] && original[i]!.toLowerCase() !== c.toLowerCase() ? (c === c.toUpperCase() ? original[i]!.toUpperCase() : original[i]!.toLowerCase()) : c)).join('');
}

/** "1 item", "2 items"; the plural follows the number. */
export function count(n: number, noun: string): string {
  return `${n} ${n === 1 ? singular(noun) : plural(noun)}`;
}
