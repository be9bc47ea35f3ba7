import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Tier } from '@droidforge/contracts';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../app';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { testConfig } from '../../../testing/app';
import type { TestDatabaseKind } from '../../../testing/databases';
import { bearer, signUp } from '../../../testing/users';
import type { BuildBackend, CompileCheck, ToolchainStatus } from '../build-backend';

/** A stand-in worker side whose toolchain and compile verdicts a test sets. */
export function fakeBuildBackend(): BuildBackend & { status: ToolchainStatus; compileVerdict: CompileCheck; compiled: Record<string, string>[]; queued: number } {
  const fake = {
    status: { ready: true, missing: [], gradle: false } as ToolchainStatus,
    compileVerdict: { ok: true, log: '' } as CompileCheck,
    compiled: [] as Record<string, string>[],
    queued: 0,
    toolchainStatus: () => fake.status,
    compileCheck: async (files: Record<string, string>) => {
      fake.compiled.push(files);
      return fake.compileVerdict;
    },
    notifyQueued: () => {
      fake.queued += 1;
    },
  };
  return fake;
}

export interface BuildTestApp {
  app: FastifyInstance;
  database: Database;
}

export function useBuildTestApp(kind: TestDatabaseKind, backend: () => BuildBackend, overrides: Partial<Config> = {}): BuildTestApp {
  const holder = {} as BuildTestApp;
  beforeAll(async () => {
    holder.database = await kind.open();
    holder.app = await buildApp(testConfig(overrides), { database: holder.database, builds: backend() });
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.close();
  });
  return holder;
}

export const COUNTER_PROMPT = 'A counter app with plus and minus buttons and a reset button';

/** A verified user on `tier` with one generated project. */
export async function userWithProject(app: FastifyInstance, tier: Tier, prompt = COUNTER_PROMPT) {
  const user = await signUp(app);
  await app.db.update(users).set({ tier }).where(eq(users.id, user.user.id));
  const res = await app.inject({ method: 'POST', url: '/api/generate/app', headers: bearer(user.token), payload: { prompt } });
  if (res.statusCode !== 200) throw new Error(`generate failed: ${res.body}`);
  return { ...user, projectId: res.json().projectId as string };
}
