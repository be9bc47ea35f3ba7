import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Toolchain, detectSandbox, detectToolchain } from '../toolchain/toolchain';
import { runProcess } from './run-process';
import { SandboxRequiredError, sandboxSpec } from './sandbox';

const BWRAP = ['/usr/bin/bwrap', '/usr/local/bin/bwrap'].find((p) => existsSync(p)) ?? null;
// CI installs bubblewrap (.ci/run): there a missing sandbox fails these tests instead of skipping them.
const runSandboxed = (BWRAP !== null && detectSandbox(BWRAP) === 'bwrap') || Boolean(process.env.CI);

function toolchainWith(sandbox: Toolchain['sandbox'], sandboxRequired = false): Toolchain {
  const base = detectToolchain('/nonexistent-toolchain');
  return { ...base, sandbox, sandboxRequired, paths: { ...base.paths, bwrap: BWRAP } };
}

describe.runIf(runSandboxed)('the build sandbox', () => {
  let dataDir: string;
  let buildDir: string;
  let otherBuild: string;
  let server: net.Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    // A stand-in DATA_DIR with the app secret where the real one lives (in the checkout, not under the
    // sandbox's private /tmp), a build folder, and another user's build beside it.
    await mkdir(path.resolve('tmp'), { recursive: true });
    dataDir = await mkdtemp(path.join(path.resolve('tmp'), 'df-sandbox-data-'));
    await writeFile(path.join(dataDir, 'app-secret'), 'the-app-secret-value\n', { mode: 0o600 });
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'df-sandbox-build-'));
    otherBuild = await mkdtemp(path.join(os.tmpdir(), 'df-sandbox-other-'));
    await writeFile(path.join(otherBuild, 'MainActivity.kt'), 'another user\'s code');
    server = net.createServer((socket) => {
      connections += 1;
      // The probing script may exit before reading the greeting; the reset that follows is not a
      // failure of the test (the connection is already counted), so it must not be an uncaught error.
      socket.on('error', () => {});
      socket.end('hello\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await Promise.all([dataDir, buildDir, otherBuild].map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const run = (toolchain: Toolchain, script: string) =>
    runProcess(sandboxSpec(toolchain, { command: '/bin/sh', args: ['-c', script], cwd: buildDir, writableDirs: [buildDir], timeoutMs: 20_000 }));

  const attack = () => `
    cat ${dataDir}/app-secret && echo READ-DATA-DIR
    cat ${otherBuild}/MainActivity.kt && echo READ-OTHER-BUILD
    ls /root /home 2>/dev/null | head -1 | grep -q . && echo SAW-HOMES
    (exec 3<>/dev/tcp/127.0.0.1/${port}) 2>/dev/null && echo OPENED-SOCKET
    grep CapEff /proc/self/status
    echo built > ${buildDir}/out.txt && echo WROTE-BUILD-DIR`;

  test('a tool cannot read DATA_DIR or another build, cannot open a socket, has no capabilities, and can write its build folder', async () => {
    const outcome = await runProcess(
      sandboxSpec(toolchainWith('bwrap'), { command: '/bin/bash', args: ['-c', attack()], cwd: buildDir, writableDirs: [buildDir], timeoutMs: 20_000 }),
    );
    expect(outcome.kind, outcome.output).toBe('exited');
    expect(outcome.output).not.toContain('the-app-secret-value');
    expect(outcome.output).not.toContain('READ-DATA-DIR');
    expect(outcome.output).not.toContain('READ-OTHER-BUILD');
    expect(outcome.output).not.toContain('SAW-HOMES');
    expect(outcome.output).not.toContain('OPENED-SOCKET');
    expect(outcome.output).toMatch(/CapEff:\s+0+\n/);
    expect(outcome.output).toContain('WROTE-BUILD-DIR');
    expect(connections).toBe(0);
  });

  test('the same script outside the sandbox does read the secret and open the socket (the attack is real)', async () => {
    const outcome = await runProcess(
      sandboxSpec(toolchainWith('none'), { command: '/bin/bash', args: ['-c', attack()], cwd: buildDir, writableDirs: [buildDir], timeoutMs: 20_000 }),
    );
    expect(outcome.output).toContain('READ-DATA-DIR');
    expect(outcome.output).toContain('OPENED-SOCKET');
    expect(connections).toBeGreaterThan(0);
  });

  test('the environment carries nothing of the worker (no APP_SECRET)', async () => {
    process.env.APP_SECRET_PROBE = 'worker-environment-value';
    try {
      const outcome = await run(toolchainWith('bwrap'), 'env');
      expect(outcome.output).not.toContain('worker-environment-value');
    } finally {
      delete process.env.APP_SECRET_PROBE;
    }
  });
});

describe('a required sandbox', () => {
  test('refuses to run a tool without bubblewrap rather than running it unsandboxed', () => {
    const spec = () => sandboxSpec(toolchainWith('none', true), { command: '/bin/true', args: [], cwd: os.tmpdir(), writableDirs: [], timeoutMs: 1000 });
    expect(spec).toThrow(SandboxRequiredError);
  });

  test('makes the toolchain not ready when bubblewrap is missing, naming the switch', () => {
    const toolchain = detectToolchain('/nonexistent-toolchain', { requireSandbox: true, bwrap: '/nonexistent/bwrap' });
    expect(toolchain).toMatchObject({ ready: false, sandbox: 'none', sandboxRequired: true });
    expect(toolchain.missing.join(' ')).toContain('ALLOW_UNSANDBOXED_BUILDS');
  });
});
