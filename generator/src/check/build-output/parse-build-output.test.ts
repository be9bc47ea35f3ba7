import { describe, expect, test } from 'vitest';
import { parseBuildOutput } from './parse-build-output';
import { attributeInAaptMessage } from './aapt';
import { FINDING_CODES } from '../codes';
import type { BuildTool } from './parse-build-output';

test('every code a parser gives is in the catalogue', () => {
  const samples: [BuildTool, string][] = [
    ['aapt', 'a/res/layout/x.xml:1: error: Error parsing XML: mismatched tag\na/res/layout/x.xml:2: warning: odd\nERROR: something'],
    ['kotlinc', 'A.kt:1:1: error: unresolved reference: x\nA.kt:2:1: warning: w\nA.kt:3:1: info: i\nerror: no sources'],
    ['javac', 'R.java:1: error: e\nR.java:2: warning: w'],
    ['dx', 'UNEXPECTED TOP-LEVEL EXCEPTION:\njava.lang.OutOfMemoryError: heap'],
    ['apksigner', 'DOES NOT VERIFY\nERROR: x\nWARNING: y'],
  ];
  const codes = samples.flatMap(([tool, output]) => parseBuildOutput(tool, output).map((f) => f.code));
  expect(codes.length).toBeGreaterThan(10);
  for (const code of codes) expect(FINDING_CODES[code], code).toBeDefined();
});

const ROOT = '/tmp/droidforge-build-7f3a';

describe('kotlinc', () => {
  test('reads CLI errors with file, line and an unresolved-reference code', () => {
    const output = [
      `${ROOT}/app/src/main/java/com/example/counter/MainActivity.kt:12:5: error: unresolved reference: foo`,
      '    foo()',
      '    ^',
      `${ROOT}/app/src/main/java/com/example/counter/MainActivity.kt:20:13: warning: variable 'x' is never used`,
      '        val x = 1',
      '            ^',
    ].join('\n');
    expect(parseBuildOutput('kotlinc', output, ROOT)).toEqual([
      { code: 'KOTLINC_UNRESOLVED_REFERENCE', severity: 'error', file: 'app/src/main/java/com/example/counter/MainActivity.kt', line: 12, message: 'unresolved reference: foo' },
      { code: 'KOTLINC_WARNING', severity: 'warning', file: 'app/src/main/java/com/example/counter/MainActivity.kt', line: 20, message: "variable 'x' is never used" },
    ]);
  });

  test('reads Gradle-style e: file:/// lines', () => {
    const output = `e: file://${ROOT}/app/src/main/java/com/example/counter/MainActivity.kt:7:18 Type mismatch: inferred type is String but Int was expected\nw: ${ROOT}/app/src/main/java/com/example/counter/Util.kt: (3, 1): Parameter 'a' is never used`;
    const findings = parseBuildOutput('kotlinc', output, ROOT);
    expect(findings.map((f) => [f.code, f.file, f.line])).toEqual([
      ['KOTLINC_TYPE_MISMATCH', 'app/src/main/java/com/example/counter/MainActivity.kt', 7],
      ['KOTLINC_WARNING', 'app/src/main/java/com/example/counter/Util.kt', 3],
    ]);
  });

  test('finds the project path even without the project root', () => {
    const [finding] = parseBuildOutput('kotlinc', '/somewhere/else/app/src/main/java/a/B.kt:1:1: error: expecting a top level declaration');
    expect(finding).toMatchObject({ code: 'KOTLINC_ERROR', file: 'app/src/main/java/a/B.kt', line: 1 });
  });
});

