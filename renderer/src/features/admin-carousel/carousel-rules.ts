import { checkFile } from '@shared/domain/file-signature';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import type { PickResult } from '@shared/platform';
import { CAROUSEL_MSG } from '@shared/validation/admin';

const RULE = MEDIA_RULES.carrusel;

/**
 * What a pick leaves to do: nothing (cancelled), an alert in the carousel's own wording
 * ('La imagen debe pesar menos de 2MB'), or an upload. The picked bytes are checked
 * again: the form does not trust whoever handed them over.
 */
export function pickOutcome(
  result: PickResult,
): { kind: 'none' } | { kind: 'refused'; text: string } | { kind: 'upload' } {
  if (result.status === 'cancelled') return { kind: 'none' };
  if (result.status === 'rejected') {
    return { kind: 'refused', text: result.reason === 'size' ? RULE.peso : RULE.tipo };
  }
  const check = checkFile(RULE.kind, result.file.bytes);
  if (!check.ok) return { kind: 'refused', text: check.reason === 'size' ? RULE.peso : RULE.tipo };
  return { kind: 'upload' };
}

/** An upload refused by the server keeps its wording; anything else is the catalogue's text. */
export function uploadFailureText(serverDetail: string): string {
  return serverDetail === RULE.peso || serverDetail === RULE.tipo
    ? serverDetail
    : CAROUSEL_MSG.errorSubir;
}
