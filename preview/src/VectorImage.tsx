import type { ReactElement } from 'react';
import { attr, type XmlNode } from './parse';
import { parseNumber, resolveColor, resolveLength, type ResolveContext } from './resolve';

/** Only path commands, numbers and separators: anything else in pathData drops the path. */
const SAFE_PATH = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]*$/;
const MAX_PATH_LENGTH = 20_000;
const MAX_ELEMENTS = 500;

interface VectorImageProps {
  node: XmlNode;
  ctx: ResolveContext;
  /** Size in CSS px when the view does not give one. */
  fallbackSize: number;
  /** Tint from the view (android:tint), overriding the drawable's colours. */
  tint?: string | null;
  label?: string;
}

/** Draws an Android VectorDrawable as inline SVG built from React elements (never from markup). */
export function VectorImage({ node, ctx, fallbackSize, tint, label }: VectorImageProps) {
  const vw = parseNumber(attr(node, 'viewportWidth')) ?? 24;
  const vh = parseNumber(attr(node, 'viewportHeight')) ?? 24;
  const width = resolveLength(attr(node, 'width'), ctx) ?? fallbackSize;
  const height = resolveLength(attr(node, 'height'), ctx) ?? fallbackSize;
  const effectiveTint = tint ?? resolveColor(attr(node, 'tint'), ctx);
  const counter = { n: 0 };
  return (
    <svg width={width} height={height} viewBox={`0 0 ${vw} ${vh}`} role="img" aria-label={label ?? 'icon'}>
      {renderChildren(node, ctx, effectiveTint ?? null, counter)}
    </svg>
  );
}

function renderChildren(node: XmlNode, ctx: ResolveContext, tint: string | null, counter: { n: number }): ReactElement[] {
  const out: ReactElement[] = [];
  node.children.forEach((child, i) => {
    if (++counter.n > MAX_ELEMENTS) return;
    if (child.tag === 'path') {
      const path = renderPath(child, ctx, tint, i);
      if (path) out.push(path);
    } else if (child.tag === 'group') {
      out.push(
        <g key={i} transform={groupTransform(child)}>
          {renderChildren(child, ctx, tint, counter)}
        </g>,
      );
    }
  });
  return out;
}

function renderPath(node: XmlNode, ctx: ResolveContext, tint: string | null, key: number): ReactElement | null {
  const d = attr(node, 'pathData');
  if (!d || d.length > MAX_PATH_LENGTH || !SAFE_PATH.test(d)) return null;
  const fill = tint ?? resolveColor(attr(node, 'fillColor'), ctx) ?? (attr(node, 'fillColor') ? ctx.theme.text : 'none');
  const stroke = attr(node, 'strokeColor') ? (tint ?? resolveColor(attr(node, 'strokeColor'), ctx) ?? ctx.theme.text) : undefined;
  const strokeWidth = parseNumber(attr(node, 'strokeWidth')) ?? undefined;
  const fillRule = attr(node, 'fillType') === 'evenOdd' ? 'evenodd' : undefined;
  return <path key={key} d={d} fill={fill} stroke={stroke} strokeWidth={strokeWidth} fillRule={fillRule} />;
}

function groupTransform(node: XmlNode): string | undefined {
  const n = (name: string, fallback: number) => parseNumber(attr(node, name)) ?? fallback;
  const px = n('pivotX', 0);
  const py = n('pivotY', 0);
  const parts = [
    `translate(${n('translateX', 0)} ${n('translateY', 0)})`,
    `translate(${px} ${py})`,
    `rotate(${n('rotation', 0)})`,
    `scale(${n('scaleX', 1)} ${n('scaleY', 1)})`,
    `translate(${-px} ${-py})`,
  ];
  return parts.join(' ');
}
