import { describe, expect, test } from 'vitest';
import { canUseAdmin, canUseProject } from './permissions';

describe('permission rules', () => {
  test('only admins and superadmins use the operator pages', () => {
    expect(canUseAdmin('admin')).toBe(true);
    expect(canUseAdmin('superadmin')).toBe(true);
    expect(canUseAdmin('user')).toBe(false);
  });

  test('projects are used by their owner only', () => {
    expect(canUseProject({ id: 'u1' }, { userId: 'u1' })).toBe(true);
    expect(canUseProject({ id: 'u2' }, { userId: 'u1' })).toBe(false);
  });
});
