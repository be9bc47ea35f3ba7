import { describe, expect, test } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  test('computes each key once while it is remembered, and starts afresh past its bound', () => {
    const seen: string[] = [];
    const upper = boundedMemo((key) => {
      seen.push(key);
      return key.toUpperCase();
    }, 2);
    expect([upper('a'), upper('a'), upper('b')]).toEqual(['A', 'A', 'B']);
    expect(seen).toEqual(['a', 'b']);
    upper('c'); // the third key clears the two remembered ones
    upper('a');
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});
