import { attr } from '../parse';
import { useBinding } from '../render-context';
import { parseNumber } from '../resolve';
import { barMinWidth, useViewBase, type ViewProps } from './view-base';

/** SeekBar: a real range input (min/max/progress), driving its bound number when interactive. */
export function SeekBar({ node, parent }: ViewProps) {
  const { env, style, data, id } = useViewBase(node, parent);
  const bound = useBinding(node);
  // No width: 100% here: with margins it would overflow; match_parent already stretches the box.
  const css = { accentColor: env.theme.accent, minHeight: 28, margin: 0, ...style, minWidth: barMinWidth(style.minWidth) };
  if (bound?.kind === 'slider') {
    return (
      <input {...data} type="range" aria-label={id ?? 'slider'} min={bound.min} max={bound.max} step={bound.step} value={bound.value} onChange={(e) => bound.setValue(Number(e.target.value))} style={css} />
    );
  }
  const min = parseNumber(attr(node, 'min')) ?? 0;
  const max = parseNumber(attr(node, 'max')) ?? 100;
  const progress = parseNumber(attr(node, 'progress')) ?? 0;
  return <input {...data} type="range" aria-label={id ?? 'slider'} min={min} max={max} defaultValue={progress} style={css} />;
}
