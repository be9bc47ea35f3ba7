// npm run eval -- --prompts FILE [--provider offline|openai|anthropic|openai-compatible] [--build N]
// Runs a prompt set through the configured generator, checks each AppSpec against the expected
// features, builds N of the apps into verified APKs and prints a score table. The model, base URL,
// key and timeout come from the usual LLM_* settings; --provider overrides LLM_PROVIDER.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { initNodeChecks } from '@droidforge/generator/check/node';
import { parsePromptSet } from '@droidforge/generator/eval/prompt-set';
import { cliKeystore, createGeneratorChecker, detectToolchain, runBuild } from '@droidforge/worker';
import { formatTable, runEval, type ApkBuilder } from '../server/src/cli/eval-run';
import { loadConfig } from '../server/src/config';
import { createAppModel } from '../server/src/modules/ai/index';

const USAGE = 'usage: npm run eval -- --prompts FILE [--provider offline|openai|anthropic|openai-compatible] [--build N]';
const { values } = parseArgs({ options: { prompts: { type: 'string' }, provider: { type: 'string' }, build: { type: 'string', default: '0' } } });
const buildCount = Number(values.build);
if (!values.prompts || !Number.isInteger(buildCount) || buildCount < 0) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig({ ...process.env, ...(values.provider ? { LLM_PROVIDER: values.provider } : {}) });
const log = { info: () => {}, warn: (obj: object, msg?: string) => console.error(msg ?? '', JSON.stringify(obj)) };
const model = createAppModel(config.llm, log);
await initNodeChecks();

/** The worker's pipeline, as scripts/build-apk.ts runs it: check, compile, package, sign, verify. */
const builder: ApkBuilder = async (files, caseId) => {
  const toolchain = detectToolchain(path.resolve(import.meta.dirname, '..', '.toolchain'));
  if (!toolchain.ready) return { ok: false, message: 'The Android toolchain is not installed (npm run setup-toolchain).' };
  const artifactsDir = await mkdtemp(path.join(os.tmpdir(), 'df-eval-'));
  try {
    const result = await runBuild({ files, keystore: await cliKeystore(toolchain.paths.keytool), artifactsDir, buildId: `eval-${caseId}`, toolchain, check: createGeneratorChecker() });
    return result.ok ? { ok: true } : { ok: false, message: `${result.step}: ${result.message}` };
  } finally {
    await rm(artifactsDir, { recursive: true, force: true });
  }
};

const cases = parsePromptSet(readFileSync(path.resolve(values.prompts), 'utf8'));
const result = await runEval({ cases, model, build: { count: buildCount, builder }, log: (line) => console.error(line) });
console.log(formatTable(result));
