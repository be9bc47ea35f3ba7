import type { TypedExpr } from './ast';
import { addDays, average, averageGap, dateDays, datePart, formatNumber, lastDate, pad, parseNumber, randomBetween, roundHalfUp, todayText, toFixed } from './runtime';

export type ItemValue = number | string | boolean;
export type ListItem = Record<string, ItemValue>;
export type Value = ItemValue | ListItem[];

/** Everything an expression can read at run time. `clock` is injectable for tests. */
export interface Scope {
  state: Readonly<Record<string, Value>>;
  item?: Readonly<ListItem>;
  /** Position of `item` in its source list. */
  index?: number;
  clock?: { now(): number; random(): number; today(): string };
}

const systemClock = { now: () => Date.now(), random: () => Math.random(), today: () => todayText(new Date()) };

/** Formats a value the way `str()` and templates do, identically to the Kotlin runtime. */
export function formatValue(v: Value): string {
  if (typeof v === 'number') return formatNumber(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'string') return v;
  return `${v.length} items`;
}

/** Evaluates a type-checked expression. Types were checked, so the casts below are safe. */
export function evaluate(e: TypedExpr, scope: Scope): Value {
  switch (e.kind) {
    case 'number':
    case 'string':
    case 'bool':
      return e.value;
    case 'var':
      if (e.name === 'index' && scope.item) return scope.index ?? 0;
      return scope.state[e.name] ?? defaultFor(e.type);
    case 'field':
      return scope.item?.[e.field] ?? defaultFor(e.type);
    case 'unary': {
      const v = evaluate(e.operand, scope);
      return e.op === '-' ? -(v as number) : !(v as boolean);
    }
    case 'cond':
      return evaluate(e.test, scope) ? evaluate(e.then, scope) : evaluate(e.else, scope);
    case 'binary':
      return evaluateBinary(e as Extract<TypedExpr, { kind: 'binary' }>, scope);
    case 'call':
      return evaluateCall(e as Extract<TypedExpr, { kind: 'call' }>, scope);
  }
}

export function defaultFor(type: string): Value {
  if (type === 'number') return 0;
  if (type === 'bool') return false;
  if (type === 'list') return [];
  return '';
}

function evaluateBinary(e: Extract<TypedExpr, { kind: 'binary' }>, scope: Scope): Value {
  if (e.op === '&&') return (evaluate(e.left, scope) as boolean) && (evaluate(e.right, scope) as boolean);
  if (e.op === '||') return (evaluate(e.left, scope) as boolean) || (evaluate(e.right, scope) as boolean);
  const l = evaluate(e.left, scope);
  const r = evaluate(e.right, scope);
  switch (e.op) {
    case '+':
      return e.type === 'text' ? formatValue(l) + formatValue(r) : (l as number) + (r as number);
    case '-':
      return (l as number) - (r as number);
    case '*':
      return (l as number) * (r as number);
    case '/':
      return (l as number) / (r as number);
    case '%':
      return (l as number) % (r as number);
    case '<':
      return (l as number) < (r as number);
    case '<=':
      return (l as number) <= (r as number);
    case '>':
      return (l as number) > (r as number);
    case '>=':
      return (l as number) >= (r as number);
    case '==':
      return l === r;
    case '!=':
      return l !== r;
  }
}

type Call = Extract<TypedExpr, { kind: 'call' }>;

/** Reads a call's arguments on demand, as the function needs them. */
function callArgs(e: Call, scope: Scope) {
  const arg = (i: number) => evaluate(e.args[i]!, scope);
  return {
    arg,
    n: (i: number) => arg(i) as number,
    t: (i: number) => arg(i) as string,
    list: () => arg(0) as ListItem[],
    fieldName: (i: number) => (e.args[i] as { value: string }).value,
  };
}

function evaluateCall(e: Call, scope: Scope): Value {
  return evaluateListCall(e, scope) ?? evaluateScalarCall(e, scope);
}

/** Functions over a list variable and quoted field names; undefined for any other function. */
function evaluateListCall(e: Call, scope: Scope): Value | undefined {
  const { n, arg, list, fieldName } = callArgs(e, scope);
  const column = <T>(i: number) => list().map((item) => item[fieldName(i)] as T);
  switch (e.fn) {
    case 'sum': {
      const f = fieldName(1);
      return list().reduce((s, item) => s + ((item[f] as number) ?? 0), 0);
    }
    case 'count': {
      if (e.args.length === 1) return list().length;
      const f = fieldName(1);
      return list().filter((item) => item[f] === true).length;
    }
    case 'avg':
      return average(column<number>(1));
    case 'maxIn':
    case 'minIn': {
      const values = column<number>(1);
      return values.length === 0 ? 0 : e.fn === 'maxIn' ? Math.max(...values) : Math.min(...values);
    }
    case 'sumIf':
    case 'avgIf':
    case 'maxIf':
    case 'minIf': {
      const [f, k, key] = [fieldName(1), fieldName(2), arg(3)];
      const values = list().filter((item) => item[k] === key).map((item) => item[f] as number);
      if (e.fn === 'sumIf') return values.reduce((s, v) => s + v, 0);
      if (e.fn === 'avgIf') return average(values);
      return values.length === 0 ? 0 : e.fn === 'maxIf' ? Math.max(...values) : Math.min(...values);
    }
    case 'countIf': {
      const [k, key] = [fieldName(1), arg(2)];
      return list().filter((item) => item[k] === key).length;
    }
    case 'avgGap':
      return averageGap(column<string>(1));
    case 'lastDate':
      return lastDate(column<string>(1));
    case 'get': {
      const item = list()[Math.floor(n(1))];
      return item?.[fieldName(2)] ?? defaultFor(e.type);
    }
    default:
      return undefined;
  }
}

function evaluateScalarCall(e: Call, scope: Scope): Value {
  const clock = scope.clock ?? systemClock;
  const { arg, n, t } = callArgs(e, scope);
  switch (e.fn) {
    case 'round':
      return roundHalfUp(n(0));
    case 'floor':
      return Math.floor(n(0));
    case 'ceil':
      return Math.ceil(n(0));
    case 'abs':
      return Math.abs(n(0));
    case 'pow':
      return Math.pow(n(0), n(1));
    case 'sqrt':
      return Math.sqrt(n(0));
    case 'min':
      return e.args.reduce((m, _a, i) => Math.min(m, n(i)), Infinity);
    case 'max':
      return e.args.reduce((m, _a, i) => Math.max(m, n(i)), -Infinity);
    case 'len':
      return (arg(0) as string | ListItem[]).length;
    case 'addDays':
      return addDays(t(0), n(1));
    case 'fixed':
      return toFixed(n(0), n(1));
    case 'pad':
      return pad(n(0), n(1));
    case 'str':
      return formatValue(arg(0));
    case 'num': {
      const v = arg(0);
      return typeof v === 'number' ? v : parseNumber(v as string);
    }
    case 'random':
      return randomBetween(n(0), n(1), clock.random);
    case 'now':
      return clock.now();
    case 'today':
      return clock.today();
    case 'days':
      return dateDays(t(0));
    case 'year':
    case 'month':
    case 'day':
      return datePart(t(0), e.fn);
    case 'contains':
      return t(0).toLowerCase().includes(t(1).toLowerCase());
    case 'upper':
      return t(0).toUpperCase();
    case 'lower':
      return t(0).toLowerCase();
    default:
      throw new Error(`No evaluator for function ${e.fn}`);
  }
}
