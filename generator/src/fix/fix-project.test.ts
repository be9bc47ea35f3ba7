import { beforeAll, describe, expect, test } from 'vitest';
import { initNodeChecks } from '../check/node';
import { checkProject } from '../check/check-project';
import { parseBuildOutput } from '../check/build-output/parse-build-output';
import { cleanProject, MAIN_ACTIVITY, MAIN_LAYOUT, STRINGS } from '../check/testing/projects';
import type { ProjectFiles } from '../check/finding';
import { fixProject } from './fix-project';

beforeAll(async () => {
  await initNodeChecks();
});

function broken(path: string, edit: (source: string) => string): ProjectFiles {
  const files = cleanProject();
  return { ...files, [path]: edit(files[path] ?? '') };
}

/** Checks the broken project, repairs it, and returns the outcome and the findings after. */
function repair(files: ProjectFiles, expectedCode: string) {
  const findings = checkProject(files);
  expect(findings.map((f) => f.code)).toContain(expectedCode);
  const outcome = fixProject(files, findings);
  const after = checkProject(outcome.files);
  return { outcome, after, codesAfter: after.map((f) => f.code) };
}

describe('fix rules', () => {
  test('adds the package declaration derived from the path', () => {
    const { outcome, after } = repair(broken(MAIN_ACTIVITY, (s) => s.replace('package com.example.counter\n', '')), 'KOTLIN_PACKAGE_MISSING');
    expect(outcome.files[MAIN_ACTIVITY]).toMatch(/^package com\.example\.counter\n/);
    expect(after).toEqual([]);
    expect(outcome.fixed).toBe(true);
  });

  test('rewrites android.support imports to androidx', () => {
    const files = broken(MAIN_ACTIVITY, (s) => s.replace('import android.os.Bundle', 'import android.os.Bundle\nimport android.support.v7.app.AlertDialog'));
    const { outcome, after } = repair(files, 'KOTLIN_SUPPORT_IMPORT');
    expect(outcome.files[MAIN_ACTIVITY]).toContain('import androidx.appcompat.app.AlertDialog');
    expect(after.filter((f) => f.severity === 'error')).toEqual([]);
  });

  // One seeded error, one change described, a clean project after.
  const ONE_CHANGE: [string, string, (source: string) => string, string, string][] = [
    ['closes braces cut off at the end of the file', MAIN_ACTIVITY, (s) => s.replace(/ {4}}\n}\n$/, ''), 'KOTLIN_BRACES_UNBALANCED', 'MainActivity.kt: added 2 closing brace(s) at the end'],
    ['renames a misspelled attribute', MAIN_LAYOUT, (s) => s.replace('android:layout_width="wrap_content"', 'android:layout_widht="wrap_content"'), 'XML_ATTRIBUTE_MISSPELLED', 'activity_main.xml:7: android:layout_widht -> android:layout_width'],
    ['maps a misspelled bare tag to the closest framework widget', MAIN_LAYOUT, (s) => s.replace('<Button', '<Buton'), 'LAYOUT_UNKNOWN_WIDGET', 'activity_main.xml:13: <Buton> -> <Button>'],
    ['points an unresolved R.id at the near-identical id', MAIN_ACTIVITY, (s) => s.replace('R.id.plus_button', 'R.id.plusButton'), 'UNRESOLVED_R_ID', 'MainActivity.kt:16: R.id.plusButton -> R.id.plus_button'],
  ];
  test.each(ONE_CHANGE)('%s', (_name, path, edit, code, change) => {
    const { outcome, after } = repair(broken(path, edit), code);
    expect(outcome.changes).toEqual([change]);
    expect(after).toEqual([]);
  });

  test('drops stray closing braces at the end of the file', () => {
    const { after } = repair(broken(MAIN_ACTIVITY, (s) => `${s}}\n\n}\n`), 'KOTLIN_BRACES_UNBALANCED');
    expect(after).toEqual([]);
  });

  test('adds missing layout sizes as wrap_content', () => {
    const files = broken(MAIN_LAYOUT, (s) => s.replace('android:layout_width="wrap_content"\n        android:layout_height="wrap_content"\n        android:text="@string/start_text"', 'android:text="@string/start_text"'));
    const { outcome, after } = repair(files, 'LAYOUT_SIZE_MISSING');
    expect(outcome.files[MAIN_LAYOUT]).toContain('<TextView android:layout_width="wrap_content" android:layout_height="wrap_content"');
    expect(after).toEqual([]);
  });

  test('maps library widgets to framework widgets and drops their app: attributes', () => {
    const files = broken(MAIN_LAYOUT, (s) =>
      s.replace(' xmlns:android', ' xmlns:app="http://schemas.android.com/apk/res-auto" xmlns:android')
        .replace('<Button', '<com.google.android.material.button.MaterialButton\n        app:cornerRadius="8dp"')
        .replace('<TextView\n', '<androidx.appcompat.widget.AppCompatTextView\n')
        .replace('android:textColor="@android:color/black" />', 'android:textColor="@android:color/black"></androidx.appcompat.widget.AppCompatTextView>'));
    const { outcome, after } = repair(files, 'LAYOUT_CUSTOM_VIEW');
    const layout = outcome.files[MAIN_LAYOUT] ?? '';
    expect(layout).toContain('<Button\n        android:id="@+id/plus_button"');
    expect(layout).toContain('</TextView>');
    expect(layout).not.toContain('app:cornerRadius');
    expect(after).toEqual([]);
  });

  test('adds a missing @string to strings.xml', () => {
    const { outcome, after } = repair(broken(MAIN_LAYOUT, (s) => s.replace('@string/start_text', '@string/welcome_message')), 'UNRESOLVED_STRING_RESOURCE');
    expect(outcome.files[STRINGS]).toContain('<string name="welcome_message">Welcome message</string>\n</resources>');
    expect(after).toEqual([]);
  });

  test('adds the XML declaration', () => {
    const { codesAfter, outcome } = repair(broken(STRINGS, (s) => s.replace('<?xml version="1.0" encoding="utf-8"?>\n', '')), 'XML_DECLARATION_MISSING');
    expect(codesAfter).toEqual([]);
    expect(outcome.fixed).toBe(true);
  });

  test('declares the android namespace', () => {
    const { after } = repair(broken(MAIN_LAYOUT, (s) => s.replace(' xmlns:android="http://schemas.android.com/apk/res/android"', '')), 'XML_ANDROID_NAMESPACE_MISSING');
    expect(after).toEqual([]);
  });

  test('repairs several problems in one file without losing line positions', () => {
    const files = broken(MAIN_LAYOUT, (s) =>
      s.replace('<?xml version="1.0" encoding="utf-8"?>\n', '').replace('<Button', '<Buton').replace('android:layout_width="wrap_content"', 'android:layout_widht="wrap_content"'));
    const findings = checkProject(files);
    const outcome = fixProject(files, findings);
    expect(outcome.changes).toHaveLength(3);
    expect(checkProject(outcome.files)).toEqual([]);
  });
});

