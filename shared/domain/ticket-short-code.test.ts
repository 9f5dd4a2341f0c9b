import { describe, expect, it } from 'vitest';
import {
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  drawShortCode,
  formatShortCode,
  normalizeShortCode,
} from './ticket-short-code';

describe('ticket short codes', () => {
  it('use 31 characters without the look-alikes 0, O, 1, I and L', () => {
    expect(SHORT_CODE_ALPHABET).toHaveLength(31);
    expect(new Set(SHORT_CODE_ALPHABET).size).toBe(31);
    for (const lookAlike of '0O1IL') expect(SHORT_CODE_ALPHABET).not.toContain(lookAlike);
    expect(SHORT_CODE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });

  it('are printed in two groups of four', () => {
    expect(formatShortCode('K7QF2M9X')).toBe('K7QF-2M9X');
  });

  it('read what people type: any case, spaces or dashes between groups', () => {
    expect(normalizeShortCode('K7QF-2M9X')).toBe('K7QF2M9X');
    expect(normalizeShortCode(' k7qf 2m9x ')).toBe('K7QF2M9X');
    expect(normalizeShortCode('k7qf2m9x')).toBe('K7QF2M9X');
  });

  it('refuse other lengths, look-alikes and signed codes', () => {
    expect(normalizeShortCode('K7QF-2M9')).toBeNull();
    expect(normalizeShortCode('K7QF-2M9XA')).toBeNull();
    expect(normalizeShortCode('K7QF-2M0X')).toBeNull();
    expect(normalizeShortCode('K7QF-2MIX')).toBeNull();
    expect(normalizeShortCode('eyJhbGciOiJFZERTQSJ9.eyJ0aWQiOiIxIn0.c2ln')).toBeNull();
    expect(normalizeShortCode('')).toBeNull();
  });

  it('are drawn uniformly from the alphabet, skipping bytes past its last whole multiple', () => {
    for (let i = 0; i < 200; i++) {
      const code = drawShortCode();
      expect(code).toHaveLength(SHORT_CODE_LENGTH);
      expect(normalizeShortCode(code)).toBe(code);
    }
    // 248 = 8 × 31: bytes 248..255 would favour the first characters, so they are skipped.
    const bytes = [255, 248, 0, 30, 31, 247, 1, 2, 3, 4, 5];
    expect(drawShortCode(() => Uint8Array.from(bytes))).toBe(
      [0, 30, 0, 30, 1, 2, 3, 4].map((i) => SHORT_CODE_ALPHABET[i]).join(''),
    );
  });
});
