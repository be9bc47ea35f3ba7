import type { CSSProperties } from 'react';
import type { ParentKind } from '../box-style';
import { flexAlign, parseGravity } from '../gravity';
import { attr, type XmlNode } from '../parse';
import { useViewBase, type ViewProps } from './view-base';
import { ChildViews } from './ViewNode';

type Orientation = 'horizontal' | 'vertical';

/** Flex CSS for a linear container; gravity places the children along and across the orientation. */
export function linearLayoutStyle(node: XmlNode, base: CSSProperties, fallback: Orientation): { css: CSSProperties; childParent: ParentKind } {
  const horizontal = (attr(node, 'orientation') ?? fallback) === 'horizontal';
  const g = parseGravity(attr(node, 'gravity'));
  const css: CSSProperties = {
    display: 'flex',
    flexDirection: horizontal ? 'row' : 'column',
    justifyContent: flexAlign(horizontal ? g.horizontal : g.vertical),
    alignItems: flexAlign(horizontal ? g.vertical : g.horizontal) ?? 'flex-start',
    ...base,
  };
  return { css, childParent: horizontal ? 'horizontal' : 'vertical' };
}

/** LinearLayout (horizontal unless told otherwise, as on Android). */
export function LinearLayout({ node, parent }: ViewProps) {
  const { style, data } = useViewBase(node, parent);
  const fallback: Orientation = node.tag === 'TableLayout' ? 'vertical' : 'horizontal';
  const { css, childParent } = linearLayoutStyle(node, style, fallback);
  return (
    <div {...data} style={css}>
      <ChildViews nodes={node.children} parent={childParent} />
    </div>
  );
}
