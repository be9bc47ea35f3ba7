import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ADMOB_APP_ID_PATTERN } from '@droidforge/contracts';
import { manifestPackage } from '../pipeline/package-name';
import { MAIN_DIR, selectBuildFiles } from '@droidforge/generator/check/project-rules';
import { artifactPath } from '../pipeline/store';
import type { BuildResult, StepName, StepTiming } from '../pipeline/types';
import { runProcess } from '../process/run-process';
import type { BuildRunner } from './build-runner';

/** The Gradle toolchain: only when an Android SDK and a `gradle` executable are really there. */
export interface GradleToolchain {
  gradle: string;
  androidHome: string;
}

export function detectGradle(env: { androidHome: string | null; gradle: string | null; path: string }): GradleToolchain | null {
  if (!env.androidHome || !existsSync(env.androidHome)) return null;
  const gradle = env.gradle ?? env.path.split(':').map((dir) => path.join(dir, 'gradle')).find((candidate) => existsSync(candidate));
  return gradle && existsSync(gradle) ? { gradle, androidHome: env.androidHome } : null;
}

const ADS_SDK = 'com.google.android.gms:play-services-ads:23.6.0';

/** The app id the manifest's `${admobAppId}` placeholder gets; only a well-formed id reaches Gradle. */
export function admobAppId(admob: Record<string, string> | null): string | null {
  const id = admob?.appId?.trim();
  return id && ADMOB_APP_ID_PATTERN.test(id) ? id : null;
}

/**
 * Gradle files are regenerated for every build (DESIGN.md §4): the ones stored with the project
 * may have been edited by hand and are never run as written. With ads, the emitted manifest carries
 * `android:value="${admobAppId}"`, filled here from the build's AdMob settings.
 */
export function gradleFiles(packageName: string, adsAppId: string | null): Record<string, string> {
  const placeholders = adsAppId ? `; manifestPlaceholders = [admobAppId: '${adsAppId}']` : '';
  return {
    'settings.gradle': `pluginManagement { repositories { google(); mavenCentral(); gradlePluginPortal() } }\ndependencyResolutionManagement { repositories { google(); mavenCentral() } }\nrootProject.name = "app"\ninclude ':app'\n`,
    'build.gradle': `plugins {\n  id 'com.android.application' version '8.5.2' apply false\n  id 'org.jetbrains.kotlin.android' version '1.9.25' apply false\n}\n`,
    'app/build.gradle': [
      "plugins { id 'com.android.application'; id 'org.jetbrains.kotlin.android' }",
      `android {\n  namespace '${packageName}'\n  compileSdk 34\n  defaultConfig { applicationId '${packageName}'; minSdk 24; targetSdk 34; versionCode 1; versionName '1.0'${placeholders} }\n  buildTypes { release { minifyEnabled false } }\n  kotlinOptions { jvmTarget = '1.8' }\n  compileOptions { sourceCompatibility JavaVersion.VERSION_1_8; targetCompatibility JavaVersion.VERSION_1_8 }\n}`,
      `dependencies {${adsAppId ? `\n  implementation '${ADS_SDK}'` : ''}\n}`,
      '',
    ].join('\n'),
    'gradle.properties': 'android.useAndroidX=true\norg.gradle.jvmargs=-Xmx1536m\n',
  };
}

export interface GradleRunnerOptions {
  gradle: GradleToolchain;
  artifactsDir: string;
  workRoot?: string;
}

