import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { builds, users } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { bearer } from '../../testing/users';
import { fakeBuildBackend, useBuildTestApp, userWithProject } from './testing/build-test-app';

const ARTIFACTS = path.resolve('tmp/test-data/session-bound-artifacts');

describe.each(testDatabaseKinds())('streams and links follow the session on $name', (kind) => {
  const t = useBuildTestApp(kind, () => fakeBuildBackend());

  async function succeededBuild(token: string, projectId: string): Promise<string> {
    const buildId = (await t.app.inject({ method: 'POST', url: `/api/build/apk/${projectId}`, headers: bearer(token) })).json().buildId as string;
    const apkPath = path.join(ARTIFACTS, `${buildId}.apk`);
    await mkdir(ARTIFACTS, { recursive: true });
    await writeFile(apkPath, 'PK fake apk bytes');
    await t.app.db.update(builds).set({ status: 'succeeded', apkPath, apkSize: 17, finishedAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) }).where(eq(builds.id, buildId));
    return buildId;
  }
  const linkFor = async (token: string, buildId: string) => (await t.app.inject({ method: 'POST', url: `/api/build/${buildId}/download-token`, headers: bearer(token) })).json().url as string;
  const login = async (email: string, password: string) => (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json().token as string;

  test('a download link stops working after logout of its session, suspension and deletion', async () => {
    const owner = await userWithProject(t.app, 'pro');
    const buildId = await succeededBuild(owner.token, owner.projectId);
    const other = await login(owner.email, owner.password);
    const [fromFirst, fromOther] = [await linkFor(owner.token, buildId), await linkFor(other, buildId)];
    expect((await t.app.inject({ method: 'GET', url: fromFirst })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(owner.token) })).statusCode).toBe(204);
    const afterLogout = await t.app.inject({ method: 'GET', url: fromFirst });
    expect(afterLogout.statusCode).toBe(403);
    expect(afterLogout.json().error.code).toBe('DOWNLOAD_TOKEN_INVALID');
    expect((await t.app.inject({ method: 'GET', url: fromOther })).statusCode).toBe(200);

    await t.app.db.update(users).set({ suspended: true }).where(eq(users.id, owner.user.id));
    expect((await t.app.inject({ method: 'GET', url: fromOther })).statusCode).toBe(403);
    await t.app.db.update(users).set({ suspended: false, deletedAt: new Date() }).where(eq(users.id, owner.user.id));
    expect((await t.app.inject({ method: 'GET', url: fromOther })).statusCode).toBe(403);
  });

  test('live event streams are capped per user and closed when their session ends', async () => {
    const owner = await userWithProject(t.app, 'pro');
    // A queued build that never finishes keeps its event stream open.
    const buildId = (await t.app.inject({ method: 'POST', url: `/api/build/apk/${owner.projectId}`, headers: bearer(owner.token) })).json().buildId as string;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const open = async (token: string) => {
      const res = await fetch(`${base}/api/build/${buildId}/events`, { headers: bearer(token) });
      return res;
    };
    const cap = t.app.config.rateLimits.streamsPerUser;
    const streams = [];
    for (let i = 0; i < cap; i++) {
      const res = await open(owner.token);
      expect(res.status).toBe(200);
      streams.push(res);
    }
    const refused = await open(owner.token);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('RATE_LIMITED');
    expect(t.app.streams.countFor(owner.user.id)).toBe(cap);

    // Logout in this process closes every stream of that session with a SESSION_EXPIRED event.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(owner.token) });
    for (const res of streams) {
      const text = await res.text(); // resolves only once the server ended the stream
      expect(text).toContain('event: error');
      expect(text).toContain('SESSION_EXPIRED');
    }
    expect(t.app.streams.countFor(owner.user.id)).toBe(0);

    // A suspension (made anywhere) closes the streams of every session at the next check.
    const second = await login(owner.email, owner.password);
    const res = await open(second);
    expect(res.status).toBe(200);
    await t.app.db.update(users).set({ suspended: true }).where(eq(users.id, owner.user.id));
    await t.app.streams.checkSessions();
    expect(await res.text()).toContain('SESSION_EXPIRED');
  });
});
