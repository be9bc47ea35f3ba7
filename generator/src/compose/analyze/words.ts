/** Small text helpers shared by the prompt analysers and the kind builders. */

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
};

/** A number written as digits or as a small English word; undefined when it is neither. */
export function parseNumberWord(word: string): number | undefined {
  const cleaned = word.toLowerCase().replace(/,/g, '');
  if (/^\d+(\.\d+)?$/.test(cleaned)) return Number(cleaned);
  return NUMBER_WORDS[cleaned];
}

/** Regex source matching a digit number or a number word. */
export const NUMBER_PATTERN = `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;

export function toSnakeCase(text: string): string {
  const snake = text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .replace(/_+/g, '_')
    .toLowerCase()
    .replace(/^_|_$/g, '');
  if (snake === '') return 'field';
  return /^[a-z]/.test(snake) ? snake : `f_${snake}`;
}

export function toPascalCase(text: string): string {
  return toSnakeCase(text)
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

export function toCamelCase(text: string): string {
  const pascal = toPascalCase(text);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** "exercise name" -> "Exercise name" (labels read as sentences, not headlines). */
export function toSentenceCase(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** "my bakery" -> "My Bakery". */
export function toTitleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => (word.length > 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

const IRREGULAR_SINGULARS: Record<string, string> = {
  people: 'person', children: 'child', species: 'species', men: 'man', women: 'woman', quantities: 'quantity', series: 'series',
  sets: 'sets', reps: 'reps', notes: 'note', dishes: 'dish', boxes: 'box', glasses: 'glass', addresses: 'address', classes: 'class',
};

/** Good-enough English singular for nouns that appear in app prompts. */
export function singularize(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_SINGULARS[lower];
  if (irregular) return irregular;
  if (/ies$/.test(lower) && lower.length > 4) return lower.slice(0, -3) + 'y';
  if (/(ss|us|is)$/.test(lower)) return lower;
  if (/s$/.test(lower) && lower.length > 3) return lower.slice(0, -1);
  return lower;
}

export function pluralize(word: string): string {
  const lower = word.toLowerCase();
  if (/[^aeiou]y$/.test(lower)) return lower.slice(0, -1) + 'ies';
  if (/(s|x|ch|sh)$/.test(lower)) return lower + 'es';
  return lower + 's';
}
