/**
 * Tools print the paths they were given: absolute sandbox paths, `file://` URLs or paths
 * relative to the build folder. Findings use project paths (`app/src/main/...`).
 */
export function toProjectPath(reported: string, projectRoot?: string): string {
  let path = reported.trim().replace(/^file:\/\//, '').replace(/\\/g, '/');
  try {
    path = decodeURI(path);
  } catch {
    // keep the path as printed when it is not valid percent-encoding
  }
  const root = projectRoot?.replace(/\\/g, '/').replace(/\/+$/, '');
  if (root && path.startsWith(`${root}/`)) path = path.slice(root.length + 1);
  const inProject = path.indexOf('app/src/main/');
  if (inProject > 0) path = path.slice(inProject);
  return path.replace(/^\.\//, '');
}
