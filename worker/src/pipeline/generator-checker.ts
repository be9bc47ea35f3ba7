import { checkProject } from '@droidforge/generator/check/index';
import { initNodeChecks } from '@droidforge/generator/check/node';
import type { ProjectChecker } from './types';

/** The generator's code checks (with the tree-sitter Kotlin parser loaded) as a build's `check`. */
export function createGeneratorChecker(): ProjectChecker {
  let ready: Promise<void> | null = null;
  return async (files) => {
    ready ??= initNodeChecks();
    await ready;
    return checkProject(files);
  };
}
