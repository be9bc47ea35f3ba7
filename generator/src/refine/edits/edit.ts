import type { AppSpec, UnbuiltRequest } from '@droidforge/contracts';
import type { Clause } from '../understand/clauses';

/**
 * An edit reads one clause by meaning and changes a working copy of the spec. It answers undefined
 * when the clause is not about it, a reason string when it is but cannot be applied to this app, or
 * what it did.
 */
export type EditOutcome = { summary: string; notBuilt?: UnbuiltRequest[] } | string | undefined;

export interface Edit {
  name: string;
  apply(spec: AppSpec, clause: Clause): EditOutcome;
}

/** Text shown literally inside a template: braces would start an expression. */
export function literal(text: string): string {
  return text.replace(/[{}]/g, (b) => b + b);
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A state name as words: `score1` → "score 1", `dueDate` → "due date". */
export const spaced = (name: string): string => name.replace(/_/g, ' ').replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase();
