import type { Component, Screen } from '@droidforge/contracts';
import { evaluateTemplate, isStaticTemplate, staticText, type TypeEnv } from '../spec/expr/index';
import { itemTypeEnv } from '../spec/env';
import { initialState } from '../spec/initial-state';
import { mustTemplate, type EmitContext } from './context';
import { el, renderXml, XML_DECLARATION, type XmlNode } from './xml';

type Parent = 'vertical' | 'row' | 'grid';
type Attrs = [string, string][];
type Of<T extends Component['type']> = Extract<Component, { type: T }>;

const TEXT_SIZES = { small: 12, body: 16, title: 20, headline: 24, display: 48 } as const;
const INPUT_TYPES = {
  text: 'textCapSentences',
  number: 'numberSigned',
  decimal: 'numberDecimal|numberSigned',
  date: 'date',
  phone: 'phone',
  email: 'textEmailAddress',
  multiline: 'textMultiLine|textCapSentences',
} as const;
/** A fixed clock so placeholders, and therefore the emitted bytes, never depend on the time. */
const PLACEHOLDER_CLOCK = { now: () => 0, random: () => 0, today: () => '' };

/** Emits `activity_<id>.xml` for a screen, plus `item_<listId>.xml` for each list on it. */
export function emitScreenLayouts(ctx: EmitContext, screen: Screen, isMain: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  const builder = new LayoutBuilder(ctx, out);
  const content = el('LinearLayout', [
    ...box('match_parent', 'match_parent', `${screen.id}_content`),
    ['android:orientation', 'vertical'],
    ['android:padding', '16dp'],
  ], builder.children(screen.children, 'vertical', ctx.env));
  const hasList = containsList(screen.children);
  let body: XmlNode = hasList
    ? content
    : el('ScrollView', [...box('match_parent', 'match_parent'), ['android:fillViewport', 'true']], [content]);
  if (isMain && ctx.ads) body = withAdSlots(ctx, body);
  out[`activity_${screen.id}.xml`] = document(body);
  return out;
}

/** Width and height, after the id when the view has one. */
function box(width: string, height: string, id?: string): Attrs {
  const size: Attrs = [['android:layout_width', width], ['android:layout_height', height]];
  return id ? [['android:id', `@+id/${id}`], ...size] : size;
}

function document(root: XmlNode): string {
  return `${XML_DECLARATION}\n${renderXml(root)}\n`;
}

function containsList(children: readonly Component[]): boolean {
  return children.some((c) => c.type === 'list' || (c.type !== 'grid' && 'children' in c && containsList(c.children)));
}

/** Main screen with ads: the screen fills the space above the banner slot and the rewarded button. */
function withAdSlots(ctx: EmitContext, body: XmlNode): XmlNode {
  body.attrs = body.attrs.map(([k, v]) => (k === 'android:layout_height' ? [k, '0dp'] : [k, v]));
  body.attrs.push(['android:layout_weight', '1']);
  const children = [body];
  if (ctx.ads?.rewarded) {
    children.push(el('Button', [
      ...box('match_parent', 'wrap_content', 'watch_ad_button'),
      ['android:text', ctx.strings.add('watch_ad_label', 'Watch an ad')],
    ]));
  }
  if (ctx.ads?.banner) {
    children.push(el('FrameLayout', [...box('match_parent', 'wrap_content', 'ad_container')]));
  }
  return el('LinearLayout', [...box('match_parent', 'match_parent'), ['android:orientation', 'vertical']], children);
}

class LayoutBuilder {
  private readonly state: ReturnType<typeof initialState>;

  constructor(
    private readonly ctx: EmitContext,
    private readonly files: Record<string, string>,
  ) {
    this.state = initialState(ctx.spec);
  }

  children(list: readonly Component[], parent: Parent, env: TypeEnv): XmlNode[] {
    return list.flatMap((c) => this.component(c, parent, env));
  }

  private size(c: Component, parent: Parent, fullWidth = true): Attrs {
    if (parent === 'grid') return [...box('0dp', 'wrap_content'), ['android:layout_columnWeight', '1'], ['android:layout_margin', '4dp']];
    if (parent === 'row') {
      const fixed = c.type === 'image' || c.type === 'spacer' || c.type === 'checkbox';
      return fixed
        ? [...box('wrap_content', 'wrap_content'), ['android:layout_marginEnd', '8dp']]
        : [...box('0dp', 'wrap_content'), ['android:layout_weight', '1'], ['android:layout_marginEnd', '8dp']];
    }
    // A column or card holding a list takes the remaining height, so the list inside can too.
    if ((c.type === 'column' || c.type === 'card') && containsList(c.children)) {
      return [...box('match_parent', '0dp'), ['android:layout_weight', '1'], ['android:layout_marginBottom', '8dp']];
    }
    return [...box(fullWidth ? 'match_parent' : 'wrap_content', 'wrap_content'), ['android:layout_marginBottom', '8dp']];
  }

