/** How spec names become Android and Kotlin names. */

export function pascalCase(s: string): string {
  return s
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

export function camelCase(s: string): string {
  const p = pascalCase(s);
  return p[0]!.toLowerCase() + p.slice(1);
}

export function activityName(screenId: string): string {
  return screenId === 'main' ? 'MainActivity' : `${pascalCase(screenId)}Activity`;
}

export function layoutName(screenId: string): string {
  return `activity_${screenId}`;
}

export function itemLayoutName(listId: string): string {
  return `item_${listId}`;
}

/** Kotlin class of the records in a list state variable: `tasks` → `TasksItem`. */
export function itemClassName(listVar: string): string {
  return `${pascalCase(listVar)}Item`;
}

export function adapterClassName(listId: string): string {
  return `${pascalCase(listId)}Adapter`;
}

/**
 * Activity members whose names a view property must not shadow (Activity's own properties and
 * our base class members); such views get a `View` suffix.
 */
const TAKEN = new Set([
  'title', 'window', 'intent', 'application', 'actionBar', 'resources', 'assets', 'theme', 'layoutInflater',
  'isRendering', 'render', 'stateChanged', 'toast', 'share', 'dial', 'copy', 'navigate', 'back', 'item', 'position',
  'context', 'view', 'parent', 'adapter', 'packageName', 'callingActivity', 'fragmentManager', 'loaderManager',
  'contentResolver', 'mainLooper', 'baseContext', 'applicationContext', 'classLoader', 'wallpaper', 'requestedOrientation',
]);

/** Kotlin property name for a view id: `add_button` → `addButton`. */
export function viewName(id: string): string {
  const name = camelCase(id);
  return TAKEN.has(name) ? `${name}View` : name;
}

export function packagePath(pkg: string): string {
  return pkg.replace(/\./g, '/');
}
