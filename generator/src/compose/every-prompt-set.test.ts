import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { validateSpec } from '../spec/validate';
import { composeApp } from './compose-app';

const PROMPTS_DIR = resolve(import.meta.dirname, '../../fixtures/prompts');

/** Each prompt of one set file, and whether the set expects it refused for its language. */
function rowsOf(file: string): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const line of readFileSync(resolve(PROMPTS_DIR, file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { prompt?: string; base?: string; features?: string[] };
    if (row.prompt) out.set(row.prompt, (row.features ?? []).includes('refuse:language'));
    if (row.base && row.base.length > 4) out.set(row.base, false);
  }
  return out;
}

/** The sample, steering and measuring sets and the refinement bases: one test each, so none runs long. */
const FILES = readdirSync(PROMPTS_DIR).filter((f) => f.endsWith('.jsonl')).sort();

describe.each(FILES)('the composer on every prompt of %s', (file) => {
  test('never throws, gives a valid app or a refusal with a message, and refuses for its language exactly the prompts in another language', () => {
    const problems: string[] = [];
    for (const [prompt, foreign] of rowsOf(file)) {
      try {
        const result = composeApp(prompt);
        if (result.refusal && !result.refusal.message) problems.push(`${prompt}: a refusal without a message`);
        if (!result.refusal) {
          const invalid = validateSpec(result.spec);
          if (invalid.length > 0) problems.push(`${prompt}: ${JSON.stringify(invalid[0])}`);
        }
        if ((result.refusal?.reason === 'unsupported_language') !== foreign) problems.push(`${prompt}: ${foreign ? 'not refused' : 'refused'} for its language`);
      } catch (err) {
        problems.push(`${prompt}: threw ${(err as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the composer on words that name parts of JavaScript objects', () => {
  test.each(['__proto__', 'constructor', 'a constructor box', 'toString yes/no', 'hasOwnProperty', 'valueOf log: __proto__, constructor, prototype'])('"%s" gives a valid app or a refusal, never a throw', (prompt) => {
    const result = composeApp(prompt);
    expect(result.refusal ? result.refusal.message.length > 0 : validateSpec(result.spec)).toEqual(result.refusal ? true : []);
  });
});
