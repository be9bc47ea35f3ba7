import { describe, expect, test } from 'vitest';
import { CREDIT_COSTS, PLANS, planFor } from './plans';

describe('plan catalogue', () => {
  test('lists the four tiers with the spec prices, credits and limits', () => {
    expect(PLANS.map((p) => [p.tier, p.price, p.annualPrice, p.credits, p.apps, p.builds])).toEqual([
      ['free', 0, null, 500, 5, 0],
      ['starter', 9, null, 5000, 50, 10],
      ['pro', 29, 290, 20000, 200, null],
      ['business', 99, 990, 100000, 1000, null],
    ]);
  });

  test('gates ad types: none on Free, banner on Starter, all on Pro and Business', () => {
    expect(planFor('free').adTypes).toEqual([]);
    expect(planFor('starter').adTypes).toEqual(['banner']);
    expect(planFor('pro').adTypes).toEqual(['banner', 'interstitial', 'rewarded']);
    expect(planFor('business').adTypes).toEqual(['banner', 'interstitial', 'rewarded']);
  });

  test('charges 100 to generate, 50 to refine, 25 to fix and nothing to build', () => {
    expect(CREDIT_COSTS).toEqual({ generate: 100, refine: 50, fix: 25, build: 0 });
  });
});
