import type { TypedExpr } from './ast';

/**
 * How the emitter names things in Kotlin. Expressions compile to plain Kotlin calling the `Expr`
 * helper object (kotlin-runtime.ts), whose rules mirror runtime.ts.
 */
export interface KotlinContext {
  /** Kotlin expression reading a state variable, e.g. `AppState.count`. */
  stateRef(name: string): string;
  /** Kotlin name of the current list item and its index, inside list items. */
  itemRef?: string;
  indexRef?: string;
}

export function kotlinString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (ch === '"') out += '\\"';
    else if (ch === '$') out += '\\$';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return out + '"';
}

export function kotlinDouble(n: number): string {
  if (Number.isNaN(n)) return 'Double.NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Double.POSITIVE_INFINITY' : 'Double.NEGATIVE_INFINITY';
  const s = String(n);
  return /[.eE]/.test(s) ? s : `${s}.0`;
}

/** Compiles a type-checked expression to a Kotlin expression of type Double, String or Boolean. */
export function toKotlin(e: TypedExpr, ctx: KotlinContext): string {
  const k = (x: TypedExpr) => toKotlin(x, ctx);
  switch (e.kind) {
    case 'number':
      return kotlinDouble(e.value);
    case 'string':
      return kotlinString(e.value);
    case 'bool':
      return e.value ? 'true' : 'false';
    case 'var':
      if (e.name === 'index' && ctx.itemRef) return `${ctx.indexRef ?? 'index'}.toDouble()`;
      return ctx.stateRef(e.name);
    case 'field':
      return `${ctx.itemRef ?? 'item'}.${e.field}`;
    case 'unary':
      return `${e.op}${wrap(e.operand, k(e.operand))}`;
    case 'cond':
      return `(if (${k(e.test)}) ${k(e.then)} else ${k(e.else)})`;
    case 'binary': {
      const b = e as Extract<TypedExpr, { kind: 'binary' }>;
      if (b.op === '+' && b.type === 'text') return `${asText(b.left, k(b.left))} + ${asText(b.right, k(b.right))}`;
      return `(${k(b.left)} ${b.op} ${k(b.right)})`;
    }
    case 'call':
      return callToKotlin(e as Call, ctx, k);
  }
}

function wrap(e: TypedExpr, code: string): string {
  return /^[\w.]+$/.test(code) || e.kind === 'binary' || e.kind === 'cond' ? code : `(${code})`;
}

function asText(e: TypedExpr, code: string): string {
  if (e.type === 'text') return e.kind === 'binary' ? `(${code})` : code;
  return `Expr.str(${code})`;
}

type Call = Extract<TypedExpr, { kind: 'call' }>;

function callToKotlin(e: Call, _ctx: KotlinContext, k: (x: TypedExpr) => string): string {
  const a = e.args.map(k);
  return listCallToKotlin(e, a) ?? scalarCallToKotlin(e, a);
}

/** Functions over a list variable (`a[0]`) and quoted field names; null for any other function. */
function listCallToKotlin(e: Call, a: string[]): string | null {
  const field = (i: number) => (e.args[i] as { value: string }).value;
  switch (e.fn) {
    case 'sum':
      return `${a[0]}.sumOf { entry -> entry.${field(1)} }`;
    case 'count':
      return e.args.length === 1 ? `${a[0]}.size.toDouble()` : `${a[0]}.count { entry -> entry.${field(1)} }.toDouble()`;
    case 'avg':
      return `Expr.average(${a[0]}.map { entry -> entry.${field(1)} })`;
    case 'maxIn':
      return `(${a[0]}.maxOfOrNull { entry -> entry.${field(1)} } ?: 0.0)`;
    case 'minIn':
      return `(${a[0]}.minOfOrNull { entry -> entry.${field(1)} } ?: 0.0)`;
    case 'sumIf':
      return `${a[0]}.filter { entry -> entry.${field(2)} == ${a[3]} }.sumOf { entry -> entry.${field(1)} }`;
    case 'avgIf':
      return `Expr.average(${a[0]}.filter { entry -> entry.${field(2)} == ${a[3]} }.map { entry -> entry.${field(1)} })`;
    case 'maxIf':
      return `(${a[0]}.filter { entry -> entry.${field(2)} == ${a[3]} }.maxOfOrNull { entry -> entry.${field(1)} } ?: 0.0)`;
    case 'minIf':
      return `(${a[0]}.filter { entry -> entry.${field(2)} == ${a[3]} }.minOfOrNull { entry -> entry.${field(1)} } ?: 0.0)`;
    case 'countIf':
      return `${a[0]}.count { entry -> entry.${field(1)} == ${a[2]} }.toDouble()`;
    case 'avgGap':
      return `Expr.averageGap(${a[0]}.map { entry -> entry.${field(1)} })`;
    case 'lastDate':
      return `Expr.lastDate(${a[0]}.map { entry -> entry.${field(1)} })`;
    case 'get':
      return `(${a[0]}.getOrNull(Math.floor(${a[1]}).toInt())?.${field(2)} ?: ${kotlinDefault(e.type)})`;
    default:
      return null;
  }
}

function scalarCallToKotlin(e: Call, a: string[]): string {
  switch (e.fn) {
    case 'round':
      return `Expr.round(${a[0]})`;
    case 'floor':
    case 'ceil':
    case 'abs':
    case 'sqrt':
      return `Math.${e.fn}(${a[0]})`;
    case 'pow':
      return `Math.pow(${a[0]}, ${a[1]})`;
    case 'min':
    case 'max':
      return a.slice(1).reduce((acc, x) => `Math.${e.fn}(${acc}, ${x})`, a[0]!);
    case 'len':
      return e.args[0]!.type === 'list' ? `${a[0]}.size.toDouble()` : `${a[0]}.length.toDouble()`;
    case 'fixed':
    case 'pad':
    case 'str':
    case 'random':
    case 'contains':
    case 'days':
    case 'year':
    case 'month':
    case 'day':
    case 'addDays':
      return `Expr.${e.fn}(${a.join(', ')})`;
    case 'num':
      return e.args[0]!.type === 'number' ? a[0]! : `Expr.num(${a[0]})`;
    case 'now':
      return 'System.currentTimeMillis().toDouble()';
    case 'today':
      return 'Expr.today()';
    case 'upper':
      return `${wrap(e.args[0]!, a[0]!)}.uppercase()`;
    case 'lower':
      return `${wrap(e.args[0]!, a[0]!)}.lowercase()`;
    default:
      throw new Error(`No Kotlin for function ${e.fn}`);
  }
}

export function kotlinDefault(type: string): string {
  if (type === 'number') return '0.0';
  if (type === 'bool') return 'false';
  return '""';
}
