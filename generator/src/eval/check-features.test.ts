import { AppSpecSchema, type AppSpecInput } from '@droidforge/contracts';
import { describe, expect, it } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { checkFeatures } from './check-features';

const expenses: AppSpecInput = {
  version: 1,
  app: { name: 'Expenses', packageName: 'com.example.expenses' },
  state: [
    { name: 'amount', type: 'text' },
    { name: 'category', type: 'text', initial: 'Food' },
    {
      name: 'expenses', type: 'list', persist: true,
      fields: [
        { name: 'amount', type: 'number', kind: 'money' },
        { name: 'date', type: 'date' },
        { name: 'category', type: 'text', kind: 'choice', options: ['Food', 'Bills'] },
      ],
    },
  ],
  screens: [{
    id: 'main', title: 'Expenses',
    children: [
      { type: 'input', id: 'amount_in', bind: 'amount', inputType: 'decimal', hint: 'Amount' },
      { type: 'select', id: 'category_in', bind: 'category', options: ['Food', 'Bills'] },
      { type: 'button', id: 'add', label: 'Add', onClick: [{ do: 'append', list: 'expenses', item: { amount: 'num(amount)', date: 'today()', category: 'category' } }] },
      { type: 'text', id: 'total', text: "Total: {fixed(sum(expenses, 'amount'), 2)}" },
      { type: 'text', id: 'food', text: "Food: {fixed(sumIf(expenses, 'amount', 'category', 'Food'), 2)}" },
      { type: 'list', id: 'rows', source: 'expenses', sortBy: { field: 'date', descending: true }, item: [
        { type: 'text', id: 'row_amount', text: '{item.amount}' },
        { type: 'button', id: 'row_delete', label: 'Delete', onClick: [{ do: 'removeItem', list: 'expenses', index: 'index' }] },
      ] },
    ],
  }],
};

const present = (tags: string[]) => checkFeatures({ spec: AppSpecSchema.parse(expenses) }, tags).filter((c) => c.present).map((c) => c.tag);

describe('checkFeatures', () => {
  it('finds typed records, the operations on them and their aggregates', () => {
    const tags = [
      'records:expense fields amount(money),date(date),category(choice)',
      'op:add expense', 'op:delete expense', 'aggregate:sum amount', 'aggregate:sum amount per category',
      'sort:date desc', 'input:amount(number)', 'formula:total',
    ];
    expect(present(tags)).toEqual(tags);
  });

  it('reports what the spec lacks', () => {
    const tags = ['records:book', 'records:expense fields note(text)', 'op:search', 'aggregate:avg amount', 'timer', 'sort:date asc', 'group:category'];
    expect(present(tags)).toEqual([]);
  });

  it('reads refusals and the not-built part of the report', () => {
    const refusal = { reason: 'not_understood' as const, message: 'Tell me more', suggestions: ['A tip calculator', 'A packing list'] };
    expect(checkFeatures({ refusal }, ['refuse:unclear', 'refuse:language']).map((c) => c.present)).toEqual([true, false]);
    const report = { built: [], notBuilt: [{ request: 'live bus times', reason: 'Live data is not available offline' }] };
    expect(checkFeatures({ report }, ['notbuilt:live', 'notbuilt:camera']).map((c) => c.present)).toEqual([true, false]);
  });

  it('takes either spelling of a timer length, 60s/1m', () => {
    const { spec } = composeApp('A 60 second plank timer with a beep');
    const tags = ['timer:duration 60s/1m', 'timer:duration 1m', 'timer:duration 90s/2m'];
    expect(checkFeatures({ spec }, tags).map((c) => c.present)).toEqual([true, true, false]);
  });

  it('takes either word of an a/b pair in content, prefilled and random options', () => {
    expect(present(['content:has bills/rent', 'content:has rent/lease'])).toEqual(['content:has bills/rent']);
  });
});
