import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { OpenedQueueDatabase } from '../open-queue-database';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/drizzle');

/**
 * An in-memory PGlite with the server's migrations applied, read as SQL files (the worker shares
 * tables with the server, not code: ADR 0003).
 */
export async function openMigratedPglite(): Promise<OpenedQueueDatabase> {
  const client = await PGlite.create();
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  for (const { tag } of journal.entries) {
    const sql = readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) if (statement.trim()) await client.exec(statement);
  }
  return {
    execute: async (text, values) => ({ rows: (await client.query<Record<string, unknown>>(text, values)).rows }),
    close: () => client.close(),
  };
}

/** A user, a project at `building` and a queued build of its version 1. */
export async function seedQueuedBuild(db: OpenedQueueDatabase, opts: { files?: Record<string, string>; toolchain?: 'embedded' | 'gradle' } = {}) {
  const user = (await db.execute(`INSERT INTO users (name, email, password_hash, tier) VALUES ('T', gen_random_uuid()::text || '@example.com', 'x', 'pro') RETURNING id`)).rows[0]!.id as string;
  const project = (
    await db.execute(`INSERT INTO projects (user_id, name, package_name, status, prompt, current_version) VALUES ($1, 'Demo', 'com.example.demo', 'building', 'p', 1) RETURNING id`, [user])
  ).rows[0]!.id as string;
  await db.execute(`INSERT INTO project_versions (project_id, n, source, files) VALUES ($1, 1, 'generate', $2::jsonb)`, [project, JSON.stringify(opts.files ?? { 'app/src/main/AndroidManifest.xml': '<manifest/>' })]);
  const build = (await db.execute(`INSERT INTO builds (project_id, version_n, user_id, toolchain) VALUES ($1, 1, $2, $3) RETURNING id`, [project, user, opts.toolchain ?? 'embedded'])).rows[0]!.id as string;
  return { user, project, build };
}

export async function buildRow(db: OpenedQueueDatabase, id: string) {
  return (await db.execute('SELECT b.*, p.status AS project_status FROM builds b JOIN projects p ON p.id = b.project_id WHERE b.id = $1', [id])).rows[0]!;
}
