import type { AppSpec } from '@droidforge/contracts';

/** One understood part of a request, applied to a working copy of the spec. */
export interface RuleOutcome {
  summary: string;
}

/**
 * A refinement rule: `pattern` finds its phrase in the request; `apply` edits the working copy and says
 * what it did, or returns a reason string when the phrase matched but the app has nothing to change.
 */
export interface RefineRule {
  name: string;
  pattern: RegExp;
  apply(spec: AppSpec, match: RegExpExecArray, request: string): RuleOutcome | string;
}
