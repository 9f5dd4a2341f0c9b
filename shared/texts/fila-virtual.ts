/**
 * Spanish texts of the virtual queue of high-demand days (issue 12): the queue page
 * (/fila/:idFecha), the notice on the event page and the organiser's field. The server's
 * error details are FILA_MSG in shared/api/fila-virtual.ts.
 */

const minutos = (n: number) => `${n} ${n === 1 ? 'minuto' : 'minutos'}`;

export const FILA_TEXT = {
  titulo: 'Fila virtual',
  uniendo: 'Entrando a la fila...',
  enFila: 'Estás en la fila',
  lugar: (n: string) => `Tu lugar: ${n}`,
  estimado: (n: number) => `Tiempo estimado: ${minutos(n)}`,
  aperturaEl: (cuando: string) => `La venta abre el ${cuando}.`,
  sorteando: 'La venta abrió: estamos sorteando los lugares. En unos segundos ves el tuyo.',
  lugarSeSortea: 'Tu lugar se sortea en la apertura, entre todos los que lleguen antes.',
  sorteo: 'Antes de la apertura todos los que llegan tienen la misma chance: el orden se sortea.',
  despuesDeApertura: 'Desde la apertura, quienes llegan entran a la fila por orden de llegada.',
  turno: (n: number) => `¡Es tu turno! Tenés ${minutos(n)} para comprar.`,
  turnoPocoTiempo: '¡Es tu turno! Te queda menos de un minuto para comprar.',
  noCierres:
    'No hace falta recargar: esta página se actualiza sola. Si la recargás o la cerrás, no perdés tu lugar.',
  unLugarPorCuenta:
    'Tenés un solo lugar por cuenta, aunque abras la fila en otra pestaña o en otro dispositivo.',
  continuar: 'Continuar con la compra',
  vencida: 'Tu turno para comprar terminó.',
  // Checkout, while an admission lasts (mm:ss)
  turnoVence: (mmss: string) => `Tu turno para comprar vence en ${mmss}.`,
  volverAFila: 'Volver a la fila',
  volverAFilaAyuda: 'Volvés a entrar al final de la fila.',
  volverAlEvento: 'Volver al evento',
  verEventos: 'Ver eventos',
  iniciaSesion: 'Iniciá sesión para entrar a la fila virtual.',
  ingresar: 'Iniciar sesión',
  soloCompradores: 'Con esta cuenta no se pueden comprar entradas.',
  errorCargar: 'No pudimos consultar la fila. Seguimos intentando...',
  fechaInvalida: 'No se encontró la fila.',
  // The event page
  avisoAltaDemanda: (dia: string) =>
    `${dia}: alta demanda. Para comprar entradas de ese día pasás por la fila virtual.`,
  entrarFila: 'Entrar a la fila virtual',
  entrarFilaDe: (dia: string) => `Entrar a la fila virtual: ${dia}`,
  // The organiser's field, per day, on the create and modify forms
  altaDemanda: 'Alta demanda (fila virtual)',
  altaDemandaDe: (n: number) => `Alta demanda (fila virtual), día ${n}`,
  altaDemandaAyuda:
    'Quienes lleguen antes de la apertura de la venta reciben un lugar sorteado; después, por orden de llegada. Solo compra quien ya pasó la fila.',
} as const;
