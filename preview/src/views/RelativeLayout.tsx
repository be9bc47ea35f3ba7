import type { CSSProperties } from 'react';
import { arrangeRelative, type RelativeRow } from '../relative-arrange';
import { useViewBase, type ViewProps } from './view-base';
import { ChildViews } from './ViewNode';

const JUSTIFY = { start: 'flex-start', center: 'center', end: 'flex-end' } as const;

/** RelativeLayout, approximated as rows flowed top to bottom (see arrangeRelative). */
export function RelativeLayout({ node, parent }: ViewProps) {
  const { style, data } = useViewBase(node, parent);
  const rows = arrangeRelative(node.children);
  const firstBottom = rows.findIndex((r) => r.atBottom);
  return (
    <div {...data} style={{ display: 'flex', flexDirection: 'column', ...style }}>
      {rows.map((row, i) => (
        <div key={i} style={rowStyle(row, i === firstBottom)}>
          <ChildViews nodes={row.nodes} parent="horizontal" />
        </div>
      ))}
    </div>
  );
}

function rowStyle(row: RelativeRow, pushDown: boolean): CSSProperties {
  return {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'flex-start',
    justifyContent: JUSTIFY[row.horizontal],
    marginTop: row.centerVertically || pushDown ? 'auto' : undefined,
    marginBottom: row.centerVertically ? 'auto' : undefined,
  };
}
