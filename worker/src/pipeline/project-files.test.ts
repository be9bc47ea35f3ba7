import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { selectBuildFiles, unsafePathReason } from './project-files';

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

  test('refuses files under app/src/main that the pipeline does not build', () => {
    const result = selectBuildFiles({ ...manifest, 'app/src/main/assets/run.sh': 'rm -rf /', 'app/src/main/res/layout/Main.xml': '<x/>' });
    expect(!result.ok && result.refused.map((r) => r.path).sort()).toEqual(['app/src/main/assets/run.sh', 'app/src/main/res/layout/Main.xml']);
  });

  test('refuses a project without a manifest', () => {
    const result = selectBuildFiles({ 'app/src/main/java/A.kt': 'class A' });
    expect(!result.ok && result.refused[0]?.path).toBe('app/src/main/AndroidManifest.xml');
  });
});
