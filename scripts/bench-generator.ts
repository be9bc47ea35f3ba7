/**
 * Composer and emitter speed over the public and held-out prompt sets: for each prompt, runs composeApp and
 * emitProject RUNS times (after a warm-up) and prints median and p95 in milliseconds, then the totals.
 * Usage: tsx scripts/bench-generator.ts [runs]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { composeApp } from '@droidforge/generator/compose/index';
import { emitProject } from '@droidforge/generator/emit/index';

const RUNS = Math.max(5, Number(process.argv[2] ?? 30) || 30);
/** The public prompts and the held-out sets written for issue 10 (composition from capabilities). */
const PROMPT_FILES = ['public.jsonl', 'heldout.jsonl', 'confirm.jsonl'].map((f) => resolve(import.meta.dirname, '../generator/fixtures/prompts', f));

interface Timing {
  id: string;
  compose: number[];
  emit: number[];
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function time<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const value = fn();
  return [value, performance.now() - start];
}

function measure(id: string, prompt: string): Timing {
  const timing: Timing = { id, compose: [], emit: [] };
  for (let i = 0; i < RUNS + 3; i++) {
    const [{ spec }, composeMs] = time(() => composeApp(prompt));
    const [, emitMs] = time(() => emitProject(spec));
    if (i < 3) continue; // warm-up: JIT and module caches
    timing.compose.push(composeMs);
    timing.emit.push(emitMs);
  }
  return timing;
}

const fmt = (ms: number) => ms.toFixed(2).padStart(7);
const prompts = PROMPT_FILES.flatMap((file) => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as { id: string; prompt: string }));
const timings = prompts.map((p) => measure(p.id, p.prompt));

console.log(`Generator benchmark: ${prompts.length} prompts (public, held-out, confirmation) × ${RUNS} runs (ms)`);
console.log('prompt   compose p50  compose p95    emit p50     emit p95');
for (const t of timings) {
  console.log(`${t.id.padEnd(8)} ${fmt(quantile(t.compose, 0.5))}      ${fmt(quantile(t.compose, 0.95))}      ${fmt(quantile(t.emit, 0.5))}      ${fmt(quantile(t.emit, 0.95))}`);
}
const allCompose = timings.flatMap((t) => t.compose);
const allEmit = timings.flatMap((t) => t.emit);
console.log(`all      ${fmt(quantile(allCompose, 0.5))}      ${fmt(quantile(allCompose, 0.95))}      ${fmt(quantile(allEmit, 0.5))}      ${fmt(quantile(allEmit, 0.95))}`);
console.log(`composer max ${Math.max(...allCompose).toFixed(2)} ms (target: well under 50 ms)`);
