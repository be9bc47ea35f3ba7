/**
 * Layout checks aapt lets through (exit 0) but that crash or mis-render on the phone: tags that
 * are not framework widgets, and views without layout_width/layout_height.
 */
import type { Finding } from './finding';
import type { XmlDocument, XmlElement } from './xml-document';
import { walkElements } from './xml-document';
import { suggestAttribute } from './layout-attributes';
import { LAYOUT_DIRECTIVES, SIZE_DEFAULTING_PARENTS, SIZE_EXEMPT_TAGS, frameworkWidgetName } from './framework-widgets';

export function checkLayoutWidgets(file: string, doc: XmlDocument): Finding[] {
  const findings: Finding[] = [];
  for (const element of walkElements(doc.root)) {
    const widget = checkWidgetTag(file, element);
    if (widget) findings.push(widget);
    findings.push(...checkLayoutSize(file, element));
  }
  return findings;
}

function checkWidgetTag(file: string, element: XmlElement): Finding | null {
  const tag = element.name;
  if (LAYOUT_DIRECTIVES.has(tag) || frameworkWidgetName(tag) !== null) return null;
  if (tag.includes('.')) {
    return {
      code: 'LAYOUT_CUSTOM_VIEW',
      severity: 'warning',
      file,
      line: element.line,
      message: `<${tag}> is not a framework widget: it needs its library, which only the Gradle toolchain provides.`,
    };
  }
  return { code: 'LAYOUT_UNKNOWN_WIDGET', severity: 'error', file, line: element.line, message: `<${tag}> is not an Android framework widget; the app would crash when this layout is inflated.` };
}

function checkLayoutSize(file: string, element: XmlElement): Finding[] {
  if (SIZE_EXEMPT_TAGS.has(element.name)) return [];
  if (element.parent && SIZE_DEFAULTING_PARENTS.has(element.parent.name)) return [];
  // A style may carry the sizes; resolving style inheritance is not worth a false alarm.
  if (element.attributes.style !== undefined) return [];
  // A misspelled `android:layout_widht` is reported once, as the typo it is.
  const typos = Object.keys(element.attributes).map((a) => (a.startsWith('android:') ? suggestAttribute(a.slice(8)) : null));
  const missing = ['android:layout_width', 'android:layout_height'].filter(
    (a) => element.attributes[a] === undefined && !typos.includes(a.slice(8)),
  );
  return missing.map((attribute) => ({
    code: 'LAYOUT_SIZE_MISSING',
    severity: 'error' as const,
    file,
    line: element.line,
    message: `<${element.name}> has no ${attribute}; inflating the layout would crash.`,
  }));
}
