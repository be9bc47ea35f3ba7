import type { Action, Component, Field, InputComponent, Screen, StateVar } from '@droidforge/contracts';
import type { FieldGuess } from '../analyze/fields';
import { toPascalCase } from '../analyze/words';
import { append, back, clear, navigate, removeItem, set, toast, when } from './actions';
import { button, checkbox, column, heading, input, list, row, select, text } from './components';
import { listVar, numberVar, textVar } from './state';

type ListItem = Record<string, number | string | boolean>;

/**
 * The shared engine behind todo lists, notes, trackers and catalogues: a persisted list of records with
 * an add form, an item template, delete, and optionally a done toggle, search, sorting, a summary and a
 * detail screen. Kind builders only describe their records; the wiring lives here once.
 */
export interface RecordListConfig {
  listVar: string;
  /** Singular noun for labels: "task", "expense". */
  noun: string;
  fields: FieldGuess[];
  /** Shown bold as the item's first line; must be a text or number field. */
  titleField: string;
  /** The field that must be filled before adding (defaults to the title field). */
  requiredField?: string;
  /** A bool field shown as a checkbox on each item ("done", "learned"). */
  toggleField?: string;
  samples?: ListItem[];
  /** Components shown above the list (totals, progress). */
  summary?: Component[];
  deleteOn: 'button' | 'longPress' | 'both';
  sortBy?: { field: string; descending: boolean };
  /** Adds a search box filtering on this text field. */
  searchField?: string;
  /** Adds chips to show all / only toggled / only untoggled items. */
  toggleFilter?: { on: string; off: string };
  /** Extra components inside each item, below the subtitle. */
  itemExtras?: Component[];
  /** Fields picked from fixed options (category, mood) instead of typed. */
  choices?: Record<string, string[]>;
  /** Values for fields the form does not ask for (e.g. streak: '0'). */
  appendDefaults?: Record<string, string>;
  /** Extra components on the detail screen, inside the item (e.g. a call button). */
  detailExtras?: Component[];
  /** Puts the add form on its own screen and opens a detail screen on tap (catalogues). */
  separateScreens?: boolean;
  emptyText?: string;
}

export interface RecordListParts {
  state: StateVar[];
  screens: Screen[];
}

export const draftName = (field: string): string => `new${toPascalCase(field)}`;

function inputTypeFor(field: FieldGuess): InputComponent['inputType'] {
  if (field.type === 'date') return 'date';
  if (field.type === 'number') return /\b(sets|reps|quantity|pages|count|servings)\b/i.test(field.label) ? 'number' : 'decimal';
  if (/phone|mobile|tel/i.test(field.name)) return 'phone';
  if (/email/i.test(field.name)) return 'email';
  if (/body|content|description|steps|ingredients|notes?$|text|details|example/i.test(field.name)) return 'multiline';
  return 'text';
}

function draftVar(field: FieldGuess, choices: string[] | undefined): StateVar {
  return field.type === 'number' ? numberVar(draftName(field.name)) : textVar(draftName(field.name), choices?.[0] ?? '');
}

function formFields(config: RecordListConfig): FieldGuess[] {
  return config.fields.filter((f) => f.type !== 'bool' && !(f.name in (config.appendDefaults ?? {})));
}

function addAction(config: RecordListConfig, afterAdd: Action[]): Action {
  const item: Record<string, string> = {};
  for (const field of config.fields) {
    if (field.type === 'bool') item[field.name] = 'false';
    else item[field.name] = draftName(field.name);
  }
  Object.assign(item, config.appendDefaults ?? {});
  const required = config.requiredField ?? config.titleField;
  const title = config.fields.find((f) => f.name === required);
  const guard = title?.type === 'number' ? `${draftName(required)} != 0` : `len(${draftName(required)}) > 0`;
  return when(
    guard,
    [append(config.listVar, item), ...formFields(config).filter((f) => !config.choices?.[f.name]).map((f) => clear(draftName(f.name))), ...afterAdd],
    [toast(`Please enter the ${title?.label.toLowerCase() ?? config.noun}`)],
  );
}

function subtitleTemplate(config: RecordListConfig): string {
  const others = config.fields.filter((f) => f.name !== config.titleField && f.type !== 'bool' && !/body|content|steps|ingredients/i.test(f.name));
  return others.map((f) => `${f.label}: {item.${f.name}}`).join(' · ');
}

function itemTemplate(config: RecordListConfig): Component[] {
  const id = config.listVar;
  const subtitle = subtitleTemplate(config);
  const body = column(`${id}_item_body`, [
    text(`${id}_item_title`, `{item.${config.titleField}}`, { bold: true }),
    ...(subtitle ? [text(`${id}_item_detail`, subtitle, { size: 'small', color: 'muted' })] : []),
    ...(config.itemExtras ?? []),
  ]);
  const toggle = config.toggleField ? [checkbox(`${id}_item_toggle`, `item.${config.toggleField}`, '')] : [];
  const remove = config.deleteOn !== 'longPress' ? [button(`${id}_item_delete`, 'Delete', [removeItem(id)], { style: 'text' })] : [];
  return [row(`${id}_item_row`, [...toggle, body, ...remove])];
}

