/** apksigner prints `ERROR: ...` / `WARNING: ...` lines, `DOES NOT VERIFY`, or a Java exception for key store problems. */
import type { Finding } from '../finding';

export function parseApksignerOutput(output: string): Finding[] {
  const findings: Finding[] = [];
  if (/Keystore was tampered with|password was incorrect|UnrecoverableKeyException/i.test(output)) {
    findings.push({ code: 'APKSIGNER_BAD_PASSWORD', severity: 'error', file: '', line: null, message: 'The key store password is wrong or the key store is damaged.' });
  }
  if (/DOES NOT VERIFY/.test(output)) {
    findings.push({ code: 'APKSIGNER_VERIFY_FAILED', severity: 'error', file: '', line: null, message: 'The APK signature does not verify.' });
  }
  for (const line of output.split(/\r?\n/)) {
    const match = /^(ERROR|WARNING): (.+)$/.exec(line.trim());
    if (!match?.[2]) continue;
    // Warnings about unprotected META-INF files are expected for every APK and only noise to users.
    const severity = match[1] === 'ERROR' ? 'error' : 'info';
    findings.push({ code: severity === 'error' ? 'APKSIGNER_ERROR' : 'APKSIGNER_WARNING', severity, file: '', line: null, message: match[2] });
  }
  return findings;
}
