import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', '.git', '.toolchain', 'data', 'tmp', 'dist', 'artifacts', 'coverage']);
const TEXT = /\.(ts|tsx|mjs|js|json|md|sh|css|html)$/;
// Spelled in pieces so this file does not name them itself.
const OUTSIDE = [['DESIGN', 'md'].join('.'), ['STYLE', 'md'].join('.'), ['..', 'shared'].join('/')];

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.isSymbolicLink()) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return TEXT.test(entry.name) ? [full] : [];
  });
}

describe('the repository', () => {
  test('points at no document outside itself: comments and docs say the reason in place', () => {
    const files = textFiles(ROOT);
    expect(files.length).toBeGreaterThan(100);
    const hits = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return OUTSIDE.filter((name) => text.includes(name)).map((name) => `${path.relative(ROOT, file)}: ${name}`);
    });
    expect(hits).toEqual([]);
  });
});
