import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client';
import { trafficHourly, trafficHourlyDims, trafficLogs } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { insertTrafficRows } from './traffic.queries';
import type { TrafficRow } from './recorder';

const USER_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe.each(testDatabaseKinds())('the batched traffic insert on $name', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  test('stores exactly the rows given, text that array literals must escape included, and adds them to the roll-ups', async () => {
    const rows: TrafficRow[] = [
      {
        createdAt: new Date('2026-03-01T10:15:00.123Z'),
        ipAddress: '2001:db8::1',
        method: 'POST',
        endpoint: '/api/auth/login',
        statusCode: 401,
        responseTime: 12.5,
        userAgent: 'odd "agent", {braces} \\ back\\slash NULL \\N ünïcode',
        userId: USER_ID,
        isBot: false,
        botName: null,
        isSuspicious: true,
        suspiciousReason: 'failed_login_burst',
        city: 'St Albans',
        country: 'GB',
      },
      { createdAt: new Date('2026-03-01T10:45:00.000Z'), ipAddress: '8.8.8.8', method: 'GET', endpoint: '/', statusCode: 200, responseTime: 1, userAgent: 'NULL', isBot: true, botName: 'Googlebot', country: 'US' },
      { createdAt: new Date('2026-03-01T11:05:00.000Z'), ipAddress: '8.8.8.8', method: 'GET', endpoint: '/', statusCode: 200, responseTime: 3 },
    ];
    await insertTrafficRows(database, rows);

    const stored = await database.db.select().from(trafficLogs).orderBy(trafficLogs.createdAt);
    expect(stored.map(({ id: _id, ...row }) => row)).toEqual([
      { ...rows[0] },
      { ...rows[1], userId: null, isSuspicious: false, suspiciousReason: null, city: null },
      { ...rows[2], userAgent: null, userId: null, isBot: false, botName: null, isSuspicious: false, suspiciousReason: null, city: null, country: null },
    ]);
    const hourly = await database.db.select().from(trafficHourly).orderBy(trafficHourly.hour);
    expect(hourly.map((h) => [h.hour.toISOString(), Number(h.requests), Number(h.bots), Number(h.suspicious), Number(h.humans), h.responseTimeSum])).toEqual([
      ['2026-03-01T10:00:00.000Z', 2, 1, 1, 0, 13.5],
      ['2026-03-01T11:00:00.000Z', 1, 0, 0, 1, 3],
    ]);
    const dims = await database.db.select().from(trafficHourlyDims).orderBy(trafficHourlyDims.hour, trafficHourlyDims.kind, trafficHourlyDims.value);
    expect(dims.filter((d) => d.kind === 'ip').map((d) => [d.hour.toISOString().slice(11, 13), d.value, Number(d.count)])).toEqual([
      ['10', '2001:db8::1', 1],
      ['10', '8.8.8.8', 1],
      ['11', '8.8.8.8', 1],
    ]);
  });

  test('text with control characters (a NUL, tabs and newlines end a COPY field) is stored without them', async () => {
    await database.execute('DELETE FROM traffic_logs');
    const at = new Date('2026-03-02T08:00:00.007Z');
    await insertTrafficRows(database, [{ createdAt: at.getTime(), ipAddress: '8.8.4.4', method: 'GET', endpoint: '/a\\tb', statusCode: 200, responseTime: 0.25, botName: 'x\u0000y\tz\nw', city: 'a\rb\\c' }]);
    const [row] = await database.db.select().from(trafficLogs);
    expect(row).toMatchObject({ createdAt: at, endpoint: '/a\\tb', botName: 'xyzw', city: 'ab\\c', responseTime: 0.25 });
  });

  test('a batch of long text outside ASCII (more bytes than characters) is stored whole', async () => {
    await database.execute('DELETE FROM traffic_logs');
    const start = Date.parse('2026-03-03T09:00:00.000Z');
    const userAgent = 'Ägent € 𝄞 '.repeat(45);
    const rows: TrafficRow[] = Array.from({ length: 8 }, (_, i) => ({ createdAt: start + i, ipAddress: '8.8.4.4', method: 'GET', endpoint: `/städte/${'ü'.repeat(400)}/${i}`, statusCode: 200, responseTime: i, userAgent }));
    await insertTrafficRows(database, rows);
    const stored = await database.db.select().from(trafficLogs).orderBy(trafficLogs.createdAt);
    expect(stored.map((r) => [r.endpoint, r.userAgent])).toEqual(rows.map((r) => [r.endpoint, userAgent]));
  });

  test('requests from one address that differ in any one field are each stored with their own', async () => {
    await database.execute('DELETE FROM traffic_logs');
    const start = Date.parse('2026-03-04T09:00:00.000Z');
    const base: TrafficRow = { ipAddress: '8.8.4.4', method: 'GET', endpoint: '/', statusCode: 200, responseTime: 1, userAgent: 'a', userId: USER_ID, city: 'x', country: 'US' };
    const variants: Partial<TrafficRow>[] = [
      { method: 'POST' },
      { userAgent: 'b' },
      { userId: null },
      { isBot: true, botName: 'curl' },
      { isSuspicious: true, suspiciousReason: 'xss' },
      { city: 'y' },
      { country: 'GB' },
    ];
    // Each variant between two plain requests: it differs from the request before and after it in one field.
    const rows = [...variants.flatMap((v) => [base, { ...base, ...v }]), base].map((r, i) => ({ ...r, createdAt: start + i }));
    await insertTrafficRows(database, rows);
    const stored = await database.db.select().from(trafficLogs).orderBy(trafficLogs.createdAt);
    const fields = (r: TrafficRow) => [r.method, r.userAgent, r.userId ?? null, r.isBot ?? false, r.botName ?? null, r.isSuspicious ?? false, r.suspiciousReason ?? null, r.city, r.country];
    expect(stored.map(fields)).toEqual(rows.map(fields));
  });
});
