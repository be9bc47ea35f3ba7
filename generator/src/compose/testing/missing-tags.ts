import { expect } from 'vitest';
import { composeApp } from '../compose-app';
import { checkFeatures } from '../../eval/check-features';
import { validateSpec } from '../../spec/validate';

/** The tags a prompt's composed app misses (none: []), the app checked valid first. */
export function missingTags(prompt: string, tags: string[]): string[] {
  const result = composeApp(prompt);
  expect(validateSpec(result.spec)).toEqual([]);
  return checkFeatures({ spec: result.refusal ? undefined : result.spec, report: result.report, refusal: result.refusal }, tags).filter((c) => !c.present).map((c) => c.tag);
}
