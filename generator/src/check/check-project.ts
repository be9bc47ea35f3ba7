/**
 * All code checks over a project's files. Synchronous once `initChecks` (or `initNodeChecks`)
 * has loaded the Kotlin parser; before that, the syntax check is skipped with an info finding
 * so nobody mistakes "not checked" for "fine".
 */
import type { Finding, ProjectFiles } from './finding';
import type { XmlDocument } from './xml-document';
import { sortFindings } from './finding';
import { parseXml } from './xml-document';
import { isKotlinFile, isLayoutFile, isManifestFile, isXmlFile } from './project-files';
import { checkKotlinStructure } from './kotlin-structure';
import { checkKotlinSyntax } from './kotlin-syntax';
import { checkXmlStructure } from './xml-structure';
import { checkLayoutWidgets } from './layout-widgets';
import { checkLayoutAttributes } from './layout-attributes';
import { buildResourceIndex } from './resource-index';
import { checkKotlinReferences, checkXmlReferences } from './references';
import { checkManifestActivities, kotlinClassNames } from './manifest-activities';

export function checkProject(files: ProjectFiles): Finding[] {
  const paths = Object.keys(files).sort();
  const docs = new Map<string, XmlDocument>();
  for (const path of paths) if (isXmlFile(path)) docs.set(path, parseXml(files[path] ?? ''));
  const index = buildResourceIndex(files, docs);
  const findings: Finding[] = [];
  for (const path of paths.filter(isKotlinFile)) findings.push(...checkKotlinFile(path, files[path] ?? '', index));
  for (const [path, doc] of docs) {
    findings.push(...checkXmlStructure(path, files[path] ?? '', doc));
    findings.push(...checkXmlReferences(path, doc, index));
    if (isLayoutFile(path)) findings.push(...checkLayoutWidgets(path, doc), ...checkLayoutAttributes(path, doc));
  }
  findings.push(...checkManifests(files, paths, docs));
  return sortFindings(findings);
}

function checkKotlinFile(path: string, source: string, index: ReturnType<typeof buildResourceIndex>): Finding[] {
  const structure = checkKotlinStructure(path, source);
  const bracesReported = structure.some((f) => f.code === 'KOTLIN_BRACES_UNBALANCED');
  const syntax = checkKotlinSyntax(path, source, { ignoreMissingBraces: bracesReported });
  const skipped: Finding = { code: 'KOTLIN_SYNTAX_NOT_CHECKED', severity: 'info', file: path, line: null, message: 'Kotlin syntax was not checked: the parser is not loaded (call initChecks first).' };
  return [...structure, ...(syntax ?? [skipped]), ...checkKotlinReferences(path, source, index)];
}

function checkManifests(files: ProjectFiles, paths: string[], docs: ReadonlyMap<string, XmlDocument>): Finding[] {
  const manifests = paths.filter(isManifestFile);
  if (manifests.length === 0) {
    return [{ code: 'MANIFEST_MISSING', severity: 'error', file: 'app/src/main/AndroidManifest.xml', line: null, message: 'The project has no AndroidManifest.xml.' }];
  }
  const classNames = kotlinClassNames(paths.filter(isKotlinFile).map((p) => files[p] ?? ''));
  return manifests.flatMap((path) => {
    const doc = docs.get(path);
    return doc ? checkManifestActivities(path, doc, classNames) : [];
  });
}
