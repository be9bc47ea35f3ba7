import { clear, increment, set, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, input, row, text } from '../build/components';
import { numberVar } from '../build/state';
import type { PromptAnalysis } from '../analyze/analyze-prompt';
import { describe, type KindBuilder } from './builder';

function operation(analysis: PromptAnalysis): { symbol: string; result: string; max: number } {
  if (/\baddition\b|\badding\b|\bplus\b/.test(analysis.lower)) return { symbol: '+', result: 'a + b', max: 20 };
  if (/\bsubtraction\b|\bminus\b/.test(analysis.lower)) return { symbol: '−', result: 'a - b', max: 20 };
  return { symbol: '×', result: 'a * b', max: 12 };
}

/** Arithmetic practice: a random question, an answer box, check, score and streak (best streak saved). */
export const buildMathPractice: KindBuilder = (analysis) => {
  const op = operation(analysis);
  const next = [set('a', `random(1, ${op.max})`), set('b', `random(1, ${op.max})`), clear('answer')];
  // Subtraction keeps answers non-negative by ordering the operands.
  const order = op.symbol === '−' ? [when('b > a', [set('swap', 'a'), set('a', 'b'), set('b', 'swap')])] : [];
  return assembleSpec(analysis, 'quiz', {
    defaultName: op.symbol === '×' ? 'Times Tables' : 'Math Practice',
    description: describe(analysis, 'Arithmetic practice with score and streak.'),
    features: ['Random questions', 'Answer box and check button', 'Score and streak', 'Best streak saved'],
    state: [numberVar('a', 3), numberVar('b', 4), numberVar('swap'), numberVar('answer'), numberVar('score'), numberVar('streak'), numberVar('best', 0, true)],
    screens: [
      screen('main', 'Practice', [
        card('question_card', [display('question_text', `{a} ${op.symbol} {b} = ?`)]),
        input('answer_input', 'answer', 'number', 'Your answer'),
        button('check_button', 'Check', [
          when(
            `answer == ${op.result}`,
            [increment('score'), increment('streak'), when('streak > best', [set('best', 'streak')]), toast('Correct!')],
            [set('streak', '0'), toast(`Not quite: {a} ${op.symbol} {b} = {${op.result}}`)],
          ),
          ...next,
          ...order,
        ]),
        row('stats_row', [
          text('score_text', 'Score: {score}', { bold: true }),
          text('streak_text', 'Streak: {streak}', { bold: true }),
          text('best_text', 'Best: {best}', { color: 'muted' }),
        ]),
        button('skip_button', 'New question', [...next, ...order, set('streak', '0')], { style: 'outlined' }),
      ]),
    ],
  });
};
