import type { CSSProperties } from 'react';
import { flexAlign, parseGravity, type Align } from './gravity';
import { attr, type XmlNode } from './parse';
import { parseNumber, resolveColor, resolveDimension, resolveDrawable, resolveLength, type ResolveContext } from './resolve';
import type { Dimension } from './units';

/** How the parent lays out its children; decides what width/height/weight/layout_gravity mean. */
export type ParentKind = 'vertical' | 'horizontal' | 'frame' | 'grid';

/**
 * CSS for the box of any view: size, weight, margins, padding, background, visibility, alpha.
 * Every value is computed from strictly parsed numbers or colours; raw attribute text never reaches CSS.
 */
export function boxStyle(node: XmlNode, parent: ParentKind, ctx: ResolveContext): CSSProperties {
  const style: CSSProperties = { boxSizing: 'border-box', position: 'relative', minWidth: 0 };
  const width = resolveDimension(attr(node, 'layout_width'), ctx);
  const height = resolveDimension(attr(node, 'layout_height'), ctx);
  applySize(style, parent, width, height, parseNumber(attr(node, 'layout_weight')) ?? 0);
  applyLayoutGravity(style, parent, parseGravity(attr(node, 'layout_gravity')));
  applyEdges(style, 'margin', node, 'layout_margin', ctx);
  applyEdges(style, 'padding', node, 'padding', ctx);
  applyBackground(style, attr(node, 'background'), ctx);
  const minHeight = resolveLength(attr(node, 'minHeight'), ctx);
  if (minHeight !== null) style.minHeight = minHeight;
  const minWidth = resolveLength(attr(node, 'minWidth'), ctx);
  if (minWidth !== null) style.minWidth = minWidth;
  const alpha = parseNumber(attr(node, 'alpha'));
  if (alpha !== null) style.opacity = Math.min(1, Math.max(0, alpha));
  if (attr(node, 'visibility') === 'invisible') style.visibility = 'hidden';
  const elevation = resolveLength(attr(node, 'elevation'), ctx);
  if (elevation !== null && elevation > 0) style.boxShadow = `0 ${Math.round(elevation / 2)}px ${Math.round(elevation * 1.5)}px rgba(0, 0, 0, 0.25)`;
  return style;
}

export function isGone(node: XmlNode): boolean {
  return attr(node, 'visibility') === 'gone';
}

function applySize(style: CSSProperties, parent: ParentKind, width: Dimension | null, height: Dimension | null, weight: number): void {
  const mainIsHeight = parent === 'vertical';
  const main = mainIsHeight ? height : width;
  const cross = mainIsHeight ? width : height;
  const mainProp = mainIsHeight ? 'height' : 'width';
  const crossProp = mainIsHeight ? 'width' : 'height';

  if (parent === 'frame' || parent === 'grid') {
    if (parent === 'frame') style.gridArea = '1 / 1';
    setCellSize(style, 'width', 'justifySelf', width);
    setCellSize(style, 'height', 'alignSelf', height);
    return;
  }
  if (weight > 0) {
    // Android gives a weighted child its share of the leftover space; 0dp means "only the share".
    style.flexGrow = weight;
    style.flexShrink = 1;
    style.flexBasis = main?.kind === 'length' && main.px === 0 ? 0 : 'auto';
    // Lets a weighted ListView or ScrollView shrink to its share and scroll inside it, as on Android.
    style[mainIsHeight ? 'minHeight' : 'minWidth'] = 0;
  } else if (main?.kind === 'match_parent') {
    style.flexGrow = 1;
  } else if (main?.kind === 'length') {
    style[mainProp] = main.px;
    style.flexShrink = 0;
  }
  if (cross?.kind === 'match_parent') style.alignSelf = 'stretch';
  else if (cross?.kind === 'length') style[crossProp] = cross.px;
}

function setCellSize(style: CSSProperties, prop: 'width' | 'height', self: 'justifySelf' | 'alignSelf', dim: Dimension | null): void {
  // 0dp in a grid cell comes with layout_columnWeight: the view fills its (equal) column.
  if (dim?.kind === 'match_parent' || (dim?.kind === 'length' && dim.px === 0)) style[self] = 'stretch';
  else {
    style[self] = 'start';
    if (dim?.kind === 'length') style[prop] = dim.px;
  }
}

function applyLayoutGravity(style: CSSProperties, parent: ParentKind, g: { horizontal: Align | null; vertical: Align | null }): void {
  if (parent === 'vertical' && g.horizontal && style.alignSelf !== 'stretch') style.alignSelf = flexAlign(g.horizontal);
  if (parent === 'horizontal' && g.vertical && style.alignSelf !== 'stretch') style.alignSelf = flexAlign(g.vertical);
  if (parent === 'frame' || parent === 'grid') {
    if (g.horizontal && style.justifySelf !== 'stretch') style.justifySelf = g.horizontal;
    if (g.vertical && style.alignSelf !== 'stretch') style.alignSelf = g.vertical;
  }
}

type EdgeKind = 'margin' | 'padding';

function applyEdges(style: CSSProperties, kind: EdgeKind, node: XmlNode, prefix: string, ctx: ResolveContext): void {
  const len = (suffix: string) => resolveLength(attr(node, prefix + suffix), ctx);
  const all = len('');
  const horizontal = len('Horizontal');
  const vertical = len('Vertical');
  const edges = {
    Top: len('Top') ?? vertical ?? all,
    Bottom: len('Bottom') ?? vertical ?? all,
    Left: len('Start') ?? len('Left') ?? horizontal ?? all,
    Right: len('End') ?? len('Right') ?? horizontal ?? all,
  };
  for (const [side, value] of Object.entries(edges)) {
    if (value !== null) style[`${kind}${side}` as `${EdgeKind}Top`] = value;
  }
}

function applyBackground(style: CSSProperties, raw: string | undefined, ctx: ResolveContext): void {
  const drawable = resolveDrawable(raw, ctx);
  if (!drawable) return;
  if (drawable.kind === 'color') {
    style.backgroundColor = drawable.color;
    return;
  }
  if (drawable.kind === 'xml') applyShape(style, drawable.node, ctx);
}

/** `<shape>` drawables (rounded cards, outlined boxes) and the first state of a `<selector>`. */
function applyShape(style: CSSProperties, node: XmlNode, ctx: ResolveContext): void {
  const shape = node.tag === 'selector' || node.tag === 'layer-list' ? findShape(node) : node;
  if (!shape || shape.tag !== 'shape') return;
  for (const part of shape.children) {
    if (part.tag === 'solid') {
      const color = resolveColor(attr(part, 'color'), ctx);
      if (color) style.backgroundColor = color;
    } else if (part.tag === 'corners') {
      const radius = resolveLength(attr(part, 'radius'), ctx);
      if (radius !== null) style.borderRadius = radius;
    } else if (part.tag === 'stroke') {
      const width = resolveLength(attr(part, 'width'), ctx);
      const color = resolveColor(attr(part, 'color'), ctx);
      if (width !== null && color) style.border = `${width}px solid ${color}`;
    }
  }
  if (attr(shape, 'shape') === 'oval') style.borderRadius = '50%';
}

function findShape(node: XmlNode): XmlNode | undefined {
  for (const child of node.children) {
    if (child.tag === 'shape') return child;
    const nested = findShape(child);
    if (nested) return nested;
  }
  return undefined;
}
