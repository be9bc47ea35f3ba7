import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { composeBuildSystem, loadSettings } from '../../../main';
import { testConfig } from '../../../testing/app';
import { testDatabaseKinds } from '../../../testing/databases';

export const TOOLCHAIN = path.resolve('.toolchain');
/** Locally a machine without the toolchain skips the real-build tests; in CI a missing toolchain fails them. */
export const runWithToolchain = existsSync(path.join(TOOLCHAIN, 'manifest.json')) || Boolean(process.env.CI);

export interface ToolchainApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** What the build system reported at start (tests assert it is ready). */
  toolchain: { ready: boolean; missing: string[] };
  close(): Promise<void>;
}

/** The whole app with the real embedded toolchain on a fresh PGlite database and data folder. */
export async function startToolchainApp(options: { worker: boolean; llm?: Config['llm'] }): Promise<ToolchainApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'df-toolchain-app-'));
  const database = await testDatabaseKinds()[0]!.open();
  // The build settings as the worker reads them from the environment (defaults, this toolchain and secret).
  const { builds } = loadSettings({ NODE_ENV: 'test', TOOLCHAIN_DIR: TOOLCHAIN, APP_SECRET: 'test-secret-of-at-least-32-characters!!' });
  const config = testConfig({
    dataDir,
    ...(options.llm ? { llm: options.llm } : {}),
    builds: { worker: options.worker, warmUp: false, secret: builds.secret },
  });
  const system = await composeBuildSystem({ config, builds }, database);
  const app = await buildApp(config, { database, builds: system });
  return {
    app,
    database,
    dataDir,
    toolchain: system.toolchainStatus(),
    async close() {
      await app.close();
      await system.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
