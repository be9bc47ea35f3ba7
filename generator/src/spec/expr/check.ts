import type { Expr, ExprResult, TypedExpr, ValueType } from './ast';
import { CheckError, requireType } from './check-error';
import { FUNCTIONS } from './functions';

/** What an expression may refer to: state variables and, inside a list item, the item's fields. */
export interface TypeEnv {
  vars: Readonly<Record<string, VarInfo>>;
  /** Fields of the current list item; when present, `item.<field>` and `index` are in scope. */
  item?: Readonly<Record<string, ValueType>>;
}
export interface VarInfo {
  type: ValueType;
  /** For lists: field name → type (dates are text). */
  fields?: Readonly<Record<string, ValueType>>;
}

/** Type-checks an expression, returning the typed tree or the first problem found. */
export function checkExpr(expr: Expr, env: TypeEnv, expected?: ValueType): ExprResult<TypedExpr> {
  try {
    const typed = typeOf(expr, env);
    if (expected && typed.type !== expected && !(expected === 'text' && typed.type !== 'list')) {
      throw new CheckError(`Expected a ${expected} expression but this is ${typed.type}`, expr.start, expr.end);
    }
    return { ok: true, value: typed };
  } catch (e) {
    if (e instanceof CheckError) return { ok: false, error: { message: e.message, start: e.start, end: e.end } };
    throw e;
  }
}

export function typeOf(e: Expr, env: TypeEnv): TypedExpr {
  switch (e.kind) {
    case 'number':
      return { ...e, type: 'number' };
    case 'string':
      return { ...e, type: 'text' };
    case 'bool':
      return { ...e, type: 'bool' };
    case 'var': {
      if (e.name === 'index' && env.item) return { ...e, type: 'number' };
      const v = env.vars[e.name];
      if (!v) throw new CheckError(`Unknown name '${e.name}'`, e.start, e.end);
      return { ...e, type: v.type };
    }
    case 'field': {
      if (!env.item) throw new CheckError("'item' is only available inside a list item", e.start, e.end);
      const t = env.item[e.field];
      if (!t) throw new CheckError(`List items have no field '${e.field}'`, e.start, e.end);
      return { ...e, type: t };
    }
    case 'unary': {
      const operand = typeOf(e.operand, env);
      const want: ValueType = e.op === '-' ? 'number' : 'bool';
      requireType(operand, want, `'${e.op}'`);
      return { ...e, operand, type: want };
    }
    case 'binary':
      return binaryType(e, env);
    case 'cond': {
      const test = typeOf(e.test, env);
      requireType(test, 'bool', 'The condition of ?:');
      const then = typeOf(e.then, env);
      const otherwise = typeOf(e.else, env);
      if (then.type !== otherwise.type || then.type === 'list') {
        throw new CheckError(`Both branches of ?: must have the same type (${then.type} vs ${otherwise.type})`, e.start, e.end);
      }
      return { ...e, test, then, else: otherwise, type: then.type };
    }
    case 'call': {
      const fn = FUNCTIONS[e.fn];
      if (!fn) throw new CheckError(`Unknown function '${e.fn}'`, e.start, e.end);
      const args = e.args.map((a) => typeOf(a, env));
      const type = fn.check(args, env, e);
      return { ...e, args, type };
    }
  }
}

function binaryType(e: Extract<Expr, { kind: 'binary' }>, env: TypeEnv): TypedExpr {
  const left = typeOf(e.left, env);
  const right = typeOf(e.right, env);
  const both = (t: ValueType) => left.type === t && right.type === t;
  const fail = (): never => {
    throw new CheckError(`'${e.op}' cannot combine ${left.type} and ${right.type}`, e.start, e.end);
  };
  let type: ValueType;
  switch (e.op) {
    case '+':
      if (both('number')) type = 'number';
      else if ((left.type === 'text' || right.type === 'text') && left.type !== 'list' && right.type !== 'list') type = 'text';
      else type = fail();
      break;
    case '-':
    case '*':
    case '/':
    case '%':
      type = both('number') ? 'number' : fail();
      break;
    case '<':
    case '<=':
    case '>':
    case '>=':
      type = both('number') || both('text') ? 'bool' : fail();
      break;
    case '==':
    case '!=':
      type = left.type === right.type && left.type !== 'list' ? 'bool' : fail();
      break;
    case '&&':
    case '||':
      type = both('bool') ? 'bool' : fail();
      break;
  }
  return { ...e, left, right, type };
}
