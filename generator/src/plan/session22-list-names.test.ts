import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';

describe('a stock list keeps what the stall or shop sells', () => {
  test('"stock list for my soap stall" keeps soaps, not items', () => {
    const { spec } = composeApp('stock list for my soap stall: scent, weight and price, and how many soaps in total');
    expect(spec.state.some((v) => v.type === 'list' && v.name === 'soaps')).toBe(true);
  });

  test('a stock list whose first field is "item name" keeps items, as the writer calls them', () => {
    const names = composeApp('stock list for my phone case stall: item name, quantity, price').spec.state.filter((v) => v.type === 'list').map((v) => v.name);
    expect(names.some((n) => /item/i.test(n))).toBe(true);
  });
});
