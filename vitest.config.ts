import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers every workspace. Unit and API tests run in parallel; the e2e project
 * drives Debian chromium against a real server and runs its files one at a time, after the others.
 * At least two workers: Vitest's default (cores − 1) is one on a 2-core CI machine, and about half
 * of a test file's time is spent waiting on a JVM, a database or a child process.
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', include: ['contracts/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'generator', include: ['generator/src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      { test: { name: 'preview', include: ['preview/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: ['server/src/testing/pglite-template.ts'],
        },
      },
      { test: { name: 'worker', include: ['worker/src/**/*.test.ts'], environment: 'node', testTimeout: 300_000, hookTimeout: 300_000 } },
      { test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: ['web/src/testing/setup.ts'] } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
