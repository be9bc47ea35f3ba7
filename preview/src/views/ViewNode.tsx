import type { ParentKind } from '../box-style';
import { isGone } from '../box-style';
import { attr, shortTag, type XmlNode } from '../parse';
import { useRenderEnv } from '../render-context';
import { idName } from '../resolve';
import { IncludeView } from './IncludeView';
import { VIEWS } from './registry';
import { UnknownView } from './UnknownView';

/** Renders one XML element with the view registered for its tag; unknown tags get a placeholder. */
export function ViewNode({ node, parent }: { node: XmlNode; parent: ParentKind }) {
  const env = useRenderEnv();
  const id = idName(attr(node, 'id'));
  const runtime = id && env.binder ? env.binder.visibility(id, env.scope) : null;
  if (runtime === 'gone' || (runtime === null && isGone(node))) return null;
  if (node.tag === 'include') return <IncludeView node={node} parent={parent} />;
  // <merge> (root of an included layout) contributes its children straight to the parent.
  if (node.tag === 'merge') return <ChildViews nodes={node.children} parent={parent} />;
  const View = VIEWS.get(shortTag(node.tag)) ?? UnknownView;
  return <View node={node} parent={parent} />;
}

/** Children of a container, laid out as `parent` says. */
export function ChildViews({ nodes, parent }: { nodes: readonly XmlNode[]; parent: ParentKind }) {
  return (
    <>
      {nodes.map((child, i) => (
        <ViewNode key={i} node={child} parent={parent} />
      ))}
    </>
  );
}
