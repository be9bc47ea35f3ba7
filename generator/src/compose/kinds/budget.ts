import { makeField } from '../analyze/fields';
import { assembleSpec } from '../build/assemble';
import { card, input, progress, text } from '../build/components';
import { buildRecordList } from '../build/record-list';
import { numberVar } from '../build/state';
import { describe, type KindBuilder } from './builder';

const WARNING_RED = '#D32F2F';

/**
 * Budgets and savings: a saved target, entries that count against it, and what is left. The remaining
 * amount turns red below a threshold (two texts with opposite visibility, as colours are fixed per view).
 */
export const buildBudget: KindBuilder = (analysis) => {
  const savings = analysis.variant === 'savings';
  const warnPercent = analysis.numbers.percents[0] ?? 10;
  const target = savings ? 'goal' : 'budget';
  const left = `${target} - sum(entries, 'amount')`;
  const low = `${left} < ${target} * ${warnPercent / 100}`;
  const parts = buildRecordList(
    {
      listVar: 'entries', noun: savings ? 'deposit' : 'purchase',
      fields: [makeField('title', 'text'), makeField('amount', 'number'), makeField('date', 'date')],
      titleField: 'title', requiredField: 'amount', deleteOn: 'both', appendDefaults: { date: 'today()' },
      sortBy: { field: 'date', descending: true },
      summary: [
        card('budget_card', [
          input(`${target}_input`, target, 'decimal', savings ? 'Savings goal' : 'Monthly budget'),
          text('spent_text', `${savings ? 'Saved' : 'Spent'}: {fixed(sum(entries, 'amount'), 2)}`),
          progress('budget_progress', "sum(entries, 'amount')", `max(1, ${target})`),
          text('remaining_text', `${savings ? 'Still to save' : 'Remaining'}: {fixed(${left}, 2)}`, { size: 'headline', bold: true, visible: savings ? 'true' : `!(${low})` }),
          ...(savings ? [] : [text('remaining_low_text', `Remaining: {fixed(${left}, 2)} (below ${warnPercent}%)`, { size: 'headline', bold: true, color: WARNING_RED, visible: low })]),
        ]),
      ],
    },
    savings ? 'Savings' : 'Budget',
  );
  return assembleSpec(analysis, 'tracker-list', {
    defaultName: savings ? 'Savings Tracker' : 'Budget Tracker',
    description: describe(analysis, savings ? 'Track savings towards a goal.' : 'Track spending against a monthly budget.'),
    features: savings
      ? ['Savings goal', 'Add deposits', 'Progress and amount still to save']
      : ['Monthly budget you can set', 'Add purchases', 'Remaining amount', `Remaining shown in red below ${warnPercent}%`],
    state: [numberVar(target, savings ? 1000 : 500, true), ...parts.state],
    screens: parts.screens,
  });
};
