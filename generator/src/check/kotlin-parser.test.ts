import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import { initChecks, isKotlinParserReady } from './kotlin-parser';
import { checkKotlinSyntax } from './kotlin-syntax';

const require = createRequire(import.meta.url);

// Vitest gives each test file its own module state, so this file starts with no parser loaded.
test('skips the syntax check until the parser is loaded, then checks with assets given as URLs', async () => {
  expect(isKotlinParserReady()).toBe(false);
  expect(checkKotlinSyntax('A.kt', 'class A {')).toBeNull();
  const assets = {
    treeSitterWasm: require.resolve('web-tree-sitter/web-tree-sitter.wasm'),
    kotlinWasm: new URL(`file://${require.resolve('@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm')}`),
  };
  await Promise.all([initChecks(assets), initChecks(assets)]);
  expect(isKotlinParserReady()).toBe(true);
  expect(checkKotlinSyntax('A.kt', 'package a\n\nclass A {\n    fun f() = 1\n}\n')).toEqual([]);
  expect(checkKotlinSyntax('A.kt', 'package a\n\nclass A {\n    fun f( = 1\n}\n')?.[0]).toMatchObject({ file: 'A.kt', severity: 'error' });
});
