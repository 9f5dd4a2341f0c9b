import { describe, expect, it } from 'vitest';
import { checkFile, detectFileType } from './file-signature';
import { LIMITS } from './limits';

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [...'%PDF-1.7'].map((c) => c.charCodeAt(0));

const file = (head: number[], size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};

describe('detectFileType', () => {
  it('recognises JPEG, PNG and PDF by their magic bytes', () => {
    expect(detectFileType(file(JPEG))).toBe('image/jpeg');
    expect(detectFileType(file(PNG))).toBe('image/png');
    expect(detectFileType(file(PDF))).toBe('application/pdf');
  });

  it('returns null for anything else, including truncated headers', () => {
    expect(detectFileType(file([0x47, 0x49, 0x46, 0x38]))).toBeNull(); // GIF
    expect(detectFileType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectFileType(new Uint8Array(PNG.slice(0, 7)))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });
});

describe('checkFile', () => {
  it('accepts images up to 2 MB and refuses larger ones', () => {
    expect(checkFile('image', file(PNG, LIMITS.imageMaxBytes))).toEqual({
      ok: true,
      mime: 'image/png',
    });
    expect(checkFile('image', file(JPEG, LIMITS.imageMaxBytes + 1))).toEqual({
      ok: false,
      reason: 'size',
    });
  });

  it('refuses a PDF renamed as an image and an image offered as the terms PDF', () => {
    expect(checkFile('image', file(PDF))).toEqual({ ok: false, reason: 'type' });
    expect(checkFile('pdf', file(JPEG))).toEqual({ ok: false, reason: 'type' });
  });

  it('accepts a PDF within its limit', () => {
    expect(checkFile('pdf', file(PDF))).toEqual({ ok: true, mime: 'application/pdf' });
    expect(checkFile('pdf', file(PDF, LIMITS.pdfMaxBytes + 1))).toEqual({
      ok: false,
      reason: 'size',
    });
  });
});
