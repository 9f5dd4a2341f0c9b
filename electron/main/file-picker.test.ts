import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { createFilePicker, type OpenDialogOptions } from './file-picker';

// 1x1 transparent PNG.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pulso-picker-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A picker whose dialog "chooses" `path`, reading the real file system. */
function pickerChoosing(path: string | null, seen: OpenDialogOptions[] = [], reads: string[] = []) {
  return createFilePicker({
    showOpenDialog: async (options) => {
      seen.push(options);
      return path ? { canceled: false, filePaths: [path] } : { canceled: true, filePaths: [] };
    },
    stat,
    readFile: async (p) => {
      reads.push(p);
      return readFile(p);
    },
  });
}

describe('file picker', () => {
  it('offers only JPG/JPEG/PNG for images and PDF for terms', async () => {
    const seen: OpenDialogOptions[] = [];
    await pickerChoosing(null, seen).pick('image');
    await pickerChoosing(null, seen).pick('pdf');
    expect(seen[0]?.filters).toEqual([
      { name: expect.any(String), extensions: ['jpg', 'jpeg', 'png'] },
    ]);
    expect(seen[1]?.filters).toEqual([{ name: expect.any(String), extensions: ['pdf'] }]);
  });

  it('reports a closed dialog as cancelled', async () => {
    expect(await pickerChoosing(null).pick('image')).toEqual({ status: 'cancelled' });
  });

  it('refuses a 3 MB JPEG by its size, without reading it', async () => {
    const path = join(dir, 'grande.jpg');
    const big = Buffer.alloc(3 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await writeFile(path, big);
    const reads: string[] = [];
    const result = await pickerChoosing(path, [], reads).pick('image');
    expect(result).toEqual({ status: 'rejected', reason: 'size', message: MSG.imagenInvalida });
    expect(reads).toEqual([]);
  });

  it('refuses a text file named .png by its bytes', async () => {
    const path = join(dir, 'falsa.png');
    await writeFile(path, 'esto no es una imagen');
    const result = await pickerChoosing(path).pick('image');
    expect(result).toEqual({ status: 'rejected', reason: 'type', message: MSG.imagenInvalida });
  });

  it('accepts a small real PNG and hands over its bytes', async () => {
    const path = join(dir, 'flyer.png');
    await writeFile(path, PNG_1X1);
    const result = await pickerChoosing(path).pick('image');
    expect(result.status).toBe('picked');
    if (result.status !== 'picked') return;
    expect(result.file).toMatchObject({
      name: 'flyer.png',
      mime: 'image/png',
      size: PNG_1X1.length,
    });
    expect(Buffer.from(result.file.bytes).equals(PNG_1X1)).toBe(true);
    expect(Buffer.isBuffer(result.file.bytes)).toBe(false);
  });

  it('accepts a real PDF', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Términos y condiciones');
    const pdf = await doc.save();
    const path = join(dir, 'terminos.pdf');
    await writeFile(path, pdf);
    const result = await pickerChoosing(path).pick('pdf');
    expect(result.status).toBe('picked');
    if (result.status === 'picked')
      expect(result.file).toMatchObject({ name: 'terminos.pdf', mime: 'application/pdf' });
  });

  it('refuses a PNG renamed .pdf', async () => {
    const path = join(dir, 'renombrado.pdf');
    await writeFile(path, PNG_1X1);
    const result = await pickerChoosing(path).pick('pdf');
    expect(result).toEqual({ status: 'rejected', reason: 'type', message: MSG.pdfInvalido });
  });

  it('refuses a PDF chosen where an image is expected', async () => {
    const path = join(dir, 'otro.png');
    await writeFile(path, Buffer.from('%PDF-1.7\n%fake\n'));
    const result = await pickerChoosing(path).pick('image');
    expect(result).toMatchObject({ status: 'rejected', reason: 'type' });
  });
});
