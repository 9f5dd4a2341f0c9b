import { TIPO_ENTRADA } from './catalogs';

/**
 * Availability of a day's ticket rows (entradas). An early-bird quantity is part of its
 * type's total, not added to it (docs/architecture.md, "Where each rule lives"): the regular row's
 * `cantidad` is the type's whole stock, and early-bird tickets sold use it up too. So
 * - regular: cantidad − its sold − early-bird sold;
 * - early bird: the least of its own rest and the type's rest.
 * `vendidas` counts tickets sold or held by pending orders. Never below 0.
 */
export interface StockRow {
  cdTipo: number;
  cantidad: number;
  vendidas: number;
}

/** A ticket type code (TIPO_ENTRADA): 0 general, 1 general early bird, 2 VIP, 3 VIP early bird. */
export type TipoEntrada = (typeof TIPO_ENTRADA)[keyof typeof TIPO_ENTRADA];

/**
 * The early-bird ↔ regular pairing of ticket types, written only here (docs/architecture.md,
 * "Where each rule lives"): each early-bird type is part of one regular type's total ("General
 * Early Bird" ↔ "General", "VIP Early Bird" ↔ "VIP"). Stock, the event forms, their validation, the
 * server's stock and price rules and the demo seed all read it through the functions below.
 */
export const EARLY_BIRD_PAIRS: ReadonlyArray<{ earlyBird: TipoEntrada; regular: TipoEntrada }> = [
  { earlyBird: TIPO_ENTRADA.GENERAL_EARLY_BIRD, regular: TIPO_ENTRADA.GENERAL },
  { earlyBird: TIPO_ENTRADA.VIP_EARLY_BIRD, regular: TIPO_ENTRADA.VIP },
];

/** The regular type whose total an early-bird type is part of (undefined for regular types). */
export const regularTypeOf = (cdTipo: number): TipoEntrada | undefined =>
  EARLY_BIRD_PAIRS.find((p) => p.earlyBird === cdTipo)?.regular;
/** The early-bird type that is part of this regular type's total (undefined for early birds). */
export const earlyBirdTypeOf = (cdTipo: number): TipoEntrada | undefined =>
  EARLY_BIRD_PAIRS.find((p) => p.regular === cdTipo)?.earlyBird;
/** Whether the type is an early bird (part of a regular type's total). */
export const isEarlyBird = (cdTipo: number): boolean => regularTypeOf(cdTipo) !== undefined;

/** Tickets still available in one row of a day, given all that day's rows. */
export function availableOf(rows: ReadonlyArray<StockRow>, cdTipo: number): number {
  const row = rows.find((r) => r.cdTipo === cdTipo);
  if (!row) return 0;
  const regularTipo = regularTypeOf(cdTipo);
  if (regularTipo !== undefined) {
    const regular = rows.find((r) => r.cdTipo === regularTipo);
    const own = row.cantidad - row.vendidas;
    const typeRest = regular ? regular.cantidad - regular.vendidas - row.vendidas : own;
    return Math.max(0, Math.min(own, typeRest));
  }
  const earlyTipo = earlyBirdTypeOf(cdTipo);
  const early = earlyTipo === undefined ? undefined : rows.find((r) => r.cdTipo === earlyTipo);
  return Math.max(0, row.cantidad - row.vendidas - (early?.vendidas ?? 0));
}

/**
 * The least a row's stock may be lowered to: what is already sold or held from it, and for a
 * regular row also what its early bird sold or holds (they share its total).
 */
export function minimoCantidad(rows: ReadonlyArray<StockRow>, cdTipo: number): number {
  const row = rows.find((r) => r.cdTipo === cdTipo);
  if (!row) return 0;
  const earlyTipo = earlyBirdTypeOf(cdTipo);
  const early = earlyTipo === undefined ? undefined : rows.find((r) => r.cdTipo === earlyTipo);
  return row.vendidas + (early?.vendidas ?? 0);
}
