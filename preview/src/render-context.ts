import { createContext, useContext } from 'react';
import type { Binder, BoundView, ItemScope } from './binding';
import type { XmlNode } from './parse';
import { attr } from './parse';
import { idName, type ResolveContext } from './resolve';

/** Everything a view needs while rendering, shared through React context. */
export interface RenderEnv extends ResolveContext {
  binder: Binder | null;
  scope: ItemScope | null;
  /** Layout names currently being rendered, to stop `<include>` and list-item recursion. */
  layoutStack: readonly string[];
  /** Row number while drawing a static list's sample rows, so empty item texts get sample text. */
  sampleRow?: number;
}

export const RenderEnvContext = createContext<RenderEnv | null>(null);

export function useRenderEnv(): RenderEnv {
  const env = useContext(RenderEnvContext);
  if (!env) throw new Error('Views must be rendered inside <LayoutView>');
  return env;
}

/** The runtime binding for this node's `android:id`, or null in static mode. */
export function useBinding(node: XmlNode): BoundView | null {
  const env = useRenderEnv();
  const id = idName(attr(node, 'id'));
  if (!env.binder || !id) return null;
  return env.binder.bind(id, env.scope);
}
