import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PROJECT_MAX_FILE_BYTES, PROJECT_MAX_FILES, PROJECT_MAX_TOTAL_BYTES, isAllowedProjectPath, projectFilesProblems, selectBuildFiles, unsafePathReason, utf8Bytes } from './project-rules';

const manifest = { 'app/src/main/AndroidManifest.xml': '<manifest/>' };

describe('selectBuildFiles', () => {
  test('refuses path traversal, absolute paths and unnormalised paths', () => {
    for (const path of ['../etc/passwd', 'app/src/main/../../../x.kt', '/etc/passwd', 'app//src/main/a.kt', './app/src/main/a.kt', 'C:/x.kt', 'app\\src\\main\\a.kt']) {
      const result = selectBuildFiles({ ...manifest, [path]: 'x' });
      expect(result.ok, path).toBe(false);
      expect(!result.ok && result.refused.map((r) => r.path)).toContain(path);
    }
  });

  test('refuses any path with a .. segment, wherever it is', () => {
    const segment = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.array(segment, { maxLength: 4 }), (before, after) => {
        expect(unsafePathReason([...before, '..', ...after].join('/'))).not.toBeNull();
      }),
    );
  });

  test('keeps manifest, Kotlin sources and XML resources keyed under app/src/main', () => {
    const result = selectBuildFiles({
      ...manifest,
      'app/src/main/java/com/a/MainActivity.kt': 'class A',
      'app/src/main/res/values-night/colors.xml': '<resources/>',
    });
    expect(result.ok && [...result.files.keys()].sort()).toEqual(['AndroidManifest.xml', 'java/com/a/MainActivity.kt', 'res/values-night/colors.xml']);
  });

  test('ignores Gradle files so they are never written or run', () => {
    const result = selectBuildFiles({ ...manifest, 'build.gradle': 'exec { }', 'app/build.gradle.kts': 'x', 'settings.gradle': 'y' });
    expect(result.ok && result.ignored.sort()).toEqual(['app/build.gradle.kts', 'build.gradle', 'settings.gradle']);
    expect(result.ok && [...result.files.keys()]).toEqual(['AndroidManifest.xml']);
  });

  test('refuses files under app/src/main that the pipeline does not build, and files outside any known place', () => {
    const result = selectBuildFiles({ ...manifest, 'app/src/main/assets/run.sh': 'rm -rf /', 'app/src/main/res/layout/Main.xml': '<x/>', 'tools/run.sh': 'x' });
    expect(!result.ok && result.refused.map((r) => r.path).sort()).toEqual(['app/src/main/assets/run.sh', 'app/src/main/res/layout/Main.xml', 'tools/run.sh']);
  });

  test('refuses a project without a manifest', () => {
    const result = selectBuildFiles({ 'app/src/main/java/A.kt': 'class A' });
    expect(!result.ok && result.refused[0]?.path).toBe('app/src/main/AndroidManifest.xml');
  });
});

describe('project limits', () => {
  const kt = (i: number) => `app/src/main/java/com/a/F${i}.kt`;

  test('a version may hold at most PROJECT_MAX_FILES files', () => {
    const atLimit = Object.fromEntries(Array.from({ length: PROJECT_MAX_FILES }, (_, i) => [kt(i), 'x']));
    expect(projectFilesProblems(atLimit)).toEqual([]);
    expect(projectFilesProblems({ ...atLimit, [kt(PROJECT_MAX_FILES)]: 'x' })).toEqual([{ path: '*', reason: `more than ${PROJECT_MAX_FILES} files` }]);
  });

  test('one file may hold at most PROJECT_MAX_FILE_BYTES bytes of UTF-8, counted as bytes, not characters', () => {
    expect(projectFilesProblems({ [kt(0)]: 'a'.repeat(PROJECT_MAX_FILE_BYTES) })).toEqual([]);
    const multiByte = 'é'.repeat(PROJECT_MAX_FILE_BYTES / 2 + 1);
    expect(projectFilesProblems({ [kt(0)]: multiByte }).map((r) => r.path)).toEqual([kt(0)]);
  });

  test('all files of a version together may hold at most PROJECT_MAX_TOTAL_BYTES bytes', () => {
    const perFile = PROJECT_MAX_FILE_BYTES;
    const count = Math.floor(PROJECT_MAX_TOTAL_BYTES / perFile) + 1;
    const files = Object.fromEntries(Array.from({ length: count }, (_, i) => [kt(i), 'a'.repeat(perFile)]));
    expect(projectFilesProblems(files)).toEqual([{ path: '*', reason: `all files together larger than ${PROJECT_MAX_TOTAL_BYTES} bytes` }]);
  });

  test('utf8Bytes agrees with the encoder for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constant('\ud800'), fc.constant('\udc00'), fc.string({ unit: 'grapheme' })) }), (text) => {
        expect(utf8Bytes(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });

  test('the files a generated project holds are allowed, Gradle files included', () => {
    for (const path of ['build.gradle', 'app/build.gradle', 'settings.gradle', 'gradle.properties', 'gradle/wrapper/gradle-wrapper.properties', 'app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml']) {
      expect(isAllowedProjectPath(path), path).toBe(true);
    }
  });
});
