import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { readFixture, testToolchain } from '../testing/toolchain';
import { useBuildWorkspace } from '../testing/build-workspace';
import { runBuild } from './run-build';
import type { BuildEvent, BuildInput, BuildResult } from './types';

const { toolchain, skip } = testToolchain();
const FIXTURE_ACTIVITY = 'app/src/main/java/com/droidforge/fixture/MainActivity.kt';
const FIXTURE_LAYOUT = 'app/src/main/res/layout/activity_main.xml';

/** The hello fixture with one text in one file replaced (a seeded error). */
function fixtureWith(file: string, from: string, to: string): Record<string, string> {
  const files = readFixture('hello');
  files[file] = (files[file] ?? '').replace(from, to);
  return files;
}

/** The result of a build the test expects to fail, narrowed to the failure. */
function failed(result: BuildResult): Extract<BuildResult, { ok: false }> {
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('the build succeeded');
  return result;
}

describe.skipIf(skip)('runBuild with the embedded toolchain', () => {
  const ws = useBuildWorkspace(toolchain, 'builds');

  const build = (overrides: Partial<BuildInput> & { buildId: string }) => runBuild({ files: readFixture('hello'), ...ws, toolchain, ...overrides });
  // The fixture's successful build, made once: the first two tests read different things of it.
  const events: BuildEvent[] = [];
  let fixtureBuild: BuildResult;
  beforeAll(async () => {
    fixtureBuild = await build({ buildId: 'fixture-ok', onStep: (e) => events.push(e) });
  });

  test('builds the fixture into a signed APK that apksigner, aapt and dexdump accept', () => {
    const result = fixtureBuild;
    expect(result.ok, result.ok ? '' : result.log).toBe(true);
    if (!result.ok) return;
    expect(result.steps.map((s) => s.name)).toEqual(['check', 'write', 'resources', 'compile', 'shrink', 'dex', 'package', 'align', 'sign', 'verify', 'store']);
    expect(events.filter((e) => e.type === 'step_finished')).toHaveLength(11);
    expect(result.apk.size).toBeGreaterThan(1_000);
    expect(result.apk.sha256).toMatch(/^[0-9a-f]{64}$/);

    const verify = spawnSync(toolchain.paths.java, ['-jar', toolchain.paths.apksignerJar, 'verify', '--verbose', result.apk.path], { encoding: 'utf8' });
    expect(verify.status).toBe(0);
    expect(verify.stdout).toContain('Verified using v2 scheme (APK Signature Scheme v2): true');

    const badging = spawnSync(toolchain.paths.aapt, ['dump', 'badging', result.apk.path], { encoding: 'utf8' }).stdout;
    expect(badging).toContain("package: name='com.droidforge.fixture'");
    expect(badging).toContain("launchable-activity: name='com.droidforge.fixture.MainActivity'");
    expect(badging).toContain("sdkVersion:'24'");

    const dex = spawnSync(toolchain.paths.dexdump, [result.apk.path], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).stdout;
    expect(dex).toContain("Class descriptor  : 'Lcom/droidforge/fixture/MainActivity;'");
  });

  test('keeps the keystore password out of the log', () => {
    expect(fixtureBuild.log).toContain('[sign] ok in');
    expect(fixtureBuild.log).not.toContain(ws.keystore.password);
  });

  test('fails at compile with the Kotlin error in the log and parsed errors', async () => {
    const result = failed(await build({ buildId: 'broken-kotlin', files: fixtureWith(FIXTURE_ACTIVITY, 'taps += 1', 'taps += undefinedCounter') }));
    expect(result.step).toBe('compile');
    expect(result.reason).toBe('TOOL_FAILED');
    expect(result.log).toMatch(/error: unresolved reference: undefinedCounter/);
    expect(result.errors).toContainEqual(expect.objectContaining({ file: FIXTURE_ACTIVITY, line: 17, message: expect.stringContaining('undefinedCounter') }));
  });

  test('fails at resources with the aapt error for a misspelled XML attribute', async () => {
    const result = failed(await build({ buildId: 'broken-xml', files: fixtureWith(FIXTURE_LAYOUT, 'android:layout_width="wrap_content"', 'android:layout_widht="wrap_content"') }));
    expect(result.step).toBe('resources');
    expect(result.log).toContain("No resource identifier found for attribute 'layout_widht'");
    expect(result.errors[0]).toMatchObject({ file: FIXTURE_LAYOUT, message: expect.stringContaining('layout_widht') });
  });

  test('refuses path traversal before any tool runs', async () => {
    const files = { ...readFixture('hello'), 'app/src/main/../../../../evil.kt': 'class Evil' };
    const result = failed(await build({ buildId: 'traversal', files }));
    expect(result).toMatchObject({ step: 'check', reason: 'UNSAFE_PATH' });
    expect(result.steps.map((s) => s.name)).toEqual(['check']);
  });

  test('stops at check when the injected code checker reports an error', async () => {
    const check = async () => [{ code: 'XML_UNKNOWN_WIDGET', severity: 'error' as const, file: FIXTURE_LAYOUT, line: 3, message: 'Unknown widget <Buton>' }];
    const result = failed(await build({ buildId: 'checked', check }));
    expect(result).toMatchObject({ step: 'check', reason: 'CHECK_FAILED' });
    expect(result.findings).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ file: FIXTURE_LAYOUT, line: 3 });
  });

  test('is cancelled by its AbortSignal and removes its build directory', async () => {
    const controller = new AbortController();
    const result = failed(
      await build({
        buildId: 'cancelled',
        signal: controller.signal,
        onStep: (e) => e.type === 'step_started' && e.step === 'compile' && controller.abort(),
      }),
    );
    expect(result.reason).toBe('CANCELLED');
    expect(readdirSync(ws.workRoot).filter((d) => d.startsWith('cancelled-'))).toEqual([]);
  });

  test('fails with TIMEOUT once its deadline has passed', async () => {
    const result = failed(await build({ buildId: 'late', deadlineMs: Date.now() + 300 }));
    expect(result.reason).toBe('TIMEOUT');
    expect(existsSync(path.join(ws.artifactsDir, 'late.apk'))).toBe(false);
  });

  test('says what to install when the toolchain is missing', async () => {
    const missing = { ...toolchain, ready: false, missing: ['dalvik-exchange (dx)'] };
    const result = await build({ buildId: 'no-toolchain', toolchain: missing });
    expect(result).toMatchObject({ ok: false, step: 'check', reason: 'TOOLCHAIN_MISSING' });
    expect(!result.ok && result.message).toContain('dalvik-exchange');
  });
});
