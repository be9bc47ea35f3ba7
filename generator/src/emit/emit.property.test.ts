import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { describe, expect, test } from 'vitest';
import { randomSpec } from '../golden/random-spec';
import { validateSpec } from '../spec/validate';
import { emitProject } from './index';

function parseXml(xml: string): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (e) => {
    throw e;
  });
  parser.write(xml).close();
}

describe('emitting random valid AppSpecs', () => {
  test('never throws, writes well-formed XML and only references ids, strings and layouts that exist', () => {
    fc.assert(
      fc.property(randomSpec, (spec) => {
        expect(validateSpec(spec)).toEqual([]);
        const { files } = emitProject(spec);
        const ids = new Set<string>();
        const layouts = new Set<string>();
        for (const [path, content] of Object.entries(files)) {
          if (!path.endsWith('.xml')) continue;
          parseXml(content);
          for (const m of content.matchAll(/@\+id\/(\w+)/g)) ids.add(m[1]!);
          if (path.includes('/res/layout/')) layouts.add(path.split('/').pop()!.replace('.xml', ''));
        }
        const strings = new Set([...files['app/src/main/res/values/strings.xml']!.matchAll(/name="(\w+)"/g)].map((m) => m[1]!));
        for (const [path, content] of Object.entries(files)) {
          if (!path.endsWith('.kt')) continue;
          for (const m of content.matchAll(/R\.id\.(\w+)/g)) expect(ids, `${path}: R.id.${m[1]}`).toContain(m[1]);
          for (const m of content.matchAll(/R\.string\.(\w+)/g)) expect(strings, `${path}: R.string.${m[1]}`).toContain(m[1]);
          for (const m of content.matchAll(/R\.layout\.(\w+)/g)) expect(layouts, `${path}: R.layout.${m[1]}`).toContain(m[1]);
          const opens = content.split('{').length;
          expect(opens, `${path}: balanced braces`).toBe(content.split('}').length);
        }
      }),
      { numRuns: 60 },
    );
  });
});