  /** Text for a template: static text goes to strings.xml, dynamic text gets its first value as a placeholder. */
  private text(name: string, src: string, env: TypeEnv): string {
    const t = mustTemplate(src, env);
    if (isStaticTemplate(t)) return this.ctx.strings.add(name, staticText(t));
    if (env.item) return '';
    return this.ctx.strings.add(name, evaluateTemplate(t, { state: this.state, clock: PLACEHOLDER_CLOCK }));
  }

  private component(c: Component, parent: Parent, env: TypeEnv): XmlNode[] {
    const id: Attrs = [['android:id', `@+id/${c.id}`]];
    const size = this.size(c, parent);
    const node = this.widget(c, parent, env, [...id, ...size]);
    return Array.isArray(node) ? node : [node];
  }

  private widget(c: Component, parent: Parent, env: TypeEnv, common: Attrs): XmlNode | XmlNode[] {
    switch (c.type) {
      case 'text':
        return this.textView(c, env, common);
      case 'button':
        return this.button(c, env, common);
      case 'input':
      case 'switch':
      case 'checkbox':
      case 'slider':
      case 'radio':
      case 'select':
        return this.inputView(c, env, common);
      case 'row':
      case 'column':
      case 'card':
      case 'grid':
        return this.container(c, env, common);
      case 'list':
        return this.list(c, parent, env);
      default:
        return decoration(c, parent, common);
    }
  }

  private textView(c: Of<'text'>, env: TypeEnv, common: Attrs): XmlNode {
    const scale = this.ctx.spec.theme.textScale;
    const attrs: Attrs = [...common, ['android:text', this.text(`${c.id}_text`, c.text, env)], ['android:textSize', `${round1(TEXT_SIZES[c.size] * scale)}sp`]];
    if (c.bold) attrs.push(['android:textStyle', 'bold']);
    if (c.color) attrs.push(['android:textColor', c.color === 'muted' ? '?android:attr/textColorSecondary' : c.color.startsWith('#') ? c.color : `@color/${c.color}`]);
    if (c.align !== 'start') attrs.push(['android:gravity', c.align === 'center' ? 'center_horizontal' : 'end']);
    return el('TextView', attrs);
  }

  private button(c: Of<'button'>, env: TypeEnv, common: Attrs): XmlNode {
    const attrs: Attrs = [...common, ['android:text', this.text(`${c.id}_label`, c.label, env)], ['android:textAllCaps', 'false']];
    if (c.style === 'filled') attrs.push(['android:backgroundTint', '@color/primary'], ['android:textColor', '@color/on_primary']);
    else attrs.push(['style', '?android:attr/borderlessButtonStyle'], ['android:textColor', '@color/primary']);
    if (env.item) attrs.push(['android:focusable', 'false']);
    return el('Button', attrs);
  }

  /** Views the user edits; their labels and options go to strings.xml. */
  private inputView(c: Of<'input' | 'switch' | 'checkbox' | 'slider' | 'radio' | 'select'>, env: TypeEnv, common: Attrs): XmlNode {
    const strings = this.ctx.strings;
    switch (c.type) {
      case 'input': {
        const attrs: Attrs = [...common, ['android:inputType', INPUT_TYPES[c.inputType]]];
        if (c.hint) attrs.push(['android:hint', strings.add(`${c.id}_hint`, c.hint)]);
        if (c.inputType === 'multiline') attrs.push(['android:minLines', '3'], ['android:gravity', 'top|start']);
        return el('EditText', attrs);
      }
      case 'switch':
      case 'checkbox': {
        const attrs: Attrs = [...common];
        if (c.label) attrs.push(['android:text', strings.add(`${c.id}_label`, c.label)]);
        if (env.item) attrs.push(['android:focusable', 'false']);
        return el(c.type === 'switch' ? 'Switch' : 'CheckBox', attrs);
      }
      case 'slider':
        return el('SeekBar', [...common, ['android:max', String(Math.round((c.max - c.min) / c.step))]]);
      case 'radio':
        return el('RadioGroup', [...common, ['android:orientation', 'vertical']], c.options.map((o, i) =>
          el('RadioButton', [
            ...box('wrap_content', 'wrap_content', `${c.id}_option_${i}`),
            ['android:text', strings.add(`${c.id}_option_${i}`, o)],
          ]),
        ));
      case 'select':
        return el('Spinner', [...common, ['android:entries', strings.addArray(`${c.id}_options`, c.options)]]);
    }
  }

