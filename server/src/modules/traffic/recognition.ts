import type { SuspiciousReason } from '@droidforge/contracts';
import { detectBot } from './bots';
import { WindowCounter } from './window-counter';

/** What recognition sees of one finished request. */
export interface RequestFacts {
  ip: string;
  method: string;
  path: string;
  /** Path and query as sent (undecoded). Only read here, never stored. */
  rawUrl: string;
  userAgent: string;
  statusCode: number;
  blocked: boolean;
  now: number;
}

export interface Verdict {
  isBot: boolean;
  botName: string | null;
  isSuspicious: boolean;
  reason: SuspiciousReason | null;
}

/** One named recognition step: answers its reason when the request matches. */
export interface SuspicionStep {
  reason: SuspiciousReason;
  test: (facts: RequestFacts, decodedUrl: string) => boolean;
}

const SCANNER_PATHS = [
  /^\/wp-(admin|login|content|includes|json)/i,
  /\/wp-login\.php/i,
  /\/xmlrpc\.php/i,
  /(^|\/)\.(env|git|svn|hg|htaccess|htpasswd|aws|ssh|ds_store|npmrc|docker)(\/|\.|$)/i,
  /(^|\/)(phpmyadmin|pma|myadmin|mysqladmin|adminer)(\/|\.php|$)/i,
  /\.(php|asp|aspx|jsp|cgi|pl)$/i,
  /^\/(cgi-bin|server-status|actuator|hnap1|boaform|owa|solr|vendor\/phpunit|config\.json|backup|\.well-known\/security\.txt\.bak)/i,
];

const SQL_INJECTION = [
  /'\s*(or|and)\s+['"\d]/i,
  /\bunion(\s|\/\*.*?\*\/)+(all\s+)?select\b/i,
  /;\s*(drop|delete|insert|update|alter|truncate)\s/i,
  /\b(sleep|benchmark|pg_sleep|waitfor\s+delay)\s*\(/i,
  /'\s*(--|#|\/\*)/,
  /\bor\s+1\s*=\s*1\b/i,
  /\binformation_schema\b/i,
];

const XSS = [/<\s*\/?\s*(script|iframe|svg|img|object|embed|body)\b/i, /javascript\s*:/i, /\bon(error|load|mouseover|focus|click|toggle)\s*=/i, /document\.(cookie|domain)/i];

const TRAVERSAL = [/\.\.[/\\]/, /%2e%2e(%2f|%5c|\/|\\)/i, /\.\.%2f|\.\.%5c/i, /%252e%252e/i, /\/etc\/passwd/i];

/**
 * Each list as one case-insensitive alternation: one pass over the text per step instead of one per
 * pattern (this runs on every request). None of the patterns changes meaning when case-insensitive.
 */
const anyOf = (patterns: readonly RegExp[]) => new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), 'i');
const SCANNER_ANY = anyOf(SCANNER_PATHS);
const SQL_INJECTION_ANY = anyOf(SQL_INJECTION);
const XSS_ANY = anyOf(XSS);
const TRAVERSAL_ANY = anyOf(TRAVERSAL);

/** The stateless steps, in the order their reasons win. */
export const PATTERN_STEPS: readonly SuspicionStep[] = [
  { reason: 'scanner_path', test: (f) => SCANNER_ANY.test(f.path) },
  { reason: 'sql_injection', test: (_f, decoded) => SQL_INJECTION_ANY.test(decoded) },
  { reason: 'xss', test: (_f, decoded) => XSS_ANY.test(decoded) },
  { reason: 'path_traversal', test: (f, decoded) => TRAVERSAL_ANY.test(f.rawUrl) || (decoded !== f.rawUrl && TRAVERSAL_ANY.test(decoded)) },
];

function decodeUrl(raw: string): string {
  // Nothing to decode in most URLs: skip the copy.
  if (!raw.includes('%') && !raw.includes('+')) return raw;
  const spaced = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function patternReason(facts: RequestFacts, decoded: string): SuspiciousReason | null {
  for (const step of PATTERN_STEPS) if (step.test(facts, decoded)) return step.reason;
  return null;
}

/**
 * The pattern steps' answers per URL: most requests repeat a URL, and these regexes are the
 * pipeline's dearest steps. Bounded in entries and in URL length (the URLs are the client's).
 */
const patternVerdicts = new Map<string, { path: string; reason: SuspiciousReason | null }>();
const PATTERN_CACHE_MAX = 5000;
const PATTERN_CACHE_URL_MAX = 256;

function cachedPatternReason(facts: RequestFacts): SuspiciousReason | null {
  const known = patternVerdicts.get(facts.rawUrl);
  if (known && known.path === facts.path) return known.reason;
  const reason = patternReason(facts, decodeUrl(facts.rawUrl));
  if (facts.rawUrl.length <= PATTERN_CACHE_URL_MAX) {
    if (patternVerdicts.size >= PATTERN_CACHE_MAX) patternVerdicts.clear();
    patternVerdicts.set(facts.rawUrl, { path: facts.path, reason });
  }
  return reason;
}

const LOGIN_PATH = '/api/auth/login';

export interface RecognitionLimits {
  floodPerMinute: number;
  failedLoginsPer10Minutes: number;
}

/**
 * The recognition pipeline: bot detection, then the suspicion steps in order. Stateful steps
 * (failed-login bursts, floods) count every request, so they run even when an earlier step matched;
 * the first matching reason is the one stored.
 */
export function createRecognizer(limits: RecognitionLimits) {
  const failedLogins = new WindowCounter(10 * 60_000);
  const perMinute = new WindowCounter(60_000);

  return function recognize(facts: RequestFacts): Verdict {
    const bot = detectBot(facts.userAgent);
    const requests = perMinute.hit(facts.ip, facts.now);
    const failedLogin = facts.method === 'POST' && facts.path === LOGIN_PATH && facts.statusCode === 401;
    const failures = failedLogin ? failedLogins.hit(facts.ip, facts.now) : 0;

    const reason = firstReason(facts, failures >= limits.failedLoginsPer10Minutes, requests > limits.floodPerMinute);
    return { isBot: bot.isBot, botName: bot.botName, isSuspicious: reason !== null, reason };
  };
}

/** The reasons in the order they win. */
function firstReason(facts: RequestFacts, loginBurst: boolean, flood: boolean): SuspiciousReason | null {
  if (facts.blocked) return 'blocked_ip';
  const pattern = cachedPatternReason(facts);
  if (pattern) return pattern;
  if (loginBurst) return 'failed_login_burst';
  if (facts.statusCode === 429) return 'rate_limited';
  if (flood) return 'request_flood';
  if (facts.userAgent.trim() === '') return 'empty_user_agent';
  return null;
}

export type Recognizer = ReturnType<typeof createRecognizer>;
