import type { z } from 'zod';
import { errors } from '../errors';

/** Validates a request part against its schema; a failure names each bad field for people. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  throw errors.validation(first, fields);
}
