/** Expression AST. Positions are character offsets into the source, for error messages. */
export interface Span {
  start: number;
  end: number;
}

export type ValueType = 'number' | 'text' | 'bool' | 'list';

export const BINARY_OPS = ['+', '-', '*', '/', '%', '<', '<=', '>', '>=', '==', '!=', '&&', '||'] as const;
export type BinaryOp = (typeof BINARY_OPS)[number];

export type Expr =
  | ({ kind: 'number'; value: number } & Span)
  | ({ kind: 'string'; value: string } & Span)
  | ({ kind: 'bool'; value: boolean } & Span)
  | ({ kind: 'var'; name: string } & Span)
  /** `item.<field>` inside a list item; `index` is a plain var resolved by the checker. */
  | ({ kind: 'field'; field: string } & Span)
  | ({ kind: 'unary'; op: '-' | '!'; operand: Expr } & Span)
  | ({ kind: 'binary'; op: BinaryOp; left: Expr; right: Expr } & Span)
  | ({ kind: 'cond'; test: Expr; then: Expr; else: Expr } & Span)
  | ({ kind: 'call'; fn: string; args: Expr[] } & Span);

/** The same tree after type checking: every node knows its type. */
interface T {
  type: ValueType;
}
export type TypedExpr =
  | ({ kind: 'number'; value: number } & Span & T)
  | ({ kind: 'string'; value: string } & Span & T)
  | ({ kind: 'bool'; value: boolean } & Span & T)
  | ({ kind: 'var'; name: string } & Span & T)
  | ({ kind: 'field'; field: string } & Span & T)
  | ({ kind: 'unary'; op: '-' | '!'; operand: TypedExpr } & Span & T)
  | ({ kind: 'binary'; op: BinaryOp; left: TypedExpr; right: TypedExpr } & Span & T)
  | ({ kind: 'cond'; test: TypedExpr; then: TypedExpr; else: TypedExpr } & Span & T)
  | ({ kind: 'call'; fn: string; args: TypedExpr[] } & Span & T);

/** A problem in an expression, with the span it refers to. */
export interface ExprError {
  message: string;
  start: number;
  end: number;
}

export type ExprResult<T> = { ok: true; value: T } | { ok: false; error: ExprError };
