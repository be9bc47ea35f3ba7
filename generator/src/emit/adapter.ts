import { listOrder, type Component } from '@droidforge/contracts';
import { isStaticTemplate, templateToKotlin, toKotlin, type TypeEnv } from '../spec/expr/index';
import { itemTypeEnv, walkComponents } from '../spec/env';
import { STATE_REF } from './actions';
import { mustExpr, mustTemplate } from './context';
import { bare, block, indent, paragraphs } from './kotlin-code';
import { adapterClassName, itemLayoutName, pascalCase } from './names';
import { addHandler, ITEM_KOTLIN, SCREEN_KOTLIN, type ScreenCode } from './screen-code';
import { importFor, VIEW_CLASS } from './views';

type ListComponent = Extract<Component, { type: 'list' }>;

/**
 * Wires a list: a BaseAdapter inner class that filters and sorts the source list, inflates
 * `item_<id>.xml` per row and binds it, plus the empty-state text and item click handlers.
 */
export function emitListAdapter(code: ScreenCode, list: ListComponent, v: string): void {
  const env = code.ctx.env;
  const itemEnv = itemTypeEnv(env, code.ctx.spec, list.source);
  const adapter = `${v}Adapter`;
  const cls = adapterClassName(list.id);
  ['android.view.View', 'android.view.ViewGroup', 'android.widget.BaseAdapter', 'android.widget.TextView'].forEach((i) => code.imports.add(i));
  code.fields.push(`private lateinit var ${v}Empty: TextView`, `private val ${adapter} = ${cls}()`);
  code.setup.push(`${v}.adapter = ${adapter}`, `${v}Empty = findViewById(R.id.${list.id}_empty) as TextView`);
  if (list.onItemClick.length) {
    const h = addHandler(code, list.id, 'ItemClick', list.onItemClick, itemEnv, list.source);
    code.setup.push(`${v}.setOnItemClickListener { _, _, row, _ -> ${h}(${adapter}.positionAt(row)) }`);
  }
  if (list.onItemLongClick.length) {
    const h = addHandler(code, list.id, 'ItemLongClick', list.onItemLongClick, itemEnv, list.source);
    code.setup.push(`${v}.setOnItemLongClickListener { _, _, row, _ ->`, `    ${h}(${adapter}.positionAt(row))`, '    true', '}');
  }
  code.render.push(`${adapter}.refresh()`, `visibleIf(${v}Empty, ${adapter}.count == 0)`);
  const empty = mustTemplate(list.empty, env);
  if (!isStaticTemplate(empty)) code.render.push(`${v}Empty.text = ${templateToKotlin(empty, SCREEN_KOTLIN)}`);
  const rowBinding = bindRow(code, list, itemEnv);
  code.members.push(adapterClass(list, cls, itemEnv, rowBinding));
}

function adapterClass(list: ListComponent, cls: string, itemEnv: TypeEnv, rowBinding: string[]): string[] {
  const source = STATE_REF(list.source);
  const filter = list.filter ? toKotlin(mustExpr(list.filter, itemEnv, 'bool'), ITEM_KOTLIN) : null;
  const collect = filter
    ? block(`for (position in 0 until ${source}.size)`, [`val item = ${source}[position]`, `if (${bare(filter)}) shown.add(position)`])
    : block(`for (position in 0 until ${source}.size)`, ['shown.add(position)']);
  const sort = sortLines(list, source);
  const usesItem = list.groupBy !== undefined || rowBinding.some((l) => /\bitem\b/.test(l));
  const getView = [
    `val view = convertView ?: layoutInflater.inflate(R.layout.${itemLayoutName(list.id)}, parent, false)`,
    'val position = positions[row]',
    ...(usesItem ? [`val item = ${source}[position]`] : []),
    ...groupHeaderLines(list, source, itemEnv),
    ...rowBinding,
    'return view',
  ];
  const body = paragraphs([
    [`/** Indexes into ${list.source} of the rows shown, after filtering and sorting. */`, 'private var positions: List<Int> = ArrayList()'],
    block('fun refresh()', ['val shown = ArrayList<Int>()', ...collect, ...sort, 'positions = shown', 'notifyDataSetChanged()']),
    ['fun positionAt(row: Int): Int = positions[row]'],
    ['override fun getCount(): Int = positions.size', '', `override fun getItem(row: Int): Any = ${source}[positions[row]]`, '', 'override fun getItemId(row: Int): Long = positions[row].toLong()'],
    block('override fun getView(row: Int, convertView: View?, parent: ViewGroup): View', getView),
  ]);
  return [`/** Shows the \`${list.source}\` list, one item_${list.id}.xml per row. */`, ...block(`private inner class ${cls} : BaseAdapter()`, body)];
}

