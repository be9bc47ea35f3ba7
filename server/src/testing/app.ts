import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../modules/mail/mailer';
import type { TestDatabaseKind } from './databases';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'tmp/test-data', PUBLIC_URL: 'http://localhost:3000' });
  // Generous limits so ordinary tests never trip them; the rate-limit tests set their own.
  const roomy = { loginPerAccountAddress: 10_000, loginPerAddress: 10_000, registerPerIp: 10_000, resendPerIp: 10_000, resendPerAccount: 10_000 };
  return { ...base, webDistDir: null, billing: { ...base.billing, sandboxStateFile: null }, ...overrides, rateLimits: { ...base.rateLimits, ...roomy, ...overrides.rateLimits } };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
}

/** Builds an app on a fresh database of the given kind for the tests of one describe block. */
export function useTestApp(kind: TestDatabaseKind, overrides: Partial<Config> | (() => Partial<Config>) = {}, deps: { mailer?: Mailer; logStream?: DestinationStream } = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    holder.database = await kind.open();
    holder.app = await buildApp(testConfig(typeof overrides === 'function' ? overrides() : overrides), { database: holder.database, mailer: deps.mailer, logStream: deps.logStream });
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.close();
  });
  return holder;
}
