import { describe, expect, test } from 'vitest';
import { Blocklist } from './blocklist';
import { coversLoopback, normalizeIp, parseIpTarget, targetCovers } from './ip';

describe('addresses and ranges', () => {
  test('parses and canonicalises IPv4, IPv6, IPv4-mapped and CIDR', () => {
    expect(parseIpTarget(' 203.0.113.7 ')).toEqual({ text: '203.0.113.7', address: '203.0.113.7', prefix: null, family: 'ipv4' });
    expect(parseIpTarget('2001:DB8:0:0::1')?.text).toBe('2001:db8::1');
    expect(parseIpTarget('2001:db8::/32')).toMatchObject({ text: '2001:db8::/32', prefix: 32, family: 'ipv6' });
    expect(normalizeIp('::ffff:198.51.100.3')).toBe('198.51.100.3');
    for (const bad of ['', 'example.com', '1.2.3', '256.1.1.1', '10.0.0.0/33', '2001:db8::/129', '1.2.3.4/', '1.2.3.4/x', '1.2.3.4/8/1']) {
      expect(parseIpTarget(bad), bad).toBeNull();
    }
  });

  test('knows what a range covers, loopback included', () => {
    expect(targetCovers(parseIpTarget('198.51.100.0/24')!, '198.51.100.200')).toBe(true);
    expect(targetCovers(parseIpTarget('198.51.100.0/24')!, '198.51.101.1')).toBe(false);
    expect(coversLoopback(parseIpTarget('127.0.0.0/8')!)).toBe(true);
    expect(coversLoopback(parseIpTarget('::/0')!)).toBe(true);
    expect(coversLoopback(parseIpTarget('10.0.0.0/8')!)).toBe(false);
  });
});

describe('the in-memory blocklist', () => {
  test('an entry stops blocking at its expiry without a refresh', async () => {
    let now = 1_000_000;
    const list = new Blocklist(
      async () => [
        { ipAddress: '203.0.113.5', expiresAt: new Date(1_000_500) },
        { ipAddress: '198.51.100.0/24', expiresAt: null },
      ],
      () => now,
    );
    await list.refresh();
    expect(list.isBlocked('203.0.113.5')).toBe(true);
    expect(list.isBlocked('198.51.100.9')).toBe(true);
    now = 1_000_500;
    expect(list.isBlocked('203.0.113.5')).toBe(false);
    expect(list.isBlocked('198.51.100.9')).toBe(true);
  });
});
