import { apportion } from './apportion';
import { lineDiscounts } from './discounts';

/**
 * The one breakdown of what an order charged (docs/architecture.md, "Life of an order"): every
 * receipt a buyer or an organiser reads (the confirmation mail, the order, Mis entradas, the
 * ticket page and its PDF, the exports, the sales page and the settlement) takes its figures
 * from here, so they add up the same way everywhere.
 *
 * The order's stored discount and fee (what was charged, shared/domain/discounts.ts and
 * fees.ts) are split, never recomputed: the discount over the lines of the code's types by
 * their amounts, the fee over what each line cost after the discount, and each line's figures
 * over its tickets in equal parts (apportion: whole pesos, largest remainder, earlier parts
 * first). Tickets add up to their line and lines to the order, exactly.
 */
export interface Importes {
  /** Price list × quantity (an order's subtotal). */
  precioLista: number;
  /** What the discount code took off. */
  descuento: number;
  /** precioLista − descuento: what the tickets cost, before Pulso's fee. */
  precioPagado: number;
  cargoServicio: number;
  /** precioPagado + cargoServicio: what was paid. */
  total: number;
}

export interface ReceiptOrder {
  descuento: number;
  cargoServicio: number;
  /** The applied code's ticket types; null or empty: every type. */
  tiposCodigo: ReadonlyArray<number> | null;
}

export interface ReceiptLineInput {
  cdTipo: number;
  /** Per unit bought (a mesa's whole price). */
  precioUnitario: number;
  cantidad: number;
  /** Tickets one unit issues (a mesa's people; absent: 1). */
  personas?: number;
  /** Its day: the day's add-ons go with its tickets. */
  idFecha?: number;
}

export interface ReceiptLine<L extends ReceiptLineInput> {
  line: L;
  importes: Importes;
  /** One per ticket of the line, in ticket order (the earlier ticket gets a leftover peso). */
  entradas: Importes[];
}

/**
 * An add-on line (docs/decisions/0090-add-ons.md): never discounted, charged its fee share. Its
 * units go one per ticket of its day, from the first on (shared/domain/add-ons.ts), and each
 * ticket's figures include those of the units it carries.
 */
export interface AddOnLineInput {
  idFecha: number;
  precioUnitario: number;
  cantidad: number;
}

export interface Receipt<L extends ReceiptLineInput, A extends AddOnLineInput = AddOnLineInput> {
  lineas: ReceiptLine<L>[];
  adicionales: Array<{ line: A; importes: Importes }>;
  /** Tickets and add-ons: what the order charged. */
  totales: Importes;
}

const importesOf = (precioLista: number, descuento: number, cargoServicio: number): Importes => ({
  precioLista,
  descuento,
  precioPagado: precioLista - descuento,
  cargoServicio,
  total: precioLista - descuento + cargoServicio,
});

/**
 * Lines in the order their ids give (the split of a peso left over depends on it). A code
 * discounts tickets only; the fee is split over tickets and add-ons by what each cost.
 */
export function receiptOf<L extends ReceiptLineInput, A extends AddOnLineInput = AddOnLineInput>(
  order: ReceiptOrder,
  lines: ReadonlyArray<L>,
  addOns: ReadonlyArray<A> = [],
): Receipt<L, A> {
  const importes = lines.map((l) => l.precioUnitario * l.cantidad);
  const descuentos = lineDiscounts(
    order.descuento,
    lines.map((l, i) => ({ cdTipo: l.cdTipo, importe: importes[i]! })),
    order.tiposCodigo,
  );
  const pagados = importes.map((importe, i) => importe - descuentos[i]!);
  const addOnImportes = addOns.map((a) => a.precioUnitario * a.cantidad);
  const allCargos = apportion(order.cargoServicio, [...pagados, ...addOnImportes]);
  const cargos = allCargos.slice(0, lines.length);
  const lineas = lines.map((line, i) => {
    // A mesa's units split their price over its people's tickets as the rest is split.
    const equal = Array.from({ length: line.cantidad * (line.personas ?? 1) }, () => 1);
    const lista =
      (line.personas ?? 1) === 1
        ? equal.map(() => line.precioUnitario)
        : apportion(importes[i]!, equal);
    const off = apportion(descuentos[i]!, equal);
    const fee = apportion(cargos[i]!, equal);
    return {
      line,
      importes: importesOf(importes[i]!, descuentos[i]!, cargos[i]!),
      entradas: equal.map((_, k) => importesOf(lista[k]!, off[k]!, fee[k]!)),
    };
  });
  const adicionales = addOns.map((line, i) => ({
    line,
    importes: importesOf(addOnImportes[i]!, 0, allCargos[lines.length + i]!),
  }));
  // Each unit joins the figures of the ticket that carries it.
  for (const { line, importes } of adicionales) {
    const dayTickets = lineas.flatMap((l) => (l.line.idFecha === line.idFecha ? l.entradas : []));
    const units = Array.from({ length: line.cantidad }, () => 1);
    const fees = apportion(importes.cargoServicio, units);
    units.forEach((_, k) => {
      const t = dayTickets[k];
      if (!t) return;
      Object.assign(
        t,
        importesOf(t.precioLista + line.precioUnitario, t.descuento, t.cargoServicio + fees[k]!),
      );
    });
  }
  const sum = (k: keyof Importes) =>
    [...lineas, ...adicionales].reduce((s, l) => s + l.importes[k], 0);
  return {
    lineas,
    adicionales,
    totales: importesOf(sum('precioLista'), sum('descuento'), sum('cargoServicio')),
  };
}

/** A ticket's figures: the `index`-th ticket (in ticket order) of the line that `match` finds. */
export function ticketImportes<L extends ReceiptLineInput>(
  receipt: Receipt<L>,
  match: (line: L) => boolean,
  index: number,
): Importes | null {
  return receipt.lineas.find((l) => match(l.line))?.entradas[index] ?? null;
}
