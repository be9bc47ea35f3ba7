/** A tuple of N strings: `Strings<2>` is `[string, string]`. */
export type Strings<N extends number, T extends string[] = []> = T['length'] extends N ? T : Strings<N, [...T, string]>;

/**
 * JSON gives plain string arrays; the content tables promise rows of a fixed length (a word and
 * its meaning, four quiz options). A malformed row fails when the module loads, in every test
 * run, rather than as a blank field in a generated app.
 */
export function rowsOf<N extends number>(rows: readonly (readonly string[])[], length: N, table: string): Strings<N>[] {
  const bad = rows.find((row) => row.length !== length);
  if (bad) throw new Error(`${table}: ${JSON.stringify(bad)} should hold ${length} entries`);
  return rows as unknown as Strings<N>[];
}
