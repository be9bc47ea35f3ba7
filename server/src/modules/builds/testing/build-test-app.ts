import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { BuildView, Finding, Tier } from '@droidforge/contracts';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../app';
import type { Config } from '../../../config';
import type { Database, Db } from '../../../db/client';
import { builds, projects, users } from '../../../db/schema';
import { testConfig } from '../../../testing/app';
import type { TestDatabaseKind } from '../../../testing/databases';
import { bearer, signUp } from '../../../testing/users';
import type { ToolchainStatus } from '@droidforge/contracts';
import type { BuildBackend } from '../build-backend';
import { findVersion } from '../../projects/projects.queries';

/** What the stand-in worker does with the next builds it finishes. */
export type FakeVerdict = { ok: true } | { ok: false; message: string; findings?: Finding[] };

/**
 * A stand-in worker side whose toolchain a test sets. `finishQueued` plays the worker: it takes
 * every queued build (fixes included), records the files it was given and ends it as `verdict` says.
 * The real worker runs these same rows in the toolchain tests (fix-ai-toolchain, builds.e2e).
 */
export function fakeBuildBackend(): BuildBackend & {
  status: ToolchainStatus;
  verdict: FakeVerdict;
  compiled: Record<string, string>[];
  queued: number;
  finishQueued(db: Db): Promise<void>;
} {
  const fake = {
    status: { ready: true, missing: [], gradle: false } as ToolchainStatus,
    verdict: { ok: true } as FakeVerdict,
    compiled: [] as Record<string, string>[],
    queued: 0,
    toolchainStatus: () => fake.status,
    notifyQueued: () => {
      fake.queued += 1;
    },
    async finishQueued(db: Db) {
      const queued = await db.select().from(builds).where(eq(builds.status, 'queued'));
      for (const build of queued) {
        const version = await findVersion(db, build.projectId, build.versionN);
        fake.compiled.push(((build.fix as { files?: Record<string, string> } | null)?.files ?? version?.files ?? {}) as Record<string, string>);
        const ended = fake.verdict.ok
          ? { status: 'succeeded' as const, apkPath: '/nonexistent/fake.apk', apkSize: 1 }
          : { status: 'failed' as const, error: fake.verdict.message, findings: fake.verdict.findings ?? [] };
        await db.update(builds).set({ ...ended, finishedAt: new Date() }).where(eq(builds.id, build.id));
        await db.update(projects).set({ status: fake.verdict.ok ? 'built' : 'build_failed' }).where(eq(projects.id, build.projectId));
      }
    },
  };
  return fake;
}

/** Asks for a fix, lets the stand-in worker run it, and reads the build (settling the fix) as a client would. */
export async function fixToEnd(app: FastifyInstance, backend: ReturnType<typeof fakeBuildBackend>, token: string, projectId: string) {
  const res = await app.inject({ method: 'POST', url: `/api/build/fix/${projectId}`, headers: bearer(token), payload: {} });
  if (res.statusCode !== 202) return { res, build: null, outcome: null };
  await backend.finishQueued(app.db);
  const build = (await app.inject({ method: 'GET', url: `/api/build/${res.json().buildId}`, headers: bearer(token) })).json() as BuildView;
  return { res, build, outcome: build.fix };
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
