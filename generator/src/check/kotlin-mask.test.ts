import fc from 'fast-check';
import { expect, test } from 'vitest';
import { maskKotlin } from './kotlin-mask';

test('keeps every newline and the length of any text', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom('a', '{', '}', '"', "'", '/', '*', '$', '\\', '\n', ' ') }), (text) => {
      const masked = maskKotlin(text);
      expect(masked.length).toBe(text.length);
      for (let i = 0; i < text.length; i++) if (text[i] === '\n') expect(masked[i]).toBe('\n');
    }),
  );
});

test('hides braces inside strings, templates and nested comments but not in code', () => {
  const source = 'fun f() { val s = "a { ${x} }"; /* { /* } */ } */ // }\n}';
  const masked = maskKotlin(source);
  expect(masked.split('').filter((c) => c === '{').length).toBe(1);
  expect(masked.split('').filter((c) => c === '}').length).toBe(1);
});
