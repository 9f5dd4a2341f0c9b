import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  VentaAdicional,
  VentaFila,
  VentasDia,
  VentasEvento,
  VentasPorDia,
} from '@shared/api/after-sale';
import { addDays, arDate, arDayStart } from '@shared/domain/argentina-time';
import type { EntradaTransferida } from '@shared/api/transfers';
import type { Db } from '../../db/client';
import { adicionales, entradas, fechas, listaEspera } from '../../db/schema/index';
import type { Viewer } from '../../plugins/viewer';
import { ownedEvent } from '../eventos';
import {
  doorSalesOfEvent,
  paidFirstSaleReceipts,
  paidFirstSalesOf,
  paidTicketsByStockRow,
  type OrderReceipt,
} from '../ordenes';
import { eventStock } from '../cupos';

/**
 * Tickets sold per event (/entradas-vendidas): from the items of paid orders, never from the
 * stock counter alone, which also holds pending orders. What is left comes from that counter,
 * with the capacity rule (shared/domain/stock.ts): what a buyer could still take right now.
 */
export function createVentasService(
  db: Db,
  /** Tickets now held by someone other than their buyer (modules/transferencias). */
  transferidas: (idEvento: number) => Promise<EntradaTransferida[]>,
  /** The clock availability is read by (a tanda's step opens at its date). */
  now: () => Date = () => new Date(),
) {
  return {
    /** The owner's event (any, for an administrator); others' events do not exist for them. */
    async ventas(viewer: Viewer, idEvento: number): Promise<VentasEvento> {
      const evento = await ownedEvent(db, viewer, idEvento, 'ventas');

      const [stock, sold, waiting, receipts, extras, puerta] = await Promise.all([
        eventStock(db, idEvento, now()),
        paidTicketsByStockRow(db, idEvento),
        db
          .select({
            idFecha: listaEspera.idFecha,
            cdTipo: listaEspera.cdTipo,
            n: sql<number>`count(*)`.mapWith(Number),
          })
          .from(listaEspera)
          .where(and(eq(listaEspera.idEvento, idEvento), eq(listaEspera.estado, 'esperando')))
          .groupBy(listaEspera.idFecha, listaEspera.cdTipo),
        paidFirstSaleReceipts(db, idEvento),
        db
          .select({
            idAdicional: adicionales.idAdicional,
            idFecha: adicionales.idFecha,
            dia: fechas.inicio,
            nombre: adicionales.nombre,
            precio: adicionales.precio,
            cantidad: adicionales.cantidad,
            ocupados: adicionales.vendidas,
          })
          .from(adicionales)
          .innerJoin(fechas, eq(fechas.idFecha, adicionales.idFecha))
          .where(eq(fechas.idEvento, idEvento))
          .orderBy(asc(fechas.inicio), asc(adicionales.orden), asc(adicionales.idAdicional)),
        doorSalesOfEvent(db, idEvento),
      ]);
      const recaudado = paidPerRow(receipts);

      const filas: VentaFila[] = stock.map((row) => {
        const paid = sold.find((s) => s.idEntrada === row.idEntrada);
        return {
          idFecha: row.idFecha,
          dia: row.dia.toISOString(),
          cdTipo: row.cdTipo,
          dsTipo: row.dsTipo,
          precio: row.precio,
          vendidas: paid?.vendidas ?? 0,
          total: recaudado.get(row.idEntrada) ?? 0,
          stock: row.cantidad,
          restantes: row.lugares,
          revendidas: paid?.revendidas ?? 0,
          invitados: paid?.invitados ?? 0,
          enPuerta: puerta.porEntrada.get(row.idEntrada) ?? 0,
          enEspera:
            waiting.find((w) => w.idFecha === row.idFecha && w.cdTipo === row.cdTipo)?.n ?? 0,
        };
      });
      const sales = paidAddOns(receipts);
      const ventaAdicionales: VentaAdicional[] = extras.map((a) => ({
        idFecha: a.idFecha,
        dia: a.dia.toISOString(),
        nombre: a.nombre,
        precio: a.precio,
        vendidos: sales.get(a.idAdicional)?.vendidos ?? 0,
        total: sales.get(a.idAdicional)?.total ?? 0,
        stock: a.cantidad,
        restantes: Math.max(0, a.cantidad - a.ocupados),
      }));
      return {
        idEvento,
        nombre: evento.nombre,
        filas,
        ...(ventaAdicionales.length > 0 && { adicionales: ventaAdicionales }),
        totalEntradas: filas.reduce((sum, f) => sum + f.vendidas, 0),
        totalRecaudado:
          filas.reduce((sum, f) => sum + f.total, 0) +
          ventaAdicionales.reduce((sum, a) => sum + a.total, 0),
        transferidas: await transferidas(idEvento),
        totalReventas: filas.reduce((sum, f) => sum + f.revendidas, 0),
        puerta: puerta.resumen,
        permisos: evento.permisos,
        idProductora: evento.idProductora,
      };
    },

    /** Sales per day since the opening (VentasPorDia), for the chart of /entradas-vendidas. */
    async porDia(viewer: Viewer, idEvento: number, now: Date): Promise<VentasPorDia> {
      await ownedEvent(db, viewer, idEvento, 'ventas');
      const [days, tipos, orders] = await Promise.all([
        db
          .select({
            desde: sql<Date | null>`min(${fechas.inicioVenta})`.mapWith(instantOrNull),
            hasta: sql<Date | null>`max(${fechas.finVenta})`.mapWith(instantOrNull),
          })
          .from(fechas)
          .where(eq(fechas.idEvento, idEvento)),
        // One series per type; its days' rows may bear different names, so it reads them all.
        db
          .select({
            cdTipo: entradas.cdTipo,
            dsTipo: sql<string>`string_agg(distinct ${entradas.nombre}, ' / ' order by ${entradas.nombre})`,
          })
          .from(entradas)
          .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
          .where(eq(fechas.idEvento, idEvento))
          .groupBy(entradas.cdTipo)
          .orderBy(sql`min(${entradas.orden})`, asc(entradas.cdTipo)),
        paidFirstSalesOf(db, idEvento),
      ]);
      const dayOf = (paidAt: Date | null) => arDate(paidAt ?? now);
      const first = days[0]?.desde ?? now;
      const closed = days[0]?.hasta && days[0].hasta < now ? days[0].hasta : now;
      // The door sells on the night, after the online sale closed: its days count too.
      const lastPaid = orders.reduce<Date | null>(
        (max, o) => (o.paidAt && (!max || o.paidAt > max) ? o.paidAt : max),
        null,
      );
      const last = lastPaid && lastPaid > closed ? lastPaid : closed;
      const dias: VentasDia[] = [];
      const byDay = new Map<string, VentasDia>();
      for (let d = arDate(first); d <= arDate(last); d = arDate(addDays(arDayStart(d), 1))) {
        const dia = {
          dia: d,
          porTipo: tipos.map((t) => ({ cdTipo: t.cdTipo, cantidad: 0 })),
          cantidad: 0,
          enPuerta: 0,
          recaudado: 0,
        };
        dias.push(dia);
        byDay.set(d, dia);
        if (dias.length > 1000) break;
      }
      const receipts = await paidFirstSaleReceipts(db, idEvento);
      const codigos = new Map<string, { codigo: string; usos: number; descuento: number }>();
      for (const o of orders) {
        const dia = byDay.get(dayOf(o.paidAt));
        const receipt = receipts.get(o.idOrden);
        if (dia && receipt) addSale(dia, receipt, o.origen === 'puerta');
        if (!o.codigo) continue;
        const c = codigos.get(o.codigo) ?? { codigo: o.codigo, usos: 0, descuento: 0 };
        c.usos += 1;
        c.descuento += o.descuento;
        codigos.set(o.codigo, c);
      }
      return {
        idEvento,
        tipos,
        dias,
        codigos: [...codigos.values()].sort(
          (a, b) => b.usos - a.usos || a.codigo.localeCompare(b.codigo),
        ),
      };
    },
  };
}

