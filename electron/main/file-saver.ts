import { basename, extname, join } from 'node:path';
import { saveFileRequestSchema } from '@shared/bridge-payload';
import { MSG } from '@shared/messages';
import type { SaveFileRequest, SaveResult } from '@shared/platform';

/**
 * Native "save as" (file:save): the renderer hands over a name and bytes, the person picks
 * where in the operating system's dialog, and only the path that dialog returned is written.
 * The request is checked again here (shape, size, a bare file name) because it comes from the
 * renderer, and whatever the name says, the dialog decides the folder.
 */

export interface SaveDialogOptions {
  title: string;
  defaultPath: string;
  filters: { name: string; extensions: string[] }[];
  properties: Array<'createDirectory' | 'showOverwriteConfirmation'>;
}

export interface FileSaverDeps {
  showSaveDialog(options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>;
  writeFile(path: string, bytes: Uint8Array): Promise<void>;
  /** Where the dialog opens (the user's downloads folder); its own default otherwise. */
  defaultDir?: string;
}

export interface FileSaver {
  save(file: SaveFileRequest): Promise<SaveResult>;
}

/** The dialog's type filter by extension; the name is what the person reads in it. */
const FILTER_NAMES: Record<string, string> = {
  csv: 'Planilla CSV',
  xlsx: 'Libro de Excel',
  pdf: 'Documento PDF',
};

export function createFileSaver(deps: FileSaverDeps): FileSaver {
  return {
    async save(file) {
      const parsed = saveFileRequestSchema.safeParse(file);
      if (!parsed.success) throw new Error(MSG.datosInvalidos);
      const name = basename(parsed.data.suggestedName);
      const ext = extname(name).slice(1).toLowerCase();

      const choice = await deps.showSaveDialog({
        title: 'Guardar archivo',
        defaultPath: deps.defaultDir ? join(deps.defaultDir, name) : name,
        filters: [{ name: FILTER_NAMES[ext] ?? ext.toUpperCase(), extensions: [ext] }],
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      });
      if (choice.canceled || !choice.filePath) return { status: 'cancelled' };

      await deps.writeFile(choice.filePath, parsed.data.bytes);
      return { status: 'saved', name: basename(choice.filePath) };
    },
  };
}
