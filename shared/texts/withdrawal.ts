/**
 * The withdrawal button's screen and mail texts (issue 13). Errors are ARREPENTIMIENTO_MSG in
 * shared/api/withdrawal.ts. The link's text is the one Resolución 424/2020 requires, verbatim.
 */
export const WITHDRAWAL_TEXT = {
  enlace: 'Botón de arrepentimiento',
  titulo: 'Botón de arrepentimiento',
  explicacion:
    'Podés revocar una compra dentro de los 10 días corridos desde que la hiciste y hasta 24 horas antes del evento. Te devolvemos todo lo que pagaste, cargo por servicio incluido, por el mismo medio de pago, y las entradas de esa compra dejan de valer.',
  correoLabel: 'Correo electrónico de la compra',
  ordenLabel: 'Número de compra',
  tusCompras: 'Tus compras que todavía podés revocar',
  sinCompras: 'No tenés compras dentro del plazo para revocar.',
  compraLinea: (evento: string, total: string, hasta: string) =>
    `Compra para ${evento} (${total}), hasta el ${hasta}`,
  /** compraLinea's `hasta`: "21 de julio de 2030 a las 00:00" (Buenos Aires time). */
  fechaHora: (fecha: string, hora: string) => `${fecha} a las ${hora}`,
  /** The order named in the address (?idOrden=) when it is not among the listed ones. */
  compraNumero: (idOrden: number) => `Compra N.º ${idOrden}`,
  cargando: 'Cargando tus compras...',
  errorCarga: 'No pudimos cargar tus compras. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  confirmar: 'Revocar compra',
  listo: 'Revocamos tu compra',
  codigoLabel: 'Código de arrepentimiento',
  detalle: (monto: string, evento: string) =>
    `Te devolvemos ${monto} de tu compra para ${evento}. Según tu banco, puede tardar unos días en verse. Te mandamos este código por mail.`,
  desdeOrden: 'Revocar esta compra (botón de arrepentimiento)',
} as const;

export const WITHDRAWAL_MAIL = {
  asunto: (evento: string) => `Revocaste tu compra para ${evento}`,
  cuerpo: (o: { nombre: string; evento: string; idOrden: number; codigo: string; monto: string }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Recibimos tu pedido de arrepentimiento de la compra N.º ${o.idOrden} para ${o.evento}.`,
      `Tu código de arrepentimiento es ${o.codigo}.`,
      '',
      `Te devolvemos ${o.monto}, todo lo que pagaste (cargo por servicio incluido), por el mismo medio de pago. Según tu banco, puede tardar unos días en verse. Las entradas de esta compra ya no valen.`,
    ].join('\n'),
} as const;

/** The refund's reason kept on the reembolsos row when a withdrawal gives a purchase back. */
export const WITHDRAWAL_REFUND_REASON =
  'Botón de arrepentimiento: la compra se revocó dentro del plazo legal.';
