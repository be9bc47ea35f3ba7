/** Where things live in an Android project, by path alone (works for generated and hand-edited projects). */

const RES_FILE = /(?:^|\/)res\/([a-z]+)(?:-[\w-]+)?\/([^/]+)$/;

export function isKotlinFile(path: string): boolean {
  return path.endsWith('.kt');
}

export function isManifestFile(path: string): boolean {
  return path === 'AndroidManifest.xml' || path.endsWith('/AndroidManifest.xml');
}

export function isXmlFile(path: string): boolean {
  return path.endsWith('.xml');
}

/** A resource file: `res/layout-land/main.xml` -> { type: 'layout', name: 'main', ext: 'xml' }. */
export function resourceFileOf(path: string): { type: string; name: string; ext: string } | null {
  const match = RES_FILE.exec(path);
  if (!match) return null;
  const [, type = '', file = ''] = match;
  // `.9.png` nine-patches keep their name without both extensions.
  const dot = file.endsWith('.9.png') ? file.length - 6 : file.lastIndexOf('.');
  if (dot <= 0) return null;
  return { type, name: file.slice(0, dot), ext: file.slice(dot + 1) };
}

export function isLayoutFile(path: string): boolean {
  const res = resourceFileOf(path);
  return res !== null && res.type === 'layout' && res.ext === 'xml';
}

export function isValuesFile(path: string): boolean {
  const res = resourceFileOf(path);
  return res !== null && res.type === 'values' && res.ext === 'xml';
}

/** Package a Kotlin file should declare, from its source folder: `.../java/com/x/app/A.kt` -> `com.x.app`. */
export function packageFromPath(path: string): string | null {
  const match = /(?:^|\/)src\/[^/]+\/(?:java|kotlin)\/(.+)\/[^/]+\.kt$/.exec(path);
  if (!match?.[1]) return null;
  const segments = match[1].split('/');
  return segments.every((s) => /^[A-Za-z_]\w*$/.test(s)) ? segments.join('.') : null;
}
