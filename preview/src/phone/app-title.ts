import type { Resources } from '../resources';

/** The title Android shows in the action bar: the app label from strings.xml. */
export function appTitle(res: Resources, fallback = 'My App'): string {
  return res.strings.get('app_name') ?? fallback;
}
