import { clampEarlyBird } from '../validation/evento';
import { earlyBirdTypeOf, isEarlyBird, regularTypeOf, type TipoEntrada } from './stock';

/**
 * The stock-row fields (one per ticket type) of the event forms (docs/architecture.md,
 * "Where each rule lives"): quantities are integers of at least 0 with leading zeros stripped; an
 * early-bird quantity is part of its type's total (never above it, 0 and disabled while the total
 * is 0, capped when the total goes down); prices are digits only and an early-bird price never
 * exceeds the regular one. Values are the strings the inputs show; '' is an empty field.
 */
export type CdTipo = TipoEntrada;

export interface StockRowField {
  cantidad: string;
  precio: string;
}

/** Indexed by cdTipo: general, general early bird, VIP, VIP early bird. */
export type StockRowFields = readonly [StockRowField, StockRowField, StockRowField, StockRowField];

export const CD_TIPOS: ReadonlyArray<CdTipo> = [0, 1, 2, 3];

export const EMPTY_STOCK_ROWS: StockRowFields = [
  { cantidad: '', precio: '' },
  { cantidad: '0', precio: '' },
  { cantidad: '', precio: '' },
  { cantidad: '0', precio: '' },
];

/** Digits only, without leading zeros ("007" -> "7", "0" stays "0", "" stays ""). */
export function cleanDigits(raw: string): string {
  const digits = raw.replace(/\D+/g, '').slice(0, 9);
  return digits === '' ? '' : digits.replace(/^0+(?=\d)/, '');
}

const num = (value: string) => (value === '' ? 0 : Number(value));

function replace(rows: StockRowFields, cdTipo: CdTipo, field: StockRowField): StockRowFields {
  const next = [...rows] as [StockRowField, StockRowField, StockRowField, StockRowField];
  next[cdTipo] = field;
  return next;
}

/** Typing a quantity: cleaned, then every early-bird rule applied. */
export function setStockRowQuantity(
  rows: StockRowFields,
  cdTipo: CdTipo,
  raw: string,
): StockRowFields {
  const value = cleanDigits(raw);
  const regular = regularTypeOf(cdTipo);
  if (regular !== undefined) {
    const total = num(rows[regular].cantidad);
    const clamped = value === '' && total > 0 ? '' : String(clampEarlyBird(total, num(value)));
    return replace(rows, cdTipo, { ...rows[cdTipo], cantidad: clamped });
  }
  let next = replace(rows, cdTipo, { ...rows[cdTipo], cantidad: value });
  const earlyBird = earlyBirdTypeOf(cdTipo);
  if (earlyBird !== undefined) {
    const current = next[earlyBird];
    // An early bird left empty stays empty while there is a total to take it from.
    if (current.cantidad === '' && num(value) > 0) return next;
    const clamped = String(clampEarlyBird(num(value), num(current.cantidad)));
    next = replace(next, earlyBird, { ...current, cantidad: clamped });
  }
  return next;
}

/** Typing a price: digits only; an early-bird price is capped at its regular price. */
export function setStockRowPrice(
  rows: StockRowFields,
  cdTipo: CdTipo,
  raw: string,
): StockRowFields {
  const value = cleanDigits(raw);
  const regular = regularTypeOf(cdTipo);
  if (regular !== undefined) {
    return replace(rows, cdTipo, {
      ...rows[cdTipo],
      precio: capPrice(value, rows[regular].precio),
    });
  }
  let next = replace(rows, cdTipo, { ...rows[cdTipo], precio: value });
  const earlyBird = earlyBirdTypeOf(cdTipo);
  if (earlyBird !== undefined) {
    const current = next[earlyBird];
    next = replace(next, earlyBird, { ...current, precio: capPrice(current.precio, value) });
  }
  return next;
}

/** An early-bird price above the regular one becomes the regular one (no cap while it is empty). */
export function capPrice(earlyBird: string, regular: string): string {
  if (earlyBird === '' || regular === '') return earlyBird;
  return Number(earlyBird) > Number(regular) ? regular : earlyBird;
}

/** Early-bird fields are disabled while their type's total is 0. */
export function isEarlyBirdDisabled(rows: StockRowFields, cdTipo: CdTipo): boolean {
  const regular = regularTypeOf(cdTipo);
  return regular !== undefined && num(rows[regular].cantidad) === 0;
}

/**
 * The stock rows a day creates (docs/architecture.md, "Where each rule lives"): general and VIP when
 * their quantity is above 0; an early bird when its quantity is above 0 and a price is given.
 */
export function stockRowsToEntradas(
  rows: StockRowFields,
): Array<{ cdTipo: CdTipo; precio: number; cantidad: number }> {
  return CD_TIPOS.flatMap((cdTipo) => {
    const { cantidad, precio } = rows[cdTipo];
    if (num(cantidad) <= 0) return [];
    if (isEarlyBird(cdTipo) && precio === '') return [];
    return [{ cdTipo, precio: num(precio), cantidad: num(cantidad) }];
  });
}
