/**
 * UNRESOLVED_STRING_RESOURCE (and aapt's AAPT_RESOURCE_NOT_FOUND for strings): add the missing
 * `<string>` to res/values/strings.xml, with a readable text made from its name.
 */
import type { ProjectFiles } from '../../check/finding';
import { replaceFile, startTagRule } from '../fix-rule';
import { parseXml } from '../../check/xml-document';
import { buildResourceIndex, hasResource } from '../../check/resource-index';
import { isXmlFile } from '../../check/project-files';
import { escapeAndroidString } from '../xml-edit';

const DEFAULT_STRINGS = 'app/src/main/res/values/strings.xml';

export const missingStringRule = startTagRule({
  name: 'add-missing-string',
  codes: ['UNRESOLVED_STRING_RESOURCE', 'AAPT_RESOURCE_NOT_FOUND'],
  applyToTag(tag, source, finding, files) {
    const docs = new Map(Object.keys(files).filter(isXmlFile).map((p) => [p, parseXml(files[p] ?? '')] as const));
    const index = buildResourceIndex(files, docs);
    const names = [...source.slice(tag.start, tag.end).matchAll(/"@string\/(\w+)"/g)].map((m) => m[1] ?? '');
    const missing = [...new Set(names)].filter((name) => !hasResource(index, 'string', name));
    if (missing.length === 0) return null;
    const path = stringsFile(files);
    return {
      files: replaceFile(files, path, addStrings(files[path], missing)),
      change: `strings.xml: added ${missing.map((n) => `@string/${n}`).join(', ')}`,
    };
  },
});

function stringsFile(files: ProjectFiles): string {
  if (files[DEFAULT_STRINGS] !== undefined) return DEFAULT_STRINGS;
  return Object.keys(files).find((p) => /(?:^|\/)res\/values\/strings\.xml$/.test(p)) ?? DEFAULT_STRINGS;
}

function addStrings(existing: string | undefined, names: readonly string[]): string {
  const entries = names.map((name) => `    <string name="${name}">${escapeAndroidString(readableText(name))}</string>\n`).join('');
  const base = existing ?? '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n</resources>\n';
  const close = base.lastIndexOf('</resources>');
  if (close === -1) return `${base.replace(/\s*$/, '')}\n${entries}`;
  return base.slice(0, close) + entries + base.slice(close);
}

/** `start_button` / `startButton` -> `Start button`. */
export function readableText(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
