import { apportion } from './apportion';

/**
 * Discount codes (issue 14): the one rule for what a code takes off a purchase. The server
 * charges it; the checkout's summary shows the same figure.
 *
 * - A code applies to the lines of its ticket types (none listed: every type).
 * - `porcentaje`: that share of those lines' subtotal, rounded to whole pesos.
 * - `monto`: that many pesos off those lines' subtotal, never more than it: a price never
 *   goes below zero.
 * - `acceso` (an access code): takes nothing off; it unlocks the event's hidden ticket rows of
 *   its types (none listed: every hidden row), for presales and sponsors. An order carries one
 *   code, so an access code and a discount code are not combined.
 * The service fee is charged on what is left (shared/domain/fees.ts).
 */
export const CODIGO_TIPOS = ['porcentaje', 'monto', 'acceso'] as const;
export type CodigoTipo = (typeof CODIGO_TIPOS)[number];

export interface DiscountRule {
  /** 'rrpp': an RRPP's code (docs/decisions/0092-rrpp.md), which takes nothing off. */
  tipo: CodigoTipo | 'rrpp';
  valor: number;
  /** Ticket types it applies to; empty: all. */
  tiposEntrada: ReadonlyArray<number>;
}

export interface PricedLine {
  cdTipo: number;
  precio: number;
  cantidad: number;
}

/** Whole pesos the code takes off these lines. */
export function discountOf(rule: DiscountRule, lines: ReadonlyArray<PricedLine>): number {
  const eligible = lines
    .filter((l) => rule.tiposEntrada.length === 0 || rule.tiposEntrada.includes(l.cdTipo))
    .reduce((sum, l) => sum + l.precio * l.cantidad, 0);
  if (eligible <= 0 || rule.tipo === 'acceso' || rule.tipo === 'rrpp') return 0;
  const off = rule.tipo === 'porcentaje' ? Math.round((eligible * rule.valor) / 100) : rule.valor;
  return Math.max(0, Math.min(off, eligible));
}

/**
 * What an order's discount took off each of its lines (whole pesos, summing to it exactly):
 * split over the lines of the code's types by their amounts (apportion), or over every line
 * when none is of them. The receipt (shared/domain/receipt.ts) splits an order with it.
 */
export function lineDiscounts(
  descuento: number,
  lines: ReadonlyArray<{ cdTipo: number; importe: number }>,
  tiposCodigo: ReadonlyArray<number> | null,
): number[] {
  const applies = (l: { cdTipo: number }) => !tiposCodigo?.length || tiposCodigo.includes(l.cdTipo);
  const eligible = lines.some(applies) ? lines.map((l) => (applies(l) ? l.importe : 0)) : null;
  return apportion(descuento, eligible ?? lines.map((l) => l.importe));
}

/** Whether a code opens a hidden ticket row of this type. */
export const unlocksTipo = (rule: Pick<DiscountRule, 'tipo' | 'tiposEntrada'>, cdTipo: number) =>
  rule.tipo === 'acceso' && (rule.tiposEntrada.length === 0 || rule.tiposEntrada.includes(cdTipo));

/** What buyers type is compared upper-cased and without surrounding spaces. */
export const normaliseCodigo = (codigo: string) => codigo.trim().toUpperCase();

/** A code as organisers write it (after normaliseCodigo): letters, digits and dashes. */
export const CODIGO_RULE = /^[A-Z0-9][A-Z0-9-]{2,19}$/;
