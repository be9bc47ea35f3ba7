import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const MODULES = path.join(import.meta.dirname, 'modules');

function routeFiles(): string[] {
  return fs
    .readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.routes.ts'))
    .map((f) => path.join(MODULES, f));
}

describe('route files', () => {
  test('declare no schema of their own: every body, query, path parameter and reply schema comes from contracts', () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.filter((file) => /from 'zod'|\bz\.(object|string|number|coerce)\(/.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(MODULES, f))).toEqual([]);
  });
});
