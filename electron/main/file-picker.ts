import { basename } from 'node:path';
import { checkFile } from '@shared/domain/file-signature';
import { LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import type { PickKind, PickResult } from '@shared/platform';

/**
 * Native file picker. The dialog's type filter is only a convenience (users can type any
 * name), so the main process checks size on disk first, without reading a huge file, then
 * the magic bytes, before any byte reaches the renderer.
 */

export interface OpenDialogOptions {
  title: string;
  properties: ['openFile'];
  filters: { name: string; extensions: string[] }[];
}

export interface FilePickerDeps {
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>;
  stat(path: string): Promise<{ size: number; isFile(): boolean }>;
  readFile(path: string): Promise<Uint8Array>;
}

export interface FilePicker {
  pick(kind: PickKind): Promise<PickResult>;
}

const DIALOG: Record<PickKind, OpenDialogOptions> = {
  image: {
    title: 'Elegí una imagen',
    properties: ['openFile'],
    filters: [{ name: 'Imágenes (JPG, JPEG, PNG)', extensions: [...LIMITS.imageExtensions] }],
  },
  pdf: {
    title: 'Elegí un PDF',
    properties: ['openFile'],
    filters: [{ name: 'Documentos PDF', extensions: ['pdf'] }],
  },
};

const MAX_BYTES: Record<PickKind, number> = {
  image: LIMITS.imageMaxBytes,
  pdf: LIMITS.pdfMaxBytes,
};
const MESSAGE: Record<PickKind, string> = { image: MSG.imagenInvalida, pdf: MSG.pdfInvalido };

function rejected(kind: PickKind, reason: 'size' | 'type'): PickResult {
  return { status: 'rejected', reason, message: MESSAGE[kind] };
}

export function createFilePicker(deps: FilePickerDeps): FilePicker {
  return {
    async pick(kind) {
      const choice = await deps.showOpenDialog(DIALOG[kind]);
      const path = choice.filePaths[0];
      if (choice.canceled || !path) return { status: 'cancelled' };

      const info = await deps.stat(path);
      if (!info.isFile()) return rejected(kind, 'type');
      if (info.size > MAX_BYTES[kind]) return rejected(kind, 'size');

      const raw = await deps.readFile(path);
      // checkFile repeats the size check, which also covers a file that grew after stat.
      const check = checkFile(kind, raw);
      if (!check.ok) return rejected(kind, check.reason);

      // A plain Uint8Array (not a Node Buffer view on a shared pool) crosses IPC cleanly.
      const bytes = new Uint8Array(raw.byteLength);
      bytes.set(raw);
      return {
        status: 'picked',
        file: { name: basename(path), mime: check.mime, size: bytes.byteLength, bytes },
      };
    },
  };
}
