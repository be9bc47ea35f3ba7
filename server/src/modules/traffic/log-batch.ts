import type { Statement } from '../../db/copy-in';
import type { TrafficRow } from './recorder';

/**
 * One batch of the request log as the database takes it: the rows in COPY's text format, and the
 * batch's additions to the hourly roll-ups, counted here so the database only adds a few sums.
 * Both are written in one transaction, so the log and its roll-ups never disagree.
 */

export const LOG_TARGET =
  'traffic_logs (created_at, ip_address, method, endpoint, status_code, response_time, user_agent, user_id, is_bot, bot_name, is_suspicious, suspicious_reason, city, country)';

/**
 * The same columns in COPY's order: what changes with every request first, then what a client's
 * requests share (its address, user agent, user, verdict and place), written once per client.
 */
export const COPY_TARGET =
  'traffic_logs (created_at, status_code, response_time, endpoint, ip_address, method, user_agent, user_id, is_bot, bot_name, is_suspicious, suspicious_reason, city, country)';

// eslint-disable-next-line no-control-regex
const NEEDS_CARE = /[\\\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/g;
const BACKSLASH = /\\/g;
const NULL = '\\N';

/** Text as stored: no control characters (PostgreSQL refuses NUL; tabs and newlines would end a COPY field). */
function storedText(value: string): string {
  return NEEDS_CARE.test(value) ? value.replace(CONTROL, '') : value;
}

/** A text field of a COPY line: stored text with backslashes escaped, or \N for null. */
function field(value: string | null | undefined): string {
  if (value === null || value === undefined) return NULL;
  if (!NEEDS_CARE.test(value)) return value;
  return value.replace(CONTROL, '').replace(BACKSLASH, '\\\\');
}

/**
 * field() remembered for one batch: its texts repeat (a few addresses, user agents and paths make
 * most of it), and a lookup costs less than scanning a long user agent again.
 */
function fieldCache(): (value: string | null | undefined) => string {
  const seen = new Map<string, string>();
  return (value) => {
    if (value === null || value === undefined) return NULL;
    let out = seen.get(value);
    if (out === undefined) seen.set(value, (out = field(value)));
    return out;
  };
}

const HOUR_MS = 3600_000;

/**
 * Millisecond timestamps as ISO text; the part up to the second is formatted once per second, since
 * a batch's rows are seconds apart at most.
 */
function timestampFormatter(): (ms: number) => string {
  let second = NaN;
  let prefix = '';
  return (ms) => {
    const s = Math.floor(ms / 1000);
    if (s !== second) {
      second = s;
      prefix = new Date(s * 1000).toISOString().slice(0, 20); // YYYY-MM-DDTHH:MM:SS.
    }
    return `${prefix}${String(ms - s * 1000).padStart(3, '0')}Z`;
  };
}

/** A line takes at most 3 bytes per UTF-16 code unit (a surrogate pair: 4 bytes for 2 units). */
const MAX_BYTES_PER_UNIT = 3;
/** Lines are gathered this many at a time and then encoded: fewer calls, and no long text kept. */
const LINES_PER_WRITE = 64;

const sameText = (a: string | null | undefined, b: string | null | undefined) => a === b || ((a === null || a === undefined) && (b === null || b === undefined));

/** Whether two rows from one address share everything COPY_TARGET lists after the endpoint. */
function sameClient(a: TrafficRow, b: TrafficRow): boolean {
  return (
    a.method === b.method && sameText(a.userAgent, b.userAgent) && sameText(a.userId, b.userId) && !a.isBot === !b.isBot && sameText(a.botName, b.botName) &&
    !a.isSuspicious === !b.isSuspicious && sameText(a.suspiciousReason, b.suspiciousReason) && sameText(a.city, b.city) && sameText(a.country, b.country)
  );
}

/**
 * The fields after the endpoint as COPY text, remembered per address for one batch: a client's
 * requests repeat them (most of a line), so most rows reuse the text of that client's last row.
 */
function clientFields(): (r: TrafficRow) => string {
  const field = fieldCache();
  const last = new Map<string, { row: TrafficRow; text: string }>();
  return (r) => {
    const known = last.get(r.ipAddress);
    if (known !== undefined && sameClient(known.row, r)) return known.text;
    const text =
      `${field(r.ipAddress)}\t${field(r.method)}\t${field(r.userAgent)}\t${field(r.userId)}\t${r.isBot ? 't' : 'f'}\t${field(r.botName)}\t` +
      `${r.isSuspicious ? 't' : 'f'}\t${field(r.suspiciousReason)}\t${field(r.city)}\t${field(r.country)}`;
    last.set(r.ipAddress, { row: r, text });
    return text;
  };
}

/**
 * The rows as COPY text (UTF-8), one line each, in COPY_TARGET's column order. Each line is written
 * into the buffer as soon as it is built, so a batch never holds thousands of pieces of text for the
 * garbage collector to copy while it grows.
 */
export function copyText(rows: readonly TrafficRow[], createdAt: (row: TrafficRow) => number): Buffer {
  const timestamp = timestampFormatter();
  const field = fieldCache();
  const client = clientFields();
  let out: Buffer = Buffer.allocUnsafe(rows.length * 128 + 4096);
  let at = 0;
  let chunk = '';
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    chunk += `${timestamp(createdAt(r))}\t${r.statusCode}\t${r.responseTime}\t${field(r.endpoint)}\t${client(r)}\n`;
    if (i % LINES_PER_WRITE !== LINES_PER_WRITE - 1 && i !== rows.length - 1) continue;
    if (at + chunk.length * MAX_BYTES_PER_UNIT > out.length) out = grown(out, at, chunk.length * MAX_BYTES_PER_UNIT);
    at += out.write(chunk, at);
    chunk = '';
  }
  return out.subarray(0, at);
}

