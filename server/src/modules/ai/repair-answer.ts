import { z } from 'zod';
import { extractJson } from './parse-answer';

/** Caps on what a repair answer may hold; larger answers are refused, never truncated into files. */
export const REPAIR_LIMITS = {
  /** Characters per returned file. */
  fileChars: 120_000,
  summaryChars: 500,
} as const;

/** The model's repair answer: whole replacement files plus a short summary for the user. */
export const RepairAnswerSchema = z.object({
  files: z
    .array(
      z.object({
        path: z.string().min(1).max(300),
        content: z.string().max(REPAIR_LIMITS.fileChars, `A file may hold at most ${REPAIR_LIMITS.fileChars} characters`),
      }),
    )
    .max(20),
  summary: z.string().max(REPAIR_LIMITS.summaryChars).optional(),
});

export type RepairAnswer = z.infer<typeof RepairAnswerSchema>;

/** Sent as the response format, so providers with structured output constrain decoding to it. */
export function repairAnswerJsonSchema(): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(RepairAnswerSchema, { io: 'input' }) as Record<string, unknown>;
  return schema;
}

export type ParsedRepair = { ok: true; files: Record<string, string>; summary: string | undefined } | { ok: false; issues: string[]; rejectedPaths: string[] };

/**
 * Reads a repair answer. Every path must be one of `editable` (the files that were sent to be
 * repaired): a model never chooses where to write, so anything else — a Gradle file, `../x`, a new
 * file — makes the whole answer invalid rather than being dropped silently.
 */
export function parseRepairAnswer(text: string, editable: ReadonlySet<string>): ParsedRepair {
  const json = extractJson(text);
  if (json === undefined) return { ok: false, issues: ['The answer is not valid JSON. Reply with one JSON object only.'], rejectedPaths: [] };
  const parsed = RepairAnswerSchema.safeParse(json);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.slice(0, 20).map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`), rejectedPaths: [] };
  const issues: string[] = [];
  const rejectedPaths: string[] = [];
  const files: Record<string, string> = {};
  for (const file of parsed.data.files) {
    if (!editable.has(file.path)) {
      rejectedPaths.push(file.path);
      issues.push(`files: "${file.path.slice(0, 120)}" is not one of the files you were given; only those may be returned.`);
    }
    else if (file.path in files) issues.push(`files: "${file.path}" is returned twice.`);
    else files[file.path] = file.content;
  }
  if (issues.length > 0) return { ok: false, issues, rejectedPaths };
  return { ok: true, files, summary: parsed.data.summary?.trim() || undefined };
}
