// npm run build-apk -- --project DIR --out FILE.apk [--log]
// Runs the worker's build pipeline on a project folder and prints a JSON summary.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cliKeystore, createGeneratorChecker, detectToolchain, readProjectFolder, runBuild } from '@droidforge/worker';

const { values } = parseArgs({ options: { project: { type: 'string' }, out: { type: 'string' }, log: { type: 'boolean' } } });
if (!values.project || !values.out) {
  console.error('usage: npm run build-apk -- --project DIR --out FILE.apk [--log]');
  process.exit(2);
}

const toolchain = detectToolchain(path.resolve(import.meta.dirname, '..', '.toolchain'));
const artifactsDir = await mkdtemp(path.join(os.tmpdir(), 'df-cli-artifacts-'));
try {
  const result = await runBuild({
    files: await readProjectFolder(path.resolve(values.project)),
    keystore: toolchain.ready ? await cliKeystore(toolchain.paths.keytool) : { keystore: Buffer.alloc(0), password: '', alias: '' },
    artifactsDir,
    buildId: 'cli',
    toolchain,
    check: createGeneratorChecker(),
  });
  const steps = result.steps.map((s) => ({ name: s.name, ms: s.ms }));
  if (result.ok) {
    await copyFile(result.apk.path, path.resolve(values.out));
    console.log(JSON.stringify({ ok: true, steps, findings: result.findings, apkSize: result.apk.size, sha256: result.apk.sha256, out: path.resolve(values.out) }, null, 2));
  } else {
    console.log(JSON.stringify({ ok: false, steps, findings: result.findings, step: result.step, reason: result.reason, message: result.message, errors: result.errors }, null, 2));
  }
  if (values.log || !result.ok) console.error(result.log);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await rm(artifactsDir, { recursive: true, force: true });
}
