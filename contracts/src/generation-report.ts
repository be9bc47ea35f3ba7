import { z } from 'zod';

/**
 * What a generation or refinement built, and each part of the request it did not build, with the
 * reason. Returned by the API, shown in the builder's chat and stored on the project version.
 */
export const UnbuiltRequestSchema = z.object({
  /** The part of the user's request, in their words (a clause or phrase). */
  request: z.string().max(300),
  /** Why it was not built, and what was built instead if anything, written for people. */
  reason: z.string().max(500),
});
export type UnbuiltRequest = z.infer<typeof UnbuiltRequestSchema>;

export const GenerationReportSchema = z.object({
  /** The app's features as built: short sentences naming the subject ("Add, edit and delete expenses"). */
  built: z.array(z.string().max(200)).max(60),
  notBuilt: z.array(UnbuiltRequestSchema).max(30),
});
export type GenerationReport = z.infer<typeof GenerationReportSchema>;

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
