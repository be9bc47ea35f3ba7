import { useContext } from 'react';
import { attr } from '../parse';
import { resolveString } from '../resolve';
import { textStyle } from '../text-style';
import { RadioGroupContext } from './radio-group-context';
import { useViewBase, type ViewProps } from './view-base';

/** RadioButton: a real radio input; inside a bound RadioGroup its label is the option value. */
export function RadioButton({ node, parent }: ViewProps) {
  const { env, style, data, id } = useViewBase(node, parent);
  const group = useContext(RadioGroupContext);
  const label = resolveString(attr(node, 'text'), env) ?? '';
  const bound = group?.bound;
  const checked = bound
    ? { checked: bound.value === label, onChange: () => bound.choose(label) }
    : { defaultChecked: attr(node, 'checked') === 'true' || (id !== undefined && group?.checkedId === id) };
  return (
    <label {...data} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 32, ...style, ...textStyle(node, env, { sizeSp: 14, color: env.theme.text }) }}>
      <input type="radio" name={group?.name} {...checked} style={{ accentColor: env.theme.accent, width: 18, height: 18, margin: 0 }} />
      <span>{label}</span>
    </label>
  );
}
