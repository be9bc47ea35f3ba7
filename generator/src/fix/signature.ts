/**
 * A stable fingerprint of a set of findings (codes, files, lines; not messages), so the server can
 * tell "the same error again" and never charge twice for it. FNV-1a: no crypto needed, same in
 * Node and the browser.
 */
import type { Finding } from '../check/finding';

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

export function findingsSignature(findings: readonly Finding[]): string {
  const keys = [...new Set(findings.map((f) => `${f.code}|${f.file}|${f.line ?? ''}`))].sort();
  // Two differently seeded 32-bit hashes make accidental collisions between projects unlikely.
  return fnv1a(keys.join('\n'), FNV_OFFSET) + fnv1a(keys.join('\n'), FNV_OFFSET ^ 0x5bd1e995);
}

function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
