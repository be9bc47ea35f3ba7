import type { TypedExpr, ValueType } from './ast';

/** Thrown inside the checker and turned into an ExprError at its boundary. */
export class CheckError extends Error {
  constructor(
    message: string,
    readonly start: number,
    readonly end: number,
  ) {
    super(message);
  }
}

export function requireType(e: TypedExpr, want: ValueType, what: string): void {
  if (e.type !== want) throw new CheckError(`${what} needs a ${want} but got ${e.type}`, e.start, e.end);
}
