import type { AppSpec } from '@droidforge/contracts';
import {
  compileExpr,
  compileTemplate,
  evaluate,
  evaluateTemplate,
  formatValue,
  type ListItem,
  type TypedExpr,
  type TypedTemplate,
  type TypeEnv,
  type Value,
  type ValueType,
  type VarInfo,
} from '@droidforge/generator/spec/expr/index';

export type { ListItem, Value };
export { formatValue };

/** Where an expression is evaluated: the app state and, inside a list item, the item and its index. */
export interface EvalScope {
  state: Readonly<Record<string, Value>>;
  /** Name of the list state variable whose item is in scope. */
  list?: string;
  item?: ListItem;
  index?: number;
}

/**
 * Compiles and evaluates AppSpec expressions and templates with the generator's expression
 * language, the one the Kotlin emitter compiles, so preview and APK agree. Compiled trees are
 * cached per source and item context. A broken expression yields null instead of throwing, so the
 * preview keeps running (the generator's checks report it).
 */
export class ExpressionEngine {
  private readonly vars: Record<string, VarInfo> = Object.create(null) as Record<string, VarInfo>;
  private readonly exprs = new Map<string, TypedExpr | null>();
  private readonly templates = new Map<string, TypedTemplate | null>();

  constructor(spec: AppSpec) {
    for (const v of spec.state) this.vars[v.name] = { type: v.type, fields: v.fields ? fieldTypes(v.fields) : undefined };
  }

  evaluate(source: string, scope: EvalScope): Value | null {
    const typed = this.cached(this.exprs, source, scope.list, (env) => compileExpr(source, env));
    return typed ? this.safely(() => evaluate(typed, scope)) : null;
  }

  /** Renders a `{expression}` template; a template that does not compile is shown as written. */
  template(source: string, scope: EvalScope): string {
    const typed = this.cached(this.templates, source, scope.list, (env) => compileTemplate(source, env));
    return (typed ? this.safely(() => evaluateTemplate(typed, scope)) : null) ?? source;
  }

  private cached<T>(cache: Map<string, T | null>, source: string, list: string | undefined, compile: (env: TypeEnv) => { ok: true; value: T } | { ok: false }): T | null {
    const key = `${list ?? ''}\u0000${source}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const result = compile({ vars: this.vars, item: list ? this.vars[list]?.fields : undefined });
    const value = result.ok ? result.value : null;
    cache.set(key, value);
    return value;
  }

  private safely<T>(run: () => T): T | null {
    try {
      return run();
    } catch {
      return null;
    }
  }
}

function fieldTypes(fields: readonly { name: string; type: string }[]): Record<string, ValueType> {
  const out: Record<string, ValueType> = {};
  // Dates are text in the expression language (yyyy-mm-dd).
  for (const f of fields) out[f.name] = f.type === 'date' ? 'text' : (f.type as ValueType);
  return out;
}
