/**
 * A table's own entry for a word from the prompt, never one inherited from Object.prototype: a
 * prompt may say "constructor" or "__proto__" like any other word.
 */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
