import { checkFile, detectFileType } from '@shared/domain/file-signature';
import { LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import type { PickedFile, PickKind, PickResult } from '@shared/platform';

const ACCEPT: Record<PickKind, string> = {
  image: [...LIMITS.imageExtensions.map((e) => `.${e}`), ...LIMITS.imageMimeTypes].join(','),
  pdf: `.pdf,${LIMITS.pdfMimeType}`,
};

const MAX_BYTES: Record<PickKind, number> = {
  image: LIMITS.imageMaxBytes,
  pdf: LIMITS.pdfMaxBytes,
};

function rejectMessage(kind: PickKind, reason: 'size' | 'type'): string {
  if (kind === 'image') return MSG.imagenInvalida;
  return reason === 'size' ? MSG.pdfDemasiadoGrande : MSG.pdfInvalido;
}

/** FileReader rather than Blob.arrayBuffer(): same result, and it also runs under jsdom. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Checks a chosen file by size and magic bytes (the extension and the browser's type lie). */
export async function inspectFile(kind: PickKind, file: File): Promise<PickResult> {
  if (file.size > MAX_BYTES[kind]) {
    // Too big: read only the header, to say "wrong type" rather than "too big" when both apply.
    const type = detectFileType(await readBytes(file.slice(0, 16)));
    const typeOk =
      kind === 'pdf' ? type === 'application/pdf' : type === 'image/jpeg' || type === 'image/png';
    const reason = typeOk ? 'size' : 'type';
    return { status: 'rejected', reason, message: rejectMessage(kind, reason) };
  }
  const bytes = await readBytes(file);
  const check = checkFile(kind, bytes);
  if (!check.ok)
    return { status: 'rejected', reason: check.reason, message: rejectMessage(kind, check.reason) };
  const picked: PickedFile = { name: file.name, mime: check.mime, size: file.size, bytes };
  return { status: 'picked', file: picked };
}

/** Opens the browser's file chooser through a hidden `<input type=file>` with the type filter. */
export function pickFileWeb(kind: PickKind): Promise<PickResult> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = ACCEPT[kind];
    input.style.display = 'none';
    const done = (result: PickResult) => {
      input.remove();
      resolve(result);
    };
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return done({ status: 'cancelled' });
      inspectFile(kind, file).then(done, () =>
        done({ status: 'rejected', reason: 'type', message: rejectMessage(kind, 'type') }),
      );
    });
    input.addEventListener('cancel', () => done({ status: 'cancelled' }));
    document.body.append(input);
    input.click();
  });
}