/** A buffer at least `more` bytes larger, holding the first `used` bytes of `buf`. */
function grown(buf: Buffer, used: number, more: number): Buffer {
  const next = Buffer.allocUnsafe(Math.max(buf.length * 2, used + more));
  buf.copy(next, 0, 0, used);
  return next;
}

const INSERT_ROWS = `
INSERT INTO ${LOG_TARGET}
SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::int[], $6::real[], $7::text[], $8::uuid[],
                     $9::bool[], $10::text[], $11::bool[], $12::text[], $13::text[], $14::text[])`;

/** The rows as one INSERT with an array parameter per column (where COPY is not available: PGlite). */
export function insertStatement(rows: readonly TrafficRow[], createdAt: (row: TrafficRow) => number): Statement {
  const text = (value: string | null | undefined) => (value === null || value === undefined ? null : storedText(value));
  const col = <T>(pick: (r: TrafficRow) => T) => rows.map(pick);
  return {
    text: INSERT_ROWS,
    values: [
      col((r) => new Date(createdAt(r)).toISOString()),
      col((r) => text(r.ipAddress)),
      col((r) => text(r.method)),
      col((r) => text(r.endpoint)),
      col((r) => r.statusCode),
      col((r) => r.responseTime),
      col((r) => text(r.userAgent)),
      col((r) => r.userId ?? null),
      col((r) => r.isBot ?? false),
      col((r) => text(r.botName)),
      col((r) => r.isSuspicious ?? false),
      col((r) => text(r.suspiciousReason)),
      col((r) => text(r.city)),
      col((r) => text(r.country)),
    ],
  };
}

interface HourRollUp {
  requests: number;
  bots: number;
  suspicious: number;
  humans: number;
  responseTimeSum: number;
  /** kind (ip, country, endpoint, status) → value → requests */
  dims: Record<'ip' | 'country' | 'endpoint' | 'status', Map<string, number>>;
}

const bump = (counts: Map<string, number>, value: string) => counts.set(value, (counts.get(value) ?? 0) + 1);

/** Per UTC hour: the totals and the per-dimension counts of the batch. */
function rollUp(rows: readonly TrafficRow[], createdAt: (row: TrafficRow) => number): Map<number, HourRollUp> {
  const hours = new Map<number, HourRollUp>();
  for (const r of rows) {
    const hour = Math.floor(createdAt(r) / HOUR_MS) * HOUR_MS;
    let h = hours.get(hour);
    if (!h) hours.set(hour, (h = { requests: 0, bots: 0, suspicious: 0, humans: 0, responseTimeSum: 0, dims: { ip: new Map(), country: new Map(), endpoint: new Map(), status: new Map() } }));
    h.requests += 1;
    if (r.isBot) h.bots += 1;
    if (r.isSuspicious) h.suspicious += 1;
    if (!r.isBot && !r.isSuspicious) h.humans += 1;
    // The log stores response_time as a 4-byte real: sum what it stores.
    h.responseTimeSum += Math.fround(r.responseTime);
    bump(h.dims.ip, storedText(r.ipAddress));
    if (r.country !== null && r.country !== undefined) bump(h.dims.country, storedText(r.country));
    bump(h.dims.endpoint, storedText(r.endpoint));
    bump(h.dims.status, String(r.statusCode));
  }
  return hours;
}

// One statement for both tables, prepared once per connection. The dimension rows are ordered, so
// concurrent writers (several server processes) take the row locks in the same order.
const ADD_ROLL_UPS = `
WITH hourly AS (
  INSERT INTO traffic_hourly (hour, requests, bots, suspicious, humans, response_time_sum)
  SELECT * FROM unnest($1::timestamptz[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::float8[]) ORDER BY 1
  ON CONFLICT (hour) DO UPDATE SET requests = traffic_hourly.requests + EXCLUDED.requests, bots = traffic_hourly.bots + EXCLUDED.bots,
    suspicious = traffic_hourly.suspicious + EXCLUDED.suspicious, humans = traffic_hourly.humans + EXCLUDED.humans,
    response_time_sum = traffic_hourly.response_time_sum + EXCLUDED.response_time_sum
)
INSERT INTO traffic_hourly_dims (kind, hour, value, count)
SELECT * FROM unnest($7::text[], $8::timestamptz[], $9::text[], $10::bigint[]) ORDER BY 1, 2, 3
ON CONFLICT (kind, hour, value) DO UPDATE SET count = traffic_hourly_dims.count + EXCLUDED.count`;

/** The statement that adds a batch to traffic_hourly and traffic_hourly_dims. */
export function rollUpStatements(rows: readonly TrafficRow[], createdAt: (row: TrafficRow) => number): Statement[] {
  const hourly: unknown[][] = [[], [], [], [], [], []];
  const dims: unknown[][] = [[], [], [], []];
  for (const [hour, h] of rollUp(rows, createdAt)) {
    const at = new Date(hour).toISOString();
    [at, h.requests, h.bots, h.suspicious, h.humans, h.responseTimeSum].forEach((v, i) => hourly[i]!.push(v));
    for (const [kind, counts] of Object.entries(h.dims)) {
      for (const [value, count] of counts) {
        dims[0]!.push(kind);
        dims[1]!.push(at);
        dims[2]!.push(value);
        dims[3]!.push(count);
      }
    }
  }
  return [{ name: 'traffic_add_roll_ups', text: ADD_ROLL_UPS, values: [...hourly, ...dims] }];
}
