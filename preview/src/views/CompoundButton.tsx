import { attr } from '../parse';
import { useBinding } from '../render-context';
import { resolveString } from '../resolve';
import { textStyle } from '../text-style';
import { useViewBase, type ViewProps } from './view-base';

/** CheckBox and Switch: a real checkbox input with its label; Switch gets role="switch". */
export function CompoundButton({ node, parent }: ViewProps) {
  const { env, style, data } = useViewBase(node, parent);
  const bound = useBinding(node);
  const isSwitch = node.tag.endsWith('Switch');
  const label = (bound?.kind === 'toggle' ? bound.label : undefined) ?? resolveString(attr(node, 'text'), env) ?? '';
  const checked = bound?.kind === 'toggle' ? { checked: bound.checked, onChange: (e: { target: { checked: boolean } }) => bound.setChecked(e.target.checked) } : { defaultChecked: attr(node, 'checked') === 'true' };
  return (
    <label
      {...data}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        flexDirection: isSwitch ? 'row-reverse' : 'row',
        justifyContent: isSwitch ? 'space-between' : 'flex-start',
        minHeight: 32,
        ...style,
        ...textStyle(node, env, { sizeSp: 14, color: env.theme.text }),
      }}
    >
      <input type="checkbox" role={isSwitch ? 'switch' : undefined} {...checked} style={{ accentColor: env.theme.accent, width: 18, height: 18, margin: 0 }} />
      <span>{label}</span>
    </label>
  );
}
