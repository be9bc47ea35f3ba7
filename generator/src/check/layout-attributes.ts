/**
 * Misspelled `android:` attributes in layouts (`layout_widht`). aapt rejects them too, but only
 * at build time and one at a time; this names the intended attribute up front.
 */
import type { Finding } from './finding';
import type { XmlDocument } from './xml-document';
import { walkElements } from './xml-document';
import { ANDROID_LAYOUT_ATTRIBUTES } from './android-attributes';
import { closestMatch } from './levenshtein';

export function suggestAttribute(name: string): string | null {
  if (ANDROID_LAYOUT_ATTRIBUTES.has(name)) return null;
  // Short names are too close to each other for a guess to mean anything.
  return name.length < 5 ? null : closestMatch(name, ANDROID_LAYOUT_ATTRIBUTES, 2);
}

export function checkLayoutAttributes(file: string, doc: XmlDocument): Finding[] {
  const findings: Finding[] = [];
  for (const element of walkElements(doc.root)) {
    for (const attribute of Object.keys(element.attributes)) {
      if (!attribute.startsWith('android:')) continue;
      const suggestion = suggestAttribute(attribute.slice('android:'.length));
      if (!suggestion) continue;
      findings.push({
        code: 'XML_ATTRIBUTE_MISSPELLED',
        severity: 'error',
        file,
        line: element.line,
        message: `${attribute} is not an Android attribute; did you mean android:${suggestion}?`,
      });
    }
  }
  return findings;
}
