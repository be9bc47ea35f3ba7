// Generated apps, not just the hand-written fixture, must compile to real APKs: a varied sample of
// the public prompts goes composer → emitter → runBuild → apksigner/aapt/dexdump. One tool host and
// one keystore serve the whole file so only the first build pays for JVM start-up.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppSpec } from '@droidforge/contracts';
import { composeApp } from '@droidforge/generator/compose/index';
import { emitProject } from '@droidforge/generator/emit/index';
import { refine } from '@droidforge/generator/refine/index';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, testToolchain } from '../testing/toolchain';
import type { Toolchain } from '../toolchain/toolchain';
import { createGeneratorChecker } from './generator-checker';
import { useBuildWorkspace } from '../testing/build-workspace';
import { runBuild } from './run-build';
import type { BuiltApk } from './types';

const PROMPTS_FILE = path.join(REPO_ROOT, 'generator', 'fixtures', 'prompts', 'public.jsonl');

/** One of each broad shape: state + buttons, persisted lists, forms, timers, quiz, multi-screen, games, info. */
const SAMPLE_IDS = ['p01', 'p02', 'p03', 'p04', 'p09', 'p10', 'p19', 'p26', 'p27', 'p31'] as const;
/** Composed capabilities (issue 10): grouped records with per-group totals, a timer with rounds and
 * a signal, predictions from the average interval between dates. */
const HELDOUT_FILE = path.join(REPO_ROOT, 'generator', 'fixtures', 'prompts', 'heldout.jsonl');
const COMPOSED_IDS = ['h01', 'h16', 'h20'] as const;
/** Capabilities added later (issue 10): run-time settings switches, a scoreboard, a savings goal. */
const CAPABILITY_PROMPTS = {
  'record editing': 'Expense tracker: amount, category (food, rent or fun) and a note',
  'settings switches': 'Notes app with a dark mode switch and a setting for bigger text',
  scoreboard: 'A simple app to keep score in table tennis between two players, first to 11 wins, with a reset button',
  'savings goal': 'Savings goal: I want to save 2000 for a holiday. I add deposits with a date and amount; show how much is left to save.',
};
const REFINE_REQUEST = 'rename the app to DoIt and use an orange theme';

const { toolchain, skip } = testToolchain();

function readPublicPrompts(file = PROMPTS_FILE): Map<string, string> {
  const prompts = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as { id: string; prompt: string };
    prompts.set(entry.id, entry.prompt);
  }
  return prompts;
}

/** Fully qualified activity class names the manifest declares (`.X` and `X` are package-relative). */
function manifestActivities(manifest: string, packageName: string): string[] {
  return [...manifest.matchAll(/<activity\b[^>]*?android:name="([^"]+)"/g)].map(([, name = '']) =>
    name.startsWith('.') ? `${packageName}${name}` : name.includes('.') ? name : `${packageName}.${name}`,
  );
}

const dexDescriptor = (className: string) => `Class descriptor  : 'L${className.replaceAll('.', '/')};'`;

