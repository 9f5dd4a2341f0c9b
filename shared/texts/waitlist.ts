/**
 * Screen and mail texts of the wait list and face-value resale (issue 13). Errors are
 * WAITLIST_MSG / RESALE_MSG in shared/api/waitlist.ts. Amounts and dates arrive formatted.
 */
export const WAITLIST_TEXT = {
  // event page, on a sold-out type
  anotarme: 'Anotarme en la lista de espera',
  anotado: 'Estás en la lista de espera. Si se libera una entrada te la ofrecemos por mail.',
  salir: 'Salir de la lista',
  ingresarParaAnotarte: 'Ingresá para anotarte en la lista de espera.',
  tenesOferta: 'Tenés una entrada reservada de la lista de espera.',
  verOferta: 'Ver oferta',
  /** The group around a sold-out type's wait-list controls (several days or types may show one). */
  grupo: (tipo: string, dia: string) => `Lista de espera de ${tipo}, ${dia}`,
  // /lista-de-espera
  titulo: 'Lista de espera',
  explicacion:
    'Cuando una entrada agotada se libera (alguien la revende, se vence una reserva o se devuelve una compra) se la ofrecemos a quien se anotó primero. Tenés unos minutos para pagarla; si no, pasa a la persona siguiente.',
  vacia: 'No estás en ninguna lista de espera.',
  cargando: 'Cargando tu lista de espera...',
  errorCarga: 'No pudimos cargar tu lista de espera. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  linea: (evento: string, tipo: string, dia: string) => `${evento}: ${tipo}, ${dia}`,
  estado: {
    esperando: 'Esperando',
    ofertada: '¡Tenés una oferta!',
    comprada: 'Comprada',
    vencida: 'La oferta venció',
    // One left it, or the event was cancelled (its buyers are refunded; nobody waits any more).
    cancelada: 'Ya no estás en la lista',
  } as const,
  ofertaDetalle: (precio: string, cargo: string, total: string, vence: string) =>
    `Entrada ${precio} + cargo por servicio ${cargo} = ${total}. Reservada hasta las ${vence}.`,
  ofertaReventa:
    'Es la entrada de otra persona que no puede ir, a precio de reventa (nunca más que lo que pagó).',
  pagar: 'Pagar',
  preparandoPago: 'Estamos preparando el pago: actualizá en un momento.',
  // The desktop app opens the provider's page in the system browser and follows the offer.
  pagoEnNavegador:
    'Abrimos el pago en tu navegador. Cuando lo completes, tu entrada aparece en Mis entradas.',
  verEntradas: 'Ver mis entradas',
  enlaceMenu: 'Lista de espera',
} as const;

export const RESALE_TEXT = {
  // /entrada-adquirida
  /** The section's name for assistive technologies. */
  seccion: 'Reventa',
  revender: 'Revender entrada',
  dialogoTitulo: 'Revender entrada',
  precioLabel: 'Precio de reventa',
  aviso: (max: string) =>
    `La entrada se ofrece solo a quienes estén en la lista de espera, en orden, a un precio que no supere lo que pagaste (${max}).`,
  avisoCargo: (precio: string, cargo: string) =>
    `Cuando se venda te devolvemos ${precio} por el mismo medio con que pagaste. El cargo por servicio que pagaste (${cargo}) no se devuelve.`,
  avisoPuerta:
    'Mientras esté publicada, la entrada no sirve para entrar. Podés cancelar la reventa mientras nadie la tenga reservada.',
  confirmar: 'Publicar reventa',
  volver: 'Volver',
  publicada: (precio: string) =>
    `Tu entrada está en reventa por ${precio}. Se la ofrecemos a la lista de espera.`,
  ofertada: 'Alguien de la lista de espera tiene tu entrada reservada y la está pagando.',
  vendida: (precio: string) => `Revendiste esta entrada por ${precio}.`,
  reembolso: {
    pendiente: (monto: string) => `Te estamos devolviendo ${monto}.`,
    fallido: (monto: string) => `Te estamos devolviendo ${monto} (reintentando).`,
    hecho: (monto: string) => `Te devolvimos ${monto}.`,
  } as const,
  cancelar: 'Cancelar reventa',
  cancelada: 'Cancelaste la reventa: la entrada vuelve a ser válida para entrar.',
  // /mis-entradas card
  etiqueta: { publicada: 'En reventa', ofertada: 'En reventa', vendida: 'Revendida' } as const,
} as const;

export const WAITLIST_MAIL = {
  ofertaAsunto: (evento: string) => `Se liberó una entrada para ${evento}`,
  ofertaCuerpo: (o: {
    nombre: string;
    evento: string;
    tipo: string;
    dia: string;
    total: string;
    vence: string;
    link: string;
  }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Se liberó una entrada ${o.tipo} para ${o.evento} (${o.dia}) y es tuya si la pagás antes de las ${o.vence}: ${o.total}, cargo por servicio incluido.`,
      '',
      `Pagala desde ${o.link}. Si no la pagás a tiempo, pasa a la persona siguiente de la lista.`,
    ].join('\n'),
  vendidaAsunto: (evento: string) => `Revendiste tu entrada para ${evento}`,
  vendidaCuerpo: (o: {
    nombre: string;
    evento: string;
    tipo: string;
    dia: string;
    monto: string;
  }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Tu entrada ${o.tipo} para ${o.evento} (${o.dia}) se revendió a alguien de la lista de espera. Su código ya no vale.`,
      '',
      `Te devolvemos ${o.monto} por el mismo medio de pago con que la compraste. Según tu banco, puede tardar unos días en verse.`,
    ].join('\n'),
} as const;

/** The refund's reason kept on the reembolsos row when a resale pays its seller back. */
export const RESALE_REFUND_REASON =
  'Reventa de una entrada a la lista de espera (precio de reventa).';
