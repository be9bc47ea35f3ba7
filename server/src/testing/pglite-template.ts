import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

const TMP = path.resolve(import.meta.dirname, '../../../tmp');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder (tar), made once per run. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup of the server project. PGlite's initdb costs a second or more per fresh
 * database and the data-layer tests open about sixty; loading a dumped migrated database costs a
 * fraction of that. Each open() still runs the migrator (a no-op on the template).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  fs.mkdirSync(TMP, { recursive: true });
  const file = path.join(TMP, `pglite-template-${process.pid}.tar`);
  const database = await openDatabase({ kind: 'pglite', dir: null });
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) return () => undefined;
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
