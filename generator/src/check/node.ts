/**
 * Node-only: loads the parser's .wasm files from node_modules. Kept apart so the rest of the
 * checks never import `node:fs` and stay usable in the browser.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initChecks } from './kotlin-parser';

const require = createRequire(import.meta.url);

export async function initNodeChecks(): Promise<void> {
  const [treeSitterWasm, kotlinWasm] = await Promise.all([
    readFile(require.resolve('web-tree-sitter/web-tree-sitter.wasm')),
    readFile(require.resolve('@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm')),
  ]);
  await initChecks({ treeSitterWasm: new Uint8Array(treeSitterWasm), kotlinWasm: new Uint8Array(kotlinWasm) });
}
