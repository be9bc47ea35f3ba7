import { describe, expect, test } from 'vitest';
import { IP_TARGET_MESSAGE, UnblockParamsSchema } from './traffic';

describe('the unblock path parameter', () => {
  test('takes an IPv4 or IPv6 address or a CIDR range of either, trimmed', () => {
    for (const ip of ['203.0.113.7', '2001:db8::1', '::ffff:192.0.2.1', '198.19.0.0/16', '2001:db8::/32', '0.0.0.0/0']) {
      expect(UnblockParamsSchema.parse({ ip }), ip).toEqual({ ip });
    }
    expect(UnblockParamsSchema.parse({ ip: ' 203.0.113.7 ' })).toEqual({ ip: '203.0.113.7' });
  });

  test('refuses anything else with one message for people', () => {
    for (const ip of ['', 'localhost', '256.0.0.1', '01.2.3.4', '10.0.0.0/33', '10.0.0.0/', 'fe80::1%eth0', '2001:db8::/129', '1.2.3.4/8/8']) {
      const result = UnblockParamsSchema.safeParse({ ip });
      expect(result.success, ip).toBe(false);
      expect(result.error?.issues.map((i) => i.message), ip).toEqual([IP_TARGET_MESSAGE]);
    }
  });
});
