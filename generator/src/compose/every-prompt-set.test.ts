import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { validateSpec } from '../spec/validate';
import { composeApp } from './compose-app';

const PROMPTS_DIR = resolve(import.meta.dirname, '../../fixtures/prompts');

/** Every prompt the project holds (sample, steering and measuring sets, and refinement bases). */
function everyPrompt(): string[] {
  return [...rows().keys()];
}

/** Each prompt, and whether its set expects it refused for its language. */
function rows(): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const file of readdirSync(PROMPTS_DIR).filter((f) => f.endsWith('.jsonl'))) {
    for (const line of readFileSync(resolve(PROMPTS_DIR, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { prompt?: string; base?: string; features?: string[] };
      if (row.prompt) out.set(row.prompt, (row.features ?? []).includes('refuse:language'));
      if (row.base && row.base.length > 4) out.set(row.base, false);
    }
  }
  return out;
}

/** Each prompt is composed once for the file; both tests read the same result. */
const composed = new Map<string, ReturnType<typeof composeApp>>();
function composeOnce(prompt: string): ReturnType<typeof composeApp> {
  const known = composed.get(prompt);
  if (known) return known;
  const result = composeApp(prompt);
  composed.set(prompt, result);
  return result;
}

describe('the composer on every prompt the project holds', () => {
  test('never throws, and gives a valid app or a refusal with a message', () => {
    const problems: string[] = [];
    for (const prompt of everyPrompt()) {
      try {
        const result = composeOnce(prompt);
        if (result.refusal) {
          if (!result.refusal.message) problems.push(`${prompt}: a refusal without a message`);
        } else {
          const invalid = validateSpec(result.spec);
          if (invalid.length > 0) problems.push(`${prompt}: ${JSON.stringify(invalid[0])}`);
        }
      } catch (err) {
        problems.push(`${prompt}: threw ${(err as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('refuses for its language exactly the prompts written in another language', () => {
    const wrong = [...rows()].filter(([prompt, foreign]) => (composeOnce(prompt).refusal?.reason === 'unsupported_language') !== foreign).map(([p]) => p);
    expect(wrong).toEqual([]);
  });
});

describe('the composer on words that name parts of JavaScript objects', () => {
  test.each(['__proto__', 'constructor', 'a constructor box', 'toString yes/no', 'hasOwnProperty', 'valueOf log: __proto__, constructor, prototype'])('"%s" gives a valid app or a refusal, never a throw', (prompt) => {
    const result = composeApp(prompt);
    expect(result.refusal ? result.refusal.message.length > 0 : validateSpec(result.spec)).toEqual(result.refusal ? true : []);
  });
});
