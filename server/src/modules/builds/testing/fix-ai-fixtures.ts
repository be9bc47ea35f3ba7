import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../app';
import type { Database } from '../../../db/client';
import { creditLedger } from '../../../db/schema';
import { testConfig } from '../../../testing/app';
import { bearer } from '../../../testing/users';
import { answerText, fakeLlmConfig, validSpec } from '../../ai/testing/answers';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../ai/testing/fake-openai-server';
import { COUNTER_PROMPT, fakeBuildBackend, userWithProject } from './build-test-app';

/** Tests only: helpers for Fix with AI through a (fake) language model. */

export interface FixAiApp {
  backend: ReturnType<typeof fakeBuildBackend>;
  fake: FakeOpenAiServer;
  app: FastifyInstance;
}

/**
 * An app whose model is a fake OpenAI server and whose builds a fake backend compiles, on the
 * database `open` gives; started before the describe's tests and closed after them. With
 * `provider: 'offline'` the model and URL are still configured, but must never be called.
 */
export function setUpFixAiApp(open: () => Promise<Database>, provider?: 'offline'): FixAiApp {
  const t = { backend: fakeBuildBackend() } as FixAiApp;
  let database: Database | undefined;
  beforeAll(async () => {
    t.fake = await startFakeOpenAiServer();
    database = await open();
    const llm = fakeLlmConfig(t.fake.url);
    t.app = await buildApp(testConfig({ llm: provider ? { ...llm, provider } : llm }), { database, builds: t.backend });
  });
  afterAll(async () => {
    await t.app?.close();
    await database?.close();
    await t.fake?.close();
  });
  return t;
}

/** A generated counter app when generation also goes through the fake model: it answers the spec first. */
export async function projectFromModel(app: FastifyInstance, fake: FakeOpenAiServer) {
  fake.enqueue({ content: answerText(validSpec(COUNTER_PROMPT), 'A counter.') });
  const project = await userWithProject(app, 'pro', COUNTER_PROMPT);
  fake.requests.length = 0;
  return project;
}

/**
 * Saves MainActivity reading a string resource that does not exist: the checks report it, and no
 * offline rule repairs it (only a person or a model can tell what was meant).
 */
export async function breakWithMissingString(app: FastifyInstance, token: string, projectId: string) {
  const detail = (await app.inject({ method: 'GET', url: `/api/generate/project/${projectId}`, headers: bearer(token) })).json();
  const [file, original] = Object.entries(detail.files as Record<string, string>).find(([p]) => p.endsWith('/MainActivity.kt'))!;
  const broken = original.replace('super.onCreate(savedInstanceState)', 'super.onCreate(savedInstanceState)\n        val greeting = getString(R.string.not_there_at_all)');
  if (broken === original) throw new Error('MainActivity has no onCreate to break');
  const saved = await app.inject({ method: 'PUT', url: `/api/generate/project/${projectId}`, headers: bearer(token), payload: { files: { [file]: broken } } });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  return { file, original, broken };
}

/** The model's answer replacing `file` with `content`. */
export function repairAnswer(files: Record<string, string>, summary = 'Removed the read of a string that does not exist.'): string {
  return JSON.stringify({ files: Object.entries(files).map(([path, content]) => ({ path, content })), summary });
}

export async function fixCharges(app: FastifyInstance, userId: string): Promise<number> {
  return (await app.db.select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'fix')))).length;
}

export async function projectFiles(app: FastifyInstance, token: string, projectId: string): Promise<{ version: number; files: Record<string, string> }> {
  const detail = (await app.inject({ method: 'GET', url: `/api/generate/project/${projectId}`, headers: bearer(token) })).json();
  return { version: detail.current_version, files: detail.files };
}
