import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ipBlacklist, trafficHourly, trafficHourlyDims, trafficLogs, users } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { buildApp } from '../../app';
import { testConfig, useTestApp } from '../../testing/app';
import { bearer, signUp } from '../../testing/users';
import { upsertSetting } from '../settings/settings.queries';
import { trafficStats } from './traffic.service';
import { IP_TARGET_MESSAGE } from '@droidforge/contracts';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CURL = 'curl/8.5.0';
const GB = '81.2.69.160';
const US = '8.8.8.8';
const US2 = '3.3.3.3';
const PRIVATE = '192.168.1.20';
const DAY = 24 * 3600_000;

/** A built SPA stand-in, so /login answers 200 with index.html as in production. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'df-traffic-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Droidforge</title>');
  return dir;
}

async function signUpAdmin(app: FastifyInstance) {
  const admin = await signUp(app, { name: 'Operator' });
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  return admin;
}

const from = (ip: string, ua: string | null = BROWSER) => ({ 'x-forwarded-for': ip, ...(ua === null ? {} : { 'user-agent': ua }) });

describe.each(testDatabaseKinds())('traffic analyzer on $name', (kind) => {
  const t = useTestApp(kind, () => ({ trustProxy: true, webDistDir: fakeWebDist() }));
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const logRows = async () => {
    await t.app.traffic.recorder.flush();
    return t.app.db.select().from(trafficLogs).orderBy(trafficLogs.createdAt, trafficLogs.id);
  };
  const clearLogs = async () => {
    await t.app.traffic.recorder.flush();
    await t.app.db.delete(trafficLogs);
    await t.app.db.delete(trafficHourly);
    await t.app.db.delete(trafficHourlyDims);
  };
  /** An operator signed up first, so that the emptied log holds only the test's own requests. */
  const adminWithEmptyLog = async () => {
    const admin = await signUpAdmin(t.app);
    await clearLogs();
    return admin;
  };

  test('requests from known places and clients give the exact stats by timeframe', async () => {
    const admin = await adminWithEmptyLog();
    await get('/api/health', from(GB, BROWSER));
    await get('/api/health', from(US, GOOGLEBOT));
    await get('/api/health', from(PRIVATE, CURL));
    await get('/api/health', from(GB, ''));
    await get('/.env', from(US2));
    await get('/wp-login.php', from(US2));
    await get("/api/health?id=1%27%20OR%20%271%27%3D%271", from(US2));
    await t.app.traffic.recorder.flush();
    const now = Date.now();
    const old = { method: 'GET', endpoint: '/pricing', statusCode: 200, responseTime: 10, userAgent: BROWSER };
    t.app.traffic.recorder.push({ ...old, createdAt: new Date(now - 3 * DAY), ipAddress: '5.5.5.5', country: 'DE' });
    t.app.traffic.recorder.push({ ...old, createdAt: new Date(now - 20 * DAY), ipAddress: GB, country: 'GB', isBot: true, botName: 'Googlebot' });

    const stats = async (timeframe: string) => {
      const res = await get(`/api/analytics/stats?timeframe=${timeframe}`, bearer(admin.token));
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    await t.app.traffic.recorder.flush();
    const hour = await stats('1h');
    expect({ ...hour.stats, avgResponseTime: 0 }).toEqual({
      totalRequests: 7,
      uniqueIps: 4,
      botRequests: 2,
      suspiciousRequests: 4,
      humanRequests: 1,
      avgResponseTime: 0,
      topCountries: [
        { country: 'US', count: 4 },
        { country: 'GB', count: 2 },
      ],
    });
    expect(hour.stats.avgResponseTime).toBeGreaterThanOrEqual(0);
    expect((await stats('24h')).stats.totalRequests).toBe(7);
    expect((await stats('7d')).stats).toMatchObject({ totalRequests: 8, uniqueIps: 5, botRequests: 2, humanRequests: 2 });
    const month = await stats('30d');
    expect(month.stats).toMatchObject({ totalRequests: 9, uniqueIps: 5, botRequests: 3, suspiciousRequests: 4, humanRequests: 2 });
    expect(month.stats.topCountries).toEqual([
      { country: 'US', count: 4 },
      { country: 'GB', count: 3 },
      { country: 'DE', count: 1 },
    ]);
    expect(month.requestsPerHour.reduce((sum: number, h: { count: number }) => sum + h.count, 0)).toBe(9);
    expect(month.statusCodes).toEqual(expect.arrayContaining([{ status_code: 200, count: 7 }]));
    expect(month.topEndpoints[0]).toEqual({ endpoint: '/api/health', count: 5 });

    const rows = await logRows();
    const byUa = (ua: string) => rows.find((r) => r.userAgent === ua);
    expect(byUa(GOOGLEBOT)).toMatchObject({ ipAddress: US, isBot: true, botName: 'Googlebot', country: 'US', isSuspicious: false });
    expect(byUa(CURL)).toMatchObject({ ipAddress: PRIVATE, isBot: true, botName: 'curl', country: null, city: null });
    expect(rows.find((r) => r.userAgent === null && r.ipAddress === GB)).toMatchObject({ isSuspicious: true, suspiciousReason: 'empty_user_agent' });
    expect(rows.find((r) => r.endpoint === '/.env')).toMatchObject({ isSuspicious: true, suspiciousReason: 'scanner_path', statusCode: 404 });
    expect(rows.find((r) => r.endpoint === '/wp-login.php')).toMatchObject({ isSuspicious: true, suspiciousReason: 'scanner_path' });
    const sqli = rows.find((r) => r.suspiciousReason === 'sql_injection');
    expect(sqli).toMatchObject({ endpoint: '/api/health', ipAddress: US2 });
    expect(rows.find((r) => r.ipAddress === GB && r.userAgent === BROWSER && r.createdAt.getTime() > now - DAY)).toMatchObject({ country: 'GB', city: 'St Albans', isBot: false });
  });

  test('a timeframe that starts mid-hour adds the raw rows of that partial hour to the whole hours of the roll-ups', async () => {
    await clearLogs();
    const now = new Date('2026-01-01T10:20:00Z');
    const row = (iso: string, ipAddress: string, responseTime: number) => ({ createdAt: new Date(iso), ipAddress, method: 'GET', endpoint: '/x', statusCode: 200, responseTime, country: 'GB' });
    t.app.traffic.recorder.push(row('2026-01-01T09:10:00Z', '192.0.2.1', 1)); // before the hour window: out
    t.app.traffic.recorder.push(row('2026-01-01T09:30:00Z', '192.0.2.2', 10)); // partial hour, read raw
    t.app.traffic.recorder.push(row('2026-01-01T10:10:00Z', '192.0.2.2', 30)); // whole hour, read from the roll-up
    t.app.traffic.recorder.push(row('2026-01-01T10:15:00Z', '192.0.2.3', 20));
    await t.app.traffic.recorder.flush();
    const reply = await trafficStats(t.app.database, '1h', now);
    expect(reply.stats).toMatchObject({ totalRequests: 3, uniqueIps: 2, avgResponseTime: 20, topCountries: [{ country: 'GB', count: 3 }] });
    expect(reply.requestsPerHour).toEqual([
      { hour: '2026-01-01T09:00:00Z', count: 1 },
      { hour: '2026-01-01T10:00:00Z', count: 2 },
    ]);
    expect(reply.topEndpoints).toEqual([{ endpoint: '/x', count: 3 }]);
    expect(reply.statusCodes).toEqual([{ status_code: 200, count: 3 }]);
  });

  test('timeframes other than 1h, 24h, 7d and 30d are refused; operators only', async () => {
    const admin = await signUpAdmin(t.app);
    const user = await signUp(t.app);
    const bad = await get('/api/analytics/stats?timeframe=2d', bearer(admin.token));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    for (const url of ['/api/analytics/stats', '/api/analytics/realtime', '/api/analytics/suspicious', '/api/analytics/blacklist']) {
      expect((await get(url, {})).statusCode).toBe(401);
      const forbidden = await get(url, bearer(user.token));
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.code).toBe('FORBIDDEN');
    }
    expect((await get('/api/analytics/suspicious?limit=501', bearer(admin.token))).statusCode).toBe(400);
  });

  test('the log keeps paths without query strings or path tokens, and not the analyzer polling itself', async () => {
    const admin = await adminWithEmptyLog();
    await get('/api/auth/verify-email/secret-token-value-123', from(US2));
    // The router decodes escapes before matching: this is the same route, written differently.
    await get('/api/auth/verify%2Demail/secret-token-value-456', from(US2));
    await get('/api/health?token=abc123', from(US2));
    await get('/api/analytics/realtime', { ...from(US2), ...bearer(admin.token) });
    const rows = await logRows();
    expect(rows.map((r) => r.endpoint)).toEqual(['/api/auth/verify-email/:token', '/api/auth/verify-email/:token', '/api/health']);
    expect(JSON.stringify(rows)).not.toMatch(/secret-token-value|abc123/);
  });

  test('a row holds every field of its request: time, address, method, path, status, response time, client, signed-in user', async () => {
    const user = await signUp(t.app, { name: 'Logged' });
    await clearLogs();
    const before = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/generate/projects?page=1', headers: { ...from(GB, CURL), ...bearer(user.token) } });
    expect(res.statusCode).toBe(200);
    const [row] = await logRows();
    expect(row).toMatchObject({ ipAddress: GB, method: 'GET', endpoint: '/api/generate/projects', statusCode: 200, userAgent: CURL, userId: user.user.id });
    expect(row).toMatchObject({ isBot: true, botName: 'curl', isSuspicious: false, suspiciousReason: null, country: 'GB', city: 'St Albans' });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row!.responseTime).toBeGreaterThan(0);
  });

  test('closing the server writes every request it still holds', async () => {
    await clearLogs();
    const quiet = { ...testConfig().traffic, flushIntervalMs: 3_600_000, flushBatch: 1000 };
    const app = await buildApp(testConfig({ trustProxy: true, traffic: quiet }), { database: t.database });
    for (let i = 0; i < 25; i++) await app.inject({ method: 'GET', url: `/api/health?n=${i}`, headers: from(US) });
    expect(await logRows()).toEqual([]);
    await app.close();
    const rows = await logRows();
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((r) => `${r.ipAddress} ${r.endpoint} ${r.statusCode}`))).toEqual(new Set([`${US} /api/health 200`]));
  });

  test('realtime is the last 30 minutes newest first; suspicious honours its limit', async () => {
    const admin = await adminWithEmptyLog();
    await get('/api/health', from(GB));
    await get('/.git/config', from(US2));
    await get('/phpmyadmin/', from(US2));
    t.app.traffic.recorder.push({ createdAt: new Date(Date.now() - 31 * 60_000), ipAddress: GB, method: 'GET', endpoint: '/old', statusCode: 200, responseTime: 1 });
    await t.app.traffic.recorder.flush();
    const realtime = (await get('/api/analytics/realtime', bearer(admin.token))).json().traffic;
    expect(realtime.map((e: { endpoint: string }) => e.endpoint)).toEqual(['/phpmyadmin/', '/.git/config', '/api/health']);
    expect(Object.keys(realtime[0]).sort()).toEqual(
      ['city', 'country', 'created_at', 'endpoint', 'id', 'ip_address', 'is_bot', 'bot_name', 'is_suspicious', 'method', 'response_time', 'status_code', 'suspicious_reason', 'user_agent'].sort(),
    );
    const suspicious = (await get('/api/analytics/suspicious?limit=1', bearer(admin.token))).json().suspicious;
    expect(suspicious).toHaveLength(1);
    expect(suspicious[0]).toMatchObject({ endpoint: '/phpmyadmin/', is_suspicious: true, suspicious_reason: 'scanner_path' });
  });

  test('a blocked address gets 403 IP_BLOCKED on the API and on /login; unblocking lets it back', async () => {
    const admin = await signUpAdmin(t.app);
    const attacker = '203.0.113.9';
    expect((await get('/login', from(attacker))).statusCode).toBe(200);
    const block = await t.app.inject({ method: 'POST', url: '/api/analytics/blacklist', headers: bearer(admin.token), payload: { ip_address: attacker, reason: 'Blocked from admin panel - suspicious activity' } });
    expect(block.statusCode).toBe(201);
    expect(block.json().entry).toMatchObject({ ip_address: attacker, reason: 'Blocked from admin panel - suspicious activity', expires_at: null });
    for (const url of ['/api/health', '/login', '/api/auth/me', '/api/auth/verify-email/blocked-token-value']) {
      const res = await get(url, from(attacker));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'IP_BLOCKED', message: 'Access from your network has been blocked.' } });
    }
    expect((await get('/api/health', from('203.0.113.10'))).statusCode).toBe(200);
    const list = (await get('/api/analytics/blacklist', bearer(admin.token))).json().blacklist;
    expect(list.map((e: { ip_address: string }) => e.ip_address)).toContain(attacker);
    const knocking = (await logRows()).filter((r) => r.ipAddress === attacker && r.statusCode === 403);
    expect(knocking.every((r) => r.isSuspicious && r.suspiciousReason === 'blocked_ip')).toBe(true);
    // Refused before its handler ran, a request to a token path is still stored as the route's pattern.
    expect(knocking.map((r) => r.endpoint)).toContain('/api/auth/verify-email/:token');
    expect(JSON.stringify(knocking)).not.toMatch(/blocked-token-value/);

    const unblock = await t.app.inject({ method: 'DELETE', url: `/api/analytics/blacklist/${attacker}`, headers: bearer(admin.token) });
    expect(unblock.statusCode).toBe(200);
    expect((await get('/api/health', from(attacker))).statusCode).toBe(200);
    expect((await get('/login', from(attacker))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/analytics/blacklist/${attacker}`, headers: bearer(admin.token) })).statusCode).toBe(404);
  });

  test('a CIDR range blocks its addresses; a change reaches another process on its next refresh', async () => {
    const admin = await signUpAdmin(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/analytics/blacklist', headers: bearer(admin.token), payload: { ip_address: '198.18.0.0/16', reason: 'benchmark range' } });
    expect(res.statusCode).toBe(201);
    expect((await get('/api/health', from('198.18.4.5'))).statusCode).toBe(403);
    await t.app.db.delete(ipBlacklist).where(eq(ipBlacklist.ipAddress, '198.18.0.0/16'));
    // As if another process removed it: this one notices on its timed refresh.
    expect((await get('/api/health', from('198.18.4.5'))).statusCode).toBe(403);
    await t.app.traffic.blocklist.refresh();
    expect((await get('/api/health', from('198.18.4.5'))).statusCode).toBe(200);
  });

  test('a range is removed by its CIDR text, URL-encoded', async () => {
    const admin = await signUpAdmin(t.app);
    await t.app.inject({ method: 'POST', url: '/api/analytics/blacklist', headers: bearer(admin.token), payload: { ip_address: '198.19.0.0/16', reason: 'range' } });
    expect((await get('/api/health', from('198.19.1.1'))).statusCode).toBe(403);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/analytics/blacklist/${encodeURIComponent('198.19.0.0/16')}`, headers: bearer(admin.token) });
    expect(removed.json()).toEqual({ removed: '198.19.0.0/16' });
    expect((await get('/api/health', from('198.19.1.1'))).statusCode).toBe(200);
  });

  test('an unblock whose path is no address or range is refused with VALIDATION_FAILED before anything is looked up', async () => {
    const admin = await signUpAdmin(t.app);
    for (const ip of ['not-an-ip', '999.1.1.1', '10.0.0.0/33', '2001:db8::/129', "1.2.3.4' OR '1'='1", '1.2.3.4/8/8']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/analytics/blacklist/${encodeURIComponent(ip)}`, headers: bearer(admin.token) });
      expect(res.statusCode, ip).toBe(400);
      expect(res.json(), ip).toEqual({
        error: { code: 'VALIDATION_FAILED', message: IP_TARGET_MESSAGE, fields: { ip: IP_TARGET_MESSAGE } },
      });
    }
    // Well-formed but not listed: past the schema to the lookup.
    for (const ip of ['203.0.113.99', '2001:db8::1', '2001:db8::/32']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/analytics/blacklist/${encodeURIComponent(ip)}`, headers: bearer(admin.token) });
      expect(res.statusCode, ip).toBe(404);
    }
  });

  test('an expired entry does not block', async () => {
    await t.app.db.insert(ipBlacklist).values({ ipAddress: '203.0.113.50', reason: 'old', expiresAt: new Date(Date.now() - 1000) });
    await t.app.traffic.blocklist.refresh();
    expect((await get('/api/health', from('203.0.113.50'))).statusCode).toBe(200);
  });

  test('blocking loopback, one’s own address or a range containing it is refused with 400', async () => {
    const admin = await signUpAdmin(t.app);
    const mine = '198.51.100.4';
    const attempt = (ip_address: string) =>
      t.app.inject({ method: 'POST', url: '/api/analytics/blacklist', headers: { ...bearer(admin.token), 'x-forwarded-for': mine }, payload: { ip_address, reason: 'x' } });
    for (const ip of ['127.0.0.1', '127.0.0.0/8', '::1', mine, '198.51.100.0/24', '0.0.0.0/0']) {
      const res = await attempt(ip);
      expect(res.statusCode, ip).toBe(400);
      expect(res.json().error.code).toBe('IP_BLOCK_REFUSED');
      expect(res.json().error.message).toMatch(/You cannot block/);
    }
    for (const ip of ['not-an-ip', '10.0.0.0/33', '1.2.3.4/8/9']) {
      const res = await attempt(ip);
      expect(res.statusCode, ip).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const past = await t.app.inject({ method: 'POST', url: '/api/analytics/blacklist', headers: bearer(admin.token), payload: { ip_address: '192.0.2.1', reason: 'x', expires_at: '2020-01-01T00:00:00Z' } });
    expect(past.statusCode).toBe(400);
    const count = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(ipBlacklist).where(eq(ipBlacklist.ipAddress, mine));
    expect(count[0]!.n).toBe(0);
  });
});

