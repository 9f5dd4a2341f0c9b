/**
 * Texts Pulso writes after a sale (issue 6) that the spec does not word: the ticket PDF, the
 * mail telling buyers an event was cancelled (its subject is CANCEL_MSG.asunto in
 * shared/api/after-sale.ts) and the one confirming a refund asked for after the event changed
 * (subject REEMBOLSO_MSG.asunto). Dates, times and amounts arrive formatted.
 */
export const TICKET_PDF = {
  marca: 'PULSO',
  titulo: 'Entrada',
  fecha: 'Fecha',
  horario: 'Horario',
  horarioRango: (inicio: string, fin: string) => `${inicio} a ${fin} h`,
  direccion: 'Dirección',
  tipo: 'Tipo de entrada',
  /** What the door hands over with it (docs/decisions/0090-add-ons.md). */
  adicionales: 'Incluye',
  /** A guest's terms (a bought ticket shows shared/texts/receipt.ts's rows instead). */
  precio: 'Precio',
  titular: 'Titular',
  /** Who the holder named to use it. */
  asistente: 'Asistente',
  numero: (idTicket: number) => `Entrada N.º ${idTicket}`,
  /** Under the QR: what the door types when the QR cannot be read. */
  codigoCorto: (codigo: string) => `Código: ${codigo}`,
  aviso:
    'Presentá este código QR en la puerta junto con tu DNI o pasaporte. Cada código vale para una sola persona y un solo ingreso.',
  archivo: (idTicket: number) => `entrada-${idTicket}.pdf`,
} as const;

export const CANCEL_MAIL = {
  cuerpo: (o: {
    nombre: string;
    evento: string;
    motivo: string;
    monto: string;
    compras: ReadonlyArray<string>;
  }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `El organizador canceló «${o.evento}» y tus entradas quedaron sin efecto.`,
      `Motivo: ${o.motivo}`,
      '',
      `Te devolvemos ${o.monto}, todo lo que pagaste (cargo por servicio incluido), por el mismo medio de pago (${
        o.compras.length === 1 ? 'compra' : 'compras'
      } N.º ${o.compras.join(', ')}). Según tu banco, puede tardar unos días en verse.`,
      '',
      'Pulso',
    ].join('\n'),
} as const;

/** The mail confirming a refund the buyer asked for after the event changed. */
export const REFUND_REQUEST_MAIL = {
  cuerpo: (o: {
    nombre: string;
    evento: string;
    numero: string;
    entradas: number;
    monto: string;
  }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Recibimos tu pedido de reembolso de la compra N.º ${o.numero} para ${o.evento}, después de los cambios del evento.`,
      o.entradas === 1
        ? 'Tu entrada quedó sin efecto.'
        : `Tus ${o.entradas} entradas quedaron sin efecto.`,
      '',
      `Te devolvemos ${o.monto}, todo lo que pagaste (cargo por servicio incluido), por el mismo medio de pago. Según tu banco, puede tardar unos días en verse.`,
      '',
      'Pulso',
    ].join('\n'),
} as const;
