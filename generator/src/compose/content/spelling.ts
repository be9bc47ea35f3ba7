import type { QuizQuestion } from './quiz-questions';

/**
 * Words children are taught to spell in primary school (the English national curriculum's year 3–4
 * list and common exception words): a spelling quiz starts with the words its user names, then these.
 */
export const TRICKY_WORDS = [
  'because', 'believe', 'different', 'thought', 'accident', 'actually', 'address', 'answer', 'appear', 'arrive',
  'bicycle', 'breathe', 'build', 'busy', 'business', 'calendar', 'caught', 'centre', 'certain', 'circle',
  'continue', 'decide', 'describe', 'difficult', 'disappear', 'early', 'earth', 'eight', 'enough', 'exercise',
  'experience', 'famous', 'favourite', 'February', 'forward', 'fruit', 'grammar', 'guard', 'guide', 'heard',
  'heart', 'height', 'history', 'imagine', 'important', 'island', 'knowledge', 'library', 'medicine', 'minute',
  'naughty', 'notice', 'often', 'opposite', 'peculiar', 'perhaps', 'popular', 'position', 'possible', 'potatoes',
  'pressure', 'probably', 'promise', 'purpose', 'quarter', 'question', 'remember', 'sentence', 'separate', 'special',
  'straight', 'strange', 'strength', 'suppose', 'surprise', 'therefore', 'though', 'through', 'weight', 'women',
];

/** Sounds spelled more than one way, each with a way it is often misspelled. */
const SOUND_SLIPS: [RegExp, string][] = [
  [/ie/, 'ei'], [/ei/, 'ie'], [/ought/, 'ort'], [/ough$/, 'uff'], [/augh/, 'or'], [/ph/, 'f'], [/tion$/, 'shun'], [/ce$/, 'se'],
  [/c(?=[eiy])/, 's'], [/c(?=[aou])/, 'k'], [/ck/, 'k'], [/ight/, 'ite'], [/ea/, 'ee'], [/au/, 'or'], [/ture$/, 'cher'],
  [/y$/, 'ey'], [/le$/, 'el'], [/ar$/, 'er'], [/er$/, 'ur'], [/wh/, 'w'], [/kn/, 'n'], [/gu/, 'g'], [/rh/, 'r'],
];

/**
 * Three misspellings of a word, the kind a child makes: a sound spelled another way, a double letter
 * single (or a single one doubled), two letters swapped, a silent letter left out.
 */
export function misspellings(word: string): string[] {
  const lower = word.toLowerCase();
  const out: string[] = [];
  const add = (w: string) => {
    if (w.length > 1 && w !== lower && !out.includes(w)) out.push(w);
  };
  for (const [from, to] of SOUND_SLIPS) if (from.test(lower)) add(lower.replace(from, to));
  const doubled = /([a-z])\1/.exec(lower);
  if (doubled) add(lower.slice(0, doubled.index) + lower.slice(doubled.index + 1));
  else {
    const single = /[aeiou]([bcdfglmnprst])(?=[aeiouy])/.exec(lower);
    if (single) add(lower.slice(0, single.index + 2) + single[1] + lower.slice(single.index + 2));
  }
  // Two letters in the middle swapped ("becuase"), and a vowel in the middle left out ("diffrent").
  for (let i = Math.floor(lower.length / 2); i < lower.length - 1 && out.length < 5; i++) if (lower[i] !== lower[i + 1]) { add(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2)); break; }
  const vowel = /[aeiou]/.exec(lower.slice(2, -1));
  if (vowel) add(lower.slice(0, vowel.index + 2) + lower.slice(vowel.index + 3));
  add(`${lower}e`);
  add(lower.slice(0, 1) + lower.slice(2));
  const capital = word !== lower;
  return out.slice(0, 3).map((w) => (capital ? w.charAt(0).toUpperCase() + w.slice(1) : w));
}

/** The word and three misspellings of it, the right one in a place that changes from word to word. */
export function spellingQuestion(word: string): QuizQuestion {
  const wrong = misspellings(word);
  const at = [...word].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 4;
  const options = [...wrong.slice(0, at), word, ...wrong.slice(at)] as [string, string, string, string];
  return { question: 'Which spelling is right?', options, answer: word };
}

/** "a spelling quiz with about 15 of the tricky words like because, believe, different": the words named first, then shipped ones. */
export function spellingQuestions(named: string[], count: number): QuizQuestion[] {
  const words = [...new Set([...named, ...TRICKY_WORDS].map((w) => (w.toLowerCase() === 'february' ? 'February' : w.toLowerCase())))];
  return words.slice(0, Math.max(count, named.length)).map(spellingQuestion);
}
