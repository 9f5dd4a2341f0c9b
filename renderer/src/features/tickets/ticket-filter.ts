import type { TicketCard } from '@shared/api/after-sale';

export const FILTROS = ['todos', 'proximos', 'finalizados'] as const;
export type Filtro = (typeof FILTROS)[number];

/**
 * Todos / Próximos / Finalizados (docs/architecture.md, "Renderer"): a ticket is upcoming until its
 * event's last day has ended (finEvento), finished afterwards.
 */
export function filtrarEntradas<T extends Pick<TicketCard, 'finEvento'>>(
  entradas: ReadonlyArray<T>,
  filtro: Filtro,
  now: number,
): T[] {
  if (filtro === 'todos') return [...entradas];
  const terminado = (t: T) => Date.parse(t.finEvento) <= now;
  return entradas.filter((t) => (filtro === 'finalizados' ? terminado(t) : !terminado(t)));
}
