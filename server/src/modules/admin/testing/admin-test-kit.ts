import type { FastifyInstance } from 'fastify';
import type { Tier } from '@droidforge/contracts';
import { makeOperator } from '../../../cli/create-admin';
import type { Db } from '../../../db/client';
import { projects, projectVersions, users } from '../../../db/schema';
import { bearer, signUp, uniqueEmail } from '../../../testing/users';

/** A signed-in account with the given role (made through the same path as `npm run create-admin`). */
export async function signedIn(app: FastifyInstance, role: 'user' | 'admin' | 'superadmin', opts: { name?: string } = {}) {
  const account = await signUp(app, { name: opts.name });
  if (role !== 'user') await makeOperator(app.db, account.email, role);
  return { ...account, id: account.user.id as string, headers: bearer(account.token) };
}

/** A user row written directly (no password check needed): for counts and pagination. */
export async function seedUser(db: Db, opts: { email?: string; name?: string; tier?: Tier; createdAt?: Date; credits?: number; role?: 'user' | 'admin' | 'superadmin' } = {}) {
  const [row] = await db
    .insert(users)
    .values({
      email: opts.email ?? uniqueEmail('seed'),
      name: opts.name ?? 'Seeded User',
      passwordHash: '!seeded',
      tier: opts.tier ?? 'free',
      credits: opts.credits ?? 0,
      role: opts.role ?? 'user',
      createdAt: opts.createdAt,
    })
    .returning();
  return row!;
}

export async function seedProject(db: Db, userId: string, opts: { name?: string; createdAt?: Date; status?: string } = {}) {
  const [project] = await db
    .insert(projects)
    .values({ userId, name: opts.name ?? 'Seeded App', packageName: 'com.example.seeded', prompt: 'a seeded app', status: opts.status ?? 'generated', createdAt: opts.createdAt })
    .returning();
  await db.insert(projectVersions).values({ projectId: project!.id, n: 1, source: 'generate', files: { 'app/src/main/AndroidManifest.xml': '<manifest/>' }, createdAt: opts.createdAt });
  return project!;
}
