/**
 * What the interactive runtime offers a rendered view. The static renderer asks for a binding by
 * view id; null means "render the XML as written".
 */
export type BoundView =
  | { kind: 'text'; text: string }
  | { kind: 'button'; label?: string; click: () => void }
  | { kind: 'input'; value: string; setValue: (value: string) => void }
  | { kind: 'toggle'; checked: boolean; setChecked: (checked: boolean) => void; label?: string }
  | { kind: 'slider'; value: number; min: number; max: number; step: number; setValue: (value: number) => void }
  | { kind: 'choice'; value: string; options: readonly string[]; choose: (value: string) => void }
  | { kind: 'progress'; value: number; max: number }
  | { kind: 'list'; items: readonly BoundItem[]; click?: (index: number) => void; longClick?: (index: number) => void }
  | { kind: 'container'; clickable?: () => void };

/** One row of a bound list: a stable key and the scope its item layout is rendered in. */
export interface BoundItem {
  key: string;
  scope: ItemScope;
}

/** Opaque to the renderer: the runtime uses it to evaluate `item.field` inside item layouts. */
export interface ItemScope {
  readonly listId: string;
  readonly index: number;
}

export interface Binder {
  bind(viewId: string, scope: ItemScope | null): BoundView | null;
  /**
   * Whether the runtime shows or hides a view (a `visible` expression, a list's `<id>_empty` text);
   * null leaves the layout's own android:visibility in charge.
   */
  visibility(viewId: string, scope: ItemScope | null): 'visible' | 'gone' | null;
}
