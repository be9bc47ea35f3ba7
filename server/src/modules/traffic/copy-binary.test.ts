import { describe, expect, test } from 'vitest';
import { BinaryCopyWriter, NULL_FIELD, boolField, joinFields, textField, uuidField } from './copy-binary';

const HEADER = 'PGCOPY\n\xff\r\n\0' + '\0'.repeat(8);

describe("PostgreSQL's binary COPY format", () => {
  test('the data is the header, each row as its field count and its fields (length first), then -1', () => {
    const copy = new BinaryCopyWriter(0);
    copy.row(3);
    copy.int4(401);
    copy.field(textField('ü'));
    copy.field(NULL_FIELD);
    const data = copy.finish();
    expect(data.subarray(0, 19).toString('latin1')).toBe(HEADER);
    expect([...data.subarray(19)]).toEqual([0, 3, 0, 0, 0, 4, 0, 0, 1, 145, 0, 0, 0, 2, 0xc3, 0xbc, 255, 255, 255, 255, 255, 255]);
  });

  test('a timestamp counts microseconds from 2000-01-01 UTC, before 2000 too', () => {
    const micros = (ms: number) => {
      const copy = new BinaryCopyWriter(0);
      copy.timestamp(ms);
      const data = copy.finish();
      expect(data.readInt32BE(19)).toBe(8);
      return data.readBigInt64BE(23);
    };
    expect(micros(Date.UTC(2000, 0, 1))).toBe(0n);
    expect(micros(Date.parse('2026-03-01T10:15:00.123Z'))).toBe(BigInt(Date.parse('2026-03-01T10:15:00.123Z') - Date.UTC(2000, 0, 1)) * 1000n);
    expect(micros(Date.UTC(1999, 11, 31, 23, 59, 59, 999))).toBe(-1000n);
    expect(() => micros(Number.NaN)).toThrow(RangeError);
  });

  test('a real is the float nearest the number, as the roll-ups sum it', () => {
    const copy = new BinaryCopyWriter(0);
    copy.float4(0.1);
    const data = copy.finish();
    expect(data.readInt32BE(19)).toBe(4);
    expect(data.readFloatBE(23)).toBe(Math.fround(0.1));
  });

  test('a uuid is its 16 bytes in any spelling PostgreSQL reads, and anything else is refused', () => {
    const bytes = [...uuidField('3f2504e0-4f89-41d3-9a0c-0305e82c3301')];
    expect(bytes).toEqual([0, 0, 0, 16, 0x3f, 0x25, 0x04, 0xe0, 0x4f, 0x89, 0x41, 0xd3, 0x9a, 0x0c, 0x03, 0x05, 0xe8, 0x2c, 0x33, 0x01]);
    expect([...uuidField('{3F2504E04F8941D39A0C0305E82C3301}')]).toEqual(bytes);
    expect(uuidField(null)).toBe(NULL_FIELD);
    expect(() => uuidField('not-a-uuid')).toThrow(/uuid/);
  });

  test('fields joined once are copied as one piece, and booleans are one byte', () => {
    expect([...joinFields([boolField(true), boolField(false), textField(''), textField(undefined)])]).toEqual([0, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 255, 255, 255, 255]);
  });

  test('the buffer grows past its first guess without losing what was written', () => {
    const copy = new BinaryCopyWriter(64);
    const long = 'x'.repeat(1000);
    for (let i = 0; i < 50; i++) {
      copy.row(1);
      copy.field(textField(`${i}${long}`));
    }
    const data = copy.finish();
    let at = 19;
    for (let i = 0; i < 50; i++) {
      expect(data.readInt16BE(at)).toBe(1);
      const length = data.readInt32BE(at + 2);
      expect(data.subarray(at + 6, at + 6 + length).toString()).toBe(`${i}${long}`);
      at += 6 + length;
    }
    expect(data.readInt16BE(at)).toBe(-1);
    expect(data.length).toBe(at + 2);
  });
});
