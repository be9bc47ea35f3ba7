import { checkFeatures, type FeatureCheck, type GenerationOutcome } from './check-features';

/** One line of a held-out prompt set (fixtures/prompts/README.md). */
export interface PromptCase {
  id: string;
  prompt: string;
  features: string[];
}

export function parsePromptSet(jsonl: string): PromptCase[] {
  return jsonl
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as PromptCase)
    .filter((c) => Array.isArray(c.features));
}

export interface CaseScore {
  id: string;
  checks: FeatureCheck[];
  /** Every expected feature is present. */
  passed: boolean;
  /** Not passed, but the report says what was not built (or the prompt was refused). */
  explained: boolean;
}

export function scoreCase(c: PromptCase, outcome: GenerationOutcome): CaseScore {
  const checks = checkFeatures(outcome, c.features);
  const passed = checks.every((x) => x.present);
  const explained = !passed && (!!outcome.refusal || (outcome.report?.notBuilt.length ?? 0) > 0);
  return { id: c.id, checks, passed, explained };
}
