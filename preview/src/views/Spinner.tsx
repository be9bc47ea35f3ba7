import { attr } from '../parse';
import { useBinding } from '../render-context';
import { resolveStringArray } from '../resolve';
import { textStyle } from '../text-style';
import { useViewBase, type ViewProps } from './view-base';

/** Spinner: a real <select> with the runtime's options, or the layout's android:entries. */
export function Spinner({ node, parent }: ViewProps) {
  const { env, style, data, id } = useViewBase(node, parent);
  const bound = useBinding(node);
  const options = bound?.kind === 'choice' ? bound.options : resolveStringArray(attr(node, 'entries'), env);
  const value = bound?.kind === 'choice' ? { value: bound.value, onChange: (e: { target: { value: string } }) => bound.choose(e.target.value) } : {};
  return (
    <select
      {...data}
      {...value}
      aria-label={id ?? 'choice'}
      style={{ minHeight: 36, background: env.theme.surface, border: `1px solid ${env.theme.divider}`, borderRadius: 4, ...style, ...textStyle(node, env, { sizeSp: 14, color: env.theme.text }) }}
    >
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
}
