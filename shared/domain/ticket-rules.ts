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

export interface TicketField {
  cantidad: string;
  precio: string;
}

/** Indexed by cdTipo: general, general early bird, VIP, VIP early bird. */
export type TicketFields = readonly [TicketField, TicketField, TicketField, TicketField];

export const CD_TIPOS: ReadonlyArray<CdTipo> = [0, 1, 2, 3];

export const EMPTY_TICKETS: TicketFields = [
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

function replace(tickets: TicketFields, cdTipo: CdTipo, field: TicketField): TicketFields {
  const next = [...tickets] as [TicketField, TicketField, TicketField, TicketField];
  next[cdTipo] = field;
  return next;
}

/** Typing a quantity: cleaned, then every early-bird rule applied. */
export function setTicketQuantity(
  tickets: TicketFields,
  cdTipo: CdTipo,
  raw: string,
): TicketFields {
  const value = cleanDigits(raw);
  const regular = regularTypeOf(cdTipo);
  if (regular !== undefined) {
    const total = num(tickets[regular].cantidad);
    const clamped = value === '' && total > 0 ? '' : String(clampEarlyBird(total, num(value)));
    return replace(tickets, cdTipo, { ...tickets[cdTipo], cantidad: clamped });
  }
  let next = replace(tickets, cdTipo, { ...tickets[cdTipo], cantidad: value });
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
export function setTicketPrice(tickets: TicketFields, cdTipo: CdTipo, raw: string): TicketFields {
  const value = cleanDigits(raw);
  const regular = regularTypeOf(cdTipo);
  if (regular !== undefined) {
    return replace(tickets, cdTipo, {
      ...tickets[cdTipo],
      precio: capPrice(value, tickets[regular].precio),
    });
  }
  let next = replace(tickets, cdTipo, { ...tickets[cdTipo], precio: value });
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
export function isEarlyBirdDisabled(tickets: TicketFields, cdTipo: CdTipo): boolean {
  const regular = regularTypeOf(cdTipo);
  return regular !== undefined && num(tickets[regular].cantidad) === 0;
}

/**
 * The tickets a day creates (docs/architecture.md, "Where each rule lives"): general and VIP when
 * their quantity is above 0; an early bird when its quantity is above 0 and a price is given.
 */
export function ticketsToEntradas(
  tickets: TicketFields,
): Array<{ cdTipo: CdTipo; precio: number; cantidad: number }> {
  return CD_TIPOS.flatMap((cdTipo) => {
    const { cantidad, precio } = tickets[cdTipo];
    if (num(cantidad) <= 0) return [];
    if (isEarlyBird(cdTipo) && precio === '') return [];
    return [{ cdTipo, precio: num(precio), cantidad: num(cantidad) }];
  });
}
