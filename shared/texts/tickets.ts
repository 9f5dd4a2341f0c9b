import type { ReembolsoEstado } from '../domain/orders';
import { RECEIPT_TEXT } from './receipt';

/**
 * Spanish texts of the buyer's tickets (/mis-entradas, "Entradas adquiridas:", and
 * /entrada-adquirida). Texts the spec quotes are verbatim (titles, filters, "Descargar entrada",
 * "Cómo llegar"); the rest are Pulso's. Server answers are in shared/api/after-sale.ts.
 */
export const TICKETS_TEXT = {
  titulo: 'Entradas adquiridas',
  filtros: 'Mostrar entradas',
  filtro: { todos: 'Todos', proximos: 'Próximos', finalizados: 'Finalizados' },
  cargando: 'Cargando tus entradas...',
  error: 'No pudimos cargar tus entradas. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  vacio: 'Todavía no compraste entradas.',
  vacioPista: 'Cuando compres entradas para un evento, van a aparecer acá con su código QR.',
  explorar: 'Explorar eventos',
  sinProximos: 'No tenés entradas para próximos eventos.',
  sinFinalizados: 'Todavía no tenés entradas de eventos finalizados.',
  imagenAlt: (evento: string) => `Imagen del evento ${evento}`,
  finalizado: 'Finalizado',
  // The list groups the tickets by event and day: upcoming days first, then past ones.
  grupoAria: (evento: string, dia: string) => `${evento}, ${dia}`,
  /** The add-ons that go with a ticket (docs/decisions/0090-add-ons.md): "Incluye: Combo trago". */
  incluye: (adicionales: ReadonlyArray<string>) =>
    `Incluye: ${adicionales.length > 1 ? `${adicionales.slice(0, -1).join(', ')} y ${adicionales.at(-1)}` : adicionales.join('')}`,
  /**
   * Who the holder said will use the ticket (a friend at their mesa;
   * docs/decisions/0089-mesas-and-order-limits.md): "Asistente: Juana Paz".
   */
  asistente: (nombre: string) => `Asistente: ${nombre}`,
  cantidad: (n: number) => (n === 1 ? '1 entrada' : `${n} entradas`),
  proximas: 'Próximas',
  pasadas: 'Pasadas',
  // A ticket that no longer lets anyone in (shared/domain/ticket-state.ts).
  /** When the door let it in: "Usada: Sáb, 5 ene, 23:40". */
  usadaEl: (cuando: string) => `Usada: ${cuando}`,
  cancelado: 'Evento cancelado',
  /** The refund of a cancelled event's purchase, to its buyer. */
  reembolso: {
    pendiente: (monto: string) => `Reembolso en curso: te devolvemos ${monto}`,
    // A failed attempt is retried on its own: for the buyer it is still on its way.
    fallido: (monto: string) => `Reembolso en curso: te devolvemos ${monto}`,
    hecho: (monto: string) => `Reembolsado: te devolvimos ${monto}`,
  } satisfies Record<ReembolsoEstado, (monto: string) => string>,
  /** A ticket received from someone else: the money goes back to whoever bought it. */
  reembolsoAjeno: 'El dinero se le devuelve a quien compró la entrada.',
  calificar: 'Calificá la fiesta',
  // The event changed after the purchase: the ticket's page offers the refund.
  reembolsable: 'Podés pedir reembolso',
  // After the payment page (?orden=&pago=)
  /** The paid order's number (what the withdrawal form and support ask for). */
  numeroCompra: (numero: string) => `Número de compra: ${numero}`,
  confirmandoPago:
    'Estamos confirmando tu pago. Tus entradas aparecen acá en cuanto MercadoPago lo apruebe.',
  pagoAprobado: '¡Pago aprobado! Tus entradas ya están acá.',
  pagoRechazado: 'El pago fue rechazado y tus entradas se liberaron.',
  reservaVencida: 'El tiempo para pagar terminó y tus entradas se liberaron.',
  pagoReembolsado:
    'Tu pago llegó cuando ya no quedaban entradas: te devolvemos todo lo que pagaste.',
} as const;