function runTool(command: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/** What the three independent tools say about a built APK, read once per app. */
function inspectApk(tc: Toolchain, apk: BuiltApk) {
  return {
    signature: runTool(tc.paths.java, ['-jar', tc.paths.apksignerJar, 'verify', '--verbose', apk.path]),
    badging: runTool(tc.paths.aapt, ['dump', 'badging', apk.path]),
    dex: runTool(tc.paths.dexdump, [apk.path]),
  };
}

describe.skipIf(skip)('generated apps build into verified APKs with the embedded toolchain', () => {
  const ws = useBuildWorkspace(toolchain, 'generated');
  let prompts: Map<string, string>;
  const check = createGeneratorChecker();
  const fileStarted = Date.now();

  beforeAll(() => {
    prompts = readPublicPrompts();
  });

  afterAll(() => {
    // CI keeps an eye on this file's share of the 20-minute budget.
    console.info(`generated-apps.test.ts took ${((Date.now() - fileStarted) / 1000).toFixed(1)} s`);
  });

  async function buildSpec(buildId: string, spec: AppSpec) {
    const project = emitProject(spec);
    const result = await runBuild({ files: project.files, ...ws, buildId, toolchain, check });
    if (!result.ok) throw new Error(`${buildId} failed at ${result.step} (${result.reason}): ${result.message}\n${JSON.stringify(result.findings.filter((f) => f.severity === 'error'))}\n${result.log}`);
    return { project, apk: result.apk };
  }

  function expectVerifiedApk(spec: AppSpec, manifest: string, apk: BuiltApk) {
    const pkg = spec.app.packageName;
    const { signature, badging, dex } = inspectApk(toolchain, apk);
    expect(signature.status, signature.stderr).toBe(0);
    expect(signature.stdout).toContain('Verified using v2 scheme (APK Signature Scheme v2): true');
    expect(badging.status, badging.stderr).toBe(0);
    expect(badging.stdout).toContain(`package: name='${pkg}'`);
    expect(badging.stdout).toContain(`launchable-activity: name='${pkg}.MainActivity'`);
    expect(badging.stdout).toContain("sdkVersion:'24'");
    const activities = manifestActivities(manifest, pkg);
    expect(activities).toContain(`${pkg}.MainActivity`);
    for (const activity of activities) expect(dex.stdout, activity).toContain(dexDescriptor(activity));
    return badging.stdout;
  }

  test.each(SAMPLE_IDS)('builds the app composed from public prompt %s into a signed APK with every activity in its dex', async (id) => {
    const prompt = prompts.get(id);
    expect(prompt, `${id} in ${PROMPTS_FILE}`).toBeDefined();
    const { spec } = composeApp(prompt ?? '');
    const { project, apk } = await buildSpec(`generated-${id}`, spec);
    expect(apk.packageName).toBe(spec.app.packageName);
    expectVerifiedApk(spec, project.files['app/src/main/AndroidManifest.xml'] ?? '', apk);
  });

  test.each(COMPOSED_IDS)('builds the app composed from held-out prompt %s into a signed APK', async (id) => {
    const prompt = readPublicPrompts(HELDOUT_FILE).get(id);
    expect(prompt, `${id} in ${HELDOUT_FILE}`).toBeDefined();
    const { spec, kind } = composeApp(prompt ?? '');
    expect(kind).toBe('composed');
    const { project, apk } = await buildSpec(`composed-${id}`, spec);
    expectVerifiedApk(spec, project.files['app/src/main/AndroidManifest.xml'] ?? '', apk);
  });

  test.each(Object.entries(CAPABILITY_PROMPTS))('builds the %s capability into a signed APK', async (name, prompt) => {
    const { spec, refusal } = composeApp(prompt);
    expect(refusal).toBeUndefined();
    const { project, apk } = await buildSpec(`capability-${name.replaceAll(" ", "-")}`, spec);
    expectVerifiedApk(spec, project.files['app/src/main/AndroidManifest.xml'] ?? '', apk);
  });

  test('samples a multi-screen app, so the dex check covers secondary activities too', () => {
    const { spec } = composeApp(prompts.get('p19') ?? '');
    const manifest = emitProject(spec).files['app/src/main/AndroidManifest.xml'] ?? '';
    expect(manifestActivities(manifest, spec.app.packageName).length).toBeGreaterThan(1);
  });

  test('fails a generated app with a broken Kotlin reference at compile, with a stable code on the error', async () => {
    const { spec } = composeApp(prompts.get('p01') ?? '');
    const files = { ...emitProject(spec).files };
    const activity = Object.keys(files).find((f) => f.endsWith('/MainActivity.kt')) ?? '';
    files[activity] = `${(files[activity] ?? '').trimEnd()}\n\nfun brokenTotal(): Int = undefinedCounter\n`;
    const result = await runBuild({ files, ...ws, buildId: 'generated-broken-kotlin', toolchain, check });
    expect(result).toMatchObject({ ok: false, step: 'compile', reason: 'TOOL_FAILED' });
    if (result.ok) return;
    const line = (files[activity] ?? '').split('\n').findIndex((l) => l.includes('undefinedCounter')) + 1;
    expect(result.errors).toContainEqual(expect.objectContaining({ code: 'KOTLINC_UNRESOLVED_REFERENCE', file: activity, line }));
  });

  test('fails a generated layout with a misspelled attribute at resources, with a stable code on the error', async () => {
    const { spec } = composeApp(prompts.get('p01') ?? '');
    const files = { ...emitProject(spec).files };
    const layout = 'app/src/main/res/layout/activity_main.xml';
    expect(files[layout]).toContain('android:layout_width=');
    files[layout] = (files[layout] ?? '').replace('android:layout_width=', 'android:layout_widht=');
    // Without the code check, which would stop this earlier, so aapt's own reading is what is tested.
    const result = await runBuild({ files, ...ws, buildId: 'generated-broken-xml', toolchain });
    expect(result).toMatchObject({ ok: false, step: 'resources', reason: 'TOOL_FAILED' });
    if (result.ok) return;
    expect(result.errors).toContainEqual(expect.objectContaining({ code: 'AAPT_UNKNOWN_ATTRIBUTE', file: layout }));
  });

  test('builds a refined to-do app under its new name', async () => {
    const original = composeApp(prompts.get('p02') ?? '').spec;
    const refined = refine(original, REFINE_REQUEST);
    expect(refined.changed, refined.summary).toBe(true);
    expect(refined.spec.app.name).toBe('DoIt');
    expect(refined.spec.theme).not.toEqual(original.theme);
    const { project, apk } = await buildSpec('generated-p02-refined', refined.spec);
    const badging = expectVerifiedApk(refined.spec, project.files['app/src/main/AndroidManifest.xml'] ?? '', apk);
    expect(badging).toContain("application-label:'DoIt'");
  });
});
