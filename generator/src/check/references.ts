/**
 * Unresolved resource references: `R.type.name` in Kotlin and `@type/name` in XML attributes and
 * values text. `android.R.*` and `@android:` point at the framework and are not checked.
 */
import type { Finding } from './finding';
import type { XmlDocument } from './xml-document';
import type { ResourceIndex } from './resource-index';
import { walkElements } from './xml-document';
import { hasResource } from './resource-index';
import { maskKotlin } from './kotlin-mask';
import { lineStarts, lineFromStarts } from './text';

const KOTLIN_TYPES = ['id', 'layout', 'string', 'color', 'drawable', 'dimen', 'style', 'mipmap', 'menu', 'array', 'integer', 'bool', 'plurals', 'raw', 'anim', 'xml', 'font'];
const KOTLIN_REFERENCE = new RegExp(`(?<![\\w.])R\\.(${KOTLIN_TYPES.join('|')})\\.(\\w+)`, 'g');
const XML_TYPES = new Set(['string', 'color', 'drawable', 'id', 'mipmap', 'dimen', 'style', 'layout', 'array', 'integer', 'bool', 'anim', 'xml', 'font', 'raw', 'menu']);
const XML_REFERENCE = /^@(?!\+|android:)(?:[\w.]+:)?([a-z]+)\/([\w.]+)$/;

export function checkKotlinReferences(file: string, source: string, index: ResourceIndex): Finding[] {
  const masked = maskKotlin(source);
  const starts = lineStarts(masked);
  const findings: Finding[] = [];
  for (const match of masked.matchAll(KOTLIN_REFERENCE)) {
    const [text, type = '', name = ''] = match;
    if (hasResource(index, type, name)) continue;
    findings.push({
      code: type === 'id' ? 'UNRESOLVED_R_ID' : 'UNRESOLVED_R_REFERENCE',
      severity: 'error',
      file,
      line: lineFromStarts(starts, match.index),
      message: `${text} does not exist: no ${type} resource named '${name}'.`,
    });
  }
  return findings;
}

export function checkXmlReferences(file: string, doc: XmlDocument, index: ResourceIndex): Finding[] {
  const findings: Finding[] = [];
  for (const element of walkElements(doc.root)) {
    const values = [...Object.values(element.attributes), element.children.length === 0 ? element.text : ''];
    for (const value of values) {
      const match = XML_REFERENCE.exec(value.trim());
      if (!match) continue;
      const [text, type = '', name = ''] = match;
      if (!XML_TYPES.has(type) || hasResource(index, type, name)) continue;
      findings.push({
        code: type === 'string' ? 'UNRESOLVED_STRING_RESOURCE' : 'UNRESOLVED_XML_REFERENCE',
        severity: 'error',
        file,
        line: element.line,
        message: `${text} does not exist: no ${type} resource named '${name}'.`,
      });
    }
  }
  return findings;
}
