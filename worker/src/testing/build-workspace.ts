import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createToolHost, type ToolHost } from '../jvm-tools/tool-host';
import { createKeystore, type KeystoreRef } from '../signing/keystore';
import type { Toolchain } from '../toolchain/toolchain';
import { assertToolchainReady } from './toolchain';

export interface BuildWorkspace {
  workRoot: string;
  artifactsDir: string;
  tools: ToolHost;
  keystore: KeystoreRef;
}

/**
 * What a file of real builds shares: temporary work and artefact folders, one tool host and a
 * keystore, made before its tests (after checking the toolchain) and removed after them.
 */
export function useBuildWorkspace(toolchain: Toolchain, name: string): BuildWorkspace {
  const ws = {} as BuildWorkspace;
  beforeAll(async () => {
    assertToolchainReady(toolchain);
    ws.workRoot = mkdtempSync(path.join(os.tmpdir(), `df-test-${name}-`));
    ws.artifactsDir = mkdtempSync(path.join(os.tmpdir(), `df-test-${name}-apks-`));
    ws.tools = createToolHost(toolchain, { workRoot: ws.workRoot });
    ws.keystore = await createKeystore(toolchain.paths.keytool);
  });
  afterAll(async () => {
    await ws.tools?.close();
    for (const dir of [ws.workRoot, ws.artifactsDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return ws;
}
