import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import type { SaveFileRequest } from '@shared/platform';
import { createFileSaver, type SaveDialogOptions } from './file-saver';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pulso-saver-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const CSV = new TextEncoder().encode('\uFEFFNombre;Apellido\r\nAna;Pérez\r\n');
const file = (overrides: Partial<SaveFileRequest> = {}): SaveFileRequest => ({
  suggestedName: 'asistentes-12.csv',
  bytes: CSV,
  mime: 'text/csv',
  ...overrides,
});

/** A saver whose dialog "chooses" `path` (null: cancelled), writing to the real disk. */
function saverChoosing(path: string | null, seen: SaveDialogOptions[] = []) {
  return createFileSaver({
    showSaveDialog: async (options) => {
      seen.push(options);
      return path ? { canceled: false, filePath: path } : { canceled: true, filePath: '' };
    },
    writeFile: (p, bytes) => writeFile(p, bytes),
    defaultDir: '/home/ana/Descargas',
  });
}

describe('file saver', () => {
  it('offers the suggested name in the downloads folder, filtered by its extension', async () => {
    const seen: SaveDialogOptions[] = [];
    await saverChoosing(null, seen).save(file());
    await saverChoosing(null, seen).save(file({ suggestedName: 'ordenes-12.xlsx' }));
    expect(seen[0]).toMatchObject({
      defaultPath: join('/home/ana/Descargas', 'asistentes-12.csv'),
      filters: [{ name: 'Planilla CSV', extensions: ['csv'] }],
    });
    expect(seen[1]?.filters).toEqual([{ name: 'Libro de Excel', extensions: ['xlsx'] }]);
  });

  it('writes the bytes exactly where the dialog says, and answers the name saved', async () => {
    const target = join(dir, 'mis-asistentes.csv');
    expect(await saverChoosing(target).save(file())).toEqual({
      status: 'saved',
      name: 'mis-asistentes.csv',
    });
    expect(new Uint8Array(await readFile(target))).toEqual(CSV);
  });

  it('writes nothing when the dialog is closed', async () => {
    const before = await readdir(dir);
    expect(await saverChoosing(null).save(file())).toEqual({ status: 'cancelled' });
    expect(await readdir(dir)).toEqual(before);
  });

  it('refuses, before any dialog, what the renderer should never send', async () => {
    const seen: SaveDialogOptions[] = [];
    const saver = saverChoosing(join(dir, 'nunca.csv'), seen);
    for (const bad of [
      file({ suggestedName: '../fuera.csv' }),
      file({ suggestedName: 'sin-extension' }),
      file({ bytes: new Uint8Array(LIMITS.saveFileMaxBytes + 1) }),
      { ...file(), bytes: Array.from(CSV) } as unknown as SaveFileRequest,
      { ...file(), extra: true } as unknown as SaveFileRequest,
    ]) {
      await expect(saver.save(bad)).rejects.toThrow(MSG.datosInvalidos);
    }
    expect(seen).toEqual([]);
    expect(await readdir(dir)).not.toContain('nunca.csv');
  });
});
