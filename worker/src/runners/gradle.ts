import { existsSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ADMOB_APP_ID_PATTERN } from '@droidforge/contracts';
import { type BuildContext, runTool } from '../pipeline/build-context';
import { selectFiles } from '../pipeline/check';
import type { PipelineStep } from '../pipeline/run-build';
import { storeStep } from '../pipeline/store';
import type { BuildEnvironment, GradleToolchain, StepOutcome } from '../pipeline/types';
import type { KeystoreRef } from '../signing/keystore';
import { SANDBOX_MISSING } from '../toolchain/toolchain';
import { writeSourcesStep } from '../pipeline/write-sources';
import { type BuildRunner, createRunner } from './runner';

export function detectGradle(env: { androidHome: string | null; gradle: string | null; path: string; depCache?: string | null }): GradleToolchain | null {
  if (!env.androidHome || !existsSync(env.androidHome)) return null;
  const gradle = env.gradle ?? env.path.split(':').map((dir) => path.join(dir, 'gradle')).find((candidate) => existsSync(candidate));
  return gradle && existsSync(gradle) ? { gradle, androidHome: env.androidHome, depCache: env.depCache ?? null } : null;
}

const ADS_SDK = 'com.google.android.gms:play-services-ads:23.6.0';

/** The app id the manifest's `${admobAppId}` placeholder gets; only a well-formed id reaches Gradle. */
export function admobAppId(admob: Record<string, string> | null | undefined): string | null {
  const id = admob?.appId?.trim();
  return id && ADMOB_APP_ID_PATTERN.test(id) ? id : null;
}

/**
 * Gradle files are regenerated for every build (docs/internals.md, "Life of a build"): the ones stored with the project
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

function gradleOf(ctx: BuildContext): GradleToolchain {
  if (!ctx.input.gradle) throw new Error('no Gradle toolchain');
  return ctx.input.gradle;
}

async function gradleCheckStep(ctx: BuildContext): Promise<StepOutcome> {
  if (!ctx.input.gradle) return { ok: false, reason: 'TOOLCHAIN_MISSING', message: 'The Gradle toolchain (ANDROID_HOME and gradle) is not available on this worker.' };
  if (ctx.toolchain.sandboxRequired && ctx.toolchain.sandbox !== 'bwrap') return { ok: false, reason: 'TOOLCHAIN_MISSING', message: `Gradle builds need ${SANDBOX_MISSING}.` };
  const selected = selectFiles(ctx);
  if (!selected.ok) return selected;
  if (ctx.input.admob && !admobAppId(ctx.input.admob)) {
    return { ok: false, reason: 'INVALID_INPUT', message: 'The AdMob app id must look like ca-app-pub-0000000000000000~0000000000.' };
  }
  return { ok: true };
}

async function gradleWriteStep(ctx: BuildContext): Promise<StepOutcome> {
  const written = await writeSourcesStep(ctx);
  if (!written.ok) return written;
  for (const [rel, content] of Object.entries(gradleFiles(ctx.packageName, admobAppId(ctx.input.admob)))) {
    const target = path.join(ctx.dirs.root, rel);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return { ok: true };
}

/**
 * `gradle assembleRelease`, signed through AGP's injected signing. The keystore and the signing
 * properties live in a private Gradle user home made for this build (never the build directory, and
 * never the command line: the password is in no process listing and no log). Environment variables
 * cannot carry them: `ORG_GRADLE_PROJECT_android.injected…` names have dots, which the POSIX sh
 * that starts Gradle drops.
 */
async function gradleCompileStep(ctx: BuildContext): Promise<StepOutcome> {
  const gradle = gradleOf(ctx);
  const gradleHome = await mkdtemp(path.join(os.tmpdir(), 'df-gradle-home-'));
  try {
    await writeSigning(gradleHome, ctx.input.keystore);
    const outcome = await runTool(ctx, {
      command: gradle.gradle,
      args: ['--no-daemon', '--offline', '-p', ctx.dirs.root, 'assembleRelease'],
      env: { ANDROID_HOME: gradle.androidHome, GRADLE_USER_HOME: gradleHome, ...(gradle.depCache ? { GRADLE_RO_DEP_CACHE: gradle.depCache } : {}) },
      writableDirs: [gradleHome],
      readableDirs: [gradle.androidHome, gradleHomeOf(gradle.gradle), ...(gradle.depCache ? [gradle.depCache] : [])],
      timeoutMs: Math.max(1000, ctx.deadline - Date.now()),
    });
    if (!outcome.ok) return outcome;
  } finally {
    await rm(gradleHome, { recursive: true, force: true });
  }
  const apk = await releaseApk(ctx.dirs.root);
  if (!apk) return { ok: false, reason: 'TOOL_FAILED', message: 'gradle reported success but wrote no APK under app/build/outputs/apk/release' };
  ctx.signedApk = apk;
  return { ok: true };
}

async function writeSigning(gradleHome: string, keystore: KeystoreRef): Promise<void> {
  const keystoreFile = path.join(gradleHome, 'signing.p12');
  await writeFile(keystoreFile, keystore.keystore, { mode: 0o600 });
  const properties = {
    'android.injected.signing.store.file': keystoreFile,
    'android.injected.signing.store.password': keystore.password,
    'android.injected.signing.key.alias': keystore.alias,
    'android.injected.signing.key.password': keystore.password,
  };
  const text = Object.entries(properties).map(([key, value]) => `${key}=${escapeProperty(value)}`).join('\n');
  await writeFile(path.join(gradleHome, 'gradle.properties'), `${text}\n`, { mode: 0o600 });
}

/** Java properties escaping for a value (backslashes, line breaks, leading spaces, separators). */
function escapeProperty(value: string): string {
  return value.replace(/[\\=:#!]/g, (c) => `\\${c}`).replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/^ /, '\\ ');
}

/** The Gradle installation a `…/bin/gradle` belongs to (its libraries sit beside bin/). */
function gradleHomeOf(executable: string): string {
  const dir = path.dirname(realpathSync(executable));
  return path.basename(dir) === 'bin' ? path.dirname(dir) : dir;
}

async function releaseApk(root: string): Promise<string | null> {
  const dir = path.join(root, 'app/build/outputs/apk/release');
  const names = existsSync(dir) ? (await readdir(dir)).filter((n) => n.endsWith('.apk')).sort() : [];
  const name = names.find((n) => !n.includes('unsigned')) ?? names[0];
  return name ? path.join(dir, name) : null;
}

/** Gradle as a list of steps in the same loop as the embedded pipeline. */
export const GRADLE_STEPS: PipelineStep[] = [
  ['check', gradleCheckStep],
  ['write', gradleWriteStep],
  ['compile', gradleCompileStep],
  ['store', storeStep],
];

/** Builds with Gradle (needed for Google's Mobile Ads SDK). */
export function createGradleRunner(environment: BuildEnvironment & { gradle: GradleToolchain }): BuildRunner {
  return createRunner(GRADLE_STEPS, environment);
}
