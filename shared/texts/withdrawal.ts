/**
 * The withdrawal button's screen and mail texts (issue 13; asking and confirming apart,
 * docs/decisions/0076-hostile-users.md). Errors are ARREPENTIMIENTO_MSG in
 * shared/api/withdrawal.ts. The link's text is the one Resolución 424/2020 requires, verbatim.
 */
import { WITHDRAWAL_LINK_TEXT } from './withdrawal-link';

export const WITHDRAWAL_TEXT = {
  enlace: WITHDRAWAL_LINK_TEXT,
  titulo: 'Botón de arrepentimiento',
  explicacion:
    'Podés revocar una compra dentro de los 10 días corridos desde que la hiciste y hasta 24 horas antes del evento. Te devolvemos todo lo que pagaste, cargo por servicio incluido, por el mismo medio de pago, y las entradas de esa compra dejan de valer.',
  /** How the form works: it only asks; the buyer confirms from the mail. */
  comoFunciona:
    'Ingresá el número de compra y el correo con el que compraste. Te enviamos a ese correo un código de seguimiento y un enlace para confirmar con tu cuenta.',
  correoLabel: 'Correo electrónico de la compra',
  ordenLabel: 'Número de compra',
  ordenAyuda: 'Son 12 caracteres, como 3F9A-0C2B-77DE. Figura en el mail de confirmación.',
  pedir: 'Pedir el arrepentimiento',
  pedidoTitulo: 'Revisá tu correo',
  tusCompras: 'Tus compras que todavía podés revocar',
  sinCompras: 'No tenés compras dentro del plazo para revocar.',
  otraCompra: 'Otra compra',
  compraLinea: (numero: string, evento: string, total: string, hasta: string) =>
    `Compra N.º ${numero} para ${evento} (${total}), hasta el ${hasta}`,
  /** compraLinea's `hasta`: "21 de julio de 2030 a las 00:00" (Buenos Aires time). */
  fechaHora: (fecha: string, hora: string) => `${fecha} a las ${hora}`,
  cargando: 'Cargando tus compras...',
  errorCarga: 'No pudimos cargar tus compras. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  /** A listed order's button: it opens the confirmation. */
  revocar: 'Revocar compra',
  // The confirmation (/arrepentimiento/confirmar/<token>)
  confirmarTitulo: 'Confirmar el arrepentimiento',
  cargandoSolicitud: 'Cargando tu pedido...',
  errorSolicitud: 'No pudimos cargar tu pedido. Probá de nuevo en un momento.',
  ingresarParaConfirmar:
    'Para confirmar el arrepentimiento, ingresá con la cuenta con la que hiciste la compra.',
  ingresar: 'Ingresar',
  sesionActual: (correo: string) => `Ingresaste como ${correo}.`,
  cambiarCuenta: 'Ingresar con otra cuenta',
  dialogoTitulo: '¿Revocar tu compra?',
  compraNumero: (numero: string) => `Compra N.º ${numero}`,
  pierdes: (entradas: number, evento: string) =>
    entradas === 1
      ? `Perdés tu entrada para ${evento}: deja de valer y no sirve para entrar.`
      : `Perdés tus ${entradas} entradas para ${evento}: dejan de valer y no sirven para entrar.`,
  devolvemos: (total: string, cargo: string) =>
    `Te devolvemos ${total}, todo lo que pagaste (cargo por servicio de ${cargo} incluido), por el mismo medio de pago.`,
  vence: (hasta: string) => `Podés confirmar hasta el ${hasta}. No se puede deshacer.`,
  confirmar: 'Sí, revocar la compra',
  conservar: 'No, conservar mis entradas',
  listo: 'Revocamos tu compra',
  codigoLabel: 'Código de arrepentimiento',
  detalle: (monto: string, evento: string) =>
    `Te devolvemos ${monto} de tu compra para ${evento}. Según tu banco, puede tardar unos días en verse. Te mandamos este código por mail.`,
  verMisEntradas: 'Ver mis entradas',
  desdeOrden: 'Revocar esta compra (botón de arrepentimiento)',
} as const;

/** The mails of a request: the link to confirm (with the tracking code), or why it cannot be. */
export const WITHDRAWAL_REQUEST_MAIL = {
  asunto: (evento: string) => `Confirmá el arrepentimiento de tu compra para ${evento}`,
  cuerpo: (o: {
    nombre: string;
    evento: string;
    numero: string;
    codigo: string;
    url: string;
    vence: string;
  }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Recibimos un pedido de arrepentimiento de la compra N.º ${o.numero} para ${o.evento}.`,
      `Tu código de seguimiento es ${o.codigo}.`,
      '',
      'Para revocar la compra, abrí este enlace e ingresá con tu cuenta:',
      o.url,
      '',
      `El enlace vale hasta el ${o.vence}. Si no lo pediste vos, ignorá este correo: tu compra sigue igual.`,
    ].join('\n'),
  rechazoAsunto: (evento: string) => `Tu compra para ${evento} no se puede revocar`,
  rechazo: (o: { nombre: string; evento: string; numero: string; motivo: string }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Recibimos un pedido de arrepentimiento de la compra N.º ${o.numero} para ${o.evento}, pero no se puede revocar.`,
      o.motivo,
      '',
      'Si no lo pediste vos, ignorá este correo: tu compra sigue igual.',
    ].join('\n'),
} as const;

export const WITHDRAWAL_MAIL = {
  asunto: (evento: string) => `Revocaste tu compra para ${evento}`,
  cuerpo: (o: { nombre: string; evento: string; numero: string; codigo: string; monto: string }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Confirmaste el arrepentimiento de la compra N.º ${o.numero} para ${o.evento}.`,
      `Tu código de arrepentimiento es ${o.codigo}.`,
      '',
      `Te devolvemos ${o.monto}, todo lo que pagaste (cargo por servicio incluido), por el mismo medio de pago. Según tu banco, puede tardar unos días en verse. Las entradas de esta compra ya no valen.`,
    ].join('\n'),
} as const;

/** The refund's reason kept on the reembolsos row when a withdrawal gives a purchase back. */
export const WITHDRAWAL_REFUND_REASON =
  'Botón de arrepentimiento: la compra se revocó dentro del plazo legal.';
