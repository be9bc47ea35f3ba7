import { expect } from 'vitest';

/** Checks a table of sources against what `run` gives for each; a failing row names its source. */
export function expectEach<T>(run: (src: string) => T, cases: readonly (readonly [src: string, expected: T])[]): void {
  for (const [src, expected] of cases) expect(run(src), src).toEqual(expected);
}
