import { describe, expect, test } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './passwords';

describe('the common-password list', () => {
  test('holds a real breach list of at least ten thousand passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  test('refuses passwords from deep in the list, whatever their case', () => {
    // None of these were among the 35 hand-picked entries the list replaced.
    for (const password of ['1qaz2wsx', 'michelle', 'Jennifer1', 'PASSWORD1', 'basketball', 'charlie123', 'q1w2e3r4t5']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  test('accepts long unusual passphrases', () => {
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('violet-otter-lantern-42')).toBe(false);
  });
});
