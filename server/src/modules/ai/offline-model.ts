import type { AppSpec } from '@droidforge/contracts';
import { composeApp } from '@droidforge/generator/compose/index';
import type { AppModel } from './ai.types';
import { cancelledError } from './generation-error';
import { refine as refineSpec } from '@droidforge/generator/refine/index';

export interface OfflineModelDeps {
  /** Defaults to the generator's composeApp. */
  compose?: typeof composeApp;
  /** Defaults to the generator's rule-based refine. */
  refine?: typeof refineSpec;
}

/**
 * The built-in model: the generator's composer and rule-based refinement, no key and no network.
 * History is not used: the composer reads the prompt alone.
 */
export function createOfflineModel(deps: OfflineModelDeps = {}): AppModel {
  const compose = deps.compose ?? composeApp;
  return {
    name: 'offline',
    async generate({ prompt, signal }) {
      throwIfCancelled(signal);
      const composed = compose(prompt);
      return { spec: composed.spec, summary: describeBuilt(composed.spec), source: 'offline', kind: composed.kind };
    },
    async refine({ spec, request, signal }) {
      throwIfCancelled(signal);
      const refined = (deps.refine ?? refineSpec)(spec, request);
      return { spec: refined.spec, summary: refined.summary, source: 'offline', kind: refined.spec.app.kind, changed: refined.changed };
    },
  };
}

function describeBuilt(spec: AppSpec): string {
  const features = spec.app.features.slice(0, 4);
  return features.length > 0 ? `Built ${spec.app.name}: ${features.join('; ')}.` : `Built ${spec.app.name}.`;
}

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelledError();
}
