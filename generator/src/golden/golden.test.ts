import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { AdmobConfigSchema, AppSpecSchema, type AdType } from '@droidforge/contracts';
import { emitProject } from '../emit/index';

/**
 * Golden cases: `<case>/spec.json` in, `<case>/expected/**` out. Regenerate after an intended
 * change with `UPDATE_GOLDEN=1 npx vitest run --project generator golden`, then review the diff.
 */
const here = dirname(fileURLToPath(import.meta.url));
const cases = readdirSync(here).filter((d) => existsSync(join(here, d, 'spec.json')));

function readTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, 'utf8');
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

function emitCase(name: string) {
  const raw = JSON.parse(readFileSync(join(here, name, 'spec.json'), 'utf8')) as Record<string, unknown>;
  const { admob, allowedAdTypes, ...spec } = raw;
  return emitProject(AppSpecSchema.parse(spec), {
    admob: admob ? AdmobConfigSchema.parse(admob) : undefined,
    allowedAdTypes: allowedAdTypes as AdType[] | undefined,
  });
}

describe('golden projects', () => {
  test('finds the golden cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(5);
  });

  for (const name of cases) {
    test(`emits the expected files for ${name}`, () => {
      const { files, admobValidation } = emitCase(name);
      const expectedDir = join(here, name, 'expected');
      const actual = { ...files, 'admob-validation.json': JSON.stringify(admobValidation, null, 2) + '\n' };
      if (process.env.UPDATE_GOLDEN === '1') {
        rmSync(expectedDir, { recursive: true, force: true });
        for (const [path, content] of Object.entries(actual)) {
          mkdirSync(dirname(join(expectedDir, path)), { recursive: true });
          writeFileSync(join(expectedDir, path), content);
        }
      }
      const expected = readTree(expectedDir);
      expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
      for (const [path, content] of Object.entries(actual)) expect(content, path).toBe(expected[path]);
    });
  }
});
