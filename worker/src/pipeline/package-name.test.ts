import { describe, expect, test } from 'vitest';
import { gradlePackage, isValidPackageName, manifestPackage, withManifestPackage } from './package-name';

describe('package names', () => {
  test('accepts Java package names and refuses anything that could break a tool configuration', () => {
    expect(isValidPackageName('com.example.my_app2')).toBe(true);
    for (const bad of ['app', 'com..x', '1com.x', 'com.x; rm -rf', 'com.x.**', 'com.x{']) expect(isValidPackageName(bad), bad).toBe(false);
  });

  test('reads the manifest package attribute', () => {
    expect(manifestPackage('<manifest xmlns:android="a"\n    package="com.a.b">')).toBe('com.a.b');
    expect(manifestPackage('<manifest xmlns:android="a">')).toBeNull();
  });

  test('adds the package to a Gradle-style manifest that has none', () => {
    const manifest = withManifestPackage('<?xml version="1.0"?>\n<manifest xmlns:android="a"><application/></manifest>', 'com.a.b');
    expect(manifestPackage(manifest)).toBe('com.a.b');
  });

  test('reads namespace or applicationId from app/build.gradle(.kts) without running it', () => {
    expect(gradlePackage({ 'app/build.gradle.kts': 'android {\n  namespace = "com.k.ts"\n}' })).toBe('com.k.ts');
    expect(gradlePackage({ 'app/build.gradle': "defaultConfig { applicationId 'com.groovy.app' }" })).toBe('com.groovy.app');
    expect(gradlePackage({})).toBeNull();
  });
});
