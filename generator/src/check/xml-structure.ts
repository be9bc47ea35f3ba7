/**
 * The spec's local XML checks (declaration, android namespace, unclosed tags) and the parser's
 * own errors. Unclosed tags come from a tag-stack scan so the finding points at the start tag
 * that is never closed, not at the close tag where a parser notices.
 */
import type { Finding } from './finding';
import type { XmlDocument } from './xml-document';
import { walkElements } from './xml-document';
import { lineStarts, lineFromStarts } from './text';

const ANDROID_NS = 'http://schemas.android.com/apk/res/android';

export function checkXmlStructure(file: string, source: string, doc: XmlDocument): Finding[] {
  const tagFindings = scanTags(file, source);
  // When the scan explains the problem, the parser's close-tag complaints would repeat it.
  const parseErrors = tagFindings.length > 0 ? doc.errors.filter((e) => !/close tag|unclosed tag/i.test(e.message)) : doc.errors;
  return [
    ...checkDeclaration(file, source, doc),
    ...checkAndroidNamespace(file, doc),
    ...tagFindings,
    ...parseErrors.map((e): Finding => ({ code: 'XML_PARSE_ERROR', severity: 'error', file, line: e.line, message: `XML error: ${e.message}` })),
  ];
}

function checkDeclaration(file: string, source: string, doc: XmlDocument): Finding[] {
  if (doc.hasDeclaration || source.trim() === '') return [];
  return [{ code: 'XML_DECLARATION_MISSING', severity: 'warning', file, line: 1, message: 'The file does not start with <?xml version="1.0" encoding="utf-8"?>.' }];
}

function checkAndroidNamespace(file: string, doc: XmlDocument): Finding[] {
  const root = doc.root;
  if (!root || root.attributes['xmlns:android'] === ANDROID_NS) return [];
  for (const element of walkElements(root)) {
    if (element.attributes['xmlns:android'] !== undefined) return []; // declared lower down: legal XML
    const used = Object.keys(element.attributes).some((name) => name.startsWith('android:'));
    if (used) {
      return [{ code: 'XML_ANDROID_NAMESPACE_MISSING', severity: 'error', file, line: root.line, message: `<${root.name}> uses android: attributes but does not declare xmlns:android="${ANDROID_NS}".` }];
    }
  }
  return [];
}

// Comments, CDATA, processing instructions, doctype, close tags, start tags (quoted values may hold '>').
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<\?[\s\S]*?(?:\?>|$)|<![^>]*>|<\/\s*([\w:.-]+)\s*>|<([\w:.-]+)(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>/g;

function scanTags(file: string, source: string): Finding[] {
  const starts = lineStarts(source);
  const open: { name: string; line: number }[] = [];
  const findings: Finding[] = [];
  const unclosed = (tag: { name: string; line: number }): Finding => ({
    code: 'XML_UNCLOSED_TAG', severity: 'error', file, line: tag.line, message: `<${tag.name}> opened on line ${tag.line} is never closed.`,
  });
  for (const match of source.matchAll(TOKEN)) {
    const [, closeName, openName, selfClosing] = match;
    if (openName !== undefined) {
      if (selfClosing !== '/') open.push({ name: openName, line: lineFromStarts(starts, match.index) });
    } else if (closeName !== undefined) {
      const index = open.map((t) => t.name).lastIndexOf(closeName);
      if (index === -1) {
        findings.push({ code: 'XML_UNEXPECTED_CLOSE_TAG', severity: 'error', file, line: lineFromStarts(starts, match.index), message: `</${closeName}> closes a tag that is not open.` });
      } else {
        for (const tag of open.splice(index).slice(1)) findings.push(unclosed(tag));
      }
    }
  }
  return [...findings, ...open.map(unclosed)];
}
