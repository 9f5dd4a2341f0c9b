import { z } from 'zod';
import { EXPORT_MSG } from '../texts/exports';
import { idParamSchema } from '../validation/ids';

/**
 * Exports for organisers (issue 14): an event's attendees and orders as a spreadsheet, CSV
 * (UTF-8 with BOM, `;`, CRLF: what Excel in Spanish opens right) or XLSX. The owner of the
 * event (role 2) or an administrator; others' events answer 404 as GetVentas does. Text cells
 * that a spreadsheet would read as a formula (=, +, -, @, tab, CR first) start with `'`.
 *
 * - GET /Evento/ExportarAsistentes?IdEvento=&Formato=csv|xlsx -> the file, attachment
 *     `asistentes-<IdEvento>.<Formato>`: one row per ticket that admits someone (paid order,
 *     not resold nor listed for resale), its holder as the door shows them (a transferred
 *     ticket is its new holder's), day, order, whether and when it got in; sorted by day and
 *     surname. 400 EXPORT_MSG.formato; 404 MSG.eventoNoEncontrado
 * - GET /Evento/ExportarOrdenes?IdEvento=&Formato=csv|xlsx -> the file, attachment
 *     `ordenes-<IdEvento>.<Formato>`: one row per order that was paid or may still be
 *     (pendiente, pagada, reembolso_pendiente, reembolsada; expired, rejected and voided ones
 *     never moved money and are left out), oldest first, amounts in whole pesos.
 */
export const EXPORT_FORMATOS = ['csv', 'xlsx'] as const;
export type ExportFormato = (typeof EXPORT_FORMATOS)[number];

export const EXPORT_MIME: Record<ExportFormato, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const exportQuerySchema = z.object({
  IdEvento: idParamSchema,
  Formato: z.enum(EXPORT_FORMATOS, { error: EXPORT_MSG.formato }),
});

export { EXPORT_MSG };
