import type { ExprResult, TypedExpr, ValueType } from './ast';
import { checkExpr, type TypeEnv } from './check';
import { parseExpr } from './parser';

/** Parses and type-checks an expression; `expected` demands a result type. */
export function compileExpr(src: string, env: TypeEnv, expected?: ValueType): ExprResult<TypedExpr> {
  const parsed = parseExpr(src);
  return parsed.ok ? checkExpr(parsed.value, env, expected) : parsed;
}
