import { describe, expect, test, vi } from 'vitest';
import { useApiSession } from '../testing/api-session';
import { fetchSourceZip, fileNameFrom, listProjects, saveProjectFiles } from './projects';

describe('projects api', () => {
  useApiSession();

  test('fetches the source zip with the Bearer header and keeps the server file name', async () => {
    const fetchMock = vi.fn(
      async () => new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="todo-v3-source.zip"' } }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const file = await fetchSourceZip('p1');

    expect(file.fileName).toBe('todo-v3-source.zip');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/generate/project/p1/source.zip');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer sess.secret');
  });

  test('reads file names with or without quotes, and none from a missing header', () => {
    expect(fileNameFrom('attachment; filename=app.zip')).toBe('app.zip');
    expect(fileNameFrom(null)).toBeNull();
  });

  test('saves only the given files with PUT and asks for a page of projects', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    await saveProjectFiles('p1', { 'app/src/main/res/layout/activity_main.xml': '<x/>' });
    await listProjects(2, 12);

    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]![0]).toBe('/api/generate/project/p1');
    expect(calls[0]![1].method).toBe('PUT');
    expect(JSON.parse(String(calls[0]![1].body))).toEqual({ files: { 'app/src/main/res/layout/activity_main.xml': '<x/>' } });
    expect(calls[1]![0]).toBe('/api/generate/projects?page=2&limit=12');
  });
});
