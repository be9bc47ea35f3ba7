/**
 * Every resource a project defines, by type: files under res/<type>/, values entries and
 * `@+id/` declarations. References resolve against this index.
 */
import type { XmlDocument } from './xml-document';
import { walkElements } from './xml-document';
import { isValuesFile, resourceFileOf } from './project-files';

export type ResourceIndex = ReadonlyMap<string, ReadonlySet<string>>;

const VALUES_TAG_TYPES: Readonly<Record<string, string>> = {
  string: 'string',
  color: 'color',
  dimen: 'dimen',
  style: 'style',
  integer: 'integer',
  bool: 'bool',
  plurals: 'plurals',
  array: 'array',
  'string-array': 'array',
  'integer-array': 'array',
  drawable: 'drawable',
  fraction: 'fraction',
  attr: 'attr',
  'declare-styleable': 'styleable',
};

export function buildResourceIndex(files: Readonly<Record<string, string>>, docs: ReadonlyMap<string, XmlDocument>): ResourceIndex {
  const index = new Map<string, Set<string>>();
  const add = (type: string, name: string): void => {
    const names = index.get(type) ?? new Set<string>();
    // R fields turn dots into underscores (`AppTheme.Dark` -> R.style.AppTheme_Dark); keep both spellings.
    names.add(name).add(name.replace(/\./g, '_'));
    index.set(type, names);
  };
  for (const path of Object.keys(files)) {
    const res = resourceFileOf(path);
    if (res && res.type !== 'values') add(res.type, res.name);
  }
  for (const [path, doc] of docs) {
    for (const element of walkElements(doc.root)) {
      for (const value of Object.values(element.attributes)) {
        const id = /^@\+id\/([\w.]+)$/.exec(value.trim());
        if (id?.[1]) add('id', id[1]);
      }
      if (isValuesFile(path) && element.parent === doc.root) addValuesEntry(element.name, element.attributes, add);
    }
  }
  return index;
}

function addValuesEntry(tag: string, attributes: Record<string, string>, add: (type: string, name: string) => void): void {
  const name = attributes.name;
  if (!name) return;
  const type = tag === 'item' ? attributes.type : VALUES_TAG_TYPES[tag];
  if (type) add(type, name);
}

export function hasResource(index: ResourceIndex, type: string, name: string): boolean {
  const names = index.get(type);
  if (names?.has(name)) return true;
  // A color state list or a <color> can stand where a drawable is expected.
  return type === 'drawable' && (index.get('color')?.has(name) ?? false);
}

export function resourceNames(index: ResourceIndex, type: string): string[] {
  return [...(index.get(type) ?? [])];
}
