/**
 * The form of a request URL that may be written to a log: no query string (download links carry
 * their token there) and no secret path segment (the verification token travels in the path).
 */
const SECRET_SEGMENTS = [/(\/verify-email\/)[^/?#]+/gi];

export function redactUrl(url: string): string {
  let safe = String(url).split('?')[0] ?? '';
  for (const pattern of SECRET_SEGMENTS) safe = safe.replace(pattern, '$1[redacted]');
  return safe;
}
