import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { type Db, configuredTarget, openDatabase } from '../db/client';

/** Runs `main` when the module is the process entry (not when a test imports it), with one clear error line. */
export function runIfEntry(moduleUrl: string, main: () => Promise<void>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

/** Opens the configured database for one operator command and always closes it. */
export async function withConfiguredDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(configuredTarget(loadConfig()), { onConnectionLost: (err) => console.warn(`database connection lost: ${err.message}`) });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
