import { describe, expect, test } from 'vitest';
import { type CapturedRequest, RequestCapture } from './capture';

const request = (n: number, over: Partial<CapturedRequest> = {}): CapturedRequest => ({
  at: 1_764_000_000_000 + n,
  ip: n % 2 ? '203.0.113.9' : '2001:db8::1',
  method: n % 3 ? 'GET' : 'POST',
  url: `/api/x/${n % 2}?q=${n}`,
  secretRoute: null,
  statusCode: 200 + n,
  responseTime: 0.125 * n,
  userAgent: n % 2 ? 'curl/8.5.0' : '',
  userId: n % 2 ? null : '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  blocked: n === 2,
  ...over,
});

const add = (capture: RequestCapture, r: CapturedRequest) =>
  capture.add(r.at, r.ip, r.method, r.url, r.secretRoute, r.statusCode, r.responseTime, r.userAgent, r.userId, r.blocked);

describe('the request log capture (columns on the request path, rows at flush time)', () => {
  test('gives back every field of every request, in order, repeated texts and nulls included', () => {
    const capture = new RequestCapture(10);
    const sent = [request(0), request(1), request(2), request(3, { secretRoute: '/api/auth/verify-email/:token', url: '/api/auth/verify-email/abc' }), request(4)];
    for (const r of sent) expect(add(capture, r)).toBe(true);
    expect(capture.length).toBe(5);
    expect(capture.drain((c) => ({ ...c }))).toEqual(sent);
  });

  test('drain empties it for the next batch; a full capture refuses more until drained', () => {
    const capture = new RequestCapture(2);
    add(capture, request(0));
    add(capture, request(1));
    expect(capture.full).toBe(true);
    expect(add(capture, request(2))).toBe(false);
    expect(capture.drain((c) => c.url)).toEqual(['/api/x/0?q=0', '/api/x/1?q=1']);
    expect(capture.length).toBe(0);
    add(capture, request(5));
    expect(capture.drain((c) => c.statusCode)).toEqual([205]);
  });

  test('a failing row builder loses that batch, never the capture', () => {
    const capture = new RequestCapture(3);
    add(capture, request(0));
    expect(() =>
      capture.drain(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(capture.length).toBe(0);
    add(capture, request(1));
    expect(capture.drain((c) => c.ip)).toEqual(['203.0.113.9']);
  });

  test('a text sent again by the next request, or again after a drain, reads back as sent (ids start afresh each batch)', () => {
    const capture = new RequestCapture(10);
    const same = (n: number, ip: string) => request(n, { ip, url: '/same', userAgent: 'same agent', userId: null });
    add(capture, same(0, '198.51.100.1'));
    add(capture, same(1, '198.51.100.1'));
    expect(capture.drain((c) => [c.ip, c.url, c.userAgent])).toEqual([
      ['198.51.100.1', '/same', 'same agent'],
      ['198.51.100.1', '/same', 'same agent'],
    ]);
    add(capture, same(2, '198.51.100.2'));
    add(capture, same(3, '198.51.100.2'));
    expect(capture.drain((c) => [c.ip, c.url, c.userAgent])).toEqual([
      ['198.51.100.2', '/same', 'same agent'],
      ['198.51.100.2', '/same', 'same agent'],
    ]);
  });
});
