/**
 * The queue talks to the database through plain SQL only (ADR 0003): the server's `Database` and
 * the standalone worker's pool both fit this shape, and the tables are the server's migrations.
 */
export interface QueueDatabase {
  execute(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export function asDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}
