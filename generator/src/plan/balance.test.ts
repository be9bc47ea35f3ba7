import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { fixedClock } from '../compose/testing/public-prompts';
import { SpecRunner } from '../compose/testing/spec-runner';
import { validateSpec } from '../spec/validate';
import { refine } from '../refine/refine';

describe('a balance the user puts money into and takes out of', () => {
  const prompt = 'Piggy bank app: buttons to put money in or take it out, shows my balance.';

  test('"piggy bank … put money in or take it out" is a balance named Piggy Bank, not a refusal', () => {
    const result = composeApp(prompt);
    expect(result.refusal).toBeUndefined();
    expect(result.spec.app.name).toBe('Piggy Bank');
    expect(validateSpec(result.spec)).toEqual([]);
  });

  test('putting in adds the amount typed, taking out takes it away but never below zero, and each move is kept', () => {
    const run = new SpecRunner(composeApp(prompt).spec, fixedClock());
    run.state.amount = 5;
    run.click('put_in_button');
    expect(run.state.balance).toBe(5);
    run.state.amount = 10;
    run.click('take_out_button');
    expect(run.state.balance).toBe(5);
    expect(run.toasts.at(-1)).toBe('Only 5.00 in the piggy bank');
    run.state.amount = 3;
    run.click('take_out_button');
    expect(run.state.balance).toBe(2);
    expect(run.text('balance_text')).toBe('2.00');
    expect(run.visibleItems('moves_list')).toHaveLength(2);
    expect(run.reopen().state.balance).toBe(2);
  });

  test('"can the balance start at 20" sets where it starts', () => {
    const before = composeApp(prompt).spec;
    const { spec } = refine(before, 'Can the balance start at 20 instead of nothing?');
    expect(spec.state.find((v) => v.name === 'balance')?.initial).toBe(20);
  });

  test('a deposit and withdraw wording gets those button labels; a prompt that keeps records is not a balance', () => {
    const { spec } = composeApp('kids pocket money wallet, deposit and withdraw, starts with 10');
    expect(JSON.stringify(spec)).toContain('"label":"Deposit"');
    expect(spec.state.find((v) => v.name === 'balance')?.initial).toBe(10);
    expect(composeApp('expense log with amount and date, show my balance after I put money in').spec.state.some((v) => v.name === 'balance')).toBe(false);
  });
});
