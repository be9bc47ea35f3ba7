import { FINDING_CODES } from '@droidforge/generator/check/index';
import { describe, expect, test } from 'vitest';
import { parseToolErrors } from './tool-errors';

describe('parseToolErrors', () => {
  test('reads kotlinc errors with paths relative to the build directory and an unresolved-reference code', () => {
    const output = 'app/src/main/java/a/Main.kt:12:5: error: unresolved reference: x\n    x\n    ^\nwarning: something';
    expect(parseToolErrors(output, '/tmp/b1')).toEqual([
      { code: 'KOTLINC_UNRESOLVED_REFERENCE', file: 'app/src/main/java/a/Main.kt', line: 12, column: 5, message: 'unresolved reference: x' },
    ]);
  });

  test('reads kotlinc errors relative to the shared compile server\'s work root', () => {
    const output = 'b7-Xy12ab/app/src/main/java/a/Main.kt:3:1: error: expecting member declaration';
    expect(parseToolErrors(output, '/tmp/work/b7-Xy12ab')[0]).toMatchObject({ code: 'KOTLINC_ERROR', file: 'app/src/main/java/a/Main.kt', line: 3, column: 1 });
  });

  test('reads absolute kotlinc paths inside the build directory and gives a type mismatch its own code', () => {
    const output = '/tmp/b1/app/src/main/java/a/Main.kt:7:18: error: type mismatch: inferred type is String but Int was expected';
    expect(parseToolErrors(output, '/tmp/b1')).toEqual([
      { code: 'KOTLINC_TYPE_MISMATCH', file: 'app/src/main/java/a/Main.kt', line: 7, column: 18, message: 'type mismatch: inferred type is String but Int was expected' },
    ]);
  });

  test('keeps each error\'s own column when two errors share a line', () => {
    const output = [
      'app/src/main/java/a/Main.kt:4:9: error: unresolved reference: first',
      'app/src/main/java/a/Main.kt:4:21: error: unresolved reference: second',
    ].join('\n');
    expect(parseToolErrors(output, '/tmp/b1').map((e) => [e.message, e.column])).toEqual([
      ['unresolved reference: first', 9],
      ['unresolved reference: second', 21],
    ]);
  });

  test('reads aapt errors with absolute paths inside the build directory and an unknown-attribute code', () => {
    const output = "/tmp/b1/app/src/main/res/layout/main.xml:6: error: No resource identifier found for attribute 'layout_widht' in package 'android'";
    expect(parseToolErrors(output, '/tmp/b1')).toEqual([
      { code: 'AAPT_UNKNOWN_ATTRIBUTE', file: 'app/src/main/res/layout/main.xml', line: 6, message: "No resource identifier found for attribute 'layout_widht' in package 'android'" },
    ]);
  });

  test('reads a missing resource reference from aapt without its repeated Error: prefix', () => {
    const output = "/tmp/b1/app/src/main/res/layout/main.xml:9: error: Error: No resource found that matches the given name (at 'text' with value '@string/greeting').";
    expect(parseToolErrors(output, '/tmp/b1')[0]).toMatchObject({ code: 'AAPT_RESOURCE_NOT_FOUND', line: 9, message: expect.stringMatching(/^No resource found/) });
  });

  // Nothing the user could open in the project: each line alone, and all of them in one log.
  test.each<[string, string[]]>([
    ['errors that point outside the project', ['/usr/share/x.xml:1: error: bad', '/tmp/b1/gen/com/example/R.java:10: error: cannot find symbol']],
    ['warnings and errors without a file', ["app/src/main/java/a/Main.kt:20:13: warning: variable 'x' is never used", 'error: no source files', 'ERROR: Unable to open class file gen/com/example/R.java: No such file or directory']],
  ])('drops %s', (_what, lines) => {
    for (const line of lines) expect(parseToolErrors(line, '/tmp/b1'), line).toEqual([]);
    expect(parseToolErrors(lines.join('\n'), '/tmp/b1')).toEqual([]);
  });

  test('gives only codes from the generator\'s finding catalogue', () => {
    const output = [
      'app/src/main/java/a/Main.kt:1:1: error: unresolved reference: a',
      'app/src/main/java/a/Main.kt:2:1: error: expecting an element',
      'app/src/main/res/layout/main.xml:3: error: Error parsing XML: mismatched tag',
      "app/src/main/res/values/colors.xml:4: error: Integer types not allowed (at 'x' with value 'y').",
    ].join('\n');
    const errors = parseToolErrors(output, '/tmp/b1');
    expect(errors).toHaveLength(4);
    for (const { code } of errors) expect(FINDING_CODES[code], code).toBeDefined();
  });
});
