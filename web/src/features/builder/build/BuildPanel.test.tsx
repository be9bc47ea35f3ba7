import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { BuildView } from '../../../api/builds';
import { dismissCookieBanner, jsonResponse, makeUser, mockApi, renderApp, signInAs } from '../../../testing/render-app';
import { makeProjectDetail } from '../../../testing/project-detail';

const project = makeProjectDetail('a counter app', { status: 'generated' });
const SLOW = { timeout: 5000 };

function build(overrides: Partial<BuildView>): BuildView {
  return {
    id: 'b1', projectId: project.id, version: 1, status: 'succeeded', step: null, steps: [{ name: 'aapt', ms: 800, ok: true }], log: '', findings: [], error: null, buildLog: '',
    apkSize: 2_400_000, sha256: 'f00d', queuedAt: '2026-01-01T00:00:00Z', startedAt: null, finishedAt: null, expiresAt: null, appName: project.name, toolchain: 'embedded', kind: 'build', fix: null,
    ...overrides,
  };
}

function events(done: BuildView): Response {
  const text = `event: progress\ndata: ${JSON.stringify({ status: 'running', step: 'kotlinc', steps: [] })}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`;
  return new Response(new Blob([text]).stream(), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function mockBuilder(done: BuildView, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/auth/credits': () => jsonResponse(200, { credits: 5000 }),
    [`POST /api/build/apk/${project.id}`]: () => jsonResponse(202, { buildId: done.id, status: 'queued' }),
    [`/api/build/${done.id}/events`]: () => events(done),
    [`POST /api/build/${done.id}/download-token`]: () => jsonResponse(200, { url: `/api/build/download/${done.id}?token=abc`, expiresAt: '2026-01-01T00:10:00Z' }),
    [`/api/generate/project/${project.id}/versions`]: () => jsonResponse(200, { versions: [] }),
    // Listed before the project itself: handlers match by path prefix, first one wins.
    [`/api/generate/project/${project.id}/builds`]: () => jsonResponse(200, { builds: [] }),
    [`/api/generate/project/${project.id}`]: () => jsonResponse(200, project),
    ...extra,
  });
}

describe('build panel', () => {
  beforeAll(() => Promise.all([import('../BuilderPage'), import('../BuilderWorkspace')]), 30_000);
  beforeEach(() => {
    dismissCookieBanner();
    signInAs(makeUser({ subscription_tier: 'starter', credits: 5000 }));
  });

  test('builds the saved project, then offers Download APK and an install QR code of an absolute download link', async () => {
    const fetchMock = mockBuilder(build({}));
    renderApp(`/builder/${project.id}`);
    fireEvent.click(await screen.findByRole('button', { name: /Build & Download APK/ }, SLOW));

    expect(await screen.findByText('Your APK is ready', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download APK' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code to install the APK on a phone' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/build/b1/download-token');
    const startBody = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === `/api/build/apk/${project.id}`)?.[1]?.body));
    expect(startBody).toEqual({});
  });

  test('once the APK is ready, building again is offered as Rebuild APK instead of a second Build & Download', async () => {
    mockBuilder(build({}));
    renderApp(`/builder/${project.id}`);
    fireEvent.click(await screen.findByRole('button', { name: /Build & Download APK/ }, SLOW));

    expect(await screen.findByText('Your APK is ready', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Rebuild APK/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Build & Download APK/ })).toBeNull();
  });

  test('shows the findings as file:line and the log, and Fix with AI for 25 credits followed by Rebuild', async () => {
    const failed = build({
      status: 'failed',
      error: 'Kotlin compilation failed',
      findings: [{ code: 'KOTLIN_SYNTAX', severity: 'error', file: 'app/src/main/java/MainActivity.kt', line: 42, message: 'Expecting )' }],
      log: 'e: MainActivity.kt:42:17 Expecting )',
    });
    // The fix is queued like a build and followed over its events; the credits are read again after it.
    const fixed = build({ id: 'fx1', kind: 'fix', fix: { ok: true, version: 2, changes: ['Closed the parenthesis on line 42'], creditsUsed: 25 } });
    let credits = 5000;
    mockBuilder(failed, {
      '/api/auth/credits': () => jsonResponse(200, { credits }),
      [`POST /api/build/fix/${project.id}`]: () => {
        credits = 4975;
        return jsonResponse(202, { buildId: fixed.id, status: 'queued' });
      },
      [`/api/build/${fixed.id}/events`]: () => events(fixed),
    });
    renderApp(`/builder/${project.id}`);
    fireEvent.click(await screen.findByRole('button', { name: /Build & Download APK/ }, SLOW));

    const problems = await screen.findByRole('list', { name: 'Problems found' }, SLOW);
    expect(problems.textContent).toBe('app/src/main/java/MainActivity.kt:42 Expecting )');
    expect(screen.getByText('Build log')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Fix with AI.*25 credits/ }));
    expect(await screen.findByText('Closed the parenthesis on line 42', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rebuild' })).toBeTruthy();
    expect(await screen.findByText('4,975 credits')).toBeTruthy();
  });

  test('shows the APK of the current version again after a reload, but not one of an older version', async () => {
    mockBuilder(build({}), {
      [`/api/generate/project/${project.id}/builds`]: () => jsonResponse(200, { builds: [build({ id: 'b2', version: 1 }), build({ id: 'b0', version: 0, status: 'failed' })] }),
    });
    renderApp(`/builder/${project.id}`);
    expect(await screen.findByText('Your APK is ready', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Problems found' })).toBeNull();
  });

  test('explains a refused build and links to the plans', async () => {
    mockBuilder(build({}), {
      [`POST /api/build/apk/${project.id}`]: () => jsonResponse(403, { error: { code: 'PLAN_REQUIRED', message: 'APK builds are part of the Starter plan and above. Upgrade to build your app.' } }),
    });
    renderApp(`/builder/${project.id}`);
    fireEvent.click(await screen.findByRole('button', { name: /Build & Download APK/ }, SLOW));
    const notice = await screen.findByText('APK builds are part of the Starter plan and above. Upgrade to build your app.', {}, SLOW);
    expect(within(notice.closest('[role="status"]') as HTMLElement).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });
});
