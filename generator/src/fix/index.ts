export { fixProject } from './fix-project';
export type { FixOutcome } from './fix-project';
export type { FixRule, FixResult } from './fix-rule';
export { FIX_RULES } from './rules/index';
export { findingsSignature } from './signature';