function listFilter(config: RecordListConfig): string | undefined {
  const parts: string[] = [];
  if (config.searchField) parts.push(`(len(query) == 0 || contains(lower(item.${config.searchField}), lower(query)))`);
  if (config.toggleFilter && config.toggleField) {
    parts.push(`(show == 'all' || (show == 'on') == item.${config.toggleField})`);
  }
  return parts.length > 0 ? parts.join(' && ') : undefined;
}

function filterControls(config: RecordListConfig): Component[] {
  const controls: Component[] = [];
  if (config.searchField) controls.push(input(`${config.listVar}_search`, 'query', 'text', `Search ${config.noun}s`));
  if (config.toggleFilter) {
    const { on, off } = config.toggleFilter;
    controls.push(
      row(`${config.listVar}_filters`, [
        button('show_all', 'All', [set('show', "'all'")], { style: 'outlined' }),
        button('show_on', on, [set('show', "'on'")], { style: 'outlined' }),
        button('show_off', off, [set('show', "'off'")], { style: 'outlined' }),
      ]),
    );
  }
  return controls;
}

function formComponents(config: RecordListConfig, afterAdd: Action[]): Component[] {
  const fieldsInForm = formFields(config).flatMap((f): Component[] => {
    const options = config.choices?.[f.name];
    if (!options) return [input(`${f.name}_input`, draftName(f.name), inputTypeFor(f), f.label)];
    return [text(`${f.name}_label`, f.label, { color: 'muted' }), select(`${f.name}_select`, draftName(f.name), options)];
  });
  return [...fieldsInForm, button(`add_${config.noun.replace(/\W/g, '_')}_button`, `Add ${config.noun}`, [addAction(config, afterAdd)])];
}

function detailScreen(config: RecordListConfig): Screen {
  const details = config.fields
    .filter((f) => f.name !== config.titleField)
    .map((f) => text(`detail_${f.name}`, `${f.label}: {item.${f.name}}`));
  return {
    id: 'detail',
    title: `${config.noun.charAt(0).toUpperCase()}${config.noun.slice(1)}`,
    children: [
      list('detail_list', config.listVar, [heading('detail_title', `{item.${config.titleField}}`), ...details, ...(config.detailExtras ?? [])], '', {
        filter: 'index == selected',
      }),
      button('detail_back', 'Back', [back()], { style: 'outlined' }),
    ],
    onStart: [],
  };
}

export function buildRecordList(config: RecordListConfig, title: string): RecordListParts {
  const separate = config.separateScreens === true;
  // A field picked from a dropdown says so, with its options: refinement and the report read them.
  const fields: Field[] = config.fields.map((f) => {
    const options = config.choices?.[f.name];
    return options && f.type === 'text' ? { name: f.name, type: f.type, kind: 'choice', options } : { name: f.name, type: f.type };
  });
  const state: StateVar[] = [
    listVar(config.listVar, fields, config.samples ?? [], true),
    ...formFields(config).map((f) => draftVar(f, config.choices?.[f.name])),
    ...(config.searchField ? [textVar('query')] : []),
    ...(config.toggleFilter ? [textVar('show', 'all')] : []),
    ...(separate ? [numberVar('selected', -1)] : []),
  ];
  const longPress = config.deleteOn !== 'button' ? [removeItem(config.listVar), toast(`${config.noun} removed`)] : [];
  const itemList = list(`${config.listVar}_list`, config.listVar, itemTemplate(config), config.emptyText ?? `No ${config.noun}s yet`, {
    onItemLongClick: longPress,
    ...(separate ? { onItemClick: [set('selected', 'index'), navigate('detail')] } : {}),
    ...(config.sortBy ? { sortBy: config.sortBy } : {}),
    ...(listFilter(config) ? { filter: listFilter(config) } : {}),
  });
  const addScreenId = `add_${config.noun.replace(/\W/g, '_')}`;
  const main: Screen = {
    id: 'main',
    title,
    children: [
      ...(config.summary ?? []),
      ...(separate ? [button('open_add_button', `New ${config.noun}`, [navigate(addScreenId)])] : formComponents(config, [])),
      ...filterControls(config),
      itemList,
    ],
    onStart: [],
  };
  if (!separate) return { state, screens: [main] };
  const addScreen: Screen = { id: addScreenId, title: `New ${config.noun}`, children: formComponents(config, [back()]), onStart: [] };
  return { state, screens: [main, detailScreen(config), addScreen] };
}
