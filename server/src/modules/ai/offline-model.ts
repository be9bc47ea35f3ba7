import type { AppSpec, GenerationRefusal, GenerationReport } from '@droidforge/contracts';
import { composeApp } from '@droidforge/generator/compose/index';
import type { AppModel } from './ai.types';
import { cancelledError, GenerationRefusedError } from './generation-error';
import { errors } from '../../errors';
import { refine as refineSpec } from '@droidforge/generator/refine/index';

/** What the composer may say besides the spec: its report, or a refusal instead of an app. */
interface ComposerOutcome {
  spec?: AppSpec;
  kind?: string;
  report?: GenerationReport;
  refusal?: GenerationRefusal;
}

export interface OfflineModelDeps {
  /** Defaults to the generator's composeApp. */
  compose?: (prompt: string) => ComposerOutcome;
  /** Defaults to the generator's refine. */
  refine?: typeof refineSpec;
}

/**
 * The built-in model: the generator's composer and refinement by meaning, no key and no network.
 * History is not used: the composer reads the prompt alone.
 */
export function createOfflineModel(deps: OfflineModelDeps = {}): AppModel {
  const compose = deps.compose ?? ((prompt: string) => composeApp(prompt) as ComposerOutcome);
  return {
    name: 'offline',
    async generate({ prompt, signal }) {
      throwIfCancelled(signal);
      const composed = compose(prompt);
      if (composed.refusal) throw new GenerationRefusedError(composed.refusal);
      if (!composed.spec) throw errors.generationFailed('invalid_answer', 'The composer did not return an app.');
      const report = composed.report ?? { built: composed.spec.app.features.slice(0, 60), notBuilt: [] };
      return { spec: composed.spec, summary: describeBuilt(composed.spec), source: 'offline', kind: composed.kind ?? composed.spec.app.kind, report };
    },
    async refine({ spec, request, signal }) {
      throwIfCancelled(signal);
      const refined = (deps.refine ?? refineSpec)(spec, request);
      return { spec: refined.spec, summary: refined.summary, source: 'offline', kind: refined.spec.app.kind, changed: refined.changed, report: refined.report };
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
