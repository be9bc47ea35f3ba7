import type { Expr, TypedExpr, ValueType } from './ast';
import type { TypeEnv } from './check';
import { CheckError, requireType } from './check-error';

/**
 * The whitelisted functions: their type rules. Evaluation lives in evaluate.ts and Kotlin in
 * kotlin.ts; both switch on the same names, and a test keeps the three lists equal.
 */
export interface FunctionRule {
  /** Human signature for docs and error messages. */
  signature: string;
  check(args: TypedExpr[], env: TypeEnv, call: Expr): ValueType;
}

function arity(call: Expr, args: TypedExpr[], min: number, max = min): void {
  if (args.length < min || args.length > max) {
    const want = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    throw new CheckError(`${(call as { fn: string }).fn}() takes ${want} argument(s), got ${args.length}`, call.start, call.end);
  }
}

/**
 * Arguments of fixed types, checked in order after the count; `label` names the function in a
 * type error (the signature unless the function has always said `name()`).
 */
function typed(sig: string, types: readonly ValueType[], result: ValueType, label = sig): FunctionRule {
  return {
    signature: sig,
    check(args, _env, call) {
      arity(call, args, types.length);
      types.forEach((t, i) => requireType(args[i]!, t, label));
      return result;
    },
  };
}

function numbers(sig: string, n: number, result: ValueType): FunctionRule {
  return typed(sig, Array<ValueType>(n).fill('number'), result);
}

/** `min`/`max`: two or more numbers. */
function numberRange(name: string): FunctionRule {
  return {
    signature: `${name}(number, number, …)`,
    check(args, _env, call) {
      arity(call, args, 2, Infinity);
      args.forEach((a) => requireType(a, 'number', `${name}()`));
      return 'number';
    },
  };
}

/** One argument whose type must be one of `allowed`; anything else is refused with `message`. */
function oneOf(sig: string, allowed: readonly ValueType[], result: ValueType, message: string): FunctionRule {
  return {
    signature: sig,
    check(args, _env, call) {
      arity(call, args, 1);
      if (!allowed.includes(args[0]!.type)) throw new CheckError(message, call.start, call.end);
      return result;
    },
  };
}

/** A list argument must name a list state variable; returns its field types. */
export function listFields(arg: TypedExpr | undefined, env: TypeEnv, call: Expr): Readonly<Record<string, ValueType>> {
  if (!arg || arg.kind !== 'var' || arg.type !== 'list') {
    throw new CheckError('The first argument must be a list variable', arg?.start ?? call.start, arg?.end ?? call.end);
  }
  return env.vars[arg.name]?.fields ?? {};
}

/** A field argument must be a string literal naming a field of the list. */
function fieldArg(arg: TypedExpr | undefined, fields: Readonly<Record<string, ValueType>>, want: ValueType | null, call: Expr): ValueType {
  if (!arg || arg.kind !== 'string') throw new CheckError("The field must be a quoted name, like 'amount'", arg?.start ?? call.start, arg?.end ?? call.end);
  const t = fields[arg.value];
  if (!t) throw new CheckError(`The list has no field '${arg.value}'`, arg.start, arg.end);
  if (want && t !== want) throw new CheckError(`Field '${arg.value}' is ${t}, not ${want}`, arg.start, arg.end);
  return t;
}

/** `fn(list, 'field')`: an aggregate over one field of the given type (sum, avg, lastDate …). */
function listField(sig: string, field: ValueType, result: ValueType): FunctionRule {
  return {
    signature: sig,
    check(args, env, call) {
      arity(call, args, 2);
      fieldArg(args[1], listFields(args[0], env, call), field, call);
      return result;
    },
  };
}

/** `fn(list, 'numberField', 'keyField', key)`: the aggregate over items whose key field equals key. */
function listNumberIf(sig: string): FunctionRule {
  return {
    signature: sig,
    check(args, env, call) {
      arity(call, args, 4);
      const fields = listFields(args[0], env, call);
      fieldArg(args[1], fields, 'number', call);
      const keyType = fieldArg(args[2], fields, null, call);
      requireType(args[3]!, keyType, sig);
      return 'number';
    },
  };
}

export const FUNCTIONS: Readonly<Record<string, FunctionRule>> = {
  round: numbers('round(number)', 1, 'number'),
  floor: numbers('floor(number)', 1, 'number'),
  ceil: numbers('ceil(number)', 1, 'number'),
  abs: numbers('abs(number)', 1, 'number'),
  pow: numbers('pow(base, exponent)', 2, 'number'),
  sqrt: numbers('sqrt(number)', 1, 'number'),
  min: numberRange('min'),
  max: numberRange('max'),
  len: oneOf('len(text | list)', ['text', 'list'], 'number', 'len() needs a text or a list'),
  sum: listField("sum(list, 'numberField')", 'number', 'number'),
  count: {
    signature: "count(list) or count(list, 'boolField')",
    check(args, env, call) {
      arity(call, args, 1, 2);
      const fields = listFields(args[0], env, call);
      if (args[1]) fieldArg(args[1], fields, 'bool', call);
      return 'number';
    },
  },
  avg: listField("avg(list, 'numberField')", 'number', 'number'),
  maxIn: listField("maxIn(list, 'numberField')", 'number', 'number'),
  minIn: listField("minIn(list, 'numberField')", 'number', 'number'),
  sumIf: listNumberIf("sumIf(list, 'numberField', 'keyField', key)"),
  avgIf: listNumberIf("avgIf(list, 'numberField', 'keyField', key)"),
  maxIf: listNumberIf("maxIf(list, 'numberField', 'keyField', key)"),
  minIf: listNumberIf("minIf(list, 'numberField', 'keyField', key)"),
  countIf: {
    signature: "countIf(list, 'keyField', key)",
    check(args, env, call) {
      arity(call, args, 3);
      const keyType = fieldArg(args[1], listFields(args[0], env, call), null, call);
      requireType(args[2]!, keyType, 'countIf()');
      return 'number';
    },
  },
  avgGap: listField("avgGap(list, 'dateField')", 'text', 'number'),
  lastDate: listField("lastDate(list, 'dateField')", 'text', 'text'),
  addDays: typed("addDays('YYYY-MM-DD', days)", ['text', 'number'], 'text', 'addDays()'),
  get: {
    signature: "get(list, index, 'field')",
    check(args, env, call) {
      arity(call, args, 3);
      const fields = listFields(args[0], env, call);
      requireType(args[1]!, 'number', 'get() index');
      return fieldArg(args[2], fields, null, call);
    },
  },
  fixed: numbers('fixed(number, decimals)', 2, 'text'),
  pad: numbers('pad(number, width)', 2, 'text'),
  str: oneOf('str(value)', ['text', 'number', 'bool'], 'text', 'str() cannot format a list'),
  num: oneOf('num(text)', ['text', 'number'], 'number', 'num() needs a text'),
  random: numbers('random(min, max)', 2, 'number'),
  now: numbers('now()', 0, 'number'),
  today: numbers('today()', 0, 'text'),
  days: typed("days('YYYY-MM-DD')", ['text'], 'number'),
  year: typed("year('YYYY-MM-DD')", ['text'], 'number'),
  month: typed("month('YYYY-MM-DD')", ['text'], 'number'),
  day: typed("day('YYYY-MM-DD')", ['text'], 'number'),
  contains: typed('contains(text, part)', ['text', 'text'], 'bool', 'contains()'),
  upper: typed('upper(text)', ['text'], 'text', 'upper()'),
  lower: typed('lower(text)', ['text'], 'text', 'lower()'),
};

export const FUNCTION_NAMES = Object.keys(FUNCTIONS);
