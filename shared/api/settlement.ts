import { z } from 'zod';
import { SETTLEMENT_TEXT } from '../texts/settlement';
import { idParamSchema } from '../validation/ids';

/**
 * The settlement of an event (liquidación, issue 14): per day and ticket type, what the
 * tickets brought in and what went back, down to what Pulso owes the organiser. Whole pesos;
 * every row's figures sum to the totals exactly, and the totals to the orders
 * (docs/decisions/0042-settlement.md defines each figure).
 *
 * - GET /Evento/GetLiquidacion?IdEvento= (the event's owner, role 2, or an administrator)
 *     -> Liquidacion; 404 MSG.eventoNoEncontrado for anyone else's event
 * - GET /Evento/DescargarLiquidacion?IdEvento= (the same) -> application/pdf, attachment
 *     `liquidacion-<IdEvento>.pdf`: the same figures, with the notes on what each means
 */
export { SETTLEMENT_TEXT };

export const liquidacionQuerySchema = z.object({
  IdEvento: idParamSchema,
});

const pesos = z.number().int();
const cantidad = z.number().int().nonnegative();

/**
 * The figures of a row (and of the totals). Every amount is the ticket part: the service fee
 * is Pulso's and only shown (`cargos`).
 * neto = bruto − descuentos − reembolsos − arrepentimientos + saldoReventas − aDevolver.
 */
export const liquidacionCifrasSchema = z.object({
  /** Tickets of first sales ever paid (later refunds included: the gross). */
  vendidas: cantidad,
  /** Those tickets at the price each was sold for. */
  bruto: pesos,
  /** What discount codes took off them. */
  descuentos: pesos,
  /** Ticket money given back (confirmed) on request after a change, or by a cancellation. */
  reembolsos: pesos,
  /** Ticket money given back (confirmed) through the withdrawal button. */
  arrepentimientos: pesos,
  /** Tickets resold through the wait list, and what their buyers paid for them (no fee). */
  revendidas: cantidad,
  reventas: pesos,
  /** `reventas` less what went back to the sellers (confirmed): 0 once a resale settles. */
  saldoReventas: pesos,
  /** Ticket money on its way back to buyers (the provider has not confirmed it yet). */
  aDevolver: pesos,
  /** Service fees buyers paid Pulso (shown, not owed to the organiser). */
  cargos: pesos,
  /** What Pulso owes the organiser. */
  neto: pesos,
  /** Guest-list places (free through Pulso: no money). */
  invitados: cantidad,
});
export type LiquidacionCifras = z.infer<typeof liquidacionCifrasSchema>;

export const liquidacionFilaSchema = liquidacionCifrasSchema.extend({
  idFecha: z.number().int(),
  /** The day's start (ISO); screens write it es-AR. */
  dia: z.string(),
  cdTipo: z.number().int(),
  dsTipo: z.string(),
  /**
   * A row of an add-on of the day (docs/decisions/0090-add-ons.md): `dsTipo` is its name,
   * `cdTipo` -1, `vendidas` its units. Absent on ticket rows.
   */
  adicional: z.literal(true).optional(),
});
export type LiquidacionFila = z.infer<typeof liquidacionFilaSchema>;

/** Who is paid and where: the event owner's profile ('' where they have not said). */
export const liquidacionOrganizadorSchema = z.object({
  /** Name and surname. */
  nombre: z.string(),
  /** 11 digits. */
  cuit: z.string(),
  /** 22 digits. */
  cbu: z.string(),
  aliasCbu: z.string(),
  banco: z.string(),
});
export type LiquidacionOrganizador = z.infer<typeof liquidacionOrganizadorSchema>;

export const liquidacionSchema = z.object({
  idEvento: z.number().int(),
  nombre: z.string(),
  organizador: liquidacionOrganizadorSchema,
  /** When these figures were read (ISO). */
  generadaAt: z.string(),
  /** Every day and ticket type of the event, by day then type; also those with no sales. */
  filas: z.array(liquidacionFilaSchema),
  /** The sum of the rows, figure by figure. */
  totales: liquidacionCifrasSchema,
  /**
   * What the productora owes each RRPP of the event (docs/decisions/0092-rrpp.md), from the
   * same orders: their sales that stand, what buyers paid for them and the commission. Empty
   * for an event without RRPP sales or rules.
   */
  rrpp: z.array(
    z.object({
      idUsuario: z.number().int(),
      nombre: z.string(),
      entradas: cantidad,
      importe: pesos,
      comision: pesos,
    }),
  ),
  /** The sum of the RRPP's commissions. */
  comisionesRrpp: pesos,
  /** What stays with the productora: `totales.neto` less the RRPP's commissions. */
  netoTrasComisiones: pesos,
  /**
   * Sales at the door's box office (docs/decisions/0094-box-office.md): collected by the
   * productora in cash or to its own account, so outside every figure above (Pulso owes
   * nothing for them); shown for the whole night's picture.
   */
  ventasPuerta: z.object({
    entradas: cantidad,
    efectivo: pesos,
    transferencia: pesos,
    total: pesos,
  }),
});
export type Liquidacion = z.infer<typeof liquidacionSchema>;

/** The figures in the order the screen and the PDF show them. */
export const LIQUIDACION_COLUMNAS = [
  'vendidas',
  'bruto',
  'descuentos',
  'reembolsos',
  'arrepentimientos',
  'revendidas',
  'reventas',
  'saldoReventas',
  'aDevolver',
  'neto',
  'cargos',
] as const satisfies ReadonlyArray<keyof LiquidacionCifras>;

/** Figures that count tickets (the rest are pesos). */
export const LIQUIDACION_CANTIDADES: ReadonlySet<keyof LiquidacionCifras> = new Set([
  'vendidas',
  'revendidas',
  'invitados',
]);
