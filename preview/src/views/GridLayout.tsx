import { attr } from '../parse';
import { parseNumber } from '../resolve';
import { useViewBase, type ViewProps } from './view-base';
import { ChildViews } from './ViewNode';

const MAX_COLUMNS = 12;

/** GridLayout (keypads, boards): equal columns, children placed in order. */
export function GridLayout({ node, parent }: ViewProps) {
  const { style, data } = useViewBase(node, parent);
  const requested = parseNumber(attr(node, 'columnCount')) ?? 2;
  const columns = Math.min(MAX_COLUMNS, Math.max(1, Math.floor(requested)));
  return (
    <div {...data} style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, ...style }}>
      <ChildViews nodes={node.children} parent="grid" />
    </div>
  );
}
