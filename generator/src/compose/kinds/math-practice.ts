import { clear, increment, set, toast, when } from '../build/actions';
import { assembleSpec, screen } from '../build/assemble';
import { button, card, display, input, row, text } from '../build/components';
import { numberVar } from '../build/state';
import type { PromptAnalysis } from '../analyze/analyze-prompt';
import { describe, type KindBuilder } from './builder';

const joinAnd = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

function operation(analysis: PromptAnalysis): { symbol: string; result: string; max: number } {
  if (/\baddition\b|\badding\b|\bplus\b/.test(analysis.lower)) return { symbol: '+', result: 'a + b', max: 20 };
  if (/\bsubtraction\b|\bminus\b/.test(analysis.lower)) return { symbol: '−', result: 'a - b', max: 20 };
  return { symbol: '×', result: 'a * b', max: 12 };
}

/**
 * "a quiz on the 7 and 8 times tables", "the 2 to 5 times tables": the tables asked for, in order (none
 * when the prompt names none).
 */
export function tablesAsked(lower: string): number[] {
  const range = /\b(\d+) ?(?:-|–|to) ?(\d+) times tables?\b/.exec(lower);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    return from < to && to - from < 20 ? Array.from({ length: to - from + 1 }, (_, i) => from + i) : [];
  }
  const listed = /\b((?:\d+(?:,? and |,? & |, ?))*\d+)(?:'?s)? times tables?\b/.exec(lower);
  if (!listed) return [];
  const tables = [...new Set(listed[1]!.split(/,? and |,? & |, ?/).map(Number))].filter((n) => n >= 1 && n <= 100);
  return tables.sort((x, y) => x - y);
}

/** The first number of a question: one of the tables asked for (`swap` holds the pick), else any up to the maximum. */
function firstNumber(tables: number[], max: number): ReturnType<typeof set>[] {
  if (tables.length === 0) return [set('a', `random(1, ${max})`)];
  if (tables.length === 1) return [set('a', String(tables[0]))];
  const contiguous = tables.every((t, i) => i === 0 || t === tables[i - 1]! + 1);
  if (contiguous) return [set('a', `random(${tables[0]}, ${tables[tables.length - 1]})`)];
  const chain = tables.slice(0, -1).reduceRight((rest, t, i) => `swap == ${i} ? ${t} : ${rest}`, String(tables[tables.length - 1]));
  return [set('swap', `random(0, ${tables.length - 1})`), set('a', chain)];
}

/** Arithmetic practice: a random question, an answer box, check, score and streak (best streak saved). */
export const buildMathPractice: KindBuilder = (analysis) => {
  const op = operation(analysis);
  const tables = op.symbol === '×' ? tablesAsked(analysis.lower) : [];
  const next = [...firstNumber(tables, op.max), set('b', `random(1, ${op.max})`), clear('answer')];
  // Subtraction keeps answers non-negative by ordering the operands.
  const order = op.symbol === '−' ? [when('b > a', [set('swap', 'a'), set('a', 'b'), set('b', 'swap')])] : [];
  return assembleSpec(analysis, 'quiz', {
    defaultName: op.symbol === '×' ? 'Times Tables' : 'Math Practice',
    description: describe(analysis, 'Arithmetic practice with score and streak.'),
    features: [tables.length ? `Random questions from the ${joinAnd(tables.map(String))} times ${tables.length > 1 ? 'tables' : 'table'}` : 'Random questions', 'Answer box and check button', 'Score and streak', 'Best streak saved'],
    state: [numberVar('a', tables[0] ?? 3), numberVar('b', 4), numberVar('swap'), numberVar('answer'), numberVar('score'), numberVar('streak'), numberVar('best', 0, true)],
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