/** Builds with Gradle (needed for Google's Mobile Ads SDK) and signs through AGP's injected signing. */
export function createGradleRunner(options: GradleRunnerOptions): BuildRunner {
  return async (request) => {
    const steps: StepTiming[] = [];
    const log: string[] = [];
    const timed = async <T>(name: StepName, run: () => Promise<T>): Promise<T> => {
      request.onStep({ type: 'step_started', step: name });
      const started = Date.now();
      const value = await run();
      const ms = Date.now() - started;
      steps.push({ name, ms, ok: true });
      request.onStep({ type: 'step_finished', step: name, ms, ok: true });
      return value;
    };
    const fail = (step: StepName, message: string): BuildResult => ({ ok: false, step, reason: 'TOOL_FAILED', message, errors: [], steps, findings: [], log: log.join('\n') });
    const selection = selectBuildFiles(request.files);
    if (!selection.ok) return { ...fail('check', selection.refused.map((r) => `${r.path}: ${r.reason}`).join('; ')), reason: 'UNSAFE_PATH' };
    const packageName = manifestPackage(selection.files.get('AndroidManifest.xml') ?? '') ?? request.packageName;
    const adsAppId = admobAppId(request.build.admob);
    if (request.build.admob !== null && !adsAppId) {
      return { ...fail('check', 'The AdMob app id must look like ca-app-pub-0000000000000000~0000000000.'), reason: 'INVALID_INPUT' };
    }
    const workRoot = options.workRoot ?? path.join(os.tmpdir(), 'droidforge-builds');
    await mkdir(workRoot, { recursive: true });
    const root = await mkdtemp(path.join(workRoot, `${request.build.id}-gradle-`));
    try {
      const keystoreFile = path.join(root, 'signing.p12');
      await timed('write', async () => {
        for (const [rel, content] of selection.files) await writeInside(root, `${MAIN_DIR}${rel}`, content);
        for (const [rel, content] of Object.entries(gradleFiles(packageName, adsAppId))) await writeInside(root, rel, content);
        await writeFile(keystoreFile, request.keystore.keystore, { mode: 0o600 });
      });
      const outcome = await timed('compile', () =>
        runProcess({
          command: options.gradle.gradle,
          args: ['--no-daemon', '-p', root, 'assembleRelease', ...signingProperties(keystoreFile, request.keystore)],
          cwd: root,
          env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ANDROID_HOME: options.gradle.androidHome, HOME: process.env.HOME ?? root },
          timeoutMs: Math.max(1000, request.deadlineMs - Date.now()),
          signal: request.signal,
        }),
      );
      log.push(outcome.output.replaceAll(request.keystore.password, '[redacted]'));
      if (outcome.kind !== 'exited' || outcome.code !== 0) return fail('compile', `gradle assembleRelease failed (${outcome.kind === 'exited' ? `exit ${outcome.code}` : outcome.kind})`);
      const apk = await timed('store', () => storeApk(root, options.artifactsDir, request.build.id));
      if (!apk) return fail('store', 'gradle reported success but wrote no APK under app/build/outputs/apk/release');
      log.push(`stored ${apk.size} bytes, sha256 ${apk.sha256}`);
      return { ok: true, apk: { ...apk, packageName }, steps, findings: [], log: log.join('\n') };
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  };
}

function signingProperties(file: string, keystore: { password: string; alias: string }): string[] {
  return [
    `-Pandroid.injected.signing.store.file=${file}`,
    `-Pandroid.injected.signing.store.password=${keystore.password}`,
    `-Pandroid.injected.signing.key.alias=${keystore.alias}`,
    `-Pandroid.injected.signing.key.password=${keystore.password}`,
  ];
}

async function writeInside(root: string, rel: string, content: string): Promise<void> {
  const target = path.join(root, rel);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

async function storeApk(root: string, artifactsDir: string, buildId: string) {
  const dir = path.join(root, 'app/build/outputs/apk/release');
  const names = existsSync(dir) ? (await readdir(dir)).filter((n) => n.endsWith('.apk')).sort() : [];
  const name = names.find((n) => !n.includes('unsigned')) ?? names[0];
  if (!name) return null;
  await mkdir(artifactsDir, { recursive: true });
  const target = artifactPath(artifactsDir, buildId);
  const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
  await copyFile(path.join(dir, name), partial);
  await chmod(partial, 0o644);
  await rename(partial, target);
  const bytes = await readFile(target);
  return { path: target, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}
