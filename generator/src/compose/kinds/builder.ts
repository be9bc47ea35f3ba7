import type { AppSpec } from '@droidforge/contracts';
import type { PromptAnalysis } from '../analyze/analyze-prompt';

/** Builds a working AppSpec for one app variant from what the prompt analysis found. */
export type KindBuilder = (analysis: PromptAnalysis) => AppSpec;

/** The user's own words make the best description; a vague prompt gets the builder's sentence. */
export function describe(analysis: PromptAnalysis, fallback: string): string {
  return analysis.text.split(/\s+/).length >= 4 ? analysis.text.slice(0, 500) : fallback;
}
