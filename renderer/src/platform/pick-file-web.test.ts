// @vitest-environment jsdom
import { LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { inspectFile } from './pick-file-web';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [...'%PDF-1.4'].map((c) => c.charCodeAt(0));

const makeFile = (head: number[], size: number, name: string) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name);
};

describe('inspectFile (web picker)', () => {
  it('accepts a real PNG and hands over its bytes', async () => {
    const result = await inspectFile('image', makeFile(PNG, 100, 'foto.png'));
    expect(result.status).toBe('picked');
    if (result.status === 'picked') {
      expect(result.file).toMatchObject({ name: 'foto.png', mime: 'image/png', size: 100 });
      expect(result.file.bytes.length).toBe(100);
    }
  });

  it('refuses a PDF renamed to .jpg', async () => {
    expect(await inspectFile('image', makeFile(PDF, 100, 'foto.jpg'))).toEqual({
      status: 'rejected',
      reason: 'type',
      message: MSG.imagenInvalida,
    });
  });

  it('refuses an image over 2 MB', async () => {
    const result = await inspectFile(
      'image',
      makeFile(PNG, LIMITS.imageMaxBytes + 1, 'grande.png'),
    );
    expect(result).toEqual({ status: 'rejected', reason: 'size', message: MSG.imagenInvalida });
  });

  it('accepts a PDF for the terms and refuses a PNG there', async () => {
    expect((await inspectFile('pdf', makeFile(PDF, 50, 'tyc.pdf'))).status).toBe('picked');
    expect(await inspectFile('pdf', makeFile(PNG, 50, 'tyc.pdf'))).toEqual({
      status: 'rejected',
      reason: 'type',
      message: MSG.pdfInvalido,
    });
  });
});
