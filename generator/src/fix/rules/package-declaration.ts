/** KOTLIN_PACKAGE_MISSING: declare the package the file's folder implies (or the manifest's). */
import type { FixRule } from '../fix-rule';
import { replaceFile, shortName } from '../fix-rule';
import { packageFromPath, isManifestFile } from '../../check/project-files';

export const packageDeclarationRule: FixRule = {
  name: 'add-package-declaration',
  codes: ['KOTLIN_PACKAGE_MISSING'],
  shiftsLines: true,
  apply(source, finding, files) {
    if (/^\s*package\s/m.test(source)) return null;
    const pkg = packageFromPath(finding.file) ?? manifestPackage(files);
    if (!pkg) return null;
    return {
      files: replaceFile(files, finding.file, `package ${pkg}\n\n${source.replace(/^\s*\n/, '')}`),
      change: `${shortName(finding.file)}: added "package ${pkg}"`,
    };
  },
};

function manifestPackage(files: Readonly<Record<string, string>>): string | null {
  const manifest = Object.keys(files).find(isManifestFile);
  return manifest ? (/\bpackage="([\w.]+)"/.exec(files[manifest] ?? '')?.[1] ?? null) : null;
}
