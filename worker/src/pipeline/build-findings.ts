import { parseBuildOutput } from '@droidforge/generator/check/index';
import type { BuildResult, Finding } from '../pipeline/types';

/**
 * The findings a failed build shows and "Fix with AI" repairs: the code check's own findings plus
 * the tools' errors, re-read through the generator's parsers so they carry stable codes
 * (KOTLINC_UNRESOLVED_REFERENCE …) that the fix rules know.
 */
export function buildFindings(result: BuildResult): Finding[] {
  if (result.ok) return result.findings;
  const fromTools = result.errors.flatMap((e): Finding[] => {
    if (result.step === 'compile' && e.file.endsWith('.kt')) {
      const parsed = parseBuildOutput('kotlinc', `${e.file}:${e.line}:${e.column ?? 1}: error: ${e.message}`);
      if (parsed.length > 0) return parsed;
    }
    if (result.step === 'resources' && e.file.endsWith('.xml')) {
      const parsed = parseBuildOutput('aapt', `${e.file}:${e.line}: error: ${e.message}`);
      if (parsed.length > 0) return parsed;
    }
    return [{ code: `${result.step.toUpperCase()}_ERROR`, severity: 'error', file: e.file, line: e.line, message: e.message }];
  });
  // The check step's errors are already in result.findings; its ToolErrors repeat them.
  return result.step === 'check' ? result.findings : [...result.findings, ...fromTools];
}

/** One sentence for the build's `error` field. */
export function failureMessage(result: Extract<BuildResult, { ok: false }>): string {
  switch (result.reason) {
    case 'CHECK_FAILED':
      return `The code check found problems: ${result.message}. Use "Fix with AI" or edit the code, then build again.`;
    case 'TOOL_FAILED':
      return `The ${result.step} step failed: ${result.message}`;
    case 'TIMEOUT':
      return 'The build took longer than its time limit and was stopped.';
    case 'CANCELLED':
      return 'The build was interrupted because the build worker stopped. Please build again.';
    case 'TOOLCHAIN_MISSING':
    case 'UNSAFE_PATH':
    case 'INVALID_INPUT':
      return result.message;
    default:
      return `The build failed unexpectedly (${result.message}).`;
  }
}
