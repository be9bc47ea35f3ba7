import { describe, expect, test, vi } from 'vitest';
import type { BuildListReply } from '@droidforge/contracts';
import { SAMPLE_ADMOB } from '@droidforge/contracts/testing/admob';
import { useApiSession } from '../testing/api-session';
import { type BuildProgress, type BuildView, absoluteDownloadUrl, createDownloadToken, fixBuild, listBuilds, startBuild, watchBuild } from './builds';

function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function build(overrides: Partial<BuildView> = {}): BuildView {
  return {
    id: 'b1', projectId: 'p1', version: 2, status: 'succeeded', step: null, steps: [], log: '', findings: [], error: null, buildLog: '',
    apkSize: 123_456, sha256: 'ab', queuedAt: '2026-01-01T00:00:00Z', startedAt: null, finishedAt: null, expiresAt: null, appName: 'Todo', toolchain: 'embedded', kind: 'build', fix: null,
    ...overrides,
  };
}

function eventStream(text: string): Response {
  return new Response(new Blob([text]).stream(), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

describe('builds api', () => {
  useApiSession();

  test('mints a download token with the session and makes its url absolute without carrying the session token', async () => {
    const fetchMock = vi.fn(async () => jsonReply(200, { url: '/api/build/download/b1?token=short.lived', expiresAt: '2026-01-01T00:10:00Z' }));
    vi.stubGlobal('fetch', fetchMock);

    const token = await createDownloadToken('b1');
    const url = absoluteDownloadUrl(token, 'https://forge.example.com');

    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/build/b1/download-token');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer sess.secret');
    expect(url).toBe('https://forge.example.com/api/build/download/b1?token=short.lived');
    expect(url).not.toContain('sess.secret');
  });

  test('accepts a token url given relative to the API base', () => {
    expect(absoluteDownloadUrl({ url: '/build/download/b1?token=t', expiresAt: '' }, 'http://127.0.0.1:5000')).toBe('http://127.0.0.1:5000/api/build/download/b1?token=t');
  });

  test('follows the build events, reporting progress, and resolves with the done build', async () => {
    const done = build();
    const stream = `event: progress\ndata: {"status":"running","step":"kotlinc","steps":[{"name":"aapt","ms":900,"ok":true}]}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`;
    const fetchMock = vi.fn(async () => eventStream(stream));
    vi.stubGlobal('fetch', fetchMock);
    const seen: BuildProgress[] = [];

    const result = await watchBuild('b1', (p) => seen.push(p));

    expect(result).toEqual(done);
    expect(seen).toEqual([{ status: 'running', step: 'kotlinc', steps: [{ name: 'aapt', ms: 900, ok: true }] }]);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/build/b1/events');
  });

  test('reads the build once when its event stream breaks off before done', async () => {
    const failed = build({ status: 'failed', error: 'Build failed' });
    const fetchMock = vi.fn(async (url: string) => (url.endsWith('/events') ? eventStream('event: progress\ndata: {"status":"running","step":"aapt","steps":[]}\n\n') : jsonReply(200, failed)));
    vi.stubGlobal('fetch', fetchMock);

    expect(await watchBuild('b1', () => {})).toEqual(failed);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/build/b1/events', '/api/build/b1']);
  });

  test('follows a queued fix to its end and resolves with the version it made, or rejects with FIX_FAILED', async () => {
    const fixed = build({ id: 'f1', kind: 'fix', fix: { ok: true, version: 3, changes: ['Closed a parenthesis'], creditsUsed: 25 } });
    const unfixed = build({ id: 'f2', kind: 'fix', status: 'failed', fix: { ok: false, changes: [], message: 'The repaired code still does not build. Nothing was charged.' } });
    const byId: Record<string, BuildView> = { f1: fixed, f2: unfixed };
    let next = 'f1';
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/api/build/fix/')) return jsonReply(202, { buildId: next, status: 'queued' });
      const id = url.split('/')[3]!;
      return eventStream(`event: progress\ndata: {"status":"running","step":"compile","steps":[]}\n\nevent: done\ndata: ${JSON.stringify(byId[id])}\n\n`);
    });
    vi.stubGlobal('fetch', fetchMock);
    const seen: string[] = [];

    expect(await fixBuild('p1', undefined, (p) => seen.push(p.status))).toEqual({ buildId: 'f1', version: 3, changes: ['Closed a parenthesis'], creditsUsed: 25 });
    expect(seen).toEqual(['running']);
    next = 'f2';
    await expect(fixBuild('p1')).rejects.toMatchObject({ code: 'FIX_FAILED', message: 'The repaired code still does not build. Nothing was charged.' });
  });

  test('lists a project\'s builds from the builds reply, newest first as the server answers them', async () => {
    const { log: _log, buildLog: _buildLog, ...summary } = build({ id: 'b2' });
    const reply: BuildListReply = { builds: [summary, { ...summary, id: 'b1', status: 'failed' }] };
    const fetchMock = vi.fn(async () => jsonReply(200, reply));
    vi.stubGlobal('fetch', fetchMock);

    expect((await listBuilds('p1')).map((b) => [b.id, b.status])).toEqual([['b2', 'succeeded'], ['b1', 'failed']]);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/generate/project/p1/builds');
  });

  test('starts a build with the AdMob ids and asks for a fix naming the failed build', async () => {
    const fetchMock = vi.fn(async (url: string) => (url.includes('/apk/') ? jsonReply(202, { buildId: 'b9', status: 'queued' }) : jsonReply(422, { error: { code: 'FIX_FAILED', message: 'Could not repair' } })));
    vi.stubGlobal('fetch', fetchMock);

    expect(await startBuild('p1', { bannerId: SAMPLE_ADMOB.bannerId })).toEqual({ buildId: 'b9', status: 'queued' });
    await expect(fixBuild('p1', 'b9')).rejects.toMatchObject({ code: 'FIX_FAILED', message: 'Could not repair' });
    const bodies = fetchMock.mock.calls.map((c) => JSON.parse(String((c as unknown as [string, RequestInit])[1].body)));
    expect(bodies).toEqual([{ admobConfig: { bannerId: SAMPLE_ADMOB.bannerId } }, { buildId: 'b9' }]);
  });
});
