import { afterEach, expect, test, vi } from 'vitest';
import { composeApp } from '@droidforge/generator/compose/index';
import { createAppModel } from './create-app-model';
import { AppError } from '../../errors';
import { createOfflineModel } from './offline-model';
import { validSpec } from './testing/answers';

const offlineConfig = { provider: 'offline' as const, model: null, baseUrl: null, apiKey: null, timeoutMs: 60_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the offline model returns the composer output without any network', async () => {
  const fetchSpy = vi.fn(() => Promise.reject(new Error('network is off in this test')));
  vi.stubGlobal('fetch', fetchSpy);
  const prompt = 'A simple counter app with plus and minus buttons and a reset button';

  const model = createAppModel(offlineConfig);
  const result = await model.generate({ prompt, history: [] });

  const composed = composeApp(prompt);
  expect(model.name).toBe('offline');
  expect(result).toMatchObject({ source: 'offline', kind: composed.kind });
  expect(result.spec).toEqual(composed.spec);
  expect(result.summary).toContain(composed.spec.app.name);
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('the offline model refines through the rule-based refinement', async () => {
  const spec = validSpec('A simple counter app');
  const refine = vi.fn((current: typeof spec, _request: string) => ({
    spec: { ...current, app: { ...current.app, name: 'Tally' } },
    summary: 'Renamed the app to Tally.',
    changed: true,
    report: { built: ['Renamed the app to Tally.'], notBuilt: [] },
  }));

  const result = await createOfflineModel({ refine }).refine({ spec, request: 'Call it Tally', history: [] });

  expect(refine).toHaveBeenCalledWith(spec, 'Call it Tally');
  expect(result).toMatchObject({ source: 'offline', summary: 'Renamed the app to Tally.', changed: true });
  expect(result.spec.app.name).toBe('Tally');
});

test('the offline model does no work for a request the caller already cancelled', async () => {
  const compose = vi.fn(composeApp);
  const controller = new AbortController();
  controller.abort();

  const error = await createOfflineModel({ compose }).generate({ prompt: 'A counter', history: [], signal: controller.signal }).catch((e: unknown) => e);

  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('GENERATION_FAILED');
  expect((error as AppError).reason).toBe('cancelled');
  expect(compose).not.toHaveBeenCalled();
});
