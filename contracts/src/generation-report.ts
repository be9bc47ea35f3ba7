import { z } from 'zod';

/**
 * What a generation or refinement built, and each part of the request it did not build, with the
 * reason. Returned by the API, shown in the builder's chat and stored on the project version.
 */
/** How much a report carries: replies are checked against these, so a report is cut to them (fitReport). */
export const REPORT_LIMITS = { built: 60, builtText: 200, notBuilt: 30, request: 300, reason: 500 } as const;

export const UnbuiltRequestSchema = z.object({
  /** The part of the user's request, in their words (a clause or phrase). */
  request: z.string().max(REPORT_LIMITS.request),
  /** Why it was not built, and what was built instead if anything, written for people. */
  reason: z.string().max(REPORT_LIMITS.reason),
});
export type UnbuiltRequest = z.infer<typeof UnbuiltRequestSchema>;

export const GenerationReportSchema = z.object({
  /** The app's features as built: short sentences naming the subject ("Add, edit and delete expenses"). */
  built: z.array(z.string().max(REPORT_LIMITS.builtText)).max(REPORT_LIMITS.built),
  notBuilt: z.array(UnbuiltRequestSchema).max(REPORT_LIMITS.notBuilt),
});
export type GenerationReport = z.infer<typeof GenerationReportSchema>;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The report cut to REPORT_LIMITS: a request the composer could not build can be a long run of the
 * user's own words, and the reply carrying the report must still match its schema.
 */
export function fitReport(report: GenerationReport): GenerationReport {
  return {
    built: report.built.slice(0, REPORT_LIMITS.built).map((b) => clip(b, REPORT_LIMITS.builtText)),
    notBuilt: report.notBuilt
      .slice(0, REPORT_LIMITS.notBuilt)
      .map((n) => ({ request: clip(n.request, REPORT_LIMITS.request), reason: clip(n.reason, REPORT_LIMITS.reason) })),
  };
}

/**
 * The composer recognised too little of a prompt (or its language) to build something useful:
 * nothing is built and nothing is charged; the user gets two or three prompts it can build.
 */
export const GenerationRefusalSchema = z.object({
  reason: z.enum(['not_understood', 'unsupported_language']),
  message: z.string().max(500),
  suggestions: z.array(z.string().max(300)).min(1).max(3),
});
export type GenerationRefusal = z.infer<typeof GenerationRefusalSchema>;
