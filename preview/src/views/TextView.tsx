import type { CSSProperties } from 'react';
import { flexAlign, parseGravity } from '../gravity';
import { attr } from '../parse';
import { useBinding } from '../render-context';
import { resolveString } from '../resolve';
import { textStyle } from '../text-style';
import { useViewBase, type ViewProps } from './view-base';

/** TextView: its text comes from the runtime when bound, else from android:text (or tools:text as sample). */
export function TextView({ node, parent }: ViewProps) {
  const { env, style, data } = useViewBase(node, parent);
  const bound = useBinding(node);
  const literal = resolveString(attr(node, 'text'), env) ?? resolveString(node.attrs['tools:text'], env);
  // Item layouts leave runtime-filled texts empty; a static sample row would otherwise look broken.
  const sample = env.sampleRow !== undefined && !literal ? `Sample ${env.sampleRow}` : undefined;
  const text = bound?.kind === 'text' ? bound.text : (literal || sample);
  const hint = text ? undefined : resolveString(attr(node, 'hint'), env);
  const outer: CSSProperties = {
    ...style,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: flexAlign(parseGravity(attr(node, 'gravity')).vertical),
  };
  const inner: CSSProperties = {
    ...textStyle(node, env, { sizeSp: 14, color: env.theme.text }),
    whiteSpace: 'pre-wrap',
    ...(hint || (sample !== undefined && sample === text) ? { color: env.theme.textSecondary } : {}),
  };
  return (
    <div {...data} style={outer}>
      <span style={inner}>{text ?? hint ?? ''}</span>
    </div>
  );
}
