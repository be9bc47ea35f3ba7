import type { DrawableRef, ResolveContext } from './resolve';
import { VectorImage } from './VectorImage';

interface DrawableImageProps {
  drawable: DrawableRef | null;
  ctx: ResolveContext;
  size: number;
  tint?: string | null;
  label?: string;
}

/** Renders a resolved drawable: vector → SVG, colour → swatch, anything else → a neutral icon glyph. */
export function DrawableImage({ drawable, ctx, size, tint, label }: DrawableImageProps) {
  if (drawable?.kind === 'xml' && drawable.node.tag === 'vector') {
    return <VectorImage node={drawable.node} ctx={ctx} fallbackSize={size} tint={tint} label={label} />;
  }
  if (drawable?.kind === 'color') {
    return <span role="img" aria-label={label ?? 'image'} style={{ display: 'block', width: size, height: size, backgroundColor: drawable.color }} />;
  }
  const name = drawable?.kind === 'icon' ? drawable.name : 'image';
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={label ?? name}>
      <rect x="3" y="3" width="18" height="18" rx="3" fill="none" stroke={tint ?? ctx.theme.textSecondary} strokeWidth="1.5" />
      <circle cx="9" cy="9" r="2" fill={tint ?? ctx.theme.textSecondary} />
      <path d="M5 18l5-6 4 4 2-2 3 4z" fill={tint ?? ctx.theme.textSecondary} />
    </svg>
  );
}
