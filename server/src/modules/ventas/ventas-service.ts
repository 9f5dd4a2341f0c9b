import { and, asc, eq, sql } from 'drizzle-orm';
import type { VentaFila, VentasEvento } from '@shared/api/after-sale';
import type { EntradaTransferida } from '@shared/api/transfers';
import { availableOf } from '@shared/domain/stock';
import type { Db } from '../../db/client';
import {
  entradas,
  fechas,
  listaEspera,
  ordenes,
  ordenItems,
  tiposEntrada,
} from '../../db/schema/index';
import type { Viewer } from '../../plugins/viewer';
import { ownedEvent } from '../eventos/event-owner';

/**
 * Tickets sold per event (/entradas-vendidas): from the items of paid orders, never from the
 * stock counter alone, which also holds pending orders. What is left comes from that counter,
 * with the early-bird rule (shared/domain/stock.ts): what a buyer could still take right now.
 */
export function createVentasService(
  db: Db,
  /** Tickets now held by someone other than their buyer (modules/transferencias). */
  transferidas: (idEvento: number) => Promise<EntradaTransferida[]>,
) {
  return {
    /** The owner's event (any, for an administrator); others' events do not exist for them. */
    async ventas(viewer: Viewer, idEvento: number): Promise<VentasEvento> {
      const evento = await ownedEvent(db, viewer, idEvento);

      const [stock, sold, waiting] = await Promise.all([
        db
          .select({
            idEntrada: entradas.idEntrada,
            idFecha: entradas.idFecha,
            dia: fechas.inicio,
            cdTipo: entradas.cdTipo,
            dsTipo: tiposEntrada.dsTipo,
            precio: entradas.precio,
            cantidad: entradas.cantidad,
            vendidas: entradas.vendidas,
          })
          .from(entradas)
          .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
          .innerJoin(tiposEntrada, eq(tiposEntrada.cdTipo, entradas.cdTipo))
          .where(eq(fechas.idEvento, idEvento))
          .orderBy(asc(fechas.inicio), asc(fechas.idFecha), asc(entradas.cdTipo)),
        db
          .select({
            idEntrada: ordenItems.idEntrada,
            // Resales (issue 13) apart: the seat was sold once, by its first sale.
            revendidas: sql<number>`coalesce(sum(${ordenItems.cantidad})
              filter (where ${ordenes.origen} = 'reventa'), 0)`.mapWith(Number),
            vendidas: sql<number>`coalesce(sum(${ordenItems.cantidad})
              filter (where ${ordenes.origen} <> 'reventa'), 0)`.mapWith(Number),
            // What each ticket was sold for: a price changed later does not rewrite the past.
            total: sql<number>`coalesce(sum(${ordenItems.cantidad} * ${ordenItems.precioUnitario})
              filter (where ${ordenes.origen} <> 'reventa'), 0)`.mapWith(Number),
          })
          .from(ordenItems)
          .innerJoin(ordenes, eq(ordenes.idOrden, ordenItems.idOrden))
          .where(and(eq(ordenes.idEvento, idEvento), eq(ordenes.estado, 'pagada')))
          .groupBy(ordenItems.idEntrada),
        db
          .select({
            idFecha: listaEspera.idFecha,
            cdTipo: listaEspera.cdTipo,
            n: sql<number>`count(*)`.mapWith(Number),
          })
          .from(listaEspera)
          .where(and(eq(listaEspera.idEvento, idEvento), eq(listaEspera.estado, 'esperando')))
          .groupBy(listaEspera.idFecha, listaEspera.cdTipo),
      ]);

      const filas: VentaFila[] = stock.map((row) => {
        const paid = sold.find((s) => s.idEntrada === row.idEntrada);
        return {
          idFecha: row.idFecha,
          dia: row.dia.toISOString(),
          cdTipo: row.cdTipo,
          dsTipo: row.dsTipo,
          precio: row.precio,
          vendidas: paid?.vendidas ?? 0,
          total: paid?.total ?? 0,
          stock: row.cantidad,
          restantes: availableOf(
            stock.filter((r) => r.idFecha === row.idFecha),
            row.cdTipo,
          ),
          revendidas: paid?.revendidas ?? 0,
          enEspera:
            waiting.find((w) => w.idFecha === row.idFecha && w.cdTipo === row.cdTipo)?.n ?? 0,
        };
      });
      return {
        idEvento,
        nombre: evento.nombre,
        filas,
        totalEntradas: filas.reduce((sum, f) => sum + f.vendidas, 0),
        totalRecaudado: filas.reduce((sum, f) => sum + f.total, 0),
        transferidas: await transferidas(idEvento),
        totalReventas: filas.reduce((sum, f) => sum + f.revendidas, 0),
      };
    },
  };
}

export type VentasService = ReturnType<typeof createVentasService>;
