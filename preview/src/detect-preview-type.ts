import { attr, parseXml, shortTag, type XmlNode } from './parse';
import { indexResources } from './resources';

export type PreviewType = 'counter' | 'list' | 'todo' | 'calculator' | 'generic';

const LIST_TAGS = new Set(['ListView', 'RecyclerView', 'GridView']);
const BUTTON_TAGS = new Set(['Button', 'ImageButton']);
const INPUT_TAGS = new Set(['EditText', 'AutoCompleteTextView']);

/**
 * Guesses what kind of app activity_main.xml shows (product spec §4: detected from the layout).
 * It is only a label in the builder; calculators are never rendered specially.
 */
export function detectPreviewType(files: Readonly<Record<string, string>>): PreviewType {
  const res = indexResources(files);
  const source = res.layouts.get('activity_main');
  const parsed = source === undefined ? null : parseXml(source);
  if (!parsed?.ok) return 'generic';
  const nodes = flatten(parsed.root);
  const tags = nodes.map((n) => shortTag(n.tag));
  const words = nodes.map((n) => `${attr(n, 'id') ?? ''} ${attr(n, 'text') ?? ''} ${attr(n, 'hint') ?? ''}`.toLowerCase()).join(' ');
  const buttonTexts = nodes.filter((n) => BUTTON_TAGS.has(shortTag(n.tag))).map((n) => resolveText(attr(n, 'text'), res.strings));
  const hasList = tags.some((t) => LIST_TAGS.has(t));
  const hasInput = tags.some((t) => INPUT_TAGS.has(t));

  const digitButtons = buttonTexts.filter((t) => /^[0-9]$/.test(t)).length;
  if (digitButtons >= 8 || (/calc/.test(words) && buttonTexts.length >= 10)) return 'calculator';
  if (hasList && (/\b(todo|task)s?\b|todo|task/.test(words) || (hasInput && hasCheckableItems(res.layouts)))) return 'todo';
  if (hasList) return 'list';
  if (/count/.test(words) || buttonTexts.some((t) => /^[+\-−]\s?\d*(\s|$)|increment|decrement|tap/i.test(t))) return 'counter';
  // A form of number fields with a computed result (tip, BMI, converters).
  if (nodes.some(isNumberField)) return 'calculator';
  return 'generic';
}

function isNumberField(node: XmlNode): boolean {
  return INPUT_TAGS.has(shortTag(node.tag)) && /number/.test(attr(node, 'inputType') ?? '');
}

function flatten(node: XmlNode): XmlNode[] {
  return [node, ...node.children.flatMap(flatten)];
}

function resolveText(raw: string | undefined, strings: ReadonlyMap<string, string>): string {
  const m = raw === undefined ? null : /^@string\/([A-Za-z0-9_]+)$/.exec(raw);
  return (m ? strings.get(m[1] as string) : raw)?.trim() ?? '';
}

/** Item layouts with a CheckBox are the classic to-do row. */
function hasCheckableItems(layouts: ReadonlyMap<string, string>): boolean {
  for (const [name, source] of layouts) {
    if (name.startsWith('item_') && /<(CheckBox|Switch)\b/.test(source)) return true;
  }
  return false;
}
