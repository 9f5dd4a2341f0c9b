import { TIPO_ENTRADA } from './catalogs';

/**
 * Availability of a day's ticket rows (entradas). An early-bird quantity is part of its
 * type's total, not added to it (spec 000 §5): the regular row's `cantidad` is the type's
 * whole stock, and early-bird tickets sold use it up too. So
 * - regular: cantidad − its sold − early-bird sold;
 * - early bird: the least of its own rest and the type's rest.
 * `vendidas` counts tickets sold or held by pending orders. Never below 0.
 */
export interface StockRow {
  cdTipo: number;
  cantidad: number;
  vendidas: number;
}

const EARLY_BIRD_OF: Record<number, number> = {
  [TIPO_ENTRADA.GENERAL]: TIPO_ENTRADA.GENERAL_EARLY_BIRD,
  [TIPO_ENTRADA.VIP]: TIPO_ENTRADA.VIP_EARLY_BIRD,
};
const REGULAR_OF: Record<number, number> = {
  [TIPO_ENTRADA.GENERAL_EARLY_BIRD]: TIPO_ENTRADA.GENERAL,
  [TIPO_ENTRADA.VIP_EARLY_BIRD]: TIPO_ENTRADA.VIP,
};

/** The regular type whose total an early-bird type is part of (undefined for regular types). */
export const regularTypeOf = (cdTipo: number): number | undefined => REGULAR_OF[cdTipo];
/** The early-bird type that is part of this regular type's total. */
export const earlyBirdTypeOf = (cdTipo: number): number | undefined => EARLY_BIRD_OF[cdTipo];

/** Tickets still available in one row of a day, given all that day's rows. */
export function availableOf(rows: ReadonlyArray<StockRow>, cdTipo: number): number {
  const row = rows.find((r) => r.cdTipo === cdTipo);
  if (!row) return 0;
  const regularTipo = REGULAR_OF[cdTipo];
  if (regularTipo !== undefined) {
    const regular = rows.find((r) => r.cdTipo === regularTipo);
    const own = row.cantidad - row.vendidas;
    const typeRest = regular ? regular.cantidad - regular.vendidas - row.vendidas : own;
    return Math.max(0, Math.min(own, typeRest));
  }
  const earlyTipo = EARLY_BIRD_OF[cdTipo];
  const early = earlyTipo === undefined ? undefined : rows.find((r) => r.cdTipo === earlyTipo);
  return Math.max(0, row.cantidad - row.vendidas - (early?.vendidas ?? 0));
}
