import { describe, expect, test } from 'vitest';
import { builds } from '../../db/schema';
import { useTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { seedProject, seedUser, signedIn } from './testing/admin-test-kit';

describe.each(testDatabaseKinds())('admin projects API on $name', (kind) => {
  const t = useTestApp(kind);

  test('lists every project with owner, versions and last build, searchable by owner email; the detail shows files and build logs', async () => {
    const admin = await signedIn(t.app, 'admin');
    const tag = `prj${Date.now().toString(36)}`;
    const owner = await seedUser(t.app.db, { email: `${tag}@example.com` });
    const project = await seedProject(t.app.db, owner.id, { name: 'Support Case' });
    await t.app.db.insert(builds).values([
      { projectId: project.id, versionN: 1, userId: owner.id, status: 'failed', error: 'kotlinc failed', log: 'e: Main.kt:3 unresolved reference', queuedAt: new Date(Date.now() - 60_000), finishedAt: new Date() },
      { projectId: project.id, versionN: 1, userId: owner.id, status: 'queued' },
    ]);
    const list = (await t.app.inject({ method: 'GET', url: `/api/admin/projects?search=${tag.toUpperCase()}`, headers: admin.headers })).json();
    expect(list.pagination.total).toBe(1);
    expect(list.projects[0]).toMatchObject({ id: project.id, name: 'Support Case', versions: 1, owner: { email: `${tag}@example.com` }, lastBuild: { status: 'queued' } });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/projects/${project.id}`, headers: admin.headers })).json();
    expect(Object.keys(detail.files)).toEqual(['app/src/main/AndroidManifest.xml']);
    expect(detail.builds.map((b: { status: string; log: string }) => [b.status, b.log])).toEqual([
      ['queued', ''],
      ['failed', 'e: Main.kt:3 unresolved reference'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/projects/00000000-0000-4000-8000-000000000000', headers: admin.headers })).statusCode).toBe(404);
  });
});
