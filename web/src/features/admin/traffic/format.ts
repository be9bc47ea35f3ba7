import { type SuspiciousReason, TRAFFIC } from '@droidforge/contracts';

/** Spec §9: endpoints are cut to 40 characters in the realtime table (the full text is on hover). */
export function truncateEndpoint(endpoint: string, max: number = TRAFFIC.endpointTruncation): string {
  return endpoint.length > max ? `${endpoint.slice(0, max)}…` : endpoint;
}

export const REASON_LABELS: Record<SuspiciousReason, string> = {
  blocked_ip: 'Blocked IP still knocking',
  empty_user_agent: 'Empty user agent',
  scanner_path: 'Scanner path',
  sql_injection: 'SQL injection pattern',
  xss: 'XSS pattern',
  path_traversal: 'Path traversal',
  failed_login_burst: 'Burst of failed logins',
  rate_limited: 'Rate limit hit',
  request_flood: 'Request flood',
};

export function reasonLabel(reason: string | null): string {
  return reason ? (REASON_LABELS[reason as SuspiciousReason] ?? reason) : '';
}

export function percent(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '0%';
}

export function location(entry: { city: string | null; country: string | null }): string {
  return [entry.city, entry.country].filter(Boolean).join(', ') || '—';
}

export function clockTime(iso: string | number): string {
  return new Date(iso).toLocaleTimeString();
}

export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString();
}
