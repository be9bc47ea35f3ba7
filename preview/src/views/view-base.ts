import type { CSSProperties } from 'react';
import { boxStyle, type ParentKind } from '../box-style';
import { attr, shortTag, type XmlNode } from '../parse';
import { useRenderEnv, type RenderEnv } from '../render-context';
import { idName } from '../resolve';

/** Props every registered view receives. */
export interface ViewProps {
  node: XmlNode;
  parent: ParentKind;
}

export interface ViewBase {
  env: RenderEnv;
  style: CSSProperties;
  /** Data attributes that let tests and devtools find a view by tag and id. */
  data: { 'data-view': string; 'data-view-id'?: string };
  id: string | undefined;
}

export function useViewBase(node: XmlNode, parent: ParentKind): ViewBase {
  const env = useRenderEnv();
  const id = idName(attr(node, 'id'));
  const data: ViewBase['data'] = { 'data-view': shortTag(node.tag) };
  if (id) data['data-view-id'] = id;
  return { env, style: boxStyle(node, parent, env), data, id };
}

/** A wrap_content bar (SeekBar, horizontal ProgressBar) still needs some length to be usable. */
export function barMinWidth(fromLayout: unknown): number {
  return typeof fromLayout === 'number' && fromLayout > 0 ? fromLayout : 120;
}
