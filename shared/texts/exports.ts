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

export const EXPORT_SHEETS = {
  asistentes: {
    hoja: 'Asistentes',
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
    },
  },
  ordenes: {
    hoja: 'Órdenes',
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
      subtotal: 'Subtotal',
      descuento: 'Descuento',
      codigo: 'Código de descuento',
      cargoServicio: 'Cargo de servicio',
      total: 'Total',
    },
  },
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
