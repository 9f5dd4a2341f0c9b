import { z } from 'zod';
import { CODIGO_RULE, CODIGO_TIPOS, normaliseCodigo, type CodigoTipo } from '../domain/discounts';

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
 *     reason in CODIGO_MSG
 * - POST /Orden/CrearOrden accepts `codigo`; the order answers `descuento` and `codigo`.
 */
export const CODIGO_MSG = {
  formato:
    'El código debe tener entre 3 y 20 letras, números o guiones, sin espacios ni otros signos.',
  valorPositivo: 'El descuento debe ser mayor que cero.',
  porcentajeMaximo: 'Un descuento por porcentaje no puede superar el 100 %.',
  montoMayorQuePrecio:
    'El descuento no puede ser mayor que el precio de las entradas a las que se aplica.',
  usosPositivos: 'La cantidad de usos debe ser al menos 1.',
  vigenciaInvalida: 'La fecha de fin de la vigencia debe ser posterior a la de inicio.',
  tipoInvalido: 'Elegí porcentaje o monto fijo.',
  repetido: (codigo: string) => `Ya existe el código ${codigo} para este evento.`,
  noExiste: 'Ese código no existe para este evento.',
  agotado: 'Ese código ya se usó todas las veces permitidas.',
  vencido: 'Ese código ya no está vigente.',
  futuro: 'Ese código todavía no está vigente.',
  inactivo: 'Ese código fue desactivado por el organizador.',
  sinEntradasAplicables: 'Ese código no se aplica a las entradas que elegiste.',
  codigoNoEncontrado: 'No se encontró el código.',
  // Screens
  titulo: 'Códigos de descuento',
  campoCheckout: 'Código de descuento',
  aplicar: 'Aplicar',
  quitar: 'Quitar',
  descuento: (codigo: string) => `Descuento (${codigo})`,
  crear: 'Crear código',
  desactivar: 'Desactivar',
  usos: 'Usos',
  sinCodigos: 'Este evento todavía no tiene códigos de descuento.',
  // Checkout (/comprar)
  escribiCodigo: 'Escribí un código.',
  aplicado: (codigo: string) => `Código ${codigo} aplicado.`,
  errorValidar: 'No pudimos revisar el código. Probá de nuevo en un momento.',
  // The organiser's page (/codigos/:eventoId)
  cargando: 'Cargando códigos...',
  error: 'No pudimos cargar los códigos. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  volver: 'Volver',
  tabla: 'Códigos de descuento del evento',
  columnas: {
    codigo: 'Código',
    tipo: 'Tipo',
    valor: 'Valor',
    usos: 'Usos',
    vigencia: 'Vigencia',
    entradas: 'Entradas',
    estado: 'Estado',
    acciones: 'Acciones',
  },
  tipos: { porcentaje: 'Porcentaje', monto: 'Monto fijo' },
  porcentaje: (valor: number) => `${valor}\u00a0%`,
  usosDe: (usos: string, max: string) => `${usos} / ${max}`,
  siempre: 'Siempre',
  vigenciaDesde: (desde: string) => `Desde ${desde}`,
  vigenciaHasta: (hasta: string) => `Hasta ${hasta}`,
  vigenciaEntre: (desde: string, hasta: string) => `${desde} al ${hasta}`,
  todas: 'Todas',
  activo: 'Activo',
  desactivado: 'Desactivado',
  desactivarCodigo: (codigo: string) => `Desactivar ${codigo}`,
  confirmarDesactivar: (codigo: string) =>
    `¿Desactivar el código ${codigo}? Nadie más va a poder usarlo y no se puede volver a activar.`,
  cancelar: 'Cancelar',
  desactivadoAviso: (codigo: string) => `Desactivaste el código ${codigo}.`,
  // The create form
  nuevoTitulo: 'Nuevo código',
  campoCodigo: 'Código',
  campoCodigoAyuda: 'Entre 3 y 20 letras, números o guiones. Se guarda en mayúsculas.',
  campoTipo: 'Tipo',
  campoValor: 'Valor',
  campoValorAyuda: {
    porcentaje: 'Porcentaje que se descuenta, de 1 a 100.',
    monto: 'Pesos que se descuentan del total de esas entradas.',
  },
  campoMaxUsos: 'Usos máximos',
  campoMaxUsosAyuda: 'Vacío: sin límite.',
  campoDesde: 'Desde',
  campoHasta: 'Hasta',
  campoVigenciaAyuda: 'Vacías: vale siempre. "Hasta" incluye todo ese día.',
  campoEntradas: 'Entradas a las que se aplica',
  campoEntradasAyuda: 'Sin marcar ninguna: todas.',
  creado: (codigo: string) => `Creaste el código ${codigo}.`,
} as const;

export type CodigoRechazo = 'noExiste' | 'agotado' | 'vencido' | 'futuro' | 'inactivo';

const optionalInstant = z
  .string()
  .datetime({ offset: true, error: 'Fecha inválida.' })
  .nullish()
  .transform((v) => v ?? null);

export const crearCodigoSchema = z
  .object({
    idEvento: z.number().int().positive(),
    codigo: z
      .string()
      .transform(normaliseCodigo)
      .refine((c) => CODIGO_RULE.test(c), CODIGO_MSG.formato),
    tipo: z.enum(CODIGO_TIPOS, { error: CODIGO_MSG.tipoInvalido }),
    valor: z
      .number({ error: CODIGO_MSG.valorPositivo })
      .int(CODIGO_MSG.valorPositivo)
      .positive(CODIGO_MSG.valorPositivo)
      .max(100_000_000),
    maxUsos: z
      .number()
      .int(CODIGO_MSG.usosPositivos)
      .min(1, CODIGO_MSG.usosPositivos)
      .max(1_000_000)
      .nullish()
      .transform((v) => v ?? null),
    desde: optionalInstant,
    hasta: optionalInstant,
    /** Ticket types it applies to (0–3); empty or absent: every type. */
    tiposEntrada: z
      .array(z.number().int().min(0).max(3))
      .max(4)
      .optional()
      .transform((v) => [...new Set(v ?? [])].sort()),
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
  IdEvento: z.coerce.number().int().positive().max(2_147_483_647),
});
export const validarCodigoQuerySchema = codigosQuerySchema.extend({
  Codigo: z.string().max(100).transform(normaliseCodigo),
});
export const desactivarCodigoSchema = z.object({
  idCodigo: z.number().int().positive().max(2_147_483_647),
});

export interface CodigoView {
  idCodigo: number;
  idEvento: number;
  codigo: string;
  tipo: CodigoTipo;
  valor: number;
  maxUsos: number | null;
  /** Pending and paid orders that used it. */
  usos: number;
  desde: string | null;
  hasta: string | null;
  tiposEntrada: number[];
  activo: boolean;
  createdAt: string;
}

/** What the checkout needs to show a code's discount before the order is made. */
export interface CodigoAplicable {
  codigo: string;
  tipo: CodigoTipo;
  valor: number;
  tiposEntrada: number[];
}
