import type { ReembolsoEstado } from '../domain/orders';

/**
 * Spanish texts of the organiser's after-sale screens (/entradas-vendidas,
 * /cancelar-evento). The spec's own words ('Volver', 'Cancelar Evento', the warning) are in
 * shared/api/after-sale.ts (CANCEL_MSG) and reused here; the rest are Pulso's.
 */
export const SALES_TEXT = {
  titulo: 'Entradas vendidas',
  tituloEvento: (evento: string) => `Entradas vendidas: ${evento}`,
  cargando: 'Cargando ventas...',
  error: 'No pudimos cargar las ventas. Probá de nuevo en un momento.',
  noEncontrado: 'No se encontró el evento.',
  reintentar: 'Reintentar',
  tabla: 'Ventas por tipo de entrada',
  // Add-ons (docs/decisions/0090-add-ons.md)
  adicionalesTitulo: 'Adicionales',
  adicional: 'Adicional',
  vendidos: 'Vendidos',
  tipo: 'Tipo de entrada',
  dia: 'Día',
  precio: 'Precio',
  vendidas: 'Cantidad vendida',
  total: 'Total',
  restantes: 'Disponibles',
  // Issue 13: resales through the wait list, counted apart from the sold column.
  revendidas: 'Revendidas',
  enEspera: 'En lista de espera',
  // Issue 14: places taken by the guest list, counted apart from the sold column.
  invitados: 'Invitados',
  sinVentas: 'Este evento todavía no tiene entradas a la venta.',
  totalEntradas: 'Entradas vendidas',
  totalRecaudado: 'Total recaudado',
  totalReventas: 'Reventas',
  nota: 'Cuenta solo compras pagadas, con los descuentos ya restados. El cargo por servicio no está incluido.',
  volver: 'Volver',
  // /entradas-vendidas without an event: the organiser picks one
  elegir: 'Elegí un evento para ver sus entradas vendidas.',
  cargandoEventos: 'Cargando tus eventos...',
  errorEventos: 'No pudimos cargar tus eventos. Probá de nuevo en un momento.',
  sinEventos: 'Todavía no tenés eventos con entradas a la venta.',
  verVentas: (evento: string) => `Ver entradas vendidas de ${evento}`,
} as const;

/**
 * "Ventas por día" on /entradas-vendidas/{idEvento} (issue 14): the chart of tickets sold per
 * day and type, its table, and the discount codes the paid orders used.
 */
export const VENTAS_DIA_TEXT = {
  titulo: 'Ventas por día',
  cargando: 'Cargando ventas por día...',
  error: 'No pudimos cargar las ventas por día. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  sinVentas: 'Todavía no hay ventas pagadas.',
  /** The chart's accessible name: what it shows, over which days, and the total. */
  grafico: (desde: string, hasta: string, entradas: string) =>
    desde === hasta
      ? `Entradas vendidas por día, el ${desde}: ${entradas} en total`
      : `Entradas vendidas por día, del ${desde} al ${hasta}: ${entradas} en total`,
  /** A bar's tooltip. */
  barra: (dia: string, entradas: string) => `${dia}: ${entradas} entradas`,
  leyenda: 'Tipos de entrada',
  tabla: 'Entradas y recaudación por día',
  dia: 'Día',
  entradas: 'Entradas',
  recaudado: 'Recaudado',
  total: 'Total',
  codigosTitulo: 'Códigos de descuento usados',
  /** "1 uso", "1.234 usos" (`texto` is `usos` already written in es-AR). */
  usos: (usos: number, texto: string) => `${texto} ${usos === 1 ? 'uso' : 'usos'}`,
  /** "VERANO: 3 usos, $ 4.500 de descuento" */
  codigo: (codigo: string, usos: string, descuento: string) =>
    `${codigo}: ${usos}, ${descuento} de descuento`,
  sinCodigos: 'Ningún código usado todavía.',
} as const;

export const CANCEL_TEXT = {
  titulo: 'Cancelar evento',
  tituloEvento: (evento: string) => `Cancelar evento: ${evento}`,
  cargando: 'Cargando compras...',
  error: 'No pudimos cargar las compras del evento. Probá de nuevo en un momento.',
  noEncontrado: 'No se encontró el evento.',
  reintentar: 'Reintentar',
  explicacion:
    'Al cancelar el evento avisamos por correo a cada persona que compró entradas, con el motivo que escribas, y le devolvemos todo lo que pagó.',
  reembolsos: 'Reembolsos',
  comprador: 'Comprador',
  entradas: 'Entradas',
  monto: 'Monto a devolver',
  estado: 'Estado',
  sinCompras: 'Nadie compró entradas para este evento: no hay dinero para devolver.',
  totalDevolver: 'Total a devolver',
  motivo: 'Motivo de la cancelación',
  motivoPlaceholder: 'Contales a los compradores por qué se cancela el evento.',
  confirmarTitulo: (evento: string) => `¿Cancelar «${evento}»?`,
  confirmarSi: 'Sí, cancelar el evento',
  confirmarNo: 'No',
  cancelando: 'Cancelando...',
  estadoReembolso: {
    pendiente: 'Devolución en curso',
    hecho: 'Devuelto',
    fallido: 'Falló: se reintenta automáticamente',
  } satisfies Record<ReembolsoEstado, string>,
  sinReembolso: 'Sin devolución',
  // The refunds run in the background after the cancellation (the page asks again meanwhile).
  progreso: (hechos: number, total: number) =>
    `${hechos} de ${total} ${total === 1 ? 'reembolso hecho' : 'reembolsos hechos'}`,
  progresoEtiqueta: 'Reembolsos hechos',
  enCurso: 'Estamos devolviendo el dinero. Esta página se actualiza sola.',
  // The organiser's lists keep a cancelled event reachable (Mis eventos creados, Entradas
  // vendidas): marked, with its refunds so far, and the way to them and to its settlement.
  cancelado: 'Evento cancelado',
  reembolsosResumen: (hechos: number, total: number) => `Reembolsos: ${hechos} de ${total}`,
  verReembolsos: 'Ver reembolsos',
  conFallidos: (n: number) =>
    n === 1
      ? '1 reembolso falló: se reintenta automáticamente.'
      : `${n} reembolsos fallaron: se reintentan automáticamente.`,
} as const;
