import { useViewBase, type ViewProps } from './view-base';
import { ChildViews } from './ViewNode';

/** FrameLayout: children stack in one grid cell (see boxStyle's gridArea); layout_gravity places each one. */
export function FrameLayout({ node, parent }: ViewProps) {
  const { style, data } = useViewBase(node, parent);
  return (
    <div {...data} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 1fr)', ...style }}>
      <ChildViews nodes={node.children} parent="frame" />
    </div>
  );
}
