/** XML text helpers shared by the layout, values and manifest emitters. */

export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
export const ANDROID_NS = 'xmlns:android="http://schemas.android.com/apk/res/android"';

export function escapeXmlAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Escapes a value for strings.xml: XML specials, then aapt's own rules (backslash escapes for
 * quotes, newlines and a leading @ or ? which would otherwise be read as a reference).
 */
export function escapeStringResource(s: string): string {
  let out = s
    .replace(/\\/g, '\\\\')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, "\\'")
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t');
  if (out.startsWith('@') || out.startsWith('?')) out = '\\' + out;
  // aapt collapses runs of spaces unless they are escaped or quoted.
  out = out.replace(/ {2,}/g, (m) => ' ' + '\\u0020'.repeat(m.length - 1));
  if (out.startsWith(' ')) out = '\\u0020' + out.slice(1);
  if (out.endsWith(' ')) out = out.slice(0, -1) + '\\u0020';
  return out;
}

/** A tiny element builder that prints one attribute per line, the way Android Studio formats layouts. */
export interface XmlNode {
  tag: string;
  attrs: [string, string][];
  children: XmlNode[];
  /** A comment printed above the element. */
  comment?: string;
}

export function el(tag: string, attrs: [string, string][], children: XmlNode[] = []): XmlNode {
  return { tag, attrs, children };
}

export function renderXml(node: XmlNode, indent = '', isRoot = true): string {
  const pad = indent + '    ';
  const attrs = isRoot ? [['xmlns:android', 'http://schemas.android.com/apk/res/android'] as [string, string], ...node.attrs] : node.attrs;
  const attrText = attrs.map(([k, v]) => `\n${pad}${k}="${escapeXmlAttr(v)}"`).join('');
  const comment = node.comment ? `${indent}<!-- ${node.comment.replace(/--/g, '- -')} -->\n` : '';
  if (node.children.length === 0) return `${comment}${indent}<${node.tag}${attrText} />`;
  const inner = node.children.map((c) => renderXml(c, pad, false)).join('\n');
  return `${comment}${indent}<${node.tag}${attrText}>\n${inner}\n${indent}</${node.tag}>`;
}
