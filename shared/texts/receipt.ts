import { CODIGO_MSG } from './codigos';

/**
 * The words of a ticket's or an order's figures wherever a buyer reads them (the ticket page
 * and its PDF, Mis entradas, the confirmation mail), all from one breakdown
 * (shared/domain/receipt.ts). Amounts arrive formatted.
 */
export const RECEIPT_TEXT = {
  /** A ticket's list price (the spec's "value" of /entrada-adquirida). */
  valor: 'Valor',
  descuento: (codigo: string | null) => (codigo ? CODIGO_MSG.descuento(codigo) : 'Descuento'),
  cargoServicio: 'Cargo por servicio',
  total: 'Total pagado',
  /**
   * One line that adds up: "$ 13.500 - $ 2.700 de descuento (PULSO20) + $ 1.080 de cargo por
   * servicio = $ 11.880"; `descuento` positive, null without one.
   */
  resumen: (o: {
    valor: string;
    descuento: { codigo: string | null; monto: string } | null;
    cargoServicio: string;
    total: string;
  }) => {
    const off = o.descuento
      ? ` - ${o.descuento.monto} de descuento${o.descuento.codigo ? ` (${o.descuento.codigo})` : ''}`
      : '';
    return `${o.valor}${off} + ${o.cargoServicio} de cargo por servicio = ${o.total}`;
  },
} as const;

interface TicketFigures {
  precioLista: number;
  descuento: number;
  codigo: string | null;
  cargoServicio: number;
  total: number;
}

/**
 * A ticket's figures as labelled rows (the ticket page and its PDF show the same): value, the
 * discount (negative) when there was one, the fee and the total, which they add up to.
 */
export const ticketReceiptRows = (i: TicketFigures, pesos: (amount: number) => string) => [
  { etiqueta: RECEIPT_TEXT.valor, monto: pesos(i.precioLista), total: false },
  ...(i.descuento > 0
    ? [{ etiqueta: RECEIPT_TEXT.descuento(i.codigo), monto: pesos(-i.descuento), total: false }]
    : []),
  { etiqueta: RECEIPT_TEXT.cargoServicio, monto: pesos(i.cargoServicio), total: false },
  { etiqueta: RECEIPT_TEXT.total, monto: pesos(i.total), total: true },
];

/** Mis entradas' one-line form of the same figures (RECEIPT_TEXT.resumen). */
export const ticketReceiptLine = (i: TicketFigures, pesos: (amount: number) => string) =>
  RECEIPT_TEXT.resumen({
    valor: pesos(i.precioLista),
    descuento: i.descuento > 0 ? { codigo: i.codigo, monto: pesos(i.descuento) } : null,
    cargoServicio: pesos(i.cargoServicio),
    total: pesos(i.total),
  });
