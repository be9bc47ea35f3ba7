import { AppSpecSchema, type AppSpec } from '@droidforge/contracts';
import { analyzePrompt } from './analyze/analyze-prompt';
import type { AppKind } from './analyze/kinds';
import { validateSpec } from '../spec/validate';
import type { KindBuilder } from './kinds/builder';
import { buildGeneric } from './kinds/generic';
import { KIND_BUILDERS } from './kinds/registry';

export type PreviewType = 'counter' | 'list' | 'todo' | 'calculator' | 'generic';

export interface ComposeResult {
  spec: AppSpec;
  kind: string;
  previewType: PreviewType;
}

const PREVIEW_TYPES: Partial<Record<AppKind, PreviewType>> = {
  counter: 'counter', 'tracker-counter': 'counter', todo: 'todo', notes: 'list', 'tracker-list': 'list', catalog: 'list',
  info: 'list', calculator: 'calculator', 'calculator-form': 'calculator', converter: 'calculator',
};

/**
 * Turns a plain-English prompt into a working AppSpec without any model or network. Never throws: a
 * prompt it cannot place, or a builder that fails validation, gets the generic starter app.
 */
export function composeApp(prompt: string): ComposeResult {
  const analysis = analyzePrompt(prompt);
  const builder = KIND_BUILDERS[analysis.variant];
  const built = builder ? tryBuild(builder, analysis) : undefined;
  if (built) return { spec: built, kind: analysis.kind, previewType: PREVIEW_TYPES[analysis.kind] ?? 'generic' };
  // The generic starter from the prompt's nouns, or, if even that fails, the plain starter app.
  const spec = tryBuild(buildGeneric, { ...analysis, kind: 'generic', variant: 'generic' }) ?? buildGeneric(analyzePrompt(''));
  return { spec, kind: 'generic', previewType: 'generic' };
}

function tryBuild(builder: KindBuilder, analysis: Parameters<KindBuilder>[0]): AppSpec | undefined {
  try {
    const parsed = AppSpecSchema.safeParse(builder(analysis));
    return parsed.success && validateSpec(parsed.data).length === 0 ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
