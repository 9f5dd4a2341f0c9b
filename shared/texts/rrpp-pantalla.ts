/**
 * Spanish texts of the RRPP's screens (docs/decisions/0092-rrpp.md): the ranking on an event's
 * Entradas vendidas, the commission editor (/comisiones-rrpp/:eventoId) and the RRPP's own
 * page (/mis-ventas-rrpp). The server's refusals are RRPP_MSG (shared/texts/rrpp.ts); the
 * checkout's words for an RRPP's code are CODIGO_MSG's (shared/texts/codigos.ts).
 */
import type { ComisionModo } from '../domain/equipo';

export const RRPP_TEXT = {
  // The ranking on Entradas vendidas.
  rankingTitulo: 'Ventas por RRPP',
  rankingTabla: 'Ventas de cada RRPP del evento, de más a menos',
  columnas: {
    nombre: 'RRPP',
    entradas: 'Entradas',
    importe: 'Vendido',
    comision: 'Comisión',
    ingresaron: 'Invitados que entraron',
  },
  /** "3 de 10": guests of their list who got in, of all on it. */
  deInvitados: (ingresaron: string, invitados: string) => `${ingresaron} de ${invitados}`,
  rankingNota:
    'Compras pagadas con el enlace o el código de cada RRPP, sin las devueltas. Vendido es lo que pagaron por las entradas, sin el cargo por servicio.',
  /** The link to the commission editor, from the ranking. */
  comisionesEnlace: 'Comisiones de RRPP',

  // The commission editor.
  comisionesTitulo: 'Comisiones de RRPP',
  comisionesTituloEvento: (evento: string) => `Comisiones de RRPP de ${evento}`,
  comisionesAyuda:
    'Cada RRPP cobra por lo que vende con su enlace o su código: un monto fijo por entrada, o un porcentaje de lo que pagó el comprador por la entrada con el descuento aplicado (sin el cargo por servicio). La regla de un tipo de entrada le gana a la de "Todos los tipos".',
  cargando: 'Cargando las comisiones...',
  error: 'No pudimos cargar las comisiones. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  volver: 'Volver',
  sinRrpp: 'El evento no tiene RRPP. Sumalos desde Mi productora.',
  irAMiProductora: 'Ir a Mi productora',
  codigoDe: (codigo: string) => `Código: ${codigo}`,
  sinReglas: 'Sin comisión por ahora. Agregá una regla y guardá.',
  reglaN: (n: number) => `Regla ${n}`,
  tipo: 'Tipo de entrada',
  todosLosTipos: 'Todos los tipos',
  modo: 'Cómo se calcula',
  modos: {
    fijo: 'Monto fijo por entrada',
    porcentaje: 'Porcentaje del neto',
  } satisfies Record<ComisionModo, string>,
  valor: 'Valor',
  valorAyuda: {
    fijo: 'Pesos por entrada vendida.',
    porcentaje: 'Porcentaje, de 0 a 100.',
  } satisfies Record<ComisionModo, string>,
  agregarRegla: 'Agregar regla',
  quitarRegla: 'Quitar',
  quitarReglaN: (n: number) => `Quitar la regla ${n}`,
  guardar: 'Guardar',
  guardarDe: (nombre: string) => `Guardar las comisiones de ${nombre}`,
  guardando: 'Guardando...',
  guardado: (nombre: string) => `Guardamos las comisiones de ${nombre}.`,

  // The RRPP's own page.
  misVentasTitulo: 'Mis ventas como RRPP',
  misVentasAyuda:
    'Compartí tu enlace o tu código: lo que se compre con ellos suma a tus ventas. Tu enlace se recuerda 30 días en el dispositivo de quien lo abre; tu código no tiene descuento.',
  cargandoMisVentas: 'Cargando tus ventas...',
  errorMisVentas: 'No pudimos cargar tus ventas. Probá de nuevo en un momento.',
  sinEventos: 'Todavía no sos RRPP de ninguna productora.',
  sinFecha: 'Sin fecha',
  productora: (nombre: string) => `Productora: ${nombre}`,
  tuEnlace: 'Tu enlace',
  copiarEnlace: 'Copiar enlace',
  copiarEnlaceDe: (evento: string) => `Copiar enlace de ${evento}`,
  copiado: 'Copiado',
  noCopiado: 'No pudimos copiarlo. Seleccioná el enlace y copialo.',
  tuCodigo: 'Tu código',
  cifras: {
    entradas: 'Entradas',
    importe: 'Vendido',
    comision: 'Tu comisión',
    ingresaron: 'Invitados que entraron',
  },
  tuComisionTitulo: 'Cómo cobrás',
  sinComision: 'La productora todavía no cargó tu comisión para este evento.',
  /** A rule in words: "$ 3.000 por entrada VIP", "12 % del neto en el resto". */
  reglaFija: (monto: string, tipo: string | null, hayOtras: boolean) =>
    tipo !== null
      ? `${monto} por entrada ${tipo}`
      : hayOtras
        ? `${monto} por entrada en el resto`
        : `${monto} por entrada`,
  reglaPorcentaje: (porcentaje: string, tipo: string | null, hayOtras: boolean) =>
    tipo !== null
      ? `${porcentaje} del neto de las entradas ${tipo}`
      : hayOtras
        ? `${porcentaje} del neto en el resto`
        : `${porcentaje} del neto de cada entrada`,
  porcentaje: (valor: number) => `${valor}\u00a0%`,
  /** A type the event's public page does not show (hidden, or the event is not published). */
  otroTipo: 'de otro tipo',
} as const;
