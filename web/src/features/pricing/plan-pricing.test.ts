import { planFor } from '@droidforge/contracts';
import { describe, expect, test } from 'vitest';
import { formatCostPerApp, priceFor } from './plan-pricing';

describe('plan pricing', () => {
  test('quotes costs per app to the tenth of a cent as the spec writes them', () => {
    expect([0.18, 0.145, 0.099].map(formatCostPerApp)).toEqual(['$0.18', '$0.145', '$0.099']);
  });

  test('shows the yearly price and its monthly equivalent for annual billing', () => {
    expect(priceFor(planFor('pro'), 'annual')).toEqual({ amount: '$290', unit: '/year', note: '$24.17/month, billed annually' });
  });

  test('keeps a plan without an annual option on its monthly price', () => {
    expect(priceFor(planFor('starter'), 'annual')).toEqual({ amount: '$9', unit: '/month', note: 'Monthly billing only' });
  });
});