describe.each(testDatabaseKinds())('traffic retention on $name', (kind) => {
  const t = useTestApp(kind);

  test('deletes exactly the rows older than 90 days, in batches, with the clock it is given', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const at = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY + extraMs);
    const row = (createdAt: Date, endpoint: string) => ({ createdAt, ipAddress: '203.0.113.1', method: 'GET', endpoint, statusCode: 200, responseTime: 1 });
    await t.app.traffic.recorder.flush();
    await t.app.db.delete(trafficLogs);
    const old = Array.from({ length: 5003 }, (_, i) => row(at(91, -i * 1000), '/old'));
    for (let i = 0; i < old.length; i += 1000) await t.app.db.insert(trafficLogs).values(old.slice(i, i + 1000));
    await t.app.db.insert(trafficLogs).values([row(at(90, -1), '/just-past'), row(at(90, 1000), '/just-inside'), row(at(1), '/recent')]);

    expect(await t.app.scheduler.runNow('traffic-retention', { now })).toBe('ran');
    const left = await t.app.db.select({ endpoint: trafficLogs.endpoint }).from(trafficLogs).orderBy(trafficLogs.createdAt);
    expect(left.map((r) => r.endpoint)).toEqual(['/just-inside', '/recent']);
  });
});

describe.each(testDatabaseKinds())('auto-block on $name', (kind) => {
  const t = useTestApp(kind, () => ({ trustProxy: true, traffic: { ...testConfig().traffic, autoBlockThreshold: 3 } }));
  const scan = (ip: string, url: string) => t.app.inject({ method: 'GET', url, headers: from(ip) });
  const entryFor = async (ip: string) => (await t.app.db.select().from(ipBlacklist).where(eq(ipBlacklist.ipAddress, ip)))[0];
  const setAutoBlock = async (on: boolean) => {
    const admin = await signUpAdmin(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { auto_block_suspicious: on } });
    expect(res.json().switches.auto_block_suspicious).toBe(on);
  };
  // Recognition runs when the log is flushed (within a second, or here at once); an auto-block is then written in the background.
  const settle = async () => {
    await t.app.traffic.recorder.flush();
    await t.app.background.drain();
  };

  test('with the Settings switch off (the default) nothing is auto-blocked', async () => {
    const scanner = '203.0.113.70';
    for (const url of ['/.env', '/wp-login.php', '/.git/config', '/phpmyadmin/']) expect((await scan(scanner, url)).statusCode).toBe(404);
    await settle();
    expect(await entryFor(scanner)).toBeUndefined();
    expect((await scan(scanner, '/api/health')).statusCode).toBe(200);
  });

  test('once an admin turns the switch on, N suspicious requests in 10 minutes give a 24-hour entry with the reason', async () => {
    await setAutoBlock(true);
    const scanner = '203.0.113.77';
    for (const url of ['/.env', '/wp-login.php']) expect((await scan(scanner, url)).statusCode).toBe(404);
    await settle();
    expect((await scan(scanner, '/api/health')).statusCode).toBe(200);
    const before = Date.now();
    await scan(scanner, '/.git/config');
    await settle();
    const entry = await entryFor(scanner);
    expect(entry!.reason).toBe('Auto-blocked: 3 suspicious requests in 10 minutes (last: scanner_path)');
    expect(entry!.expiresAt!.getTime() - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(entry!.expiresAt!.getTime() - before).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
    const refused = await scan(scanner, '/api/health');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('IP_BLOCKED');
  });

  test('loopback is never auto-blocked', async () => {
    await setAutoBlock(true);
    for (const url of ['/.env', '/wp-login.php', '/.git/config', '/phpmyadmin/']) await scan('127.0.0.1', url);
    await settle();
    expect(await entryFor('127.0.0.1')).toBeUndefined();
    expect((await scan('127.0.0.1', '/api/health')).statusCode).toBe(200);
  });

  test('a switch turned off by another process is obeyed on the next timed re-read', async () => {
    await setAutoBlock(true);
    // As if another process turned it off: this one notices on its timed refresh.
    await upsertSetting(t.app.db, 'auto_block_suspicious', false, null);
    await t.app.settingsCache.refresh();
    const scanner = '203.0.113.78';
    for (const url of ['/.env', '/wp-login.php', '/.git/config']) await scan(scanner, url);
    await settle();
    expect(await entryFor(scanner)).toBeUndefined();
  });
});
