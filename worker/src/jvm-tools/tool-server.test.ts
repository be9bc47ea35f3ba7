import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { assertToolchainReady, FIXTURES, testToolchain } from '../testing/toolchain';
import { kotlincArgs } from './kotlin-args';
import { createToolHost } from './tool-host';
import { ToolServer } from './tool-server';
import { isProcessRunning } from '../testing/processes';

const { toolchain, skip } = testToolchain();
const ACTIVITY = path.join(FIXTURES, 'hello', 'app/src/main/java/com/droidforge/fixture/MainActivity.kt');
// A Kotlin stand-in for aapt's R.java keeps these tests about the compiler alone.
const R_STUB = `package com.droidforge.fixture
object R {
  object layout { const val activity_main = 1 }
  object id { const val count_label = 2; const val tap_button = 3 }
  object string { const val count_format = 4 }
}
`;

function makeBuildDir(workRoot: string, name: string, activity = readFileSync(ACTIVITY, 'utf8')) {
  const dir = path.join(workRoot, name);
  mkdirSync(path.join(dir, 'classes'), { recursive: true });
  writeFileSync(path.join(dir, 'MainActivity.kt'), activity);
  writeFileSync(path.join(dir, 'R.kt'), R_STUB);
  const args = kotlincArgs(toolchain, {
    classpath: [toolchain.paths.androidJar],
    outDir: path.join(dir, 'classes'),
    sources: [path.join(dir, 'MainActivity.kt'), path.join(dir, 'R.kt')],
  });
  return { dir, args, classFile: path.join(dir, 'classes', 'com', 'droidforge', 'fixture', 'MainActivity.class') };
}

describe.skipIf(skip)('the warm tool server', () => {
  let workRoot: string;
  let server: ToolServer;

  beforeAll(() => {
    assertToolchainReady(toolchain);
    workRoot = mkdtempSync(path.join(os.tmpdir(), 'df-test-daemon-'));
    server = new ToolServer(toolchain, { workRoot, heap: '-Xmx1g' });
  });

  afterAll(async () => {
    await server?.close();
    if (workRoot) rmSync(workRoot, { recursive: true, force: true });
  });

  test('compiles one build after another in the same JVM', async () => {
    const first = makeBuildDir(workRoot, 'one');
    const second = makeBuildDir(workRoot, 'two');
    const a = await server.run('kotlinc', { args: first.args, buildDir: first.dir, timeoutMs: 240_000 });
    const pid = server.pid;
    const b = await server.run('kotlinc', { args: second.args, buildDir: second.dir, timeoutMs: 240_000 });
    expect(a).toMatchObject({ kind: 'exited', code: 0 });
    expect(b).toMatchObject({ kind: 'exited', code: 0 });
    expect(server.pid).toBe(pid);
    expect(existsSync(first.classFile) && existsSync(second.classFile)).toBe(true);
  });

  test('answers a compile error with exit code 1 and the compiler message', async () => {
    const broken = makeBuildDir(workRoot, 'broken', 'package com.droidforge.fixture\nclass MainActivity { fun f(): Int = "text" }\n');
    const outcome = await server.run('kotlinc', { args: broken.args, buildDir: broken.dir, timeoutMs: 240_000 });
    expect(outcome).toMatchObject({ kind: 'exited', code: 1 });
    expect(outcome?.output).toMatch(/error: type mismatch/);
  });

  test('answers failing javac, ProGuard and dx runs with their errors and keeps serving', async () => {
    const dir = makeBuildDir(workRoot, 'failing-tools').dir;
    const request = (args: string[]) => ({ args, buildDir: dir, timeoutMs: 240_000 });
    const pid = server.pid;
    const javac = await server.run('javac', request(['-d', dir, path.join(dir, 'Missing.java')]));
    const proguard = await server.run('proguard', request(['-keep', 'class', '{', path.join(dir, 'bad-rule')]));
    const dx = await server.run('dx', request([`--output=${path.join(dir, 'classes.dex')}`, path.join(dir, 'missing.jar')]));
    for (const outcome of [javac, proguard, dx]) expect(outcome?.kind === 'exited' ? outcome.code : 0).toBeGreaterThan(0);
    expect(javac?.output).toContain('Missing.java');
    expect(proguard?.output).toMatch(/Expecting/);
    expect(dx?.output).toContain('missing.jar');
    expect(server.pid).toBe(pid);
  });

  test('starts a new server when the old one died', async () => {
    const pid = server.pid;
    if (pid === null) throw new Error('the server should be running after the earlier tests');
    process.kill(-pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const build = makeBuildDir(workRoot, 'after-crash');
    const outcome = await server.run('kotlinc', { args: build.args, buildDir: build.dir, timeoutMs: 240_000 });
    expect(outcome).toMatchObject({ kind: 'exited', code: 0 });
    expect(server.pid).not.toBe(pid);
  });

  test('kills the server when a compile passes its timeout', async () => {
    const build = makeBuildDir(workRoot, 'too-slow');
    await server.run('kotlinc', { args: build.args, buildDir: build.dir, timeoutMs: 240_000 });
    const pid = server.pid ?? Number.NaN;
    const outcome = await server.run('kotlinc', { args: build.args, buildDir: build.dir, timeoutMs: 1 });
    expect(outcome?.kind).toBe('timeout');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isProcessRunning(pid)).toBe(false);
  });

  test('falls back to a one-off kotlinc for builds outside its work root', async () => {
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'df-test-elsewhere-'));
    const host = createToolHost(toolchain, { workRoot });
    try {
      const outside = makeBuildDir(elsewhere, 'outside');
      const result = await host.run('kotlinc', { args: outside.args, buildDir: outside.dir, timeoutMs: 240_000 });
      expect(result.via).toBe('process');
      expect(result.outcome).toMatchObject({ kind: 'exited', code: 0 });
    } finally {
      await host.close();
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  test('close stops the server and later compiles are refused so callers fall back', async () => {
    const build = makeBuildDir(workRoot, 'before-close');
    await server.run('kotlinc', { args: build.args, buildDir: build.dir, timeoutMs: 240_000 });
    const pid = server.pid ?? Number.NaN;
    expect(isProcessRunning(pid)).toBe(true);
    await server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isProcessRunning(pid)).toBe(false);
    expect(await server.run('kotlinc', { args: build.args, buildDir: build.dir, timeoutMs: 240_000 })).toBeNull();
  });
});
