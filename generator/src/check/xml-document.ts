/**
 * A small element tree from saxes with the line of every start tag, plus every parse error with
 * its line. saxes keeps going after an error, so one bad tag does not hide the rest of the file.
 */
import { SaxesParser } from 'saxes';
import { lineFromStarts, lineStarts } from './text';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  /** 1-based line of the start tag (where aapt reports, too). */
  line: number;
  parent: XmlElement | null;
  children: XmlElement[];
  /** Text directly inside the element, e.g. `@color/primary` in a values `<item>`. */
  text: string;
}

export interface XmlParseError {
  line: number;
  message: string;
}

export interface XmlDocument {
  root: XmlElement | null;
  hasDeclaration: boolean;
  errors: XmlParseError[];
}

export function parseXml(source: string): XmlDocument {
  const doc: XmlDocument = { root: null, hasDeclaration: false, errors: [] };
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  const stack: XmlElement[] = [];
  parser.on('xmldecl', () => {
    doc.hasDeclaration = true;
  });
  parser.on('error', (error) => {
    // saxes prefixes messages with "line:column: "; the line is kept apart.
    doc.errors.push({ line: parser.line, message: error.message.replace(/^\d+:\d+:\s*/, '') });
  });
  // 'opentag' fires after the whole start tag; the line where its name was read is where it starts.
  let startLine = 1;
  const starts = lineStarts(source);
  parser.on('opentagstart', () => {
    // By now saxes has read past the name (and maybe a newline), so look back for the '<'.
    startLine = lineFromStarts(starts, source.lastIndexOf('<', parser.position - 1));
  });
  parser.on('opentag', (tag) => {
    const parent = stack[stack.length - 1] ?? null;
    const element: XmlElement = { name: tag.name, attributes: { ...tag.attributes }, line: startLine, parent, children: [], text: '' };
    if (parent) parent.children.push(element);
    else doc.root ??= element;
    if (!tag.isSelfClosing) stack.push(element);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  parser.on('text', (text) => {
    const current = stack[stack.length - 1];
    if (current) current.text += text;
  });
  parser.write(source).close();
  return doc;
}

/** Depth-first walk over every element. */
export function* walkElements(root: XmlElement | null): Generator<XmlElement> {
  if (!root) return;
  yield root;
  for (const child of root.children) yield* walkElements(child);
}
