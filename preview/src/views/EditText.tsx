import type { CSSProperties } from 'react';
import { htmlInputKind } from '../input-type';
import { attr } from '../parse';
import { useBinding } from '../render-context';
import { parseNumber, resolveString } from '../resolve';
import { textStyle } from '../text-style';
import { useViewBase, type ViewProps } from './view-base';

/** EditText: a real input (or textarea for multi-line), controlled by the runtime when bound. */
export function EditText({ node, parent }: ViewProps) {
  const { env, style, data } = useViewBase(node, parent);
  const bound = useBinding(node);
  const kind = htmlInputKind(attr(node, 'inputType'));
  const lines = parseNumber(attr(node, 'lines')) ?? parseNumber(attr(node, 'minLines'));
  const multiline = kind.multiline || (lines !== null && lines > 1);
  const hint = resolveString(attr(node, 'hint'), env);
  const css: CSSProperties = {
    border: 'none',
    borderBottom: `2px solid ${env.theme.accent}`,
    background: 'transparent',
    padding: '6px 2px',
    outline: 'none',
    minHeight: 36,
    ...style,
    ...textStyle(node, env, { sizeSp: 16, color: env.theme.text }),
  };
  const value = bound?.kind === 'input' ? { value: bound.value, onChange: (e: { target: { value: string } }) => bound.setValue(e.target.value) } : { defaultValue: resolveString(attr(node, 'text'), env) ?? '' };
  const label = hint ?? data['data-view-id'] ?? 'text field';
  if (multiline) {
    return <textarea {...data} {...value} rows={Math.max(2, Math.min(10, lines ?? 3))} placeholder={hint} aria-label={label} style={{ resize: 'none', ...css }} />;
  }
  return <input {...data} {...value} type={kind.type} inputMode={kind.inputMode} placeholder={hint} aria-label={label} style={css} />;
}
