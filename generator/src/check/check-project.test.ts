import { beforeAll, describe, expect, test } from 'vitest';
import { initNodeChecks } from './node';
import { checkProject } from './check-project';
import { cleanProject, projectWith, MAIN_ACTIVITY, MAIN_LAYOUT, MANIFEST, STRINGS } from './testing/projects';
import type { Finding, ProjectFiles } from './finding';

beforeAll(async () => {
  await initNodeChecks();
});

function codesOf(files: ProjectFiles): string[] {
  return checkProject(files).map((f) => f.code);
}

function findingOf(files: ProjectFiles, code: string): Finding | undefined {
  return checkProject(files).find((f) => f.code === code);
}

const activity = (edit: (source: string) => string): ProjectFiles => {
  const files = cleanProject();
  return { ...files, [MAIN_ACTIVITY]: edit(files[MAIN_ACTIVITY] ?? '') };
};
const layout = (edit: (source: string) => string): ProjectFiles => {
  const files = cleanProject();
  return { ...files, [MAIN_LAYOUT]: edit(files[MAIN_LAYOUT] ?? '') };
};

test('a clean well-formed project gives zero findings', () => {
  expect(checkProject(cleanProject())).toEqual([]);
});

describe('Kotlin structure', () => {
  test('reports a missing package declaration on line 1', () => {
    const finding = findingOf(activity((s) => s.replace('package com.example.counter\n', '')), 'KOTLIN_PACKAGE_MISSING');
    expect(finding).toMatchObject({ severity: 'error', file: MAIN_ACTIVITY, line: 1 });
  });

  test('warns when a file defines no class', () => {
    const files = projectWith('app/src/main/java/com/example/counter/Util.kt', 'package com.example.counter\n\nfun twice(x: Int) = x * 2\n');
    expect(findingOf(files, 'KOTLIN_CLASS_MISSING')).toMatchObject({ severity: 'warning', file: 'app/src/main/java/com/example/counter/Util.kt' });
    expect(codesOf(cleanProject())).not.toContain('KOTLIN_CLASS_MISSING');
  });

  test('reports android.support imports with their line', () => {
    const files = activity((s) => s.replace('import android.os.Bundle', 'import android.os.Bundle\nimport android.support.v7.app.AppCompatActivity'));
    expect(findingOf(files, 'KOTLIN_SUPPORT_IMPORT')).toMatchObject({ severity: 'error', line: 5 });
  });

  test('counts braces in the message and points at the unclosed one', () => {
    const finding = findingOf(activity((s) => s.replace(/}\n$/, '')), 'KOTLIN_BRACES_UNBALANCED');
    expect(finding?.message).toContain("3 '{' and 2 '}'");
    expect(finding?.line).toBe(9);
  });

  test('ignores braces inside strings and comments', () => {
    const files = activity((s) => s.replace('/* The counter screen. */', '// a { in a comment\n/* and } here */'));
    expect(codesOf(files)).not.toContain('KOTLIN_BRACES_UNBALANCED');
  });
});

describe('Kotlin syntax (tree-sitter)', () => {
  test('reports a syntax error with its line', () => {
    const finding = findingOf(activity((s) => s.replace('private var count = 0', 'private var count = = 0')), 'KOTLIN_SYNTAX_ERROR');
    expect(finding).toMatchObject({ severity: 'error', line: 10 });
  });

  test('finds the bad line even when the parser gives up on the whole class', () => {
    const files = activity((s) => s.replace('val label = findViewById', 'TextView label = findViewById'));
    const syntax = checkProject(files).filter((f) => f.code === 'KOTLIN_SYNTAX_ERROR');
    expect(syntax.map((f) => f.line)).toEqual([15]);
  });

  test('reports a missing token such as an unclosed parenthesis', () => {
    const files = activity((s) => s.replace('getString(R.string.app_name)', 'getString(R.string.app_name'));
    const syntax = checkProject(files).filter((f) => f.code.startsWith('KOTLIN_SYNTAX'));
    expect(syntax.length).toBeGreaterThan(0);
    expect(syntax[0]?.file).toBe(MAIN_ACTIVITY);
  });

  test('accepts lambdas, templates and when expressions', () => {
    const files = activity((s) => s.replace('title = ', 'val doubled = listOf(1, 2).map { it * 2 }\n        when (count) { 0 -> println("none") else -> println("$count") }\n        title = '));
    expect(codesOf(files)).toEqual([]);
  });
});

