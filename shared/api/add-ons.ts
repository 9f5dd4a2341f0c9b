import { z } from 'zod';
import { idParamSchema } from '../validation/ids';

/**
 * Add-ons as buyers see them (docs/decisions/0090-add-ons.md): a drink combo, a locker, parking,
 * bought at checkout with a day's tickets, each going with one ticket.
 *
 * - GET /Entrada/AdicionalesFecha?IdFecha= (public; 404 MSG.noEncontrado for a day the caller
 *     may not see) -> AdicionalView[] in the organiser's order, `disponibles` never below 0
 * - POST /Orden/CrearOrden's `adicionales` (shared/api/checkout.ts) buys them.
 */
export const adicionalViewSchema = z.object({
  idAdicional: z.number(),
  idFecha: z.number(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  precio: z.number(),
  disponibles: z.number(),
});
export type AdicionalView = z.infer<typeof adicionalViewSchema>;

export const adicionalesFechaQuerySchema = z.object({ IdFecha: idParamSchema });
