import { describe, expect, test } from 'vitest';
import { canUseAdmin, canUseBuild, canUseProject } from './permissions';

describe('permission rules', () => {
  test('only admins and superadmins use the operator pages', () => {
    expect(canUseAdmin('admin')).toBe(true);
    expect(canUseAdmin('superadmin')).toBe(true);
    expect(canUseAdmin('user')).toBe(false);
  });

  test('projects and builds are used by their owner only', () => {
    expect(canUseProject({ id: 'u1' }, { userId: 'u1' })).toBe(true);
    expect(canUseProject({ id: 'u2' }, { userId: 'u1' })).toBe(false);
    expect(canUseBuild({ id: 'u1' }, { userId: 'u1' })).toBe(true);
    expect(canUseBuild({ id: 'u2' }, { userId: 'u1' })).toBe(false);
  });
});
