import path from 'node:path';
import { z } from 'zod';

/** The standalone worker's settings (`npm run worker`); the same names as the server's README table. */
const EnvSchema = z.object({
  DATABASE_URL: z.string().url({ message: 'required: the standalone worker runs against PostgreSQL' }),
  DATA_DIR: z.string().default('./data'),
  TOOLCHAIN_DIR: z.string().default('./.toolchain'),
  BUILD_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  BUILD_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ANDROID_HOME: z.string().optional(),
  GRADLE_PATH: z.string().optional(),
  GRADLE_DEP_CACHE: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  ALLOW_UNSANDBOXED_BUILDS: z.enum(['true', 'false']).default('false'),
});

export interface WorkerConfig {
  databaseUrl: string;
  dataDir: string;
  toolchainDir: string;
  concurrency: number;
  timeoutMs: number;
  secret: string | null;
  androidHome: string | null;
  gradlePath: string | null;
  gradleDepCache: string | null;
  /** Refuse builds without the bubblewrap sandbox (production, unless ALLOW_UNSANDBOXED_BUILDS=true). */
  requireSandbox: boolean;
}

export class WorkerConfigError extends Error {}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new WorkerConfigError(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    toolchainDir: path.resolve(e.TOOLCHAIN_DIR),
    concurrency: e.BUILD_CONCURRENCY,
    timeoutMs: e.BUILD_TIMEOUT_SECONDS * 1000,
    secret: e.APP_SECRET ?? null,
    androidHome: e.ANDROID_HOME ?? null,
    gradlePath: e.GRADLE_PATH ?? null,
    gradleDepCache: e.GRADLE_DEP_CACHE ? path.resolve(e.GRADLE_DEP_CACHE) : null,
    requireSandbox: e.NODE_ENV === 'production' && e.ALLOW_UNSANDBOXED_BUILDS !== 'true',
  };
}
