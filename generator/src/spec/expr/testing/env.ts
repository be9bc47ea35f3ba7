import type { TypedExpr } from '../ast';
import type { TypeEnv } from '../check';
import { compileExpr } from '../compile';

/** A state shape used across the expression tests. */
export const testEnv: TypeEnv = {
  vars: {
    count: { type: 'number' },
    name: { type: 'text' },
    done: { type: 'bool' },
    expenses: { type: 'list', fields: { amount: 'number', note: 'text', paid: 'bool', day: 'text' } },
  },
};

export const itemEnv: TypeEnv = { ...testEnv, item: testEnv.vars.expenses!.fields! };

export const fixedClock = { now: () => 1_700_000_000_000, random: () => 0.5, today: () => '2024-05-06' };

/** The typed expression for a source the test expects to compile; a compile error fails the test. */
export function mustCompile(src: string, env: TypeEnv = testEnv): TypedExpr {
  const r = compileExpr(src, env);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
