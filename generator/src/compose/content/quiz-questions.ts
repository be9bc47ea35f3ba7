import banks from './quiz-questions.json';
import { rowsOf, type Strings } from './tuples';

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

/** Picks a bank by the prompt's topic words. */
export function questionBankFor(lower: string): QuizQuestion[] {
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
