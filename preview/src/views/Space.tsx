import { useViewBase, type ViewProps } from './view-base';

/** Space and plain View (dividers, colour blocks): just the box. */
export function Space({ node, parent }: ViewProps) {
  const { style, data } = useViewBase(node, parent);
  return <div {...data} aria-hidden="true" style={style} />;
}
