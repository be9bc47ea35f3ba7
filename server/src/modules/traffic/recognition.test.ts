import { describe, expect, test } from 'vitest';
import { detectBot } from './bots';
import { type RequestFacts, createRecognizer } from './recognition';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const facts = (over: Partial<RequestFacts>): RequestFacts => ({
  ip: '203.0.113.1',
  method: 'GET',
  path: '/',
  rawUrl: '/',
  userAgent: BROWSER,
  statusCode: 200,
  blocked: false,
  now: 1_000_000,
  ...over,
});
const limits = { floodPerMinute: 5, failedLoginsPer10Minutes: 3 };

describe('bot recognition', () => {
  test.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'Bingbot'],
    ['curl/8.5.0', 'curl'],
    ['python-requests/2.31.0', 'python-requests'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36', 'Headless Chrome'],
  ])('%s is the bot %s', (ua, name) => {
    expect(detectBot(ua)).toEqual({ isBot: true, botName: name });
  });

  test('a browser is no bot, and an unnamed crawler still is one', () => {
    expect(detectBot(BROWSER)).toEqual({ isBot: false, botName: null });
    expect(detectBot('Mozilla/5.0 (compatible; SomeNewCrawler/1.0; +https://example.com/crawler)').isBot).toBe(true);
  });
});

describe('suspicion steps', () => {
  const recognize = () => createRecognizer(limits);

  test.each([
    ['/.env', 'scanner_path'],
    ['/wp-login.php', 'scanner_path'],
    ['/wp-admin/setup-config.php', 'scanner_path'],
    ['/.git/config', 'scanner_path'],
    ['/phpmyadmin/index.php', 'scanner_path'],
    ["/api/projects?id=1' OR '1'='1", 'sql_injection'],
    ['/api/projects?id=1%27%20OR%20%271%27%3D%271', 'sql_injection'],
    ['/search?q=1+UNION+SELECT+password+FROM+users', 'sql_injection'],
    ['/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'xss'],
    ['/x?next=javascript:alert(document.cookie)', 'xss'],
    ['/static/..%2f..%2fetc%2fpasswd', 'path_traversal'],
    ['/files/../../secret', 'path_traversal'],
  ])('%s is suspicious: %s', (url, reason) => {
    const verdict = recognize()(facts({ path: url.split('?')[0], rawUrl: url }));
    expect(verdict).toMatchObject({ isSuspicious: true, reason });
  });

  test('a URL seen before gets the same answer again, and is checked afresh when its stored path differs', () => {
    const r = recognize();
    const url = '/wp-login.php?x=1';
    for (let i = 0; i < 3; i++) expect(r(facts({ path: '/wp-login.php', rawUrl: url })).reason).toBe('scanner_path');
    // The same URL stored under a route pattern (as a path with a secret is): the path step answers for that path.
    expect(r(facts({ path: '/api/auth/verify-email/:token', rawUrl: url })).reason).toBeNull();
    expect(r(facts({ path: '/wp-login.php', rawUrl: url })).reason).toBe('scanner_path');
  });

  test('ordinary pages and API calls are not suspicious', () => {
    const r = recognize();
    for (const url of ['/', '/login', '/api/generate/projects?page=2&limit=20', '/assets/index-abc123.js', "/api/search?q=it's%20fine"]) {
      expect(r(facts({ path: url.split('?')[0], rawUrl: url })).isSuspicious, url).toBe(false);
    }
  });

  test('an empty user agent is suspicious, a blocked address knocking wins over every other reason', () => {
    expect(recognize()(facts({ userAgent: '' }))).toMatchObject({ isBot: false, isSuspicious: true, reason: 'empty_user_agent' });
    expect(recognize()(facts({ blocked: true, path: '/.env', rawUrl: '/.env', statusCode: 403 })).reason).toBe('blocked_ip');
  });

  test('rate-limit hits are suspicious', () => {
    expect(recognize()(facts({ statusCode: 429 })).reason).toBe('rate_limited');
  });

  test('a burst of failed logins from one address turns suspicious at the threshold, per address', () => {
    const r = recognize();
    const login = (ip: string) => r(facts({ ip, method: 'POST', path: '/api/auth/login', rawUrl: '/api/auth/login', statusCode: 401 }));
    expect([login('198.51.100.1'), login('198.51.100.1'), login('198.51.100.2'), login('198.51.100.1')].map((v) => v.reason)).toEqual([
      null,
      null,
      null,
      'failed_login_burst',
    ]);
  });

  test('more requests from one address than the flood limit per minute are suspicious, and the window resets', () => {
    const r = recognize();
    const reasons = Array.from({ length: 7 }, () => r(facts({})).reason);
    expect(reasons).toEqual([null, null, null, null, null, 'request_flood', 'request_flood']);
    expect(r(facts({ now: 1_000_000 + 60_001 })).reason).toBeNull();
  });
});
