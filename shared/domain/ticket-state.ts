/**
 * What a ticket is for its holder now (/mis-entradas, /entrada-adquirida): only a `vigente`
 * one can still let someone in, so only it shows a code (QR, PDF) and offers the withdrawal,
 * a transfer or a resale. Its event cancelled comes first (it admits nobody any more), then a
 * ticket the door already scanned, then one whose day has ended.
 */
export type TicketEstado = 'vigente' | 'usada' | 'pasada' | 'cancelada';

export function ticketEstado(
  t: { usadoAt: string | null; fin: string; cancelacion: unknown },
  now: Date | number,
): TicketEstado {
  if (t.cancelacion !== null) return 'cancelada';
  if (t.usadoAt !== null) return 'usada';
  return Date.parse(t.fin) <= +now ? 'pasada' : 'vigente';
}
