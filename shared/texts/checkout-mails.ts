import { RECEIPT_TEXT } from './receipt';

/**
 * Mails about purchases (outbox), written by the server. Amounts and days arrive formatted.
 */
export const ORDEN_MAIL = {
  confirmacionAsunto: (evento: string) => `Tus entradas para ${evento}`,
  confirmacion: (o: {
    nombre: string;
    numero: string;
    evento: string;
    lineas: string[];
    subtotal: string;
    /** The code's discount, written negative ("-$ 11.000"); null without one. */
    descuento: { codigo: string | null; monto: string } | null;
    cargoServicio: string;
    total: string;
    misEntradas: string | null;
  }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Tu compra N.º ${o.numero} para ${o.evento} está confirmada.`,
      '',
      ...o.lineas,
      '',
      `Subtotal: ${o.subtotal}`,
      ...(o.descuento
        ? [`${RECEIPT_TEXT.descuento(o.descuento.codigo)}: ${o.descuento.monto}`]
        : []),
      `Cargo por servicio: ${o.cargoServicio}`,
      `Total: ${o.total}`,
      '',
      o.misEntradas
        ? `Tus entradas, con su código QR, están en Mis entradas: ${o.misEntradas}`
        : 'Tus entradas, con su código QR, están en Mis entradas.',
      '',
      'Pulso',
    ].join('\n'),
  linea: (cantidad: number, tipo: string, dia: string, precio: string) =>
    `${cantidad} x ${tipo} – ${dia} – ${precio} c/u`,
  lineaAdicional: (cantidad: number, nombre: string, precio: string) =>
    `${cantidad} x ${nombre} (adicional) – ${precio} c/u`,
  reembolsoAsunto: (evento: string) => `Reembolso de tu compra para ${evento}`,
  reembolsoSinStock: (o: { nombre: string; numero: string; evento: string; monto: string }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Tu pago de la compra N.º ${o.numero} para ${o.evento} llegó cuando el tiempo de reserva ya había terminado y no quedaban entradas disponibles.`,
      `Te devolvemos ${o.monto} por el mismo medio de pago. Según tu banco, puede tardar unos días en verse.`,
      '',
      'Pulso',
    ].join('\n'),
  reembolsoLimitePorCuenta: (o: {
    nombre: string;
    numero: string;
    evento: string;
    monto: string;
  }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Tu pago de la compra N.º ${o.numero} para ${o.evento} llegó cuando esa compra ya había sido reemplazada por otra, y con las dos superarías el máximo de entradas por persona que fijó la organización.`,
      `Te devolvemos ${o.monto} por el mismo medio de pago. Según tu banco, puede tardar unos días en verse.`,
      '',
      'Pulso',
    ].join('\n'),
  reembolsoPagoRepetido: (o: { nombre: string; numero: string; evento: string; monto: string }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Recibimos un pago de más para la compra N.º ${o.numero} para ${o.evento}.`,
      `Te devolvemos ${o.monto} por el mismo medio de pago. Tus entradas siguen siendo válidas.`,
      '',
      'Pulso',
    ].join('\n'),
  reembolsoMontoDistinto: (o: { nombre: string; numero: string; evento: string; monto: string }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Recibimos un pago de ${o.monto} que no coincide con el total de la compra N.º ${o.numero} para ${o.evento}, así que no pudimos emitir las entradas con él.`,
      `Te devolvemos ${o.monto} por el mismo medio de pago.`,
      '',
      'Pulso',
    ].join('\n'),
} as const;

/**
 * Why Pulso gives back a payment that bought nothing (kept on the reembolsos row, for the
 * organiser and support; keyed by the server's RefundReason); the settlement
 * (server/src/modules/liquidacion) leaves these refunds out.
 */
export const REFUND_REASON_TEXT: Readonly<
  Record<'sin_stock' | 'pago_repetido' | 'monto_distinto' | 'limite_por_cuenta', string>
> = {
  sin_stock: 'Pago recibido después de la reserva, sin entradas disponibles.',
  pago_repetido: 'Pago repetido de una compra ya pagada.',
  monto_distinto: 'Pago por un monto distinto del total de la compra.',
  limite_por_cuenta:
    'Pago tardío de una compra reemplazada: con ella la cuenta superaría el máximo de entradas por persona.',
};
