import { checkFile } from '@shared/domain/file-signature';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import type { PickResult } from '@shared/platform';
import { TERMS_MSG } from '@shared/validation/admin';

const RULE = MEDIA_RULES.tyc;

/**
 * What a pick of the terms file leaves: nothing, a refusal ('El archivo debe ser un PDF.' for
 * anything that is not a PDF by its bytes), or the chosen file. The bytes are
 * checked again here: the screen does not trust whoever handed them over.
 */
export function termsPickOutcome(
  result: PickResult,
): { kind: 'none' } | { kind: 'refused'; text: string } | { kind: 'chosen' } {
  if (result.status === 'cancelled') return { kind: 'none' };
  const reason =
    result.status === 'rejected'
      ? result.reason
      : (() => {
          const check = checkFile(RULE.kind, result.file.bytes);
          return check.ok ? null : check.reason;
        })();
  if (reason === null) return { kind: 'chosen' };
  return { kind: 'refused', text: reason === 'size' ? RULE.peso : TERMS_MSG.soloPdf };
}

/** The server's refusal keeps its wording; any other failure is the catalogue's text. */
export function termsUploadFailureText(serverDetail: string): string {
  return serverDetail === RULE.peso || serverDetail === RULE.tipo ? serverDetail : TERMS_MSG.error;
}
