import { attr } from '../parse';
import { useBinding } from '../render-context';
import { parseNumber } from '../resolve';
import { barMinWidth, useViewBase, type ViewProps } from './view-base';

/** ProgressBar: a bar for the horizontal styles (value/max), otherwise an indeterminate spinner. */
export function ProgressBar({ node, parent }: ViewProps) {
  const { env, style, data } = useViewBase(node, parent);
  const bound = useBinding(node);
  const horizontal = /Horizontal/.test(node.attrs['style'] ?? '') || bound?.kind === 'progress';
  if (!horizontal) {
    return (
      <div {...data} role="progressbar" aria-label="loading" style={{ width: 40, height: 40, ...style }}>
        <svg width="100%" height="100%" viewBox="0 0 40 40">
          <circle cx="20" cy="20" r="16" fill="none" stroke={env.theme.accent} strokeWidth="4" strokeDasharray="70 30" strokeLinecap="round">
            <animateTransform attributeName="transform" type="rotate" from="0 20 20" to="360 20 20" dur="1s" repeatCount="indefinite" />
          </circle>
        </svg>
      </div>
    );
  }
  const max = Math.max(1, bound?.kind === 'progress' ? bound.max : (parseNumber(attr(node, 'max')) ?? 100));
  const value = Math.min(max, Math.max(0, bound?.kind === 'progress' ? bound.value : (parseNumber(attr(node, 'progress')) ?? 0)));
  const percent = Math.round((value / max) * 1000) / 10;
  return (
    <div
      {...data}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      style={{ height: 4, minHeight: 4, backgroundColor: env.theme.divider, borderRadius: 2, overflow: 'hidden', ...style, minWidth: barMinWidth(style.minWidth) }}
    >
      <div style={{ width: `${percent}%`, height: '100%', backgroundColor: env.theme.accent }} />
    </div>
  );
}
