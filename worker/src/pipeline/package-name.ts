/** Java package names as Android accepts them; anything else never reaches a tool's argument list. */
const PACKAGE_NAME = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;

export function isValidPackageName(name: string): boolean {
  return name.length <= 150 && PACKAGE_NAME.test(name);
}

/** The `package` attribute of the <manifest> element, if any. */
export function manifestPackage(manifest: string): string | null {
  const tag = manifest.match(/<manifest\b[^>]*>/s)?.[0];
  return tag?.match(/\spackage\s*=\s*["']([^"']*)["']/)?.[1] ?? null;
}

/** Gradle-era manifests leave the package to build.gradle's `namespace`; aapt needs it here. */
export function withManifestPackage(manifest: string, packageName: string): string {
  return manifest.replace(/<manifest\b/, `<manifest package="${packageName}"`);
}

/** `namespace` or `applicationId` read (never run) from app/build.gradle(.kts). */
export function gradlePackage(files: Record<string, string>): string | null {
  for (const name of ['app/build.gradle.kts', 'app/build.gradle']) {
    const text = files[name];
    const match = text?.match(/\bnamespace\s*=?\s*["']([^"']+)["']/) ?? text?.match(/\bapplicationId\s*=?\s*["']([^"']+)["']/);
    if (match?.[1]) return match[1];
  }
  return null;
}
