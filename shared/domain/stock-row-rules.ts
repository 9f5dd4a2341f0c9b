import { TIPOS_ENTRADA } from './catalogs';
import { formatPesos } from '../format/es-ar';
import { STOCK_MSG } from '../texts/organiser';
import { templateTotalOf, type TipoEntrada } from './stock';

/**
 * The stock-row fields (one per ticket type) of the event forms (docs/architecture.md,
 * "Where each rule lives"): quantities are integers of at least 0 with leading zeros stripped
 * and prices are digits only. Each kind's early bird is the first step of the template's tanda
 * (shared/domain/stock.ts, TEMPLATE_TANDAS): its quantity is part of the tanda's total, the
 * kind's (never above it), and its price never exceeds the kind's: what breaks that is said
 * next to the field (stockRowIssues), never rewritten. Values are the strings the inputs show; '' is
 * an empty field.
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

/** Typing a quantity: digits only; nothing else changes. */
export function setStockRowQuantity(
  rows: StockRowFields,
  cdTipo: CdTipo,
  raw: string,
): StockRowFields {
  return replace(rows, cdTipo, { ...rows[cdTipo], cantidad: cleanDigits(raw) });
}

/** Typing a price: digits only; nothing else changes. */
export function setStockRowPrice(
  rows: StockRowFields,
  cdTipo: CdTipo,
  raw: string,
): StockRowFields {
  return replace(rows, cdTipo, { ...rows[cdTipo], precio: cleanDigits(raw) });
}

/**
 * The fields of a step before its tanda's total (an early bird) are disabled while that total
 * is 0 and they hold nothing: one that holds a quantity or a price stays editable, so what is
 * wrong with it can be fixed.
 */
export function isStepBeforeTotalDisabled(rows: StockRowFields, cdTipo: CdTipo): boolean {
  const total = templateTotalOf(cdTipo);
  if (total === undefined || total === cdTipo || num(rows[total].cantidad) > 0) return false;
  return num(rows[cdTipo].cantidad) === 0 && rows[cdTipo].precio === '';
}

const catalogName = (cdTipo: number) =>
  TIPOS_ENTRADA.find((t) => t.cdTipo === cdTipo)?.dsTipo ?? String(cdTipo);

/** What is wrong with one field of a day's ticket rows. */
export interface StockRowIssue {
  cdTipo: CdTipo;
  field: 'cantidad' | 'precio';
  message: string;
}

/**
 * Every rule a day's rows break, one issue per field (the forms show each next to its input;
 * the create schema refuses the same with the same text): a type with tickets and no price (an
 * early bird's price of 0 is none: the spec creates an early bird only with a price), an early
 * bird above its type's total, and an early-bird price above the regular one. `dia` is
 * 1-based; a price of null is an empty field. Each type is named as its row is (an organiser's
 * "Preventa"), else as the catalogue names it.
 */
export function stockRowIssues(
  rows: ReadonlyArray<{ cdTipo: number; cantidad: number; precio: number | null; nombre?: string }>,
  dia: number,
): StockRowIssue[] {
  const issues: StockRowIssue[] = [];
  const dsTipo = (cdTipo: number) =>
    rows.find((r) => r.cdTipo === cdTipo)?.nombre ?? catalogName(cdTipo);
  for (const row of rows) {
    if (row.cantidad <= 0) continue;
    const cdTipo = row.cdTipo as CdTipo;
    const tandaTotal = templateTotalOf(cdTipo);
    const regularTipo = tandaTotal === cdTipo ? undefined : tandaTotal;
    const sinPrecio = row.precio === null || (regularTipo !== undefined && row.precio === 0);
    if (sinPrecio)
      issues.push({ cdTipo, field: 'precio', message: STOCK_MSG.sinPrecio(dia, dsTipo(cdTipo)) });
    if (regularTipo === undefined) continue;
    const regular = rows.find((r) => r.cdTipo === regularTipo);
    const total = regular?.cantidad ?? 0;
    if (row.cantidad > total)
      issues.push({
        cdTipo,
        field: 'cantidad',
        message: STOCK_MSG.earlyBirdExcede(
          dia,
          dsTipo(cdTipo),
          row.cantidad,
          dsTipo(regularTipo),
          total,
        ),
      });
    if (!sinPrecio && regular?.precio != null && row.precio! > regular.precio)
      issues.push({
        cdTipo,
        field: 'precio',
        message: STOCK_MSG.earlyBirdPrecio(
          dia,
          dsTipo(cdTipo),
          formatPesos(row.precio!),
          dsTipo(regularTipo),
          formatPesos(regular.precio),
        ),
      });
  }
  return issues;
}

/** stockRowIssues of the rows as the form shows them, named as `nombres` says (Modificar). */
export function stockFieldIssues(
  rows: StockRowFields,
  dia: number,
  nombres: Partial<Record<CdTipo, string>> = {},
): StockRowIssue[] {
  return stockRowIssues(
    CD_TIPOS.map((cdTipo) => ({
      cdTipo,
      cantidad: num(rows[cdTipo].cantidad),
      precio: rows[cdTipo].precio === '' ? null : Number(rows[cdTipo].precio),
      ...(nombres[cdTipo]?.trim() ? { nombre: nombres[cdTipo]!.trim() } : {}),
    })),
    dia,
  );
}

/**
 * The stock rows a day creates (docs/architecture.md, "Where each rule lives"): every type whose
 * quantity is above 0 (a type with tickets and no price is an issue of stockRowIssues, so the
 * form does not send it).
 */
export function stockRowsToEntradas(
  rows: StockRowFields,
): Array<{ cdTipo: CdTipo; precio: number; cantidad: number }> {
  return CD_TIPOS.flatMap((cdTipo) => {
    const { cantidad, precio } = rows[cdTipo];
    if (num(cantidad) <= 0) return [];
    return [{ cdTipo, precio: num(precio), cantidad: num(cantidad) }];
  });
}
