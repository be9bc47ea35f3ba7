#!/usr/bin/env node
// Installs the embedded Android toolchain (README.md lists its settings; docs/internals.md, "Life of a build", its use).
// Plain Node, no dependencies: `npm start` and CI run it before anything else is installed.
// Idempotent. Downloads go to a per-user cache keyed by TOOLCHAIN_VERSION and are linked into
// ./.toolchain, so a second setup on the same machine (CI's fresh clones) takes seconds.
// When something cannot be installed it says what is missing and still exits 0, writing a
// manifest marked not ready: the server starts and builds fail with TOOLCHAIN_MISSING.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KOTLIN_VERSION = '1.9.25';
const TOOLCHAIN_VERSION = `kotlin${KOTLIN_VERSION}-deb1`;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOOLCHAIN_DIR = path.resolve(process.env.TOOLCHAIN_DIR ?? process.env.DROIDFORGE_TOOLCHAIN_DIR ?? path.join(ROOT, '.toolchain'));
const TOOL_SERVER_SOURCE = path.join(ROOT, 'worker', 'java', 'ToolServer.java');
const CACHE_DIR =
  process.env.DROIDFORGE_TOOLCHAIN_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'droidforge', `toolchain-${TOOLCHAIN_VERSION}`);

// Debian bookworm packages and the files the pipeline needs from each.
const SYSTEM_PACKAGES = {
  aapt: ['/usr/bin/aapt', '/usr/bin/aapt2'],
  'android-framework-res': ['/usr/share/android-framework-res/framework-res.apk'],
  apksigner: ['/usr/share/java/apksigner.jar'],
  zipalign: ['/usr/bin/zipalign'],
  'proguard-cli': ['/usr/share/java/proguard.jar'],
  dexdump: ['/usr/bin/dexdump'],
};
const OPTIONAL_PACKAGES = { bubblewrap: ['/usr/bin/bwrap'] };
// Only in Debian bullseye: fetched with a private apt configuration and extracted, never installed.
const BULLSEYE_PACKAGES = ['dalvik-exchange', 'libandroid-23-java'];

const started = Date.now();
const missing = [];
const log = (message) => console.log(`[toolchain] ${message}`);

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`, error: result.error };
}

function which(cmd) {
  const result = run('sh', ['-c', `command -v ${cmd}`]);
  return result.ok ? result.out.trim() : null;
}

const allExist = (files) => files.every((f) => fs.existsSync(f));

function checkJdk() {
  const tools = {};
  for (const name of ['java', 'javac', 'keytool']) {
    tools[name] = which(name);
    if (!tools[name]) missing.push(`${name} (install a JDK 17, e.g. apt-get install openjdk-17-jdk-headless)`);
  }
  return tools;
}

function installSystemPackages() {
  const wanted = Object.entries({ ...SYSTEM_PACKAGES, ...OPTIONAL_PACKAGES })
    .filter(([, files]) => !allExist(files))
    .map(([name]) => name);
  if (wanted.length === 0) return log('Debian packages already installed');
  const isRoot = process.getuid?.() === 0;
  if (!which('apt-get') || !isRoot) {
    log(`cannot apt-get install ${wanted.join(' ')} (${isRoot ? 'not Debian' : 'not root'})`);
  } else {
    log(`apt-get install ${wanted.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let result = run('apt-get', ['install', '-y', '--no-install-recommends', ...wanted], { env });
    if (!result.ok) {
      log('apt-get install failed; running apt-get update and trying again');
      run('apt-get', ['update'], { env });
      result = run('apt-get', ['install', '-y', '--no-install-recommends', ...wanted], { env });
      if (!result.ok) log(result.out.split('\n').slice(-5).join('\n'));
    }
  }
  for (const [name, files] of Object.entries(SYSTEM_PACKAGES)) {
    if (!allExist(files)) missing.push(`${name} (Debian bookworm package: apt-get install ${name})`);
  }
  if (!allExist(OPTIONAL_PACKAGES.bubblewrap)) log('bubblewrap not available: builds run without a network sandbox');
}

