import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { EntradaView } from '@shared/api/discovery';
import type { Db } from '../../db/client';
import { entradas, tiposEntrada } from '../../db/schema/index';

/** Ticket stock per date (entradas) and the ticket-type catalogue. */
export function createEntradasService(db: Db) {
  return {
    tipos: () =>
      db
        .select({ cdTipo: tiposEntrada.cdTipo, dsTipo: tiposEntrada.dsTipo })
        .from(tiposEntrada)
        .orderBy(asc(tiposEntrada.cdTipo)),

    /**
     * The ticket rows of these dates, by date, in one query. `cantidad` is what is still
     * available: stock minus tickets sold or held, never below 0.
     */
    async byFechas(
      idFechas: ReadonlyArray<number>,
      opts: { estado?: number } = {},
    ): Promise<Map<number, EntradaView[]>> {
      const byFecha = new Map<number, EntradaView[]>();
      if (idFechas.length === 0) return byFecha;
      const conditions: SQL[] = [inArray(entradas.idFecha, [...idFechas])];
      if (opts.estado !== undefined) conditions.push(eq(entradas.estado, opts.estado));
      const rows = await db
        .select({
          idEntrada: entradas.idEntrada,
          idFecha: entradas.idFecha,
          cdTipo: entradas.cdTipo,
          dsTipo: tiposEntrada.dsTipo,
          precio: entradas.precio,
          cantidad: entradas.cantidad,
          vendidas: entradas.vendidas,
        })
        .from(entradas)
        .innerJoin(tiposEntrada, eq(tiposEntrada.cdTipo, entradas.cdTipo))
        .where(and(...conditions))
        .orderBy(asc(entradas.idFecha), asc(entradas.cdTipo));
      for (const r of rows) {
        const list = byFecha.get(r.idFecha) ?? [];
        list.push({
          idEntrada: r.idEntrada,
          tipo: { cdTipo: r.cdTipo, dsTipo: r.dsTipo },
          precio: r.precio,
          cantidad: Math.max(0, r.cantidad - r.vendidas),
        });
        byFecha.set(r.idFecha, list);
      }
      return byFecha;
    },
  };
}

export type EntradasService = ReturnType<typeof createEntradasService>;
