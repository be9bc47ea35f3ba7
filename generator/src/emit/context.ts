import type { AppSpec } from '@droidforge/contracts';
import { compileExpr, compileTemplate, type TypedExpr, type TypedTemplate, type TypeEnv, type ValueType } from '../spec/expr/index';
import { specTypeEnv } from '../spec/env';
import type { AdsPlan } from './ads-plan';
import { StringTable } from './strings';

/** What every emitter step shares: the spec, its type environment, string resources and the ads plan. */
export interface EmitContext {
  spec: AppSpec;
  env: TypeEnv;
  strings: StringTable;
  /** Null when the project has no ads. */
  ads: AdsPlan | null;
}

export function createContext(spec: AppSpec, ads: AdsPlan | null): EmitContext {
  return { spec, env: specTypeEnv(spec), strings: new StringTable(), ads };
}

/** Compiles an expression the validator already accepted; a failure here is a bug, so it throws. */
export function mustExpr(src: string, env: TypeEnv, want?: ValueType): TypedExpr {
  const r = compileExpr(src, env, want);
  if (!r.ok) throw new Error(`Unvalidated expression "${src}": ${r.error.message}`);
  return r.value;
}

export function mustTemplate(src: string, env: TypeEnv): TypedTemplate {
  const r = compileTemplate(src, env);
  if (!r.ok) throw new Error(`Unvalidated template "${src}": ${r.error.message}`);
  return r.value;
}
