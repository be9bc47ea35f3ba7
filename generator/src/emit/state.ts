import type { StateVar } from '@droidforge/contracts';
import { kotlinDefault, kotlinDouble, kotlinString, type ListItem, type Value } from '../spec/expr/index';
import { fieldValueType } from '../spec/env';
import { initialValue } from '../spec/initial-state';
import type { EmitContext } from './context';
import { block, indent, paragraphs } from './kotlin-code';
import { itemClassName } from './names';

const KOTLIN_TYPES = { number: 'Double', text: 'String', bool: 'Boolean' } as const;

function literal(v: Value | ListItem[string], type: 'number' | 'text' | 'bool'): string {
  if (type === 'number') return kotlinDouble(v as number);
  if (type === 'bool') return v ? 'true' : 'false';
  return kotlinString(String(v));
}

/** Source of `AppState.kt`: the list item classes and the state object shared by all screens. */
export function emitAppState(ctx: EmitContext): string {
  const { spec } = ctx;
  const lists = spec.state.filter((v) => v.type === 'list');
  const persisted = spec.state.filter((v) => v.persist);
  const header = [
    `package ${spec.app.packageName}`,
    '',
    'import android.content.Context',
    ...(lists.length ? ['import org.json.JSONArray', 'import org.json.JSONException', 'import org.json.JSONObject'] : []),
  ];
  const state = block('object AppState', paragraphs([
    spec.state.map(declaration),
    [...(persisted.length ? ['private const val PREFS = "app_state"'] : []), 'private var isLoaded = false'],
    loadFunction(persisted),
    saveFunction(persisted),
    ...lists.filter((v) => v.persist).map(listJsonFunctions),
  ]));
  const doc = ['/** The app\'s state, shared by every screen. Persisted values are kept in SharedPreferences. */'];
  return paragraphs([header, ...lists.map(itemClass), [...doc, ...state]]).join('\n') + '\n';
}

function declaration(v: StateVar): string {
  if (v.type !== 'list') return `var ${v.name}: ${KOTLIN_TYPES[v.type]} = ${literal(initialValue(v), v.type)}`;
  const cls = itemClassName(v.name);
  const items = (initialValue(v) as ListItem[]).map((item) => `${cls}(${(v.fields ?? []).map((f) => `${f.name} = ${literal(item[f.name]!, fieldValueType(f.type) as 'number' | 'text' | 'bool')}`).join(', ')})`);
  return `var ${v.name}: MutableList<${cls}> = arrayListOf(${items.join(', ')})`;
}

function itemClass(v: StateVar): string[] {
  const cls = itemClassName(v.name);
  const fields = v.fields ?? [];
  const params = fields.map((f) => {
    const t = fieldValueType(f.type);
    return `var ${f.name}: ${KOTLIN_TYPES[t as keyof typeof KOTLIN_TYPES]} = ${kotlinDefault(t)},`;
  });
  const body = v.persist
    ? paragraphs([
        block('fun toJson(): JSONObject', ['val json = JSONObject()', ...fields.map((f) => `json.put(${kotlinString(f.name)}, ${f.name})`), 'return json']),
        block('companion object', block(`fun fromJson(json: JSONObject): ${cls}`, [
          `return ${cls}(`,
          ...indent(fields.map((f) => `${f.name} = ${jsonRead(f.name, fieldValueType(f.type))},`)),
          ')',
        ])),
      ])
    : [];
  const head = [`/** One entry of the \`${v.name}\` list. */`, `class ${cls}(`, ...indent(params)];
  return body.length ? [...head, ') {', ...indent(body), '}'] : [...head, ')'];
}

function jsonRead(name: string, type: 'number' | 'text' | 'bool' | 'list'): string {
  if (type === 'number') return `json.optDouble(${kotlinString(name)}, 0.0)`;
  if (type === 'bool') return `json.optBoolean(${kotlinString(name)}, false)`;
  return `json.optString(${kotlinString(name)}, "")`;
}

function loadFunction(persisted: StateVar[]): string[] {
  const reads = persisted.map((v) => {
    const key = kotlinString(v.name);
    if (v.type === 'list') return `${v.name} = ${v.name}FromJson(prefs.getString(${key}, null)) ?: ${v.name}`;
    if (v.type === 'number') return `${v.name} = prefs.getString(${key}, null)?.let { Expr.num(it) } ?: ${v.name}`;
    if (v.type === 'bool') return `${v.name} = prefs.getBoolean(${key}, ${v.name})`;
    return `${v.name} = prefs.getString(${key}, null) ?: ${v.name}`;
  });
  const body = ['if (isLoaded) return', 'isLoaded = true'];
  if (reads.length) body.push('val prefs = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE)', ...reads);
  const suppress = reads.length ? [] : ['@Suppress("UNUSED_PARAMETER")'];
  return ['/** Reads persisted values once per process; later calls do nothing. */', ...suppress, ...block('fun load(context: Context)', body)];
}

function saveFunction(persisted: StateVar[]): string[] {
  if (persisted.length === 0) return ['@Suppress("UNUSED_PARAMETER")', ...block('fun save(context: Context)', ['// Nothing in this app is persisted.'])];
  const writes = persisted.map((v) => {
    const key = kotlinString(v.name);
    if (v.type === 'list') return `editor.putString(${key}, ${v.name}ToJson())`;
    if (v.type === 'number') return `editor.putString(${key}, ${v.name}.toString())`;
    if (v.type === 'bool') return `editor.putBoolean(${key}, ${v.name})`;
    return `editor.putString(${key}, ${v.name})`;
  });
  return [
    ...block('fun save(context: Context)', ['val editor = context.getSharedPreferences(PREFS, Context.MODE_PRIVATE).edit()', ...writes, 'editor.apply()']),
  ];
}

function listJsonFunctions(v: StateVar): string[] {
  const cls = itemClassName(v.name);
  return paragraphs([
    block(`private fun ${v.name}ToJson(): String`, ['val array = JSONArray()', ...block(`for (entry in ${v.name})`, ['array.put(entry.toJson())']), 'return array.toString()']),
    block(`private fun ${v.name}FromJson(text: String?): MutableList<${cls}>?`, [
      'if (text == null) return null',
      ...tryCatch(
        [
          'val array = JSONArray(text)',
          `val items = ArrayList<${cls}>()`,
          ...block('for (i in 0 until array.length())', [`items.add(${cls}.fromJson(array.getJSONObject(i)))`]),
          'return items',
        ],
        'e: JSONException',
        ['// Unreadable saved data: start from the initial items.', 'return null'],
      ),
    ]),
  ]);
}

function tryCatch(body: string[], caught: string, handler: string[]): string[] {
  return ['try {', ...indent(body), `} catch (${caught}) {`, ...indent(handler), '}'];
}