/**
 * An order's tickets on its day: each line at its price after the discount, as above; its
 * add-ons bring in what they cost too, as the order's receipt and the exports say.
 */
function addSale(dia: VentasDia, receipt: OrderReceipt, enPuerta: boolean): void {
  for (const { line, importes } of receipt.lineas) {
    const tipo = dia.porTipo.find((t) => t.cdTipo === line.cdTipo);
    if (tipo) tipo.cantidad += line.cantidad;
    dia.cantidad += line.cantidad;
    if (enPuerta) dia.enPuerta += line.cantidad;
    dia.recaudado += importes.precioPagado;
  }
  for (const { importes } of receipt.adicionales) dia.recaudado += importes.precioPagado;
}

/** An aggregate instant as the driver hands it (a string or a Date), or null. */
const instantOrNull = (v: string | Date | null) => (v === null ? null : new Date(v));

/**
 * What each stock row brought in: its lines' price after the discount, the figure the buyers'
 * receipts and the settlement read (a price changed later does not rewrite the past).
 */
function paidPerRow(receipts: ReadonlyMap<number, OrderReceipt>): Map<number, number> {
  const perRow = new Map<number, number>();
  for (const receipt of receipts.values())
    for (const { line, importes } of receipt.lineas)
      perRow.set(line.idEntrada, (perRow.get(line.idEntrada) ?? 0) + importes.precioPagado);
  return perRow;
}

/** What each add-on's paid units brought in, from the same receipts. */
function paidAddOns(
  receipts: ReadonlyMap<number, OrderReceipt>,
): Map<number, { vendidos: number; total: number }> {
  const per = new Map<number, { vendidos: number; total: number }>();
  for (const receipt of receipts.values())
    for (const { line, importes } of receipt.adicionales) {
      const known = per.get(line.idAdicional) ?? { vendidos: 0, total: 0 };
      per.set(line.idAdicional, {
        vendidos: known.vendidos + line.cantidad,
        total: known.total + importes.precioPagado,
      });
    }
  return per;
}

export type VentasService = ReturnType<typeof createVentasService>;
