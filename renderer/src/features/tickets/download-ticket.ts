import type { SaveResult } from '@shared/platform';
import { downloadFile } from '../../api/download-file';

/** GET /Entrada/Descargar: the ticket's PDF, saved as entrada-<id>.pdf. */
export function downloadTicket(idTicket: number): Promise<SaveResult> {
  return downloadFile('/Entrada/Descargar', { idTicket }, `entrada-${idTicket}.pdf`);
}
