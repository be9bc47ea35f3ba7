import { useViewBase, type ViewProps } from './view-base';
import { ChildViews } from './ViewNode';

/** ScrollView / HorizontalScrollView / NestedScrollView: one child that scrolls inside the phone. */
export function ScrollView({ node, parent }: ViewProps) {
  const { style, data } = useViewBase(node, parent);
  const horizontal = node.tag.endsWith('HorizontalScrollView');
  return (
    <div
      {...data}
      style={{
        display: 'flex',
        flexDirection: horizontal ? 'row' : 'column',
        alignItems: 'flex-start',
        overflowX: horizontal ? 'auto' : 'hidden',
        overflowY: horizontal ? 'hidden' : 'auto',
        ...style,
      }}
    >
      <ChildViews nodes={node.children} parent={horizontal ? 'horizontal' : 'vertical'} />
    </div>
  );
}
