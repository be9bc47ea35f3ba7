import { Writable } from 'node:stream';

/** Collects every log line the app writes (pass `stream` as buildApp's `logStream`). */
export function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream: { write: (s: string) => void stream.write(s) } };
}
