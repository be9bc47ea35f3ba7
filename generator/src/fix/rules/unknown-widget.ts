/**
 * LAYOUT_UNKNOWN_WIDGET / LAYOUT_CUSTOM_VIEW: rename the tag (start and matching end tag) to a
 * framework widget, and drop its `app:` attributes, which only the library understood.
 */
import type { FixRule } from '../fix-rule';
import { replaceFile, shortName } from '../fix-rule';
import { parseXml, walkElements } from '../../check/xml-document';
import { findStartTag } from '../xml-edit';
import { frameworkReplacement } from './widget-replacements';

export const unknownWidgetRule: FixRule = {
  name: 'replace-unknown-widget',
  codes: ['LAYOUT_UNKNOWN_WIDGET', 'LAYOUT_CUSTOM_VIEW'],
  apply(source, finding, files) {
    if (finding.line === null) return null;
    const element = [...walkElements(parseXml(source).root)].find((e) => e.line === finding.line);
    const tag = element ? findStartTag(source, finding.line, element.name) : null;
    if (!element || !tag) return null;
    const replacement = frameworkReplacement(element.name, element.children.length > 0);
    if (!replacement) return null;
    const startTag = source.slice(tag.start, tag.end).replace(`<${element.name}`, `<${replacement}`).replace(/\s+app:[\w]+\s*=\s*("[^"]*"|'[^']*')/g, '');
    const rest = renameMatchingEndTag(source.slice(tag.end), element.name, replacement, startTag.endsWith('/>'));
    return {
      files: replaceFile(files, finding.file, source.slice(0, tag.start) + startTag + rest),
      change: `${shortName(finding.file)}:${finding.line}: <${element.name}> -> <${replacement}>`,
    };
  },
};

/** Renames the end tag that closes this element, skipping nested elements of the same name. */
function renameMatchingEndTag(after: string, name: string, replacement: string, selfClosing: boolean): string {
  if (selfClosing) return after;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`<${escaped}(?=[\\s/>])[^>]*?(/?)>|</${escaped}\\s*>`, 'g');
  let depth = 1;
  for (let match = pattern.exec(after); match; match = pattern.exec(after)) {
    if (match[0].startsWith('</')) depth--;
    else if (match[1] !== '/') depth++;
    if (depth === 0) return `${after.slice(0, match.index)}</${replacement}>${after.slice(match.index + match[0].length)}`;
  }
  return after;
}
