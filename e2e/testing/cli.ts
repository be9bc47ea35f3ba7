import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { serverEnv } from './server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * Moves an account to a plan with the operators' CLI (`npm run set-plan`), on a stopped server's
 * data folder: the embedded database admits one process at a time, and e2e never imports server code.
 */
export async function setPlan(dataDir: string, email: string, tier: 'free' | 'starter' | 'pro' | 'business'): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/src/cli/set-plan.ts', email, tier], { cwd: ROOT, env: serverEnv(dataDir), timeout: 60_000 });
  return stdout;
}

/** Makes an account an operator with `npm run create-admin`, on a stopped server's data folder. */
export async function createAdmin(dataDir: string, email: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/src/cli/create-admin.ts', email], { cwd: ROOT, env: serverEnv(dataDir), timeout: 60_000 });
  return stdout;
}
