/**
 * Loads the tree-sitter Kotlin parser once. The .wasm files come from the caller (bytes or URLs),
 * so this file has no Node import and works in the browser; `node.ts` finds them in node_modules.
 */
import { Language, Parser } from 'web-tree-sitter';

export type WasmSource = string | URL | Uint8Array;

export interface KotlinParserAssets {
  /** web-tree-sitter's runtime: `web-tree-sitter/web-tree-sitter.wasm`. */
  treeSitterWasm: WasmSource;
  /** The grammar: `@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm`. */
  kotlinWasm: WasmSource;
}

let parser: Parser | null = null;
let loading: Promise<void> | null = null;

/** Idempotent: concurrent and repeated calls share one load. */
export function initChecks(assets: KotlinParserAssets): Promise<void> {
  loading ??= loadParser(assets).catch((error: unknown) => {
    loading = null; // let a later call retry with other assets
    throw error;
  });
  return loading;
}

async function loadParser(assets: KotlinParserAssets): Promise<void> {
  const runtime = assets.treeSitterWasm;
  await Parser.init(
    runtime instanceof Uint8Array ? { wasmBinary: runtime } : { locateFile: () => String(runtime) },
  );
  const language = await Language.load(assets.kotlinWasm);
  const ready = new Parser();
  ready.setLanguage(language);
  parser = ready;
}

export function isKotlinParserReady(): boolean {
  return parser !== null;
}

/** The loaded parser, or null before `initChecks` has finished. */
export function kotlinParser(): Parser | null {
  return parser;
}
