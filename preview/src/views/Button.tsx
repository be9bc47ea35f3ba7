import type { CSSProperties } from 'react';
import { attr } from '../parse';
import { useBinding } from '../render-context';
import { resolveColor, resolveString } from '../resolve';
import { textStyle } from '../text-style';
import { useViewBase, type ViewProps } from './view-base';

/** Button: a real <button>, so the preview is keyboard usable; Material buttons are upper-case unless told otherwise. */
export function Button({ node, parent }: ViewProps) {
  const { env, style, data } = useViewBase(node, parent);
  const bound = useBinding(node);
  const label = (bound?.kind === 'button' ? bound.label : undefined) ?? resolveString(attr(node, 'text'), env) ?? '';
  const borderless = /borderless/i.test(node.attrs['style'] ?? '');
  const tint = resolveColor(attr(node, 'backgroundTint'), env);
  const background = style.backgroundColor ?? tint ?? (borderless ? 'transparent' : env.theme.primary);
  const defaultText = borderless ? env.theme.primary : style.backgroundColor !== undefined ? env.theme.text : env.theme.onPrimary;
  const css: CSSProperties = {
    minHeight: 40,
    paddingLeft: 14,
    paddingRight: 14,
    border: 'none',
    borderRadius: 4,
    cursor: 'pointer',
    fontWeight: 600,
    letterSpacing: 0.4,
    boxShadow: borderless ? undefined : '0 1px 3px rgba(0, 0, 0, 0.2)',
    ...style,
    backgroundColor: background,
    ...textStyle(node, env, { sizeSp: 14, color: defaultText }),
    textTransform: attr(node, 'textAllCaps') === 'false' ? 'none' : 'uppercase',
    textAlign: 'center',
  };
  return (
    <button type="button" {...data} style={css} onClick={bound?.kind === 'button' ? bound.click : undefined}>
      {label}
    </button>
  );
}
