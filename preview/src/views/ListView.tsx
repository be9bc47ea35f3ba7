import { useMemo, type CSSProperties, type ReactNode } from 'react';
import type { BoundView, ItemScope } from '../binding';
import { layoutName } from '../layout-ref';
import { attr, parseXml } from '../parse';
import { RenderEnvContext, useBinding, type RenderEnv } from '../render-context';
import { parseNumber } from '../resolve';
import { useViewBase, type ViewProps } from './view-base';
import { ViewNode } from './ViewNode';

const SAMPLE_ROWS = 3;

/** ListView / GridView / RecyclerView: rows rendered with the item layout (`item_<id>.xml` or tools:listitem). */
export function ListView({ node, parent }: ViewProps) {
  const { env, style, data, id } = useViewBase(node, parent);
  const bound = useBinding(node);
  const itemLayout = layoutName(node.attrs['tools:listitem']) ?? (id ? `item_${id}` : undefined);
  const source = itemLayout ? env.res.layouts.get(itemLayout) : undefined;
  const item = useMemo(() => (source === undefined ? null : parseXml(source)), [source]);
  const itemRoot = item?.ok && itemLayout && !env.layoutStack.includes(itemLayout) ? item.root : null;
  const columns = node.tag.endsWith('GridView') ? Math.min(8, Math.max(1, Math.floor(parseNumber(attr(node, 'numColumns')) ?? 2))) : 1;
  const css: CSSProperties = columns > 1 ? { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, ...style } : { display: 'flex', flexDirection: 'column', overflowY: 'auto', ...style };
  const childEnv = { ...env, layoutStack: itemLayout ? [...env.layoutStack, itemLayout] : env.layoutStack };

  if (bound?.kind === 'list') {
    return (
      <div {...data} role="list" style={css}>
        {bound.items.map((it) => (
          <ListRow key={it.key} list={bound} index={it.scope.index} env={{ ...childEnv, scope: it.scope }}>
            {itemRoot ? <ViewNode node={itemRoot} parent="vertical" /> : <SimpleRow text={`Item ${it.scope.index + 1}`} env={env} />}
          </ListRow>
        ))}
      </div>
    );
  }
  return (
    <div {...data} role="list" style={css}>
      {Array.from({ length: SAMPLE_ROWS }, (_, i) => (
        <ListRow key={i} index={i} env={{ ...childEnv, scope: null, binder: null, sampleRow: i + 1 }}>
          {itemRoot ? <ViewNode node={itemRoot} parent="vertical" /> : <SimpleRow text={`Item ${i + 1}`} env={env} />}
        </ListRow>
      ))}
    </div>
  );
}

interface ListRowProps {
  list?: Extract<BoundView, { kind: 'list' }>;
  index: number;
  env: RenderEnv & { scope: ItemScope | null };
  children: ReactNode;
}

/** One row; clickable rows are focusable and answer Enter like a button. */
function ListRow({ list, index, env, children }: ListRowProps) {
  const click = list?.click;
  const longClick = list?.longClick;
  const interactive = click
    ? {
        role: 'button',
        tabIndex: 0,
        onClick: () => click(index),
        onKeyDown: (e: { key: string }) => {
          if (e.key === 'Enter') click(index);
        },
      }
    : { role: 'listitem' };
  return (
    <div
      {...interactive}
      data-list-row={index}
      onContextMenu={
        longClick
          ? (e) => {
              e.preventDefault();
              longClick(index);
            }
          : undefined
      }
      style={{ display: 'flex', flexDirection: 'column', borderBottom: `1px solid ${env.theme.divider}`, cursor: click ? 'pointer' : undefined }}
    >
      <RenderEnvContext.Provider value={env}>{children}</RenderEnvContext.Provider>
    </div>
  );
}

function SimpleRow({ text, env }: { text: string; env: RenderEnv }) {
  return <div style={{ padding: '12px 16px', color: env.theme.text, fontSize: 14 }}>{text}</div>;
}
