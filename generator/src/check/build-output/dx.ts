/**
 * dx fails with `UNEXPECTED TOP-LEVEL EXCEPTION` and a Java stack trace naming the class and method.
 * The classic case here: `invalid opcode ba - invokedynamic` from a library compiled for newer Java.
 * dx output names classes, not project files, so file is ''.
 */
import type { Finding } from '../finding';

const WHERE = /ERROR in ([\w.$]+(?::\([^)]*\)\S*)?)/;
const PROCESSING = /while processing (\S+)/;

export function parseDxOutput(output: string): Finding[] {
  if (!/UNEXPECTED TOP-LEVEL (?:EXCEPTION|ERROR)|^ERROR|trouble processing|OutOfMemoryError/m.test(output)) return [];
  const where = WHERE.exec(output)?.[1] ?? PROCESSING.exec(output)?.[1];
  const place = where ? ` in ${where}` : '';
  if (/invalid opcode ba|invokedynamic/i.test(output)) {
    return [{ code: 'DX_INVOKEDYNAMIC', severity: 'error', file: '', line: null, message: `dx cannot convert an invokedynamic call${place} (needs Java 8 lambdas desugared: use Kotlin 1.9 with -Xlambdas=class).` }];
  }
  if (/OutOfMemoryError/.test(output)) {
    return [{ code: 'DX_OUT_OF_MEMORY', severity: 'error', file: '', line: null, message: 'dx ran out of memory.' }];
  }
  const cause = /^(?:\S+Exception|ERROR): (.+)$/m.exec(output)?.[1] ?? 'dx failed';
  return [{ code: 'DX_ERROR', severity: 'error', file: '', line: null, message: `${cause}${place}` }];
}
