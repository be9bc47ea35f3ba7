/** `@layout/item_task` → `item_task`, only for well-formed resource names. */
export function layoutName(raw: string | undefined): string | undefined {
  const m = raw === undefined ? null : /^@layout\/([a-z][a-z0-9_]*)$/.exec(raw.trim());
  return m ? (m[1] as string) : undefined;
}
