import { describe, expect, test } from 'vitest';
import type { Finding } from '@droidforge/generator/check/index';
import { isGradleFile, REPAIR_INPUT_LIMITS, repairRequest, repairSystemPrompt } from './repair-prompt';

const ACTIVITY = 'app/src/main/java/com/example/app/MainActivity.kt';
const MANIFEST = 'app/src/main/AndroidManifest.xml';
const files = {
  [ACTIVITY]: 'package com.example.app\nclass MainActivity : Activity() { val t = getString(R.string.gone) }',
  'app/src/main/java/com/example/app/AppState.kt': 'object AppState',
  [MANIFEST]: '<manifest package="com.example.app"/>',
  'app/build.gradle': 'apply plugin: "com.android.application"',
};
const finding = (file: string, message = 'R.string.gone does not exist'): Finding => ({ code: 'UNRESOLVED_R_REFERENCE', severity: 'error', file, line: 2, message });

function userText(request: NonNullable<ReturnType<typeof repairRequest>>): string {
  return request.messages.map((m) => String(m.content)).join('\n');
}

describe('repairRequest', () => {
  test('sends only the files the findings name, the findings as file:line message, and the manifest as context', () => {
    const request = repairRequest(files, [finding(ACTIVITY)])!;
    expect(request.editable).toEqual([ACTIVITY]);
    const text = userText(request);
    expect(text).toContain(`${ACTIVITY}:2: R.string.gone does not exist`);
    expect(text).toContain(files[ACTIVITY]);
    expect(text).toContain('For context only');
    expect(text).toContain(files[MANIFEST]);
    expect(text).not.toContain('object AppState');
    expect(text).not.toContain('com.android.application');
  });

  test('never offers a Gradle file, a missing file or an oversized file for repair', () => {
    const big = { ...files, [ACTIVITY]: 'x'.repeat(REPAIR_INPUT_LIMITS.fileChars + 1) };
    expect(repairRequest(files, [finding('app/build.gradle')])).toBeUndefined();
    expect(repairRequest(files, [finding('app/src/main/java/com/example/app/Gone.kt')])).toBeUndefined();
    expect(repairRequest(big, [finding(ACTIVITY)])).toBeUndefined();
  });

  test('cuts the manifest sent for context to its cap', () => {
    const long = { ...files, [MANIFEST]: `<manifest>${'<!-- padding -->'.repeat(2_000)}</manifest>` };
    const text = userText(repairRequest(long, [finding(ACTIVITY)])!);
    expect(text.length).toBeLessThan(files[ACTIVITY].length + REPAIR_INPUT_LIMITS.manifestChars + 1_000);
  });
});

describe('the repair instructions', () => {
  test('ask for framework APIs at API 23, minSdk 24, no androidx, and no other files', () => {
    const prompt = repairSystemPrompt();
    expect(prompt).toMatch(/API level 23/);
    expect(prompt).toMatch(/minSdk 24/);
    expect(prompt).toMatch(/No androidx/);
    expect(prompt).toMatch(/never write Gradle files/);
  });

  test.each([
    ['app/build.gradle', true],
    ['build.gradle.kts', true],
    ['gradle.properties', true],
    ['gradle/wrapper/gradle-wrapper.properties', true],
    [ACTIVITY, false],
    [MANIFEST, false],
  ])('knows whether %s is a Gradle file (%s)', (path, expected) => {
    expect(isGradleFile(path)).toBe(expected);
  });
});