describe('fixProject outcome', () => {
  test('says not fixed and keeps the error when no rule applies', () => {
    const files = broken(MAIN_ACTIVITY, (s) => s.replace('R.id.plus_button', 'R.id.totally_different'));
    const findings = checkProject(files);
    const outcome = fixProject(files, findings);
    expect(outcome).toMatchObject({ changes: [], fixed: false });
    expect(outcome.remaining.map((f) => f.code)).toEqual(['UNRESOLVED_R_ID']);
    expect(outcome.files).toEqual(files);
  });

  test('repairs a misspelled attribute reported by aapt', () => {
    const files = broken(MAIN_LAYOUT, (s) => s.replace('android:layout_width="wrap_content"', 'android:layout_widht="wrap_content"'));
    const findings = parseBuildOutput('aapt', "/tmp/b/app/src/main/res/layout/activity_main.xml:7: error: No resource identifier found for attribute 'layout_widht' in package 'android'", '/tmp/b');
    const outcome = fixProject(files, findings);
    expect(outcome.fixed).toBe(true);
    expect(checkProject(outcome.files)).toEqual([]);
  });

  test('repairs an unresolved reference reported by kotlinc on an R.id line', () => {
    const files = broken(MAIN_ACTIVITY, (s) => s.replace('R.id.count_label', 'R.id.count_lable'));
    const findings = parseBuildOutput('kotlinc', `${MAIN_ACTIVITY}:15:40: error: unresolved reference: count_lable`);
    const outcome = fixProject(files, findings);
    expect(outcome.files[MAIN_ACTIVITY]).toContain('R.id.count_label');
    expect(outcome.fixed).toBe(true);
  });

  test('leaves the input files untouched', () => {
    const files = broken(MAIN_LAYOUT, (s) => s.replace('<Button', '<Buton'));
    const copy = { ...files };
    fixProject(files, checkProject(files));
    expect(files).toEqual(copy);
  });
});
