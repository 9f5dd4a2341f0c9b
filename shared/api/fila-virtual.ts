import { z } from 'zod';
import { INT4_MAX, idParamSchema } from '../validation/ids';

/**
 * Contract of the virtual queue of high-demand days (issue 12;
 * docs/decisions/0049-virtual-queue.md). Screen texts: shared/texts/fila-virtual.ts.
 *
 * - POST /FilaVirtual/Unirme {idFecha} (role 0) -> FilaVirtualEstado. Idempotent: one place
 *     per account and day, so joining again (a refresh, another tab or device) answers the
 *     same place. Only when the account's admission ran out does joining again put it back
 *     at the end of the line. 404 MSG.eventoNoEncontrado (unknown day, or an event not
 *     approved), 409 FILA_MSG.sinFila (not a high-demand day) / FILA_MSG.ventaTerminada.
 * - GET /FilaVirtual/Estado?IdFecha= (role 0) -> FilaVirtualEstado, `enFila` false when the
 *     account has not joined. Polled by the queue page; marks the admission the first time
 *     it finds the account's turn has come, and answers its token while it lasts.
 * - POST /Orden/CrearOrden: an order with an item of a high-demand day needs the header
 *     `x-admision` with that day's admission token for the same account (several days:
 *     the tokens separated by commas); otherwise 403 FILA_MSG.admisionRequerida, or
 *     FILA_MSG.admisionVencida for an expired one. Nothing is stored on a refusal.
 */

/** The header an order carries its admission tokens in. */
export const ADMISION_HEADER = 'x-admision';

/** How often the queue page asks for its status. */
export const FILA_POLL_MS = 5000;

export const FILA_MSG = {
  sinFila: 'Esta fecha no tiene fila virtual: podés comprar tus entradas directamente.',
  ventaTerminada: 'La venta de entradas para esta fecha ya terminó.',
  admisionRequerida: 'Para comprar en esta fecha tenés que pasar por la fila virtual.',
  admisionVencida:
    'Tu turno para comprar en esta fecha terminó. Volvé a la fila virtual para comprar.',
} as const;

export const unirmeFilaSchema = z.object({
  idFecha: z.number({ error: 'Debe ser un número.' }).int().positive().max(INT4_MAX),
});

export type UnirmeFilaPayload = z.input<typeof unirmeFilaSchema>;

export const estadoFilaQuerySchema = z.object({
  IdFecha: idParamSchema,
});

export const filaVirtualEstadoSchema = z.object({
  idFecha: z.number(),
  idEvento: z.number(),
  /** The event's name and the day's start (ISO), for the page's heading. */
  evento: z.string(),
  dia: z.string(),
  /** When the day's sale opens (ISO, the day's inicioVenta): the draw's moment. */
  apertura: z.string(),
  /** The sale has opened: places are drawn and people are being admitted. */
  abierta: z.boolean(),
  /** The account has a place in this day's queue. */
  enFila: z.boolean(),
  /** The account's place in the line (1 = first); null until the draw at the opening. */
  lugar: z.number().nullable(),
  /** People ahead not yet admitted, plus one; null before the opening and once admitted. */
  posicion: z.number().nullable(),
  /** Minutes until the turn comes at the admission rate; null when posicion is. */
  estimadoMinutos: z.number().nullable(),
  /** The account's turn has come and its admission still lasts. */
  admitido: z.boolean(),
  /** The admission token CrearOrden asks for (header x-admision) while admitido. */
  token: z.string().nullable(),
  /** When the admission ends (ISO); set once admitted, also after it ran out. */
  expira: z.string().nullable(),
  /** The admission ran out: joining again puts the account at the end of the line. */
  vencida: z.boolean(),
});
export type FilaVirtualEstado = z.infer<typeof filaVirtualEstadoSchema>;