export const TICKET_TEXT = {
  titulo: 'Tu entrada',
  cargando: 'Cargando tu entrada...',
  error: 'No pudimos cargar tu entrada. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  qrAlt: (evento: string) => `Código QR de tu entrada para ${evento}`,
  qrAyuda: 'Mostrá este código en la puerta. Cada código entra una sola vez.',
  /** Before the short code under the QR (what the door types when it cannot read the QR). */
  codigoCorto: 'Código:',
  imagenAlt: (evento: string) => `Imagen del evento ${evento}`,
  tipo: 'Tipo de entrada',
  /** The ticket's figures are RECEIPT_TEXT's rows; this is their first label. */
  valor: RECEIPT_TEXT.valor,
  fecha: 'Fecha y hora',
  direccion: 'Dirección',
  artistas: 'Artistas',
  descripcion: 'Descripción',
  descargar: 'Descargar entrada',
  descargando: 'Descargando...',
  errorDescarga: 'No pudimos descargar la entrada. Probá de nuevo en un momento.',
  comoLlegar: 'Cómo llegar',
  usada: 'Esta entrada ya se usó para entrar.',
  /** Whose ticket it is (as the PDF prints it). */
  titular: 'Titular',
  // Instead of the QR, on a ticket that no longer lets anyone in.
  sinCodigo: {
    usada: 'Esta entrada ya se usó para entrar.',
    pasada: 'Esta fecha ya pasó: la entrada ya no tiene código para entrar.',
    cancelada:
      'El organizador canceló este evento: la entrada ya no sirve para entrar y te devolvemos lo que pagaste.',
  },
  /** A received ticket of a cancelled event: its buyer gets the money back. */
  canceladaAjena:
    'El organizador canceló este evento: la entrada ya no sirve para entrar. El dinero se le devuelve a quien la compró.',
  volver: 'Volver a Entradas adquiridas',
  // The rating of the party (the spec's "a reviews note")
  resenia: 'Tu reseña',
  reseniaPendiente: 'Vas a poder calificar la fiesta cuando termine el evento.',
  calificar: 'Calificá la fiesta',
  estrellas: 'Estrellas',
  texto: '¿Qué te pareció la fiesta?',
  enviar: 'Enviar reseña',
  enviando: 'Enviando...',
  errorResenia: 'No pudimos guardar tu reseña. Probá de nuevo en un momento.',
  // Refund on request after the event changed (/modificar-evento)
  reembolsoSeccion: 'El evento cambió',
  reembolsoAviso:
    'El evento cambió de dirección, fecha, horario o artistas después de tu compra: si ya no podés o no querés ir, podés pedir el reembolso hasta que empiece.',
  pedirReembolso: 'Pedir reembolso',
  reembolsoTitulo: '¿Pedir el reembolso de tu compra?',
  reembolsoExplicacion: (numero: string) =>
    `El reembolso es de la compra completa (N.º ${numero}): todas sus entradas dejan de valer, también las de otros días o personas de esa compra, y te devolvemos todo lo que pagaste, cargo por servicio incluido, por el mismo medio de pago. No se puede deshacer.`,
  reembolsoConfirmar: 'Sí, pedir el reembolso',
  reembolsoCancelar: 'No, conservar mis entradas',
  reembolsoPedido: (monto: string) =>
    `Pediste el reembolso: te devolvemos ${monto} por el mismo medio de pago. Te enviamos un correo con el detalle.`,
  errorReembolso: 'No pudimos pedir el reembolso. Probá de nuevo en un momento.',
  // Who uses the ticket (a friend at the holder's mesa; docs/decisions/0089-mesas-and-order-limits.md).
  // The line itself ("Asistente: Juana Paz") is TICKETS_TEXT.asistente.
  asistenteSeccion: '¿Quién usa esta entrada?',
  asistenteLabel: 'Nombre y apellido',
  asistenteAyuda: 'En la puerta van a preguntar por esta persona.',
  guardarNombre: 'Guardar nombre',
  guardando: 'Guardando...',
  quitarNombre: 'Quitar nombre',
  quitando: 'Quitando...',
  nombreFalta: 'Escribí el nombre y apellido de quien va a usar la entrada.',
  nombreGuardado: 'Guardamos el nombre.',
  nombreQuitado: 'Quitamos el nombre.',
  errorNombre: 'No pudimos guardar el nombre. Probá de nuevo en un momento.',
} as const;
