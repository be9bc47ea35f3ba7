import path from 'node:path';
import { z } from 'zod';

/**
 * The build settings (the same names as the README's configuration table). One reader for every
 * process that builds: the standalone worker (`npm run worker`, loadWorkerConfig) and the server
 * process, whose server/src/main.ts calls loadBuildSettings; the server's config.ts does not parse them.
 */
const BuildEnvSchema = z.object({
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

/** The standalone worker also needs its database: it runs against PostgreSQL only. */
const WorkerEnvSchema = z.object({
  DATABASE_URL: z.string().url({ message: 'required: the standalone worker runs against PostgreSQL' }),
  ...BuildEnvSchema.shape,
});

export interface BuildSettings {
  dataDir: string;
  toolchainDir: string;
  concurrency: number;
  timeoutMs: number;
  /** APP_SECRET: seals signing keys and signs download tokens; null = one kept in DATA_DIR (resolveAppSecret). */
  secret: string | null;
  androidHome: string | null;
  gradlePath: string | null;
  /** A prepared Gradle dependency cache: Gradle builds run offline in the sandbox against it. */
  gradleDepCache: string | null;
  /** Refuse builds without the bubblewrap sandbox (production, unless ALLOW_UNSANDBOXED_BUILDS=true). */
  requireSandbox: boolean;
}

export interface WorkerConfig extends BuildSettings {
  databaseUrl: string;
}

export class WorkerConfigError extends Error {}

/** The build settings of a process that builds next to its own database (the server's). */
export function loadBuildSettings(env: NodeJS.ProcessEnv = process.env): BuildSettings {
  return buildSettings(parse(BuildEnvSchema, env));
}

/** The standalone worker's settings: the build settings and its PostgreSQL URL. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const e = parse(WorkerEnvSchema, env);
  return { databaseUrl: e.DATABASE_URL, ...buildSettings(e) };
}

function parse<T extends z.ZodTypeAny>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new WorkerConfigError(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  return parsed.data;
}

function buildSettings(e: z.infer<typeof BuildEnvSchema>): BuildSettings {
  return {
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
