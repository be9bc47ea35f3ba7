/** Every `<activity>` in the manifest must name a Kotlin class of the project (or a library's, fully qualified). */
import type { Finding } from './finding';
import type { XmlDocument } from './xml-document';
import { walkElements } from './xml-document';
import { maskKotlin } from './kotlin-mask';

const PACKAGE = /^\s*package\s+([A-Za-z_][\w.]*)/m;
const CLASS = /(?:^|\n)[ \t]*(?:(?:public|internal|open|abstract|final)\s+)*class\s+([A-Za-z_]\w*)/g;

/** Fully qualified names of the top-level classes in the project's Kotlin files. */
export function kotlinClassNames(kotlinSources: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const source of kotlinSources) {
    const masked = maskKotlin(source);
    const pkg = PACKAGE.exec(masked)?.[1];
    for (const match of masked.matchAll(CLASS)) names.add(pkg ? `${pkg}.${match[1]}` : (match[1] ?? ''));
  }
  return names;
}

export function checkManifestActivities(file: string, doc: XmlDocument, classNames: ReadonlySet<string>): Finding[] {
  const appPackage = doc.root?.attributes.package;
  const findings: Finding[] = [];
  for (const element of walkElements(doc.root)) {
    if (element.name !== 'activity' && element.name !== 'activity-alias') continue;
    const name = element.attributes['android:name'];
    if (element.name === 'activity-alias' || !name) continue;
    const qualified = qualify(name, appPackage);
    // Library activities (e.g. com.google.android.gms.ads.AdActivity) live outside the app's package.
    const isOwn = name.startsWith('.') || !name.includes('.') || (appPackage !== undefined && qualified.startsWith(`${appPackage}.`));
    if (!isOwn || hasClass(classNames, qualified, appPackage)) continue;
    findings.push({
      code: 'MANIFEST_ACTIVITY_MISSING',
      severity: 'error',
      file,
      line: element.line,
      message: `The manifest declares activity ${qualified}, but no Kotlin file defines that class.`,
    });
  }
  return findings;
}

function qualify(name: string, appPackage: string | undefined): string {
  if (!appPackage) return name.replace(/^\./, '');
  if (name.startsWith('.')) return appPackage + name;
  return name.includes('.') ? name : `${appPackage}.${name}`;
}

function hasClass(classNames: ReadonlySet<string>, qualified: string, appPackage: string | undefined): boolean {
  if (classNames.has(qualified)) return true;
  // Without a package attribute (namespace set in Gradle) only the relative name is known.
  if (appPackage) return false;
  return [...classNames].some((c) => c === qualified || c.endsWith(`.${qualified}`));
}
