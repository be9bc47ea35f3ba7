import { describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { projectVersions } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { bearer, signUp } from '../../testing/users';
import { EDIT_RATE_LIMIT } from './projects.service';

const COUNTER = 'A simple counter app with plus and minus buttons and a reset button';
const EXTRA = 'app/src/main/res/values/extra.xml';
const extra = (i: number) => `<?xml version="1.0" encoding="utf-8"?>\n<resources><string name="extra">Save ${i}</string></resources>`;

describe.each(testDatabaseKinds())('project edits on $name', (kind) => {
  const t = useTestApp(kind);
  const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const newProject = async (token: string) => (await call(token, 'POST', '/api/generate/app', { prompt: COUNTER })).json().projectId as string;
  const save = (token: string, id: string, body: object) => call(token, 'PUT', `/api/generate/project/${id}`, body);
  const versionNumbers = async (token: string, id: string) =>
    (await call(token, 'GET', `/api/generate/project/${id}/versions`)).json().versions.map((v: { n: number }) => v.n);

  test('deleting a file leaves it out of the new version', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    expect((await save(token, id, { files: { [EXTRA]: extra(1) } })).statusCode).toBe(200);
    const res = await save(token, id, { deleteFiles: [EXTRA] });
    expect(res.statusCode).toBe(200);
    const detail = (await call(token, 'GET', `/api/generate/project/${id}`)).json();
    expect(detail.files[EXTRA]).toBeUndefined();
    expect(detail.files['app/src/main/AndroidManifest.xml']).toBeDefined();
  });

  test('deleting a file that does not exist answers 400 with a clear message', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    const res = await save(token, id, { deleteFiles: ['app/src/main/res/values/missing.xml'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain('no such file');
    const outside = await save(token, id, { deleteFiles: ['../etc/passwd'] });
    expect(outside.statusCode).toBe(400);
    expect((await save(token, id, {})).statusCode).toBe(400);
    expect(await versionNumbers(token, id)).toEqual([1]);
  });

  test('ten quick saves make one new version holding the last save', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    for (let i = 1; i <= 10; i++) {
      const res = await save(token, id, { files: { [EXTRA]: extra(i) } });
      expect(res.statusCode).toBe(200);
      expect(res.json().version).toBe(2);
    }
    expect(await versionNumbers(token, id)).toEqual([2, 1]);
    expect((await call(token, 'GET', `/api/generate/project/${id}`)).json().files[EXTRA]).toBe(extra(10));
  });

  test('an edit more than five minutes after the latest edit version makes a new version', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    expect((await save(token, id, { files: { [EXTRA]: extra(1) } })).json().version).toBe(2);
    await t.app.db
      .update(projectVersions)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(and(eq(projectVersions.projectId, id), eq(projectVersions.n, 2)));
    expect((await save(token, id, { files: { [EXTRA]: extra(2) } })).json().version).toBe(3);
    expect(await versionNumbers(token, id)).toEqual([3, 2, 1]);
  });

  test('an edit after a restore makes a new version instead of rewriting the restored one', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    await save(token, id, { files: { [EXTRA]: extra(1) } });
    expect((await call(token, 'POST', `/api/generate/project/${id}/versions/1/restore`)).statusCode).toBe(200);
    expect((await save(token, id, { files: { [EXTRA]: extra(2) } })).json().version).toBe(4);
  });

  test('the save past the per-minute limit answers 429 RATE_LIMITED', async () => {
    const { token } = await signUp(t.app);
    const id = await newProject(token);
    for (let i = 1; i <= EDIT_RATE_LIMIT.points; i++) expect((await save(token, id, { files: { [EXTRA]: extra(i) } })).statusCode).toBe(200);
    const refused = await save(token, id, { files: { [EXTRA]: extra(0) } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
