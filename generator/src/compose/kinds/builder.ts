import type { AppSpec } from '@droidforge/contracts';
import type { PromptAnalysis } from '../analyze/analyze-prompt';
import { assembleSpec } from '../build/assemble';
import type { buildRecordList } from '../build/record-list';

/** Builds a working AppSpec for one app variant from what the prompt analysis found. */
export type KindBuilder = (analysis: PromptAnalysis) => AppSpec;

/** The user's own words make the best description; a vague prompt gets the builder's sentence. */
export function describe(analysis: PromptAnalysis, fallback: string): string {
  return analysis.text.split(/\s+/).length >= 4 ? analysis.text.slice(0, 500) : fallback;
}

/** What a saved-list app is called and says of itself. */
export interface ListAppInfo {
  name: string;
  description: string;
  features: string[];
}

/** A saved-list app (trackers, catalogues): its record list, named and described. */
export function listApp(analysis: PromptAnalysis, kind: string, info: ListAppInfo, parts: ReturnType<typeof buildRecordList>): AppSpec {
  return assembleSpec(analysis, kind, { defaultName: info.name, description: describe(analysis, info.description), features: info.features, ...parts });
}
