// npx tsx scripts/bench-build.ts [--prompt p02] [--cold N] [--warm N]
// Builds a typical generated app (default: the p02 to-do app from the public prompts, composed and
// emitted offline) cold (a fresh JVM per tool) and warm (shared tool server, after one warm-up
// build), with the same code check production uses. Prints median wall time, per-step medians and
// APK size against the targets (warm ≤ 5 s, cold ≤ 20 s, APK ≤ 200 KB); asserts nothing.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { composeApp } from '@droidforge/generator/compose/index';
import { emitProject } from '@droidforge/generator/emit/index';
import { createGeneratorChecker, createKeystore, createToolHost, detectToolchain, runBuild, STEP_NAMES } from '@droidforge/worker';
import type { BuildResult, StepName, ToolHost } from '@droidforge/worker';

const { values } = parseArgs({
  options: { prompt: { type: 'string', default: 'p02' }, cold: { type: 'string', default: '3' }, warm: { type: 'string', default: '5' } },
});
const root = path.resolve(import.meta.dirname, '..');
const toolchain = detectToolchain(path.join(root, '.toolchain'));
if (!toolchain.ready) {
  console.error(`toolchain missing: ${toolchain.missing.join('; ')} (run npm run setup-toolchain)`);
  process.exit(1);
}

async function readPrompt(id: string): Promise<string> {
  const jsonl = await readFile(path.join(root, 'generator', 'fixtures', 'prompts', 'public.jsonl'), 'utf8');
  const entry = jsonl.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as { id: string; prompt: string }).find((e) => e.id === id);
  if (!entry) throw new Error(`no prompt ${id} in generator/fixtures/prompts/public.jsonl`);
  return entry.prompt;
}

const { spec } = composeApp(await readPrompt(values.prompt));
const { files } = emitProject(spec);
const check = createGeneratorChecker();
const keystore = await createKeystore(toolchain.paths.keytool);
const workRoot = await mkdtemp(path.join(os.tmpdir(), 'df-bench-work-'));
const artifactsDir = await mkdtemp(path.join(os.tmpdir(), 'df-bench-artifacts-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

type BuiltRun = { ms: number; result: Extract<BuildResult, { ok: true }> };
interface Series {
  runs: number;
  medianMs: number;
  steps: Partial<Record<StepName, number>>;
  apkSize: number;
}

async function timedBuild(id: string, tools?: ToolHost): Promise<BuiltRun> {
  const started = performance.now();
  const result = await runBuild({ files, keystore, artifactsDir, buildId: id, toolchain, workRoot, tools, check });
  if (!result.ok) throw new Error(`bench build failed at ${result.step}: ${result.message}\n${result.log}`);
  return { ms: performance.now() - started, result };
}

async function series(label: string, count: number, tools?: ToolHost): Promise<Series> {
  const runs: BuiltRun[] = [];
  for (let i = 0; i < count; i += 1) {
    const run = await timedBuild(`${label}-${i}`, tools);
    console.log(`  ${label} #${i + 1}: ${seconds(run.ms)}`);
    runs.push(run);
  }
  const steps: Partial<Record<StepName, number>> = {};
  for (const name of STEP_NAMES) steps[name] = median(runs.map((r) => r.result.steps.find((s) => s.name === name)?.ms ?? 0));
  return { runs: count, medianMs: Math.round(median(runs.map((r) => r.ms))), steps, apkSize: runs[0]?.result.apk.size ?? 0 };
}

function printStepTable(cold: Series, warm: Series): void {
  console.log('\nstep medians      cold       warm');
  for (const name of STEP_NAMES) {
    console.log(`  ${name.padEnd(10)} ${String(cold.steps[name] ?? 0).padStart(7)} ms ${String(warm.steps[name] ?? 0).padStart(7)} ms`);
  }
}

const tools = createToolHost(toolchain, { workRoot });
try {
  console.log(`app: ${values.prompt} "${spec.app.name}" (${Object.keys(files).length} files); sandbox: ${toolchain.sandbox}; cores: ${os.cpus().length}; load: ${os.loadavg()[0]?.toFixed(1)}`);
  const cold = await series('cold', Number(values.cold));
  console.log('  warm-up build (starts the tool server)');
  await timedBuild('warmup', tools);
  const warm = await series('warm', Number(values.warm), tools);
  const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');
  printStepTable(cold, warm);
  console.log(`\ncold build: median ${seconds(cold.medianMs)} of ${cold.runs} (target ≤ 20 s: ${verdict(cold.medianMs <= 20_000)})`);
  console.log(`warm build: median ${seconds(warm.medianMs)} of ${warm.runs} (target ≤ 5 s: ${verdict(warm.medianMs <= 5_000)})`);
  console.log(`APK size:   ${(cold.apkSize / 1024).toFixed(1)} KB (target ≤ 200 KB: ${verdict(cold.apkSize <= 200 * 1024)})`);
  // A loaded machine (other builds, test runs) inflates every figure; the load says how far to trust them.
  console.log(`load at the end: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`);
  console.log(JSON.stringify({ app: values.prompt, cold, warm, apkSize: cold.apkSize }));
} finally {
  await tools.close();
  await rm(workRoot, { recursive: true, force: true });
  await rm(artifactsDir, { recursive: true, force: true });
}