describe('XML structure', () => {
  test('warns about a missing XML declaration', () => {
    const files = layout((s) => s.replace('<?xml version="1.0" encoding="utf-8"?>\n', ''));
    expect(findingOf(files, 'XML_DECLARATION_MISSING')).toMatchObject({ severity: 'warning', file: MAIN_LAYOUT, line: 1 });
  });

  test('reports android: attributes without the android namespace', () => {
    const files = layout((s) => s.replace(' xmlns:android="http://schemas.android.com/apk/res/android"', ''));
    expect(findingOf(files, 'XML_ANDROID_NAMESPACE_MISSING')).toMatchObject({ severity: 'error', line: 2 });
  });

  test('points at the start tag that is never closed', () => {
    const files = layout((s) => s.replace('<TableRow>', '<TableRow><FrameLayout android:layout_width="1dp" android:layout_height="1dp">'));
    const finding = findingOf(files, 'XML_UNCLOSED_TAG');
    expect(finding?.line).toBe(20);
    expect(finding?.message).toContain('<FrameLayout>');
    expect(codesOf(files)).not.toContain('XML_PARSE_ERROR');
  });

  test('reports parser errors with their line', () => {
    const files = layout((s) => s.replace('android:text="@string/plus" />', 'android:text="a &nope; b" />'));
    expect(findingOf(files, 'XML_PARSE_ERROR')).toMatchObject({ line: 18 });
  });
});

describe('layout widgets and sizes', () => {
  test('reports a tag that is not a framework widget', () => {
    const files = layout((s) => s.replace('<Button', '<Buton'));
    expect(findingOf(files, 'LAYOUT_UNKNOWN_WIDGET')).toMatchObject({ severity: 'error', line: 13 });
  });

  test('accepts fully qualified framework classes and warns about library views', () => {
    const qualified = layout((s) => s.replace('<Button', '<android.widget.Button'));
    expect(codesOf(qualified)).toEqual([]);
    const ad = layout((s) => s.replace('<Button', '<com.google.android.gms.ads.AdView'));
    expect(findingOf(ad, 'LAYOUT_CUSTOM_VIEW')?.severity).toBe('warning');
  });

  test('reports a view without layout_height', () => {
    const files = layout((s) => s.replace('android:layout_height="wrap_content"\n        android:text="@string/start_text"', 'android:text="@string/start_text"'));
    expect(findingOf(files, 'LAYOUT_SIZE_MISSING')?.message).toContain('android:layout_height');
  });

  test('lets TableRow children and merge roots leave sizes out', () => {
    const merge = projectWith('app/src/main/res/layout/row.xml', '<?xml version="1.0" encoding="utf-8"?>\n<merge xmlns:android="http://schemas.android.com/apk/res/android">\n<Space android:layout_width="1dp" android:layout_height="1dp" />\n</merge>\n');
    expect(codesOf(merge)).toEqual([]);
  });

  test('names the attribute a typo meant', () => {
    const files = layout((s) => s.replace('android:layout_width="wrap_content"', 'android:layout_widht="wrap_content"'));
    expect(findingOf(files, 'XML_ATTRIBUTE_MISSPELLED')?.message).toContain('android:layout_width');
  });
});

describe('resource references', () => {
  test('reports an unresolved R.id in Kotlin with its line', () => {
    const files = activity((s) => s.replace('R.id.plus_button', 'R.id.plus_btn'));
    expect(findingOf(files, 'UNRESOLVED_R_ID')).toMatchObject({ line: 16 });
  });

  test('reports unresolved R.layout and R.string', () => {
    const files = activity((s) => s.replace('R.layout.activity_main', 'R.layout.main').replace('R.string.app_name', 'R.string.name'));
    expect(checkProject(files).filter((f) => f.code === 'UNRESOLVED_R_REFERENCE')).toHaveLength(2);
  });

  test('reports unresolved @string, @color and @id references in XML', () => {
    const files = layout((s) => s.replace('@string/start_text', '@string/nope').replace('@color/background', '@color/nope').replace('@id/count_label', '@id/nope'));
    const codes = codesOf(files);
    expect(codes).toContain('UNRESOLVED_STRING_RESOURCE');
    expect(codes.filter((c) => c === 'UNRESOLVED_XML_REFERENCE')).toHaveLength(2);
  });

  test('reports references inside values text', () => {
    const files = projectWith('app/src/main/res/values/themes.xml', '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n<style name="AppTheme">\n<item name="android:colorPrimary">@color/missing</item>\n</style>\n</resources>\n');
    expect(findingOf(files, 'UNRESOLVED_XML_REFERENCE')).toMatchObject({ line: 4 });
  });
});

describe('manifest activities', () => {
  test('reports an activity without a Kotlin class', () => {
    const files = cleanProject();
    files[MANIFEST] = (files[MANIFEST] ?? '').replace('</application>', '<activity android:name=".SettingsActivity" />\n</application>');
    expect(findingOf(files, 'MANIFEST_ACTIVITY_MISSING')?.message).toContain('com.example.counter.SettingsActivity');
  });

  test('accepts fully qualified own activities and library activities', () => {
    const files = cleanProject();
    files[MANIFEST] = (files[MANIFEST] ?? '')
      .replace('".MainActivity"', '"com.example.counter.MainActivity"')
      .replace('</application>', '<activity android:name="com.google.android.gms.ads.AdActivity" />\n</application>');
    expect(codesOf(files)).toEqual([]);
  });

  test('reports a project without a manifest', () => {
    const files = cleanProject();
    delete files[MANIFEST];
    expect(codesOf(files)).toContain('MANIFEST_MISSING');
    expect(codesOf({ ...cleanProject(), [STRINGS]: cleanProject()[STRINGS] ?? '' })).toEqual([]);
  });
});
