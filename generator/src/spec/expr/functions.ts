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

function numbers(sig: string, n: number, result: ValueType): FunctionRule {
  return {
    signature: sig,
    check(args, _env, call) {
      arity(call, args, n);
      args.forEach((a) => requireType(a, 'number', sig));
      return result;
    },
  };
}

/** Functions of one date text (`YYYY-MM-DD`) giving a number. */
function dateFunction(sig: string): FunctionRule {
  return {
    signature: sig,
    check(args, _env, call) {
      arity(call, args, 1);
      requireType(args[0]!, 'text', sig);
      return 'number';
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

/** `fn(list, 'numberField')` giving a number: avg, maxIn, minIn. */
function listNumber(sig: string): FunctionRule {
  return {
    signature: sig,
    check(args, env, call) {
      arity(call, args, 2);
      fieldArg(args[1], listFields(args[0], env, call), 'number', call);
      return 'number';
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
  min: {
    signature: 'min(number, number, …)',
    check(args, _env, call) {
      arity(call, args, 2, Infinity);
      args.forEach((a) => requireType(a, 'number', 'min()'));
      return 'number';
    },
  },
  max: {
    signature: 'max(number, number, …)',
    check(args, _env, call) {
      arity(call, args, 2, Infinity);
      args.forEach((a) => requireType(a, 'number', 'max()'));
      return 'number';
    },
  },
  len: {
    signature: 'len(text | list)',
    check(args, _env, call) {
      arity(call, args, 1);
      if (args[0]!.type !== 'text' && args[0]!.type !== 'list') throw new CheckError('len() needs a text or a list', call.start, call.end);
      return 'number';
    },
  },
  sum: {
    signature: "sum(list, 'numberField')",
    check(args, env, call) {
      arity(call, args, 2);
      fieldArg(args[1], listFields(args[0], env, call), 'number', call);
      return 'number';
    },
  },
  count: {
    signature: "count(list) or count(list, 'boolField')",
    check(args, env, call) {
      arity(call, args, 1, 2);
      const fields = listFields(args[0], env, call);
      if (args[1]) fieldArg(args[1], fields, 'bool', call);
      return 'number';
    },
  },
  avg: listNumber("avg(list, 'numberField')"),
  maxIn: listNumber("maxIn(list, 'numberField')"),
  minIn: listNumber("minIn(list, 'numberField')"),
  sumIf: listNumberIf("sumIf(list, 'numberField', 'keyField', key)"),
  avgIf: listNumberIf("avgIf(list, 'numberField', 'keyField', key)"),
  maxIf: listNumberIf("maxIf(list, 'numberField', 'keyField', key)"),
  countIf: {
    signature: "countIf(list, 'keyField', key)",
    check(args, env, call) {
      arity(call, args, 3);
      const keyType = fieldArg(args[1], listFields(args[0], env, call), null, call);
      requireType(args[2]!, keyType, 'countIf()');
      return 'number';
    },
  },
  avgGap: {
    signature: "avgGap(list, 'dateField')",
    check(args, env, call) {
      arity(call, args, 2);
      fieldArg(args[1], listFields(args[0], env, call), 'text', call);
      return 'number';
    },
  },
  lastDate: {
    signature: "lastDate(list, 'dateField')",
    check(args, env, call) {
      arity(call, args, 2);
      fieldArg(args[1], listFields(args[0], env, call), 'text', call);
      return 'text';
    },
  },
  addDays: {
    signature: "addDays('YYYY-MM-DD', days)",
    check(args, _env, call) {
      arity(call, args, 2);
      requireType(args[0]!, 'text', 'addDays()');
      requireType(args[1]!, 'number', 'addDays()');
      return 'text';
    },
  },
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
  str: {
    signature: 'str(value)',
    check(args, _env, call) {
      arity(call, args, 1);
      if (args[0]!.type === 'list') throw new CheckError('str() cannot format a list', call.start, call.end);
      return 'text';
    },
  },
  num: {
    signature: 'num(text)',
    check(args, _env, call) {
      arity(call, args, 1);
      if (args[0]!.type !== 'text' && args[0]!.type !== 'number') throw new CheckError('num() needs a text', call.start, call.end);
      return 'number';
    },
  },
  random: numbers('random(min, max)', 2, 'number'),
  now: numbers('now()', 0, 'number'),
  today: numbers('today()', 0, 'text'),
  days: dateFunction("days('YYYY-MM-DD')"),
  year: dateFunction("year('YYYY-MM-DD')"),
  month: dateFunction("month('YYYY-MM-DD')"),
  day: dateFunction("day('YYYY-MM-DD')"),
  contains: {
    signature: 'contains(text, part)',
    check(args, _env, call) {
      arity(call, args, 2);
      args.forEach((a) => requireType(a, 'text', 'contains()'));
      return 'bool';
    },
  },
  upper: { signature: 'upper(text)', check: (args, _env, call) => (arity(call, args, 1), requireType(args[0]!, 'text', 'upper()'), 'text') },
  lower: { signature: 'lower(text)', check: (args, _env, call) => (arity(call, args, 1), requireType(args[0]!, 'text', 'lower()'), 'text') },
};

export const FUNCTION_NAMES = Object.keys(FUNCTIONS);
