/**
 * Spanish texts of the box office at the door (shared/domain/boleteria.ts): the door app's
 * "Boletería", the cierre de caja and the organiser's cajas.
 */
import type { MedioPuerta } from '../domain/boleteria';
import { CUPO_PUERTA_MAX, VENTA_PUERTA_MAX } from '../domain/boleteria';

export const MEDIO_PUERTA_TEXT: Record<MedioPuerta, string> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  mercadopago: 'Mercado Pago (QR)',
};

export const BOLETERIA_MSG = {
  sinPermiso: 'Tu cuenta no vende en la boletería de este evento.',
  cajaNoEncontrada: 'No se encontró la caja.',
  cajaCerrada: 'Esta caja ya está cerrada. Abrí una nueva para seguir vendiendo.',
  cajaAjena: 'Esta caja es de otra persona.',
  tipoNoEnPuerta: 'Ese tipo de entrada no se vende en la puerta.',
  cantidadCupo: `Pedí entre 1 y ${CUPO_PUERTA_MAX} lugares.`,
  sinLugares: (quedan: number) =>
    quedan === 0
      ? 'No quedan lugares de ese tipo.'
      : `Solo quedan ${quedan} ${quedan === 1 ? 'lugar' : 'lugares'} de ese tipo.`,
  cantidadVenta: `Cada venta puede tener entre 1 y ${VENTA_PUERTA_MAX} entradas.`,
  medioInvalido: 'Elegí cómo pagó: efectivo o transferencia.',
  sinCupo: 'Este dispositivo no tiene lugares reservados de ese tipo para esa venta.',
  correoInvalido: 'Ingresá un correo electrónico válido, o dejalo vacío.',
  efectivoInvalido: 'Ingresá el efectivo contado, en pesos.',
  precioPuerta: 'El precio en puerta tiene que ser un número entero de pesos, o vacío.',
  ventasPendientes:
    'Hay ventas de este dispositivo sin sincronizar. Conectate para enviarlas y después cerrá la caja.',
} as const;

