import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { initNodeChecks } from './node';
import { checkProject } from './check-project';
import { FINDING_CODES } from './codes';
import { cleanProject, MAIN_ACTIVITY, MAIN_LAYOUT, MANIFEST, STRINGS } from './testing/projects';

beforeAll(async () => {
  await initNodeChecks();
});

const pieces = ['<', '>', '/', '"', '=', '{', '}', '(', ')', '@string/x', 'R.id.y', 'android:', '<?xml', '<!--', '\n', ' ', 'a', 'class', 'package'];

test('never throws on hand-edited files, and every finding names a file and a catalogued code', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(MAIN_ACTIVITY, MAIN_LAYOUT, MANIFEST, STRINGS),
      fc.array(fc.constantFrom(...pieces), { maxLength: 60 }),
      (path, parts) => {
        const findings = checkProject({ ...cleanProject(), [path]: parts.join('') });
        for (const finding of findings) {
          expect(FINDING_CODES[finding.code]).toBeDefined();
          expect(finding.file).not.toBe('');
          expect(finding.line === null || finding.line >= 1).toBe(true);
        }
      },
    ),
    { numRuns: 150 },
  );
});
