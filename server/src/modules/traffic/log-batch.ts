import type { Statement } from '../../db/copy-in';
import type { TrafficRow } from './recorder';
import { BinaryCopyWriter, NULL_FIELD, boolField, joinFields, textField, uuidField } from './copy-binary';

/**
 * One batch of the request log as the database takes it: the rows in COPY's binary format, and the
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
const CONTROL = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001F\u007F]/g;

/** Text as stored, on either database: no control characters (PostgreSQL refuses NUL; a log entry is one line). */
function storedText(value: string): string {
  return CONTROL.test(value) ? value.replace(CONTROLS, '') : value;
}

/**
 * A field's encoding, remembered for one batch: its texts repeat (a few addresses, user agents, users
 * and paths make most of it), and a lookup costs less than encoding a long user agent again.
 */
function fieldCache(encode: (value: string) => Uint8Array): (value: string | null | undefined) => Uint8Array {
  const seen = new Map<string, Uint8Array>();
  return (value) => {
    if (value === null || value === undefined) return NULL_FIELD;
    let out = seen.get(value);
    if (out === undefined) seen.set(value, (out = encode(value)));
    return out;
  };
}

const HOUR_MS = 3600_000;

const sameText = (a: string | null | undefined, b: string | null | undefined) => a === b || ((a === null || a === undefined) && (b === null || b === undefined));

/** Whether two rows from one address share everything COPY_TARGET lists after the endpoint. */
function sameClient(a: TrafficRow, b: TrafficRow): boolean {
  return (
    a.method === b.method && sameText(a.userAgent, b.userAgent) && sameText(a.userId, b.userId) && !a.isBot === !b.isBot && sameText(a.botName, b.botName) &&
    !a.isSuspicious === !b.isSuspicious && sameText(a.suspiciousReason, b.suspiciousReason) && sameText(a.city, b.city) && sameText(a.country, b.country)
  );
}

/**
 * The fields after the endpoint, remembered per address for one batch: a client's requests repeat
 * them (most of a row), so most rows copy the bytes of that client's last row.
 */
function clientFields(text: (value: string | null | undefined) => Uint8Array): (r: TrafficRow) => Uint8Array {
  const uuid = fieldCache(uuidField);
  const last = new Map<string, { row: TrafficRow; bytes: Uint8Array }>();
  return (r) => {
    const known = last.get(r.ipAddress);
    if (known !== undefined && sameClient(known.row, r)) return known.bytes;
    const bytes = joinFields([
      text(r.ipAddress),
      text(r.method),
      text(r.userAgent),
      uuid(r.userId),
      boolField(r.isBot),
      text(r.botName),
      boolField(r.isSuspicious),
      text(r.suspiciousReason),
      text(r.city),
      text(r.country),
    ]);
    last.set(r.ipAddress, { row: r, bytes });
    return bytes;
  };
}

/**
 * Bytes per row to allocate at first: a browser's user agent makes a row about 200 bytes; growing
 * the buffer copies what it holds, while unused room costs nothing (the memory is not cleared).
 */
const ROW_BYTES_GUESS = 256;
/** Fields per row in COPY_TARGET. */
const COPY_FIELDS = 14;

/** The rows in COPY's binary format, in COPY_TARGET's column order. */
export function copyData(rows: readonly TrafficRow[], createdAt: (row: TrafficRow) => number): Buffer {
  const text = fieldCache((value) => textField(storedText(value)));
  const client = clientFields(text);
  const copy = new BinaryCopyWriter(rows.length * ROW_BYTES_GUESS + 1024);
  for (const r of rows) {
    copy.row(COPY_FIELDS);
    copy.timestamp(createdAt(r));
    copy.int4(r.statusCode);
    copy.float4(r.responseTime);
    copy.field(text(r.endpoint));
    copy.field(client(r));
  }
  return copy.finish();
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
