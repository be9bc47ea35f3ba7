import type { StateVar } from '@droidforge/contracts';
import { append, clear, increment, toast, when } from '../compose/build/actions';
import { button, display, input, list, progress, row, text } from '../compose/build/components';
import type { BalancePlan } from '../understand/plan';
import type { Section } from './parts';

/**
 * A running balance the user puts money into and takes money out of (a piggy bank, a money jar):
 * the amount typed is added or taken away, never below zero, and each move is kept in a dated list.
 */
export function buildBalance(plan: BalancePlan): Section {
  const state: StateVar[] = [
    // The balance lives in one variable, so "start the balance at 20" changes one value.
    { name: 'balance', type: 'number', initial: plan.initial, persist: true },
    { name: 'amount', type: 'number', initial: 0, persist: false },
    ...(plan.goal !== undefined ? [{ name: 'goal', type: 'number' as const, initial: plan.goal, persist: true }] : []),
    { name: 'moves', type: 'list', initial: [], persist: true, fields: [{ name: 'date', type: 'date', kind: 'date', label: 'Date' }, { name: 'change', type: 'number', kind: 'money', label: 'Amount' }] },
  ];
  const move = (sign: 1 | -1): ReturnType<typeof when> =>
    when('amount > 0', [
      ...(sign < 0 ? [when('amount > balance', [toast(`Only {fixed(balance, 2)} in the ${plan.label.toLowerCase()}`)], [increment('balance', '-amount'), append('moves', { date: 'today()', change: '-amount' }), clear('amount')])] : [increment('balance', 'amount'), append('moves', { date: 'today()', change: 'amount' }), clear('amount')]),
    ], [toast('Type an amount first')]);
  return {
    state,
    children: [
      text('balance_label', plan.label, { align: 'center', color: 'muted' }),
      display('balance_text', '{fixed(balance, 2)}'),
      ...(plan.goal !== undefined ? [progress('goal_progress', 'balance', 'goal'), text('goal_text', "{balance >= goal ? 'Goal reached!' : fixed(goal - balance, 2) + ' to go to the goal of ' + fixed(goal, 2)}", { align: 'center', bold: true, color: 'accent' })] : []),
      ...(plan.quick !== undefined ? [button('quick_button', `+${plan.quick}`, [increment('balance', String(plan.quick)), append('moves', { date: 'today()', change: String(plan.quick) })])] : []),
      input('amount_input', 'amount', 'decimal', 'Amount'),
      row('balance_buttons', [button('put_in_button', plan.inLabel, [move(1)]), button('take_out_button', plan.outLabel, [move(-1)], { style: 'outlined' })]),
      list('moves_list', 'moves', [row('moves_row', [text('moves_change', "{item.change > 0 ? '+' : ''}{fixed(item.change, 2)}", { bold: true }), text('moves_date', '{item.date}', { color: 'muted', size: 'small' })])], 'No money in or out yet', { sortBy: { field: 'date', descending: true } }),
    ],
    features: [`${plan.label}: ${plan.initial > 0 ? `starts at ${plan.initial.toFixed(2)}, ` : ''}"${plan.inLabel}" adds the amount you type, "${plan.outLabel}" takes it away (never below zero)`,
      ...(plan.quick !== undefined ? [`A +${plan.quick} button puts in ${plan.quick} with one tap`] : []), ...(plan.goal !== undefined ? [`A goal of ${plan.goal} with progress and what is still to go`] : []), 'Each move kept with its date', 'Saved on the phone'],
  };
}
