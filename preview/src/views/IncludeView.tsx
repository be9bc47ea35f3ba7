import { useMemo } from 'react';
import type { ParentKind } from '../box-style';
import { parseXml, type XmlNode } from '../parse';
import { RenderEnvContext, useRenderEnv } from '../render-context';
import { layoutName } from '../layout-ref';
import { ViewNode } from './ViewNode';
import { UnknownView } from './UnknownView';

/** `<include layout="@layout/x"/>`: renders the other layout in place; recursion is cut off. */
export function IncludeView({ node, parent }: { node: XmlNode; parent: ParentKind }) {
  const env = useRenderEnv();
  const name = layoutName(node.attrs['layout']);
  const source = name ? env.res.layouts.get(name) : undefined;
  const parsed = useMemo(() => (source === undefined ? null : parseXml(source)), [source]);
  if (!name || !parsed?.ok || env.layoutStack.includes(name)) return <UnknownView node={node} parent={parent} />;
  return (
    <RenderEnvContext.Provider value={{ ...env, layoutStack: [...env.layoutStack, name] }}>
      <ViewNode node={parsed.root} parent={parent} />
    </RenderEnvContext.Provider>
  );
}
