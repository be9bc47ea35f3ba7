import { describe, expect, test } from 'vitest';
import { codeTabs } from './code-files';

const files = {
  'app/build.gradle': '',
  'app/src/main/AndroidManifest.xml': '',
  'app/src/main/java/com/example/todo/AppState.kt': '',
  'app/src/main/java/com/example/todo/MainActivity.kt': '',
  'app/src/main/res/drawable/card_background.xml': '',
  'app/src/main/res/layout/item_tasks_list.xml': '',
  'app/src/main/res/layout/activity_main.xml': '',
  'app/src/main/res/values-night/colors.xml': '',
  'app/src/main/res/values/strings.xml': '',
  'app/src/main/res/values/colors.xml': '',
};

describe('codeTabs', () => {
  test('orders layouts, MainActivity.kt, other Kotlin, the manifest, then values', () => {
    expect(codeTabs(files).map((t) => t.label)).toEqual([
      'activity_main.xml',
      'item_tasks_list.xml',
      'MainActivity.kt',
      'AppState.kt',
      'AndroidManifest.xml',
      'colors.xml',
      'strings.xml',
      'values-night/colors.xml',
    ]);
  });

  test('leaves drawables and Gradle files out and picks the highlighting by extension', () => {
    const tabs = codeTabs(files);
    expect(tabs.some((t) => t.path.includes('drawable') || t.path.endsWith('.gradle'))).toBe(false);
    expect(tabs.find((t) => t.label === 'MainActivity.kt')?.language).toBe('kotlin');
    expect(tabs.find((t) => t.label === 'AndroidManifest.xml')?.language).toBe('xml');
  });
});
