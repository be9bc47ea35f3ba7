import type { Action } from '@droidforge/contracts';
import type { KotlinContext, TypeEnv } from '../spec/expr/index';
import { actionsToKotlin, STATE_REF } from './actions';
import type { EmitContext } from './context';
import { block } from './kotlin-code';
import { pascalCase } from './names';

/** The pieces of one Activity's source, filled in while its components are visited. */
export interface ScreenCode {
  ctx: EmitContext;
  imports: Set<string>;
  fields: string[];
  setup: string[];
  render: string[];
  /** Handlers and inner classes, each a group of lines. */
  members: string[][];
}

export const SCREEN_KOTLIN: KotlinContext = { stateRef: STATE_REF };
export const ITEM_KOTLIN: KotlinContext = { stateRef: STATE_REF, itemRef: 'item', indexRef: 'position' };

/**
 * Adds a handler `on<Id><Event>()` running the actions, then persisting and redrawing.
 * Inside list items the handler takes the item's position in its list.
 */
export function addHandler(code: ScreenCode, id: string, event: string, actions: readonly Action[], env: TypeEnv, listSource?: string): string {
  const name = `on${pascalCase(id)}${event}`;
  const inItem = listSource !== undefined;
  const body = actionsToKotlin(actions, { ctx: code.ctx, env, kotlin: inItem ? ITEM_KOTLIN : SCREEN_KOTLIN, host: '' });
  const usesItem = body.some((l) => /\bitem\b/.test(l));
  const lines = [...(inItem && usesItem ? [`val item = ${STATE_REF(listSource)}[position]`] : []), ...body, 'stateChanged()'];
  code.members.push(block(`private fun ${name}(${inItem ? 'position: Int' : ''})`, lines));
  return name;
}
