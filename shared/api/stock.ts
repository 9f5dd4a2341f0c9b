import { z } from 'zod';
import { NOMBRE_ENTRADA_MAX } from '../domain/catalogs';
import { STOCK_MSG } from '../texts/organiser';
import { CREATE_EVENT_MSG } from '../validation/evento';
import { idParamSchema, idSchema } from '../validation/ids';

/**
 * The stock of an event's days as its organiser changes it after creating the event
 * (docs/architecture.md, "Life of an event"): each row's quantity may go up at any time and down
 * to what is already sold or held (`minimo`), together with its price, one day at a time.
 *
 * - GET /Entrada/GetStockEvento?IdEvento= (the owner, role 2, or an administrator)
 *     -> StockEvento (every row, hidden ones too); 404 MSG.eventoNoEncontrado for others
 * - PUT /Entrada/UpdateEntradasFecha (the same) body updateEntradasFechaSchema -> StockFecha;
 *     a row's `nombre` renames it (what buyers, the door and the organiser read; optional, so the
 *     specification's body still works unchanged);
 *     400 with the field of each broken rule in `errors` (`entradas.<i>.cantidad|precio|nombre`): an
 *     early bird above its type's total or priced above it, a quantity below `minimo`, a type
 *     the day does not sell, a day left without tickets; 409 MSG.eventoNoModificable.
 *     Decided under the rows' locks, so no purchase can take what a lowering removes.
 */
export const stockFilaSchema = z.object({
  cdTipo: z.number().int(),
  /** The row's name (the catalogue's unless its organiser renamed it). */
  dsTipo: z.string(),
  precio: z.number().int(),
  /** The row's stock as offered (early bird: part of its type's total). */
  cantidad: z.number().int(),
  /** Tickets sold or held by unpaid orders. */
  ocupadas: z.number().int(),
  /** The least `cantidad` may go down to (shared/domain/stock.ts, minimoCantidad). */
  minimo: z.number().int(),
  /** Sold only with an access code (issue 14). */
  oculta: z.boolean(),
});
export type StockFila = z.infer<typeof stockFilaSchema>;

export const stockFechaSchema = z.object({
  idFecha: z.number().int(),
  entradas: z.array(stockFilaSchema),
});
export type StockFecha = z.infer<typeof stockFechaSchema>;

export const stockEventoSchema = z.object({
  idEvento: z.number().int(),
  /** By start. */
  fechas: z.array(stockFechaSchema),
});
export type StockEvento = z.infer<typeof stockEventoSchema>;

export const stockEventoQuerySchema = z.object({ IdEvento: idParamSchema });

export { NOMBRE_ENTRADA_MAX } from '../domain/catalogs';

export const updateEntradasFechaSchema = z.object({
  idFecha: idSchema,
  /** The rows to change; the day's others stay as they are. One per type. */
  entradas: z
    .array(
      z.object({
        tipo: z.number().int().min(0).max(3),
        precio: z.number().int().min(0).max(100_000_000),
        cantidad: z.number().int().min(0).max(1_000_000),
        nombre: z
          .string()
          .trim()
          .min(1, STOCK_MSG.nombreVacio)
          .max(NOMBRE_ENTRADA_MAX, STOCK_MSG.nombreLargo(NOMBRE_ENTRADA_MAX))
          .optional(),
      }),
    )
    .min(1)
    .max(4)
    .refine((e) => new Set(e.map((r) => r.tipo)).size === e.length, {
      message: CREATE_EVENT_MSG.entradaRepetida,
    }),
});
export type UpdateEntradasFechaInput = z.infer<typeof updateEntradasFechaSchema>;
