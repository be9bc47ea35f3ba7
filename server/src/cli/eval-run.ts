import type { AppSpec, GenerationRefusal, GenerationReport } from '@droidforge/contracts';
import { scoreCase, type PromptCase } from '@droidforge/generator/eval/prompt-set';
import { emitProject } from '@droidforge/generator/emit/index';
import { GenerationRefusedError, type AppModel } from '../modules/ai/index';

/**
 * `npm run eval`: runs a prompt set through an AppModel (the offline composer or a language model),
 * checks each result's AppSpec against the case's expected features, builds a sample into APKs and
 * scores it all, so operators can compare models and we can compare composer versions.
 */

export interface BuildOutcome {
  /** The APK built and its signature verified. */
  ok: boolean;
  message?: string;
}

export type ApkBuilder = (files: Record<string, string>, caseId: string) => Promise<BuildOutcome>;

export interface EvalOptions {
  cases: PromptCase[];
  model: AppModel;
  /** How many generated apps to build into APKs (spread over the set); 0 builds none. */
  build?: { count: number; builder: ApkBuilder };
  /** Progress lines while the run goes (a case done, a build started). */
  log?: (line: string) => void;
}

export type CaseStatus = 'passed' | 'explained' | 'missing' | 'refused' | 'failed';

export interface EvalRow {
  id: string;
  status: CaseStatus;
  appName?: string;
  present: number;
  total: number;
  missing: string[];
  notBuilt: number;
  /** Set for the sampled cases only. */
  build?: 'verified' | 'failed';
  error?: string;
}

export interface EvalResult {
  model: string;
  rows: EvalRow[];
}

interface Outcome {
  spec?: AppSpec;
  report?: GenerationReport;
  refusal?: GenerationRefusal;
  error?: string;
}

export async function runEval(options: EvalOptions): Promise<EvalResult> {
  const rows: EvalRow[] = [];
  const specs = new Map<string, AppSpec>();
  for (const c of options.cases) {
    const outcome = await generate(options.model, c.prompt);
    if (outcome.spec) specs.set(c.id, outcome.spec);
    rows.push(rowFor(c, outcome));
    options.log?.(`${c.id}: ${rows.at(-1)!.status}`);
  }
  const count = options.build?.count ?? 0;
  for (const id of sample([...specs.keys()], count)) {
    options.log?.(`${id}: building an APK`);
    const row = rows.find((r) => r.id === id)!;
    const outcome = await buildCase(options.build!.builder, specs.get(id)!, id);
    row.build = outcome.ok ? 'verified' : 'failed';
    if (!outcome.ok) row.error = outcome.message?.slice(0, 200);
  }
  return { model: options.model.name, rows };
}

async function generate(model: AppModel, prompt: string): Promise<Outcome> {
  try {
    const result = await model.generate({ prompt, history: [] });
    return { spec: result.spec, report: result.report };
  } catch (error) {
    if (error instanceof GenerationRefusedError) return { refusal: error.refusal };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function rowFor(c: PromptCase, outcome: Outcome): EvalRow {
  const score = scoreCase(c, outcome);
  const missing = score.checks.filter((x) => !x.present).map((x) => x.tag);
  const base = { id: c.id, present: score.checks.length - missing.length, total: score.checks.length, missing, notBuilt: outcome.report?.notBuilt.length ?? 0 };
  if (outcome.error) return { ...base, status: 'failed', error: outcome.error.slice(0, 200) };
  const status: CaseStatus = outcome.refusal ? 'refused' : score.passed ? 'passed' : score.explained ? 'explained' : 'missing';
  return { ...base, status, ...(outcome.spec ? { appName: outcome.spec.app.name } : {}) };
}

async function buildCase(builder: ApkBuilder, spec: AppSpec, id: string): Promise<BuildOutcome> {
  try {
    return await builder(emitProject(spec).files, id);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** `count` ids spread evenly over the list, so a sample is not just the first few. */
export function sample<T>(items: readonly T[], count: number): T[] {
  if (count <= 0 || items.length === 0) return [];
  if (count >= items.length) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

const LABELS: Record<CaseStatus, string> = {
  passed: 'all features',
  explained: 'not built, explained',
  missing: 'features missing',
  refused: 'refused at no charge',
  failed: 'failed',
};

/** The score table: one row per prompt, then the totals. */
export function formatTable(result: EvalResult): string {
  const header = ['case', 'result', 'features', 'not built', 'apk', 'app / missing features'];
  const lines = result.rows.map((r) => [
    r.id,
    LABELS[r.status],
    `${r.present}/${r.total}`,
    String(r.notBuilt),
    r.build ?? '-',
    r.status === 'failed' ? (r.error ?? '') : [r.appName ?? '', r.missing.length > 0 ? `missing: ${r.missing.join('; ')}` : ''].filter(Boolean).join(' | '),
  ]);
  const widths = header.map((h, i) => Math.min(40, Math.max(h.length, ...lines.map((l) => l[i]!.length))));
  const fmt = (cells: string[]) => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ');
  const count = (s: CaseStatus) => result.rows.filter((r) => r.status === s).length;
  const complete = result.rows.filter((r) => r.status !== 'failed' && r.present === r.total);
  const refusedAsExpected = complete.filter((r) => r.status === 'refused').length;
  const built = result.rows.filter((r) => r.build);
  return [
    `Model: ${result.model}`,
    fmt(header),
    ...lines.map(fmt),
    '',
    `All expected features: ${complete.length}/${result.rows.length}${refusedAsExpected > 0 ? ` (${refusedAsExpected} of them refused at no charge, as expected)` : ''}` +
      ` · not built, explained: ${count('explained')} · refused at no charge: ${count('refused')}` +
      ` · features missing: ${count('missing')} · failed: ${count('failed')}`,
    `APKs: ${built.filter((r) => r.build === 'verified').length}/${built.length} built and verified`,
  ].join('\n');
}