export const BOLETERIA_TEXT = {
  titulo: 'Boletería',
  irABoleteria: 'Vender en la puerta',
  volverAEscanear: 'Volver a escanear',
  sinTipos: 'El organizador no puso entradas a la venta en la puerta para este día.',
  abrirCaja: 'Abrir caja',
  cajaAbierta: (hora: string) => `Caja abierta a las ${hora}`,
  /** An 18+ night: the seller looks at the card before charging (the door checks it again). */
  pedirDni: (edad: number) => `Noche +${edad}: pedí el DNI antes de cobrar.`,
  // Allotment
  cupoTitulo: 'Lugares de este dispositivo',
  cupoAyuda:
    'Reservá lugares mientras tenés conexión: sin señal solo se venden los reservados, así nunca se vende de más.',
  cupoResto: (n: number) =>
    n === 1 ? 'Queda 1 lugar reservado' : `Quedan ${n} lugares reservados`,
  cupoCantidad: 'Lugares a reservar',
  cupoReservar: 'Reservar',
  cupoDisponibles: (n: number) => `${n} disponibles en el evento`,
  // Sale
  vender: 'Vender',
  cantidad: 'Cantidad',
  medio: 'Medio de pago',
  correo: 'Correo del comprador (opcional)',
  correoAyuda: 'Le mandamos las entradas por correo.',
  nombre: 'Nombre (opcional)',
  ingresaAhora: 'Entra ahora',
  ingresaAhoraAyuda: 'Queda registrado su ingreso; si no, se lleva el código.',
  total: (monto: string) => `Total: ${monto}`,
  cobrar: (monto: string) => `Cobrar ${monto}`,
  vendida: 'Venta registrada',
  vendidaSinConexion: 'Venta guardada sin conexión: se sincroniza cuando vuelva la señal.',
  codigoEntrada: 'Código de la entrada',
  qrEntrada: 'QR de la entrada',
  nuevaVenta: 'Nueva venta',
  sinCupoLocal: (n: number) =>
    n === 0
      ? 'No quedan lugares reservados en este dispositivo. Reservá más con conexión.'
      : `Solo quedan ${n} lugares reservados en este dispositivo.`,
  pendientes: (n: number) =>
    n === 0
      ? 'Ventas sincronizadas'
      : n === 1
        ? '1 venta por sincronizar'
        : `${n} ventas por sincronizar`,
  // Mercado Pago QR (online only)
  qrTitulo: 'Cobro con Mercado Pago',
  qrAyuda: 'Que el comprador escanee el QR con la cámara de su celular y pague.',
  qrImagen: 'QR para pagar con Mercado Pago',
  qrEsperando: 'Esperando el pago...',
  qrAprobado: 'Pago aprobado',
  qrNoAprobado: 'El pago no se aprobó o venció. Cobrá de nuevo o de otra forma.',
  qrSinConexion: 'Mercado Pago necesita conexión. Cobrá en efectivo o por transferencia.',
  qrVolver: 'Volver a la venta',
  // Cierre de caja
  cierreTitulo: 'Cierre de caja',
  vendidasResumen: (n: number, monto: string) =>
    `${n} ${n === 1 ? 'entrada' : 'entradas'} · ${monto}`,
  esperado: 'Efectivo esperado',
  contado: 'Efectivo contado',
  diferencia: 'Diferencia',
  nota: 'Nota (opcional)',
  cerrar: 'Cerrar caja',
  cerrada: 'Caja cerrada',
  devueltos: (n: number) =>
    n === 0
      ? ''
      : n === 1
        ? 'Se devolvió 1 lugar sin vender.'
        : `Se devolvieron ${n} lugares sin vender.`,
  // Organiser
  cajasTitulo: 'Cajas de la puerta',
  cajasVacio: 'Todavía no hay ventas en la puerta.',
  vendedor: 'Vendedor',
  dispositivo: 'Dispositivo',
  turno: 'Turno',
  abierta: 'Abierta',
  entradas: 'Entradas',
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  precioPuertaEtiqueta: 'Precio en puerta',
  precioPuertaAyuda: 'Vacío: no se vende en la puerta.',
  // Organiser: the door page's "Boletería" (/puerta-evento/:idEvento)
  preciosGuardar: 'Guardar precios',
  preciosGuardando: 'Guardando...',
  preciosGuardados: 'Precios en puerta guardados.',
  preciosSinTipos: 'Este día no tiene tipos de entrada.',
  preciosCargando: 'Cargando los precios en puerta...',
  preciosError: 'No pudimos cargar los precios en puerta. Probá de nuevo en un momento.',
  cajasCargando: 'Cargando las cajas...',
  cajasError: 'No pudimos cargar las cajas de la puerta. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  dia: 'Día',
  /** A caja's shift: "22:10 – 04:30", or "22:10 – Abierta" while it is still open. */
  turnoDe: (desde: string, hasta: string | null) => `${desde} – ${hasta ?? 'Abierta'}`,
  notaCaja: 'Nota',
  /** A figure an open caja does not have yet (counted cash, difference). */
  sinCierre: '—',
  // Organiser: the door's sales on Entradas vendidas (/entradas-vendidas/:eventoId)
  ventasPuertaTitulo: 'Ventas en puerta',
  enPuerta: 'En puerta',
  totalPuerta: 'Total',
  ventasPuertaNota:
    'Vendidas en la boletería de la puerta; ya están sumadas en Entradas vendidas y Total recaudado.',
  canal: 'Canal',
  canalPuerta: 'Puerta',
  canalWeb: 'Web',
} as const;

/** The mail of a ticket bought at the box office, when the buyer gave an address. */
export function ventaPuertaMail(o: { evento: string; dia: string; codigos: readonly string[] }) {
  const lista = o.codigos.map((c) => `  ${c}`).join('\n');
  return {
    asunto: `Tus entradas para ${o.evento}`,
    cuerpo: [
      `Compraste en la puerta ${o.codigos.length === 1 ? 'una entrada' : `${o.codigos.length} entradas`} para ${o.evento} (${o.dia}).`,
      '',
      o.codigos.length === 1 ? 'Su código:' : 'Sus códigos:',
      lista,
      '',
      'Si salís y volvés a entrar, mostralo en la puerta: lo validan escribiéndolo.',
    ].join('\n'),
  };
}