describe('aapt', () => {
  test('reads a misspelled attribute and names the attribute', () => {
    const output = `${ROOT}/app/src/main/res/layout/activity_main.xml:6: error: No resource identifier found for attribute 'layout_widht' in package 'android'\n`;
    const [finding] = parseBuildOutput('aapt', output, ROOT);
    expect(finding).toMatchObject({ code: 'AAPT_UNKNOWN_ATTRIBUTE', severity: 'error', file: 'app/src/main/res/layout/activity_main.xml', line: 6 });
    expect(attributeInAaptMessage(finding?.message ?? '')).toBe('layout_widht');
  });

  test('reads malformed XML and missing resources', () => {
    const output = [
      'app/src/main/res/layout/activity_main.xml:14: error: Error parsing XML: mismatched tag',
      'app/src/main/res/layout/activity_main.xml:9: error: Error: No resource found that matches the given name (at \'text\' with value \'@string/greeting\').',
      'ERROR: Unable to open class file gen/com/example/R.java: No such file or directory',
    ].join('\n');
    expect(parseBuildOutput('aapt', output).map((f) => [f.code, f.line])).toEqual([
      ['AAPT_XML_PARSE_ERROR', 14],
      ['AAPT_RESOURCE_NOT_FOUND', 9],
      ['AAPT_ERROR', null],
    ]);
  });

  test('reads aapt2 attribute errors', () => {
    const [finding] = parseBuildOutput('aapt', 'res/layout/main.xml:6: error: attribute android:layout_widht not found.');
    expect(finding?.code).toBe('AAPT_UNKNOWN_ATTRIBUTE');
    expect(attributeInAaptMessage(finding?.message ?? '')).toBe('layout_widht');
  });
});

describe('javac', () => {
  test('reads errors and folds the symbol details into the message', () => {
    const output = [
      `${ROOT}/gen/com/example/counter/R.java:10: error: cannot find symbol`,
      '        public static final int x = Foo.bar;',
      '                                    ^',
      '  symbol:   variable Foo',
      '  location: class id',
      '1 error',
    ].join('\n');
    expect(parseBuildOutput('javac', output, ROOT)).toEqual([
      { code: 'JAVAC_ERROR', severity: 'error', file: 'gen/com/example/counter/R.java', line: 10, message: 'cannot find symbol (symbol: variable Foo) (location: class id)' },
    ]);
  });

  test('reads errors without a file', () => {
    expect(parseBuildOutput('javac', 'error: invalid target release: 99')[0]).toMatchObject({ code: 'JAVAC_ERROR', line: null });
  });
});

describe('dx', () => {
  test('recognises invokedynamic and names the method', () => {
    const output = [
      'Uncaught translation error: com.android.dx.cf.code.SimException: ERROR in kotlin.collections.ArraysKt.sortedWith:([Ljava/lang/Object;Ljava/util/Comparator;)Ljava/util/List;: invalid opcode ba - invokedynamic requires --min-sdk-version >= 26 (currently 24)',
      '1 error; aborting',
      'UNEXPECTED TOP-LEVEL EXCEPTION:',
      'com.android.dx.cf.code.SimException: ERROR in kotlin.collections.ArraysKt.sortedWith',
    ].join('\n');
    const [finding] = parseBuildOutput('dx', output);
    expect(finding?.code).toBe('DX_INVOKEDYNAMIC');
    expect(finding?.message).toContain('kotlin.collections.ArraysKt.sortedWith');
  });

  test('reports other top-level exceptions and ignores clean runs', () => {
    const output = 'UNEXPECTED TOP-LEVEL EXCEPTION:\njava.lang.RuntimeException: bad class file magic (cafebabe) or version (0037.0000)\n\tat com.android.dx.command.dexer.Main.processClass(Main.java:704)';
    expect(parseBuildOutput('dx', output)[0]).toMatchObject({ code: 'DX_ERROR', message: 'bad class file magic (cafebabe) or version (0037.0000)' });
    expect(parseBuildOutput('dx', '')).toEqual([]);
  });
});

describe('apksigner', () => {
  test('reports a wrong key store password', () => {
    const output = 'Failed to load signer "signer #1"\njava.io.IOException: Keystore was tampered with, or password was incorrect';
    expect(parseBuildOutput('apksigner', output).map((f) => f.code)).toEqual(['APKSIGNER_BAD_PASSWORD']);
  });

  test('reports failed verification with its errors and keeps META-INF warnings quiet', () => {
    const output = 'DOES NOT VERIFY\nERROR: APK Signature Scheme v2 signer #1: APK integrity check failed. CHUNKED_SHA256 digest mismatch.\nWARNING: META-INF/kotlin.kotlin_builtins not protected by signature.';
    expect(parseBuildOutput('apksigner', output).map((f) => [f.code, f.severity])).toEqual([
      ['APKSIGNER_VERIFY_FAILED', 'error'],
      ['APKSIGNER_ERROR', 'error'],
      ['APKSIGNER_WARNING', 'info'],
    ]);
  });
});
