import { z } from 'zod';
import { CODIGO_MSG } from '../texts/codigos';
import { entradaViewSchema } from './discovery';
import { CD_TIPO_MAX, TIPOS_POR_DIA_MAX } from '../domain/catalogs';
import { CODIGO_RULE, CODIGO_TIPOS, normaliseCodigo } from '../domain/discounts';
import { idParamSchema, idSchema } from '../validation/ids';

/**
 * Discount codes (issue 14). An event's owner (or an administrator) creates codes for it; a
 * buyer types one at /comprar and the server applies it (shared/domain/discounts.ts), never
 * the client's figure. A code's uses count pending and paid orders; an order that expires or
 * is refused gives its use back, so the last use goes to exactly one buyer even racing.
 *
 * - POST /Codigo/CrearCodigo (owner, role 2, or administrator) body CrearCodigoPayload
 *     -> 201 CodigoView; 400 CODIGO_MSG (nothing stored); 404 MSG.eventoNoEncontrado for
 *     others' events; 409 CODIGO_MSG.repetido
 * - GET /Codigo/GetCodigos?IdEvento= (owner or administrator) -> CodigoView[] (newest first)
 * - POST /Codigo/DesactivarCodigo body {idCodigo} (owner or administrator) -> CodigoView
 * - GET /Codigo/Validar?IdEvento=&Codigo= (signed in) -> CodigoAplicable; 404 / 409 with the
 *     reason in CODIGO_MSG. For an access code (tipo 'acceso') it lists the hidden rows it opens.
 * - GET /Codigo/GetEntradas?IdEvento= (owner or administrator) -> EntradaOcultable[]: every
 *     ticket row of the event with whether it is hidden
 * - POST /Codigo/OcultarEntrada body {idEntrada, oculta} (owner or administrator) ->
 *     EntradaOcultable; a hidden row leaves the event page and /comprar sells it only with an
 *     access code of its type (403 CODIGO_MSG.necesitaCodigo otherwise)
 * - POST /Orden/CrearOrden accepts `codigo`; the order answers `descuento` and `codigo`.
 */
export { CODIGO_MSG };

export type CodigoRechazo = 'noExiste' | 'agotado' | 'vencido' | 'futuro' | 'inactivo';

const optionalInstant = z
  .string()
  .datetime({ offset: true, error: 'Fecha inválida.' })
  .nullish()
  .transform((v) => v ?? null);

export const crearCodigoSchema = z
  .object({
    idEvento: idSchema,
    codigo: z
      .string()
      .transform(normaliseCodigo)
      .refine((c) => CODIGO_RULE.test(c), CODIGO_MSG.formato),
    tipo: z.enum(CODIGO_TIPOS, { error: CODIGO_MSG.tipoInvalido }),
    /** Absent or 0 for an access code, which takes nothing off. */
    valor: z
      .number({ error: CODIGO_MSG.valorPositivo })
      .int(CODIGO_MSG.valorPositivo)
      .min(0, CODIGO_MSG.valorPositivo)
      .max(100_000_000)
      .nullish()
      .transform((v) => v ?? 0),
    maxUsos: z
      .number()
      .int(CODIGO_MSG.usosPositivos)
      .min(1, CODIGO_MSG.usosPositivos)
      .max(1_000_000)
      .nullish()
      .transform((v) => v ?? null),
    desde: optionalInstant,
    hasta: optionalInstant,
    /** Ticket types it applies to (rows' numbers in their days); empty or absent: every type. */
    tiposEntrada: z
      .array(z.number().int().min(0).max(CD_TIPO_MAX))
      .max(TIPOS_POR_DIA_MAX)
      .optional()
      .transform((v) => [...new Set(v ?? [])].sort()),
    /** An RRPP of the event's productora whose code it is (docs/decisions/0092-rrpp.md). */
    idRrpp: idSchema.nullish().transform((v) => v ?? null),
  })
  .refine((c) => c.tipo === 'acceso' || c.valor > 0, {
    message: CODIGO_MSG.valorPositivo,
    path: ['valor'],
  })
  .refine((c) => c.tipo !== 'acceso' || c.valor === 0, {
    message: CODIGO_MSG.accesoSinValor,
    path: ['valor'],
  })
  .refine((c) => c.tipo !== 'porcentaje' || c.valor <= 100, {
    message: CODIGO_MSG.porcentajeMaximo,
    path: ['valor'],
  })
  .refine((c) => !c.desde || !c.hasta || new Date(c.desde) < new Date(c.hasta), {
    message: CODIGO_MSG.vigenciaInvalida,
    path: ['hasta'],
  });

export type CrearCodigoPayload = z.input<typeof crearCodigoSchema>;

export const codigosQuerySchema = z.object({
  IdEvento: idParamSchema,
});
export const validarCodigoQuerySchema = codigosQuerySchema.extend({
  Codigo: z.string().max(100).transform(normaliseCodigo),
});
export const desactivarCodigoSchema = z.object({
  idCodigo: idSchema,
});

export const codigoViewSchema = z.object({
  idCodigo: z.number(),
  idEvento: z.number(),
  codigo: z.string(),
  tipo: z.enum(CODIGO_TIPOS),
  valor: z.number(),
  maxUsos: z.number().nullable(),
  /** Pending and paid orders that used it. */
  usos: z.number(),
  desde: z.string().nullable(),
  hasta: z.string().nullable(),
  tiposEntrada: z.array(z.number()),
  activo: z.boolean(),
  createdAt: z.string(),
  /** The RRPP whose code it is, when it is one's. */
  rrpp: z.string().optional(),
});
export type CodigoView = z.infer<typeof codigoViewSchema>;

/** What the checkout needs to show a code's discount before the order is made. */
export const codigoAplicableSchema = z.object({
  codigo: z.string(),
  /** 'rrpp': an RRPP's code (docs/decisions/0092-rrpp.md), no discount; `rrpp` names them. */
  tipo: z.enum([...CODIGO_TIPOS, 'rrpp']),
  valor: z.number(),
  tiposEntrada: z.array(z.number()),
  /** Access codes: the hidden rows it opens, per day (with what is still available). */
  ocultas: z.array(z.object({ idFecha: z.number(), entrada: entradaViewSchema })),
  rrpp: z.string().optional(),
});
export type CodigoAplicable = z.infer<typeof codigoAplicableSchema>;

export const ocultarEntradaSchema = z.object({
  idEntrada: idSchema,
  oculta: z.boolean(),
});

/** A ticket row of the event as the organiser's codes page lists it. */
export const entradaOcultableSchema = z.object({
  idEntrada: z.number(),
  idFecha: z.number(),
  inicio: z.string(),
  cdTipo: z.number(),
  dsTipo: z.string(),
  precio: z.number(),
  oculta: z.boolean(),
});
export type EntradaOcultable = z.infer<typeof entradaOcultableSchema>;
