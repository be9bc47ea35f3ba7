import { useId } from 'react';
import { attr } from '../parse';
import { useBinding } from '../render-context';
import { idName } from '../resolve';
import { linearLayoutStyle } from './LinearLayout';
import { RadioGroupContext, type RadioGroupState } from './radio-group-context';
import { useViewBase, type ViewProps } from './view-base';
import { ChildViews } from './ViewNode';

/** RadioGroup: a vertical LinearLayout whose RadioButtons exclude each other. */
export function RadioGroup({ node, parent }: ViewProps) {
  const { style, data } = useViewBase(node, parent);
  const bound = useBinding(node);
  const name = useId();
  const { css, childParent } = linearLayoutStyle(node, style, 'vertical');
  const state: RadioGroupState = {
    name,
    checkedId: idName(attr(node, 'checkedButton')),
    bound: bound?.kind === 'choice' ? { value: bound.value, choose: bound.choose } : undefined,
  };
  return (
    <div {...data} role="radiogroup" style={css}>
      <RadioGroupContext.Provider value={state}>
        <ChildViews nodes={node.children} parent={childParent} />
      </RadioGroupContext.Provider>
    </div>
  );
}
