import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { creditLedger } from '../../db/schema';
import { bearer } from '../../testing/users';
import { userWithProject } from './testing/build-test-app';
import { TOOLCHAIN, type ToolchainApp, runWithToolchain, startToolchainApp } from './testing/toolchain-app';

describe.runIf(runWithToolchain)('real APK builds through the API (embedded toolchain)', () => {
  let t: ToolchainApp;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    t = await startToolchainApp({ worker: true });
    expect(t.toolchain).toMatchObject({ ready: true });
    ({ app, dataDir } = t);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  async function buildAndWait(token: string, projectId: string) {
    const res = await app.inject({ method: 'POST', url: `/api/build/apk/${projectId}`, headers: bearer(token), payload: {} });
    expect(res.statusCode, res.body).toBe(202);
    return waitFor(token, res.json().buildId);
  }

  /** Reads the build until it ends (a read also settles a finished fix). */
  async function waitFor(token: string, buildId: string) {
    const until = Date.now() + 240_000;
    for (;;) {
      const view = (await app.inject({ method: 'GET', url: `/api/build/${buildId}`, headers: bearer(token) })).json();
      if (['succeeded', 'failed', 'cancelled'].includes(view.status)) return view;
      if (Date.now() > until) throw new Error(`build ${buildId} still ${view.status} at ${view.step}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  function toolPaths() {
    return JSON.parse(readFileSync(path.join(TOOLCHAIN, 'manifest.json'), 'utf8')).paths as { java: string; aapt: string; apksignerJar: string };
  }

  test('generates, builds, downloads with a token, and the APK verifies with apksigner and aapt', { timeout: 300_000 }, async () => {
    const { token, projectId } = await userWithProject(app, 'pro');
    const build = await buildAndWait(token, projectId);
    expect(build.status, build.log).toBe('succeeded');
    expect(build.steps.map((s: { name: string }) => s.name)).toContain('sign');
    expect(build.sha256).toMatch(/^[0-9a-f]{64}$/);
    const detail = (await app.inject({ method: 'GET', url: `/api/generate/project/${projectId}`, headers: bearer(token) })).json();
    expect(detail.status).toBe('built');

    const { url } = (await app.inject({ method: 'POST', url: `/api/build/${build.id}/download-token`, headers: bearer(token) })).json();
    const download = await app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    const apk = path.join(dataDir, 'downloaded.apk');
    await writeFile(apk, download.rawPayload);
    expect(download.rawPayload.length).toBe(build.apkSize);

    const tools = toolPaths();
    const verified = execFileSync(tools.java, ['-jar', tools.apksignerJar, 'verify', '--verbose', apk], { encoding: 'utf8' });
    expect(verified).toMatch(/Verified using v2 scheme \(APK Signature Scheme v2\): true/);
    const badging = execFileSync(tools.aapt, ['dump', 'badging', apk], { encoding: 'utf8' });
    expect(badging).toContain(`package: name='${detail.package_name}'`);
    expect(badging).toMatch(/launchable-activity: name='[\w.]+MainActivity'/);
  });

  test('a project broken by hand fails with findings; Fix with AI repairs it through the build queue, charges once, and its APK is built', { timeout: 300_000 }, async () => {
    const { token, projectId, user } = await userWithProject(app, 'pro');
    const detail = (await app.inject({ method: 'GET', url: `/api/generate/project/${projectId}`, headers: bearer(token) })).json();
    const [activityPath, source] = Object.entries(detail.files as Record<string, string>).find(([p]) => p.endsWith('/MainActivity.kt'))!;
    const ids = [...source.matchAll(/R\.id\.(\w{6,})/g)].map((m) => m[1]!).sort((a, b) => b.length - a.length);
    const id = ids[0]!;
    const typo = id.slice(0, -2) + id.slice(-1); // one letter dropped: a near miss the fix rule can map back
    const broken = source.replace(`R.id.${id}`, `R.id.${typo}`);
    const saved = await app.inject({ method: 'PUT', url: `/api/generate/project/${projectId}`, headers: bearer(token), payload: { files: { [activityPath]: broken } } });
    expect(saved.statusCode).toBe(200);

    const failed = await buildAndWait(token, projectId);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBeTruthy();
    expect(failed.findings).toContainEqual(expect.objectContaining({ severity: 'error', file: activityPath, line: expect.any(Number) }));

    const fix = await app.inject({ method: 'POST', url: `/api/build/fix/${projectId}`, headers: bearer(token), payload: { buildId: failed.id } });
    expect(fix.statusCode, fix.body).toBe(202);
    const fixBuild = await waitFor(token, fix.json().buildId);
    expect(fixBuild.status, fixBuild.log).toBe('succeeded');
    expect(fixBuild).toMatchObject({ kind: 'fix', version: 3, fix: { ok: true, creditsUsed: 25, version: 3 } });
    expect(fixBuild.steps.map((s: { name: string }) => s.name)).toContain('sign');
    expect(fixBuild.fix.changes.join('\n')).toContain(`R.id.${typo} -> R.id.${id}`);
    const fixed = (await app.inject({ method: 'GET', url: `/api/generate/project/${projectId}`, headers: bearer(token) })).json();
    expect(fixed).toMatchObject({ current_version: 3, status: 'built' });
    expect(fixed.files[activityPath]).toContain(`R.id.${id}`);

    const again = await app.inject({ method: 'POST', url: `/api/build/fix/${projectId}`, headers: bearer(token), payload: {} });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('FIX_FAILED');
    const charges = await app.db.select().from(creditLedger).where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, 'fix')));
    expect(charges.map((c) => c.delta)).toEqual([-25]);
  });
});
