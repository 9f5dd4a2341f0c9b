import type { TicketCard } from '@shared/api/after-sale';

type Agrupable = Pick<TicketCard, 'idEvento' | 'idFecha' | 'inicio' | 'fin' | 'idTicket'>;

/** The tickets of one event's day, in the order they were issued. */
export interface GrupoEntradas<T extends Agrupable> {
  idFecha: number;
  /** The first ticket: what the group shows of its event and day. */
  primera: T;
  entradas: T[];
}

/**
 * /mis-entradas groups the tickets by event and day (docs/architecture.md, "Renderer"): the days
 * still to come first, soonest first, then the days that ended, most recent first.
 */
export function agruparEntradas<T extends Agrupable>(
  entradas: ReadonlyArray<T>,
  now: number,
): { proximos: GrupoEntradas<T>[]; pasados: GrupoEntradas<T>[] } {
  const byDay = new Map<number, T[]>();
  for (const e of [...entradas].sort((a, b) => a.idTicket - b.idTicket)) {
    const day = byDay.get(e.idFecha);
    if (day) day.push(e);
    else byDay.set(e.idFecha, [e]);
  }
  const grupos = [...byDay.entries()].map(([idFecha, list]) => ({
    idFecha,
    primera: list[0]!,
    entradas: list,
  }));
  const inicio = (g: GrupoEntradas<T>) => Date.parse(g.primera.inicio);
  const terminado = (g: GrupoEntradas<T>) => Date.parse(g.primera.fin) <= now;
  return {
    proximos: grupos.filter((g) => !terminado(g)).sort((a, b) => inicio(a) - inicio(b)),
    pasados: grupos.filter(terminado).sort((a, b) => inicio(b) - inicio(a)),
  };
}
