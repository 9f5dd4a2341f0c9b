import { z } from 'zod';
import { STOCK_MSG } from '../texts/organiser';
import { TIPOS_MSG } from '../texts/organiser';
import { idParamSchema, idSchema } from '../validation/ids';
import {
  ADICIONALES_POR_DIA_MAX,
  CUPOS_POR_DIA_MAX,
  DESCRIPCION_ENTRADA_MAX,
  NOMBRE_ENTRADA_MAX,
  PERSONAS_POR_MESA_MAX,
  TIPOS_POR_DIA_MAX,
} from '../domain/catalogs';
import { LIMITS } from '../domain/limits';

/**
 * A day's ticket types as data (docs/decisions/0088-free-form-ticket-types.md): the organiser's
 * "Entradas y tandas" screen reads every row of an event's days with its tanda and the cupos it
 * shares, and saves one day as a whole list, in the order buyers see it.
 *
 * - GET /Entrada/TiposEvento?IdEvento= (the owner, role 2, or an administrator) -> TiposEvento;
 *     404 MSG.eventoNoEncontrado for others
 * - PUT /Entrada/TiposFecha (the same) body saveTiposFechaSchema -> TiposFecha: a row with
 *     `idEntrada` is changed, one without is added (after the specification's four kinds, so
 *     their `cdTipo` 0–3 keep meaning what the specification says), one left out is removed
 *     (only while nothing was sold, held, invited or waited for); steps of a tanda are the
 *     rows naming it, in list order; 400 with each broken rule at `tipos.<i>.<field>`,
 *     `cupos.<i>.<field>` or `_`, nothing saved; 409 MSG.eventoNoModificable.
 */

export {
  ADICIONALES_POR_DIA_MAX,
  CUPOS_POR_DIA_MAX,
  DESCRIPCION_ENTRADA_MAX,
  PERSONAS_POR_MESA_MAX,
  TIPOS_POR_DIA_MAX,
} from '../domain/catalogs';

export const tipoFilaSchema = z.object({
  idEntrada: z.number().int(),
  /** The row's number in its day: 0–3 the specification's kinds, 4 on the organiser's own. */
  cdTipo: z.number().int(),
  nombre: z.string(),
  admite: z.string(),
  precio: z.number().int(),
  cantidad: z.number().int(),
  /** Sold or held by unpaid orders: the least `cantidad` may go down to. */
  ocupadas: z.number().int(),
  oculta: z.boolean(),
  /** The tanda this row is a step of (its name), in list order; null when none. */
  tanda: z.string().nullable(),
  /** When this step opens even if the one before has places left. */
  abreAt: z.string().nullable(),
  /** Names of the day's cupos this row draws from. */
  cupos: z.array(z.string()),
  /** Mesas, per-order quantities and the type's own window (docs/decisions/0089-mesas-and-order-limits.md). */
  descripcion: z.string().nullable(),
  /** People one unit admits: 1 a ticket, more a mesa. */
  personas: z.number().int(),
  minPorOrden: z.number().int(),
  maxPorOrden: z.number().int().nullable(),
  ventaDesde: z.string().nullable(),
  ventaHasta: z.string().nullable(),
});
export type TipoFila = z.infer<typeof tipoFilaSchema>;

export const cupoFilaSchema = z.object({
  idCupo: z.number().int(),
  nombre: z.string(),
  cantidad: z.number().int(),
  /** Places its rows sold or hold: the least `cantidad` may go down to. */
  ocupadas: z.number().int(),
  /** The row whose quantity this cupo's size follows (the specification's type total). */
  sigue: z.string().nullable(),
});
export type CupoFila = z.infer<typeof cupoFilaSchema>;

/** An add-on of the day (docs/decisions/0090-add-ons.md): a drink combo, a locker, parking. */
export const adicionalFilaSchema = z.object({
  idAdicional: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  precio: z.number().int(),
  cantidad: z.number().int(),
  /** Sold or held: the least `cantidad` may go down to. */
  ocupadas: z.number().int(),
});
export type AdicionalFila = z.infer<typeof adicionalFilaSchema>;

export const tiposFechaSchema = z.object({
  idFecha: z.number().int(),
  inicio: z.string(),
  /** In the order buyers see them. */
  tipos: z.array(tipoFilaSchema),
  cupos: z.array(cupoFilaSchema),
  /** In the order buyers see them. */
  adicionales: z.array(adicionalFilaSchema),
});
export type TiposFecha = z.infer<typeof tiposFechaSchema>;

export const tiposEventoSchema = z.object({
  idEvento: z.number().int(),
  nombre: z.string(),
  /** By start. */
  fechas: z.array(tiposFechaSchema),
});
export type TiposEvento = z.infer<typeof tiposEventoSchema>;

export const tiposEventoQuerySchema = z.object({ IdEvento: idParamSchema });