function installKotlin() {
  const home = path.join(CACHE_DIR, 'kotlinc');
  if (fs.existsSync(path.join(home, 'lib', 'kotlin-compiler.jar'))) return log(`Kotlin ${KOTLIN_VERSION} cached`);
  const download = path.join(CACHE_DIR, 'download');
  fs.mkdirSync(download, { recursive: true });
  log(`downloading kotlin-compiler@${KOTLIN_VERSION} from npm (about 91 MB)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const pack = run(npm, ['pack', `kotlin-compiler@${KOTLIN_VERSION}`, '--pack-destination', download, '--fetch-retries=2'], { cwd: download });
  const tgz = path.join(download, `kotlin-compiler-${KOTLIN_VERSION}.tgz`);
  if (!pack.ok || !fs.existsSync(tgz)) {
    const reason = pack.out.split('\n').map((l) => l.trim()).filter(Boolean).pop() ?? pack.error?.message ?? 'no output';
    missing.push(`kotlin-compiler@${KOTLIN_VERSION} (npm pack failed: ${reason}; needs the npm registry)`);
    return;
  }
  const staging = `${home}.partial`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  const untar = run('tar', ['-xzf', tgz, '-C', staging, '--strip-components=1']);
  if (!untar.ok) return missing.push(`kotlin-compiler (tar failed: ${untar.out.trim()})`);
  fs.renameSync(staging, home);
  fs.rmSync(tgz, { force: true });
}

/** The deb822 or one-line apt source of the machine's main Debian suite: mirror URI + keyring. */
function readDebianMirror() {
  const dir = '/etc/apt/sources.list.d';
  const stanzas = [];
  if (fs.existsSync(dir)) {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sources'))) {
      for (const block of fs.readFileSync(path.join(dir, file), 'utf8').split(/\n\s*\n/)) {
        const field = (name) => block.match(new RegExp(`^${name}:\\s*(.+)$`, 'mi'))?.[1]?.trim();
        stanzas.push({ types: field('Types'), uri: field('URIs')?.split(/\s+/)[0], suites: field('Suites'), key: field('Signed-By'), enabled: field('Enabled') });
      }
    }
  }
  if (fs.existsSync('/etc/apt/sources.list')) {
    for (const line of fs.readFileSync('/etc/apt/sources.list', 'utf8').split('\n')) {
      const m = line.match(/^\s*deb\s+(?:\[([^\]]*)\]\s+)?(\S+)\s+(\S+)/);
      if (m) stanzas.push({ types: 'deb', uri: m[2], suites: m[3], key: m[1]?.match(/signed-by=(\S+)/)?.[1] });
    }
  }
  const main = stanzas.find(
    (s) => s.types?.split(/\s+/).includes('deb') && s.uri && s.enabled !== 'no' &&
      s.suites?.split(/\s+/).some((suite) => /^[a-z]+$/.test(suite)) && !/security/.test(s.uri),
  );
  return main ? { uri: main.uri, key: main.key } : null;
}

function installBullseyePackages() {
  const extracted = path.join(CACHE_DIR, 'bullseye');
  const marker = path.join(extracted, '.complete');
  if (fs.existsSync(marker)) return log('bullseye packages cached');
  const mirror = readDebianMirror();
  if (!mirror || !which('apt-get') || !which('dpkg-deb')) {
    missing.push(`${BULLSEYE_PACKAGES.join(', ')} (need apt-get, dpkg-deb and a Debian mirror in the apt sources)`);
    return;
  }
  const apt = path.join(CACHE_DIR, 'apt');
  for (const sub of ['lists/partial', 'cache/archives/partial', 'debs']) fs.mkdirSync(path.join(apt, sub), { recursive: true });
  const signedBy = mirror.key && !mirror.key.includes('\n') ? ` [signed-by=${mirror.key}]` : '';
  fs.writeFileSync(path.join(apt, 'sources.list'), `deb${signedBy} ${mirror.uri} bullseye main\n`);
  const options = [
    '-o', `Dir::Etc::SourceList=${path.join(apt, 'sources.list')}`,
    '-o', 'Dir::Etc::SourceParts=/dev/null',
    '-o', `Dir::State::Lists=${path.join(apt, 'lists')}`,
    '-o', `Dir::Cache=${path.join(apt, 'cache')}`,
    '-o', 'APT::Sandbox::User=root',
    '-o', 'Debug::NoLocking=1',
  ];
  log('apt-get update for bullseye (private configuration; system sources untouched)');
  const update = run('apt-get', [...options, 'update']);
  if (!update.ok) return missing.push(`${BULLSEYE_PACKAGES.join(', ')} (bullseye apt-get update failed: ${update.out.trim().split('\n').pop()})`);
  const debs = path.join(apt, 'debs');
  const download = run('apt-get', [...options, 'download', ...BULLSEYE_PACKAGES], { cwd: debs });
  if (!download.ok) return missing.push(`${BULLSEYE_PACKAGES.join(', ')} (apt-get download failed: ${download.out.trim().split('\n').pop()})`);
  fs.rmSync(extracted, { recursive: true, force: true });
  fs.mkdirSync(extracted, { recursive: true });
  for (const deb of fs.readdirSync(debs).filter((f) => f.endsWith('.deb'))) {
    log(`extracting ${deb}`);
    const x = run('dpkg-deb', ['-x', path.join(debs, deb), extracted]);
    if (!x.ok) return missing.push(`${deb} (dpkg-deb -x failed: ${x.out.trim()})`);
  }
  fs.writeFileSync(marker, new Date().toISOString());
}

/** A file inside the extracted bullseye tree, or null (its links are relative, so they resolve here). */
function bullseyeFile(root, relative) {
  const full = path.join(root, relative);
  return fs.existsSync(full) ? full : null;
}

/** The warm JVM for kotlinc, javac, ProGuard and dx (worker/java/ToolServer.java), keyed by its source. */
function compileToolServer(javac, classpath) {
  if (!javac || !classpath.every((jar) => jar && fs.existsSync(jar))) return null;
  const source = fs.readFileSync(TOOL_SERVER_SOURCE);
  const hash = createHash('sha256').update(source).update(classpath.join(':')).digest('hex').slice(0, 12);
  const out = path.join(CACHE_DIR, `tool-server-${hash}`);
  if (fs.existsSync(path.join(out, 'ToolServer.class'))) return out;
  log('compiling the tool server');
  fs.mkdirSync(out, { recursive: true });
  const result = run(javac, ['-nowarn', '-cp', classpath.join(':'), '-d', out, TOOL_SERVER_SOURCE]);
  if (!result.ok) {
    fs.rmSync(out, { recursive: true, force: true });
    log(`the tool server did not compile (builds fall back to one JVM per tool):\n${result.out}`);
    return null;
  }
  return out;
}

function versionOf(cmd, args, pattern) {
  if (!cmd) return null;
  const result = run(cmd, args);
  return result.out.match(pattern)?.[1] ?? null;
}

function debVersion(name) {
  const result = run('dpkg-query', ['-W', '-f=${Version}', name]);
  return result.ok ? result.out.trim() : null;
}

function linkInto(name, target) {
  const link = path.join(TOOLCHAIN_DIR, name);
  fs.rmSync(link, { recursive: true, force: true });
  if (target && fs.existsSync(target)) fs.symlinkSync(target, link);
}

function main() {
  log(`setting up toolchain ${TOOLCHAIN_VERSION} (cache: ${CACHE_DIR})`);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.mkdirSync(TOOLCHAIN_DIR, { recursive: true });
  const jdk = checkJdk();
  installSystemPackages();
  installKotlin();
  installBullseyePackages();

  const kotlinHome = path.join(CACHE_DIR, 'kotlinc');
  const bullseye = path.join(CACHE_DIR, 'bullseye');
  const dxJar = bullseyeFile(bullseye, 'usr/lib/android-sdk/build-tools/debian/lib/dx.jar');
  const androidJar = bullseyeFile(bullseye, 'usr/lib/android-sdk/platforms/android-23/android.jar');
  if (!dxJar && !missing.some((m) => m.startsWith('dalvik'))) missing.push('dalvik-exchange (dx.jar not found after extraction)');
  if (!androidJar && !missing.some((m) => m.includes('libandroid-23-java'))) missing.push('libandroid-23-java (android.jar not found after extraction)');
  const compilerJar = path.join(kotlinHome, 'lib', 'kotlin-compiler.jar');
  const toolServerDir = compileToolServer(jdk.javac, [compilerJar, SYSTEM_PACKAGES['proguard-cli'][0], dxJar]);

  linkInto('kotlinc', kotlinHome);
  linkInto('bullseye', bullseye);
  linkInto('tool-server', toolServerDir);
  const local = (target, name, rest = '') => (target ? path.join(TOOLCHAIN_DIR, name, rest) : null);
  const paths = {
    java: jdk.java, javac: jdk.javac, keytool: jdk.keytool,
    aapt: '/usr/bin/aapt', aapt2: '/usr/bin/aapt2',
    frameworkRes: SYSTEM_PACKAGES['android-framework-res'][0],
    apksignerJar: SYSTEM_PACKAGES.apksigner[0], zipalign: '/usr/bin/zipalign',
    proguardJar: SYSTEM_PACKAGES['proguard-cli'][0], dexdump: '/usr/bin/dexdump',
    kotlinHome: path.join(TOOLCHAIN_DIR, 'kotlinc'),
    kotlinCompilerJar: path.join(TOOLCHAIN_DIR, 'kotlinc', 'lib', 'kotlin-compiler.jar'),
    kotlinStdlibJar: path.join(TOOLCHAIN_DIR, 'kotlinc', 'lib', 'kotlin-stdlib.jar'),
    dxJar: local(dxJar, 'bullseye', dxJar ? path.relative(bullseye, dxJar) : ''),
    androidJar: local(androidJar, 'bullseye', androidJar ? path.relative(bullseye, androidJar) : ''),
    toolServerClasses: toolServerDir ? path.join(TOOLCHAIN_DIR, 'tool-server') : null,
    bwrap: which('bwrap'), prlimit: which('prlimit'),
  };
  const versions = {
    toolchain: TOOLCHAIN_VERSION,
    java: versionOf(jdk.java, ['-version'], /version "([^"]+)"/),
    kotlin: fs.existsSync(path.join(kotlinHome, 'build.txt')) ? fs.readFileSync(path.join(kotlinHome, 'build.txt'), 'utf8').trim() : null,
    aapt: versionOf('/usr/bin/aapt', ['version'], /v(\S+)/),
    apksigner: debVersion('apksigner'), zipalign: debVersion('zipalign'),
    proguard: debVersion('proguard-cli'), frameworkRes: debVersion('android-framework-res'),
    dx: dxJar && jdk.java ? versionOf(jdk.java, ['-jar', dxJar, '--version'], /version (\S+)/) : null,
  };
  if (versions.kotlin && !versions.kotlin.startsWith(KOTLIN_VERSION)) missing.push(`kotlin ${KOTLIN_VERSION} (found ${versions.kotlin})`);
  const manifest = { ready: missing.length === 0, missing, toolchainVersion: TOOLCHAIN_VERSION, cacheDir: CACHE_DIR, createdAt: new Date().toISOString(), paths, versions };
  fs.writeFileSync(path.join(TOOLCHAIN_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [name, version] of Object.entries(versions)) log(`  ${name}: ${version ?? 'missing'}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (manifest.ready) log(`ready in ${seconds} s`);
  else log(`NOT READY after ${seconds} s; APK builds will fail with TOOLCHAIN_MISSING. Missing:\n  - ${missing.join('\n  - ')}`);
}

try {
  main();
} catch (error) {
  // Never block start-up: record the failure so builds can report it.
  console.error('[toolchain] setup failed:', error);
  fs.mkdirSync(TOOLCHAIN_DIR, { recursive: true });
  fs.writeFileSync(path.join(TOOLCHAIN_DIR, 'manifest.json'), `${JSON.stringify({ ready: false, missing: [`setup crashed: ${String(error)}`], paths: {}, versions: {} }, null, 2)}\n`);
}
process.exitCode = 0;
