import type { Action } from '@droidforge/contracts';
import { kotlinDefault, templateToKotlin, toKotlin, type KotlinContext, type TypeEnv } from '../spec/expr/index';
import { mustExpr, mustTemplate, type EmitContext } from './context';
import { bare, block } from './kotlin-code';
import { activityName, itemClassName } from './names';

/** Where actions run: in an activity (`host` empty) or in a timer, where the screen may be gone. */
export interface ActionScope {
  ctx: EmitContext;
  env: TypeEnv;
  kotlin: KotlinContext;
  /** Receiver for screen calls (toast, navigate …): '' inside an activity, 'screen?.' in timers. */
  host: string;
}

export const STATE_REF = (name: string) => `AppState.${name}`;

/** Kotlin statements for a list of actions. The caller ends with `stateChanged()`. */
export function actionsToKotlin(actions: readonly Action[], scope: ActionScope): string[] {
  return actions.flatMap((a) => actionToKotlin(a, scope));
}

function actionToKotlin(a: Action, s: ActionScope): string[] {
  const { ctx, env, kotlin, host } = s;
  const expr = (src: string, want?: 'number' | 'text' | 'bool') => {
    const typed = mustExpr(src, env, want);
    const code = toKotlin(typed, kotlin);
    return want === 'text' && typed.type !== 'text' ? `Expr.str(${code})` : code;
  };
  const tpl = (src: string) => templateToKotlin(mustTemplate(src, env), kotlin);
  const varType = (name: string) => ctx.spec.state.find((v) => v.name === name)?.type;
  const fieldType = (list: string, field: string) => {
    const f = ctx.spec.state.find((v) => v.name === list)?.fields?.find((x) => x.name === field);
    return f?.type === 'date' ? 'text' : (f?.type ?? 'text');
  };
  switch (a.do) {
    case 'set':
      return [`${STATE_REF(a.var)} = ${expr(a.value, varType(a.var) as 'number' | 'text' | 'bool')}`];
    case 'increment':
      return [`${STATE_REF(a.var)} += ${expr(a.by, 'number')}`];
    case 'clear': {
      const t = varType(a.var);
      return [t === 'list' ? `${STATE_REF(a.var)}.clear()` : `${STATE_REF(a.var)} = ${kotlinDefault(t ?? 'text')}`];
    }
    case 'append': {
      const args = Object.entries(a.item).map(([field, src]) => `${field} = ${expr(src, fieldType(a.list, field))}`);
      return [`${STATE_REF(a.list)}.add(${itemClassName(a.list)}(${args.join(', ')}))`];
    }
    case 'removeItem':
      return [`Expr.removeAt(${STATE_REF(a.list)}, ${expr(a.index, 'number')})`];
    case 'updateItem':
      return [`Expr.itemAt(${STATE_REF(a.list)}, ${expr(a.index, 'number')})?.${a.field} = ${expr(a.value, fieldType(a.list, a.field))}`];
    case 'navigate':
      return [`${host}navigate(${activityName(a.screen)}::class.java)`];
    case 'back':
      return [`${host}back()`];
    case 'toast':
      return [`${host}toast(${tpl(a.text)})`];
    case 'signal':
      return ['Expr.beep()', `${host}toast(${tpl(a.text)})`];
    case 'share':
      return [`${host}share(${tpl(a.text)})`];
    case 'dial':
      return [`${host}dial(${tpl(a.phone)})`];
    case 'copy':
      return [`${host}copy(${tpl(a.text)})`];
    case 'startTimer':
      return [`AppTimers.start${cap(a.timer)}()`];
    case 'stopTimer':
      return [`AppTimers.stop${cap(a.timer)}()`];
    case 'if': {
      const cond = expr(a.cond, 'bool');
      const then = actionsToKotlin(a.then, s);
      const otherwise = actionsToKotlin(a.else, s);
      const head = block(`if (${bare(cond)})`, then);
      if (otherwise.length === 0) return head;
      head[head.length - 1] = '} else {';
      return [...head, ...otherwise.map((l) => '    ' + l), '}'];
    }
  }
}

export function cap(s: string): string {
  return s[0]!.toUpperCase() + s.slice(1);
}
