import { shortTag } from '../parse';
import { useViewBase, type ViewProps } from './view-base';

/** A labelled box for tags the preview does not know, so a custom view never breaks the page. */
export function UnknownView({ node, parent }: ViewProps) {
  const { env, style, data } = useViewBase(node, parent);
  return (
    <div
      {...data}
      data-unknown="true"
      style={{
        minHeight: 32,
        border: `1px dashed ${env.theme.textSecondary}`,
        color: env.theme.textSecondary,
        fontSize: 11,
        padding: 6,
        ...style,
      }}
    >
      {shortTag(node.tag)}
    </div>
  );
}
