import { describe, expect, test } from 'vitest';
import { CheckoutSessionParamsSchema, DevMailboxQuerySchema, VerifyEmailParamsSchema } from './index';
import { BuildIdParamsSchema, idParamsSchema, ProjectIdParamsSchema, VersionParamsSchema } from './params';

const UUID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('path and query parameters', () => {
  test('a malformed uuid is refused naming the record it addresses', () => {
    expect(firstMessage(idParamsSchema('User').safeParse({ id: 'nope' }))).toBe('User not found');
    expect(firstMessage(ProjectIdParamsSchema.safeParse({ projectId: 'nope' }))).toBe('Project not found');
    expect(firstMessage(BuildIdParamsSchema.safeParse({ buildId: 'nope' }))).toBe('Build not found');
    expect(BuildIdParamsSchema.parse({ buildId: UUID })).toEqual({ buildId: UUID });
  });

  test('a version number in the path is a whole number from 1', () => {
    expect(VersionParamsSchema.parse({ id: UUID, n: '3' })).toEqual({ id: UUID, n: 3 });
    expect(VersionParamsSchema.safeParse({ id: UUID, n: '0' }).success).toBe(false);
  });

  test('a verification token of the wrong length is an invalid link', () => {
    expect(firstMessage(VerifyEmailParamsSchema.safeParse({ token: 'short' }))).toBe('Invalid verification link');
    expect(firstMessage(VerifyEmailParamsSchema.safeParse({ token: 'x'.repeat(201) }))).toBe('Invalid verification link');
  });

  test('a checkout session id is the provider\'s text, bounded', () => {
    expect(CheckoutSessionParamsSchema.safeParse({ id: 'cs_test_123' }).success).toBe(true);
    expect(CheckoutSessionParamsSchema.safeParse({ id: '' }).success).toBe(false);
    expect(CheckoutSessionParamsSchema.safeParse({ id: 'x'.repeat(256) }).success).toBe(false);
  });

  test('the dev mailbox reads one address, lower-cased', () => {
    expect(DevMailboxQuerySchema.parse({ to: ' Ann@Example.com ' })).toEqual({ to: 'ann@example.com' });
    expect(firstMessage(DevMailboxQuerySchema.safeParse({}))).toBe('Give one address in ?to=');
  });
});
