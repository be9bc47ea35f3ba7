import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { QueueDatabase } from './queue-database';

/** How long an APK is kept after its build (docs/internals.md, "Life of a build"); download answers 410 after that. */
export const RETENTION_DAYS = 30;

/**
 * Deletes the APK files of builds past their expiry and marks the builds (apk_path cleared,
 * deleted_at set), so downloads answer 410. Only files inside `artifactsDir` are ever removed.
 */
export async function deleteExpiredArtifacts(db: QueueDatabase, artifactsDir: string, limit = 100): Promise<number> {
  const { rows } = await db.execute(
    `SELECT id, apk_path FROM builds WHERE expires_at < now() AND deleted_at IS NULL AND apk_path IS NOT NULL ORDER BY expires_at LIMIT $1`,
    [limit],
  );
  const root = path.resolve(artifactsDir);
  for (const row of rows) {
    const file = path.resolve(String(row.apk_path));
    if (file.startsWith(`${root}${path.sep}`)) await rm(file, { force: true });
    await db.execute('UPDATE builds SET deleted_at = now(), apk_path = NULL WHERE id = $1', [row.id]);
  }
  return rows.length;
}