  private container(c: Of<'row' | 'column' | 'card' | 'grid'>, env: TypeEnv, common: Attrs): XmlNode {
    switch (c.type) {
      case 'row':
        return el('LinearLayout', [...common, ['android:orientation', 'horizontal'], ['android:gravity', 'center_vertical']], this.children(c.children, 'row', env));
      case 'column':
        return el('LinearLayout', [...common, ['android:orientation', 'vertical']], this.children(c.children, 'vertical', env));
      case 'card':
        return el('LinearLayout', [...common, ['android:orientation', 'vertical'], ['android:background', '@drawable/card_background'], ['android:elevation', '2dp'], ['android:padding', '16dp']], this.children(c.children, 'vertical', env));
      case 'grid':
        return el('GridLayout', [...common, ['android:columnCount', String(c.columns)]], this.children(c.children, 'grid', env));
    }
  }

  private list(c: Of<'list'>, parent: Parent, env: TypeEnv): XmlNode[] {
    const itemEnv = itemTypeEnv(env, this.ctx.spec, c.source);
    const row = el('LinearLayout', [
      ...box('match_parent', 'wrap_content'),
      ['android:orientation', 'vertical'],
      ['android:paddingTop', '8dp'],
      ['android:paddingBottom', '8dp'],
      // Buttons and checkboxes in a row must not swallow the row's own click.
      ['android:descendantFocusability', 'blocksDescendants'],
    ], [...(c.groupBy ? [groupHeader(c.id)] : []), ...this.children(c.item, 'vertical', itemEnv)]);
    this.files[`item_${c.id}.xml`] = document(row);
    const height: Attrs = parent === 'vertical' ? [['android:layout_height', '0dp'], ['android:layout_weight', '1']] : [['android:layout_height', 'wrap_content']];
    const emptyText = mustTemplate(c.empty, env);
    const empty = el('TextView', [
      ...box('match_parent', 'wrap_content', `${c.id}_empty`),
      ['android:gravity', 'center_horizontal'],
      ['android:padding', '16dp'],
      ['android:textColor', '?android:attr/textColorSecondary'],
      ['android:text', isStaticTemplate(emptyText) ? this.ctx.strings.add(`${c.id}_empty`, staticText(emptyText)) : ''],
      ['android:visibility', 'gone'],
    ]);
    return [el('ListView', [['android:id', `@+id/${c.id}`], ['android:layout_width', 'match_parent'], ...height]), empty];
  }
}

/** Views that only show something fixed: progress bars, images, spacers and dividers. */
function decoration(c: Of<'progress' | 'image' | 'spacer' | 'divider'>, parent: Parent, common: Attrs): XmlNode {
  switch (c.type) {
    case 'progress':
      return el('ProgressBar', [...common, ['style', '?android:attr/progressBarStyleHorizontal'], ['android:max', '1000']]);
    case 'image': {
      const attrs = box(`${c.size}dp`, `${c.size}dp`, c.id);
      if (parent === 'vertical') attrs.push(['android:layout_gravity', 'center_horizontal'], ['android:layout_marginBottom', '8dp']);
      if (parent === 'grid') attrs.push(['android:layout_gravity', 'center']);
      attrs.push(['android:src', `@drawable/ic_${c.icon}`], ['android:tint', c.tint ?? '@color/primary'], ['android:importantForAccessibility', 'no']);
      return el('ImageView', attrs);
    }
    case 'spacer':
      return el('View', box(parent === 'row' ? `${c.size}dp` : 'match_parent', parent === 'row' ? '1dp' : `${c.size}dp`, c.id));
    case 'divider':
      return el('View', [...box('match_parent', '1dp', c.id), ['android:layout_marginTop', '4dp'], ['android:layout_marginBottom', '8dp'], ['android:background', '?android:attr/listDivider']]);
  }
}

/** The group header of a grouped list's row; the adapter shows it on the first row of each group. */
function groupHeader(listId: string): XmlNode {
  return el('TextView', [
    ...box('match_parent', 'wrap_content', `${listId}_group`),
    ['android:paddingTop', '8dp'],
    ['android:paddingBottom', '4dp'],
    ['android:textStyle', 'bold'],
    ['android:textColor', '?android:attr/textColorPrimary'],
    ['android:visibility', 'gone'],
  ]);
}

function round1(n: number): string {
  return String(Math.round(n * 10) / 10);
}