const nombreSchema = (vacio: string) =>
  z
    .string()
    .trim()
    .min(1, vacio)
    .max(NOMBRE_ENTRADA_MAX, STOCK_MSG.nombreLargo(NOMBRE_ENTRADA_MAX));

/** A line or two under a name; empty is none (absent on an older client's save). */
const descripcionSchema = z
  .string()
  .trim()
  .max(DESCRIPCION_ENTRADA_MAX, TIPOS_MSG.descripcionLarga(DESCRIPCION_ENTRADA_MAX))
  .nullable()
  .default(null)
  .transform((d) => (d ? d : null));
const fechaOpcionalSchema = z.iso
  .datetime({ offset: true, error: TIPOS_MSG.fechaInvalida })
  .nullable()
  .default(null);

const porOrdenSchema = z
  .number()
  .int()
  .min(1, TIPOS_MSG.porOrdenRango(LIMITS.maxTicketsPerRow))
  .max(LIMITS.maxTicketsPerRow, TIPOS_MSG.porOrdenRango(LIMITS.maxTicketsPerRow));

export const saveTipoSchema = z.object({
  /** The row changed; absent for a row to add. */
  idEntrada: idSchema.optional(),
  nombre: nombreSchema(STOCK_MSG.nombreVacio),
  admite: z
    .string()
    .trim()
    .min(1, TIPOS_MSG.admiteVacio)
    .max(NOMBRE_ENTRADA_MAX, TIPOS_MSG.admiteLargo(NOMBRE_ENTRADA_MAX)),
  precio: z.number().int().min(0).max(100_000_000),
  cantidad: z.number().int().min(0).max(1_000_000),
  oculta: z.boolean(),
  tanda: z
    .string()
    .trim()
    .max(NOMBRE_ENTRADA_MAX, TIPOS_MSG.tandaLarga(NOMBRE_ENTRADA_MAX))
    .nullable()
    .transform((t) => (t ? t : null)),
  abreAt: z.iso.datetime({ offset: true, error: TIPOS_MSG.fechaInvalida }).nullable(),
  cupos: z.array(z.string().trim().max(NOMBRE_ENTRADA_MAX)).max(CUPOS_POR_DIA_MAX),
  // Absent on a row saved by an older client: a plain ticket, as before.
  descripcion: descripcionSchema,
  personas: z
    .number()
    .int()
    .min(1, TIPOS_MSG.personasRango(PERSONAS_POR_MESA_MAX))
    .max(PERSONAS_POR_MESA_MAX, TIPOS_MSG.personasRango(PERSONAS_POR_MESA_MAX))
    .default(1),
  minPorOrden: porOrdenSchema.default(1),
  maxPorOrden: porOrdenSchema.nullable().default(null),
  ventaDesde: fechaOpcionalSchema,
  ventaHasta: fechaOpcionalSchema,
});
export type SaveTipo = z.infer<typeof saveTipoSchema>;
export type SaveTipoInput = z.input<typeof saveTipoSchema>;

export const saveCupoSchema = z.object({
  idCupo: idSchema.optional(),
  nombre: nombreSchema(TIPOS_MSG.cupoVacio),
  cantidad: z.number().int().min(0).max(1_000_000),
});
export type SaveCupo = z.infer<typeof saveCupoSchema>;

export const saveAdicionalSchema = z.object({
  /** The add-on changed; absent for one to add. */
  idAdicional: idSchema.optional(),
  nombre: nombreSchema(TIPOS_MSG.adicionalVacio),
  descripcion: descripcionSchema,
  precio: z.number().int().min(0).max(100_000_000),
  cantidad: z.number().int().min(0).max(1_000_000),
});
export type SaveAdicional = z.infer<typeof saveAdicionalSchema>;

export const saveTiposFechaSchema = z.object({
  idFecha: idSchema,
  tipos: z
    .array(saveTipoSchema)
    .min(1)
    .max(TIPOS_POR_DIA_MAX, TIPOS_MSG.demasiadosTipos(TIPOS_POR_DIA_MAX)),
  cupos: z
    .array(saveCupoSchema)
    .max(CUPOS_POR_DIA_MAX, TIPOS_MSG.demasiadosCupos(CUPOS_POR_DIA_MAX)),
  /** The day's whole list of add-ons; absent (an older client): left as they are. */
  adicionales: z
    .array(saveAdicionalSchema)
    .max(ADICIONALES_POR_DIA_MAX, TIPOS_MSG.demasiadosAdicionales(ADICIONALES_POR_DIA_MAX))
    .optional(),
});
export type SaveTiposFecha = z.infer<typeof saveTiposFechaSchema>;
/** As a client writes it: the fields rows gained later may be left out. */
export type SaveTiposFechaInput = z.input<typeof saveTiposFechaSchema>;
