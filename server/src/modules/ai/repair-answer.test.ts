import { describe, expect, test } from 'vitest';
import { parseRepairAnswer, REPAIR_LIMITS } from './repair-answer';

const ACTIVITY = 'app/src/main/java/com/example/app/MainActivity.kt';
const editable = new Set([ACTIVITY]);

describe('parseRepairAnswer', () => {
  test('accepts replacement files that were sent, with the summary', () => {
    const parsed = parseRepairAnswer(JSON.stringify({ files: [{ path: ACTIVITY, content: 'class MainActivity' }], summary: ' Removed the unknown string. ' }), editable);
    expect(parsed).toEqual({ ok: true, files: { [ACTIVITY]: 'class MainActivity' }, summary: 'Removed the unknown string.' });
  });

  test('reads JSON inside a markdown fence', () => {
    const parsed = parseRepairAnswer('Here you go:\n```json\n{"files": [], "summary": "Nothing to change."}\n```', editable);
    expect(parsed).toEqual({ ok: true, files: {}, summary: 'Nothing to change.' });
  });

  test.each(['app/build.gradle', '../x', 'app/src/main/java/com/example/app/Other.kt', '/etc/passwd'])('refuses the whole answer when it names %s', (path) => {
    const parsed = parseRepairAnswer(JSON.stringify({ files: [{ path: ACTIVITY, content: 'ok' }, { path, content: 'x' }] }), editable);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.rejectedPaths).toEqual([path]);
  });

  test('refuses a file over the size cap', () => {
    const parsed = parseRepairAnswer(JSON.stringify({ files: [{ path: ACTIVITY, content: 'x'.repeat(REPAIR_LIMITS.fileChars + 1) }] }), editable);
    expect(parsed.ok).toBe(false);
  });

  test('refuses text that is not JSON and a file returned twice', () => {
    expect(parseRepairAnswer('I fixed it!', editable).ok).toBe(false);
    const twice = parseRepairAnswer(JSON.stringify({ files: [{ path: ACTIVITY, content: 'a' }, { path: ACTIVITY, content: 'b' }] }), editable);
    expect(twice.ok).toBe(false);
  });
});
