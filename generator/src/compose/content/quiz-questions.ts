import banks from './quiz-questions.json';
import { rowsOf, type Strings } from './tuples';
import { calendarWordsFor, foreignWordsFor, type WordPair } from './word-lists';

/** Sample question banks (quiz-questions.json), so a quiz app is playable the moment it is generated. */
export interface QuizQuestion {
  question: string;
  options: Strings<4>;
  answer: string;
}

type Bank = keyof typeof banks;

function questionsOf(bank: Bank): QuizQuestion[] {
  return banks[bank].map(({ question, options, answer }) => {
    if (!options.includes(answer)) throw new Error(`quiz-questions.json: the answer to "${question}" is not among its options`);
    return { question, options: rowsOf([options], 4, `quiz-questions.json ${bank}`)[0]!, answer };
  });
}

const BANKS = Object.fromEntries(Object.keys(banks).map((bank) => [bank, questionsOf(bank as Bank)])) as Record<Bank, QuizQuestion[]>;

/**
 * "a vocab quiz for french", "quiz me on the spanish days and months": each word asked by its English, the answer among
 * three other words of the same list (placed in turn, so the right one is not always first).
 */
function wordQuestions(language: string, words: readonly WordPair[]): QuizQuestion[] {
  return words.map(([word, meaning], i) => {
    const others = [1, 2, 3].map((k) => words[(i + k) % words.length]![0]);
    const options = [...others];
    options.splice(i % 4, 0, word);
    return { question: `What is "${meaning}" in ${language}?`, options: options as unknown as Strings<4>, answer: word };
  });
}

/** A language named with words to learn: its days and months when asked, else its everyday words. */
function vocabularyBank(lower: string): QuizQuestion[] | undefined {
  if (!/\b(?:words?|vocab(?:ulary)?|days|weekdays|months|translat\w*)\b/.test(lower)) return undefined;
  const found = calendarWordsFor(lower) ?? foreignWordsFor(lower);
  return found && found.words.length >= 4 ? wordQuestions(found.language, found.words) : undefined;
}

/** Picks a bank by the prompt's topic words. */
export function questionBankFor(lower: string): QuizQuestion[] {
  const vocabulary = vocabularyBank(lower);
  if (vocabulary) return vocabulary;
  // "hiragana quiz: show a character and i pick its sound": the kana, each with its sound.
  if (/\bhiragana\b|\bkana\b|\bjapanese (?:characters|letters|alphabet|syllables)\b/.test(lower)) return BANKS.hiragana;
  if (/\bplanets?\b|\bsolar system\b|\bastronom|\bspace\b/.test(lower)) return BANKS.planets;
  if (/\belements?\b|\bperiodic table\b|\bchemical symbols?\b/.test(lower)) return BANKS.elements;
  if (/\beurop/.test(lower)) return BANKS.europeanCapitals;
  if (/\bcapitals?\b|\bcountr(y|ies)\b|\bgeograph/.test(lower)) return BANKS.worldCapitals;
  if (/\bscience\b|\bphysics\b|\bchemistry\b|\bbiology\b/.test(lower)) return BANKS.science;
  return BANKS.generalKnowledge;
}

/** The list item shape quiz apps store (matches the quiz builder's list fields). */
export function toQuizItem(question: QuizQuestion): Record<string, string> {
  const [a, b, c, d] = question.options;
  return { question: question.question, a, b, c, d, answer: question.answer };
}
