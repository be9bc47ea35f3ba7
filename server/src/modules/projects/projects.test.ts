import { describe, expect, test } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import { PROJECT_MAX_FILE_BYTES, PROJECT_MAX_TOTAL_BYTES } from '@droidforge/generator/check/project-rules';
import { chatMessages, users } from '../../db/schema';
import { PROMPT_MAX } from '@droidforge/contracts';
import { testDatabaseKinds } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { bearer, signUp } from '../../testing/users';

const COUNTER = 'A simple counter app with plus and minus buttons and a reset button';

describe.each(testDatabaseKinds())('projects on $name', (kind) => {
  const t = useTestApp(kind);
  const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const newProject = async (token: string, prompt = COUNTER) => (await call(token, 'POST', '/api/generate/app', { prompt })).json().projectId as string;

  test('lists projects newest first with pagination', async () => {
    const { token, user } = await signUp(t.app);
    await t.app.db.update(users).set({ credits: 5000, tier: 'starter' }).where(eq(users.id, user.id));
    const ids = [];
    for (const p of ['A counter app', 'A todo list app', 'A notes app']) ids.push(await newProject(token, p));
    const page1 = (await call(token, 'GET', '/api/generate/projects?page=1&limit=2')).json();
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(page1.projects.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    expect(Object.keys(page1.projects[0]).sort()).toEqual(['created_at', 'id', 'name', 'package_name', 'status']);
    expect(page1.projects[0].status).toBe('generated');
    const page2 = (await call(token, 'GET', '/api/generate/projects?page=2&limit=2')).json();
    expect(page2.projects.map((p: { id: string }) => p.id)).toEqual([ids[0]]);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const pastTheEnd = (await call(token, 'GET', '/api/generate/projects?page=5&limit=2')).json();
    expect(pastTheEnd).toEqual({ projects: [], pagination: { page: 5, limit: 2, total: 3, totalPages: 2 } });
    const stranger = await signUp(t.app);
    expect((await call(stranger.token, 'GET', '/api/generate/projects')).json()).toEqual({ projects: [], pagination: { page: 1, limit: 24, total: 0, totalPages: 1 } });
  });

  test('a stored chat turn longer than a request may send back still opens the project, word for word', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    const long = `Not done: "${'a very long wish '.repeat(600)}" (not available in generated apps)`;
    expect(long.length).toBeGreaterThan(PROMPT_MAX * 2);
    await t.app.db.insert(chatMessages).values({ projectId: id, role: 'assistant', content: long, versionN: 1 });
    const res = await call(token, 'GET', `/api/generate/project/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().chat_history.at(-1).content).toBe(long);
  });

  test('shows a project with its app data, files, spec and chat history', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    const detail = (await call(token, 'GET', `/api/generate/project/${id}`)).json();
    expect(detail).toMatchObject({ id, status: 'generated', prompt: COUNTER, current_version: 1 });
    expect(detail.app_data.layouts['activity_main.xml']).toBeDefined();
    expect(detail.files['app/src/main/AndroidManifest.xml']).toContain('MainActivity');
    expect(detail.spec.app.name).toBe(detail.name);
    expect(detail.chat_history[0]).toEqual({ role: 'user', content: COUNTER });
  });

  test("hides another user's project behind 404 on every route", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const id = await newProject(owner.token);
    const attempts = [
      call(other.token, 'GET', `/api/generate/project/${id}`),
      call(other.token, 'PUT', `/api/generate/project/${id}`, { files: { 'app/src/main/res/values/strings.xml': '<resources/>' } }),
      call(other.token, 'GET', `/api/generate/project/${id}/versions`),
      call(other.token, 'POST', `/api/generate/project/${id}/versions/1/restore`),
      call(other.token, 'GET', `/api/generate/project/${id}/source.zip`),
      call(other.token, 'DELETE', `/api/generate/project/${id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await call(owner.token, 'GET', `/api/generate/project/${id}`)).statusCode).toBe(200);
  });

  test('saving edited files stores a new static version with check findings and no credit charge', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    const before = (await call(token, 'GET', `/api/generate/project/${id}`)).json();
    const stringsPath = 'app/src/main/res/values/strings.xml';
    const edited = before.files[stringsPath].replace(/<string name="app_name">[^<]*<\/string>/, '<string name="app_name">Tally Ho</string>');
    const saved = await call(token, 'PUT', `/api/generate/project/${id}`, { files: { [stringsPath]: edited } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);
    expect(saved.json().findings.filter((f: { severity: string }) => f.severity === 'error')).toEqual([]);
    const after = (await call(token, 'GET', `/api/generate/project/${id}`)).json();
    expect(after.files[stringsPath]).toContain('Tally Ho');
    expect(after.name).toBe('Tally Ho');
    expect(after.spec).toBeNull();
    expect((await call(token, 'GET', '/api/auth/credits')).json().credits).toBe(400);

    const broken = await call(token, 'PUT', `/api/generate/project/${id}`, { files: { 'app/src/main/res/layout/activity_main.xml': '<LinearLayout>' } });
    expect(broken.json().findings.some((f: { severity: string }) => f.severity === 'error')).toBe(true);
  });

  test('refuses file paths outside the project', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    for (const bad of ['../etc/passwd', '/etc/passwd', 'app/src/main/../../x', 'app/src/main/res/./x.xml', 'node_modules/x.js']) {
      const res = await call(token, 'PUT', `/api/generate/project/${id}`, { files: { [bad]: 'x' } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  test('refuses edits that would grow a version past the shared project limits', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    const big = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`app/src/main/res/values/big_${i}.xml`, 'a'.repeat(PROJECT_MAX_FILE_BYTES)]));
    const tooLargeFile = await call(token, 'PUT', `/api/generate/project/${id}`, { files: { 'app/src/main/res/values/x.xml': 'a'.repeat(PROJECT_MAX_FILE_BYTES + 1) } });
    expect(tooLargeFile.statusCode).toBe(400);
    const perPut = Math.floor(PROJECT_MAX_TOTAL_BYTES / PROJECT_MAX_FILE_BYTES) - 1;
    expect((await call(token, 'PUT', `/api/generate/project/${id}`, { files: big(perPut) })).statusCode).toBe(200);
    const more = Object.fromEntries(Object.entries(big(perPut + 2)).slice(perPut));
    const grown = await call(token, 'PUT', `/api/generate/project/${id}`, { files: more });
    expect(grown.statusCode).toBe(400);
    expect(grown.json().error.code).toBe('VALIDATION_FAILED');
  });

  test('lists versions and restores an old one as a new interactive version', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    await call(token, 'PUT', `/api/generate/project/${id}`, { files: { 'app/src/main/res/values/strings.xml': '<?xml version="1.0" encoding="utf-8"?>\n<resources><string name="app_name">Edited</string></resources>' } });
    const versions = (await call(token, 'GET', `/api/generate/project/${id}/versions`)).json().versions;
    expect(versions.map((v: { n: number; source: string; current: boolean; interactive: boolean }) => [v.n, v.source, v.current, v.interactive])).toEqual([
      [2, 'edit', true, false],
      [1, 'generate', false, true],
    ]);
    const restored = await call(token, 'POST', `/api/generate/project/${id}/versions/1/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ current_version: 3 });
    expect(restored.json().spec).not.toBeNull();
    expect((await call(token, 'POST', `/api/generate/project/${id}/versions/9/restore`)).statusCode).toBe(404);
  });

  test('downloads the full source as a zip with the manifest, MainActivity and layouts', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    const res = await call(token, 'GET', `/api/generate/project/${id}/source.zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+-v1-source\.zip"/);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(entries);
    expect(names.some((n) => n.endsWith('/app/src/main/AndroidManifest.xml'))).toBe(true);
    expect(names.some((n) => n.endsWith('/MainActivity.kt'))).toBe(true);
    expect(names.some((n) => n.endsWith('/app/src/main/res/layout/activity_main.xml'))).toBe(true);
    expect(names.some((n) => n.endsWith('/build.gradle'))).toBe(true);
    const manifest = names.find((n) => n.endsWith('AndroidManifest.xml'))!;
    expect(strFromU8(entries[manifest]!)).toContain('<manifest');
  });

  test('deletes a project so it no longer lists or opens', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    expect((await call(token, 'DELETE', `/api/generate/project/${id}`)).statusCode).toBe(204);
    expect((await call(token, 'GET', `/api/generate/project/${id}`)).statusCode).toBe(404);
    expect((await call(token, 'GET', '/api/generate/projects')).json().projects).toEqual([]);
  });

  test('answers a malformed project id with a validation error', async () => {
    const { token } = await signUp(t.app);
    const res = await call(token, 'GET', '/api/generate/project/not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});
