import { expect, test } from 'vitest';
import fc from 'fast-check';
import type { Finding } from '../check/finding';
import { findingsSignature } from './signature';

const finding = (code: string, file: string, line: number | null, message = 'x'): Finding => ({ code, severity: 'error', file, line, message });

test('gives the same signature whatever the order and wording of the findings', () => {
  const a = [finding('UNRESOLVED_R_ID', 'a.kt', 3), finding('LAYOUT_SIZE_MISSING', 'b.xml', 9)];
  const b = [finding('LAYOUT_SIZE_MISSING', 'b.xml', 9, 'other words'), finding('UNRESOLVED_R_ID', 'a.kt', 3)];
  expect(findingsSignature(a)).toBe(findingsSignature(b));
  expect(findingsSignature(a)).toMatch(/^[0-9a-f]{16}$/);
});

test('gives a different signature when a code, file or line differs', () => {
  const base = findingsSignature([finding('UNRESOLVED_R_ID', 'a.kt', 3)]);
  expect(findingsSignature([finding('UNRESOLVED_R_REFERENCE', 'a.kt', 3)])).not.toBe(base);
  expect(findingsSignature([finding('UNRESOLVED_R_ID', 'b.kt', 3)])).not.toBe(base);
  expect(findingsSignature([finding('UNRESOLVED_R_ID', 'a.kt', 4)])).not.toBe(base);
  expect(findingsSignature([finding('UNRESOLVED_R_ID', 'a.kt', null)])).not.toBe(base);
});

test('ignores order and duplicates for any set of findings', () => {
  const arbitraryFinding = fc.record({
    code: fc.constantFrom('A', 'B', 'C'),
    severity: fc.constant('error' as const),
    file: fc.constantFrom('a.kt', 'b.xml'),
    line: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
    message: fc.string(),
  });
  fc.assert(
    fc.property(fc.array(arbitraryFinding), (findings) => {
      const shuffled = [...findings].reverse().concat(findings.slice(0, 1));
      expect(findingsSignature(shuffled)).toBe(findingsSignature(findings));
    }),
  );
});