/** Orders rows by the group field first (grouped lists), then by sortBy. */
function sortLines(list: ListComponent, source: string): string[] {
  const keys = listOrder(list);
  if (keys.length === 0) return [];
  const compares = keys.map((k) => `${source}[${k.descending ? 'b' : 'a'}].${k.field}.compareTo(${source}[${k.descending ? 'a' : 'b'}].${k.field})`);
  const body = compares.length === 1
    ? [`return ${compares[0]}`]
    : [`val first = ${compares[0]}`, `return if (first != 0) first else ${compares[1]}`];
  return [
    `shown.sortWith(object : Comparator<Int> {`,
    ...indent(block('override fun compare(a: Int, b: Int): Int', body)),
    '})',
  ];
}

/** A grouped list shows its header above the first row of each group. */
function groupHeaderLines(list: ListComponent, source: string, itemEnv: TypeEnv): string[] {
  if (!list.groupBy) return [];
  const field = list.groupBy.field;
  const header = templateToKotlin(mustTemplate(list.groupBy.header, itemEnv), ITEM_KOTLIN);
  return [
    `val rowGroupHeader = view.findViewById(R.id.${list.id}_group) as TextView`,
    `visibleIf(rowGroupHeader, row == 0 || ${source}[positions[row - 1]].${field} != item.${field})`,
    `rowGroupHeader.text = ${header}`,
  ];
}

/** Lines of getView that fill one row: texts, labels, visibility, checkboxes and buttons. */
function bindRow(code: ScreenCode, list: ListComponent, itemEnv: TypeEnv): string[] {
  const lines: string[] = [];
  walkComponents(list.item, (c) => {
    const t = (src: string) => mustTemplate(src, itemEnv);
    const camel = `${pascalCase(c.id)[0]!.toLowerCase()}${pascalCase(c.id).slice(1)}`;
    // getView's own parameter is convertView; keep row views from shadowing it.
    const local = camel === 'convert' ? 'convertRowView' : `${camel}View`;
    const cls = VIEW_CLASS[c.type];
    const find = () => {
      code.imports.add(importFor(cls));
      lines.push(`val ${local} = view.findViewById(R.id.${c.id}) as ${cls}`);
    };
    const parts: string[] = [];
    if (c.visible) parts.push(`visibleIf(${local}, ${toKotlin(mustExpr(c.visible, itemEnv, 'bool'), ITEM_KOTLIN)})`);
    if (c.type === 'text' && !isStaticTemplate(t(c.text))) parts.push(`${local}.text = ${templateToKotlin(t(c.text), ITEM_KOTLIN)}`);
    if (c.type === 'button') {
      if (!isStaticTemplate(t(c.label))) parts.push(`${local}.text = ${templateToKotlin(t(c.label), ITEM_KOTLIN)}`);
      const h = addHandler(code, c.id, 'Click', c.onClick, itemEnv, list.source);
      parts.push(`${local}.setOnClickListener { ${h}(position) }`);
    }
    if (c.type === 'switch' || c.type === 'checkbox') parts.push(...bindCheck(local, c.bind));
    if (parts.length) {
      find();
      lines.push(...parts);
    }
  });
  return lines;
}

/** A row checkbox: detach the old row's listener before showing this item's value. */
function bindCheck(local: string, bind: string): string[] {
  const assign = bind.startsWith('item.') ? `item.${bind.slice(5)}` : STATE_REF(bind);
  return [
    `${local}.setOnCheckedChangeListener(null)`,
    `${local}.isChecked = ${assign}`,
    `${local}.setOnCheckedChangeListener { _, isChecked ->`,
    `    ${assign} = isChecked`,
    '    stateChanged()',
    '}',
  ];
}
