import type { OrdenEstado, OrdenOrigen } from '../domain/orders';

/**
 * Exports for organisers (issue 14): the spreadsheets' sheet names, headers and labels, the
 * files' names, the server's refusal and the words of the "Exportar" block on
 * /entradas-vendidas/{idEvento}. Apart from shared/api/exports.ts so screens import them
 * without zod.
 */
export const EXPORT_MSG = {
  formato: 'El formato debe ser csv o xlsx.',
} as const;

const entradas = (n: number) => `${n} ${n === 1 ? 'entrada' : 'entradas'}`;

export const EXPORT_SHEETS = {
  asistentes: {
    hoja: 'Asistentes',
    /**
     * The file's first line: what its rows are and how they add up from the sales page's
     * counts ("Entradas vendidas", "Invitados", "Reventas"), every term shown.
     */
    nota: (n: {
      filas: number;
      vendidas: number;
      invitados: number;
      compradasEnReventa: number;
      enReventa: number;
      revendidas: number;
    }) =>
      [
        `${entradas(n.filas)} con ingreso = ${n.vendidas} ${n.vendidas === 1 ? 'vendida' : 'vendidas'}`,
        ` + ${n.invitados} de la lista de invitados`,
        n.compradasEnReventa > 0 ? ` + ${n.compradasEnReventa} compradas en reventa` : '',
        n.revendidas > 0 ? ` - ${n.revendidas} revendidas, que ya no dan ingreso` : '',
        n.enReventa === 1
          ? ' - 1 publicada en reventa, que no da ingreso mientras esté publicada.'
          : ` - ${n.enReventa} publicadas en reventa, que no dan ingreso mientras estén publicadas.`,
        ' Una fila por entrada, sin las devueltas.',
      ].join(''),
    // ASCII words: the names travel in Content-Disposition's plain `filename`.
    archivo: 'asistentes',
    columnas: {
      nombre: 'Nombre',
      apellido: 'Apellido',
      correo: 'Correo electrónico',
      dni: 'DNI',
      tipo: 'Tipo de entrada',
      dia: 'Día',
      orden: 'Orden',
      ingreso: 'Ingresó',
      horaIngreso: 'Hora de ingreso',
      adicionales: 'Adicionales',
    },
  },
  ordenes: {
    hoja: 'Órdenes',
    /**
     * The file's first line: which orders are listed, and what the paid purchases among them
     * add up to, as "Entradas vendidas" and "Total recaudado" show (the fee apart).
     */
    nota: (n: { filas: number; entradas: number; recaudado: string }) =>
      `${n.filas} ${n.filas === 1 ? 'orden' : 'órdenes'}: pagadas, pendientes de pago y devueltas (las vencidas y rechazadas no movieron dinero). En cada una, Subtotal - Descuento + Cargo de servicio = Total. Las compras pagadas suman ${entradas(n.entradas)} y ${n.recaudado} sin el cargo de servicio, como Entradas vendidas.`,
    archivo: 'ordenes',
    columnas: {
      orden: 'Orden',
      fecha: 'Fecha',
      estado: 'Estado',
      origen: 'Origen',
      comprador: 'Comprador',
      correo: 'Correo electrónico',
      dni: 'DNI',
      entradas: 'Entradas',
      adicionales: 'Adicionales',
      subtotal: 'Subtotal',
      descuento: 'Descuento',
      codigo: 'Código de descuento',
      cargoServicio: 'Cargo de servicio',
      total: 'Total',
      rrpp: 'RRPP',
      comisionRrpp: 'Comisión RRPP',
    },
  },
  /** Whose sale it is and how: "Valentina Ríos (Enlace)". */
  rrppVenta: (nombre: string, via: string) => `${nombre} (${via})`,
  /** An order's add-ons in one cell: "2 × Combo trago · 1 × Locker". */
  adicionales: (a: ReadonlyArray<{ nombre: string; cantidad: number }>) =>
    a.map((x) => `${x.cantidad} × ${x.nombre}`).join(' · '),
  si: 'Sí',
  no: 'No',
  estados: {
    pendiente: 'Pendiente de pago',
    pagada: 'Pagada',
    expirada: 'Vencida',
    rechazada: 'Pago rechazado',
    reembolso_pendiente: 'Devolución en curso',
    reembolsada: 'Devuelta',
    anulada: 'Anulada',
  } satisfies Record<OrdenEstado, string>,
  origenes: {
    compra: 'Compra',
    lista_espera: 'Lista de espera',
    reventa: 'Reventa',
    lista: 'Lista de invitados',
    puerta: 'Venta en puerta',
  } satisfies Record<OrdenOrigen, string>,
} as const;

/** "asistentes-12.csv", "ordenes-12.xlsx" */
export const exportFileName = (
  hoja: keyof Pick<typeof EXPORT_SHEETS, 'asistentes' | 'ordenes'>,
  idEvento: number,
  formato: string,
) => `${EXPORT_SHEETS[hoja].archivo}-${idEvento}.${formato}`;

/** The "Exportar" block of /entradas-vendidas/{idEvento}. */
export const EXPORT_TEXT = {
  titulo: 'Exportar',
  explicacion:
    'Descargá la lista de asistentes o las órdenes del evento para abrirlas en Excel u otra planilla.',
  asistentesCsv: 'Asistentes (CSV)',
  asistentesXlsx: 'Asistentes (Excel)',
  ordenesCsv: 'Órdenes (CSV)',
  ordenesXlsx: 'Órdenes (Excel)',
  descargando: 'Descargando...',
  error: 'No pudimos descargar el archivo. Probá de nuevo en un momento.',
  guardado: (nombre: string) => `Guardado: ${nombre}.`,
} as const;
