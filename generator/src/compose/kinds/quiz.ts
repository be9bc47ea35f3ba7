import type { Component } from '@droidforge/contracts';
import { questionBankFor, toQuizItem, type QuizQuestion } from '../content/quiz-questions';
import { spellingQuestions } from '../content/spelling';
import { calendarWordsFor, contentCount } from '../content/word-lists';
import { back, increment, navigate, set, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, heading, list, progress, text } from '../build/components';
import { listVar, numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

export const QUIZ_FIELDS = ['question', 'a', 'b', 'c', 'd', 'answer'].map((name) => ({ name, type: 'text' as const }));

function optionButton(letter: 'a' | 'b' | 'c' | 'd'): Component {
  return button(`option_${letter}`, `{item.${letter}}`, [
    when(`item.${letter} == item.answer`, [increment('score'), toast('Correct!')], [toast('Wrong! The answer is {item.answer}')]),
    when(
      'current + 1 >= count(questions)',
      [set('current', 'count(questions)'), when('score > best', [set('best', 'score')]), navigate('result')],
      [increment('current')],
    ),
  ], { style: 'outlined' });
}

/**
 * Multiple-choice quiz: the current question is the list item whose index equals `current`; its four
 * option buttons score and advance; after the last question the result screen shows the score.
 */
/** The quiz named for its subject: "Planets Quiz", "Capitals Quiz"; just "Quiz" for general knowledge. */
function quizName(lower: string): string {
  if (SPELLING.test(lower)) return 'Spelling Quiz';
  if (/capital/.test(lower)) return 'Capitals Quiz';
  if (/\bplanets?\b|\bsolar system\b/.test(lower)) return 'Planets Quiz';
  if (/\belements?\b|\bperiodic table\b/.test(lower)) return 'Elements Quiz';
  if (/\bscience\b/.test(lower)) return 'Science Quiz';
  if (/\bhiragana\b/.test(lower)) return 'Hiragana Quiz';
  return 'Quiz';
}

/** The periodic table's first twenty, in order: "the first 20 elements" are these. */
const FIRST_ELEMENTS = ['H', 'He', 'Li', 'Be', 'B', 'C', 'N', 'O', 'F', 'Ne', 'Na', 'Mg', 'Al', 'Si', 'P', 'S', 'Cl', 'Ar', 'K', 'Ca'];

/**
 * "quiz me on the first 20 elements", "all 8 planets": as many questions as the things asked, the
 * elements from hydrogen on; else the questions the prompt counts ("10 questions"), or five.
 */
function askedQuestions(lower: string, bank: QuizQuestion[], questionCount: number | undefined): QuizQuestion[] {
  if (SPELLING.test(lower)) {
    const named = namedWords(lower);
    return spellingQuestions(named, questionCount ?? Math.max(10, named.length));
  }
  const things = /\b(?:first|all|the|top)?\s*(\d+) (?:chemical )?(elements|capitals|countries|planets|kana|characters)\b/.exec(lower);
  // ("a vocab quiz, about 20 words": as many questions as the words asked; "the days and months": every one of them.)
  const count = Math.min(bank.length, Math.max(1, questionCount ?? (things ? Number(things[1]) : contentCount(lower) ?? (calendarWordsFor(lower) ? bank.length : 5))));
  if (!things || things[2] !== 'elements' || !/\bfirst\b/.test(things[0])) return namedFirst(lower, bank).slice(0, count);
  const rank = (q: QuizQuestion) => FIRST_ELEMENTS.indexOf(/symbol (\w+)\?/.exec(q.question)?.[1] ?? '');
  return bank.filter((q) => rank(q) >= 0).sort((a, b) => rank(a) - rank(b)).slice(0, count);
}

/** "a spelling quiz", "test her spellings": the words are the questions, each asked among misspellings of it. */
const SPELLING = /\bspell(?:ing|ings)?\b/;

/** "… words like because, believe, different, thought, and …": the words the user names, one word each. */
function namedWords(lower: string): string[] {
  const m = /\b(?:like|such as|including|e\.?g\.?|eg|are|:)\s+((?:[a-z']+, )+(?:(?:and|or) )?[a-z']+)(?=[.,;!?)]|$)/.exec(lower);
  return m ? m[1]!.split(/, (?:and |or )?/).map((w) => w.replace(/^(?:and|or) /, '')) : [];
}

/** "at least 15 countries, like france, spain, hungary": the questions about what the prompt names come first. */
function namedFirst(lower: string, bank: QuizQuestion[]): QuizQuestion[] {
  const names = (q: QuizQuestion) => {
    const about = /\b(?:of|is) ([A-Z][\w ]+?)\?$/.exec(q.question)?.[1]?.replace(/^the /, '').toLowerCase();
    return !!about && new RegExp(`\\b${about}\\b`).test(lower);
  };
  return [...bank.filter(names), ...bank.filter((q) => !names(q))];
}

export const buildQuiz: KindBuilder = (analysis) => {
  const questions = askedQuestions(analysis.lower, questionBankFor(analysis.lower), analysis.numbers.questionCount);
  const count = questions.length;
  const restart = [set('current', '0'), set('score', '0'), back()];
  return assembleSpec(analysis, 'quiz', {
    defaultName: quizName(analysis.lower),
    description: describe(analysis, 'A multiple-choice quiz.'),
    features: [`${count} multiple-choice questions`, 'Four options each', 'Instant feedback', 'Score screen at the end'],
    state: [listVar('questions', QUIZ_FIELDS, questions.map(toQuizItem), false), numberVar('current'), numberVar('score'), numberVar('best', 0, true)],
    screens: [
      screen('main', 'Quiz', [
        text('progress_text', 'Question {min(current + 1, count(questions))} of {count(questions)}', { color: 'muted' }),
        progress('quiz_progress', 'current', 'count(questions)'),
        list('question_list', 'questions', [
          card('question_card', [heading('question_text', '{item.question}')]),
          optionButton('a'), optionButton('b'), optionButton('c'), optionButton('d'),
        ], 'No questions', { filter: 'index == current' }),
        text('score_text', 'Score: {score}', { bold: true, align: 'center' }),
      ]),
      screen('result', 'Your score', [
        heading('result_title', 'Quiz finished!', { align: 'center' }),
        display('result_score', '{score} / {count(questions)}'),
        text('result_message', "{score == count(questions) ? 'Perfect score!' : score * 2 >= count(questions) ? 'Well done!' : 'Keep practising!'}", { align: 'center' }),
        text('best_text', 'Best score: {best}', { align: 'center', color: 'muted' }),
        button('restart_button', 'Play again', restart),
      ]),
    ],
  });
};
