import { attr, type XmlNode } from './parse';
import { idName } from './resolve';

/** One horizontal band of a RelativeLayout, flowed top to bottom. */
export interface RelativeRow {
  nodes: XmlNode[];
  horizontal: 'start' | 'center' | 'end';
  /** centerInParent / centerVertical: take the free space above and below. */
  centerVertically: boolean;
  /** alignParentBottom: pushed to the bottom of the layout. */
  atBottom: boolean;
}

const truthy = (node: XmlNode, name: string) => attr(node, name) === 'true';
const ref = (node: XmlNode, ...names: string[]) => {
  for (const name of names) {
    const id = idName(attr(node, name));
    if (id) return id;
  }
  return undefined;
};

/**
 * A best-effort flow layout for RelativeLayout: views placed beside another (toRightOf/toLeftOf)
 * share its row; below/above order the rows; alignParent and center rules align each row. Real
 * RelativeLayout needs measurement; this keeps every view visible in a sensible place.
 */
export function arrangeRelative(children: readonly XmlNode[]): RelativeRow[] {
  const rowOf = new Map<string, XmlNode[]>();
  const rows: XmlNode[][] = [];
  const pending: XmlNode[] = [];
  for (const child of children) {
    const anchor = ref(child, 'layout_toRightOf', 'layout_toEndOf', 'layout_toLeftOf', 'layout_toStartOf');
    if (anchor) pending.push(child);
    else startRow(child);
  }
  for (const child of pending) {
    const anchor = ref(child, 'layout_toRightOf', 'layout_toEndOf', 'layout_toLeftOf', 'layout_toStartOf') as string;
    const row = rowOf.get(anchor);
    if (!row) {
      startRow(child);
      continue;
    }
    const before = ref(child, 'layout_toLeftOf', 'layout_toStartOf') === anchor;
    const at = row.indexOf(findById(row, anchor) as XmlNode);
    row.splice(before ? at : at + 1, 0, child);
    const id = idName(attr(child, 'id'));
    if (id) rowOf.set(id, row);
  }
  return orderRows(rows, rowOf).map(describeRow);

  function startRow(node: XmlNode) {
    const row = [node];
    rows.push(row);
    const id = idName(attr(node, 'id'));
    if (id) rowOf.set(id, row);
  }
}

function findById(row: XmlNode[], id: string): XmlNode | undefined {
  return row.find((n) => idName(attr(n, 'id')) === id);
}

/** Stable ordering: rows move after the row they are `below`, before the row they are `above`. */
function orderRows(rows: XmlNode[][], rowOf: Map<string, XmlNode[]>): XmlNode[][] {
  const ordered = [...rows];
  // Each pass fixes at least one violated rule; bounded so a cycle cannot loop forever.
  for (let pass = 0; pass < rows.length; pass++) {
    let moved = false;
    for (const row of rows) {
      for (const node of row) {
        const below = rowOf.get(ref(node, 'layout_below') ?? '');
        const above = rowOf.get(ref(node, 'layout_above') ?? '');
        if (below && below !== row && ordered.indexOf(below) > ordered.indexOf(row)) {
          ordered.splice(ordered.indexOf(row), 1);
          ordered.splice(ordered.indexOf(below) + 1, 0, row);
          moved = true;
        } else if (above && above !== row && ordered.indexOf(above) < ordered.indexOf(row)) {
          ordered.splice(ordered.indexOf(row), 1);
          ordered.splice(ordered.indexOf(above), 0, row);
          moved = true;
        }
      }
    }
    if (!moved) break;
  }
  const bottom = ordered.filter((row) => row.some((n) => truthy(n, 'layout_alignParentBottom')));
  return [...ordered.filter((row) => !bottom.includes(row)), ...bottom];
}

function describeRow(nodes: XmlNode[]): RelativeRow {
  const any = (name: string) => nodes.some((n) => truthy(n, name));
  const centered = any('layout_centerInParent');
  let horizontal: RelativeRow['horizontal'] = 'start';
  if (centered || any('layout_centerHorizontal')) horizontal = 'center';
  else if (any('layout_alignParentRight') || any('layout_alignParentEnd')) horizontal = 'end';
  return { nodes, horizontal, centerVertically: centered || any('layout_centerVertical'), atBottom: any('layout_alignParentBottom') };
}
