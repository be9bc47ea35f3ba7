import type {
  Action, ButtonComponent, Component, ComponentOf, ContainerComponent, GridComponent,
  IconName, InputComponent, ListComponent,
} from '@droidforge/contracts';

/**
 * Factories for AppSpec components with every default filled in, so builders read like the screen they
 * describe and the composed spec is complete even before schema parsing.
 */

/** Makes user-provided text safe inside a template: braces are literal, not expressions. */
export function literal(value: string): string {
  return value.replace(/[{}]/g, (brace) => brace + brace);
}

type TextOptions = Partial<Pick<ComponentOf<'text'>, 'size' | 'bold' | 'color' | 'align' | 'visible'>>;

export function text(id: string, template: string, options: TextOptions = {}): ComponentOf<'text'> {
  return { type: 'text', id, text: template, size: 'body', bold: false, align: 'start', ...options };
}

export function heading(id: string, template: string, options: TextOptions = {}): ComponentOf<'text'> {
  return text(id, template, { size: 'title', bold: true, ...options });
}

/** A big centred number or result, the focus of counters, timers and calculators. */
export function display(id: string, template: string, options: TextOptions = {}): ComponentOf<'text'> {
  return text(id, template, { size: 'display', bold: true, align: 'center', ...options });
}

type ButtonOptions = Partial<Pick<ButtonComponent, 'style' | 'visible'>>;

export function button(id: string, label: string, onClick: Action[], options: ButtonOptions = {}): ButtonComponent {
  return { type: 'button', id, label, onClick, style: 'filled', ...options };
}

export function input(id: string, bind: string, inputType: InputComponent['inputType'], hint: string, visible?: string): InputComponent {
  return { type: 'input', id, bind, inputType, hint, ...(visible ? { visible } : {}) };
}

export function toggle(id: string, bind: string, label: string): ComponentOf<'switch'> {
  return { type: 'switch', id, bind, label };
}

export function checkbox(id: string, bind: string, label: string): ComponentOf<'checkbox'> {
  return { type: 'checkbox', id, bind, label };
}

export function slider(id: string, bind: string, min: number, max: number, step = 1): ComponentOf<'slider'> {
  return { type: 'slider', id, bind, min, max, step };
}

export function radio(id: string, bind: string, options: string[]): ComponentOf<'radio'> {
  return { type: 'radio', id, bind, options };
}

export function select(id: string, bind: string, options: string[]): ComponentOf<'select'> {
  return { type: 'select', id, bind, options };
}

export function progress(id: string, value: string, max: string): ComponentOf<'progress'> {
  return { type: 'progress', id, value, max };
}

export function image(id: string, icon: IconName, size = 48): ComponentOf<'image'> {
  return { type: 'image', id, icon, size };
}

export function spacer(id: string, size = 16): ComponentOf<'spacer'> {
  return { type: 'spacer', id, size };
}

export function divider(id: string): ComponentOf<'divider'> {
  return { type: 'divider', id };
}

export function row(id: string, children: Component[], visible?: string): ContainerComponent {
  return { type: 'row', id, children, ...(visible ? { visible } : {}) };
}

export function column(id: string, children: Component[], visible?: string): ContainerComponent {
  return { type: 'column', id, children, ...(visible ? { visible } : {}) };
}

export function card(id: string, children: Component[], visible?: string): ContainerComponent {
  return { type: 'card', id, children, ...(visible ? { visible } : {}) };
}

export function grid(id: string, columns: number, children: Component[]): GridComponent {
  return { type: 'grid', id, columns, children };
}

type ListOptions = Partial<Pick<ListComponent, 'onItemClick' | 'onItemLongClick' | 'filter' | 'sortBy' | 'groupBy' | 'visible'>>;

export function list(id: string, source: string, item: Component[], empty: string, options: ListOptions = {}): ListComponent {
  return { type: 'list', id, source, item, empty, onItemClick: [], onItemLongClick: [], ...options };
}
