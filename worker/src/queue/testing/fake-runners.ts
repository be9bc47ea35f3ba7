import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildResult } from '../../pipeline/types';
import type { KeystoreRef } from '../../signing/keystore';
import type { BuildRunner } from '../../runners/runner';

export const FAKE_KEY: KeystoreRef = { keystore: Buffer.from('not a real keystore'), password: 'pw', alias: 'droidforge' };

/** Walks the steps like the pipeline and stores a small fake APK. */
export function succeedingRunner(artifactsDir: string, stepMs = 5): BuildRunner {
  return async (request) => {
    for (const step of ['check', 'compile', 'store'] as const) {
      request.onStep?.({ type: 'step_started', step });
      request.onStep?.({ type: 'log', step, line: `${step} running` });
      await new Promise((r) => setTimeout(r, stepMs));
      request.onStep?.({ type: 'step_finished', step, ms: stepMs, ok: true });
    }
    const bytes = Buffer.from(`fake apk ${request.buildId}`);
    await mkdir(artifactsDir, { recursive: true });
    const file = path.join(artifactsDir, `${request.buildId}.apk`);
    await writeFile(file, bytes);
    return {
      ok: true, apk: { path: file, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), packageName: request.packageName ?? '' },
      steps: [{ name: 'check', ms: stepMs, ok: true }, { name: 'compile', ms: stepMs, ok: true }, { name: 'store', ms: stepMs, ok: true }], findings: [], log: 'ok',
    };
  };
}

/** Fails at compile with one kotlinc error pointing into the project. */
export const failingRunner: BuildRunner = async () => ({
  ok: false, step: 'compile', reason: 'TOOL_FAILED', message: 'kotlinc failed',
  errors: [{ file: 'app/src/main/java/com/example/demo/MainActivity.kt', line: 7, column: 3, message: 'unresolved reference: countLabel' }],
  steps: [{ name: 'check', ms: 1, ok: true }, { name: 'compile', ms: 2, ok: false }], findings: [], log: 'kotlinc: error',
});

/** Never finishes unless aborted: a hung tool. Ignores the abort when `deaf` (a tool that will not die). */
export function hangingRunner(opts: { deaf?: boolean; started?: () => void } = {}): BuildRunner {
  return (request) =>
    new Promise<BuildResult>((resolve) => {
      request.onStep?.({ type: 'step_started', step: 'compile' });
      opts.started?.();
      if (opts.deaf) return;
      request.signal?.addEventListener('abort', () =>
        resolve({ ok: false, step: 'compile', reason: 'CANCELLED', message: 'build cancelled', errors: [], steps: [], findings: [], log: 'cancelled' }),
      );
    });
}
