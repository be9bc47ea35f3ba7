import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { SAMPLE_ADMOB } from '@droidforge/contracts/testing/admob';
import { builds, projects } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { bearer } from '../../testing/users';
import { fakeBuildBackend, useBuildTestApp, userWithProject } from './testing/build-test-app';

const ARTIFACTS = path.resolve('tmp/test-data/build-api-artifacts');

describe.each(testDatabaseKinds())('builds API on $name', (kind) => {
  const backend = fakeBuildBackend();
  const t = useBuildTestApp(kind, () => backend);
  const build = (token: string, projectId: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/build/apk/${projectId}`, headers: bearer(token), payload });

  /** What the worker does, written straight to the row: these tests are about the API. */
  async function finish(buildId: string, status: 'succeeded' | 'failed', opts: { expiresAt?: Date } = {}) {
    const apkPath = path.join(ARTIFACTS, `${buildId}.apk`);
    if (status === 'succeeded') {
      await mkdir(ARTIFACTS, { recursive: true });
      await writeFile(apkPath, 'PK fake apk bytes');
    }
    await t.app.db
      .update(builds)
      .set(
        status === 'succeeded'
          ? { status, apkPath, apkSize: 17, sha256: 'a'.repeat(64), finishedAt: new Date(), expiresAt: opts.expiresAt ?? new Date(Date.now() + 30 * 86_400_000) }
          : { status, error: 'The compile step failed', finishedAt: new Date() },
      )
      .where(eq(builds.id, buildId));
  }

  test('refuses APK builds on the Free plan with PLAN_REQUIRED', async () => {
    const { token, projectId } = await userWithProject(t.app, 'free');
    const res = await build(token, projectId);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'PLAN_REQUIRED', message: 'APK builds are part of the Starter plan and above. Upgrade to build your app.' });
  });

  test('queues a build of the current version on Starter and sets the project to building', async () => {
    const { token, projectId } = await userWithProject(t.app, 'starter');
    const queuedBefore = backend.queued;
    const res = await build(token, projectId);
    expect(res.statusCode).toBe(202);
    const { buildId, status } = res.json();
    expect(status).toBe('queued');
    expect(backend.queued).toBe(queuedBefore + 1);
    const [project] = await t.app.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project!.status).toBe('building');
    const view = (await t.app.inject({ method: 'GET', url: `/api/build/${buildId}`, headers: bearer(token) })).json();
    expect(view).toMatchObject({ id: buildId, projectId, version: 1, status: 'queued', step: null, steps: [], findings: [], error: null, apkSize: null, sha256: null, appName: project!.name });
    expect(view.buildLog).toBe(view.log);
  });

  test('refuses a second build of a project while one is queued with BUILD_IN_PROGRESS', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    expect((await build(token, projectId)).statusCode).toBe(202);
    const again = await build(token, projectId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('BUILD_IN_PROGRESS');
  });

  test("refuses Starter's 11th build of the month with BUILD_LIMIT_REACHED; failed builds do not count", async () => {
    const { token, projectId } = await userWithProject(t.app, 'starter');
    for (let i = 0; i < 10; i++) {
      const res = await build(token, projectId);
      expect(res.statusCode).toBe(202);
      await finish(res.json().buildId, 'succeeded');
    }
    const failed = await t.app.db.select({ id: builds.id }).from(builds).where(eq(builds.projectId, projectId)).limit(1);
    const eleventh = await build(token, projectId);
    expect(eleventh.statusCode).toBe(402);
    expect(eleventh.json().error.code).toBe('BUILD_LIMIT_REACHED');
    await finish(failed[0]!.id, 'failed');
    expect((await build(token, projectId)).statusCode).toBe(202);
  });

  test('refuses interstitial ads on Starter, naming the Pro plan, and AdMob on Free', async () => {
    const starter = await userWithProject(t.app, 'starter');
    const res = await build(starter.token, starter.projectId, { admobConfig: { appId: SAMPLE_ADMOB.appId, interstitialId: SAMPLE_ADMOB.interstitialId } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PLAN_REQUIRED');
    expect(res.json().error.message).toMatch(/^Interstitial ads are part of the Pro plan/);
  });

  test('answers ADS_SDK_UNAVAILABLE when ads need the Gradle toolchain that is absent, and queues a Gradle build when present', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    const admobConfig = { appId: SAMPLE_ADMOB.appId, bannerId: SAMPLE_ADMOB.bannerId };
    const refused = await build(token, projectId, { admobConfig });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('ADS_SDK_UNAVAILABLE');
    expect(refused.json().error.message).toMatch(/without ads|source zip/);
    backend.status = { ...backend.status, gradle: true };
    try {
      const queued = await build(token, projectId, { admobConfig });
      expect(queued.statusCode).toBe(202);
      const [row] = await t.app.db.select().from(builds).where(eq(builds.id, queued.json().buildId));
      expect(row!.toolchain).toBe('gradle');
      expect(row!.admob).toEqual(admobConfig);
      const other = await userWithProject(t.app, 'pro');
      const noAppId = await build(other.token, other.projectId, { admobConfig: { appId: 'my-app', bannerId: admobConfig.bannerId } });
      expect(noAppId.statusCode).toBe(400);
      expect(noAppId.json().error).toMatchObject({ code: 'ADMOB_APP_ID_INVALID', fields: { appId: expect.stringContaining('ca-app-pub-') } });
    } finally {
      backend.status = { ...backend.status, gradle: false };
    }
  });

  test('answers TOOLCHAIN_MISSING naming what to install when the toolchain is absent', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    backend.status = { ready: false, missing: ['kotlinCompilerJar (run: npm run setup-toolchain)'], gradle: false };
    try {
      const res = await build(token, projectId);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('TOOLCHAIN_MISSING');
      expect(res.json().error.message).toContain('npm run setup-toolchain');
      const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(health).toMatchObject({ status: 'ok', toolchain: 'missing', missing: ['kotlinCompilerJar (run: npm run setup-toolchain)'] });
    } finally {
      backend.status = { ready: true, missing: [], gradle: false };
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ toolchain: 'ready' });
  });

  test("answers 404 for another user's project and build", async () => {
    const owner = await userWithProject(t.app, 'pro');
    const other = await userWithProject(t.app, 'pro');
    const { buildId } = (await build(owner.token, owner.projectId)).json();
    expect((await build(other.token, owner.projectId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/build/${buildId}`, headers: bearer(other.token) })).json().error.code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'POST', url: `/api/build/${buildId}/download-token`, headers: bearer(other.token) })).statusCode).toBe(404);
  });

  test('downloads a built APK with a short-lived token, refusing other builds, other users and expired tokens', async () => {
    const a = await userWithProject(t.app, 'pro');
    const b = await userWithProject(t.app, 'pro');
    const aBuild = (await build(a.token, a.projectId)).json().buildId as string;
    const bBuild = (await build(b.token, b.projectId)).json().buildId as string;
    await finish(aBuild, 'succeeded');
    await finish(bBuild, 'succeeded');
    const link = (await t.app.inject({ method: 'POST', url: `/api/build/${aBuild}/download-token`, headers: bearer(a.token) })).json();
    expect(link.url).toMatch(new RegExp(`^/api/build/download/${aBuild}\\?token=`));
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(link.url).not.toContain(a.token);

    const ok = await t.app.inject({ method: 'GET', url: link.url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(ok.headers['content-disposition']).toMatch(/^attachment; filename=".+-1\.0\.apk"$/);
    expect(ok.body).toBe('PK fake apk bytes');

    const token = new URL(link.url, 'http://x').searchParams.get('token')!;
    const bLink = (await t.app.inject({ method: 'POST', url: `/api/build/${bBuild}/download-token`, headers: bearer(b.token) })).json();
    const bToken = new URL(bLink.url, 'http://x').searchParams.get('token')!;
    const refusals = [
      `/api/build/download/${bBuild}?token=${encodeURIComponent(token)}`, // another build's token
      `/api/build/download/${aBuild}?token=${encodeURIComponent(bToken)}`, // another user's token
      `/api/build/download/${aBuild}`, // no token
      `/api/build/download/${aBuild}?token=${encodeURIComponent(a.token)}`, // the session token
    ];
    for (const url of refusals) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('DOWNLOAD_TOKEN_INVALID');
    }
  });

  test('refuses an expired download token', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    const buildId = (await build(token, projectId)).json().buildId as string;
    await finish(buildId, 'succeeded');
    const realNow = Date.now;
    let url: string;
    Date.now = () => realNow() - 11 * 60 * 1000;
    try {
      url = (await t.app.inject({ method: 'POST', url: `/api/build/${buildId}/download-token`, headers: bearer(token) })).json().url;
    } finally {
      Date.now = realNow;
    }
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('DOWNLOAD_TOKEN_INVALID');
  });

  test('answers 410 ARTIFACT_EXPIRED once the 30-day retention has passed', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    const buildId = (await build(token, projectId)).json().buildId as string;
    await finish(buildId, 'succeeded');
    const { url } = (await t.app.inject({ method: 'POST', url: `/api/build/${buildId}/download-token`, headers: bearer(token) })).json();
    await t.app.db.update(builds).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(builds.id, buildId));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('ARTIFACT_EXPIRED');
    const again = await t.app.inject({ method: 'POST', url: `/api/build/${buildId}/download-token`, headers: bearer(token) });
    expect(again.statusCode).toBe(410);
  });

  test('lists a project’s builds newest first without their logs', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    const first = (await build(token, projectId)).json().buildId;
    await finish(first, 'failed');
    const second = (await build(token, projectId)).json().buildId;
    const list = (await t.app.inject({ method: 'GET', url: `/api/generate/project/${projectId}/builds`, headers: bearer(token) })).json();
    expect(list.builds.map((b: { id: string }) => b.id)).toEqual([second, first]);
    expect(list.builds[1]).toMatchObject({ status: 'failed', error: 'The compile step failed' });
    expect(list.builds[0]).not.toHaveProperty('log');
  });

  test('streams progress events on every change, then one done event with the build', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    const buildId = (await build(token, projectId)).json().buildId as string;
    const streaming = t.app.inject({ method: 'GET', url: `/api/build/${buildId}/events`, headers: bearer(token) });
    await new Promise((r) => setTimeout(r, 400));
    await t.app.db.update(builds).set({ status: 'running', step: 'compile', steps: [{ name: 'check', ms: 5, ok: true }] }).where(eq(builds.id, buildId));
    await new Promise((r) => setTimeout(r, 700));
    await finish(buildId, 'succeeded');
    const res = await streaming;
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body.trim().split('\n\n').map((chunk) => {
      const [event, data] = chunk.split('\n');
      return { event: event!.replace('event: ', ''), data: JSON.parse(data!.replace('data: ', '')) };
    });
    expect(events.map((e) => e.event)).toEqual(['progress', 'progress', 'progress', 'done']);
    expect(events[0]!.data).toEqual({ status: 'queued', step: null, steps: [] });
    expect(events[1]!.data).toEqual({ status: 'running', step: 'compile', steps: [{ name: 'check', ms: 5, ok: true }] });
    expect(events[3]!.data).toMatchObject({ id: buildId, status: 'succeeded', apkSize: 17 });
  });
});
