import { attr } from '../parse';
import { useBinding } from '../render-context';
import { resolveColor, resolveDrawable, resolveString } from '../resolve';
import { DrawableImage } from '../DrawableImage';
import { useViewBase, type ViewProps } from './view-base';

/** ImageView and ImageButton: the src drawable (vector as SVG), sized by the view. */
export function ImageView({ node, parent }: ViewProps) {
  const { env, style, data } = useViewBase(node, parent);
  const bound = useBinding(node);
  const drawable = resolveDrawable(attr(node, 'src') ?? node.attrs['app:srcCompat'], env);
  const tint = resolveColor(attr(node, 'tint'), env);
  const label = resolveString(attr(node, 'contentDescription'), env);
  const size = typeof style.width === 'number' ? style.width : 24;
  const image = <DrawableImage drawable={drawable} ctx={env} size={size} tint={tint} label={label} />;
  const css = { display: 'flex', alignItems: 'center', justifyContent: 'center', ...style };
  if (node.tag.endsWith('ImageButton')) {
    return (
      <button type="button" {...data} aria-label={label ?? data['data-view-id'] ?? 'image button'} onClick={bound?.kind === 'button' ? bound.click : undefined} style={{ border: 'none', background: 'transparent', cursor: 'pointer', padding: 6, ...css }}>
        {image}
      </button>
    );
  }
  return (
    <div {...data} style={css}>
      {image}
    </div>
  );
}
