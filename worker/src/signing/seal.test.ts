import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { deriveSealKey, openSealedText, sealText } from './seal';

describe('sealText', () => {
  test('opens with the same key what it sealed', () => {
    const key = deriveSealKey('config secret');
    expect(openSealedText(sealText('keystore bytes', key), key)).toEqual({ ok: true, text: 'keystore bytes' });
  });

  test('seals the same text differently each time (fresh IV)', () => {
    const key = randomBytes(32);
    expect(sealText('same', key)).not.toBe(sealText('same', key));
  });

  test('refuses to open with another key', () => {
    const sealed = sealText('secret', deriveSealKey('one'));
    expect(openSealedText(sealed, deriveSealKey('two'))).toEqual({ ok: false, reason: 'WRONG_KEY_OR_TAMPERED' });
  });

  test('detects tampering with the ciphertext', () => {
    const key = randomBytes(32);
    const sealed = sealText('secret text', key);
    const raw = Buffer.from(sealed.slice('dfseal1:'.length), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(openSealedText(`dfseal1:${raw.toString('base64')}`, key).ok).toBe(false);
  });

  test('answers MALFORMED for text that was never sealed', () => {
    expect(openSealedText('plain', randomBytes(32))).toEqual({ ok: false, reason: 'MALFORMED' });
  });
});
