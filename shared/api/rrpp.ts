import { z } from 'zod';
import { COMISION_MODOS, RRPP_VIAS } from '../domain/equipo';
import { CD_TIPO_MAX } from '../domain/catalogs';
import { RRPP_MSG } from '../texts/rrpp';
import { idParamSchema, idSchema } from '../validation/ids';

/**
 * RRPP: the productora's members who sell with their own link and code and earn a commission
 * (docs/decisions/0092-rrpp.md). Figures are whole pesos read from the orders, never counters.
 *
 * - GET /Rrpp/Ranking?IdEvento= (a member who sees sales: owner, dueño, productor, analista)
 *     -> RrppCifras[]: every RRPP of the event's productora, best seller first
 * - GET /Rrpp/DelEvento?IdEvento= (who makes the event's codes) -> the productora's RRPP
 *     ({idUsuario, nombre, slug}[]): a discount code may be one's
 * - GET /Rrpp/Comisiones?IdEvento= (who edits the event's prices: owner, dueño, productor)
 *     -> ComisionesEvento: the productora's RRPP, the event's types and the rules
 * - PUT /Rrpp/Comisiones body {idEvento, idUsuario, reglas} (the same) -> ComisionesEvento;
 *     replaces that RRPP's rules on the event; 400 RRPP_MSG on a bad rule, 404 noEsRrpp
 * - GET /Rrpp/MisEventos (signed in) -> MiRrppEvento[]: the events the caller sells as RRPP,
 *     with their link, their code and their own figures
 */

export const rrppCifrasSchema = z.object({
  idUsuario: z.number(),
  nombre: z.string(),
  /** Their link's slug; null for someone who sold before leaving the RRPP role. */
  slug: z.string().nullable(),
  /** Paid orders that stand (nothing given back). */
  ordenes: z.number(),
  /** Units sold in them (a mesa counts once, as in the settlement). */
  entradas: z.number(),
  /** What buyers paid for those tickets after discounts (service fee apart). */
  importe: z.number(),
  comision: z.number(),
  /** Guests on their list, and those who got in. */
  invitados: z.number(),
  ingresaron: z.number(),
});
export type RrppCifras = z.infer<typeof rrppCifrasSchema>;

export const rrppEventoQuerySchema = z.object({ IdEvento: idParamSchema });

export const comisionReglaSchema = z
  .object({
    /** null: every type without a rule of its own. */
    cdTipo: z.number().int().min(0).max(CD_TIPO_MAX).nullable(),
    modo: z.enum(COMISION_MODOS, { error: RRPP_MSG.modoInvalido }),
    valor: z
      .number({ error: RRPP_MSG.valorInvalido })
      .int(RRPP_MSG.valorInvalido)
      .min(0, RRPP_MSG.valorInvalido)
      .max(10_000_000, RRPP_MSG.valorInvalido),
  })
  .refine((r) => r.modo !== 'porcentaje' || r.valor <= 100, {
    message: RRPP_MSG.porcentajeInvalido,
    path: ['valor'],
  });
export type ComisionReglaInput = z.infer<typeof comisionReglaSchema>;

export const guardarComisionesSchema = z.object({
  idEvento: idSchema,
  idUsuario: idSchema,
  reglas: z
    .array(comisionReglaSchema)
    .max(200)
    .refine((rs) => new Set(rs.map((r) => r.cdTipo ?? -1)).size === rs.length, {
      message: RRPP_MSG.tipoRepetido,
    }),
});
export type GuardarComisiones = z.infer<typeof guardarComisionesSchema>;

export const comisionesEventoSchema = z.object({
  idEvento: z.number(),
  rrpp: z.array(z.object({ idUsuario: z.number(), nombre: z.string(), slug: z.string() })),
  /** The event's types by number (the first day's name for each). */
  tipos: z.array(z.object({ cdTipo: z.number(), nombre: z.string() })),
  reglas: z.array(
    z.object({
      idUsuario: z.number(),
      cdTipo: z.number().nullable(),
      modo: z.enum(COMISION_MODOS),
      valor: z.number(),
    }),
  ),
});
export type ComisionesEvento = z.infer<typeof comisionesEventoSchema>;

export const miRrppEventoSchema = z.object({
  idEvento: z.number(),
  nombre: z.string(),
  /** The first day's start (ISO). */
  inicio: z.string().nullable(),
  productora: z.string(),
  slug: z.string(),
  /** The link they share: the event's page with their slug (rrppEnlace). */
  enlace: z.string(),
  /** Their code: the slug, upper-cased, typed in the checkout's code field. */
  codigo: z.string(),
  cifras: rrppCifrasSchema,
  reglas: comisionesEventoSchema.shape.reglas,
  /** The event's types by number, so the rules name them. */
  tipos: comisionesEventoSchema.shape.tipos,
});
export type MiRrppEvento = z.infer<typeof miRrppEventoSchema>;

/** How a sale became an RRPP's, as an order shows it. */
export const rrppVentaSchema = z.object({
  nombre: z.string(),
  via: z.enum(RRPP_VIAS),
});
export type RrppVenta = z.infer<typeof rrppVentaSchema>;

/** The link an RRPP shares: the event's page with their slug. */
export function rrppEnlace(siteUrl: string, idEvento: number, slug: string): string {
  return `${siteUrl.replace(/\/$/, '')}/evento/${idEvento}?rrpp=${encodeURIComponent(slug)}`;
}
