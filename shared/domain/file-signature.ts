import { LIMITS } from './limits';

/**
 * Detects a file's real type from its first bytes (magic numbers), so a renamed file is
 * refused wherever bytes are checked: desktop main process and server.
 */
export type DetectedType = 'image/jpeg' | 'image/png' | 'application/pdf' | null;

export function detectFileType(bytes: Uint8Array): DetectedType {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return 'image/png';
  if (
    b.length >= 5 &&
    b[0] === 0x25 &&
    b[1] === 0x50 &&
    b[2] === 0x44 &&
    b[3] === 0x46 &&
    b[4] === 0x2d
  )
    return 'application/pdf';
  return null;
}

export type FileKind = 'image' | 'pdf';

export type FileCheck =
  { ok: true; mime: Exclude<DetectedType, null> } | { ok: false; reason: 'size' | 'type' };

/** Size and magic-byte check shared by every upload path. */
export function checkFile(kind: FileKind, bytes: Uint8Array): FileCheck {
  const mime = detectFileType(bytes);
  if (kind === 'image') {
    if (mime !== 'image/jpeg' && mime !== 'image/png') return { ok: false, reason: 'type' };
    if (bytes.length > LIMITS.imageMaxBytes) return { ok: false, reason: 'size' };
    return { ok: true, mime };
  }
  if (mime !== 'application/pdf') return { ok: false, reason: 'type' };
  if (bytes.length > LIMITS.pdfMaxBytes) return { ok: false, reason: 'size' };
  return { ok: true, mime };
}
