import { parseXml, type XmlNode } from './parse';

/**
 * The project's resources, indexed from its files. Paths are matched by their `res/<folder>/<name>`
 * tail so both full project paths and bare layout file names work.
 */
export interface Resources {
  strings: ReadonlyMap<string, string>;
  /** `<string-array>` entries (Spinner android:entries). */
  arrays: ReadonlyMap<string, readonly string[]>;
  colors: ReadonlyMap<string, string>;
  nightColors: ReadonlyMap<string, string>;
  dimens: ReadonlyMap<string, string>;
  /** Parsed drawable XML (vector, shape, selector …) by resource name. */
  drawables: ReadonlyMap<string, XmlNode>;
  /** Layout XML source by resource name (`activity_main`, `item_tasks`). */
  layouts: ReadonlyMap<string, string>;
}

const RES_PATH = /(?:^|\/)res\/([a-z]+(?:-[a-zA-Z0-9]+)*)\/([a-zA-Z0-9_]+)\.xml$/;
const BARE_LAYOUT = /^([a-z][a-z0-9_]*)\.xml$/;

export function indexResources(files: Readonly<Record<string, string>>): Resources {
  const strings = new Map<string, string>();
  const arrays = new Map<string, string[]>();
  const colors = new Map<string, string>();
  const nightColors = new Map<string, string>();
  const dimens = new Map<string, string>();
  const drawables = new Map<string, XmlNode>();
  const layouts = new Map<string, string>();

  for (const [path, source] of Object.entries(files)) {
    if (typeof source !== 'string') continue;
    const bare = BARE_LAYOUT.exec(path);
    if (bare) {
      layouts.set(bare[1] as string, source);
      continue;
    }
    const m = RES_PATH.exec(path);
    if (!m) continue;
    const folder = m[1] as string;
    const name = m[2] as string;
    if (folder === 'layout') layouts.set(name, source);
    else if (folder.startsWith('drawable')) addDrawable(drawables, name, source);
    else if (folder === 'values') readValues(source, { strings, arrays, colors, dimens });
    else if (folder === 'values-night') readValues(source, { strings: new Map(), arrays: new Map(), colors: nightColors, dimens: new Map() });
  }
  return { strings, arrays, colors, nightColors, dimens, drawables, layouts };
}

function addDrawable(drawables: Map<string, XmlNode>, name: string, source: string): void {
  const parsed = parseXml(source);
  // A broken drawable only loses its picture; the layout still renders.
  if (parsed.ok) drawables.set(name, parsed.root);
}

interface ValueMaps {
  strings: Map<string, string>;
  arrays: Map<string, string[]>;
  colors: Map<string, string>;
  dimens: Map<string, string>;
}

function readValues(source: string, into: ValueMaps): void {
  const parsed = parseXml(source);
  if (!parsed.ok) return;
  for (const item of parsed.root.children) {
    const name = item.attrs['name'];
    if (!name) continue;
    if (item.tag === 'string') into.strings.set(name, unescapeAndroidString(item.text));
    else if (item.tag === 'color') into.colors.set(name, item.text.trim());
    else if (item.tag === 'dimen') into.dimens.set(name, item.text.trim());
    else if (item.tag === 'string-array') into.arrays.set(name, item.children.filter((c) => c.tag === 'item').map((c) => unescapeAndroidString(c.text)));
  }
}

/** Android string resources: surrounding quotes keep whitespace, backslash escapes, otherwise whitespace collapses. */
export function unescapeAndroidString(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) return unescape(trimmed.slice(1, -1));
  return unescape(trimmed.replace(/\s+/g, ' '));
}

function unescape(s: string): string {
  return s.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, c: string) => {
    if (c === 'n') return '\n';
    if (c === 't') return '\t';
    if (c.length === 5) return String.fromCharCode(parseInt(c.slice(1), 16));
    return c;
  });
}
