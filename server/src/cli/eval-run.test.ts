import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { composeApp } from '@droidforge/generator/compose/index';
import { parsePromptSet } from '@droidforge/generator/eval/prompt-set';
import { createAppModel } from '../modules/ai/index';
import { formatTable, runEval, sample, type ApkBuilder } from './eval-run';

const cases = parsePromptSet(readFileSync(resolve(import.meta.dirname, 'testing/tiny-prompts.jsonl'), 'utf8'));
const offlineConfig = { provider: 'offline' as const, model: null, baseUrl: null, apiKey: null, timeoutMs: 5_000 };

/** The offline model, with a composer that refuses the gibberish prompt the way the composer's refusal does. */
function offlineModel() {
  return createAppModel(offlineConfig, undefined, {
    offline: {
      compose: (prompt) => (/^z+ q+$/.test(prompt)
        ? { refusal: { reason: 'not_understood', message: 'I could not tell what app you want.', suggestions: ['A tip calculator', 'A todo list'] } }
        : composeApp(prompt)),
    },
  });
}

test('scores each prompt of a set by inspecting its AppSpec, and counts refusals as refused at no charge', async () => {
  const result = await runEval({ cases, model: offlineModel() });

  expect(result.model).toBe('offline');
  expect(result.rows.map((r) => [r.id, r.status])).toEqual([['t01', 'passed'], ['t02', 'missing'], ['t03', 'refused']]);
  expect(result.rows[1]).toMatchObject({ present: 1, total: 2, missing: ['counter:goal 1000'] });
  const table = formatTable(result);
  expect(table).toContain('Model: offline');
  expect(table).toMatch(/t03\s+refused at no charge\s+1\/1/);
  expect(table).toContain('All expected features: 2/3 (1 of them refused at no charge, as expected) · not built, explained: 0 · refused at no charge: 1 · features missing: 1 · failed: 0');
  expect(table).toContain('APKs: 0/0 built and verified');
});

test('builds only the requested sample of generated apps, never a refused prompt', async () => {
  const built: string[] = [];
  const builder: ApkBuilder = async (files, id) => {
    built.push(id);
    return files['app/src/main/AndroidManifest.xml'] ? { ok: true } : { ok: false, message: 'no manifest' };
  };

  const result = await runEval({ cases, model: offlineModel(), build: { count: 5, builder } });

  expect(built).toEqual(['t01', 't02']);
  expect(result.rows.map((r) => r.build)).toEqual(['verified', 'verified', undefined]);
  expect(formatTable(result)).toContain('APKs: 2/2 built and verified');
});

test('a sample is spread over the set', () => {
  expect(sample(['a', 'b', 'c', 'd', 'e', 'f'], 3)).toEqual(['a', 'c', 'e']);
  expect(sample(['a', 'b'], 0)).toEqual([]);
  expect(sample(['a', 'b'], 9)).toEqual(['a', 'b']);
});
