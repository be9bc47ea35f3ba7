import { SaxesParser } from 'saxes';

/** One element of a parsed XML file. Attribute names keep their prefix (`android:text`). */
export interface XmlNode {
  tag: string;
  attrs: Readonly<Record<string, string>>;
  children: XmlNode[];
  /** Concatenated direct text (used by values files such as strings.xml). */
  text: string;
  line: number;
}

export interface XmlError {
  message: string;
  line: number;
  column: number;
}

export type ParseResult = { ok: true; root: XmlNode } | { ok: false; error: XmlError };

const MAX_DEPTH = 64;

/**
 * Parses an XML document with a real, strict parser (saxes). Malformed input is a value, never an
 * exception, so the phone can show the problem instead of crashing.
 */
export function parseXml(source: string): ParseResult {
  const parser = new SaxesParser({ position: true });
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  let error: XmlError | null = null;

  parser.on('error', (e) => {
    error ??= { message: cleanMessage(e.message), line: parser.line, column: parser.column };
  });
  parser.on('opentag', (tag) => {
    const node: XmlNode = { tag: tag.name, attrs: copyAttributes(tag.attributes), children: [], text: '', line: parser.line };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else root ??= node;
    stack.push(node);
    if (stack.length > MAX_DEPTH) error ??= { message: `Layout is nested deeper than ${MAX_DEPTH} levels`, line: parser.line, column: parser.column };
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const addText = (text: string) => {
    const current = stack[stack.length - 1];
    if (current) current.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);

  try {
    parser.write(source).close();
  } catch (e) {
    error ??= { message: cleanMessage(e instanceof Error ? e.message : String(e)), line: parser.line, column: parser.column };
  }
  if (error) return { ok: false, error };
  if (!root) return { ok: false, error: { message: 'The document has no root element', line: 1, column: 0 } };
  return { ok: true, root };
}

/** Plain-object copy without a prototype, so attribute names like `__proto__` stay inert data. */
function copyAttributes(attributes: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** saxes prefixes messages with "line:column: "; we report position separately. */
function cleanMessage(message: string): string {
  return message.replace(/^\d+:\d+:\s*/, '');
}

/** Returns an attribute, with or without the android: prefix (hand-edited layouts vary). */
export function attr(node: XmlNode, name: string): string | undefined {
  return node.attrs[`android:${name}`] ?? node.attrs[name];
}

/** `android.widget.TextView` and `TextView` name the same view. */
export function shortTag(tag: string): string {
  const dot = tag.lastIndexOf('.');
  return dot >= 0 ? tag.slice(dot + 1) : tag;
}
