import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SAMPLE_ADMOB } from '@droidforge/contracts/testing/admob';
import { createGradleRunner, detectGradle } from './gradle';
import { FAKE_KEY } from '../queue/testing/fake-runners';
import { detectToolchain } from '../toolchain/toolchain';

// A stand-in for Gradle (no Android SDK here): records what it was given and writes a fake APK.
// Nothing in these tests claims that a real Gradle build ran.
const STAND_IN = `#!/bin/sh
project=""
while [ $# -gt 0 ]; do
  if [ "$1" = "-p" ]; then project="$2"; fi
  echo "$1" >> "$RECORD"
  shift
done
cat "$GRADLE_USER_HOME/gradle.properties" >> "$RECORD.env"
cp "$project/app/build.gradle" "$RECORD.app-build-gradle"
mkdir -p "$project/app/build/outputs/apk/release"
printf 'fake gradle apk' > "$project/app/build/outputs/apk/release/app-release.apk"
`;

const KEY = { ...FAKE_KEY, password: 'S3cret-keystore-pass' };
// The runner's logic, unsandboxed (the stand-in records into the test folder); the sandboxed run is the last test.
const noEmbeddedToolchain = { ...detectToolchain('/nonexistent-toolchain'), sandbox: 'none' as const };
let dir: string;
let gradle: string;
const record = () => path.join(dir, 'record');

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'df-gradle-test-'));
  gradle = path.join(dir, 'gradle');
  await writeFile(gradle, STAND_IN.replaceAll('$RECORD', record()));
  await chmod(gradle, 0o755);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('the Gradle toolchain is selected only when ANDROID_HOME and a gradle executable are present', () => {
  expect(detectGradle({ androidHome: null, gradle, path: '' })).toBeNull();
  expect(detectGradle({ androidHome: path.join(dir, 'no-such-sdk'), gradle, path: '' })).toBeNull();
  expect(detectGradle({ androidHome: dir, gradle: null, path: '/nonexistent' })).toBeNull();
  expect(detectGradle({ androidHome: dir, gradle: null, path: dir })).toEqual({ gradle, androidHome: dir, depCache: null });
});

test('builds with regenerated Gradle files, the ads SDK and injected signing, and stores the APK', async () => {
  const artifactsDir = path.join(dir, 'artifacts');
  const runner = createGradleRunner({ toolchain: noEmbeddedToolchain, gradle: { gradle, androidHome: dir, depCache: null }, artifactsDir, workRoot: path.join(dir, 'work') });
  const files = {
    'app/src/main/AndroidManifest.xml': '<manifest package="com.example.ads"/>',
    'app/src/main/java/com/example/ads/MainActivity.kt': 'package com.example.ads\nclass MainActivity',
    'app/build.gradle': 'throw new GradleException("user gradle files must never run")',
  };
  const steps: string[] = [];
  const result = await runner({
    buildId: 'b1', admob: { appId: SAMPLE_ADMOB.appId },
    files, packageName: 'com.example.ads', keystore: KEY, onStep: (e) => e.type === 'step_started' && steps.push(e.step),
    signal: new AbortController().signal, deadlineMs: Date.now() + 60_000,
  });
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.apk.path).toBe(path.join(artifactsDir, 'b1.apk'));
  expect(await readFile(result.apk.path, 'utf8')).toBe('fake gradle apk');
  expect(steps).toEqual(['check', 'write', 'compile', 'store']);
  const args = (await readFile(record(), 'utf8')).split('\n');
  expect(args).toContain('assembleRelease');
  expect(args).toContain('--offline');
  // Signing goes through a private Gradle user home: the keystore password is on no command line and in no log.
  expect(args.some((arg) => arg.includes(KEY.password))).toBe(false);
  expect(result.log).not.toContain(KEY.password);
  const env = await readFile(`${record()}.env`, 'utf8');
  expect(env).toContain('android.injected.signing.key.alias=droidforge');
  expect(env).toContain(`android.injected.signing.store.password=${KEY.password}`);
  const appGradle = await readFile(`${record()}.app-build-gradle`, 'utf8');
  expect(appGradle).toContain("implementation 'com.google.android.gms:play-services-ads:");
  expect(appGradle).toContain(`manifestPlaceholders = [admobAppId: '${SAMPLE_ADMOB.appId}']`);
  expect(appGradle).not.toContain('never run');
});

test('refuses an ads build whose AdMob app id is malformed before Gradle runs, so nothing can be injected into build files', async () => {
  const runner = createGradleRunner({ toolchain: noEmbeddedToolchain, gradle: { gradle, androidHome: dir, depCache: null }, artifactsDir: path.join(dir, 'artifacts'), workRoot: path.join(dir, 'work') });
  await rm(record(), { force: true });
  const result = await runner({
    buildId: 'b2', admob: { appId: "x'] }\nthrow new GradleException('owned')" },
    files: { 'app/src/main/AndroidManifest.xml': '<manifest package="com.example.ads"/>' }, packageName: 'com.example.ads', keystore: KEY, onStep: () => {},
    signal: new AbortController().signal, deadlineMs: Date.now() + 60_000,
  });
  expect(result).toMatchObject({ ok: false, step: 'check', reason: 'INVALID_INPUT' });
  expect(existsSync(record())).toBe(false);
});

test.runIf(detectToolchain('/nonexistent-toolchain').sandbox === 'bwrap' || Boolean(process.env.CI))(
  'runs Gradle in the build sandbox: files outside the build and the Gradle install are not there',
  async () => {
    // Where DATA_DIR lives by default: in the checkout, outside the sandbox's private /tmp.
    await mkdir(path.resolve('tmp'), { recursive: true });
    const secretDir = await mkdtemp(path.join(path.resolve('tmp'), 'df-gradle-secret-'));
    await writeFile(path.join(secretDir, 'app-secret'), 'secret-of-the-app');
    const install = path.join(dir, 'gradle-install', 'bin');
    await mkdir(install, { recursive: true });
    const peeking = path.join(install, 'gradle');
    await writeFile(peeking, `#!/bin/sh
while [ $# -gt 0 ]; do if [ "$1" = "-p" ]; then project="$2"; fi; shift; done
out="$project/app/build/outputs/apk/release"
mkdir -p "$out"
{ cat "${secretDir}/app-secret" 2>/dev/null || printf 'no secret'; } > "$out/app-release.apk"
`);
    await chmod(peeking, 0o755);
    try {
      const sandboxed = detectToolchain('/nonexistent-toolchain');
      const runner = createGradleRunner({ toolchain: sandboxed, gradle: { gradle: peeking, androidHome: dir, depCache: null }, artifactsDir: path.join(dir, 'artifacts'), workRoot: path.join(dir, 'work') });
      const result = await runner({
        buildId: 'b3', files: { 'app/src/main/AndroidManifest.xml': '<manifest package="com.example.ads"/>' }, packageName: 'com.example.ads', keystore: KEY,
        signal: new AbortController().signal, deadlineMs: Date.now() + 60_000,
      });
      expect(result.ok, result.log).toBe(true);
      expect(result.log).toContain('sandbox: bwrap');
      if (result.ok) expect(await readFile(result.apk.path, 'utf8')).toBe('no secret');
    } finally {
      await rm(secretDir, { recursive: true, force: true });
    }
  },
);
